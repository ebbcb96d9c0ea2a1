/** Paying when you order with Square (DESIGN §11): the API's shapes. */
import { z } from 'zod';
import { msg } from './common.js';

/** GET /api/vendors/:id `payOnline`: what the Web Payments SDK needs; null when the vendor takes no online payment. */
/**
 * When a vendor asks customers to pay as they order (issue 40, decision 0049): never, once the
 * phone has missed a pickup in the last 30 days, or always. It applies only while the vendor takes
 * payment online; a vendor asking for it replaces "verify your phone first" with "pay now".
 */
export const PREPAY_POLICIES = ['never', 'after_no_show', 'always'] as const;
export type PrepayPolicy = (typeof PREPAY_POLICIES)[number];
export const PrepayUpdateSchema = z.object({ prepay: z.enum(PREPAY_POLICIES, msg('payments.error.prepayPolicy')) });

export const PayOnlineSchema = z.object({
  provider: z.literal('square'),
  /** The vendor's prepay policy: 'always' leaves the checkout only "Pay now". */
  prepay: z.enum(PREPAY_POLICIES),
  applicationId: z.string(),
  locationId: z.string(),
  /** The Web Payments SDK script (SQUARE_WEB_SDK_URL), loaded by the checkout when the customer chooses "Pay now". */
  sdkUrl: z.string(),
});
export type PayOnline = z.infer<typeof PayOnlineSchema>;

/** GET/DELETE /api/my-vendor/square. */
export const SquareConnectionSchema = z.object({
  /** Paying online is on for this site (PAYMENTS_PROVIDER=square). */
  enabled: z.boolean(),
  connected: z.boolean(),
  merchantId: z.string().nullable(),
  locationId: z.string().nullable(),
  locationName: z.string().nullable(),
  prepay: z.enum(PREPAY_POLICIES),
});
export type SquareConnection = z.infer<typeof SquareConnectionSchema>;

/** POST /api/guest-preorders `payment`: the SDK's token for the card or wallet. */
export const CheckoutPaymentSchema = z.object(
  {
    sourceId: z.string(msg('payments.error.sourceRequired')).min(1, msg('payments.error.sourceRequired')).max(512),
    verificationToken: z.string().max(4096).optional(),
  },
  msg('payments.error.sourceRequired'),
);

/** Tip in integer cents (at most $1,000). */
export const TipCentsSchema = z.number(msg('payments.error.tip')).int(msg('payments.error.tip')).min(0, msg('payments.error.tip')).max(100_000, msg('payments.error.tip'));

/** A paid order's payment, on its answers; null for pay at pickup. */
export const OrderPaymentSchema = z
  .object({ paymentId: z.string(), receiptUrl: z.string().nullable(), tipAmount: z.string() })
  .nullable();
