/**
 * Profile views (issue 24 item 4, decision 0022): a customer opening a vendor's detail sends a
 * small beacon (POST /api/vendors/:id/views), counted in `vendor_analytics.profile_views` per
 * vendor per valley date with one upsert that increments.
 *
 * The public detail read is cached (vendors/cache.ts) and is also fetched by prefetches and the
 * owner's own screens, so the count does not ride on it: the beacon is counted on its own and
 * whatever the read cache holds. A view is counted:
 * - not when the owner opens their own vendor;
 * - once per client address (as a keyed hash) per vendor per valley day, on the shared counters,
 *   so reopening the dialog, replaying the beacon or changing the User-Agent adds nothing (issue 43
 *   item 9: the User-Agent once made a second visitor, and a script rotated it for 20× the views;
 *   a household behind one router now counts once), and not at all from an address sending more
 *   than VIEW_BEACONS_PER_MINUTE beacons a minute.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { zonedDate } from '../../shared/pickup.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { vendorAnalytics } from '../db/schema.js';
import { hit, hitMany } from '../rate-limit.js';

export const VIEW_BEACONS_PER_MINUTE = 60;
const DAY_MS = 24 * 60 * 60 * 1000;
const fallbackSecret = randomBytes(32).toString('hex');

function digest(ctx: AppContext, text: string): string {
  return createHmac('sha256', ctx.config.SESSION_SECRET ?? fallbackSecret)
    .update(text)
    .digest('base64url')
    .slice(0, 22);
}

/** Whether this beacon is a view to count (see the rule above); `ownerId` is the vendor's owner. */
export async function viewCounts(ctx: AppContext, request: FastifyRequest, vendorId: number, ownerId: string): Promise<boolean> {
  if (request.headers.cookie) {
    const user = await request.currentUser();
    if (user?.id === ownerId) return false;
  }
  const address = digest(ctx, request.ip);
  if (!(await hit(ctx, `view-ip:${address}`, VIEW_BEACONS_PER_MINUTE, 60_000)).allowed) return false;
  const day = zonedDate(ctx.now(), ctx.config.VALLEY_TZ);
  const [first] = await hitMany(ctx, [`view-address:${day}:${vendorId}:${address}`], DAY_MS);
  return first === 1;
}

/** One more view of the vendor on the valley date `date` ('YYYY-MM-DD'). */
export async function recordProfileView(db: Db, vendorId: number, date: string): Promise<void> {
  await db
    .insert(vendorAnalytics)
    .values({ vendorId, date, profileViews: 1 })
    .onConflictDoUpdate({
      target: [vendorAnalytics.vendorId, vendorAnalytics.date],
      set: { profileViews: sql`${vendorAnalytics.profileViews} + 1` },
    });
}

/** Views of the vendor on the valley dates from `from` to `to`, both included. */
export async function profileViewsBetween(db: Db, vendorId: number, from: string, to: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${vendorAnalytics.profileViews}), 0)::int` })
    .from(vendorAnalytics)
    .where(and(eq(vendorAnalytics.vendorId, vendorId), gte(vendorAnalytics.date, from), lte(vendorAnalytics.date, to)));
  return Number(row?.n ?? 0);
}

/** The valley date `days` days before `date` ('YYYY-MM-DD'). */
export function daysBefore(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - days * DAY_MS).toISOString().slice(0, 10);
}
