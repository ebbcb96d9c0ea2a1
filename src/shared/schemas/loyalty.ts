/** Loyalty: balance, ledger, rewards and redemption (SPEC §3; DESIGN §4, §5). */
import { z } from 'zod';
import { t } from '../messages/index.js';
import { msg, PG_INT_MAX } from './common.js';
import { PhoneSchema } from './preorders.js';

export const DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;
/** What a reward gives: a discount, or a free item from the vendor's menu (issue 23, 24). */
export const REWARD_TYPES = [...DISCOUNT_TYPES, 'free_item'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

export const RewardSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  pointsRequired: z.number().int(),
  discountType: z.enum(REWARD_TYPES),
  /** Decimal string: percent or dollars ("0.00" for a free item). */
  discountValue: z.string(),
  /** The free item of a 'free_item' reward, and its name. */
  menuItemId: z.number().int().nullable(),
  menuItemName: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  /** For customers: whether it can be redeemed now (active, started, not expired, not used up). */
  isActive: z.boolean(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type Reward = z.infer<typeof RewardSchema>;
/** GET /api/loyalty/rewards?vendorId=: a vendor's rewards as its customers see them. */
export const RewardListSchema = z.array(RewardSchema);

export const BalanceSchema = z.object({ balance: z.number().int() });

export const TransactionSchema = z.object({
  id: z.number().int(),
  description: z.string().nullable(),
  createdAt: z.string(),
  transactionType: z.string(),
  pointsEarned: z.number().int(),
  pointsSpent: z.number().int(),
  currentBalance: z.number().int(),
});
export type LoyaltyTransaction = z.infer<typeof TransactionSchema>;
/** GET /api/loyalty/transactions/:phone?vendorId=: a verified phone's history at one vendor. */
export const TransactionListSchema = z.array(TransactionSchema);

export const VendorQuerySchema = z.object({
  vendorId: z.coerce.number(msg('loyalty.validation.vendorId')).int(msg('loyalty.validation.vendorId')).positive(msg('loyalty.validation.vendorId')).max(PG_INT_MAX, msg('loyalty.validation.vendorId')),
});

export const RedeemSchema = z.object({
  phone: PhoneSchema,
  rewardId: z.number().int().positive().max(PG_INT_MAX),
});

export const RedeemResultSchema = z.object({
  success: z.literal(true),
  balance: z.number().int(),
  redemptionCode: z.string(),
  reward: z.object({ id: z.number().int(), name: z.string() }),
});
export type RedeemResult = z.infer<typeof RedeemResultSchema>;

const DateText = z
  .string()
  .refine((v) => !Number.isNaN(Date.parse(v)), msg('loyalty.validation.date'));

const rewardFields = {
  name: z.string(msg('loyalty.validation.rewardName')).trim().min(1, msg('loyalty.validation.rewardName')).max(120, msg('loyalty.validation.rewardName')),
  description: z
    .string()
    .trim()
    .max(500, msg('loyalty.validation.descriptionTooLong'))
    .nullish()
    .transform((v) => v || null),
  pointsRequired: z.number(msg('loyalty.validation.points')).int(msg('loyalty.validation.points')).min(1, msg('loyalty.validation.points')).max(1_000_000, msg('loyalty.validation.points')),
  discountType: z.enum(REWARD_TYPES, msg('loyalty.validation.discountType')),
  /** Percent or dollars; not asked for a free item. */
  discountValue: z.number(msg('loyalty.validation.discountValue')).gt(0, msg('loyalty.validation.discountValue')).max(10_000, msg('loyalty.validation.discountValue')).optional(),
  /** The free item of a 'free_item' reward: one of the vendor's menu items. */
  menuItemId: z.number(msg('loyalty.validation.freeItem')).int(msg('loyalty.validation.freeItem')).positive(msg('loyalty.validation.freeItem')).max(PG_INT_MAX, msg('loyalty.validation.freeItem')).nullish(),
  maxUses: z.number().int(msg('loyalty.validation.maxUses')).min(1, msg('loyalty.validation.maxUses')).max(PG_INT_MAX, msg('loyalty.validation.maxUses')).nullish(),
  isActive: z.boolean().optional(),
  validFrom: DateText.nullish(),
  validUntil: DateText.nullish(),
};

const percentCap = (v: { discountType?: string; discountValue?: number }) =>
  v.discountType !== 'percentage' || v.discountValue === undefined || v.discountValue <= 100;
/** A discount needs its value; a free item needs its item. */
const valueGiven = (v: { discountType?: string; discountValue?: number }) =>
  v.discountType === undefined || v.discountType === 'free_item' || v.discountValue !== undefined;
const itemGiven = (v: { discountType?: string; menuItemId?: number | null }) =>
  v.discountType !== 'free_item' || (v.menuItemId !== undefined && v.menuItemId !== null);

export const RewardCreateSchema = z
  .object(rewardFields)
  .refine(percentCap, { error: () => t('loyalty.validation.percentage'), path: ['discountValue'] })
  .refine(valueGiven, { error: () => t('loyalty.validation.discountValue'), path: ['discountValue'] })
  .refine(itemGiven, { error: () => t('loyalty.validation.freeItem'), path: ['menuItemId'] });
export type RewardCreate = z.input<typeof RewardCreateSchema>;

export const RewardUpdateSchema = z
  .object({
    name: rewardFields.name.optional(),
    description: rewardFields.description.optional(),
    pointsRequired: rewardFields.pointsRequired.optional(),
    discountType: rewardFields.discountType.optional(),
    discountValue: rewardFields.discountValue,
    menuItemId: rewardFields.menuItemId,
    maxUses: rewardFields.maxUses,
    isActive: z.boolean().optional(),
    validFrom: rewardFields.validFrom,
    validUntil: rewardFields.validUntil,
  })
  .refine(percentCap, { error: () => t('loyalty.validation.percentage'), path: ['discountValue'] })
  .refine(valueGiven, { error: () => t('loyalty.validation.discountValue'), path: ['discountValue'] })
  .refine(itemGiven, { error: () => t('loyalty.validation.freeItem'), path: ['menuItemId'] });
export type RewardUpdate = z.input<typeof RewardUpdateSchema>;

/** What the vendor sees of its rewards: the stored switch, not the computed availability. */
export const VendorRewardSchema = RewardSchema.extend({ isRedeemableNow: z.boolean() });
/** GET /api/vendors/:id/loyalty-rewards: the owner's rewards, active or not. */
export const VendorRewardListSchema = z.array(VendorRewardSchema);

/**
 * Redemption codes (DESIGN §10.1): 10 characters of Crockford's base32 (50 random bits), shown
 * as two groups of 5 (`7KQ2M-XD9PA`). What a person types is read generously: case, spaces and
 * dashes do not matter, and O, I and L are read as 0, 1 and 1.
 */
export const REDEMPTION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REDEMPTION_CODE_LENGTH = 10;

/** The stored form of a typed code (`XXXXX-XXXXX`), or null when it cannot be one. */
export function normalizeRedemptionCode(input: string): string | null {
  const chars = input
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (chars.length !== REDEMPTION_CODE_LENGTH) return null;
  for (const c of chars) if (!REDEMPTION_CODE_ALPHABET.includes(c)) return null;
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** POST /api/vendors/:id/redemptions/preview (issue 23): what a reward code takes off, before the order. */
export const RedemptionPreviewSchema = z.object({
  code: z.string(msg('redemption.validation.code')).trim().min(1, msg('redemption.validation.code')).max(40, msg('redemption.validation.code')),
});
export const RedemptionPreviewResultSchema = z.object({
  rewardName: z.string(),
  discountType: z.enum(REWARD_TYPES),
  discountValue: z.string(),
  menuItemId: z.number().int().nullable(),
});
export type RedemptionPreviewResult = z.infer<typeof RedemptionPreviewResultSchema>;

/** Issue 25 item 7: a phone that earned more than 5 times on one valley day at one vendor. */
export const LoyaltyFlagSchema = z.object({
  vendorId: z.number().int(),
  vendorName: z.string(),
  phone: z.string(),
  /** The valley date, 'YYYY-MM-DD'. */
  day: z.string(),
  earnings: z.number().int(),
  points: z.number().int(),
});
export type LoyaltyFlag = z.infer<typeof LoyaltyFlagSchema>;
/** GET /api/vendors/:id/loyalty/flags: the owner's flagged phones. */
export const LoyaltyFlagListSchema = z.array(LoyaltyFlagSchema);
