/**
 * GET /api/attractions (anyone: the map layer and the vendor dialog's "Nearby") and the
 * administrator's list at /admin/api/attractions (behind the app-wide admin guard in app.ts).
 * DESIGN §10.3, issue 18 item 5.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { AttractionCreateSchema, AttractionSchema, AttractionUpdateSchema } from '../../shared/schemas/attractions.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { errorResponses, notFound } from '../errors.js';
import { presentAttraction } from './present.js';
import { createAttraction, deleteAttraction, listAttractions, updateAttraction } from './queries.js';

const errors = errorResponses(400, 401, 404, 503);

/** The list changes rarely; browsers may keep it a few minutes. */
const PUBLIC_MAX_AGE_S = 300;

export const attractionRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;

  app.get('/api/attractions', { schema: { response: { 200: z.array(AttractionSchema) } } }, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${PUBLIC_MAX_AGE_S}`);
    return (await listAttractions(db())).map(presentAttraction);
  });

  app.get(
    '/admin/api/attractions',
    { schema: { response: { 200: z.array(AttractionSchema), ...errors } } },
    async () => (await listAttractions(db())).map(presentAttraction),
  );

  app.post(
    '/admin/api/attractions',
    { schema: { body: AttractionCreateSchema, response: { 201: AttractionSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(presentAttraction(await createAttraction(db(), request.body, ctx.now()))),
  );

  app.patch(
    '/admin/api/attractions/:id',
    { schema: { params: IdParamsSchema, body: AttractionUpdateSchema, response: { 200: AttractionSchema, ...errors } } },
    async (request) => {
      const row = await updateAttraction(db(), request.params.id, request.body);
      if (!row) throw notFound(t('attractions.error.notFound'));
      return presentAttraction(row);
    },
  );

  app.delete(
    '/admin/api/attractions/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await deleteAttraction(db(), request.params.id))) throw notFound(t('attractions.error.notFound'));
      return reply.code(204).send(null);
    },
  );
};
