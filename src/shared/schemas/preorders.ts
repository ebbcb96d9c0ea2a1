/**
 * Guest preorders, tracking and preorder reviews (SPEC §3, §5, §7; DESIGN §4, §5).
 */
import { z } from 'zod';
import { PAYMENT_METHODS, PHONE_MIN_LENGTH } from '../constants.js';
import { t } from '../messages/index.js';
import { MAX_ORDER_TOTAL_CENTS, toCents } from '../money.js';
import { normalizePhone } from '../phone.js';
import { PREORDER_STATUSES } from '../preorder-status.js';
import { QueueSchema } from './board.js';
import { msg, PG_INT_MAX } from './common.js';
import { CheckoutPaymentSchema, OrderPaymentSchema, TipCentsSchema } from './payments.js';

/** SPEC §5: at least 10 characters; we also need 10 to 15 digits once normalised. */
export const PhoneSchema = z
  .string(msg('preorder.validation.phoneRequired'))
  .trim()
  .min(PHONE_MIN_LENGTH, msg('preorder.validation.phoneRequired'))
  .max(40, msg('preorder.validation.phoneRequired'))
  .refine((v) => {
    const digits = normalizePhone(v);
    return digits.length >= 10 && digits.length <= 15;
  }, msg('preorder.validation.phoneRequired'));

/** An amount such as 12.50, no more than an order can total (numeric(10,2) in the database). */
const Amount = z
  .union([z.string(), z.number()])
  .refine((v) => centsOrUndefined(v) !== undefined, msg('preorder.validation.total'))
  .refine((v) => (centsOrUndefined(v) ?? 0) <= MAX_ORDER_TOTAL_CENTS, msg('preorder.validation.totalTooLarge'));

function centsOrUndefined(v: string | number): number | undefined {
  if (typeof v === 'number' && (!Number.isFinite(v) || v < 0)) return undefined;
  try {
    return toCents(v);
  } catch {
    return undefined;
  }
}

export const CartLineInputSchema = z.object({
  menuItemId: z.number().int().positive().max(PG_INT_MAX),
  /** Informational: the server uses the stored name and price. */
  name: z.string().max(200).optional(),
  price: z.union([z.string(), z.number()]).optional(),
  quantity: z
    .number(msg('preorder.validation.quantity'))
    .int(msg('preorder.validation.quantity'))
    .min(1, msg('preorder.validation.quantity'))
    .max(99, msg('preorder.validation.quantity')),
});

/** POST /api/guest-preorders */
export const GuestPreorderCreateSchema = z.object({
  vendorId: z.number().int().positive().max(PG_INT_MAX),
  firstName: z
    .string(msg('preorder.validation.firstNameRequired'))
    .trim()
    .min(1, msg('preorder.validation.firstNameRequired'))
    .max(100, msg('preorder.validation.tooLong')),
  lastName: z
    .string(msg('preorder.validation.lastNameRequired'))
    .trim()
    .min(1, msg('preorder.validation.lastNameRequired'))
    .max(100, msg('preorder.validation.tooLong')),
  phone: PhoneSchema,
  email: z
    .union([z.literal(''), z.email(msg('preorder.validation.email')).max(254, msg('preorder.validation.emailTooLong'))])
    .nullish()
    .transform((v) => v || null),
  paymentMethod: z.enum(PAYMENT_METHODS, msg('preorder.validation.paymentMethodRequired')),
  specialInstructions: z
    .string()
    .trim()
    .max(500, msg('preorder.validation.tooLong'))
    .nullish()
    .transform((v) => v || null),
  items: z
    .array(CartLineInputSchema, msg('preorder.validation.cartEmpty'))
    .min(1, msg('preorder.validation.cartEmpty'))
    .max(50, msg('preorder.validation.tooManyLines')),
  totalAmount: Amount,
  /** DESIGN §10.1 "Text me when it's ready": texts on confirmed and ready, in the order's language. */
  notifyBySms: z.boolean().optional().default(false),
  /**
   * DESIGN §10.2: the `start` of an offered pickup slot (GET /api/vendors/:id/pickup-times);
   * absent or null = "as soon as possible".
   */
  scheduledPickupTime: z.iso
    .datetime({ offset: true, error: () => t('pickup.error.invalidTime') })
    .nullish()
    .transform((v) => v ?? null),
  /**
   * Issue 23: a redemption code of this vendor, spent with the order; `totalAmount` is then the
   * total after the reward (src/shared/rewards.ts).
   */
  redemptionCode: z
    .string()
    .trim()
    .max(40, msg('redemption.validation.code'))
    .nullish()
    .transform((v) => v || null),
  /** DESIGN §11: pay now (with paymentMethod "square"): the Web Payments SDK's token; absent = pay at pickup. */
  payment: CheckoutPaymentSchema.optional(),
  /** DESIGN §11: a tip paid with the order, in cents (pay now only). */
  tipCents: TipCentsSchema.optional(),
});
export type GuestPreorderCreate = z.input<typeof GuestPreorderCreateSchema>;

export const PreorderLineSchema = z.object({
  menuItemId: z.number().int(),
  name: z.string(),
  /** Unit price, decimal string. */
  price: z.string(),
  quantity: z.number().int(),
});
export type PreorderLine = z.infer<typeof PreorderLineSchema>;

export const PreorderStatusSchema = z.enum(PREORDER_STATUSES, msg('preorder.validation.status'));

