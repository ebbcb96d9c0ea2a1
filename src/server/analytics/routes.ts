/** Vendor analytics endpoints (SPEC §7): owner only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PEAK_HOURS_LIMIT, POPULAR_ITEMS_LIMIT } from '../../shared/constants.js';
import { t } from '../../shared/messages/index.js';
import {
  DaysQuerySchema,
  FeedbackSchema,
  PeakHourListSchema,
  PerformanceSchema,
  PopularItemListSchema,
  ReviewStatsSchema,
} from '../../shared/schemas/analytics.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { requireUser } from '../auth/session.js';
import { ReadCache, sendJson } from '../read-cache.js';
import { errorResponses, forbidden, notFound } from '../errors.js';
import { vendorOwner } from '../loyalty/queries.js';
import { feedback, peakHours, performance, popularItems, reviewStats } from './queries.js';

const errors = errorResponses(400, 401, 403, 404);

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  // Each answer is a few aggregates over many orders; it changes only with the vendor's order
  // events (or as the rolling window moves: entries live a minute at most).
  const cache = new ReadCache<string>(2000, 60_000);
  app.metrics.watchCache('analytics', cache);
  const unsubscribe = app.realtime.onEvent((event) => cache.invalidate(String(event.vendorId)));
  app.addHook('onClose', async () => unsubscribe());
  const cached = (vendorId: number, name: string, load: () => Promise<unknown>) =>
    cache.get(String(vendorId), `${vendorId}|${name}`, async () => JSON.stringify(await load()));
  app.addHook('preHandler', requireUser);
  // A vendor's owner never changes (one vendor per user, no transfer), so it is looked up once.
  const owners = new Map<number, string>();
  app.addHook('preHandler', async (request) => {
    const id = Number((request.params as { id: string }).id);
    let owner = owners.get(id);
    if (owner === undefined) {
      const vendor = await vendorOwner(db(), id);
      if (!vendor) throw notFound(t('vendor.error.notFound'));
      owner = vendor.userId;
      if (owners.size >= 10_000) owners.clear();
      owners.set(id, owner);
    }
    if (owner !== request.user.id) throw forbidden();
  });

  app.get(
    '/api/vendors/:id/analytics/performance',
    { schema: { params: IdParamsSchema, querystring: DaysQuerySchema, response: { 200: PerformanceSchema, ...errors } } },
    async (request, reply) =>
      sendJson(reply, 
          await cached(request.params.id, `performance:${request.query.days}`, async () =>
            PerformanceSchema.parse(await performance(db(), request.params.id, request.query.days, ctx.now(), ctx.config.VALLEY_TZ)),
          ),
        ),
  );
  app.get(
    '/api/vendors/:id/analytics/popular-items',
    {
      schema: { params: IdParamsSchema, querystring: DaysQuerySchema, response: { 200: PopularItemListSchema, ...errors } },
    },
    async (request, reply) =>
      sendJson(reply, 
        await cached(request.params.id, `popular:${request.query.days}`, async () =>
          PopularItemListSchema.parse(
            await popularItems(db(), request.params.id, request.query.days, ctx.now(), ctx.config.VALLEY_TZ, POPULAR_ITEMS_LIMIT),
          ),
        ),
      ),
  );
  app.get(
    '/api/vendors/:id/analytics/peak-hours',
    { schema: { params: IdParamsSchema, querystring: DaysQuerySchema, response: { 200: PeakHourListSchema, ...errors } } },
    async (request, reply) =>
      sendJson(reply, 
        await cached(request.params.id, `peak:${request.query.days}`, async () =>
          PeakHourListSchema.parse(
            await peakHours(db(), request.params.id, request.query.days, ctx.now(), ctx.config.VALLEY_TZ, PEAK_HOURS_LIMIT),
          ),
        ),
      ),
  );
  app.get(
    '/api/vendors/:id/analytics/feedback',
    { schema: { params: IdParamsSchema, response: { 200: FeedbackSchema, ...errors } } },
    async (request, reply) =>
      sendJson(reply, await cached(request.params.id, 'feedback', async () => FeedbackSchema.parse(await feedback(db(), request.params.id)))),
  );
  app.get(
    '/api/vendors/:id/preorder-review-stats',
    { schema: { params: IdParamsSchema, response: { 200: ReviewStatsSchema, ...errors } } },
    async (request, reply) =>
      sendJson(reply, await cached(request.params.id, 'reviews', async () => ReviewStatsSchema.parse(await reviewStats(db(), request.params.id)))),
  );
};
