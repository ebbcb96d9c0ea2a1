/**
 * Walk-up and phone orders entered at the vendor's desk (DESIGN §10.5, decision 0026):
 * POST /api/my-vendor/walk-up-orders. The same order as one placed online — it takes a pickup
 * slot and a place in the ready-time queue — but the vendor types it in: no prices (the server
 * computes them), no last name, and a phone only when the customer gave one.
 */
import { z } from 'zod';
import { t } from '../messages/index.js';
import { msg } from './common.js';
import { CartLineInputSchema, PhoneSchema } from './preorders.js';

export { ORDER_SOURCES, type OrderSource } from './preorders.js';
export const DESK_ORDER_SOURCES = ['walk_up', 'phone'] as const;
export type DeskOrderSource = (typeof DESK_ORDER_SOURCES)[number];

/** The most of one item the desk's stepper goes to (the server's line limit, 99). */
export const WALK_UP_MAX_QUANTITY = 99;

/** POST /api/my-vendor/walk-up-orders */
export const WalkUpOrderCreateSchema = z.object({
  items: z
    .array(CartLineInputSchema.pick({ menuItemId: true, quantity: true }), msg('preorder.validation.cartEmpty'))
    .min(1, msg('preorder.validation.cartEmpty'))
    .max(50, msg('preorder.validation.tooManyLines')),
  /** Optional: empty is stored as '' and the desk shows "Walk-up" or "Phone order" instead. */
  firstName: z
    .string(msg('walkUp.validation.firstName'))
    .trim()
    .max(100, msg('preorder.validation.tooLong'))
    .nullish()
    .transform((v) => v ?? ''),
  /** The `start` of an offered pickup slot; absent or null = "as soon as possible". */
  scheduledPickupTime: z.iso
    .datetime({ offset: true, error: () => t('pickup.error.invalidTime') })
    .nullish()
    .transform((v) => v ?? null),
  source: z.enum(DESK_ORDER_SOURCES, msg('walkUp.validation.source')).default('walk_up'),
  /** Optional (a phone order's call-back number); '' is none. */
  phone: z
    .union([z.literal(''), PhoneSchema])
    .nullish()
    .transform((v) => v || null),
});
export type WalkUpOrderCreate = z.input<typeof WalkUpOrderCreateSchema>;
