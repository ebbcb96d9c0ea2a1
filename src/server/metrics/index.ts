/**
 * GET /metrics in Prometheus' text format (issue 21 item 3, decision 0031), from a Registry of
 * this app's own: tests build many apps in one process, and the global registry would mix them.
 *
 * - `valley_eats_http_request_duration_seconds{method,route,status_code}`: rate and latency by
 *   route. `route` is the matched pattern (`/api/vendors/:id`), never the URL, so the number of
 *   series stays bounded whatever the clients send; an unmatched request is `(unmatched)`. Event
 *   streams are left out (their "latency" is how long someone watched; the gauge counts them).
 * - `valley_eats_orders_placed_total{source}`: orders created (online, or at the desk by source).
 * - `valley_eats_live_streams{kind}`: open event streams of this instance (realtime hub).
 * - `valley_eats_outbox_pending{channel}` and `valley_eats_outbox_oldest_due_seconds`: read from
 *   the database at scrape time (the outbox is shared by every instance);
 *   `valley_eats_outbox_send_failures_total{channel,outcome}`: failed sends of this instance.
 * - `valley_eats_cache_lookups_total{cache,result}`: hits and misses of the read caches.
 * - prom-client's default process and Node.js metrics.
 *
 * Access: with METRICS_TOKEN, only `Authorization: Bearer <token>` (compared in constant time);
 * without it, production refuses every scrape (a reverse proxy on the same host would make
 * "loopback only" public) and other modes serve anyone.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { t } from '../../shared/messages/index.js';
import { forbidden, unauthorized } from '../errors.js';
import { vendorCacheOf } from '../vendors/cache.js';

/** Anything that counts its own hits and misses (ReadCache, VendorCache). */
export interface CountingCache {
  readonly hits: number;
  readonly misses: number;
}

export interface AppMetrics {
  registry: Registry;
  ordersPlaced: Counter<'source'>;
  outboxFailures: Counter<'channel' | 'outcome'>;
  /** Reports a cache's hits and misses under `name` at every scrape. */
  watchCache(name: string, cache: CountingCache): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The outbox read at scrape time must not hold a scrape (or a PGlite connection) for long. */
const SCRAPE_QUERY_TIMEOUT_MS = 2000;
const UNMATCHED = '(unmatched)';

export function installMetrics(app: FastifyInstance): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const caches = new Map<string, CountingCache>();

  const requests = new Histogram({
    name: 'valley_eats_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status code, and how long they took',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const ordersPlaced = new Counter({
    name: 'valley_eats_orders_placed_total',
    help: 'Orders created on this instance, by source (online, or the desk: walk_up, phone)',
    labelNames: ['source'] as const,
    registers: [registry],
  });
  const outboxFailures = new Counter({
    name: 'valley_eats_outbox_send_failures_total',
    help: 'Failed text and push sends of this instance, by channel and outcome (retry or given_up)',
    labelNames: ['channel', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'valley_eats_live_streams',
    help: 'Open live-update event streams on this instance, by kind (vendor, tracking)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      if (!app.hasDecorator('realtime')) return;
      const counts = app.realtime.streamCounts();
      this.set({ kind: 'vendor' }, counts.vendor);
      this.set({ kind: 'tracking' }, counts.tracking);
    },
  });
  // One query per scrape feeds both outbox gauges (prom-client collects every metric at once).
  let outboxRead: Promise<OutboxRow[] | undefined> | undefined;
  const outboxRows = (): Promise<OutboxRow[] | undefined> => {
    if (outboxRead) return outboxRead;
    const read = readOutbox(app).catch((err: unknown) => {
      app.log.warn({ err }, 'metrics: the outbox could not be read');
      return undefined;
    });
    outboxRead = read;
    void read.then(() =>
      setImmediate(() => {
        if (outboxRead === read) outboxRead = undefined;
      }),
    );
    return read;
  };
  new Gauge({
    name: 'valley_eats_outbox_pending',
    help: 'Outbox messages not yet sent nor given up (all instances), by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await outboxRows();
      if (!rows) return;
      for (const channel of ['sms', 'push']) this.set({ channel }, 0);
      for (const row of rows) this.set({ channel: row.channel }, Number(row.pending));
    },
  });
  new Gauge({
    name: 'valley_eats_outbox_oldest_due_seconds',
    help: 'How long the oldest due outbox message has been waiting (0 when none is due)',
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await outboxRows();
      if (!rows) return;
      this.set(Math.max(0, ...rows.map((r) => Number(r.oldest_due ?? 0))));
    },
  });
  new Counter({
    name: 'valley_eats_cache_lookups_total',
    help: 'Read-cache lookups by cache and result (hit or miss); hit ratio = hit / (hit + miss)',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    // The caches keep their own running totals; the counter mirrors them at each scrape.
    collect() {
      this.reset();
      const all: [string, CountingCache][] = [['vendors', vendorCacheOf(app.ctx)], ...caches];
      for (const [name, cache] of all) {
        this.inc({ cache: name, result: 'hit' }, cache.hits);
        this.inc({ cache: name, result: 'miss' }, cache.misses);
      }
    },
  });

  app.decorate('metrics', {
    registry,
    ordersPlaced,
    outboxFailures,
    watchCache(name: string, cache: CountingCache) {
      caches.set(name, cache);
    },
  } satisfies AppMetrics);

  app.addHook('onResponse', async (request, reply) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    requests.observe(
      { method: request.method, route: request.routeOptions.url ?? UNMATCHED, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  const token = app.ctx.config.METRICS_TOKEN;
  const production = app.ctx.config.NODE_ENV === 'production';
  if (production && !token) app.log.info('GET /metrics is off: set METRICS_TOKEN to scrape it');
  app.get('/metrics', async (request, reply) => {
    if (token) {
      if (!bearerMatches(request, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw unauthorized(t('operations.metricsUnauthorized'), { code: 'metrics_unauthorized' });
      }
    } else if (production) {
      throw forbidden(t('operations.metricsTokenRequired'), { code: 'metrics_token_required' });
    }
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(request.headers.authorization ?? '');
  if (!match) return false;
  // Hashing first makes both sides one length, so timingSafeEqual says nothing about the token's.
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(match[1]), digest(token));
}

type OutboxRow = {
  channel: string;
  pending: string | number;
  oldest_due: string | number | null;
};

async function readOutbox(app: FastifyInstance): Promise<OutboxRow[]> {
  const now = app.ctx.now().toISOString();
  const query = app.ctx.database.db.execute<OutboxRow>(sql`
    select channel, count(*) as pending,
      extract(epoch from (${now}::timestamptz - min(next_attempt_at) filter (where next_attempt_at <= ${now}::timestamptz))) as oldest_due
    from notifications
    where is_sent = false and failed_at is null and channel <> 'inbox'
    group by channel`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), SCRAPE_QUERY_TIMEOUT_MS);
  });
  try {
    return (await Promise.race([query, timeout])).rows;
  } finally {
    clearTimeout(timer);
  }
}
