/**
 * The food feed (DESIGN §10.4, issue 19 item 2):
 *   GET  /api/posts?vendorId=&cursor=     anyone: visible posts, newest first, 20 a page
 *   POST /api/posts                       signed in → 201 (10 an hour per account)
 *   PUT/DELETE /api/posts/:id/like        signed in: one like per user, exact under concurrency
 *   POST /api/posts/:id/share             anyone: counts a share (per address)
 *   POST /api/posts/:id/report            signed in: one report per user (again: 200, nothing new)
 *   GET  /admin/api/posts/reported        the administrator's queue (the app-wide admin guard)
 *   PUT  /admin/api/posts/:id/hidden      hides a post from every listing, or shows it again
 * Photos must be our own uploads; authors are first names only; nothing else about them leaves.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../shared/messages/index.js';
import { IdParamsSchema, PG_INT_MAX } from '../../shared/schemas/common.js';
import {
  POSTS_PAGE_SIZE,
  PostCreateSchema,
  PostHiddenBodySchema,
  PostLikeResultSchema,
  PostPageQuerySchema,
  PostPageSchema,
  PostReportBodySchema,
  PostReportResultSchema,
  PostShareResultSchema,
  type PublicPost,
  PublicPostSchema,
  ReportedPostListSchema,
} from '../../shared/schemas/posts.js';
import { requireUser } from '../auth/session.js';
import { badRequest, errorResponses, notFound } from '../errors.js';
import { guarded } from '../guarded.js';
import { hit, refuse, routeLimit } from '../rate-limit.js';
import { findListedVendor } from '../reviews/queries.js';
import { isUploadedImageUrl } from '../uploads/store.js';
import {
  createPost,
  likePost,
  listPosts,
  listReportedPosts,
  type PostCursor,
  type PostEntry,
  reportPost,
  setPostHidden,
  sharePost,
  unlikePost,
} from './queries.js';

const errors = errorResponses(400, 401, 404, 429);
const HOUR_MS = 60 * 60_000;
/** Posts one account may write in an hour. */
const POSTS_PER_HOUR = 10;
/** Likes and unlikes one account may make in an hour (a person scrolling taps many hearts). */
const LIKES_PER_HOUR = 120;
/** Reports one account may send in an hour. */
const REPORTS_PER_HOUR = 20;
/** Shares counted from one address in an hour. */
const SHARES_PER_HOUR = 60;

function encodeCursor(c: PostCursor): string {
  return Buffer.from(`${c.at}|${c.id}`, 'utf8').toString('base64url');
}

/** A cursor this server wrote, or a 400 (`invalid_cursor`) for anything else. */
function decodeCursor(raw: string): PostCursor {
  const [at = '', id = '', extra] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  const ms = `${at.slice(0, 23)}Z`;
  const valid =
    extra === undefined &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(at) &&
    !Number.isNaN(Date.parse(ms)) &&
    new Date(ms).toISOString() === ms &&
    /^[1-9]\d{0,9}$/.test(id) &&
    Number(id) <= PG_INT_MAX;
  if (!valid) throw badRequest(t('errors.invalidRequest'), { code: 'invalid_cursor' });
  return { at, id: Number(id) };
}

