/**
 * Vendors, business hours, menu items and reviews: requests and responses (SPEC §3, §7;
 * DESIGN §4, §5). The server validates and serialises with these; the client's forms use them.
 */
import { z } from 'zod';
import { PayOnlineSchema } from './payments.js';
import { PAYMENT_METHODS, type PaymentMethod, paymentMethodLabelKey, VALLEY_BOUNDS } from '../constants.js';
import { type MessageKey, t } from '../messages/index.js';
import { PAUSE_REASONS } from '../pause-ends.js';
import { parseDate } from '../pickup.js';
import { SETUP_STEP_KEYS } from '../setup-checklist.js';
import { msg, PG_INT_MAX, requiredText } from './common.js';
import { HereNowSchema } from './here-now.js';
import { CurrentLocationSchema, ShiftLocationSchema, VendorLocationListSchema } from './locations.js';
import { MenuCategorySchema } from './pickup.js';
import { DietaryTagSchema, DietaryTagsSchema } from './profiles.js';
import { type PublicReview, PublicReviewSchema } from './reviews.js';

// ---------------------------------------------------------------- constants

export { PAYMENT_METHODS, type PaymentMethod, paymentMethodLabelKey };
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, msg('vendor.validation.paymentMethod'));

/** The valley's bounding box: pins must fall inside it. */
export { VALLEY_BOUNDS };

/** Uploaded images are served from our own store (or the configured S3 public URL). */
const ImageUrl = z.string().max(2048, msg('vendor.validation.imageUrl'));

const vendorText = (key: MessageKey, max = 200) => requiredText(key, max, 'vendor.validation.tooLong');
const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, msg('vendor.validation.tooLong'))
    .nullish()
    .transform((v) => (v ? v : null));

const Latitude = z.number().min(VALLEY_BOUNDS.minLat, msg('vendor.validation.latitude')).max(VALLEY_BOUNDS.maxLat, msg('vendor.validation.latitude'));
const Longitude = z.number().min(VALLEY_BOUNDS.minLng, msg('vendor.validation.latitude')).max(VALLEY_BOUNDS.maxLng, msg('vendor.validation.latitude'));

// ---------------------------------------------------------------- vendor

/** What anyone may see of a vendor (no owner id, no owner e-mail). */
export const PublicVendorSchema = z.object({
  id: z.number().int(),
  businessName: z.string(),
  description: z.string().nullable(),
  cuisine: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  menuImageUrls: z.array(z.string()),
  acceptsPreorders: z.boolean(),
  paymentMethods: z.array(z.string()),
  preorderInstructions: z.string().nullable(),
  hasLoyaltyProgram: z.boolean(),
  isActive: z.boolean(),
  /** DESIGN §10.2: ISO instant until which no orders are taken (may be past; null: never paused). */
  pausedUntil: z.string().nullable(),
  /** DESIGN §10.2 busy mode: minutes added to ready-time estimates and the lead time. */
  extraPrepMinutes: z.number().int(),
  /** Decision 0027: when the busy minutes end (ISO; null without busy minutes). */
  extraPrepUntil: z.string().nullable(),
});
export type PublicVendor = z.infer<typeof PublicVendorSchema>;

/** The owner's own view adds the override state and timestamps. */
export const OwnVendorSchema = PublicVendorSchema.extend({
  /** Decision 0027: why ordering is paused (the desk watch: 'desk_unreachable'; an unanswered order: 'unanswered'); null when not paused. */
  pauseReason: z.enum(PAUSE_REASONS).nullable(),
  userId: z.string(),
  statusOverride: z.enum(['open', 'closed']).nullable(),
  statusOverrideUntil: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Decision 0028: when the vendor went live (ISO); null while it is setting up, unlisted. */
  publishedAt: z.string().nullable(),
  /** Issue 44: when it asked to go live while the administrator approves new vendors (ISO), or null. */
  approvalRequestedAt: z.string().nullable(),
});
export type OwnVendor = z.infer<typeof OwnVendorSchema>;

export const BusinessHoursSchema = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  /** 0 = the day's first shift, 1 its second (split shifts, issue 24). */
  shift: z.number().int().min(0).max(1),
  openTime: z.string().nullable(),
  closeTime: z.string().nullable(),
  isClosed: z.boolean(),
  /** DESIGN §10.3: the vendor location of this shift; null: its listed address. */
  locationId: z.number().int().nullable(),
});
export type BusinessHours = z.infer<typeof BusinessHoursSchema>;

