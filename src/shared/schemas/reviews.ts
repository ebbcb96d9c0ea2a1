/**
 * Reviews by signed-in customers (DESIGN §10.4, issue 19 item 1): rating, sub-ratings, comment,
 * up to 4 photos, one per user and vendor (edited, not repeated), the vendor's one public reply.
 * The public list combines them with the reviews left on rated preorders.
 */
import { z } from 'zod';
import { REVIEW_COMMENT_MAX, REVIEW_MAX_PHOTOS, REVIEWS_PAGE_SIZE, VENDOR_REPLY_MAX } from '../constants.js';
import { IdSchema, msg, partialUpdateSchema } from './common.js';

export { REVIEW_COMMENT_MAX, REVIEW_MAX_PHOTOS, REVIEWS_PAGE_SIZE, VENDOR_REPLY_MAX };

const Stars = z.number(msg('reviews.validation.rating')).int(msg('reviews.validation.rating')).min(1, msg('reviews.validation.rating')).max(5, msg('reviews.validation.rating'));
const SubStars = Stars.nullable().optional();

/** Plain text, trimmed; empty is "no comment". */
const Comment = z
  .string()
  .trim()
  .max(REVIEW_COMMENT_MAX, msg('reviews.validation.commentTooLong'))
  .nullable()
  .optional()
  .transform((v) => (v ? v : null));

const reviewFields = {
  rating: Stars,
  foodQualityRating: SubStars,
  serviceRating: SubStars,
  valueRating: SubStars,
  comment: Comment,
  /** URLs of photos uploaded through /api/objects/upload (the route checks they are ours). */
  photos: z
    .array(z.string().min(1).max(2048), msg('reviews.validation.photos'))
    .max(REVIEW_MAX_PHOTOS, msg('reviews.validation.tooManyPhotos'))
    .optional(),
};

/** POST /api/vendors/:id/reviews. */
export const ReviewCreateSchema = z.object(reviewFields);
export type ReviewCreate = z.input<typeof ReviewCreateSchema>;

/** PATCH /api/reviews/:id: any of the fields, at least one. */
export const ReviewUpdateSchema = partialUpdateSchema(reviewFields);
export type ReviewUpdate = z.input<typeof ReviewUpdateSchema>;

/** PUT /api/vendors/:id/reviews/:reviewId/reply. */
export const VendorReplyBodySchema = z.object({
  reply: z
    .string(msg('reviews.validation.replyRequired'))
    .trim()
    .min(1, msg('reviews.validation.replyRequired'))
    .max(VENDOR_REPLY_MAX, msg('reviews.validation.replyTooLong')),
});
export type VendorReplyBody = z.infer<typeof VendorReplyBodySchema>;

export const VendorReplySchema = z.object({ text: z.string(), repliedAt: z.string() }).nullable();

/**
 * A review as the public sees it: from a signed-in customer (`review-<id>`) or a rated preorder
 * (`preorder-<id>`, a purchase by definition). Authors are first names only.
 */
export const PublicReviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  authorName: z.string().nullable(),
  createdAt: z.string(),
  photos: z.array(z.string()),
  isVerifiedPurchase: z.boolean(),
  /** The vendor's public answer (customer reviews only), or null. */
  vendorReply: VendorReplySchema,
  /** Changed by its author after it was first posted. */
  edited: z.boolean(),
});
/** A vendor's reply as its answer gives it back: the review with the reply shown. */
export const VendorReplyResultSchema = z.object({ review: PublicReviewSchema });
export type PublicReview = z.infer<typeof PublicReviewSchema>;

/** GET /api/vendors/:id/reviews?cursor=: newest first. */
export const ReviewPageSchema = z.object({
  reviews: z.array(PublicReviewSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

export const ReviewPageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
});

/** The signed-in customer's own review of a vendor, with what the edit form needs. */
export const OwnReviewSchema = PublicReviewSchema.extend({
  reviewId: z.number().int(),
  foodQualityRating: z.number().int().nullable(),
  serviceRating: z.number().int().nullable(),
  valueRating: z.number().int().nullable(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;
/**
 * GET /api/vendors/:id/reviews/mine: the caller's review, and whether they may write one (their own
 * review exists, or a verified purchase there: decision 0042).
 */
export const OwnReviewResultSchema = z.object({ review: OwnReviewSchema.nullable(), canReview: z.boolean() });
export type OwnReviewResult = z.infer<typeof OwnReviewResultSchema>;

/** A public review id: `review-<n>` (a customer's) or `preorder-<n>` (a rated preorder). */
export const PublicReviewIdSchema = z.string().regex(/^(review|preorder)-[1-9]\d{0,9}$/, msg('reviews.error.notFound'));
export const ReviewReplyParamsSchema = z.object({ id: IdSchema, reviewId: PublicReviewIdSchema });
