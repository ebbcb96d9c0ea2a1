/**
 * Reviews (DESIGN §10.4, issue 19 item 1):
 *   GET   /api/vendors/:id/reviews?cursor=      public: both review tables, newest first, a page
 *   GET   /api/vendors/:id/reviews/mine         signed in: the caller's own review (or null)
 *   POST  /api/vendors/:id/reviews              signed in, a verified purchase there → 201 (403
 *                                               purchase_required otherwise); one per user and vendor (409)
 *   PATCH /api/reviews/:id                      the author only (anyone else: 404)
 *   PUT   /api/vendors/:id/reviews/:reviewId/reply   the vendor's owner: one public reply (409 again)
 * Photos must be our own uploads (the upload pipeline sniffs the type and strips metadata).
 * Every write clears the vendor's cached detail (its rating and latest reviews).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import {
  OwnReviewResultSchema,
  OwnReviewSchema,
  REVIEWS_PAGE_SIZE,
  ReviewCreateSchema,
  ReviewPageQuerySchema,
  ReviewPageSchema,
  ReviewReplyParamsSchema,
  ReviewUpdateSchema,
  VendorReplyBodySchema,
  VendorReplyResultSchema,
} from '../../shared/schemas/reviews.js';
import { requireUser } from '../auth/session.js';
import type { Config } from '../config.js';
import { badRequest, conflict, errorResponses, forbidden, notFound } from '../errors.js';
import { guarded } from '../guarded.js';
import { findVendorIdOfUser } from '../policies.js';
import { hit, refuse } from '../rate-limit.js';
import { isUploadedImageUrl } from '../uploads/store.js';
import { requireVendorOwner } from '../vendors/guard.js';
import {
  createReview,
  findListedVendor,
  findOwnReview,
  findReview,
  hasVerifiedPurchase,
  listReviews,
  type ReviewCursor,
  type ReviewRow,
  replyToReview,
  updateReview,
} from './queries.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
/** Review writes (new or edited) one account may make in an hour, over every vendor. */
const REVIEW_WRITES_PER_HOUR = 20;
const HOUR_MS = 60 * 60_000;

function encodeCursor(c: ReviewCursor): string {
  return Buffer.from(`${c.createdAt}|${c.id}`, 'utf8').toString('base64url');
}

/** A cursor this server wrote, or a 400 (`invalid_cursor`) for anything else. */
function decodeCursor(raw: string): ReviewCursor {
  const [createdAt, id, extra] = Buffer.from(raw, 'base64url').toString('utf8').split('|');
  if (
    extra !== undefined ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(createdAt ?? '') ||
    !/^(review|preorder)-\d{1,10}$/.test(id ?? '')
  ) {
    throw badRequest(t('errors.invalidRequest'), { code: 'invalid_cursor' });
  }
  return { createdAt, id };
}

function requireOurPhotos(config: Config, photos: readonly string[] | undefined): void {
  for (const url of photos ?? []) {
    if (!isUploadedImageUrl(config, url)) {
      throw badRequest(t('reviews.validation.photos'), { code: 'invalid_image_url' });
    }
  }
}

