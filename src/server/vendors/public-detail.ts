/**
 * A vendor's public detail as the vendor cache keeps it (one loader for every reader: the detail
 * route, and the order path asking whether the vendor is open), and the inputs of its open/closed
 * flag, which is computed at answer time and never cached.
 */
import { nextOpeningAt } from '../../shared/hours.js';
import { t } from '../../shared/messages/index.js';
import { normalizeMoney } from '../../shared/money.js';
import { applicablePromotion, type CheckoutPromotion } from '../../shared/promotions.js';
import type { BusinessHours, VendorDetail, VendorPromotion } from '../../shared/schemas/vendors.js';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { type HereNowInputs, hereNowInputsOf } from '../here-now/present.js';
import { notFound } from '../errors.js';
import { presentCategory } from '../menu-categories/present.js';
import { soldOutEndsAt, soldOutLapsed } from '../../shared/menu-availability.js';
import { orderingNeedsClearing } from '../../shared/pause-ends.js';
import { clearEndedOrdering } from '../pickup/ordering-state.js';
import { payOnlineOf } from '../payments/connections.js';
import { vendorPromotions } from '../promotions/queries.js';
import { vendorCacheOf } from './cache.js';
import { hoursEntry, locationEntry, menuItem, publicVendor, review, vendorIsOpen } from './present.js';
import { findActiveVendorDetail, resetLapsedSoldOut, type VendorDetailData, type VendorRow } from './queries.js';

/** What the open/closed flag is computed from at answer time (it is never cached). */
export interface OpenInputs {
  override: Pick<VendorRow, 'statusOverride' | 'statusOverrideUntil'>;
  hours: BusinessHours[];
}
export type CachedDetail = {
  body: Omit<VendorDetail, 'isOpen' | 'opensAt' | 'hereNow' | 'currentLocation'>;
  /** DESIGN §10.5: the check-in, shown while it holds (computed at answer time). */
  here: HereNowInputs;
  rendered?: { minute: number; json: Buffer };
  /** Decision 0023: when the first "sold out today" of the menu ends (ms), or null; a read after it reloads. */
  soldOutEndsAt: number | null;
  /** Decision 0028: went live; until then only `ownerId` is answered (a preview). */
  live: boolean;
  ownerId: string;
  /**
   * Issue 42: the desk's last heartbeat when this was loaded (ms), or null. Heartbeats do not
   * reload the cache, so it can only be older than the real one: while it is recent no desk can
   * be away, and the detail asks the database only once it is not (vendors/routes.ts).
   */
  deskSeenAt: number | null;
  /** Issue 44: its discount promotions on or to come (the live one is picked at answer time). */
  promotions: CheckoutPromotion[];
} & OpenInputs;

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
    locations: data.locations.map(locationEntry),
  };
}


/**
 * A vendor's detail with its lapsed "sold out today" items reset first (decision 0023: no cron;
 * the first read after 04:00 valley time writes the reset, so the order path sees it too).
 */
export async function loadWithMorningReset(
  ctx: AppContext,
  load: () => Promise<VendorDetailData | null>,
): Promise<VendorDetailData | null> {
  let data = await load();
  if (!data) return null;
  const now = ctx.now();
  const tz = ctx.config.VALLEY_TZ;
  // Decision 0027: a pause or busy delay that has ended is cleared by this read (no cron).
  if (orderingNeedsClearing(data.core.vendor, now, tz)) {
    await clearEndedOrdering(ctx.database.db, data.core.vendor.id, now, tz);
    // The database tells every instance (decision 0056); this one forgets at once, as it reads on.
    vendorCacheOf(ctx).invalidate(data.core.vendor.id);
    data = await load();
    if (!data) return null;
  }
  if (!data.menu.some((item) => soldOutLapsed(item, now, tz))) return data;
  await resetLapsedSoldOut(ctx.database.db, data.core.vendor.id, now, tz);
  vendorCacheOf(ctx).invalidate(data.core.vendor.id, 'menu');
  return load();
}

