/**
 * The administrator ("CEO") API and what customers see of it (SPEC §2 "Admin login and
 * dashboard", §3, §5, §9; DESIGN §4, §5): platform stats, vendors with contact details,
 * promotions and advertisements.
 */
import { z } from 'zod';
import { ADVERTISEMENT_DEFAULTS, PROMOTION_DEFAULTS } from '../constants.js';
import { type MessageKey, t } from '../messages/index.js';
import { endsOnOrAfterStart } from '../promotions.js';
import { dateText, msg, requiredText } from './common.js';
import { OwnVendorSchema } from './vendors.js';

export const PROMOTION_TYPES = ['discount', 'bogo', 'free_item', 'featured'] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];
export const AD_TYPES = ['banner', 'featured', 'popup', 'sponsored'] as const;
export type AdType = (typeof AD_TYPES)[number];
export const AD_PLACEMENTS = ['homepage', 'search', 'vendor_list', 'mobile_app'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
/** Placements the web app shows; mobile_app is stored for a future app only. */
export const WEB_AD_PLACEMENTS = ['homepage', 'search', 'vendor_list'] as const;
export type WebAdPlacement = (typeof WEB_AD_PLACEMENTS)[number];

const cents = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

// ---------------------------------------------------------------- platform and vendors

export const PlatformStatsSchema = z.object({
  totalUsers: z.number().int(),
  totalVendors: z.number().int(),
  /** Signed-in reviews plus reviews of preorders. */
  totalReviews: z.number().int(),
  /** Guest preorders plus signed-in orders. */
  totalOrders: z.number().int(),
  totalEvents: z.number().int(),
});
export type PlatformStats = z.infer<typeof PlatformStatsSchema>;

/** GET /admin/api/vendors entry (DESIGN §4): every vendor, active or not, with contact details. */
export const AdminVendorSchema = z.object({
  vendor: OwnVendorSchema,
  user: z.object({ email: z.string().nullable(), firstName: z.string().nullable(), lastName: z.string().nullable() }),
  isOpen: z.boolean(),
  /** 1 decimal, 0 without reviews (both review tables). */
  rating: z.number(),
  reviewCount: z.number().int(),
});
export type AdminVendor = z.infer<typeof AdminVendorSchema>;
/** GET /admin/api/vendors: every vendor, active or not. */
export const AdminVendorListSchema = z.array(AdminVendorSchema);

/** PATCH /admin/api/vendors/:id: deactivate (hidden from customers) or reactivate. */
export const AdminVendorUpdateSchema = z.object({ isActive: z.boolean(msg('adminApi.validation.isActive')) });
export type AdminVendorUpdate = z.infer<typeof AdminVendorUpdateSchema>;

/** Issue 44 friction 6: the site's switches (GET and PUT /admin/api/settings). */
export const PlatformSettingsSchema = z.object({
  /** New vendors' Go live waits for the administrator's approval (Admin → Vendors, Approve). */
  vendorApproval: z.boolean(msg('adminApi.validation.vendorApproval')),
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;

// ---------------------------------------------------------------- promotions

const promoText = (key: MessageKey, max: number) => requiredText(key, max, 'promotion.validation.tooLong');
const promoDate = (required: MessageKey) => dateText(required, 'promotion.validation.date');
const DiscountValue = z
  .number(msg('promotion.validation.discountValue'))
  .min(0, msg('promotion.validation.discountValue'))
  .max(999.99, msg('promotion.validation.discountValue'))
  .refine(cents, msg('promotion.validation.discountValue'));
const Priority = z
  .number(msg('promotion.validation.priority'))
  .int(msg('promotion.validation.priority'))
  .min(1, msg('promotion.validation.priority'))
  .max(100, msg('promotion.validation.priority'));

const promotionOrder = (v: { startDate?: string; endDate?: string }) =>
  v.startDate === undefined || v.endDate === undefined || endsOnOrAfterStart(v.startDate, v.endDate);
const promotionOrderError = { error: () => t('promotion.validation.endBeforeStart'), path: ['endDate'] };
/** Issue 44: a discount is a percent off the food (applied at checkout when tied to a vendor). */
const percentAtMost100 = (v: { type?: string; discountValue?: number }) => v.type !== 'discount' || v.discountValue === undefined || v.discountValue <= 100;
const percentError = { error: () => t('promotion.validation.percent'), path: ['discountValue'] };
const PromotionVendorId = z.number(msg('promotion.validation.vendor')).int(msg('promotion.validation.vendor')).positive(msg('promotion.validation.vendor')).max(2_147_483_647, msg('promotion.validation.vendor')).nullable();
const MaxUses = z.number(msg('promotion.validation.maxUses')).int(msg('promotion.validation.maxUses')).min(1, msg('promotion.validation.maxUses')).max(1_000_000, msg('promotion.validation.maxUses')).nullable();

export const PromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(PROMOTION_TYPES),
  /** Decimal string with 2 places (percent or dollars, by type). */
  discountValue: z.string().nullable(),
  /** ISO 8601. */
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  /** Higher shows first. */
  priority: z.number().int(),
  /** Issue 44: the vendor whose orders a discount applies to at checkout (null: shown only), and its name. */
  vendorId: z.number().int().nullable(),
  vendorName: z.string().nullable(),
  /** At most this many orders get it (null: no limit), and how many have. */
  maxUses: z.number().int().nullable(),
  currentUses: z.number().int(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
/** GET /admin/api/promotions: every promotion, live or not. */
export const PromotionListSchema = z.array(PromotionSchema);

/** What customers see (GET /api/promotions/active): no admin bookkeeping. */
export const PublicPromotionSchema = PromotionSchema.pick({
  id: true,
  title: true,
  description: true,
  type: true,
  discountValue: true,
  startDate: true,
  endDate: true,
  vendorId: true,
  vendorName: true,
});
export type PublicPromotion = z.infer<typeof PublicPromotionSchema>;
/** GET /api/promotions/active: the promotions live now, for the map home. */
export const PublicPromotionListSchema = z.array(PublicPromotionSchema);

/** POST /admin/api/promotions (SPEC §5; discount defaults to SPEC §9's 0). */
export const PromotionCreateSchema = z
  .object({
    title: promoText('promotion.validation.title', 200),
    description: promoText('promotion.validation.description', 2000),
    type: z.enum(PROMOTION_TYPES, msg('promotion.validation.type')),
    discountValue: DiscountValue.default(PROMOTION_DEFAULTS.discountValue),
    startDate: promoDate('promotion.validation.startDate'),
    endDate: promoDate('promotion.validation.endDate'),
    isActive: z.boolean().optional(),
    priority: Priority.optional(),
    vendorId: PromotionVendorId.optional(),
    maxUses: MaxUses.optional(),
  })
  .refine(promotionOrder, promotionOrderError)
  .refine(percentAtMost100, percentError);
export type PromotionCreate = z.input<typeof PromotionCreateSchema>;

/** PATCH /admin/api/promotions/:id: any subset; the server checks the dates against stored ones. */
export const PromotionUpdateSchema = z
  .object({
    title: promoText('promotion.validation.title', 200).optional(),
    description: promoText('promotion.validation.description', 2000).optional(),
    type: z.enum(PROMOTION_TYPES, msg('promotion.validation.type')).optional(),
    discountValue: DiscountValue.optional(),
    startDate: promoDate('promotion.validation.startDate').optional(),
    endDate: promoDate('promotion.validation.endDate').optional(),
    isActive: z.boolean().optional(),
    priority: Priority.optional(),
    vendorId: PromotionVendorId.optional(),
    maxUses: MaxUses.optional(),
  })
  .refine(promotionOrder, promotionOrderError)
  .refine(percentAtMost100, percentError);
export type PromotionUpdate = z.input<typeof PromotionUpdateSchema>;

// ---------------------------------------------------------------- advertisements

const adText = (key: MessageKey, max: number) => requiredText(key, max, 'ad.validation.tooLong');
const PaidAmount = z
  .number(msg('ad.validation.paidAmount'))
  .min(1, msg('ad.validation.paidAmount'))
  .max(99_999_999.99, msg('ad.validation.paidAmountFormat'))
  .refine(cents, msg('ad.validation.paidAmountFormat'));
const Duration = z
  .number(msg('ad.validation.duration'))
  .min(1, msg('ad.validation.duration'))
  .int(msg('ad.validation.durationFormat'))
  .max(8760, msg('ad.validation.durationFormat'));

export const AdvertisementSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int().nullable(),
  title: z.string(),
  message: z.string(),
  adType: z.enum(AD_TYPES),
  placement: z.enum(AD_PLACEMENTS),
  /** Decimal string with 2 places. */
  paidAmount: z.string(),
  /** Hours. */
  duration: z.number().int(),
  /** Creation time; the end is start + duration hours. ISO 8601. */
  startDate: z.string(),
  endDate: z.string(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  status: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  createdAt: z.string(),
});
export type Advertisement = z.infer<typeof AdvertisementSchema>;
/** GET /admin/api/advertisements: every advertisement with its counters. */
export const AdvertisementListSchema = z.array(AdvertisementSchema);

/** What customers see (GET /api/ads): no money, no counters. */
export const PublicAdvertisementSchema = AdvertisementSchema.pick({
  id: true,
  title: true,
  message: true,
  adType: true,
  placement: true,
  imageUrl: true,
});
export type PublicAdvertisement = z.infer<typeof PublicAdvertisementSchema>;
/** GET /api/ads?placement=…: the placement's live ads. */
export const PublicAdvertisementListSchema = z.array(PublicAdvertisementSchema);

/**
 * POST /admin/api/advertisements (SPEC §5). The ad runs from now for `duration` hours (SPEC §9's
 * 24 when absent). SPEC §9's form default amount of 0 is not a valid amount: the form must change it.
 */
export const AdvertisementCreateSchema = z.object({
  title: adText('ad.validation.title', 200),
  message: adText('ad.validation.message', 2000),
  adType: z.enum(AD_TYPES, msg('ad.validation.adType')),
  placement: z.enum(AD_PLACEMENTS, msg('ad.validation.placement')),
  paidAmount: PaidAmount,
  duration: Duration.default(ADVERTISEMENT_DEFAULTS.duration),
  isActive: z.boolean().optional(),
});
export type AdvertisementCreate = z.input<typeof AdvertisementCreateSchema>;

/** PATCH /admin/api/advertisements/:id: a new duration moves the end to start + duration hours. */
export const AdvertisementUpdateSchema = z.object({
  title: adText('ad.validation.title', 200).optional(),
  message: adText('ad.validation.message', 2000).optional(),
  adType: z.enum(AD_TYPES, msg('ad.validation.adType')).optional(),
  placement: z.enum(AD_PLACEMENTS, msg('ad.validation.placement')).optional(),
  paidAmount: PaidAmount.optional(),
  duration: Duration.optional(),
  isActive: z.boolean().optional(),
});
export type AdvertisementUpdate = z.input<typeof AdvertisementUpdateSchema>;

/** GET /api/ads?placement=… */
export const AdQuerySchema = z.object({
  placement: z.enum(WEB_AD_PLACEMENTS, msg('ad.validation.publicPlacement')),
});