/** DESIGN §10.5: where an order came from — the preorder page, or the desk (walk-up, phone). */
export const ORDER_SOURCES = ['online', 'walk_up', 'phone'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const GuestPreorderSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  trackingToken: z.string(),
  vendorId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  /** 'online', or entered at the desk: 'walk_up' (no phone unless given) or 'phone' (decision 0026). */
  source: z.enum(ORDER_SOURCES),
  email: z.string().nullable(),
  items: z.array(PreorderLineSchema),
  totalAmount: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
  status: PreorderStatusSchema,
  specialInstructions: z.string().nullable(),
  estimatedReadyTime: z.string().nullable(),
  /** The chosen pickup slot's start; null for "as soon as possible". */
  scheduledPickupTime: z.string().nullable(),
  loyaltyPointsEarned: z.number().int(),
  notifyBySms: z.boolean(),
  /** Issue 23: the redemption code spent at checkout and what it took off ("0.00" without one). */
  redemptionCode: z.string().nullable(),
  discountAmount: z.string(),
  /** Issue 44: the promotion applied at checkout (its title as the customer saw it), or null; discountAmount is what it took off. */
  promotionTitle: z.string().nullable().optional(),
  /** DESIGN §10.5: 4 digits said at the window, on the tracking page and the vendor's card. */
  pickupCode: z.string(),
  /** DESIGN §11: paid online — the payment, its receipt and the tip; null for pay at pickup. */
  payment: OrderPaymentSchema.optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GuestPreorder = z.infer<typeof GuestPreorderSchema>;

/**
 * An order as its vendor's desk and kitchen get it (the list, a status change, a walk-up, a
 * no-show, a delay): the guest's order without its tracking token, which is the customer's secret
 * link (it reads, follows and rates the order). Decision 0014.
 */
export const VendorOrderSchema = GuestPreorderSchema.omit({ trackingToken: true });
export type VendorOrder = z.infer<typeof VendorOrderSchema>;

/** GET /api/my-vendor/preorders */
export const VendorPreorderListSchema = z.array(VendorOrderSchema);

/** GET /api/my-vendor/preorders/summary: SPEC's four cards, computed by SQL. */
export const PreorderSummarySchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  ready: z.number().int(),
  /** Sum of totals of orders that were not cancelled. */
  revenue: z.string(),
});
export type PreorderSummary = z.infer<typeof PreorderSummarySchema>;

export const PreorderReviewSummarySchema = z.object({
  rating: z.number().int(),
  serviceRating: z.number().int().nullable(),
  foodQualityRating: z.number().int().nullable(),
  valueRating: z.number().int().nullable(),
  timelinessRating: z.number().int().nullable(),
  wouldRecommend: z.boolean(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

/** GET /api/track/:token */
export const TrackedPreorderSchema = GuestPreorderSchema.extend({
  vendor: z.object({ businessName: z.string(), address: z.string(), phone: z.string().nullable() }),
  review: PreorderReviewSummarySchema.nullable(),
  /** Issue 44: cancelled by its customer from the tracking page (false: by the vendor, or not cancelled). */
  cancelledByCustomer: z.boolean(),
  /** Issue 42: pending while the truck's desk has been away DESK_AWAY_MINUTES: "orders may be delayed". */
  deskAway: z.boolean(),
  /** Issue 41: while pending or confirmed, the orders ahead of it and when it should be ready; else null. */
  queue: QueueSchema.nullable().default(null),
  /** Issue 41: still pending after the vendor went unanswered so long that its online ordering paused itself. */
  unanswered: z.boolean().default(false),
});
export type TrackedPreorder = z.infer<typeof TrackedPreorderSchema>;

/**
 * A phone number in a look-up's path (GET /api/orders/phone/:phone, /api/loyalty/balance/:phone,
 * /api/loyalty/transactions/:phone): any text up to 40 characters, so the route itself normalises
 * it and answers a short one with its own message.
 */
export const PhoneLookupParamsSchema = z.object({ phone: z.string().max(40) });

/**
 * An order's tracking token in a path (GET /api/track/:token, its stream, cancel and push): the
 * order's secret link, checked for length only (an unknown one is a 404).
 */
export const TrackingTokenParamsSchema = z.object({ token: z.string().min(8).max(200) });

/** GET /api/orders/phone/:phone entries: no token and no items (a phone number is not a secret). */
export const PhoneOrderSchema = z.object({
  id: z.number().int(),
  invoiceNumber: z.string(),
  /** The order's tracking link: the phone is verified, so its owner may follow each order. */
  trackingToken: z.string(),
  vendorName: z.string(),
  createdAt: z.string(),
  status: PreorderStatusSchema,
  totalAmount: z.string(),
});
export type PhoneOrder = z.infer<typeof PhoneOrderSchema>;
/** GET /api/orders/phone/:phone and GET /api/me/orders: a verified phone's orders. */
export const PhoneOrderListSchema = z.array(PhoneOrderSchema);

export const StatusUpdateSchema = z.object({ status: PreorderStatusSchema });

const SubRating = z
  .number(msg('review.validation.rating'))
  .int(msg('review.validation.rating'))
  .min(1, msg('review.validation.rating'))
  .max(5, msg('review.validation.rating'));

/** POST /api/preorder-reviews (DESIGN §5) */
export const PreorderReviewCreateSchema = z.object({
  trackingToken: z.string().min(1).max(200),
  rating: SubRating,
  serviceRating: SubRating.nullish(),
  foodQualityRating: SubRating.nullish(),
  valueRating: SubRating.nullish(),
  timelinessRating: SubRating.nullish(),
  wouldRecommend: z.boolean().default(true),
  comment: z
    .string()
    .trim()
    .max(1000, msg('review.validation.comment'))
    .nullish()
    .transform((v) => v || null),
});
export type PreorderReviewCreate = z.input<typeof PreorderReviewCreateSchema>;
/** 201 of POST /api/preorder-reviews: the review's id and its overall rating. */
export const PreorderReviewResultSchema = z.object({ id: z.number().int(), rating: z.number().int() });
