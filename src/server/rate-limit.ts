/**
 * Rate limits (DESIGN §3, §10.6; decision 0013). The one home for every limit in the server.
 *
 * Counters are fixed windows shared by every instance: a row per key in `rate_limit_counters`
 * (one atomic upsert per hit, on PGlite and PostgreSQL alike), or Redis when `REDIS_URL` is set
 * (@fastify/rate-limit's own Redis store). `installRateLimits(app)` registers @fastify/rate-limit
 * once with `global: false`; routes opt in with `routeLimit`, anything that is not one request
 * per route (codes per phone, sign-ins per account, ads per visitor) counts with `hit`.
 *
 * A limit of 0 (or less) is off: nothing is counted. Keys are namespaced by the caller
 * (`name`), so two limits never share a counter by accident. The client address is
 * `request.ip`, which believes X-Forwarded-For only from the proxies named by `TRUST_PROXY`.
 */
import { createRequire } from 'node:module';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { t } from '../shared/messages/index.js';
import type { AppContext } from './context.js';
import { tooManyRequests } from './errors.js';

/** What one counted hit tells the caller. */
export interface HitResult {
  /** Whether this hit is within the limit (count <= max). */
  allowed: boolean;
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window ends (at least 1): the `Retry-After` to send when refused. */
  retryAfterSeconds: number;
}

export interface RouteLimitOptions {
  /** Namespace of the counter, e.g. 'signin-ip'; keys are `${name}:${key}`. */
  name: string;
  /** Requests allowed per window; 0 or less turns the limit off. */
  max: number;
  windowMs: number;
  /**
   * What is counted (default: the client address, `request.ip`). Runs as a preHandler, so the
   * validated body and params are there (e.g. the normalised e-mail of a sign-in). An empty
   * string is not counted.
   */
  key?: (request: FastifyRequest) => string | Promise<string>;
  /** The error code of the 429 (default 'rate_limited'). */
  code?: string;
  /** The 429's message, from the catalogue in the request's language (default t('errors.tooManyRequests')). */
  message?: () => string;
}

/** A counter backend: one atomic increment of a fixed window. */
interface Counters {
  incr(key: string, windowMs: number): Promise<{ count: number; ttlMs: number }>;
  /** One hit on each of several distinct keys at once; the counts in the same order. */
  incrMany(keys: readonly string[], windowMs: number): Promise<number[]>;
  close(): Promise<void>;
}

const countersByContext = new WeakMap<AppContext, Counters>();

/** How often each instance deletes counters whose window has ended. */
const PURGE_INTERVAL_MS = 60_000;

const HIT_SQL = `insert into rate_limit_counters as c (key, count, reset_at)
  values ($1, 1, $2::timestamptz + $3::integer * interval '1 millisecond')
  on conflict (key) do update set
    count = case when c.reset_at <= $2::timestamptz then 1 else c.count + 1 end,
    reset_at = case when c.reset_at <= $2::timestamptz then excluded.reset_at else c.reset_at end
  returning count, reset_at`;

const HIT_MANY_SQL = `insert into rate_limit_counters as c (key, count, reset_at)
  select k, 1, $2::timestamptz + $3::integer * interval '1 millisecond' from unnest($1::text[]) as k
  on conflict (key) do update set
    count = case when c.reset_at <= $2::timestamptz then 1 else c.count + 1 end,
    reset_at = case when c.reset_at <= $2::timestamptz then excluded.reset_at else c.reset_at end
  returning key, count`;

function databaseCounters(ctx: AppContext): Counters {
  return {
    async incr(key, windowMs) {
      const now = ctx.now();
      const [row] = await ctx.database.prepared('rate_limit_hit', HIT_SQL, [key, now.toISOString(), windowMs]);
      const resetAt = row.reset_at instanceof Date ? row.reset_at : new Date(String(row.reset_at));
      return { count: Number(row.count), ttlMs: Math.max(0, resetAt.getTime() - now.getTime()) };
    },
    async incrMany(keys, windowMs) {
      if (keys.length === 0) return [];
      const rows = await ctx.database.prepared('rate_limit_hit_many', HIT_MANY_SQL, [
        keys,
        ctx.now().toISOString(),
        windowMs,
      ]);
      const counts = new Map(rows.map((r) => [String(r.key), Number(r.count)]));
      return keys.map((k) => counts.get(k) ?? 0);
    },
    async close() {},
  };
}

/** Deletes counters whose window has ended (any instance may; it is idempotent). */
export async function purgeExpiredCounters(ctx: AppContext): Promise<void> {
  await ctx.database.prepared('rate_limit_purge', 'delete from rate_limit_counters where reset_at <= $1::timestamptz', [
    ctx.now().toISOString(),
  ]);
}

interface PluginRedisStore {
  incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, windowMs: number, max: number): void;
}

