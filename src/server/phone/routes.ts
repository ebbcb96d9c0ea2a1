/**
 * Verified phone (DESIGN §10.1; decision 0016): texting a code, checking it into a phone session,
 * and an account's linked phone with its orders and points.
 *
 *   POST /api/phone/verify {phone}          → 202 {expiresInSeconds}    400 invalid_phone | phone_not_served,
 *                                             429 too_many_codes | too_many_code_requests | codes_unavailable | rate_limited
 *   POST /api/phone/verify/check {phone, code} → 200 {phone} + cookie    400 invalid_phone | phone_not_served | invalid_code,
 *                                             429 too_many_guesses | rate_limited
 *
 * The code limits (issue 43 items 2 and 3; decision 0014) count per asking address (`request.ip`,
 * which a header cannot change unless TRUST_PROXY names the proxy), per phone and address, per
 * phone, and for the whole service, so neither a pumping run nor a rival can use them up for the
 * phone's owner.
 *   GET  /api/phone/me                      → 200 {phone}               401 phone_unverified
 *   GET  /api/phone/loyalty                 → 200 points at every vendor 401 phone_unverified
 *   POST /api/phone/signout                 → 200 {success: true}
 *   POST /api/me/phone {phone?} (signed in, phone session for it; no phone: the session's) → 200 {phone}   401, 409 phone_taken
 *   DELETE /api/me/phone        (signed in) → 204
 *   GET  /api/me/orders, /api/me/loyalty (signed in) → 200 lists       401, 409 phone_not_linked
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { normalizePhone } from '../../shared/phone.js';
import { SuccessSchema } from '../../shared/schemas/common.js';
import {
  LinkPhoneSchema,
  MyLoyaltySchema,
  PHONE_CODE_CHECKS_PER_DAY,
  PHONE_CODE_TTL_MINUTES,
  PHONE_CODE_WINDOW_MINUTES,
  PHONE_CODES_PER_DAY,
  PHONE_CODES_PER_DAY_PER_ADDRESS,
  PHONE_CODES_PER_WINDOW,
  PhoneCheckSchema,
  PhoneVerifyResultSchema,
  PhoneVerifySchema,
  phoneTextProblem,
  VerifiedPhoneSchema,
} from '../../shared/schemas/phone.js';
import { PhoneOrderListSchema } from '../../shared/schemas/preorders.js';
import { requireUser } from '../auth/session.js';
import { refreshChallengesOf } from '../challenges/progress.js';
import { badRequest, conflict, errorResponses } from '../errors.js';
import { guarded } from '../guarded.js';
import { balancesByPhone } from '../loyalty/queries.js';
import { wakeOutbox } from '../messaging/outbox.js';
import { listOrdersByPhone } from '../preorders/queries.js';
import { hit, refuse, routeLimit } from '../rate-limit.js';
import { checkPhoneCode, findLinkedPhone, issuePhoneCode, linkPhone, purgeOldPhoneCodes, unlinkPhone } from './queries.js';
import { endPhoneSession, linkedPhone, phoneUnverified, sessionPhone, startPhoneSession } from './session.js';
import { runAtStartAndEvery } from '../periodic.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/**
 * Routes take their body with `attachValidation`, so a malformed phone or code answers its own
 * stable code (`invalid_phone`, `invalid_code`) instead of the generic `invalid_request`.
 */
function refuseInvalid(request: FastifyRequest): void {
  const error = request.validationError as (Error & { validation?: { instancePath?: string; message?: string }[] }) | undefined;
  if (!error) return;
  const issues = error.validation ?? [];
  const codeIssue = issues.find((i) => i.instancePath === '/code');
  const phoneIssue = issues.find((i) => i.instancePath === '/phone');
  if (!phoneIssue && codeIssue) throw badRequest(t('phone.error.invalidCode'), { code: 'invalid_code' });
  throw badRequest(t('phone.error.invalidPhone'), { code: 'invalid_phone' });
}

