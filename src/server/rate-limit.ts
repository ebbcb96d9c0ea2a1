/**
 * Per-IP fixed-window rate limits (DESIGN §3). Counters live in this process: with several
 * instances behind a load balancer each enforces its own share, which is what a login brute
 * force or a phone scrape runs into first. 0 turns a limit off.
 */
import type { FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.js';

export function createRateLimiter(limitPerMinute: number, windowMs = 60_000) {
  const hits = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = Date.now();
  return async function rateLimit(request: FastifyRequest): Promise<void> {
    if (limitPerMinute <= 0) return;
    const now = Date.now();
    if (now - lastSweep > windowMs) {
      for (const [key, entry] of hits) if (entry.resetAt <= now) hits.delete(key);
      lastSweep = now;
    }
    const key = request.ip;
    const entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      hits.set(key, { count: 1, resetAt: now + windowMs });
      return;
    }
    entry.count += 1;
    if (entry.count > limitPerMinute) throw tooManyRequests();
  };
}
