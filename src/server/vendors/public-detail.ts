/**
 * A vendor's public detail as the vendor cache keeps it (one loader for every reader: the detail
 * route, and the order path asking whether the vendor is open), and the inputs of its open/closed
 * flag, which is computed at answer time and never cached.
 */
import { nextOpeningAt } from '../../shared/hours.js';
import { t } from '../../shared/messages/index.js';
import type { BusinessHours, VendorDetail } from '../../shared/schemas/vendors.js';
import type { AppContext } from '../app.js';
import { notFound } from '../errors.js';
import { presentCategory } from '../menu-categories/routes.js';
import { vendorCacheOf } from './cache.js';
import { hoursEntry, menuItem, publicVendor, review, vendorIsOpen } from './present.js';
import { findActiveVendorDetail, type VendorDetailData, type VendorRow } from './queries.js';

/** What the open/closed flag is computed from at answer time (it is never cached). */
export interface OpenInputs {
  override: Pick<VendorRow, 'statusOverride' | 'statusOverrideUntil'>;
  hours: BusinessHours[];
}
export type CachedDetail = { body: Omit<VendorDetail, 'isOpen' | 'opensAt'>; rendered?: { minute: number; json: Buffer } } & OpenInputs;

export function overrideOf(v: VendorRow): OpenInputs['override'] {
  return { statusOverride: v.statusOverride, statusOverrideUntil: v.statusOverrideUntil };
}

export function detailBody(data: VendorDetailData) {
  return {
    rating: data.core.rating,
    reviewCount: data.core.reviewCount,
    reviews: data.reviews.map(review),
    businessHours: data.hours.map(hoursEntry),
    menuItems: data.menu.map(menuItem),
    menuCategories: data.categories.map(presentCategory),
  };
}


/** The vendor's public detail from the cache (loaded on a miss); 404 when not found or inactive. */
export async function cachedPublicDetail(ctx: AppContext, vendorId: number): Promise<CachedDetail> {
  const cached = await vendorCacheOf(ctx).detail<CachedDetail>(vendorId, async () => {
    const data = await findActiveVendorDetail(ctx.database.db, vendorId);
    if (!data) return null;
    const body = { vendor: publicVendor(data.core.vendor), ...detailBody(data) };
    return { body, override: overrideOf(data.core.vendor), hours: body.businessHours };
  });
  if (!cached) throw notFound(t('vendor.error.notFound'));
  return cached;
}

/** Open now, and while closed when it next opens (ISO; null: no hours ahead): what a detail answers. */
export function openStateOf(o: OpenInputs, now: Date, tz: string): { isOpen: boolean; opensAt: string | null } {
  if (vendorIsOpen(o.override, o.hours, now, tz)) return { isOpen: true, opensAt: null };
  const override = { status: o.override.statusOverride, until: o.override.statusOverrideUntil };
  return { isOpen: false, opensAt: nextOpeningAt(o.hours, override, now, tz)?.toISOString() ?? null };
}

/**
 * The same for the order path, read from the vendor cache: no database round trip on a hit.
 */
export async function openState(ctx: AppContext, vendorId: number, now: Date) {
  return openStateOf(await cachedPublicDetail(ctx, vendorId), now, ctx.config.VALLEY_TZ);
}
