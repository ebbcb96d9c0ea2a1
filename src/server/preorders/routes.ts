/**
 * Ordering (SPEC §2 "Guest preorder", "Vendor preorders", "Order tracking"; DESIGN §4, §5):
 * placing guest preorders, the vendor's preorder desk with its status machine, tracking by
 * token or phone, live updates and reviews.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { normalizePhone } from '../../shared/phone.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import {
  GuestPreorderCreateSchema,
  GuestPreorderSchema,
  PhoneLookupParamsSchema,
  PhoneOrderListSchema,
  PreorderReviewCreateSchema,
  PreorderReviewResultSchema,
  PreorderSummarySchema,
  StatusUpdateSchema,
  TrackedPreorderSchema,
  TrackingTokenParamsSchema,
  VendorOrderSchema,
} from '../../shared/schemas/preorders.js';
import { WalkUpOrderCreateSchema } from '../../shared/schemas/walk-up.js';
import { DeskChangesQuerySchema, DeskPreordersAnswerSchema, IDEMPOTENCY_KEY_PATTERN } from '../../shared/schemas/desk-offline.js';
import { deskAway } from '../../shared/pause-ends.js';
import { requireUser } from '../auth/session.js';
import { badRequest, errorResponses, notFound } from '../errors.js';
import { guarded } from '../guarded.js';
import { wakeOutbox } from '../messaging/outbox.js';
import { linkedPhone, requireVerifiedPhone, sessionPhone } from '../phone/session.js';
import { clearEndedOrdering, deskPresenceOf } from '../pickup/ordering-state.js';
import { routeLimit } from '../rate-limit.js';
import { ReadCache, sendJson } from '../read-cache.js';
import { orderEvent } from '../realtime/hub.js';
import { openState } from '../vendors/public-detail.js';
import { placePreorder } from './place.js';
import { paidPlacer } from '../payments/checkout.js';
import { payingOnlineIsOn } from '../payments/connections.js';
import { queueOverlay } from '../board/queue.js';
import { presentPreorder } from './present.js';
import { changeOrderStatus } from './status-change.js';
import {
  advancePreorderStatus,
  cancelByCustomer,
  createPreorderReview,
  decodeCursor,
  findPreorderOwner,
  findTrackedPreorder,
  listOrdersByPhone,
  listVendorChanges,
  listVendorPreorders,
  markNoShow,
  purgeStatusRequests,
  vendorPreorderSummary,
} from './queries.js';
import { authorizeOwner, ownVendorId } from '../policies.js';
import { runAtStartAndEvery } from '../periodic.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
/** An optional Idempotency-Key header (issue 42: the desk's queued changes carry one). */
const KeyHeaders = z.object({ 'idempotency-key': z.string().optional() }).loose();

/** The request's Idempotency-Key, checked (400 with a code when malformed); undefined without one. */
function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw badRequest(t('preorder.error.idempotencyKey'), { code: 'invalid_idempotency_key' });
  }
  return key;
}


