/**
 * What customers see of the administrator's promotions and advertisements (DESIGN §5): the live
 * promotions for the map home, ads by placement with impression and click counts. Public reads:
 * no session work.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { AdQuerySchema, PublicAdvertisementSchema, PublicPromotionSchema } from '../../shared/schemas/admin.js';
import { MessageSchema, PG_INT_MAX } from '../../shared/schemas/common.js';
import { notFound } from '../errors.js';
import { installImpressionFlush } from './impressions.js';
import { listLiveAds, listLivePromotions, presentPublicAdvertisement, presentPublicPromotion, recordClick } from './queries.js';

const IdParams = z.object({ id: z.coerce.number().int().positive().max(PG_INT_MAX) });

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const impressions = installImpressionFlush(app);

  app.get(
    '/api/promotions/active',
    { schema: { response: { 200: z.array(PublicPromotionSchema) } } },
    async () => (await listLivePromotions(db(), ctx.now())).map(presentPublicPromotion),
  );

  app.get(
    '/api/ads',
    { schema: { querystring: AdQuerySchema, response: { 200: z.array(PublicAdvertisementSchema), 400: MessageSchema } } },
    async (request) => {
      const ads = await listLiveAds(db(), request.query.placement, ctx.now());
      impressions.add(ads.map((a) => a.id));
      return ads.map(presentPublicAdvertisement);
    },
  );

  app.post(
    '/api/ads/:id/click',
    { schema: { params: IdParams, response: { 204: z.null(), 400: MessageSchema, 404: MessageSchema } } },
    async (request, reply) => {
      if (!(await recordClick(db(), request.params.id))) throw notFound(t('ad.error.notFound'));
      return reply.code(204).send(null);
    },
  );
};