/** The normalised digits of a phone we text; 400 invalid_phone or phone_not_served otherwise. */
function servedPhone(value: string): string {
  const problem = phoneTextProblem(value);
  if (problem === 'invalid') throw badRequest(t('phone.error.invalidPhone'), { code: 'invalid_phone' });
  if (problem === 'not_served') throw badRequest(t('phone.error.notServed'), { code: 'phone_not_served' });
  return normalizePhone(value);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const phoneRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  // The code's HMAC key: the session secret (shared by every instance), or one per process.
  const secret = ctx.config.SESSION_SECRET ?? randomBytes(32);
  const ipLimit = (name: string) => routeLimit(app, { name, max: ctx.config.LOOKUP_RATE_LIMIT, windowMs: 60_000 });

  // Codes older than a day are deleted at start and hourly.
  runAtStartAndEvery(app, 'phone code purge', () => purgeOldPhoneCodes(db(), ctx.now()));

  /**
   * Counts one code for `phone` asked by this request's address against every code limit, the
   * narrowest first, and stops at the first that refuses (429 with Retry-After), so a refused
   * request spends only the quotas of whoever asked: a rival's or a pumper's extra requests never
   * reach the phone's own total or the service's.
   */
  async function countCode(request: FastifyRequest, reply: FastifyReply, phone: string): Promise<void> {
    const ip = request.ip;
    const c = ctx.config;
    const limits: [key: string, max: number, windowMs: number, code: string, message: string][] = [
      [`phone-code-ip:${ip}`, c.PHONE_CODE_IP_LIMIT, HOUR, 'too_many_code_requests', t('phone.error.tooManyCodeRequests')],
      [`phone-code-phone-ip:${phone}:${ip}`, PHONE_CODES_PER_WINDOW, PHONE_CODE_WINDOW_MINUTES * MINUTE, 'too_many_codes', t('phone.error.tooManyCodes')],
      [`phone-code-phone-ip-day:${phone}:${ip}`, PHONE_CODES_PER_DAY_PER_ADDRESS, DAY, 'too_many_codes', t('phone.error.tooManyCodesToday')],
      [`phone-code-phone-day:${phone}`, PHONE_CODES_PER_DAY, DAY, 'too_many_codes', t('phone.error.tooManyCodesToday')],
      ['phone-code-all-hour', c.PHONE_CODE_HOURLY_LIMIT, HOUR, 'codes_unavailable', t('phone.error.codesUnavailable')],
      ['phone-code-all-day', c.PHONE_CODE_DAILY_LIMIT, DAY, 'codes_unavailable', t('phone.error.codesUnavailable')],
    ];
    for (const [key, max, windowMs, code, message] of limits) {
      const result = await hit(ctx, key, max, windowMs);
      if (result.allowed) continue;
      if (code === 'codes_unavailable') request.log.warn({ limit: key }, 'phone codes paused: the service-wide limit is reached');
      refuse(reply, result, code, message);
    }
  }

  /**
   * Counts one try at `phone`'s codes against whoever makes it: its address and, when signed in,
   * its account (PHONE_CHECK_LIMIT an hour each), and the phone's own ceiling of tries a day. A
   * wrong try never spends the owner's code (issue 43 item 3).
   */
  async function countTry(request: FastifyRequest, reply: FastifyReply, phone: string): Promise<void> {
    const max = ctx.config.PHONE_CHECK_LIMIT;
    const user = max > 0 ? await request.currentUser() : null;
    const limits: [string, number, number][] = [
      [`phone-check-ip:${request.ip}`, max, HOUR],
      ...(user ? ([[`phone-check-user:${user.id}`, max, HOUR]] as [string, number, number][]) : []),
      [`phone-check-phone:${phone}`, PHONE_CODE_CHECKS_PER_DAY, DAY],
    ];
    for (const [key, limit, windowMs] of limits) {
      refuse(reply, await hit(ctx, key, limit, windowMs), 'too_many_guesses', t('phone.error.tooManyGuesses'));
    }
  }

  /** The text of a code, in the request's language; a WebOTP line lets phones fill it in. */
  function codeText(code: string): string {
    const text = t('phone.sms.code', { code, minutes: PHONE_CODE_TTL_MINUTES });
    return ctx.config.PUBLIC_URL ? `${text}\n\n@${new URL(ctx.config.PUBLIC_URL).host} #${code}` : text;
  }

  app.post(
    '/api/phone/verify',
    {
      preHandler: ipLimit('phone-verify'),
      attachValidation: true,
      schema: { body: PhoneVerifySchema, response: { 202: PhoneVerifyResultSchema, ...errors } },
    },
    async (request, reply) => {
      refuseInvalid(request);
      const phone = servedPhone(request.body.phone);
      await countCode(request, reply, phone);
      await issuePhoneCode(db(), { phone, secret, text: codeText, now: ctx.now() });
      await wakeOutbox(ctx.database).catch((err) => request.log.warn({ err }, 'outbox wake-up failed'));
      return reply.code(202).send({ expiresInSeconds: PHONE_CODE_TTL_MINUTES * 60 });
    },
  );

  app.post(
    '/api/phone/verify/check',
    {
      preHandler: ipLimit('phone-check'),
      attachValidation: true,
      schema: { body: PhoneCheckSchema, response: { 200: VerifiedPhoneSchema, ...errors } },
    },
    async (request, reply) => {
      refuseInvalid(request);
      const phone = servedPhone(request.body.phone);
      await countTry(request, reply, phone);
      const ok = await checkPhoneCode(db(), { phone, code: request.body.code, secret, now: ctx.now() });
      if (!ok) throw badRequest(t('phone.error.invalidCode'), { code: 'invalid_code' });
      await startPhoneSession(request, reply, phone);
      return { phone };
    },
  );

  app.get('/api/phone/me', { schema: { response: { 200: VerifiedPhoneSchema, ...errors } } }, async (request) => {
    const phone = (await sessionPhone(request)) ?? (await linkedPhone(request));
    if (!phone) throw phoneUnverified();
    return { phone };
  });

  // Points at every vendor in one view (issue 23 item 8), for this browser's verified phone (or
  // the signed-in account's linked one): a phone number alone opens nothing.
  app.get('/api/phone/loyalty', { schema: { response: { 200: MyLoyaltySchema, ...errors } } }, async (request) => {
    const phone = (await sessionPhone(request)) ?? (await linkedPhone(request));
    if (!phone) throw phoneUnverified();
    return balancesByPhone(db(), phone);
  });

  app.post('/api/phone/signout', { schema: { response: { 200: SuccessSchema, ...errors } } }, async (request, reply) => {
    await endPhoneSession(request, reply);
    return { success: true as const };
  });

  // ---- the signed-in account's linked phone
  guarded(app, requireUser, async (me) => {

    async function requireLinked(userId: string): Promise<string> {
      const phone = await findLinkedPhone(db(), userId);
      if (!phone) throw conflict(t('phone.error.notLinked'), { code: 'phone_not_linked' });
      return phone;
    }

    me.post(
      '/api/me/phone',
      { attachValidation: true, schema: { body: LinkPhoneSchema, response: { 200: VerifiedPhoneSchema, ...errors } } },
      async (request) => {
        refuseInvalid(request);
        // Both proofs: the account session (the guard) and this browser's verified-phone session
        // for the phone linked (a linked phone is not proof of another one). Without a phone in
        // the body, the session's own phone is linked: no second code after confirming it here.
        const verified = await sessionPhone(request);
        const phone = request.body.phone === undefined ? verified : servedPhone(request.body.phone);
        if (!phone || verified !== phone) throw phoneUnverified();
        const linked = await linkPhone(db(), request.user.id, phone, ctx.now());
        if (linked === 'taken') throw conflict(t('phone.error.taken'), { code: 'phone_taken' });
        await refreshChallengesOf(app, [request.user.id]);
        return { phone };
      },
    );

    me.delete('/api/me/phone', { schema: { response: { 204: z.null(), ...errors } } }, async (request, reply) => {
      await unlinkPhone(db(), request.user.id, ctx.now());
      await refreshChallengesOf(app, [request.user.id]);
      return reply.code(204).send(null);
    });

    me.get('/api/me/orders', { schema: { response: { 200: PhoneOrderListSchema, ...errors } } }, async (request) =>
      listOrdersByPhone(db(), await requireLinked(request.user.id)),
    );

    me.get('/api/me/loyalty', { schema: { response: { 200: MyLoyaltySchema, ...errors } } }, async (request) =>
      balancesByPhone(db(), await requireLinked(request.user.id)),
    );
  });
};
