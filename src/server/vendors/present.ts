/**
 * Presenters: what of a vendor row leaves the server, and to whom (Outline's habit). The public
 * view never carries the owner's id or e-mail; the owner's view adds the override and dates.
 */
import { normalizeDietTags } from '../../shared/diet.js';
import { isOpenAt } from '../../shared/hours.js';
import { coveredByClosing, pauseReasonOf } from '../../shared/pause-ends.js';
import type {
  BusinessHours,
  MenuItem,
  OwnVendor,
  PublicReview,
  PublicVendor,
} from '../../shared/schemas/vendors.js';
import type { VendorLocation } from '../../shared/schemas/locations.js';
import type { HoursRow, LocationRow, MenuItemRow, ReviewEntry, VendorRow } from './queries.js';

export function publicVendor(v: VendorRow): PublicVendor {
  // Issue 44: a pause or busy minutes inside the vendor's own closing (Cancel today, Mark as
  // Closed) are not shown: the vendor is closed, and every screen says so.
  const override = { status: v.statusOverride, until: v.statusOverrideUntil };
  const pausedUntil = coveredByClosing(v.pausedUntil, override) ? null : v.pausedUntil;
  const busy = v.extraPrepMinutes > 0 && !coveredByClosing(v.extraPrepUntil, override);
  return {
    id: v.id,
    businessName: v.businessName,
    description: v.description,
    cuisine: v.cuisine,
    address: v.address,
    latitude: v.latitude,
    longitude: v.longitude,
    phone: v.phone,
    profileImageUrl: v.profileImageUrl,
    menuImageUrls: v.menuImageUrls,
    acceptsPreorders: v.acceptsPreorders,
    paymentMethods: v.paymentMethods,
    preorderInstructions: v.preorderInstructions,
    hasLoyaltyProgram: v.hasLoyaltyProgram,
    isActive: v.isActive,
    pausedUntil: pausedUntil?.toISOString() ?? null,
    extraPrepMinutes: busy ? v.extraPrepMinutes : 0,
    extraPrepUntil: busy ? (v.extraPrepUntil?.toISOString() ?? null) : null,
  };
}

export function ownVendor(v: VendorRow): OwnVendor {
  const shown = publicVendor(v);
  return {
    ...shown,
    pauseReason: shown.pausedUntil ? pauseReasonOf(v.pauseReason) : null,
    userId: v.userId,
    statusOverride: v.statusOverride,
    statusOverrideUntil: v.statusOverrideUntil?.toISOString() ?? null,
    createdAt: v.createdAt.toISOString(),
    updatedAt: v.updatedAt.toISOString(),
    publishedAt: v.publishedAt?.toISOString() ?? null,
    approvalRequestedAt: v.approvalRequestedAt?.toISOString() ?? null,
  };
}

export function hoursEntry(h: HoursRow): BusinessHours {
  return {
    dayOfWeek: h.dayOfWeek,
    shift: h.shift,
    openTime: h.openTime,
    closeTime: h.closeTime,
    isClosed: h.isClosed,
    locationId: h.locationId,
  };
}

export function locationEntry(l: LocationRow): VendorLocation {
  return {
    id: l.id,
    locationName: l.locationName,
    address: l.address,
    latitude: l.latitude,
    longitude: l.longitude,
    isMainLocation: l.isMainLocation,
    isActive: l.isActive,
  };
}

export function menuItem(m: MenuItemRow): MenuItem {
  return {
    id: m.id,
    vendorId: m.vendorId,
    name: m.name,
    description: m.description,
    price: m.price,
    category: m.category,
    imageUrl: m.imageUrl,
    isAvailable: m.isAvailable,
    isSoldOut: m.isSoldOut,
    inventoryCount: m.inventoryCount,
    lowStockThreshold: m.lowStockThreshold,
    isDailySpecial: m.isDailySpecial,
    prepTime: m.prepTime,
    categoryId: m.categoryId,
    specialDate: m.specialDate,
    dietaryTags: normalizeDietTags(m.dietaryTags),
    maxPer15Min: m.maxPer15Min,
  };
}

export function review(r: ReviewEntry): PublicReview {
  return {
    id: r.id,
    rating: r.rating,
    comment: r.comment,
    authorName: r.authorName,
    createdAt: r.createdAt,
    photos: r.photos,
    isVerifiedPurchase: r.isVerifiedPurchase,
    vendorReply: r.vendorReply,
    edited: r.edited,
  };
}

/** Whether the vendor is open at `now`: weekly hours in the valley's zone, then the override. */
export function vendorIsOpen(
  v: Pick<VendorRow, 'statusOverride' | 'statusOverrideUntil'>,
  hours: readonly BusinessHours[],
  now: Date,
  tz: string,
): boolean {
  return isOpenAt(hours, { status: v.statusOverride, until: v.statusOverrideUntil }, now, tz);
}
