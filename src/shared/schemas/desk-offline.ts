/**
 * The desk through a dropout (issue 42, decision 0051): the catch-up answer of
 * GET /api/my-vendor/preorders?since=<cursor> and the Idempotency-Key header the desk's queued
 * changes carry.
 */
import { z } from 'zod';
import { VendorOrderSchema, VendorPreorderListSchema } from './preorders.js';

/** The orders changed since the cursor, oldest change first; `more`: ask again with `cursor` at once. */
export const DeskChangesSchema = z.object({
  orders: z.array(VendorOrderSchema),
  cursor: z.string(),
  more: z.boolean(),
});
export type DeskChanges = z.infer<typeof DeskChangesSchema>;

export const DeskChangesQuerySchema = z.object({ since: z.string().max(200).optional() });

/**
 * 200 of GET /api/my-vendor/preorders: the desk's list when asked without `since`, the changes
 * after the cursor when asked with it (`since=` empty: every order and the first cursor).
 */
export const DeskPreordersAnswerSchema = z.union([VendorPreorderListSchema, DeskChangesSchema]);

/** A key the device made for one change (a UUID in practice): printable ASCII, 8 to 200 characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,200}$/;
