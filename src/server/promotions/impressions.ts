/**
 * Ad impressions without a database write per view: GET /api/ads adds to an in-memory count per
 * ad, and the counts are written every FLUSH_INTERVAL_MS (one statement for all ads) and when
 * the app closes. Counts are increments, so any number of app instances can each flush their
 * own. A failed write keeps its counts for the next flush; at worst a crash loses the last
 * few seconds of impressions, never a click (clicks are written at once).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app.js';
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
