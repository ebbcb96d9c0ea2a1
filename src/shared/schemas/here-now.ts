/** Here now, "not here" reports and "Cancel today" (DESIGN §10.5): requests and responses. */
import { z } from 'zod';
import { PG_INT_MAX } from './common.js';

/** On GET /api/vendors entries and the detail: where and when the vendor last confirmed it is there. */
export const HereNowSchema = z
  .object({
    /** ISO 8601. */
    confirmedAt: z.string(),
    /** The vendor location checked in at; null: its listed address. */
    locationName: z.string().nullable(),
  })
  .nullable();
export type HereNow = z.infer<typeof HereNowSchema>;

export const CheckInBodySchema = z
  .object({ locationId: z.number().int().positive().max(PG_INT_MAX).nullish() })
  .optional()
  .transform((b) => ({ locationId: b?.locationId ?? null }));

export const CheckInResultSchema = z.object({ hereNow: HereNowSchema });

/** POST /api/vendors/:id/not-here → 202. */
export const NotHereResultSchema = z.object({
  /** True when this report was the one that cleared the check-in. */
  cleared: z.boolean(),
});

/** POST /api/vendors/:id/cancel-today → 200. */
export const CancelTodayResultSchema = z.object({
  cancelledOrders: z.number().int(),
  textsQueued: z.number().int(),
  followersNotified: z.number().int(),
});

/** GET /api/my-vendor/inbox: what the app told the vendor (not-here reports, cancellations…). */
export const VendorInboxEntrySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  /** The values of the type's catalogue message (the client shows it in the reader's language). */
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export const VendorInboxSchema = z.object({
  unread: z.number().int(),
  entries: z.array(VendorInboxEntrySchema),
});
export type VendorInbox = z.infer<typeof VendorInboxSchema>;

/** POST /api/my-vendor/inbox/read: every entry up to this id (the newest one the vendor saw) is read. */
export const InboxReadSchema = z.object({ upTo: z.number().int().positive().max(PG_INT_MAX) });
