/**
 * Festival night (issue 41, DESIGN §12): the public order board, an order's place in its vendor's
 * queue and an event's live view. Nothing private: a board names an order by its pickup code and
 * the customer's first name with an initial.
 */
import { z } from 'zod';
import { HereNowSchema } from './here-now.js';

export const BoardEntrySchema = z.object({ pickupCode: z.string(), name: z.string() });
export type BoardEntry = z.infer<typeof BoardEntrySchema>;

/** GET /api/vendors/:id/board: today's orders being prepared (confirmed) and ready. */
export const VendorBoardSchema = z.object({
  vendorId: z.number().int(),
  businessName: z.string(),
  preparing: z.array(BoardEntrySchema),
  ready: z.array(BoardEntrySchema),
});
export type VendorBoard = z.infer<typeof VendorBoardSchema>;

/** GET /api/events/:id/board: the board of every vendor at the event. */
export const EventBoardSchema = z.object({
  eventId: z.number().int(),
  name: z.string(),
  vendors: z.array(VendorBoardSchema),
});
export type EventBoard = z.infer<typeof EventBoardSchema>;

/** An open order's place in its vendor's queue: orders ahead of it, and when it should be ready. */
export const QueueSchema = z.object({ ahead: z.number().int().min(0), readyAt: z.string().nullable() });
export type Queue = z.infer<typeof QueueSchema>;

/** GET /api/events/:id/live: each vendor at the event, now. */
export const EventLiveVendorSchema = z.object({
  vendorId: z.number().int(),
  businessName: z.string(),
  hereNow: HereNowSchema,
  isOpen: z.boolean(),
  /** Minutes an order placed now would wait (its queue, prep time and busy minutes). */
  waitMinutes: z.number().int().min(0),
  paused: z.boolean(),
});
export const EventLiveSchema = z.object({
  eventId: z.number().int(),
  name: z.string(),
  vendors: z.array(EventLiveVendorSchema),
});
export type EventLive = z.infer<typeof EventLiveSchema>;
export type EventLiveVendor = z.infer<typeof EventLiveVendorSchema>;
