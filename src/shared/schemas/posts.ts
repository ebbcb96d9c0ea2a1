/**
 * The food feed (DESIGN §10.4, issue 19 item 2): posts with text, up to 4 of our own photos, an
 * optional vendor tag and a type; likes (one per user), shares, reports; the administrator hides.
 * Authors are shown by first name only.
 */
import { z } from 'zod';
import { IdSchema, msg, PG_INT_MAX } from './common.js';

export const POST_TYPES = ['photo', 'tip', 'check-in'] as const;
export type PostType = (typeof POST_TYPES)[number];
export const POST_CONTENT_MAX = 500;
export const POST_MAX_PHOTOS = 4;
export const POSTS_PAGE_SIZE = 20;
export const POST_REASON_MAX = 500;

/** POST /api/posts. Content is plain text (rendered as text, never HTML). */
export const PostCreateSchema = z
  .object({
    content: z
      .string(msg('posts.validation.content'))
      .trim()
      .min(1, msg('posts.validation.content'))
      .max(POST_CONTENT_MAX, msg('posts.validation.content')),
    /** URLs of photos uploaded through /api/objects/upload (the route checks they are ours). */
    photos: z
      .array(z.string().min(1).max(2048), msg('posts.validation.photos'))
      .max(POST_MAX_PHOTOS, msg('posts.validation.tooManyPhotos'))
      .default([]),
    vendorId: z.number().int().positive().max(PG_INT_MAX).nullable().optional(),
    type: z.enum(POST_TYPES, msg('posts.validation.type')),
  })
  .refine((p) => p.type !== 'photo' || p.photos.length > 0, { ...msg('posts.validation.photoNeeded'), path: ['photos'] });
export type PostCreate = z.input<typeof PostCreateSchema>;

export const PostPageQuerySchema = z.object({
  vendorId: IdSchema.optional(),
  cursor: z.string().max(200).optional(),
});

export const PostVendorSchema = z.object({ id: z.number().int(), businessName: z.string() }).nullable();

export const PublicPostSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  photos: z.array(z.string()),
  type: z.enum(POST_TYPES),
  /** The tagged vendor while it is listed, else null. */
  vendor: PostVendorSchema,
  /** The author's first name, or null. */
  authorName: z.string().nullable(),
  likes: z.number().int(),
  /** Whether the signed-in reader likes it (false for visitors). */
  likedByMe: z.boolean(),
  shares: z.number().int(),
  createdAt: z.string(),
});
export type PublicPost = z.infer<typeof PublicPostSchema>;

/** GET /api/posts: newest first. */
export const PostPageSchema = z.object({
  posts: z.array(PublicPostSchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type PostPage = z.infer<typeof PostPageSchema>;

export const PostLikeResultSchema = z.object({ likes: z.number().int(), likedByMe: z.boolean() });
export type PostLikeResult = z.infer<typeof PostLikeResultSchema>;
export const PostShareResultSchema = z.object({ shares: z.number().int() });

export const PostReportBodySchema = z
  .object({
    reason: z.string().trim().max(POST_REASON_MAX, msg('posts.validation.reason')).nullable().optional(),
  })
  .optional();
export const PostReportResultSchema = z.object({ reported: z.literal(true) });

/** GET /admin/api/posts/reported: a reported post as the administrator sees it. */
/** One report in the administrator's queue: who sent it, when, and why (null: no reason given). */
export const PostReportSchema = z.object({
  reporterName: z.string().nullable(),
  reporterEmail: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type PostReport = z.infer<typeof PostReportSchema>;

export const ReportedPostSchema = PublicPostSchema.omit({ likedByMe: true }).extend({
  /** The author's e-mail, for the administrator only. */
  authorEmail: z.string().nullable(),
  reportCount: z.number().int(),
  isHidden: z.boolean(),
  hiddenAt: z.string().nullable(),
  /** The latest reports, newest first (at most 10; `reportCount` says how many in all). */
  reports: z.array(PostReportSchema),
});
export type ReportedPost = z.infer<typeof ReportedPostSchema>;
/** GET /admin/api/posts/reported: the posts customers reported, for the administrator. */
export const ReportedPostListSchema = z.array(ReportedPostSchema);

export const PostHiddenBodySchema = z.object({ hidden: z.boolean() });
