/**
 * Item throttles (issue 41, docs/decisions/0053-item-throttles.md): a menu item with
 * `max_per_15_min` is made at most that many times for pickups in any quarter hour of the valley's
 * clock (:00, :15, :30, :45) — the way Toast and Square Online throttle a popular item, by when
 * it is picked up, not by when it was ordered. An online order that would go over is refused with
 * 409 `item_throttled` and the next pickup times that still have room for it; an order the vendor
 * types at its desk is never refused, but counts.
 *
 * Runs inside the order's transaction after the items are locked (`for update`, id order), so two
 * orders for the last birria of a quarter hour cannot both pass.
 */
import { sql } from 'drizzle-orm';
import { t } from '../../shared/messages/index.js';
import { zonedDate } from '../../shared/pickup.js';
import type { Db } from '../db/index.js';
import { conflict } from '../errors.js';
import { NEXT_SLOTS_OFFERED, type OrderingVendor, offeredSlots } from '../pickup/queries.js';

export const THROTTLE_WINDOW_MS = 15 * 60_000;

/** The quarter hour a pickup falls in: [start, start + 15 min). Valley offsets are whole hours. */
export function quarterOf(at: Date): { start: Date; end: Date } {
  const start = Math.floor(at.getTime() / THROTTLE_WINDOW_MS) * THROTTLE_WINDOW_MS;
  return { start: new Date(start), end: new Date(start + THROTTLE_WINDOW_MS) };
}

export interface ThrottledLine {
  menuItemId: number;
  name: string;
  quantity: number;
  maxPer15Min: number;
}

/**
 * How many of each item are already ordered (not cancelled) for pickups in each quarter hour from
 * `from` to `to`: Map<item id, Map<quarter start ms, quantity>>.
 */
async function orderedPerQuarter(db: Db, vendorId: number, itemIds: number[], from: Date, to: Date) {
  const rows = await db.execute<{ item: number; quarter: string | Date; n: number }>(sql`
    select (l->>'menuItemId')::int as item,
           to_timestamp(floor(extract(epoch from coalesce(g.scheduled_pickup_time, g.estimated_ready_time)) / 900) * 900) as quarter,
           sum((l->>'quantity')::int)::int as n
    from guest_preorders g cross join lateral jsonb_array_elements(g.items) l
    where g.vendor_id = ${vendorId} and g.status <> 'cancelled'
      and coalesce(g.scheduled_pickup_time, g.estimated_ready_time) >= ${from.toISOString()}::timestamptz
      and coalesce(g.scheduled_pickup_time, g.estimated_ready_time) < ${to.toISOString()}::timestamptz
      and (l->>'menuItemId')::int in ${itemIds}
    group by 1, 2`);
  const out = new Map<number, Map<number, number>>();
  for (const r of rows.rows) {
    const item = Number(r.item);
    const perQuarter = out.get(item) ?? new Map<number, number>();
    perQuarter.set(new Date(r.quarter).getTime(), Number(r.n));
    out.set(item, perQuarter);
  }
  return out;
}

/** True when every throttled line still fits in the quarter hour of `at`. */
function fits(lines: readonly ThrottledLine[], ordered: Map<number, Map<number, number>>, at: Date): boolean {
  const quarter = quarterOf(at).start.getTime();
  return lines.every((l) => (ordered.get(l.menuItemId)?.get(quarter) ?? 0) + l.quantity <= l.maxPer15Min);
}

/**
 * Refuses an online order whose throttled items would go over their limit in the quarter hour of
 * `readyAt` (the chosen pickup time, or the estimate of an order "as soon as possible"): 409
 * `item_throttled` naming the first such item, with `nextSlots` — the vendor's next offered pickup
 * times that day where every throttled item still fits.
 */
export async function checkItemThrottles(
  db: Db,
  vendor: OrderingVendor,
  lines: readonly ThrottledLine[],
  readyAt: Date,
  now: Date,
  tz: string,
): Promise<void> {
  if (lines.length === 0) return;
  const ids = lines.map((l) => l.menuItemId);
  const here = quarterOf(readyAt);
  const ordered = await orderedPerQuarter(db, vendor.id, ids, here.start, here.end);
  if (fits(lines, ordered, readyAt)) return;
  const over = lines.find((l) => (ordered.get(l.menuItemId)?.get(here.start.getTime()) ?? 0) + l.quantity > l.maxPer15Min)!;
  const slots = (await offeredSlots(db, vendor, zonedDate(readyAt, tz), now, tz)).filter(
    (s) => s.remaining > 0 && new Date(s.start).getTime() >= here.end.getTime(),
  );
  let nextSlots: { start: string; end: string; remaining: number }[] = [];
  if (slots.length > 0) {
    const later = await orderedPerQuarter(db, vendor.id, ids, new Date(slots[0].start), new Date(new Date(slots[slots.length - 1].start).getTime() + THROTTLE_WINDOW_MS));
    nextSlots = slots
      .filter((s) => fits(lines, later, new Date(s.start)))
      .slice(0, NEXT_SLOTS_OFFERED)
      .map(({ start, end, remaining }) => ({ start, end, remaining }));
  }
  throw conflict(t('preorder.error.itemThrottled', { name: over.name, count: over.maxPer15Min }), {
    code: 'item_throttled',
    menuItemId: over.menuItemId,
    nextSlots,
  });
}
