/**
 * Verified phone (DESIGN §10.1): texting a code, checking it, the phone session, and the account's
 * linked phone. A phone we can text is a US number: 10 digits after normalising (a leading 1
 * dropped), area code and exchange not starting with 0 or 1 (North American numbering).
 */
import { z } from 'zod';
import { normalizePhone } from '../phone.js';
import { msg } from './common.js';

/** Minutes a texted code stays valid; wrong tries that spend it; codes per phone per window. */
export const PHONE_CODE_TTL_MINUTES = 10;
export const PHONE_CODE_MAX_ATTEMPTS = 5;
export const PHONE_CODES_PER_WINDOW = 3;
export const PHONE_CODE_WINDOW_MINUTES = 15;
export const PHONE_CODE_LENGTH = 6;
/** How long a verified-phone session lasts (not extended: a new code after that). */
export const PHONE_SESSION_DAYS = 30;

/** The normalised 10 digits of a US phone we can text, or null. */
export function textablePhone(value: string): string | null {
  const digits = normalizePhone(value);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}

export const TextablePhoneSchema = z
  .string(msg('phone.error.invalidPhone'))
  .trim()
  .max(40, msg('phone.error.invalidPhone'))
  .refine((v) => textablePhone(v) !== null, msg('phone.error.invalidPhone'));

export const PhoneCodeSchema = z
  .string(msg('phone.error.invalidCode'))
  .trim()
  .regex(/^\d{6}$/, msg('phone.error.invalidCode'));

/** POST /api/phone/verify */
export const PhoneVerifySchema = z.object({ phone: TextablePhoneSchema });
export type PhoneVerify = z.input<typeof PhoneVerifySchema>;
export const PhoneVerifyResultSchema = z.object({ expiresInSeconds: z.number().int() });

/** POST /api/phone/verify/check */
export const PhoneCheckSchema = z.object({ phone: TextablePhoneSchema, code: PhoneCodeSchema });
export type PhoneCheck = z.input<typeof PhoneCheckSchema>;

/** 200 of verify/check, GET /api/phone/me, POST /api/me/phone: the normalised digits. */
export const VerifiedPhoneSchema = z.object({ phone: z.string() });
export type VerifiedPhone = z.infer<typeof VerifiedPhoneSchema>;

/** POST /api/me/phone: link the phone of the caller's phone session to the signed-in account. */
export const LinkPhoneSchema = z.object({ phone: TextablePhoneSchema });

/** GET /api/me/loyalty: the linked phone's points at every vendor where it has any history. */
export const MyLoyaltySchema = z.array(
  z.object({ vendorId: z.number().int(), vendorName: z.string(), balance: z.number().int() }),
);
export type MyLoyalty = z.infer<typeof MyLoyaltySchema>;

/** POST /api/vendors/:id/redemptions/check */
export const RedemptionCheckSchema = z.object({
  code: z.string(msg('redemption.error.notFound')).trim().min(1, msg('redemption.error.notFound')).max(40, msg('redemption.error.notFound')),
});
export type RedemptionCheck = z.input<typeof RedemptionCheckSchema>;
export const RedemptionCheckResultSchema = z.object({ rewardName: z.string(), redeemedAt: z.string() });
export type RedemptionCheckResult = z.infer<typeof RedemptionCheckResultSchema>;