export const MenuItemSchema = z.object({
  id: z.number().int(),
  vendorId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Decimal string with 2 places, e.g. "8.50". */
  price: z.string(),
  category: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isAvailable: z.boolean(),
  isSoldOut: z.boolean(),
  inventoryCount: z.number().int().nullable(),
  lowStockThreshold: z.number().int(),
  isDailySpecial: z.boolean(),
  prepTime: z.number().int(),
  /** DESIGN §10.2: the menu category (null: uncategorised; `category` holds its name). */
  categoryId: z.number().int().nullable(),
  /** DESIGN §10.2: the valley date ('YYYY-MM-DD') a daily special is on; public menus hold only today's. */
  specialDate: z.string().nullable(),
  /** Decision 0041: vegetarian, vegan, gluten-free, halal (in that order). */
  dietaryTags: z.array(DietaryTagSchema),
  /** Issue 41 (decision 0053): at most this many for pickups in any quarter hour (null: no limit). */
  maxPer15Min: z.number().int().nullable(),
});
export type MenuItem = z.infer<typeof MenuItemSchema>;
/** A menu as a list: GET /api/vendors/:id/menu (today's visible items) and the answer to PUT …/menu/order. */
export const MenuItemListSchema = z.array(MenuItemSchema);

/** GET /api/vendors/:id/low-stock: items at or under their low-stock threshold (owner only). */
export const LowStockItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  inventoryCount: z.number().int(),
  lowStockThreshold: z.number().int(),
});
export type LowStockItem = z.infer<typeof LowStockItemSchema>;
export const LowStockListSchema = z.array(LowStockItemSchema);

/** A review as shown on the vendor detail: from signed-in reviews or rated preorders (reviews.ts). */
export { type PublicReview, PublicReviewSchema };

/** GET /api/vendors entry (DESIGN §4). */
export const VendorListEntrySchema = z.object({
  vendor: PublicVendorSchema,
  user: z.object({ firstName: z.string().nullable() }),
  isOpen: z.boolean(),
  /** Issue 44: while closed, when it next opens (ISO; null: no hours ahead), as on the detail; null while open. */
  opensAt: z.string().nullable(),
  /** DESIGN §10.5: confirmed present now (null: only its schedule says so, or not at all). */
  hereNow: HereNowSchema,
  /** DESIGN §10.3: where it is now or next today (a check-in's place first); null: its listed address. */
  currentLocation: CurrentLocationSchema,
  /** 1 decimal, 0 without reviews. */
  rating: z.number(),
  reviewCount: z.number().int(),
  /** Decision 0041: the distinct dietary tag sets of its available regular items ("Fits my diet"). */
  dietaryTagSets: z.array(z.array(DietaryTagSchema)),
});
export type VendorListEntry = z.infer<typeof VendorListEntrySchema>;
export const VendorListSchema = z.array(VendorListEntrySchema);

/** GET /api/vendors/:id (DESIGN §4). */
/** Issue 44: a live discount promotion as a vendor's page and checkout show it. */
export const VendorPromotionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** Percent off the food, decimal string. */
  discountValue: z.string(),
  /** ISO 8601. */
  endDate: z.string(),
});
export type VendorPromotion = z.infer<typeof VendorPromotionSchema>;

export const VendorDetailSchema = z.object({
  vendor: PublicVendorSchema,
  isOpen: z.boolean(),
  /** Issue 23: while closed, when the vendor next opens (ISO; null: no hours ahead); null while open. */
  opensAt: z.string().nullable(),
  /** DESIGN §10.5: confirmed present now, or null. */
  hereNow: HereNowSchema,
  /** DESIGN §10.3: where it is now or next today, or null (its listed address). */
  currentLocation: CurrentLocationSchema,
  /** Its active locations (all of them for the owner), which the hours' locationId name. */
  locations: VendorLocationListSchema,
  rating: z.number(),
  reviewCount: z.number().int(),
  /** The latest reviews, newest first. */
  reviews: z.array(PublicReviewSchema),
  /** Sunday (0) to Saturday (6); days without a row are missing. */
  businessHours: z.array(BusinessHoursSchema),
  /** In category order (DESIGN §10.2); the public detail leaves out hidden categories' items and other days' specials. */
  menuItems: z.array(MenuItemSchema),
  /** The menu's categories in sortOrder: the visible ones publicly, all of them for the owner. */
  menuCategories: z.array(MenuCategorySchema),
  /** Decision 0028: true only in the owner's own preview of a vendor not live yet (others get 404). */
  preview: z.boolean().optional(),
  /** DESIGN §11: how to pay when ordering (Square's Web Payments SDK), or null: pay at pickup only. */
  payOnline: PayOnlineSchema.nullable().optional(),
  /**
   * Issue 42 (decision 0051): open with an online order waiting while no desk has been seen for
   * DESK_AWAY_MINUTES: the vendor and preorder pages say orders may be delayed. Worked out once a minute.
   */
  deskAway: z.boolean().optional(),
  /**
   * Issue 44: the administrator's promotion this vendor's orders get now (percent off the food,
   * applied at checkout), or null. Worked out once a minute, like the open flag.
   */
  promotion: VendorPromotionSchema.nullable().optional(),
});
export type VendorDetail = z.infer<typeof VendorDetailSchema>;

