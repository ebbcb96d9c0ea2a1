/**
 * What festival night reads (issue 41, DESIGN §12): the order boards, each open order's place in
 * its vendor's queue, the wait at each truck and who is at an event. The queue rule has one home,
 * `asap_ready_at` (migration 0002: 2 minutes for each order ahead, at most 30 counted, plus the
 * prep time and the busy minutes); the place in the queue is read back from it, never restated.
 */
import { sql } from 'drizzle-orm';
import { lastMorningReset } from '../../shared/menu-availability.js';
import type { Db } from '../db/index.js';
import { ESCALATION_PAUSED } from '../escalation/levels.js';

export interface BoardRow {
  vendorId: number;
  status: 'confirmed' | 'ready';
  pickupCode: string;
  firstName: string;
  lastName: string;
}

/** At most this many orders per column of one vendor's board. */
export const BOARD_COLUMN_LIMIT = 40;

/**
 * Today's orders on the boards of these vendors: confirmed (being prepared) and ready, last
 * changed since the latest 04:00 valley time, for today (as soon as possible, or a pickup time
 * before the next 04:00); oldest first. One statement for any number of vendors.
 */
export async function boardRows(db: Db, vendorIds: readonly number[], now: Date, tz: string): Promise<BoardRow[]> {
  if (vendorIds.length === 0) return [];
  const since = lastMorningReset(now, tz);
  const until = lastMorningReset(new Date(now.getTime() + 24 * 60 * 60_000), tz);
  const ids = sql.join(
    vendorIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<{ vendor_id: number; status: 'confirmed' | 'ready'; pickup_code: string; first_name: string; last_name: string }>(sql`
    select vendor_id, status, pickup_code, first_name, last_name from (
      select g.vendor_id, g.status, g.pickup_code, g.first_name, g.last_name, g.created_at, g.id,
             row_number() over (partition by g.vendor_id, g.status order by g.created_at, g.id) as n
      from guest_preorders g
      where g.vendor_id in (${ids}) and g.status in ('confirmed', 'ready')
        and g.updated_at >= ${since.toISOString()}::timestamptz
        and (g.scheduled_pickup_time is null or g.scheduled_pickup_time < ${until.toISOString()}::timestamptz)
    ) b
    where n <= ${BOARD_COLUMN_LIMIT}
    order by created_at, id`);
  return result.rows.map((r) => ({
    vendorId: Number(r.vendor_id),
    status: r.status,
    pickupCode: r.pickup_code,
    firstName: r.first_name,
    lastName: r.last_name,
  }));
}

export interface QueueEntry {
  ahead: number;
  /** The order was waiting when its vendor's ordering paused itself (escalation level 3). */
  unanswered: boolean;
}

/**
 * The number of orders ahead of each open (pending or confirmed) order of the vendor, by order id.
 * `asap_ready_at` with no prep time answers now + 2 min × orders ahead + the busy minutes it read;
 * the same statement reads those busy minutes, so what is left is the queue part of the one rule.
 */
export async function vendorQueue(db: Db, vendorId: number, now: Date): Promise<Map<number, QueueEntry>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute<{ id: number; ahead: number; level: number }>(sql`
    select g.id, g.escalation_level as level,
           greatest(0, round((extract(epoch from asap_ready_at(g.vendor_id, 0, g.created_at, ${at}) - ${at}) / 60
                              - v.extra_prep_minutes) / 2))::int as ahead
    from guest_preorders g join vendors v on v.id = g.vendor_id
    where g.vendor_id = ${vendorId} and g.status in ('pending', 'confirmed')`);
  return new Map(
    result.rows.map((r) => [Number(r.id), { ahead: Number(r.ahead), unanswered: Number(r.level) >= ESCALATION_PAUSED }]),
  );
}

/**
 * The minutes an order placed now "as soon as possible" would wait at each vendor: `asap_ready_at`
 * with the longest prep time of its available items (what the pickup times' lead time uses).
 */
export async function waitMinutesOf(db: Db, vendorIds: readonly number[], now: Date): Promise<Map<number, number>> {
  if (vendorIds.length === 0) return new Map();
  const at = sql`${now.toISOString()}::timestamptz`;
  const ids = sql.join(
    vendorIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const result = await db.execute<{ id: number; minutes: number }>(sql`
    select v.id,
           greatest(0, ceil(extract(epoch from asap_ready_at(v.id,
             (select max(m.prep_time)::int from menu_items m where m.vendor_id = v.id and m.is_available),
             ${at}, ${at}) - ${at}) / 60))::int as minutes
    from vendors v where v.id in (${ids})`);
  return new Map(result.rows.map((r) => [Number(r.id), Number(r.minutes)]));
}

/** An active event and the vendors approved for it (by name); undefined when there is no such active event. */
export async function eventWithVendors(
  db: Db,
  eventId: number,
): Promise<{ id: number; name: string; vendorIds: number[] } | undefined> {
  const found = await db.execute<{ id: number; name: string }>(
    sql`select id, name from events where id = ${eventId} and is_active`,
  );
  const event = found.rows[0];
  if (!event) return undefined;
  const vendors = await db.execute<{ vendor_id: number }>(sql`
    select r.vendor_id from event_vendor_registrations r join vendors v on v.id = r.vendor_id
    where r.event_id = ${eventId} and r.status = 'approved' and v.is_active and v.published_at is not null
    order by v.business_name, v.id`);
  return { id: Number(event.id), name: event.name, vendorIds: vendors.rows.map((r) => Number(r.vendor_id)) };
}
