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
 * - A load that was running while an invalidation arrived is answered but not stored, so a read
 *   that raced a write cannot put stale data back.
 * - The cache is only used while this instance is listening (between onReady and onClose), and
 *   entries also expire after MAX_AGE_MS in case a notification is ever lost.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.js';

export const VENDOR_CACHE_CHANNEL = 'vendor_cache';
/** Upper bound on staleness should a notification be lost (a dropped listener connection). */
export const MAX_AGE_MS = 60_000;
/** Vendor details kept at most (the oldest goes first). */
export const MAX_DETAILS = 2_000;

interface Slot {
  value: unknown;
  storedAt: number;
}
interface Pending {
  generation: number;
  promise: Promise<unknown>;
}

/**
 * What a change touches: `all` (profile, hours, override, loyalty switch, ratings — the list and
 * the vendor's detail) or `menu` (items, stock, sold out — only the vendor's detail; the list
 * shows no menu, so busy ordering does not keep emptying it).
 */
export type VendorChange = 'all' | 'menu';

export class VendorCache {
  /** Names this instance in its notifications, so it can skip its own (it cleared at once). */
  readonly instanceId = randomBytes(8).toString('hex');
  /** True while subscribed to invalidations; otherwise every read goes to the database. */
  active = false;
  /** Reads answered from the cache / loaded while active (the hit ratio of /metrics). */
  hits = 0;
  misses = 0;
  /** Bumped by every invalidation of the list / of any detail: a load that saw a bump is not stored. */
  private listGeneration = 0;
  private detailGeneration = 0;
  private listSlot: Slot | undefined;
  private listPending: Pending | undefined;
  private details = new Map<number, Slot>();
  private detailPending = new Map<number, Pending>();

  /** The cached public list, or `load()` stored for next time. */
  list<T>(load: () => Promise<T>): Promise<T> {
    if (!this.active) return load();
    if (fresh(this.listSlot)) {
      this.hits += 1;
      return Promise.resolve(this.listSlot.value as T);
    }
    if (this.listPending?.generation === this.listGeneration) return this.listPending.promise as Promise<T>;
    this.misses += 1;
    const generation = this.listGeneration;
    const promise = load().then((value) => {
      if (generation === this.listGeneration) this.listSlot = { value, storedAt: Date.now() };
      return value;
    });
    const pending = { generation, promise };
    this.listPending = pending;
    const clear = () => {
      if (this.listPending === pending) this.listPending = undefined;
    };
    promise.then(clear, clear);
    return promise;
  }

  /** The cached detail of one vendor, or `load()` stored for next time (null is not stored). */
  detail<T>(vendorId: number, load: () => Promise<T | null>): Promise<T | null> {
    if (!this.active) return load();
    const slot = this.details.get(vendorId);
    if (fresh(slot)) {
      this.hits += 1;
      return Promise.resolve(slot.value as T);
    }
    const running = this.detailPending.get(vendorId);
    if (running?.generation === this.detailGeneration) return running.promise as Promise<T | null>;
    this.misses += 1;
    const generation = this.detailGeneration;
    const promise = load().then((value) => {
      if (value !== null && generation === this.detailGeneration) {
        this.details.delete(vendorId);
        this.details.set(vendorId, { value, storedAt: Date.now() });
        if (this.details.size > MAX_DETAILS) {
          const oldest = this.details.keys().next().value;
          if (oldest !== undefined) this.details.delete(oldest);
        }
      }
      return value;
    });
    const pending = { generation, promise };
    this.detailPending.set(vendorId, pending);
    const clear = () => {
      if (this.detailPending.get(vendorId) === pending) this.detailPending.delete(vendorId);
    };
    promise.then(clear, clear);
    return promise;
  }

  /** Forgets one vendor's detail (every detail without an id) and, unless only its menu changed, the list. */
  invalidate(vendorId?: number, change: VendorChange = 'all'): void {
    this.detailGeneration += 1;
    if (vendorId === undefined) {
      this.details.clear();
      this.detailPending.clear();
    } else {
      this.details.delete(vendorId);
      this.detailPending.delete(vendorId);
    }
    if (change === 'all' || vendorId === undefined) {
      this.listGeneration += 1;
      this.listSlot = undefined;
      this.listPending = undefined;
    }
  }
}

function fresh(slot: Slot | undefined): slot is Slot {
  return slot !== undefined && Date.now() - slot.storedAt < MAX_AGE_MS;
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