/** Decision 0028: the setup checklist (src/shared/setup-checklist.ts) and whether the vendor is live. */
export const VendorSetupSchema = z.object({
  steps: z.array(z.object({ key: z.enum(SETUP_STEP_KEYS), done: z.boolean() })),
  /** Listed and orderable: went live (published_at set). */
  live: z.boolean(),
  /** ISO; null while setting up. */
  publishedAt: z.string().nullable(),
  /** Issue 44: Go live was asked and waits for the administrator's approval (not live yet). */
  awaitingApproval: z.boolean(),
});
export type VendorSetup = z.infer<typeof VendorSetupSchema>;

/** GET /api/my-vendor: the same nested shape with the owner's view of the vendor. */
export const MyVendorSchema = VendorDetailSchema.extend({
  vendor: OwnVendorSchema,
  /** Issue 24: customers' views of the vendor's detail over the last 30 valley days, today included. */
  profileViews: z.number().int(),
  /** Decision 0028: the setup checklist until the vendor goes live (and after, all done). */
  setup: VendorSetupSchema,
});
export type MyVendor = z.infer<typeof MyVendorSchema>;

// ---------------------------------------------------------------- vendor writes

/** POST /api/vendors (SPEC §7 payload plus the map pin). acceptsPreorders is derived. */
export const VendorCreateSchema = z.object({
  businessName: vendorText('vendor.validation.businessNameRequired'),
  cuisine: vendorText('vendor.validation.cuisineRequired', 80),
  address: vendorText('vendor.validation.addressRequired', 300),
  description: optionalText(2000),
  phone: optionalText(40),
  acceptsPreorders: z.boolean().optional(),
  preorderInstructions: optionalText(1000),
  profileImageUrl: ImageUrl.nullish().transform((v) => v ?? null),
  menuImageUrls: z.array(ImageUrl).max(5, msg('vendor.validation.tooManyMenuPhotos')).default([]),
  paymentMethods: z
    .array(PaymentMethodSchema)
    .default([])
    .transform((list) => [...new Set(list)]),
  latitude: Latitude.nullish().transform((v) => v ?? null),
  longitude: Longitude.nullish().transform((v) => v ?? null),
});
export type VendorCreate = z.input<typeof VendorCreateSchema>;

/** PATCH /api/vendors/:id (Edit Profile, DESIGN §5): any subset of the create fields. */
export const VendorUpdateSchema = z.object({
  businessName: vendorText('vendor.validation.businessNameRequired').optional(),
  cuisine: vendorText('vendor.validation.cuisineRequired', 80).optional(),
  address: vendorText('vendor.validation.addressRequired', 300).optional(),
  description: optionalText(2000).optional(),
  phone: optionalText(40).optional(),
  preorderInstructions: optionalText(1000).optional(),
  profileImageUrl: ImageUrl.nullable().optional(),
  menuImageUrls: z.array(ImageUrl).max(5, msg('vendor.validation.tooManyMenuPhotos')).optional(),
  paymentMethods: z
    .array(PaymentMethodSchema)
    .transform((list) => [...new Set(list)])
    .optional(),
  latitude: Latitude.nullable().optional(),
  longitude: Longitude.nullable().optional(),
});
export type VendorUpdate = z.input<typeof VendorUpdateSchema>;

const Time = z.string().regex(/^([01]\d|2[0-3]):([0-5]\d)$/, msg('vendor.validation.time'));

