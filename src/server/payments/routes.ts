/**
 * Paying when you order with Square (DESIGN §11): a vendor connects its Square account, Square's
 * webhooks move payments along, and the owner refunds or marks an order paid. The checkout itself
 * is the order route's (POST /api/guest-preorders with `payment`, checkout.ts).
 *
 * - GET /api/my-vendor/square/connect (owner) → 302 to Square's authorize page (single-use state)
 * - GET /api/payments/square/callback?code&state → tokens kept sealed → 302 to the dashboard
 * - GET, DELETE /api/my-vendor/square (owner): the connection; DELETE revokes it at Square
 * - POST /api/payments/square/webhook: signed by Square, each event applied once
 * - POST /api/guest-preorders/:id/refund, /paid (owner)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { canMarkPaid, MARK_PAID_FROM } from '../../shared/preorder-status.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { VendorOrderSchema } from '../../shared/schemas/preorders.js';
import { PrepayUpdateSchema, SquareConnectionSchema } from '../../shared/schemas/payments.js';
import { USER_COOKIE, requireUser } from '../auth/session.js';
import type { Db } from '../db/index.js';
import { guestPreorders, squareWebhookEvents, vendors } from '../db/schema.js';
import { badRequest, conflict, errorResponses, forbidden, HttpError } from '../errors.js';
import { guarded } from '../guarded.js';
import { authorizeOwner, ownVendorId } from '../policies.js';
import { findPreorderOwner } from '../preorders/queries.js';
import { presentPreorder } from '../preorders/present.js';
import { orderEvent } from '../realtime/hub.js';
import { syncVendorCache } from '../vendors/cache.js';
import { authorizeUrl, connectWithCode, disconnect, findConnection, newConnectState, payingOnlineIsOn, prepayOf, spendConnectState } from './connections.js';
import { reconcile } from './checkout.js';
import { refundOrder } from './refunds.js';
import { SquareApiError, SquareUnavailableError } from './square-client.js';
import { runAtStartAndEvery } from '../periodic.js';

const errors = errorResponses(400, 401, 403, 404, 409);

async function connectionBody(app: FastifyInstance, vendorId: number) {
  const row = await findConnection(app.ctx.database.db, vendorId);
  return {
    enabled: app.ctx.config.PAYMENTS_PROVIDER === 'square',
    connected: Boolean(row),
    merchantId: row?.merchantId ?? null,
    locationId: row?.locationId ?? null,
    locationName: row?.locationName ?? null,
    prepay: await prepayOf(app.ctx.database.db, vendorId),
  };
}

/** The notification URL Square signs with: SQUARE_WEBHOOK_URL, else PUBLIC_URL's. */
export function webhookUrl(app: FastifyInstance, request: FastifyRequest): string {
  const { config } = app.ctx;
  if (config.SQUARE_WEBHOOK_URL) return config.SQUARE_WEBHOOK_URL;
  const origin = config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
  return `${origin}/api/payments/square/webhook`;
}

