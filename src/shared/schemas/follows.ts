/** Follows and notifications (DESIGN §10.3, issue 18 item 2): requests and responses. */
import { z } from 'zod';
import { PG_INT_MAX } from './common.js';

/** PUT/DELETE /api/vendors/:id/follow → 200. */
export const FollowResultSchema = z.object({ vendorId: z.number().int(), following: z.boolean() });

/** GET /api/me/follows: the vendors the signed-in user follows, newest follow first. */
export const FollowedVendorSchema = z.object({
  vendorId: z.number().int(),
  businessName: z.string(),
  cuisine: z.string(),
  /** ISO 8601. */
  followedAt: z.string(),
});
export const FollowListSchema = z.array(FollowedVendorSchema);
export type FollowedVendor = z.infer<typeof FollowedVendorSchema>;

/**
 * One notice in the signed-in user's bell. `type` names its catalogue message
 * ('follows.notice.<type>.title' / '.body'), filled with `values`; `title` and `message` are the
 * English words kept with the row (for a type the app does not know).
 */
export const UserNotificationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  vendorId: z.number().int().nullable(),
  title: z.string(),
  message: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  actionUrl: z.string().nullable(),
  isRead: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type UserNotification = z.infer<typeof UserNotificationSchema>;

export const NOTIFICATIONS_PAGE_MAX = 50;

export const NotificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(20),
  /** The `nextCursor` of the previous page: notices older than this id. */
  before: z.coerce.number().int().positive().max(PG_INT_MAX).optional(),
});

/** GET /api/me/notifications: newest first. */
export const NotificationListSchema = z.object({
  unread: z.number().int(),
  entries: z.array(UserNotificationSchema),
  /** Pass as `before` for the next (older) page; null at the end. */
  nextCursor: z.number().int().nullable(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

/** POST /api/me/notifications/read: the given ids (one's own), or every one when `ids` is absent. */
export const NotificationsReadSchema = z
  .object({ ids: z.array(z.number().int().positive().max(PG_INT_MAX)).min(1).max(100).optional() })
  .strict();
export const NotificationsReadResultSchema = z.object({ unread: z.number().int() });

/** GET/PATCH /api/me/notification-settings. */
export const NotificationSettingsSchema = z.object({
  textFollowedVendors: z.boolean(),
  /** The account's verified phone (digits), or null: texts need one. */
  phone: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;
export const NotificationSettingsUpdateSchema = z.object({ textFollowedVendors: z.boolean() }).strict();
