/**
 * Ad impressions without a database write per view: GET /api/ads adds to an in-memory count per
 * ad, and the counts are written every FLUSH_INTERVAL_MS (one statement for all ads) and when
 * the app closes. Counts are increments, so any number of app instances can each flush their
 * own. A failed write keeps its counts for the next flush; at worst a crash loses the last
 * few seconds of impressions, never a click (clicks are written at once).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { hit, hitMany } from '../rate-limit.js';
import { addImpressions } from './queries.js';

export const FLUSH_INTERVAL_MS = 5_000;

export class ImpressionBuffer {
  private counts = new Map<number, number>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly write: (counts: ReadonlyMap<number, number>) => Promise<void>) {}

  /** One impression for each ad shown. */
  add(adIds: readonly number[]): void {
    for (const id of adIds) this.counts.set(id, (this.counts.get(id) ?? 0) + 1);
  }

  /** Impressions counted but not yet written. */
  get pending(): number {
    let n = 0;
    for (const c of this.counts.values()) n += c;
    return n;
  }

  /** Writes what has been counted so far; flushes run one after another. */
  flush(): Promise<void> {
    const run = this.flushing.then(async () => {
      if (this.counts.size === 0) return;
      const batch = this.counts;
      this.counts = new Map();
      try {
        await this.write(batch);
      } catch (err) {
        for (const [id, n] of batch) this.counts.set(id, (this.counts.get(id) ?? 0) + n);
        throw err;
      }
    });
    this.flushing = run.catch(() => {});
    return run;
  }
}

const buffers = new WeakMap<AppContext, ImpressionBuffer>();

/** This app instance's impression buffer (tests call `.flush()` on it). */
export function impressionsOf(ctx: AppContext): ImpressionBuffer {
  let buffer = buffers.get(ctx);
  if (!buffer) {
    buffer = new ImpressionBuffer((counts) => addImpressions(ctx.database.db, counts));
    buffers.set(ctx, buffer);
  }
  return buffer;
}

/** Flushes every few seconds (the timer never keeps the process alive) and on close. */
export function installImpressionFlush(app: FastifyInstance): ImpressionBuffer {
  const buffer = impressionsOf(app.ctx);
  const flush = () => buffer.flush().catch((err) => app.log.warn({ err }, 'ad impression flush failed'));
  const timer = setInterval(flush, FLUSH_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
  return buffer;
}

// ---- counted once per visitor per ad per day (issue 16 item 11; decision 0013)

const DAY_MS = 24 * 60 * 60 * 1000;
const fallbackSecret = randomBytes(32);
/** Keys this instance already counted today: a repeat view costs no write (bounded, oldest out). */
const SEEN_MAX = 50_000;
const seenByContext = new WeakMap<AppContext, Map<string, number>>();

function seenOf(ctx: AppContext): Map<string, number> {
  let seen = seenByContext.get(ctx);
  if (!seen) {
    seen = new Map();
    seenByContext.set(ctx, seen);
  }
  return seen;
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The valley's calendar day, YYYY-MM-DD. */
function valleyDay(ctx: AppContext): string {
  const tz = ctx.config.VALLEY_TZ;
  let format = dayFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(tz, format);
  }
  return format.format(ctx.now());
}

/**
 * A keyed hash, so the counters hold no address (IPv4 is small enough to reverse a plain hash).
 * Instances share SESSION_SECRET, so they agree on who a visitor is.
 */
function digest(ctx: AppContext, text: string): string {
  return createHmac('sha256', ctx.config.SESSION_SECRET ?? fallbackSecret)
    .update(text)
    .digest('base64url')
    .slice(0, 22);
}

/**
 * Of the ads this request saw (kind 'view') or clicked ('click'), the ones to count: each ad once
 * per client address per valley day. A cookie would tell people apart behind one address, but
 * whoever inflates counts drops cookies, and the User-Agent costs nothing to change (issue 43 item
 * 9: rotating it once counted 20 visitors per address); so a household behind one router counts
 * once. Over AD_RATE_LIMIT views a minute from one address nothing more is counted. Counters
 * are the shared ones (rate_limit_counters or Redis), so this holds across instances.
 */
export async function adsToCount(
  ctx: AppContext,
  request: FastifyRequest,
  kind: 'view' | 'click',
  adIds: readonly number[],
): Promise<number[]> {
  if (adIds.length === 0) return [];
  const day = valleyDay(ctx);
  const address = digest(ctx, request.ip);
  const now = ctx.now().getTime();
  const seen = seenOf(ctx);
  const keyOf = (id: number) => `ad-${kind}-address:${day}:${id}:${address}`;
  const unseen = adIds.filter((id) => (seen.get(keyOf(id)) ?? 0) <= now);
  if (unseen.length === 0) return [];
  if (kind === 'view' && !(await hit(ctx, `ads-ip:${address}`, ctx.config.AD_RATE_LIMIT, 60_000)).allowed) return [];
  const firsts = await hitMany(ctx, unseen.map(keyOf), DAY_MS);
  for (const id of unseen) {
    if (seen.size >= SEEN_MAX) seen.delete(seen.keys().next().value as string);
    seen.set(keyOf(id), now + DAY_MS);
  }
  return unseen.filter((_, i) => firsts[i] === 1);
}