export function validSignature(key: string, url: string, raw: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', key).update(url + raw).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** payment.updated and refund.updated move an order's paymentStatus; other events are recorded only. */
async function applyEvent(tx: Db, event: { type?: string; data?: { object?: Record<string, { id?: string; status?: string; payment_id?: string }> } }) {
  const object = event.data?.object ?? {};
  if (event.type === 'payment.updated' || event.type === 'payment.created') {
    const p = object.payment;
    const status = p?.status === 'COMPLETED' ? 'paid' : p?.status === 'FAILED' || p?.status === 'CANCELED' ? 'payment_failed' : null;
    if (!p?.id || !status) return;
    // A refunded order stays refunded.
    await tx
      .update(guestPreorders)
      .set({ paymentStatus: status })
      .where(and(eq(guestPreorders.paymentId, p.id), sql`${guestPreorders.paymentStatus} <> 'refunded'`));
  }
  if (event.type === 'refund.updated' || event.type === 'refund.created') {
    const r = object.refund;
    if (r?.payment_id && r.status === 'COMPLETED') {
      await tx.update(guestPreorders).set({ paymentStatus: 'refunded' }).where(eq(guestPreorders.paymentId, r.payment_id));
    }
  }
}

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  // Decision 0049: checkouts a crash left between the charge and the order's commit are settled
  // with Square by their keys once the server is up and then every PAYMENT_RECONCILE_MS (in the
  // background: a start never waits on Square).
  if (ctx.config.PAYMENTS_PROVIDER === 'square') {
    const every = ctx.config.PAYMENT_RECONCILE_MS;
    runAtStartAndEvery(app, 'payments: reconcile', () => reconcile(app, ctx.now(), every), { everyMs: every, background: true });
  }
  const db = () => ctx.database.db;
  const requireSquare = () => {
    if (ctx.config.PAYMENTS_PROVIDER !== 'square') throw conflict(t('payments.error.off'), { code: 'payments_off' });
  };

  guarded(app, requireUser, async (owner) => {
    owner.get('/api/my-vendor/square/connect', { schema: { response: errors } }, async (request, reply) => {
      requireSquare();
      const vendorId = await ownVendorId(app.ctx.database.db, request.user.id);
      const state = await newConnectState(db(), vendorId, request.cookies[USER_COOKIE] ?? '', ctx.now());
      return reply.redirect(authorizeUrl(ctx.config, state), 302);
    });

    owner.get('/api/my-vendor/square', { schema: { response: { 200: SquareConnectionSchema, ...errors } } }, async (request) =>
      connectionBody(app, await ownVendorId(app.ctx.database.db, request.user.id)),
    );

    // Issue 40: the vendor's prepay policy; asking for payment needs a Square connection.
    owner.put(
      '/api/my-vendor/square/prepay',
      { schema: { body: PrepayUpdateSchema, response: { 200: SquareConnectionSchema, ...errors } } },
      async (request) => {
        const vendorId = await ownVendorId(db(), request.user.id);
        const { prepay } = request.body;
        if (prepay !== 'never' && !(payingOnlineIsOn(ctx.config) && (await findConnection(db(), vendorId)))) {
          throw conflict(t('payments.error.prepayNeedsSquare'), { code: 'payments_not_connected' });
        }
        await db().update(vendors).set({ prepay, updatedAt: ctx.now() }).where(eq(vendors.id, vendorId));
        return connectionBody(app, vendorId);
      },
    );

    owner.delete('/api/my-vendor/square', { schema: { response: { 200: SquareConnectionSchema, 502: errors[400], ...errors } } }, async (request) => {
      const vendorId = await ownVendorId(app.ctx.database.db, request.user.id);
      if (ctx.config.PAYMENTS_PROVIDER === 'square') {
        try {
          await disconnect(db(), ctx.config, vendorId);
        } catch (err) {
          if (err instanceof SquareUnavailableError || err instanceof SquareApiError) {
            throw new HttpError(502, t('payments.error.unavailable'), { code: 'payment_unavailable' });
          }
          throw err;
        }
      }
      return connectionBody(app, vendorId);
    });

    owner.post(
      '/api/guest-preorders/:id/refund',
      { schema: { params: IdParamsSchema, response: { 200: VendorOrderSchema, 502: errors[400], ...errors } } },
      async (request) => {
        authorizeOwner(await findPreorderOwner(db(), request.params.id), request.user.id, 'preorder.error.notFound');
        const order = await refundOrder(app, request.params.id, { text: false });
        await app.realtime.publish(orderEvent('status', order));
        return presentPreorder(order);
      },
    );

    // Pay at pickup: the vendor took the money at the window.
    owner.post(
      '/api/guest-preorders/:id/paid',
      { schema: { params: IdParamsSchema, response: { 200: VendorOrderSchema, ...errors } } },
      async (request) => {
        authorizeOwner(await findPreorderOwner(db(), request.params.id), request.user.id, 'preorder.error.notFound');
        const [row] = await db().select().from(guestPreorders).where(eq(guestPreorders.id, request.params.id));
        if (!canMarkPaid(row, Boolean(row.paymentId))) {
          if (row.paymentStatus === 'pending' && !row.paymentId) throw conflict(t('payments.error.markPaidStatus'), { code: 'order_not_confirmed' });
          throw conflict(t('payments.error.alreadyPaid'), { code: 'already_paid' });
        }
        // The same rule again in the update, for a click that raced a cancel or a second click.
        const [order] = await db()
          .update(guestPreorders)
          .set({ paymentStatus: 'paid', updatedAt: ctx.now() })
          .where(
            and(eq(guestPreorders.id, row.id), eq(guestPreorders.paymentStatus, 'pending'), inArray(guestPreorders.status, [...MARK_PAID_FROM])),
          )
          .returning();
        if (!order) throw conflict(t('payments.error.alreadyPaid'), { code: 'already_paid' });
        await app.realtime.publish(orderEvent('status', order));
        return presentPreorder(order);
      },
    );
  });

  // Square sends the seller back here (the redirect URL registered with the application).
  app.get(
    '/api/payments/square/callback',
    {
      schema: {
        querystring: z.object({ code: z.string().max(512).optional(), state: z.string().max(200).optional(), error: z.string().max(200).optional() }),
        response: { ...errors, 502: errors[400] },
      },
    },
    async (request, reply) => {
      requireSquare();
      const { code, state, error } = request.query;
      const vendorId = state ? await spendConnectState(db(), state, request.cookies[USER_COOKIE], ctx.now()) : null;
      if (!vendorId) throw badRequest(t('payments.error.invalidState'), { code: 'invalid_state' });
      // The seller said no on Square's page: back to the dashboard, nothing kept.
      if (error || !code) return reply.redirect('/vendor-dashboard?square=denied', 302);
      let connected: Awaited<ReturnType<typeof connectWithCode>>;
      try {
        connected = await connectWithCode(db(), ctx.config, vendorId, code, ctx.now());
      } catch (err) {
        if (err instanceof SquareApiError) throw badRequest(t('payments.error.connectFailed'), { code: 'square_refused' });
        if (err instanceof SquareUnavailableError) throw new HttpError(502, t('payments.error.unavailable'), { code: 'payment_unavailable' });
        throw err;
      }
      if (!connected) throw conflict(t('payments.error.noLocation'), { code: 'no_square_location' });
      // A GET that writes: its answer waits for the cache like a write request's (decision 0056).
      await syncVendorCache(ctx);
      return reply.redirect('/vendor-dashboard?square=connected', 302);
    },
  );

  // The webhook reads its body as text: the signature is over the exact bytes Square sent.
  // Parsed as every other body is (Fastify's parser: a __proto__ or constructor key is refused,
  // not merged), so a poisoned body is a 400 like anywhere else, before any signature check.
  await app.register(async (scope) => {
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, body as string, (err, event) => {
        if (err) done(badRequest(t('errors.invalidRequest'), { code: 'invalid_json' }), undefined);
        else done(null, { raw: body as string, event });
      });
    });
    scope.post('/api/payments/square/webhook', { schema: { response: { 200: z.object({ applied: z.boolean() }), ...errors } } }, async (request) => {
      const key = ctx.config.SQUARE_WEBHOOK_SIGNATURE_KEY;
      const { raw, event } = (request.body ?? { raw: '', event: null }) as { raw: string; event: { event_id?: unknown; type?: unknown; data?: never } | null };
      const signature = request.headers['x-square-hmacsha256-signature'];
      if (!key || !validSignature(key, webhookUrl(app, request), raw, typeof signature === 'string' ? signature : undefined)) {
        throw forbidden(t('payments.error.invalidSignature'), { code: 'invalid_signature' });
      }
      if (!event || typeof event.event_id !== 'string' || typeof event.type !== 'string') throw badRequest(t('errors.invalidRequest'));
      const eventId = event.event_id.slice(0, 200);
      const type = event.type.slice(0, 100);
      const applied = await db().transaction(async (tx) => {
        const first = await tx.insert(squareWebhookEvents).values({ eventId, type, createdAt: ctx.now() }).onConflictDoNothing().returning();
        if (first.length === 0) return false;
        await applyEvent(tx, event as Parameters<typeof applyEvent>[1]);
        return true;
      });
      return { applied };
    });
  });
};
