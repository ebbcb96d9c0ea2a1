/**
 * Pickup windows, offered pickup times, busy mode and pause (DESIGN §10.2):
 * GET /api/vendors/:id/pickup-slots (public), PUT …/pickup-slots (owner), GET …/pickup-times
 * (public), PUT /api/vendors/:id/ordering (owner). The slot check of an order lives in
 * placePreorder (src/server/preorders/place.ts) with checkPickupSlot.
 * Decision 0027: pauses and busy minutes end by closing; POST /api/guest-preorders/:id/delay
 * (owner: "+5 / +10 / +15 min" on one order); POST /api/my-vendor/desk-heartbeat (the open desk or
 * kitchen view, every minute), which the desk watch reads.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../shared/messages/index.js';
import { clampToClosing } from '../../shared/pause-ends.js';
import { parseDate, zonedDate } from '../../shared/pickup.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import {
  OrderDelaySchema,
  OrderingSettingsSchema,
  OrderingStateSchema,
  PickupTimeListSchema,
  PickupTimesQuerySchema,
  PickupWindowListSchema,
  PickupWindowsPutSchema,
} from '../../shared/schemas/pickup.js';
import { VendorOrderSchema } from '../../shared/schemas/preorders.js';
import type { AppContext } from '../context.js';
import { requireUser } from '../auth/session.js';
import { badRequest, conflict, errorResponses, forbidden, notFound } from '../errors.js';
import { guarded } from '../guarded.js';
import { wakeOutbox } from '../messaging/outbox.js';
import { presentPreorder } from '../preorders/present.js';
import { findPreorderOwner } from '../preorders/queries.js';
import { orderEvent } from '../realtime/hub.js';
import { requireVendorOwner } from '../vendors/guard.js';
import { findVendorById, type VendorRow } from '../vendors/queries.js';
import {
  clearEndedOrdering,
  closingOf,
  delayOrder,
  orderingOf,
  presentOrdering,
  recordDeskSeen,
  writeOrdering,
} from './ordering-state.js';
import { listPickupWindows, offeredSlots, replacePickupWindows } from './queries.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export const pickupRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AppContext = app.ctx;
  const db = () => ctx.database.db;
  const tz = ctx.config.VALLEY_TZ;
  app.decorateRequest('ownedVendor', null as unknown as VendorRow);

  /** A listed vendor; one not live yet only to its owner (the preview, decision 0028). */
  async function activeVendor(id: number, request: FastifyRequest): Promise<VendorRow> {
    const vendor = await findVendorById(db(), id);
    if (!vendor?.isActive) throw notFound(t('vendor.error.notFound'));
    if (!vendor.publishedAt && (await request.currentUser())?.id !== vendor.userId) {
      throw notFound(t('vendor.error.notFound'));
    }
    return vendor;
  }

  app.get(
    '/api/vendors/:id/pickup-slots',
    { schema: { params: IdParamsSchema, response: { 200: PickupWindowListSchema, ...errors } } },
    async (request) => listPickupWindows(db(), (await activeVendor(request.params.id, request)).id),
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
      const vendor = await activeVendor(request.params.id, request);
      const now = ctx.now();
      const date = request.query.date ?? zonedDate(now, tz);
      if (!parseDate(date)) throw badRequest(t('pickup.validation.date'), { code: 'invalid_date' });
      // Busy minutes that have ended count as 0 (decision 0027).
      const { extraPrepMinutes } = orderingOf(vendor, now, tz);
      const override = { status: vendor.statusOverride, until: vendor.statusOverrideUntil };
      const slots = await offeredSlots(db(), { id: vendor.id, extraPrepMinutes, override }, date, now, tz);
      // Remaining places change with every order: never stored by a browser or a proxy.
      reply.header('cache-control', 'no-store');
      return slots.map(({ start, end, remaining }) => ({ start, end, remaining }));
    },
  );

  await guarded(app, requireVendorOwner, async (owner) => {

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
        const id = request.ownedVendor.id;
        const { body } = request;
        const pausedUntil = body.pausedUntil === null ? null : new Date(body.pausedUntil);
        if (pausedUntil && pausedUntil.getTime() <= now.getTime()) {
          throw badRequest(t('pickup.validation.pausedUntil'), { code: 'invalid_paused_until' });
        }
        const busyUntil = body.extraPrepUntil ? new Date(body.extraPrepUntil) : null;
        if (body.extraPrepMinutes > 0 && busyUntil && busyUntil.getTime() <= now.getTime()) {
          throw badRequest(t('pauseEnds.validation.extraPrepUntil'), { code: 'invalid_extra_prep_until' });
        }
        // Decision 0027: each ends by closing ("until closing" is a far-future end held to it).
        const closing = await closingOf(db(), id, now, tz);
        const row = await writeOrdering(
          db(),
          id,
          {
            pausedUntil: pausedUntil && clampToClosing(pausedUntil, closing),
            extraPrepMinutes: body.extraPrepMinutes,
            extraPrepUntil: busyUntil ? clampToClosing(busyUntil, closing) : closing,
          },
          now,
        );
        // The profile shows the pause: the public list and detail must forget it.
        return presentOrdering(orderingOf(row, now, tz));
      },
    );
  });

  await guarded(app, requireUser, async (user) => {

    // "+5 / +10 / +15 min" on one order (decision 0027): owner only, pending or confirmed orders.
    user.post(
      '/api/guest-preorders/:id/delay',
      { schema: { params: IdParamsSchema, body: OrderDelaySchema, response: { 200: VendorOrderSchema, ...errors } } },
      async (request) => {
        const owner = await findPreorderOwner(db(), request.params.id);
        if (!owner) throw notFound(t('preorder.error.notFound'));
        if (owner.ownerId !== request.user.id) throw forbidden();
        const delayed = await delayOrder(db(), ctx.config, request.params.id, request.body.minutes, ctx.now());
        if (!delayed) throw conflict(t('pauseEnds.error.orderNotOpen'), { code: 'order_not_open' });
        const { order } = delayed;
        if (delayed.texted) await wakeOutbox(ctx.database).catch((err) => app.log.warn({ err }, 'outbox: wake-up failed'));
        // The desk and the tracking page reload the order.
        await app.realtime.publish(orderEvent('delay', order));
        return presentPreorder(order);
      },
    );

    // The open desk or kitchen view says it is there (decision 0027: the desk watch reads
    // desk_seen_at, in the database, so any instance may answer). Answers the ordering state in
    // force, so a desk coming back sees a pause the watch made meanwhile.
    user.post(
      '/api/my-vendor/desk-heartbeat',
      { schema: { response: { 200: OrderingStateSchema, ...errors } } },
      async (request) => {
        const now = ctx.now();
        const row = await recordDeskSeen(db(), request.user.id, now);
        if (!row) throw notFound(t('vendor.error.noProfile'));
        // A pause or busy delay that has ended is cleared (the vendor cache hears of it, and of a
        // first desk ever, from the database: decision 0056).
        await clearEndedOrdering(db(), row.id, now, tz);
        return presentOrdering(orderingOf(row, now, tz));
      },
    );
  });
};