/** When the first "sold out today" of a menu ends (ms), or null. */
function firstSoldOutEnd(data: VendorDetailData, tz: string): number | null {
  let first: number | null = null;
  for (const item of data.menu) {
    const ends = soldOutEndsAt(item, tz)?.getTime();
    if (ends !== undefined && (first === null || ends < first)) first = ends;
  }
  return first;
}

/**
 * The vendor's public detail from the cache (loaded on a miss); 404 when not found or inactive.
 * A vendor not live yet (decision 0028) is 404 too, except to its owner when `viewer` (the
 * request) is given: the owner's preview, its body marked `preview`. The order path passes no
 * viewer, so nobody orders from a vendor before it goes live.
 */
export async function cachedPublicDetail(
  ctx: AppContext,
  vendorId: number,
  viewer?: FastifyRequest,
): Promise<CachedDetail> {
  const load = () =>
    vendorCacheOf(ctx).detail<CachedDetail>(vendorId, async () => {
      const data = await loadWithMorningReset(ctx, () => findActiveVendorDetail(ctx.database.db, vendorId));
      if (!data) return null;
      const live = data.core.vendor.publishedAt !== null;
      const payOnline = await payOnlineOf(ctx.database.db, ctx.config, vendorId);
      const body = { vendor: publicVendor(data.core.vendor), ...detailBody(data), ...(live ? {} : { preview: true }), payOnline };
      return {
        body,
        live,
        ownerId: data.core.vendor.userId,
        deskSeenAt: data.core.vendor.deskSeenAt?.getTime() ?? null,
        override: overrideOf(data.core.vendor),
        hours: body.businessHours,
        here: (await hereNowInputsOf(ctx.database.db, [data.core.vendor]))[0],
        soldOutEndsAt: firstSoldOutEnd(data, ctx.config.VALLEY_TZ),
        promotions: await vendorPromotions(ctx.database.db, vendorId, ctx.now()),
      };
    });
  let cached = await load();
  if (cached?.soldOutEndsAt != null && cached.soldOutEndsAt <= ctx.now().getTime()) {
    // A morning passed since this was cached: drop it; the reload resets the lapsed items.
    vendorCacheOf(ctx).invalidate(vendorId, 'menu');
    cached = await load();
  }
  if (cached && orderingNeedsClearing(cached.body.vendor, ctx.now(), ctx.config.VALLEY_TZ)) {
    // A pause or busy delay ended since this was cached (decision 0027): the reload clears it.
    vendorCacheOf(ctx).invalidate(vendorId);
    cached = await load();
  }
  if (!cached) throw notFound(t('vendor.error.notFound'));
  if (!cached.live && !(viewer && (await viewer.currentUser())?.id === cached.ownerId)) {
    throw notFound(t('vendor.error.notFound'));
  }
  return cached;
}

/** Open now, and while closed when it next opens (ISO; null: no hours ahead): what a detail answers. */
export function openStateOf(o: OpenInputs, now: Date, tz: string): { isOpen: boolean; opensAt: string | null } {
  if (vendorIsOpen(o.override, o.hours, now, tz)) return { isOpen: true, opensAt: null };
  const override = { status: o.override.statusOverride, until: o.override.statusOverrideUntil };
  return { isOpen: false, opensAt: nextOpeningAt(o.hours, override, now, tz)?.toISOString() ?? null };
}

/** Issue 44: the promotion the vendor's orders get now, as its page and checkout show it. */
export function promotionOf(cached: Pick<CachedDetail, 'promotions'>, now: Date): VendorPromotion | null {
  const p = applicablePromotion(cached.promotions, now);
  if (!p) return null;
  return { id: p.id, title: p.title, description: p.description, discountValue: normalizeMoney(p.discountValue ?? '0'), endDate: new Date(p.endDate).toISOString() };
}

/**
 * The same for the order path, read from the vendor cache: no database round trip on a hit.
 */
export async function openState(ctx: AppContext, vendorId: number, now: Date) {
  return openStateOf(await cachedPublicDetail(ctx, vendorId), now, ctx.config.VALLEY_TZ);
}
