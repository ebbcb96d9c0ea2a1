/**
 * Festival night (issue 41, DESIGN §12; docs/decisions/0050-festival-night.md): the public order
 * boards of a vendor and of an event, live, and an event's live view. Public: a board shows only
 * pickup codes and first names with an initial, of today's orders being prepared or ready.
 *
 * Live updates ride the realtime hub (one mechanism): a board stream is a token stream keyed
 * `board:<vendorId>` or `event-board:<eventId>` that follows its vendors' order events; each
 * event reloads the board once for all its screens (a read cache per vendor, forgotten on the
 * vendor's events), and an unchanged board is not sent again.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../shared/messages/index.js';
import { orderingAt } from '../../shared/pause-ends.js';
import { EventBoardSchema, EventLiveSchema, type EventLiveVendor, VendorBoardSchema, type VendorBoard } from '../../shared/schemas/board.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { errorResponses, notFound } from '../errors.js';
import { hereNowOf } from '../here-now/present.js';
import { ReadCache, sendJson } from '../read-cache.js';
import { cachedPublicDetail, openStateOf } from '../vendors/public-detail.js';
import { presentBoard } from './present.js';
import { boardRows, eventWithVendors, waitMinutesOf } from './queries.js';

const errors = errorResponses(400, 404, 429);
const BOARD_MAX_AGE_MS = 60_000;

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const tz = () => ctx.config.VALLEY_TZ;
  // One vendor's board, by vendor; forgotten on any of its order events, on every instance.
  const boards = new ReadCache<VendorBoard>(2000, BOARD_MAX_AGE_MS);
  app.metrics.watchCache('boards', boards);
  const unsubscribe = app.realtime.onEvent((event) => boards.invalidate(String(event.vendorId)));
  app.addHook('onClose', async () => unsubscribe());

  /** A live vendor's public detail (404 for an unknown, inactive or not-yet-live vendor), from the vendor cache. */
  const publicVendor = (vendorId: number) => cachedPublicDetail(ctx, vendorId);

  const boardOf = async (vendorId: number): Promise<VendorBoard> => {
    const detail = await publicVendor(vendorId);
    const key = String(vendorId);
    return boards.get(key, key, async () =>
      presentBoard(vendorId, detail.body.vendor.businessName, await boardRows(db(), [vendorId], ctx.now(), tz())),
    );
  };

  const eventOf = async (eventId: number) => {
    const event = await eventWithVendors(db(), eventId);
    if (!event) throw notFound(t('event.error.notFound'));
    return event;
  };

  /** The boards of the event's vendors (a vendor gone since is left out). */
  const eventBoardOf = async (event: { id: number; name: string; vendorIds: number[] }) => {
    const vendors: VendorBoard[] = [];
    for (const id of event.vendorIds) {
      const board = await boardOf(id).catch(() => null);
      if (board) vendors.push(board);
    }
    return { eventId: event.id, name: event.name, vendors };
  };

  app.get(
    '/api/vendors/:id/board',
    { schema: { params: IdParamsSchema, response: { 200: VendorBoardSchema, ...errors } } },
    async (request) => boardOf(request.params.id),
  );

  // Capped like a tracking stream (per address, per board, per board from one address).
  app.get('/api/vendors/:id/board/stream', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const vendorId = request.params.id;
    const key = `board:${vendorId}`;
    app.realtime.admit(request, { token: key });
    const first = JSON.stringify(await boardOf(vendorId));
    const load = async () => JSON.stringify(await boardOf(vendorId));
    app.realtime.openTokenStream(request, reply, key, first, () => load().catch(() => undefined), [vendorId]);
    return reply;
  });

  app.get(
    '/api/events/:id/board',
    { schema: { params: IdParamsSchema, response: { 200: EventBoardSchema, ...errors } } },
    async (request) => eventBoardOf(await eventOf(request.params.id)),
  );

  app.get('/api/events/:id/board/stream', { schema: { params: IdParamsSchema } }, async (request, reply) => {
    const key = `event-board:${request.params.id}`;
    app.realtime.admit(request, { token: key });
    const event = await eventOf(request.params.id);
    const first = JSON.stringify(await eventBoardOf(event));
    const load = async () => JSON.stringify(await eventBoardOf(event));
    app.realtime.openTokenStream(request, reply, key, first, () => load().catch(() => undefined), event.vendorIds);
    return reply;
  });

  // Issue 41 item 5: who is here, open, paused, and the wait for an order placed now, per truck.
  app.get(
    '/api/events/:id/live',
    { schema: { params: IdParamsSchema, response: { 200: EventLiveSchema, ...errors } } },
    async (request, reply) => {
      const event = await eventOf(request.params.id);
      const now = ctx.now();
      const waits = await waitMinutesOf(db(), event.vendorIds, now);
      const vendors: EventLiveVendor[] = [];
      for (const id of event.vendorIds) {
        const detail = await publicVendor(id).catch(() => null);
        if (!detail) continue;
        const open = openStateOf(detail, now, tz());
        vendors.push({
          vendorId: id,
          businessName: detail.body.vendor.businessName,
          hereNow: hereNowOf(detail.here, detail.hours, now, tz()),
          isOpen: open.isOpen,
          waitMinutes: waits.get(id) ?? 0,
          paused: orderingAt(detail.body.vendor, now, tz()).pausedUntil !== null,
        });
      }
      reply.header('cache-control', 'no-store');
      return sendJson(reply, JSON.stringify(EventLiveSchema.parse({ eventId: event.id, name: event.name, vendors })));
    },
  );
};