/** POST /api/vendors/:id/hours: dayOfWeek plus one (or more) of isClosed, openTime, closeTime. */
export const HoursUpdateSchema = z
  .object({
    dayOfWeek: z.number(msg('vendor.validation.dayOfWeek')).int(msg('vendor.validation.dayOfWeek')).min(0, msg('vendor.validation.dayOfWeek')).max(6, msg('vendor.validation.dayOfWeek')),
    isClosed: z.boolean().optional(),
    openTime: Time.nullable().optional(),
    closeTime: Time.nullable().optional(),
  })
  .refine((v) => v.isClosed !== undefined || v.openTime !== undefined || v.closeTime !== undefined, {
    error: () => t('vendor.validation.hoursChange'),
  });
export type HoursUpdate = z.infer<typeof HoursUpdateSchema>;

/** One shift of a day in the weekly editor: 'HH:MM' to 'HH:MM' (a close at or before the open passes midnight). */
export const ShiftSchema = z.object({ openTime: Time, closeTime: Time, locationId: ShiftLocationSchema });
export type Shift = z.infer<typeof ShiftSchema>;

const dayOfWeek = z
  .number(msg('vendor.validation.dayOfWeek'))
  .int(msg('vendor.validation.dayOfWeek'))
  .min(0, msg('vendor.validation.dayOfWeek'))
  .max(6, msg('vendor.validation.dayOfWeek'));

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Why a day's shifts cannot stand (a message key), or null. Shifts are in order; only the last
 * may pass midnight (close <= open); a shift must start after the one before has closed; an open
 * day has at least one shift.
 */
export function shiftsProblem(day: { isClosed: boolean; shifts: readonly Shift[] }): MessageKeyOf | null {
  if (!day.isClosed && day.shifts.length === 0) return 'vendorFirstDay.validation.noShift';
  for (let i = 0; i < day.shifts.length; i++) {
    const open = minutesOf(day.shifts[i].openTime);
    const close = minutesOf(day.shifts[i].closeTime);
    const last = i === day.shifts.length - 1;
    if (close <= open && !last) return 'vendorFirstDay.validation.onlyLastOvernight';
    if (i > 0) {
      const prevClose = minutesOf(day.shifts[i - 1].closeTime);
      if (open < prevClose) return 'vendorFirstDay.validation.overlap';
    }
  }
  return null;
}
type MessageKeyOf = Parameters<typeof t>[0];

/** One day of PUT /api/vendors/:id/hours: open or closed, with 0–2 shifts in order. */
export const WeekDaySchema = z
  .object({
    dayOfWeek,
    isClosed: z.boolean(),
    shifts: z.array(ShiftSchema).max(2, msg('vendorFirstDay.validation.tooManyShifts')),
  })
  .superRefine((day, ctx) => {
    const problem = shiftsProblem(day);
    if (problem) ctx.addIssue({ code: 'custom', message: t(problem), path: ['shifts'] });
  });
export type WeekDay = z.infer<typeof WeekDaySchema>;

/** PUT /api/vendors/:id/hours: the whole week, each day at most once (days left out have no hours). */
export const WeekHoursSchema = z
  .array(WeekDaySchema)
  .max(7, msg('vendor.validation.dayOfWeek'))
  .refine((days) => new Set(days.map((d) => d.dayOfWeek)).size === days.length, {
    error: () => t('vendorFirstDay.validation.dayTwice'),
  });
export type WeekHours = z.infer<typeof WeekHoursSchema>;

/** PUT /api/vendors/:id/loyalty-program */
export const LoyaltyProgramUpdateSchema = z.object({ enabled: z.boolean() });

/** PUT /api/vendors/:id/status (Mark as Open / Mark as Closed; null clears). */
export const StatusOverrideUpdateSchema = z.object({ override: z.enum(['open', 'closed']).nullable() });

/** The answer to PUT /api/vendors/:id/status: the vendor and whether it is open now. */
export const StatusOverrideResultSchema = z.object({ vendor: OwnVendorSchema, isOpen: z.boolean() });
export type StatusOverrideResult = z.infer<typeof StatusOverrideResultSchema>;

/** The answer to POST /api/vendors/:id/hours: the whole week after the change. */
export const BusinessHoursListSchema = z.array(BusinessHoursSchema);

// ---------------------------------------------------------------- menu writes

