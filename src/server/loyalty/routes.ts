/**
 * Loyalty (SPEC §2 "Loyalty program"; DESIGN §4, §5, §10.1): balance, history and redemption for
 * the caller's verified phone only (401 `phone_unverified` otherwise), rewards, the vendor's own
 * reward management and the vendor's check of a redemption code.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { normalizePhone } from '../../shared/phone.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import {
  BalanceSchema,
  LoyaltyFlagListSchema,
  RedeemResultSchema,
  RedeemSchema,
  RedemptionPreviewResultSchema,
  RedemptionPreviewSchema,
  RewardCreateSchema,
  RewardListSchema,
  RewardUpdateSchema,
  TransactionListSchema,
  VendorQuerySchema,
  VendorRewardListSchema,
  VendorRewardSchema,
} from '../../shared/schemas/loyalty.js';
import { PhoneLookupParamsSchema } from '../../shared/schemas/preorders.js';
import { RedemptionCheckResultSchema, RedemptionCheckSchema } from '../../shared/schemas/phone.js';
import { requireUser } from '../auth/session.js';
import { badRequest, errorResponses, notFound } from '../errors.js';
import { guarded } from '../guarded.js';
import { requireVerifiedPhone } from '../phone/session.js';
import { routeLimit } from '../rate-limit.js';
import { presentReward, presentVendorReward } from './present.js';
import {
  createReward,
  deleteReward,
  findReward,
  getBalance,
  listRewards,
  listTransactions,
  loyaltyFlags,
  previewRedemptionCode,
  redeemReward,
  updateReward,
  useRedemptionCode,
  vendorOwner,
} from './queries.js';
import { authorizeOwner } from '../policies.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

function lookupPhone(raw: string): string {
  const digits = normalizePhone(raw);
  if (digits.length < 10 || digits.length > 15) throw badRequest(t('preorder.validation.phoneRequired'));
  return digits;
}

export const loyaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  // One per-IP counter for every look-up by phone and code (DESIGN §3: LOOKUP_RATE_LIMIT).
  const lookupLimit = routeLimit(app, { name: 'lookup', max: ctx.config.LOOKUP_RATE_LIMIT, windowMs: 60_000 });

  app.get(
    '/api/loyalty/rewards',
    { schema: { querystring: VendorQuerySchema, response: { 200: RewardListSchema, ...errors } } },
    async (request) => {
      const now = ctx.now();
      return (await listRewards(db(), request.query.vendorId)).map((r) => presentReward(r, now));
    },
  );

  // A reward code at checkout (issue 23): anyone holding the code may see what it gives; using it
  // happens with the order. Limited like every look-up by code.
  app.post(
    '/api/vendors/:id/redemptions/preview',
    {
      preHandler: lookupLimit,
      schema: { params: IdParamsSchema, body: RedemptionPreviewSchema, response: { 200: RedemptionPreviewResultSchema, ...errors } },
    },
    async (request) => previewRedemptionCode(db(), request.params.id, request.body.code),
  );

  app.get(
    '/api/loyalty/balance/:phone',
    {
      preHandler: lookupLimit,
      schema: { params: PhoneLookupParamsSchema, querystring: VendorQuerySchema, response: { 200: BalanceSchema, ...errors } },
    },
    async (request) => {
      const phone = lookupPhone(request.params.phone);
      await requireVerifiedPhone(request, phone);
      return { balance: await getBalance(db(), phone, request.query.vendorId) };
    },
  );

  app.get(
    '/api/loyalty/transactions/:phone',
    {
      preHandler: lookupLimit,
      schema: {
        params: PhoneLookupParamsSchema,
        querystring: VendorQuerySchema,
        response: { 200: TransactionListSchema, ...errors },
      },
    },
    async (request) => {
      const phone = lookupPhone(request.params.phone);
      await requireVerifiedPhone(request, phone);
      return listTransactions(db(), phone, request.query.vendorId);
    },
  );

  app.post(
    '/api/loyalty/redeem',
    { preHandler: lookupLimit, schema: { body: RedeemSchema, response: { 200: RedeemResultSchema, ...errors } } },
    async (request) => {
      await requireVerifiedPhone(request, normalizePhone(request.body.phone));
      return redeemReward(db(), request.body.phone, request.body.rewardId, ctx.now());
    },
  );

  // ---- the vendor's rewards (owner only)
  guarded(app, requireUser, async (owner) => {

    async function requireVendorOwner(userId: string, vendorId: number) {
      const v = await vendorOwner(db(), vendorId);
      authorizeOwner(v && { ownerId: v.userId }, userId, 'vendor.error.notFound');
    }
    async function requireRewardOwner(userId: string, rewardId: number) {
      const reward = await findReward(db(), rewardId);
      if (!reward?.vendorId) throw notFound(t('loyalty.error.rewardNotFound'));
      await requireVendorOwner(userId, reward.vendorId);
      return reward;
    }

    owner.get(
      '/api/vendors/:id/loyalty-rewards',
      { schema: { params: IdParamsSchema, response: { 200: VendorRewardListSchema, ...errors } } },
      async (request) => {
        await requireVendorOwner(request.user.id, request.params.id);
        const now = ctx.now();
        return (await listRewards(db(), request.params.id)).map((r) => presentVendorReward(r, now));
      },
    );

    owner.post(
      '/api/vendors/:id/loyalty-rewards',
      { schema: { params: IdParamsSchema, body: RewardCreateSchema, response: { 201: VendorRewardSchema, ...errors } } },
      async (request, reply) => {
        await requireVendorOwner(request.user.id, request.params.id);
        const now = ctx.now();
        const reward = await createReward(db(), request.params.id, request.body, now);
        return reply.code(201).send(presentVendorReward(reward, now));
      },
    );

    owner.patch(
      '/api/loyalty-rewards/:id',
      { schema: { params: IdParamsSchema, body: RewardUpdateSchema, response: { 200: VendorRewardSchema, ...errors } } },
      async (request) => {
        await requireRewardOwner(request.user.id, request.params.id);
        const now = ctx.now();
        return presentVendorReward(await updateReward(db(), request.params.id, request.body, now), now);
      },
    );

    owner.get(
      '/api/vendors/:id/loyalty/flags',
      { schema: { params: IdParamsSchema, response: { 200: LoyaltyFlagListSchema, ...errors } } },
      async (request) => {
        await requireVendorOwner(request.user.id, request.params.id);
        return loyaltyFlags(db(), { vendorId: request.params.id, now: ctx.now(), tz: ctx.config.VALLEY_TZ });
      },
    );

    owner.post(
      '/api/vendors/:id/redemptions/check',
      {
        preHandler: lookupLimit,
        schema: { params: IdParamsSchema, body: RedemptionCheckSchema, response: { 200: RedemptionCheckResultSchema, ...errors } },
      },
      async (request) => {
        await requireVendorOwner(request.user.id, request.params.id);
        return useRedemptionCode(db(), request.params.id, request.body.code, ctx.now());
      },
    );

    owner.delete(
      '/api/loyalty-rewards/:id',
      { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await requireRewardOwner(request.user.id, request.params.id);
        await deleteReward(db(), request.params.id);
        return reply.code(204).send(null);
      },
    );
  });
};
