/**
 * Pickup windows, offered pickup times, busy mode and pause, menu categories (DESIGN §10.2):
 * requests and responses. The server validates and serialises with these; the client's forms
 * use them.
 */
import { z } from 'zod';
import { type MessageKey, t } from '../messages/index.js';
import { PAUSE_REASONS } from '../pause-ends.js';
import { windowProblem } from '../pickup.js';
import { msg, PG_INT_MAX } from './common.js';

const windowMsg = msg('pickup.validation.window');
const Time = z.string(windowMsg).regex(/^([01]\d|2[0-3]):([0-5]\d)$/, windowMsg);

// ---------------------------------------------------------------- pickup windows

export const PickupWindowSchema = z.object({
  dayOfWeek: z.number(windowMsg).int(windowMsg).min(0, windowMsg).max(6, windowMsg),
  startTime: Time,
  endTime: Time,
  slotDuration: z.number(windowMsg).int(windowMsg).min(5, windowMsg).max(120, windowMsg),
  maxOrders: z
    .number(windowMsg)
    .int(windowMsg)
    .min(1, msg('pickup.validation.zeroCapacity'))
    .max(500, windowMsg),
  isActive: z.boolean().optional().default(true),
});
export type PickupWindowInput = z.input<typeof PickupWindowSchema>;

const problemKey = {
  endBeforeStart: 'pickup.validation.endBeforeStart',
  overlap: 'pickup.validation.overlap',
  tooShort: 'pickup.validation.tooShort',
} as const satisfies Record<string, MessageKey>;

/** PUT /api/vendors/:id/pickup-slots: the whole set (it replaces the stored one). */
export const PickupWindowsPutSchema = z
  .array(PickupWindowSchema, windowMsg)
  .max(50, msg('pickup.validation.tooMany'))
  .superRefine((windows, ctx) => {
    const found = windowProblem(windows);
    if (found) ctx.addIssue({ code: 'custom', path: [found.index], message: t(problemKey[found.problem]) });
  });

/** A stored window as GET/PUT /api/vendors/:id/pickup-slots answer it. */
export const PickupWindowRowSchema = z.object({
  id: z.number().int(),
  dayOfWeek: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  slotDuration: z.number().int(),
  maxOrders: z.number().int(),
  isActive: z.boolean(),
});
export type PickupWindowRow = z.infer<typeof PickupWindowRowSchema>;
export const PickupWindowListSchema = z.array(PickupWindowRowSchema);

// ---------------------------------------------------------------- offered times

/** GET /api/vendors/:id/pickup-times?date=YYYY-MM-DD (valley date; default today). */
export const PickupTimesQuerySchema = z.object({
  date: z
    .string(msg('pickup.validation.date'))
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg('pickup.validation.date'))
    .optional(),
});

/** One slot a customer may choose: ISO instants and how many orders it still takes. */
export const PickupTimeSchema = z.object({
  start: z.string(),
  end: z.string(),
  remaining: z.number().int(),
});
export type PickupTime = z.infer<typeof PickupTimeSchema>;
export const PickupTimeListSchema = z.array(PickupTimeSchema);

/**
 * The body of 409 `slot_full` (and of `item_throttled`, issue 41): the next free slots, so the
 * page offers them at once.
 */
export const SlotFullSchema = z.looseObject({
  message: z.string(),
  code: z.enum(['slot_full', 'item_throttled']),
  nextSlots: PickupTimeListSchema,
});
/** The body of 409 `ordering_paused`. */
export const OrderingPausedSchema = z.looseObject({
  message: z.string(),
  code: z.literal('ordering_paused'),
  pausedUntil: z.string(),
});

// ---------------------------------------------------------------- busy mode and pause

/**
 * "Until closing" (decision 0027): every pause and every busy delay ends at closing at the latest,
 * so a far-future end is held to closing. The desk sends this instant for "Until closing".
 */
export const UNTIL_CLOSING = '9999-12-31T00:00:00.000Z';
/** Before decision 0027 this instant meant "until I resume"; it now means "until closing". */
export const PAUSED_UNTIL_RESUMED = UNTIL_CLOSING;

/** PUT /api/vendors/:id/ordering */
export const OrderingSettingsSchema = z.object({
  pausedUntil: z.iso.datetime({ offset: true, error: () => t('pickup.validation.pausedUntil') }).nullable(),
  extraPrepMinutes: z
    .number(msg('pickup.validation.extraMinutes'))
    .int(msg('pickup.validation.extraMinutes'))
    .min(0, msg('pickup.validation.extraMinutes'))
    .max(120, msg('pickup.validation.extraMinutes')),
  /** When the busy minutes end (default: closing; held to closing). */
  extraPrepUntil: z.iso.datetime({ offset: true, error: () => t('pauseEnds.validation.extraPrepUntil') }).nullish(),
});
export type OrderingSettings = z.infer<typeof OrderingSettingsSchema>;

/** Its answer, and the part of a vendor the preorder page and desk read. */
export const OrderingStateSchema = z.object({
  /** ISO; null when taking orders. Never after closing. */
  pausedUntil: z.string().nullable(),
  extraPrepMinutes: z.number().int(),
  /** ISO: when the busy minutes end; null when there are none. */
  extraPrepUntil: z.string().nullable(),
  /** Why ordering is paused: the vendor, the desk watch or an unanswered order; null when taking orders. */
  pauseReason: z.enum(PAUSE_REASONS).nullable(),
});
export type OrderingState = z.infer<typeof OrderingStateSchema>;

/** POST /api/guest-preorders/:id/delay */
export const OrderDelaySchema = z.object({
  minutes: z.union([z.literal(5), z.literal(10), z.literal(15)], msg('pauseEnds.validation.delay')),
});
export type OrderDelay = z.infer<typeof OrderDelaySchema>;

// ---------------------------------------------------------------- menu categories

const nameMsg = msg('menuCategory.validation.name');
const CategoryName = z.string(nameMsg).trim().min(1, nameMsg).max(60, nameMsg);
const CategoryDescription = z
  .string()
  .trim()
  .max(300, msg('menuCategory.validation.description'))
  .nullish()
  .transform((v) => v || null);

export const MenuCategorySchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  isActive: z.boolean(),
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;
export const MenuCategoryListSchema = z.array(MenuCategorySchema);

/** POST /api/vendors/:id/menu-categories (added last unless sortOrder says otherwise). */
export const MenuCategoryCreateSchema = z.object({
  name: CategoryName,
  description: CategoryDescription,
  sortOrder: z.number().int().min(0).max(PG_INT_MAX).optional(),
  isActive: z.boolean().optional(),
});
export type MenuCategoryCreate = z.input<typeof MenuCategoryCreateSchema>;

/** PATCH /api/menu-categories/:id (rename, reorder, hide). */
export const MenuCategoryUpdateSchema = z.object({
  name: CategoryName.optional(),
  description: CategoryDescription.optional(),
  sortOrder: z.number().int().min(0).max(PG_INT_MAX).optional(),
  isActive: z.boolean().optional(),
});
export type MenuCategoryUpdate = z.input<typeof MenuCategoryUpdateSchema>;