const Price = z
  .number(msg('menu.validation.namePriceRequired'))
  .min(0, msg('menu.validation.price'))
  .max(999999.99, msg('menu.validation.price'))
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, msg('menu.validation.price'));

/** A real calendar date 'YYYY-MM-DD' (the valley date of a daily special). */
const SpecialDate = z
  .string(msg('menuCategory.validation.specialDate'))
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('menuCategory.validation.specialDate'))
  .refine((v) => parseDate(v) !== null, msg('menuCategory.validation.specialDate'));

/**
 * DESIGN §10.2 fields of a menu item write. `categoryId` must be one of the vendor's categories;
 * without it a `category` name files the item under the category of that name (made when new).
 * A daily special without `specialDate` is today's.
 */
const menuItemExtras = {
  categoryId: z
    .number(msg('menuCategory.validation.categoryId'))
    .int(msg('menuCategory.validation.categoryId'))
    .positive(msg('menuCategory.validation.categoryId'))
    .max(PG_INT_MAX, msg('menuCategory.validation.categoryId'))
    .nullish(),
  specialDate: SpecialDate.nullish(),
  lowStockThreshold: z
    .number(msg('menuCategory.validation.lowStockThreshold'))
    .int(msg('menuCategory.validation.lowStockThreshold'))
    .min(0, msg('menuCategory.validation.lowStockThreshold'))
    .max(PG_INT_MAX, msg('menuCategory.validation.lowStockThreshold'))
    .optional(),
  /** Decision 0041: the item's dietary tags (unknown ones 400). */
  dietaryTags: DietaryTagsSchema.optional(),
  /** Issue 41 (decision 0053): an item throttle, 1 to 1000 per quarter hour; null removes it. */
  maxPer15Min: z
    .number(msg('menu.validation.maxPer15Min'))
    .int(msg('menu.validation.maxPer15Min'))
    .min(1, msg('menu.validation.maxPer15Min'))
    .max(1000, msg('menu.validation.maxPer15Min'))
    .nullish(),
};

/** POST /api/vendors/:id/menu (SPEC §5: name and price required, price a number). */
export const MenuItemCreateSchema = z.object({
  name: z
    .string(msg('menu.validation.namePriceRequired'))
    .trim()
    .min(1, msg('menu.validation.namePriceRequired'))
    .max(120, msg('vendor.validation.tooLong')),
  description: optionalText(1000),
  price: Price,
  category: optionalText(80),
  imageUrl: ImageUrl.nullish().transform((v) => v ?? null),
  isAvailable: z.boolean().optional(),
  /** Decision 0023: added "sold out today" (the one availability control's middle choice). */
  isSoldOut: z.boolean().optional(),
  inventoryCount: z.number().int(msg('menu.validation.inventory')).min(0, msg('menu.validation.inventory')).max(PG_INT_MAX, msg('menu.validation.inventory')).nullish(),
  prepTime: z.number().int(msg('menu.validation.prepTime')).min(1, msg('menu.validation.prepTime')).max(240, msg('menu.validation.prepTime')).optional(),
  isDailySpecial: z.boolean().optional(),
  ...menuItemExtras,
});
export type MenuItemCreate = z.input<typeof MenuItemCreateSchema>;

/** PATCH /api/menu-items/:id (edit, availability, sold out, inventory). */
export const MenuItemUpdateSchema = z.object({
  name: z
    .string(msg('menu.validation.namePriceRequired'))
    .trim()
    .min(1, msg('menu.validation.namePriceRequired'))
    .max(120, msg('vendor.validation.tooLong'))
    .optional(),
  description: optionalText(1000).optional(),
  price: Price.optional(),
  category: optionalText(80).optional(),
  imageUrl: ImageUrl.nullable().optional(),
  isAvailable: z.boolean().optional(),
  isSoldOut: z.boolean().optional(),
  inventoryCount: z.number().int(msg('menu.validation.inventory')).min(0, msg('menu.validation.inventory')).max(PG_INT_MAX, msg('menu.validation.inventory')).nullable().optional(),
  prepTime: z.number().int(msg('menu.validation.prepTime')).min(1, msg('menu.validation.prepTime')).max(240, msg('menu.validation.prepTime')).optional(),
  isDailySpecial: z.boolean().optional(),
  ...menuItemExtras,
});
export type MenuItemUpdate = z.input<typeof MenuItemUpdateSchema>;