/** The author's own review as the edit form reads it. */
function ownReview(row: ReviewRow, authorName: string | null): z.infer<typeof OwnReviewSchema> {
  return {
    id: `review-${row.id}`,
    reviewId: row.id,
    rating: row.rating,
    foodQualityRating: row.foodQualityRating,
    serviceRating: row.serviceRating,
    valueRating: row.valueRating,
    comment: row.comment,
    photos: row.photos ?? [],
    authorName,
    createdAt: row.createdAt.toISOString(),
    isVerifiedPurchase: row.isVerifiedPurchase,
    vendorReply:
      row.vendorReply && row.vendorRepliedAt ? { text: row.vendorReply, repliedAt: row.vendorRepliedAt.toISOString() } : null,
    edited: row.updatedAt.getTime() - row.createdAt.getTime() > 60_000,
  };
}

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;

  app.get(
    '/api/vendors/:id/reviews',
    { schema: { params: IdParamsSchema, querystring: ReviewPageQuerySchema, response: { 200: ReviewPageSchema, ...errors } } },
    async (request) => {
      const cursor = request.query.cursor ? decodeCursor(request.query.cursor) : undefined;
      // A vendor not live yet is answered to its owner only (decision 0028's preview).
      if (!(await findListedVendor(db(), request.params.id))) {
        const user = await request.currentUser();
        const vendorId = user ? await findVendorIdOfUser(db(), user.id) : null;
        if (vendorId !== request.params.id) throw notFound(t('vendor.error.notFound'));
      }
      // One more than a page says whether another page follows.
      const rows = await listReviews(db(), request.params.id, REVIEWS_PAGE_SIZE + 1, cursor);
      const page = rows.slice(0, REVIEWS_PAGE_SIZE);
      const last = page.at(-1);
      return { reviews: page, nextCursor: rows.length > REVIEWS_PAGE_SIZE && last ? encodeCursor(last) : null };
    },
  );

  await guarded(app, requireUser, async (user) => {
    const limitWrites = async (userId: string, reply: Parameters<typeof refuse>[0]) =>
      refuse(reply, await hit(ctx, `review-write:${userId}`, REVIEW_WRITES_PER_HOUR, HOUR_MS));

    user.get(
      '/api/vendors/:id/reviews/mine',
      { schema: { params: IdParamsSchema, response: { 200: OwnReviewResultSchema, ...errors } } },
      async (request) => {
        const row = await findOwnReview(db(), request.params.id, request.user.id);
        const canReview = !!row || (await hasVerifiedPurchase(db(), request.user.id, request.params.id));
        return { review: row ? ownReview(row, request.user.firstName ?? null) : null, canReview };
      },
    );

    user.post(
      '/api/vendors/:id/reviews',
      { schema: { params: IdParamsSchema, body: ReviewCreateSchema, response: { 201: OwnReviewSchema, ...errors } } },
      async (request, reply) => {
        const vendor = await findListedVendor(db(), request.params.id);
        if (!vendor) throw notFound(t('vendor.error.notFound'));
        if (vendor.userId === request.user.id) throw forbidden(t('reviews.error.ownVendor'), { code: 'own_vendor' });
        // Only a customer who ordered here (a verified purchase) reviews it: accounts are free.
        if (!(await hasVerifiedPurchase(db(), request.user.id, vendor.id))) {
          throw forbidden(t('reviews.error.purchaseRequired'), { code: 'purchase_required' });
        }
        requireOurPhotos(ctx.config, request.body.photos);
        await limitWrites(request.user.id, reply);
        const row = await createReview(db(), vendor.id, request.user.id, request.body, ctx.now());
        if (!row) throw conflict(t('reviews.error.exists'), { code: 'review_exists' });
        return reply.code(201).send(ownReview(row, request.user.firstName ?? null));
      },
    );

    user.patch(
      '/api/reviews/:id',
      { schema: { params: IdParamsSchema, body: ReviewUpdateSchema, response: { 200: OwnReviewSchema, ...errors } } },
      async (request, reply) => {
        const existing = await findReview(db(), request.params.id);
        // Someone else's review is answered as missing: its existence is nobody else's business.
        if (!existing || existing.userId !== request.user.id) throw notFound(t('reviews.error.notFound'));
        requireOurPhotos(ctx.config, request.body.photos);
        await limitWrites(request.user.id, reply);
        const row = await updateReview(db(), existing.id, request.user.id, request.body, ctx.now());
        if (!row) throw notFound(t('reviews.error.notFound'));
        return ownReview(row, request.user.firstName ?? null);
      },
    );
  });

  await guarded(app, requireVendorOwner, async (owner) => {
    owner.put(
      '/api/vendors/:id/reviews/:reviewId/reply',
      {
        schema: {
          params: ReviewReplyParamsSchema,
          body: VendorReplyBodySchema,
          response: { 200: VendorReplyResultSchema, ...errors },
        },
      },
      async (request) => {
        const vendorId = request.ownedVendor.id;
        const result = await replyToReview(db(), vendorId, request.params.reviewId, request.body.reply, ctx.now());
        if (result === 'not_found') throw notFound(t('reviews.error.notFound'));
        if (result === 'already') throw conflict(t('reviews.error.replyExists'), { code: 'reply_exists' });
        const [review] = (await listReviews(db(), vendorId, 1, undefined, request.params.reviewId)) ?? [];
        if (!review) throw notFound(t('reviews.error.notFound'));
        return { review };
      },
    );
  });
};
