/**
 * What customers see of the administrator's promotions and advertisements (DESIGN §5): the live
 * promotions for the map home, ads by placement with impression and click counts. Public reads:
 * no session work.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { AdQuerySchema, PublicAdvertisementListSchema, PublicPromotionListSchema } from '../../shared/schemas/admin.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { errorResponses, notFound } from '../errors.js';
import { routeLimit } from '../rate-limit.js';
import { adsToCount, installImpressionFlush } from './impressions.js';
import {
  adExists,
  listLiveAds,
  listLivePromotions,
  recordClick,
} from './queries.js';
import { presentPublicAdvertisement, presentPublicPromotion } from './present.js';

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const impressions = installImpressionFlush(app);
  // Clicks are beacons: over the limit they are refused. Views still answer (the page needs its
  // ads) but are not counted (adsToCount).
  const clickLimit = routeLimit(app, { name: 'ad-click-ip', max: ctx.config.AD_RATE_LIMIT, windowMs: 60_000 });

  app.get(
    '/api/promotions/active',
    { schema: { response: { 200: PublicPromotionListSchema } } },
    async () => (await listLivePromotions(db(), ctx.now())).map(presentPublicPromotion),
  );

  app.get(
    '/api/ads',
    { schema: { querystring: AdQuerySchema, response: { 200: PublicAdvertisementListSchema, ...errorResponses(400) } } },
    async (request) => {
      const ads = await listLiveAds(db(), request.query.placement, ctx.now());
      // Once per visitor per ad per day (issue 16 item 11).
      impressions.add(await adsToCount(ctx, request, 'view', ads.map((a) => a.id)));
      return ads.map(presentPublicAdvertisement);
    },
  );

  app.post(
    '/api/ads/:id/click',
    {
      preHandler: clickLimit,
      schema: { params: IdParamsSchema, response: { 204: z.null(), ...errorResponses(400, 404, 429) } },
    },
    async (request, reply) => {
      const { id } = request.params;
      // A repeated click of the same visitor today answers the same but is not counted again.
      const counted = (await adsToCount(ctx, request, 'click', [id])).length > 0;
      const found = counted ? await recordClick(db(), id) : await adExists(db(), id);
      if (!found) throw notFound(t('ad.error.notFound'));
      return reply.code(204).send(null);
    },
  );
};