export const preorderRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const lookupLimit = routeLimit(app, { name: 'order-lookup', max: ctx.config.LOOKUP_RATE_LIMIT, windowMs: 60_000 });
  // Guest orders per address (issue 16 item 2); per address at one vendor and per phone at every
  // vendor (issue 43 item 5, decision 0014); open orders per phone per vendor are counted by
  // placePreorder. The narrowest comes last, so an address over its own limit spends nothing else.
  const orderLimit = [
    routeLimit(app, { name: 'order-ip', max: ctx.config.ORDER_RATE_LIMIT, windowMs: 60_000 }),
    routeLimit(app, {
      name: 'order-vendor-ip',
      max: ctx.config.ORDER_VENDOR_IP_LIMIT,
      windowMs: 15 * 60_000,
      key: (request) => `${(request.body as { vendorId: number }).vendorId}:${request.ip}`,
      code: 'too_many_vendor_orders',
      message: () => t('preorder.error.tooManyVendorOrders'),
    }),
    routeLimit(app, {
      name: 'order-phone',
      max: ctx.config.ORDER_PHONE_HOURLY_LIMIT,
      windowMs: 60 * 60_000,
      key: (request) => {
        const phone = (request.body as { phone?: string | null }).phone;
        return phone ? normalizePhone(phone) : '';
      },
      code: 'too_many_phone_orders',
      message: () => t('preorder.error.tooManyPhoneOrders'),
    }),
  ];
  // Issue 42: the keys of applied status changes are forgotten after a week, at start and hourly.
  runAtStartAndEvery(app, 'status request purge', () => purgeStatusRequests(db(), ctx.now()));

  // Tracking pages are polled and shared; their answer changes only with an order event.
  const trackCache = new ReadCache<string>(5000, 60_000);
  app.metrics.watchCache('tracking', trackCache);
  // Issue 41: the order's place in its vendor's queue, put into each tracking answer (board/queue.ts).
  const withQueue = queueOverlay(app);
  const unsubscribe = app.realtime.onEvent((event) => trackCache.invalidate(event.trackingToken));
  app.addHook('onClose', async () => unsubscribe());

  app.post(
    '/api/guest-preorders',
    {
      preHandler: orderLimit,
      schema: {
        body: GuestPreorderCreateSchema,
        headers: KeyHeaders,
        response: { 200: GuestPreorderSchema, 201: GuestPreorderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const now = ctx.now();
      // Open or closed as the customer sees it (the vendor cache); only an order "as soon as
      // possible" needs it.
      const state = request.body.scheduledPickupTime ? undefined : await openState(ctx, request.body.vendorId, now);
      // DESIGN §11: paid now through Square (payments/checkout.ts), or pay at pickup.
      const place = request.body.payment ? paidPlacer(app) : placePreorder;
      const placed = await place(ctx.database, request.body, {
        idempotencyKey: key,
        now,
        closed: state && !state.isOpen ? { opensAt: state.opensAt ? new Date(state.opensAt) : null } : undefined,
        openOrderLimit: ctx.config.ORDER_PHONE_LIMIT,
        payOnlineOn: payingOnlineIsOn(ctx.config),
        locale: request.locale,
        tz: ctx.config.VALLEY_TZ,
        verifiedPhones: async () => [await sessionPhone(request), await linkedPhone(request)],
        // Decision 0027: the vendor row changed before the order (an ended delay cleared, or a
        // desk-watch pause whose text is queued): the outbox wakes.
        onVendorSettled: async () => {
          await wakeOutbox(ctx.database).catch((err) => app.log.warn({ err }, 'outbox: wake-up failed'));
        },
      });
      if (placed.created) {
        app.metrics.ordersPlaced.inc({ source: 'online' });
        if (placed.event) app.realtime.invalidateLocal(placed.event);
      }
      return reply.code(placed.created ? 201 : 200).send(presentPreorder(placed.order));
    },
  );

  // ---- the vendor's preorder desk
  guarded(app, requireUser, async (vendorScope) => {

    // Without `since`: the desk's list. With it (issue 42, decision 0051): what changed after the
    // cursor (`since=` empty: the list and the first cursor), so a desk back online catches up
    // instead of trusting the live stream alone.
    vendorScope.get(
      '/api/my-vendor/preorders',
      {
        schema: {
          querystring: DeskChangesQuerySchema,
          response: { 200: DeskPreordersAnswerSchema, ...errors },
        },
      },
      async (request) => {
        const vendorId = await ownVendorId(db(), request.user.id);
        const since = request.query.since;
        if (since === undefined) return (await listVendorPreorders(db(), vendorId)).map(presentPreorder);
        const cursor = since === '' ? null : decodeCursor(since);
        if (cursor === undefined) throw badRequest(t('deskOffline.error.badCursor'), { code: 'invalid_cursor' });
        const changes = await listVendorChanges(db(), vendorId, cursor, ctx.now());
        return { ...changes, orders: changes.orders.map(presentPreorder) };
      },
    );

    vendorScope.get(
      '/api/my-vendor/preorders/summary',
      { schema: { response: { 200: PreorderSummarySchema, ...errors } } },
      async (request) => vendorPreorderSummary(db(), await ownVendorId(db(), request.user.id)),
    );

    // Capped per address and per vendor; ends with the session it was opened with (issue 16 item 4).
    vendorScope.get('/api/my-vendor/preorders/stream', async (request, reply) => {
      const vendorId = await ownVendorId(db(), request.user.id);
      const send = app.realtime.openVendorStream(request, reply, vendorId);
      send('ready', { vendorId });
      return reply;
    });

    vendorScope.put(
      '/api/guest-preorders/:id/status',
      {
        schema: {
          params: IdParamsSchema,
          body: StatusUpdateSchema,
          headers: KeyHeaders,
          response: { 200: VendorOrderSchema, ...errors },
        },
      },
      async (request) => {
        const key = idempotencyKeyOf(request);
        const owner = authorizeOwner(await findPreorderOwner(db(), request.params.id), request.user.id, 'preorder.error.notFound');
        // Confirming re-estimates with the busy minutes: ended ones are cleared first (decision 0027).
        if (request.body.status === 'confirmed') await clearEndedOrdering(db(), owner.vendorId, ctx.now(), ctx.config.VALLEY_TZ);
        // Issue 42 (decision 0051): forward only, a key applied once, a cancel made meanwhile wins.
        const { order } = await changeOrderStatus(app, (onChanged, now) =>
          advancePreorderStatus(db(), request.params.id, request.body.status, {
            now,
            idempotencyKey: key === undefined ? undefined : `desk:${owner.vendorId}:${key}`,
            onChanged,
          }),
        );
        return presentPreorder(order);
      },
    );

    // DESIGN §10.5, decision 0026: an order taken at the window or by phone, entered at the desk.
    // The same order path as online (stock, pickup slots, the ready-time queue), confirmed at once.
    vendorScope.post(
      '/api/my-vendor/walk-up-orders',
      {
        schema: {
          body: WalkUpOrderCreateSchema,
          headers: KeyHeaders,
          response: { 200: VendorOrderSchema, 201: VendorOrderSchema, ...errors },
        },
      },
      async (request, reply) => {
        const key = idempotencyKeyOf(request);
        const vendorId = await ownVendorId(db(), request.user.id);
        const body = request.body;
        const placed = await placePreorder(
          ctx.database,
          {
            vendorId,
            firstName: body.firstName,
            lastName: '',
            phone: body.phone,
            email: null,
            paymentMethod: 'cash', // replaced by what the vendor takes (decision 0026)
            specialInstructions: null,
            items: body.items,
            totalAmount: '0', // not compared: the menu's prices decide
            notifyBySms: false,
            scheduledPickupTime: body.scheduledPickupTime,
            redemptionCode: null,
          },
          {
            now: ctx.now(),
            locale: request.locale,
            tz: ctx.config.VALLEY_TZ,
            desk: { source: body.source },
            // Issue 42: a walk-up queued offline is sent again until it is answered; scoped to this
            // vendor, so a key never finds another vendor's order (200 with the order it made).
            idempotencyKey: key === undefined ? undefined : `desk:${vendorId}:${key}`,
          },
        );
        if (!placed.created) return reply.code(200).send(presentPreorder(placed.order));
        app.metrics.ordersPlaced.inc({ source: body.source });
        if (placed.event) app.realtime.invalidateLocal(placed.event);
        return reply.code(201).send(presentPreorder(placed.order));
      },
    );

    // DESIGN §10.5: a ready order not picked up — cancelled, with a strike on its phone.
    vendorScope.post(
      '/api/guest-preorders/:id/no-show',
      { schema: { params: IdParamsSchema, response: { 200: VendorOrderSchema, ...errors } } },
      async (request) => {
        authorizeOwner(await findPreorderOwner(db(), request.params.id), request.user.id, 'preorder.error.notFound');
        const { order } = await changeOrderStatus(app, (onChanged, now) => markNoShow(db(), request.params.id, { now, onChanged }));
        return presentPreorder(order);
      },
    );
  });

  // ---- tracking
  /** The tracked order as JSON, shared by the page, its stream and every event (one load each). */
  const trackedJson = (token: string) =>
    trackCache.get(token, `${token}|track`, async () => {
      const tracked = await findTrackedPreorder(db(), token);
      if (!tracked) throw notFound(t('preorder.error.notFound'));
      // Issue 42: a pending order whose truck has had no desk open for DESK_AWAY_MINUTES while open
      // says orders may be delayed (cached with the rest: it comes on within the cache's minute).
      const now = ctx.now();
      const away =
        tracked.status === 'pending' &&
        deskAway(
          {
            ...(await deskPresenceOf(db(), tracked.vendorId)),
            isOpen: (await openState(ctx, tracked.vendorId, now).catch(() => ({ isOpen: false }))).isOpen,
          },
          now,
        );
      return JSON.stringify(TrackedPreorderSchema.parse({ ...tracked, deskAway: away }));
    });

  app.get(
    '/api/track/:token',
    { schema: { params: TrackingTokenParamsSchema, response: { 200: TrackedPreorderSchema, ...errors } } },
    async (request, reply) => sendJson(reply, (await withQueue(await trackedJson(request.params.token))).json),
  );

  // Issue 44: the customer cancels their own order while it is pending; the tracking token (the
  // order's secret, never its phone number) is the authority. The desk and the tracking page
  // follow through the same status event as a vendor's change.
  app.post(
    '/api/track/:token/cancel',
    { schema: { params: TrackingTokenParamsSchema, response: { 200: TrackedPreorderSchema, ...errors } } },
    async (request, reply) => {
      const { order } = await changeOrderStatus(app, (onChanged, now) => cancelByCustomer(db(), request.params.token, { now, onChanged }));
      trackCache.invalidate(order.trackingToken);
      return sendJson(reply, (await withQueue(await trackedJson(order.trackingToken))).json);
    },
  );

  // Capped per address and per token (checked before any query); on each event the order is
  // loaded once for all of the token's streams (issue 16 item 4).
  app.get('/api/track/:token/stream', { schema: { params: TrackingTokenParamsSchema } }, async (request, reply) => {
    const token = request.params.token;
    app.realtime.admit(request, { token });
    const first = await withQueue(await trackedJson(token));
    // Every event of its vendor reloads it too: another order moves this one's queue (issue 41).
    const load = async () => (await withQueue(await trackedJson(token))).json;
    app.realtime.openTokenStream(request, reply, token, first.json, () => load().catch(() => undefined), [first.vendorId]);
    return reply;
  });

  app.get(
    '/api/orders/phone/:phone',
    {
      preHandler: lookupLimit,
      schema: { params: PhoneLookupParamsSchema, response: { 200: PhoneOrderListSchema, ...errors } },
    },
    async (request) => {
      const digits = normalizePhone(request.params.phone);
      if (digits.length < 10) throw badRequest(t('preorder.validation.phoneRequired'));
      // DESIGN §10.1: only for the caller's verified phone (401 code 'phone_unverified').
      await requireVerifiedPhone(request, digits);
      return listOrdersByPhone(db(), digits);
    },
  );

  // ---- reviews of completed orders
  app.post(
    '/api/preorder-reviews',
    {
      schema: {
        body: PreorderReviewCreateSchema,
        response: { 201: PreorderReviewResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { review, order } = await createPreorderReview(db(), request.body, ctx.now());
      await app.realtime.publish(orderEvent('review', order));
      return reply.code(201).send({ id: review.id, rating: review.rating });
    },
  );
};
