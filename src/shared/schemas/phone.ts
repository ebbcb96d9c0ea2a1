/**
 * Verified phone (DESIGN §10.1): texting a code, checking it, the phone session, and the account's
 * linked phone. A phone we can text is a US or Canadian geographic number: 10 digits after
 * normalising (a leading 1 dropped), area code and exchange not starting with 0 or 1 (North
 * American numbering), and an area code the valley serves (`servedAreaCode`, issue 43 item 2).
 */
import { z } from 'zod';
import { normalizePhone } from '../phone.js';
import { msg } from './common.js';

/** Minutes a texted code stays valid; wrong tries that spend it; codes per phone per window. */
export const PHONE_CODE_TTL_MINUTES = 10;
/**
 * Codes one phone may be sent (issue 43 items 2 and 3; decision 0014). Counted per phone *and
 * asking address*, so a rival's requests do not spend the owner's: 3 per 15 minutes and 5 a day
 * from one address; 15 a day from all addresses together (what a victim can be sent at most).
 */
export const PHONE_CODES_PER_WINDOW = 3;
export const PHONE_CODE_WINDOW_MINUTES = 15;
export const PHONE_CODES_PER_DAY_PER_ADDRESS = 5;
export const PHONE_CODES_PER_DAY = 15;
/** Tries at one phone's codes per day from every address together (the brute-force ceiling). */
export const PHONE_CODE_CHECKS_PER_DAY = 100;
export const PHONE_CODE_LENGTH = 6;
/** How long a verified-phone session lasts (not extended: a new code after that). */
export const PHONE_SESSION_DAYS = 30;

/**
 * North American area codes that are not US or Canadian places (issue 43 item 2: SMS pumping
 * pays on them): the other NANP countries and territories (the Caribbean, Bermuda, the Pacific
 * territories), and non-geographic codes that are not caught by the rules in `servedAreaCode`
 * (personal communications 5XX, government 710, inbound international 456, reserved 880–887 and 889).
 */
const UNSERVED_AREA_CODES = new Set([
  // Caribbean and Atlantic NANP countries and territories
  '242', '246', '264', '268', '284', '340', '345', '441', '473', '649', '658', '664', '721', '758', '767',
  '784', '787', '809', '829', '849', '868', '869', '876', '939',
  // Pacific territories
  '670', '671', '684',
  // non-geographic (besides the N00, N11 and other repeated-digit codes)
  '456', '521', '523', '524', '525', '526', '527', '528', '529', '532', '535', '538', '542', '543', '545',
  '546', '547', '549', '550', '552', '553', '554', '556', '558', '569', '578', '589', '710',
  '880', '881', '882', '883', '884', '885', '886', '887', '889', '976',
]);

/**
 * Whether a 3-digit area code is a US or Canadian place we text. Refused: codes whose last two
 * digits repeat (N00 such as 500, 700, 900; N11 service codes; toll-free 800, 833, 844, 855, 866,
 * 877, 888; personal-communications 522, 533, 544, 566, 577, 588 — no place has such a code),
 * N9X and 37X/96X (reserved, never assigned to a place), and `UNSERVED_AREA_CODES`.
 */
export function servedAreaCode(area: string): boolean {
  if (!/^[2-9]\d{2}$/.test(area)) return false;
  if (area[1] === area[2] || area[1] === '9') return false;
  if (area.startsWith('37') || area.startsWith('96')) return false;
  return !UNSERVED_AREA_CODES.has(area);
}

/** Exchanges (the 3 digits after the area code) that are not a subscriber's line: N11 and 976 (pay-per-call). */
function servedExchange(exchange: string): boolean {
  return /^[2-9]\d{2}$/.test(exchange) && exchange.slice(1) !== '11' && exchange !== '976';
}

/** Why a phone cannot be texted: 'invalid' (not a North American number), 'not_served', or null (fine). */
export function phoneTextProblem(value: string): 'invalid' | 'not_served' | null {
  const digits = normalizePhone(value);
  if (!/^[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return 'invalid';
  return servedAreaCode(digits.slice(0, 3)) && servedExchange(digits.slice(3, 6)) ? null : 'not_served';
}

/** The normalised 10 digits of a US or Canadian geographic phone we text, or null. */
export function textablePhone(value: string): string | null {
  return phoneTextProblem(value) === null ? normalizePhone(value) : null;
}

/**
 * A North American number in any format. Whether the valley texts it (`phoneTextProblem`) is
 * checked by the routes, which answer 400 `phone_not_served` with a message of its own.
 */
export const TextablePhoneSchema = z
  .string(msg('phone.error.invalidPhone'))
  .trim()
  .max(40, msg('phone.error.invalidPhone'))
  .refine((v) => phoneTextProblem(v) !== 'invalid', msg('phone.error.invalidPhone'));

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

/**
 * POST /api/me/phone: link the phone of the caller's phone session to the signed-in account. Without
 * `phone`, the session's own phone (one tap after confirming it in this browser, issue 44); with
 * it, that phone must be the session's.
 */
export const LinkPhoneSchema = z.object({ phone: TextablePhoneSchema.optional() });

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
