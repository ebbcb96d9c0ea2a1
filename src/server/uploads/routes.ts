/**
 * Photo uploads (SPEC §5, §7; DESIGN §2; docs/decisions/0004-uploads.md):
 *   POST /api/objects/upload    signed-in → {uploadURL, objectPath, headers}
 *   PUT  /api/uploads/:ticket   local store only: the raw bytes, checked and processed at once
 *   POST /api/objects/finalize  {objectPath} → processes an S3 upload; confirms a local one
 *   GET  /uploads/:key          local store: the processed image, cached forever
 */
import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_MAX_FILE_BYTES } from '../../shared/constants.js';
import { t } from '../../shared/messages/index.js';
import {
  FinalizedUploadSchema,
  FinalizeUploadSchema,
  UploadTicketSchema,
  uploadMaxSizeLabel,
} from '../../shared/schemas/uploads.js';
import { requireUser } from '../auth/session.js';
import { errorResponses, HttpError, notFound } from '../errors.js';
import { hit, refuse } from '../rate-limit.js';
import { LocalStore } from './local-store.js';
import { purgeUploadTickets } from './queries.js';
import { IMMUTABLE_CACHE, type ImageStore } from './store.js';
import { runAtStartAndEvery } from '../periodic.js';

/**
 * Upload links one account may take (issue 43 item 9): an hour's and a day's worth of photos for a
 * vendor setting up a menu, far under what would fill a disk. Each link takes one file of at most
 * UPLOAD_MAX_FILE_BYTES (10 MiB), so a day's links bound what one account sends at 1,000 MiB and,
 * after processing (decision 0004), what it stores at a small part of that. Decision 0014.
 */
export const UPLOADS_PER_ACCOUNT_HOUR = 30;
export const UPLOADS_PER_ACCOUNT_DAY = 100;
const HOUR_MS = 60 * 60 * 1000;

/** Used-up and expired tickets are kept a day (for support questions), then purged hourly. */
const TICKET_RETENTION_MS = 24 * 60 * 60 * 1000;

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const local = new LocalStore(ctx);
  // The AWS SDK is loaded only when a bucket is configured.
  const store: ImageStore = ctx.config.S3_BUCKET
    ? new (await import('./s3-store.js')).S3Store(ctx)
    : local;
  app.addHook('onClose', async () => store.close());

  runAtStartAndEvery(app, 'upload ticket purge', () => purgeUploadTickets(ctx.database.db, new Date(ctx.now().getTime() - TICKET_RETENTION_MS)));

  const errors = errorResponses(400, 401, 403, 404, 413);

  app.post(
    '/api/objects/upload',
    { preHandler: requireUser, schema: { response: { 200: UploadTicketSchema, ...errorResponses(401, 429) } } },
    async (request, reply) => {
      // Per account, the hour first: a refused request does not spend the day's quota.
      const quota = (window: 'hour' | 'day', max: number, windowMs: number) =>
        hit(ctx, `upload-${window}:${request.user.id}`, max, windowMs);
      for (const [window, max, windowMs] of [
        ['hour', UPLOADS_PER_ACCOUNT_HOUR, HOUR_MS],
        ['day', UPLOADS_PER_ACCOUNT_DAY, 24 * HOUR_MS],
      ] as const) {
        refuse(reply, await quota(window, max, windowMs), 'upload_quota', t('uploads.error.quota'));
      }
      return store.createUpload(request.user.id);
    },
  );

  app.post(
    '/api/objects/finalize',
    { preHandler: requireUser, schema: { body: FinalizeUploadSchema, response: { 200: FinalizedUploadSchema, ...errors } } },
    async (request) => store.finalize(request.user.id, request.body.objectPath),
  );

  // Images stored locally stay servable even after a move to S3.
  app.get('/uploads/:key', { schema: { params: z.object({ key: z.string() }) } }, async (request, reply) => {
    const image = await local.open(request.params.key);
    if (!image) throw notFound();
    return reply
      .header('content-type', image.contentType)
      .header('content-length', image.size)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', IMMUTABLE_CACHE)
      .send(image.stream);
  });

  if (store.kind !== 'local') return;

  // The PUT target of local upload URLs, in a scope of its own: it alone takes raw bytes of any
  // declared type (the bytes decide what the file is) up to UPLOAD_MAX_FILE_BYTES.
  const rawUpload: FastifyPluginAsyncZod = async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_FILE_BYTES }, (_request, body, done) =>
      done(null, body),
    );
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
        return reply.code(413).send({ message: t('uploads.error.tooLarge', { size: uploadMaxSizeLabel }), code: 'body_too_large' });
      }
      throw error; // everything else: the app's error handler
    });

    scope.put(
      '/api/uploads/:ticket',
      {
        config: { rawUpload: true },
        bodyLimit: UPLOAD_MAX_FILE_BYTES,
        // The link is checked before a single byte of the body is read.
        onRequest: async (request) => {
          const query = request.query as Record<string, unknown>;
          const { ticket } = request.params as { ticket?: unknown };
          if (!local.verifyLink(ticket, query.expires, query.signature)) {
            throw new HttpError(403, t('uploads.error.linkInvalid'));
          }
        },
        schema: {
          params: z.object({ ticket: z.string() }),
          querystring: z.object({ expires: z.string(), signature: z.string() }),
          response: { 200: FinalizedUploadSchema, ...errors },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return local.receive(request.params.ticket, body);
      },
    );
  };
  await app.register(rawUpload);
};