function redisCounters(url: string): { counters: Counters; client: Redis } {
  // Loaded only when REDIS_URL is set (decision 0048, memory).
  const { Redis: RedisClient } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  const client = new RedisClient(url, { maxRetriesPerRequest: 2, enableAutoPipelining: true });
  // The same Lua script @fastify/rate-limit's routes use, so both kinds of limit behave alike.
  const RedisStore = createRequire(import.meta.url)('@fastify/rate-limit/store/RedisStore.js') as new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    prefix: string,
  ) => PluginRedisStore;
  const store = new RedisStore(false, false, client, 'valley-eats-rl:');
  const incr = (key: string, windowMs: number) =>
    new Promise<{ count: number; ttlMs: number }>((resolve, reject) => {
      store.incr(
        key,
        (err, result) => (err || !result ? reject(err) : resolve({ count: result.current, ttlMs: result.ttl })),
        windowMs,
        Number.MAX_SAFE_INTEGER,
      );
    });
  return {
    client,
    counters: {
      incr,
      // ioredis pipelines the calls of one tick (enableAutoPipelining).
      incrMany: (keys, windowMs) => Promise.all(keys.map(async (k) => (await incr(k, windowMs)).count)),
      async close() {
        await client.quit().catch(() => client.disconnect());
      },
    },
  };
}

function countersFor(ctx: AppContext): Counters {
  let counters = countersByContext.get(ctx);
  if (!counters) {
    counters = databaseCounters(ctx);
    countersByContext.set(ctx, counters);
  }
  return counters;
}

/**
 * Registers @fastify/rate-limit once (global: false) with the shared counter store, and the
 * periodic purge of ended windows. Call once from buildApp, before any route that uses
 * `routeLimit`.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  let counters: Counters;
  if (ctx.config.REDIS_URL) {
    const redis = redisCounters(ctx.config.REDIS_URL);
    // ioredis reconnects by itself; a limited request meanwhile fails (500) rather than pass.
    redis.client.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis error'));
    counters = redis.counters;
  } else {
    counters = databaseCounters(ctx);
    const timer = setInterval(() => {
      purgeExpiredCounters(ctx).catch((err) => app.log.warn({ err }, 'rate-limit purge failed'));
    }, PURGE_INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  countersByContext.set(ctx, counters);
  app.addHook('onClose', async () => counters.close());

  // The plugin builds one store and asks it for a child per route; ours is one namespace (keys
  // carry the limit's name), so a child is the store itself.
  class SharedStore {
    // The plugin passes the route's window as a third argument (its types leave it out).
    incr(key: string, cb: (err: Error | null, result?: { current: number; ttl: number }) => void, windowMs = 60_000) {
      counters.incr(key, windowMs).then(
        (r) => cb(null, { current: r.count, ttl: r.ttlMs }),
        (err: Error) => cb(err),
      );
    }
    child() {
      return this;
    }
  }
  await app.register(fastifyRateLimit, { global: false, store: SharedStore });
}

/**
 * A preHandler that allows `max` requests per `windowMs` per key (default: per client address)
 * and answers the rest 429 `{message, code: 'rate_limited'}` with `Retry-After` in seconds.
 * Several may sit on one route (e.g. per address and per account); each counts on its own.
 *
 *   app.post('/api/auth/signin', { preHandler: [routeLimit(app, { name: 'signin-ip', max: 20, windowMs: 60_000 })] }, …)
 */
export function routeLimit(app: FastifyInstance, options: RouteLimitOptions) {
  const { name, max, windowMs, code = 'rate_limited' } = options;
  if (max <= 0) return async function rateLimitOff() {};
  const keyOf = options.key ?? ((request: FastifyRequest) => request.ip);
  const check = app.createRateLimit({
    max,
    timeWindow: windowMs,
    keyGenerator: async (request) => {
      const key = await keyOf(request);
      return key ? `${name}:${key}` : '';
    },
    allowList: (_request, key) => key === '',
  });
  return async function rateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    refuse(reply, { allowed: false, count: max + 1, retryAfterSeconds: Math.max(1, result.ttlInSeconds) }, code, options.message?.());
  };
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs` and says whether it is within `max`.
 * For limits that are not one request per route: "3 codes per phone per 15 minutes", sign-ins
 * per account, ad impressions per visitor per day. The key is used as given: prefix it with a
 * name of your own ('phone-code:+17605550123'). `max <= 0` counts nothing and allows.
 *
 *   const r = await hit(app.ctx, `phone-code:${phone}`, 3, 15 * 60_000);
 *   if (!r.allowed) refuse(reply, r);
 */
export async function hit(ctx: AppContext, key: string, max: number, windowMs: number): Promise<HitResult> {
  if (max <= 0) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const { count, ttlMs } = await countersFor(ctx).incr(key, windowMs);
  return { allowed: count <= max, count, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
}

/**
 * One hit on each of several keys in one round trip (duplicates are counted once); returns each
 * key's count in its window, this hit included. For "the first time today" checks such as ad
 * impressions per visitor: a count of 1 means first.
 */
export async function hitMany(ctx: AppContext, keys: readonly string[], windowMs: number): Promise<number[]> {
  const distinct = [...new Set(keys)];
  const counts = await countersFor(ctx).incrMany(distinct, windowMs);
  const byKey = new Map(distinct.map((k, i) => [k, counts[i]]));
  return keys.map((k) => byKey.get(k) ?? 0);
}

/**
 * Sends `Retry-After` and throws the 429 for a refused hit (the error handler writes the body
 * `{message, code}`; the message defaults to t('errors.tooManyRequests')). Does nothing when the
 * hit was allowed.
 */
export function refuse(reply: FastifyReply, result: HitResult, code = 'rate_limited', message?: string): void {
  if (result.allowed) return;
  reply.header('retry-after', String(result.retryAfterSeconds));
  throw tooManyRequests(message ?? t('errors.tooManyRequests'), { code });
}
