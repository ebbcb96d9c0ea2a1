/**
 * Pickup windows, offered pickup times, busy mode and pause (DESIGN §10.2):
 * GET /api/vendors/:id/pickup-slots (public), PUT …/pickup-slots (owner), GET …/pickup-times
 * (public), PUT /api/vendors/:id/ordering (owner). The slot check of an order lives in
 * placePreorder (src/server/preorders/queries.ts) with checkPickupSlot.
 */
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { t } from '../../shared/messages/index.js';
import { parseDate, zonedDate } from '../../shared/pickup.js';
import { MessageSchema } from '../../shared/schemas/common.js';
import {
  OrderingSettingsSchema,
  OrderingStateSchema,
  PickupTimeListSchema,
  PickupTimesQuerySchema,
  PickupWindowListSchema,
  PickupWindowsPutSchema,
} from '../../shared/schemas/pickup.js';
import { IdParamsSchema } from '../../shared/schemas/vendors.js';
import type { AppContext } from '../app.js';
import { badRequest, notFound } from '../errors.js';
import { invalidateVendorCache } from '../vendors/cache.js';
import { requireVendorOwner } from '../vendors/guard.js';
import { findVendorById, type VendorRow } from '../vendors/queries.js';
import { listPickupWindows, offeredSlots, replacePickupWindows, setOrdering } from './queries.js';

const errors = { 400: MessageSchema, 401: MessageSchema, 403: MessageSchema, 404: MessageSchema };

export const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AppContext = app.ctx;
  const db = () => ctx.database.db;
  const tz = ctx.config.VALLEY_TZ;
  app.decorateRequest('ownedVendor', null as unknown as VendorRow);

  async function activeVendor(id: number): Promise<VendorRow> {
    const vendor = await findVendorById(db(), id);
    if (!vendor?.isActive) throw notFound(t('vendor.error.notFound'));
    return vendor;
  }

  app.get(
    '/api/vendors/:id/pickup-slots',
    { schema: { params: IdParamsSchema, response: { 200: PickupWindowListSchema, ...errors } } },
    async (request) => listPickupWindows(db(), (await activeVendor(request.params.id)).id),
  );

  app.get(
    '/api/vendors/:id/pickup-times',
    {
      schema: {
        params: IdParamsSchema,
        querystring: PickupTimesQuerySchema,
        response: { 200: PickupTimeListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const vendor = await activeVendor(request.params.id);
      const now = ctx.now();
      const date = request.query.date ?? zonedDate(now, tz);
      if (!parseDate(date)) throw badRequest(t('pickup.validation.date'), { code: 'invalid_date' });
      const slots = await offeredSlots(db(), vendor, date, now, tz);
      // Remaining places change with every order: never stored by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return slots.map(({ start, end, remaining }) => ({ start, end, remaining }));
    },
  );

  await app.register(async (scope) => {
    const owner = scope.withTypeProvider<ZodTypeProvider>();
    owner.addHook('preValidation', requireVendorOwner);

    owner.put(
      '/api/vendors/:id/pickup-slots',
      { schema: { params: IdParamsSchema, body: PickupWindowsPutSchema, response: { 200: PickupWindowListSchema, ...errors } } },
      async (request) => replacePickupWindows(db(), request.ownedVendor.id, request.body),
    );

    owner.put(
      '/api/vendors/:id/ordering',
      { schema: { params: IdParamsSchema, body: OrderingSettingsSchema, response: { 200: OrderingStateSchema, ...errors } } },
      async (request) => {
        const now = ctx.now();
        const pausedUntil = request.body.pausedUntil === null ? null : new Date(request.body.pausedUntil);
        if (pausedUntil && pausedUntil.getTime() <= now.getTime()) {
          throw badRequest(t('pickup.validation.pausedUntil'), { code: 'invalid_paused_until' });
        }
        const row = await setOrdering(db(), request.ownedVendor.id, pausedUntil, request.body.extraPrepMinutes, now);
        // The profile shows the pause: the public list and detail must forget it.
        await invalidateVendorCache(ctx, request.ownedVendor.id);
        return { pausedUntil: row.pausedUntil?.toISOString() ?? null, extraPrepMinutes: row.extraPrepMinutes };
      },
    );
  });
};
