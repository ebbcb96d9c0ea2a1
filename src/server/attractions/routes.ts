/**
 * GET /api/attractions (anyone: the map layer and the vendor dialog's "Nearby") and the
 * administrator's list at /admin/api/attractions (behind the app-wide admin guard in app.ts).
 * DESIGN §10.3, issue 18 item 5.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AttractionCreateSchema, AttractionListSchema, AttractionSchema, AttractionUpdateSchema } from '../../shared/schemas/attractions.js';
import { registerAdminCrud } from '../admin-crud.js';
import { presentAttraction } from './present.js';
import { createAttraction, deleteAttraction, listAttractions, updateAttraction } from './queries.js';

/** The list changes rarely; browsers may keep it a few minutes. */
const PUBLIC_MAX_AGE_S = 300;

export const attractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;

  app.get('/api/attractions', { schema: { response: { 200: AttractionListSchema } } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_S}`);
    return (await listAttractions(db())).map(presentAttraction);
  });

  registerAdminCrud(app, {
    path: '/admin/api/attractions',
    schemas: { item: AttractionSchema, list: AttractionListSchema, create: AttractionCreateSchema, update: AttractionUpdateSchema },
    queries: { list: listAttractions, create: createAttraction, update: updateAttraction, remove: deleteAttraction },
    present: presentAttraction,
    notFound: 'attractions.error.notFound',
  });
};