function present(entry: PostEntry): PublicPost {
  const { cursor: _cursor, createdAt, ...rest } = entry;
  return { ...rest, createdAt: createdAt.toISOString() };
}

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const byUser = (request: { user?: { id: string } }) => request.user?.id ?? '';
  const likeLimit = routeLimit(app, { name: 'post-like-user', max: LIKES_PER_HOUR, windowMs: HOUR_MS, key: byUser });
  const reportLimit = routeLimit(app, { name: 'post-report-user', max: REPORTS_PER_HOUR, windowMs: HOUR_MS, key: byUser });
  const shareLimit = routeLimit(app, { name: 'post-share-ip', max: SHARES_PER_HOUR, windowMs: HOUR_MS });

  app.get(
    '/api/posts',
    { schema: { querystring: PostPageQuerySchema, response: { 200: PostPageSchema, ...errors } } },
    async (request, reply) => {
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor) : undefined;
      const viewer = await request.currentUser();
      // One more than a page says whether another page follows.
      const rows = await listPosts(db(), {
        limit: POSTS_PAGE_SIZE + 1,
        cursor,
        vendorId: request.query.vendorId,
        viewerId: viewer?.id,
      });
      const page = rows.slice(0, POSTS_PAGE_SIZE);
      const last = page.at(-1);
      // A hidden post must vanish at once: no shared cache may keep a page.
      reply.header('cache-control', 'private, no-store');
      return { posts: page.map(present), nextCursor: rows.length > POSTS_PAGE_SIZE && last ? encodeCursor(last.cursor) : null };
    },
  );

  app.post(
    '/api/posts/:id/share',
    { preHandler: shareLimit, schema: { params: IdParamsSchema, response: { 200: PostShareResultSchema, ...errors } } },
    async (request) => {
      const shares = await sharePost(db(), request.params.id);
      if (shares === undefined) throw notFound(t('posts.error.notFound'));
      return { shares };
    },
  );

  await guarded(app, requireUser, async (user) => {

    user.post(
      '/api/posts',
      { schema: { body: PostCreateSchema, response: { 201: PublicPostSchema, ...errors } } },
      async (request, reply) => {
        const { content, photos, type } = request.body;
        for (const url of photos) {
          if (!isUploadedImageUrl(ctx.config, url)) throw badRequest(t('posts.validation.photos'), { code: 'invalid_image_url' });
        }
        const vendorId = request.body.vendorId ?? null;
        if (vendorId !== null && !(await findListedVendor(db(), vendorId))) {
          throw badRequest(t('posts.validation.vendor'), { code: 'unknown_vendor' });
        }
        refuse(reply, await hit(ctx, `post-write:${request.user.id}`, POSTS_PER_HOUR, HOUR_MS));
        const id = await createPost(db(), request.user.id, { content, photos, type, vendorId }, ctx.now());
        const [entry] = await listPosts(db(), { limit: 1, onlyId: id, viewerId: request.user.id });
        if (!entry) throw notFound(t('posts.error.notFound'));
        return reply.code(201).send(present(entry));
      },
    );

    const likeRoute = { preHandler: likeLimit, schema: { params: IdParamsSchema, response: { 200: PostLikeResultSchema, ...errors } } };
    user.put('/api/posts/:id/like', likeRoute, async (request) => {
      const likes = await likePost(db(), request.params.id, request.user.id, ctx.now());
      if (likes === undefined) throw notFound(t('posts.error.notFound'));
      return { likes, likedByMe: true };
    });
    user.delete('/api/posts/:id/like', likeRoute, async (request) => {
      const likes = await unlikePost(db(), request.params.id, request.user.id);
      if (likes === undefined) throw notFound(t('posts.error.notFound'));
      return { likes, likedByMe: false };
    });

    user.post(
      '/api/posts/:id/report',
      {
        preHandler: reportLimit,
        schema: { params: IdParamsSchema, body: PostReportBodySchema, response: { 200: PostReportResultSchema, ...errors } },
      },
      async (request) => {
        const reason = request.body?.reason || null;
        if (!(await reportPost(db(), request.params.id, request.user.id, reason, ctx.now()))) {
          throw notFound(t('posts.error.notFound'));
        }
        return { reported: true as const };
      },
    );
  });

  app.get(
    '/admin/api/posts/reported',
    { schema: { response: { 200: ReportedPostListSchema, ...errors } } },
    async () =>
      (await listReportedPosts(db())).map((r) => ({
        ...r,
        createdAt: r.createdAt.toISOString(),
        hiddenAt: r.hiddenAt ? r.hiddenAt.toISOString() : null,
        reports: r.reports.map((report) => ({ ...report, createdAt: report.createdAt.toISOString() })),
      })),
  );

  app.put(
    '/admin/api/posts/:id/hidden',
    { schema: { params: IdParamsSchema, body: PostHiddenBodySchema, response: { 200: PostHiddenBodySchema, ...errors } } },
    async (request) => {
      if (!(await setPostHidden(db(), request.params.id, request.body.hidden, ctx.now()))) {
        throw notFound(t('posts.error.notFound'));
      }
      return { hidden: request.body.hidden };
    },
  );
};
