/**
 * In-memory cache of the public vendor reads (GET /api/vendors and GET /api/vendors/:id), which
 * the map hits constantly while PGlite serves ~1–1.5k selects/s (DESIGN §9).
 *
 * - What is cached is data, never the open/closed flag: that depends on the clock and is
 *   computed from the cached hours and override at answer time.
 * - Every write that changes what these reads show calls `invalidateVendorCache(ctx, vendorId)`
 *   (`'menu'` as a third argument when only menu items or stock changed: the list is kept),
 *   which clears this instance at once and sends NOTIFY so every other app instance on the same
 *   database clears too (LISTEN/NOTIFY works on PGlite and PostgreSQL).
 * - The entries live in ReadCache (read-cache.ts): a load that raced an invalidation is answered
 *   but not stored, and entries expire after MAX_AGE_MS in case a notification is ever lost.
 * - The cache is only used while this instance is listening (between onReady and onClose).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { ReadCache } from '../read-cache.js';

export const VENDOR_CACHE_CHANNEL = 'vendor_cache';
/** Upper bound on staleness should a notification be lost (a dropped listener connection). */
export const MAX_AGE_MS = 60_000;
/** Vendor details kept at most (the least recently read goes first). */
export const MAX_DETAILS = 2_000;

/**
 * What a change touches: `all` (profile, hours, override, loyalty switch, ratings — the list and
 * the vendor's detail) or `menu` (items, stock, sold out — only the vendor's detail; the list
 * shows no menu, so busy ordering does not keep emptying it).
 */
export type VendorChange = 'all' | 'menu';

const LIST = 'list';

/** The list and the details, each in a ReadCache of its own (so details never push the list out). */
export class VendorCache {
  /** Names this instance in its notifications, so it can skip its own (it cleared at once). */
  readonly instanceId = randomBytes(8).toString('hex');
  /** True while subscribed to invalidations; otherwise every read goes to the database. */
  active = false;
  private readonly lists = new ReadCache<unknown>(1, MAX_AGE_MS);
  /** Grouped by vendor id: one detail per group. */
  private readonly details = new ReadCache<unknown>(MAX_DETAILS, MAX_AGE_MS);

  /** Reads answered from the cache / loaded while active (the hit ratio of /metrics). */
  get hits(): number {
    return this.lists.hits + this.details.hits;
  }
  get misses(): number {
    return this.lists.misses + this.details.misses;
  }

  /** The cached public list, or `load()` stored for next time. */
  list<T>(load: () => Promise<T>): Promise<T> {
    if (!this.active) return load();
    return this.lists.get(LIST, LIST, load) as Promise<T>;
  }

  /** The cached detail of one vendor, or `load()` stored for next time (null is not stored). */
  detail<T>(vendorId: number, load: () => Promise<T | null>): Promise<T | null> {
    if (!this.active) return load();
    const key = String(vendorId);
    return this.details.get(key, key, load) as Promise<T | null>;
  }

  /** Forgets one vendor's detail (every detail without an id) and, unless only its menu changed, the list. */
  invalidate(vendorId?: number, change: VendorChange = 'all'): void {
    if (vendorId === undefined) this.details.clear();
    else this.details.invalidate(String(vendorId));
    if (change === 'all' || vendorId === undefined) this.lists.clear();
  }
}

const caches = new WeakMap<AppContext, VendorCache>();

/** This app instance's cache. */
export function vendorCacheOf(ctx: AppContext): VendorCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = new VendorCache();
    caches.set(ctx, cache);
  }
  return cache;
}

/** Payload: `<instance id>:<vendor id or empty for all>:<change>`. */
function encodePayload(cache: VendorCache, vendorId: number | undefined, change: VendorChange): string {
  return `${cache.instanceId}:${vendorId ?? ''}:${change}`;
}

function decodePayload(payload: string): { from: string; vendorId: number | undefined; change: VendorChange } {
  const [from = '', id = '', change = 'all'] = payload.split(':');
  const n = Number(id);
  return {
    from,
    vendorId: id !== '' && Number.isSafeInteger(n) && n > 0 ? n : undefined,
    change: change === 'menu' ? 'menu' : 'all',
  };
}

/**
 * Call after any committed change to a vendor, its hours, its menu (stock, sold out) or its
 * reviews. Clears this instance now and tells the others through NOTIFY. Without an id, every
 * vendor is forgotten; `'menu'` when only menu items changed keeps the list.
 */
export async function invalidateVendorCache(
  ctx: AppContext,
  vendorId?: number,
  change: VendorChange = 'all',
): Promise<void> {
  const cache = vendorCacheOf(ctx);
  cache.invalidate(vendorId, change);
  try {
    await ctx.database.notify(VENDOR_CACHE_CHANNEL, encodePayload(cache, vendorId, change));
  } catch {
    // The change itself is committed; failing the request now would invite a duplicate retry.
    // Other instances catch up within MAX_AGE_MS at worst.
  }
}

/** Subscribes this instance's cache to invalidations on ready; unsubscribes on close. */
export function installVendorCache(app: FastifyInstance): void {
  const ctx = app.ctx;
  const cache = vendorCacheOf(ctx);
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await ctx.database.listen(VENDOR_CACHE_CHANNEL, (payload) => {
      const { from, vendorId, change } = decodePayload(payload);
      // Our own notice arrives after we already cleared; clearing again would only cost a miss.
      if (from !== cache.instanceId) cache.invalidate(vendorId, change);
    });
    cache.invalidate();
    cache.active = true;
  });
  app.addHook('onClose', async () => {
    cache.active = false;
    cache.invalidate();
    await unlisten?.().catch(() => {});
    unlisten = undefined;
  });
}
