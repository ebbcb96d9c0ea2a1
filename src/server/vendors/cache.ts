/**
 * In-memory cache of the public vendor reads (GET /api/vendors and GET /api/vendors/:id), which
 * the map hits constantly while PGlite serves ~1–1.5k selects/s.
 *
 * - What is cached is data, never the open/closed flag: that depends on the clock and is
 *   computed from the cached hours and override at answer time.
 * - The database says what changed (decision 0056): triggers on every table these reads show
 *   (migration 0017) send `NOTIFY vendor_cache ':<vendor id>:<menu|all>'` when a write commits,
 *   and every app instance on the database clears that vendor (`'menu'`: only its page; the list
 *   shows no menu). No route clears the cache by hand.
 * - Notices arrive a moment after the commit. So that a person who changed something sees it on
 *   their next read, a write request's answer waits for `syncVendorCache`: a notice of this
 *   instance's own, which PostgreSQL delivers after every notice committed before it.
 * - The entries live in ReadCache (read-cache.ts): a load that raced an invalidation is answered
 *   but not stored, and entries expire after MAX_AGE_MS in case a notification is ever lost.
 * - The cache is only used while this instance is listening (between onReady and onClose).
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Database } from '../db/index.js';
import { ReadCache } from '../read-cache.js';

export const VENDOR_CACHE_CHANNEL = 'vendor_cache';
/** An instance's own notices, to learn that the ones before them have arrived (syncVendorCache). */
export const VENDOR_CACHE_SYNC_CHANNEL = 'vendor_cache_sync';
/** How long a write's answer waits for its changes to reach the cache at most. */
export const SYNC_TIMEOUT_MS = 2_000;
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
  /** Names this instance in its sync notices, so it knows its own. */
  readonly instanceId = randomBytes(8).toString('hex');
  /** Sync notices sent and not yet back: their number → what to call when back. */
  readonly syncs = new Map<string, () => void>();
  /** Subscribed to the notices (between onReady and onClose), whether or not the cache is on. */
  listening = false;
  /** Told when a sync notice did not come back and the cache went off (installVendorCache logs it). */
  onLost?: () => void;
  private nextSync = 0;
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

  nextSyncId(): number {
    this.nextSync += 1;
    return this.nextSync;
  }

  /** Forgets one vendor's detail (every detail without an id) and, unless only its menu changed, the list. */
  invalidate(vendorId?: number, change: VendorChange = 'all'): void {
    if (vendorId === undefined) this.details.clear();
    else this.details.invalidate(String(vendorId));
    if (change === 'all' || vendorId === undefined) this.lists.clear();
  }
}

/**
 * Resolves once every vendor notice committed before the call has reached this instance: its
 * own notice on a second channel comes back after them (PostgreSQL delivers a listener's
 * notices in commit order, whatever their channel). At most SYNC_TIMEOUT_MS: a notice that does
 * not come back means this instance no longer hears the database (a dropped listener
 * connection), and the cache goes off — every read from the database, no write waits — rather
 * than answer from what it can no longer keep true. It comes back on if that notice arrives late.
 */
async function sync(cache: VendorCache, database: Database): Promise<void> {
  const id = String(cache.nextSyncId());
  let timer: NodeJS.Timeout | undefined;
  const back = new Promise<boolean>((resolve) => {
    cache.syncs.set(id, () => resolve(true));
    timer = setTimeout(() => resolve(false), SYNC_TIMEOUT_MS);
  });
  try {
    await database.notify(VENDOR_CACHE_SYNC_CHANNEL, `${cache.instanceId}:${id}`);
    if (!(await back) && cache.active) {
      cache.active = false;
      cache.invalidate();
      cache.onLost?.();
    }
  } catch {
    cache.invalidate();
  } finally {
    clearTimeout(timer);
    cache.syncs.delete(id);
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

/**
 * Payload: `<sender>:<vendor id or empty for all>:<change>`. The triggers leave the sender empty;
 * the release before decision 0056 named its instance there.
 */
function decodePayload(payload: string): { vendorId: number | undefined; change: VendorChange } {
  const [, id = '', change = 'all'] = payload.split(':');
  const n = Number(id);
  return {
    vendorId: id !== '' && Number.isSafeInteger(n) && n > 0 ? n : undefined,
    change: change === 'menu' ? 'menu' : 'all',
  };
}

/**
 * Waits until this instance's cache has seen every vendor change committed so far (see the
 * header). Every write request's answer waits for it (installVendorCache); so does work outside
 * a request that writes and then reads what it wrote.
 */
export async function syncVendorCache(ctx: AppContext): Promise<void> {
  const cache = vendorCacheOf(ctx);
  if (cache.active) await sync(cache, ctx.database);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Subscribes this instance's cache to the database's notices on ready, unsubscribes on close, and
 * holds a write request's answer until its changes have reached the cache. Installed on the root
 * instance, so every route's writes are covered. A GET route that writes calls syncVendorCache.
 */
export function installVendorCache(app: FastifyInstance): void {
  const ctx = app.ctx;
  const cache = vendorCacheOf(ctx);
  const unlisten: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    unlisten.push(
      await ctx.database.listen(VENDOR_CACHE_CHANNEL, (payload) => {
        const { vendorId, change } = decodePayload(payload);
        cache.invalidate(vendorId, change);
      }),
      await ctx.database.listen(VENDOR_CACHE_SYNC_CHANNEL, (payload) => {
        const [from, id = ''] = payload.split(':');
        if (from !== cache.instanceId) return;
        const waiting = cache.syncs.get(id);
        if (waiting) waiting();
        else if (!cache.active && cache.listening) {
          // A sync that timed out came back after all: the notices reach this instance again.
          cache.invalidate();
          cache.active = true;
          app.log.info('vendor cache: the database notices arrive again; the cache is back on');
        }
      }),
    );
    cache.onLost = () =>
      app.log.error(`vendor cache: a sync notice did not come back within ${SYNC_TIMEOUT_MS} ms; the cache is off (every read from the database)`);
    cache.invalidate();
    cache.listening = true;
    cache.active = true;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) await syncVendorCache(ctx);
    return payload;
  });
  app.addHook('onClose', async () => {
    cache.listening = false;
    cache.active = false;
    cache.invalidate();
    for (const stop of unlisten.splice(0)) await stop().catch(() => {});
  });
}
