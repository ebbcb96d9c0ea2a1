/**
 * Pickup windows, offered pickup times and the slot check of an order (DESIGN §10.2). The rules
 * are the pure functions of src/shared/pickup.ts; this module reads what they need.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { StatusOverride } from '../../shared/hours.js';
import { t } from '../../shared/messages/index.js';
import { closedByVendorUntil } from '../../shared/pause-ends.js';
import {
  leadTimeMinutes,
  PICKUP_DAYS_AHEAD,
  type PickupWindow,
  parseDate,
  slotsOnDate,
  zonedDate,
} from '../../shared/pickup.js';
import type { PickupTime, PickupWindowRow } from '../../shared/schemas/pickup.js';
import type { Db } from '../db/index.js';
import { vendorTimeSlots } from '../db/schema.js';
import { badRequest, conflict } from '../errors.js';

/** How many free slots a 409 `slot_full` offers instead. */
export const NEXT_SLOTS_OFFERED = 6;

/** A window's columns, as the shared rules read them. */
const windowColumns = {
  dayOfWeek: vendorTimeSlots.dayOfWeek,
  startTime: vendorTimeSlots.startTime,
  endTime: vendorTimeSlots.endTime,
  slotDuration: vendorTimeSlots.slotDuration,
  maxOrders: vendorTimeSlots.maxOrders,
  isActive: vendorTimeSlots.isActive,
};

export async function listPickupWindows(db: Db, vendorId: number): Promise<PickupWindowRow[]> {
  return db
    .select({ id: vendorTimeSlots.id, ...windowColumns })
    .from(vendorTimeSlots)
    .where(eq(vendorTimeSlots.vendorId, vendorId))
    .orderBy(asc(vendorTimeSlots.dayOfWeek), asc(vendorTimeSlots.startTime), asc(vendorTimeSlots.id));
}

/** PUT replaces the whole set, in one transaction (validated by PickupWindowsPutSchema). */
export async function replacePickupWindows(db: Db, vendorId: number, windows: PickupWindow[]): Promise<PickupWindowRow[]> {
  await db.transaction(async (tx) => {
    await tx.delete(vendorTimeSlots).where(eq(vendorTimeSlots.vendorId, vendorId));
    if (windows.length > 0) {
      await tx.insert(vendorTimeSlots).values(windows.map((w) => ({ vendorId, ...w })));
    }
  });
  return listPickupWindows(db, vendorId);
}

export interface OrderingVendor {
  id: number;
  extraPrepMinutes: number;
  /** Mark as Open / Closed: no slot is offered before the vendor's own closing ends (issue 44). */
  override?: StatusOverride | null;
}

export interface OfferedSlot extends PickupTime {
  maxOrders: number;
}

/**
 * The slots of a valley date a customer may choose now: those starting at or after now + the
 * lead time (the longest prep time of the vendor's available items, at least 15 minutes, plus the
 * busy-mode minutes), on a date from today to PICKUP_DAYS_AHEAD - 1 days ahead. Full slots are
 * included with `remaining: 0`. Run inside the order's transaction, after the vendor row is
 * locked, the counts are exact.
 */
export async function offeredSlots(db: Db, vendor: OrderingVendor, date: string, now: Date, tz: string): Promise<OfferedSlot[]> {
  if (!isBookableDate(date, now, tz)) return [];
  const windows = await db
    .select(windowColumns)
    .from(vendorTimeSlots)
    .where(and(eq(vendorTimeSlots.vendorId, vendor.id), eq(vendorTimeSlots.isActive, true)));
  const all = slotsOnDate(windows, date, tz);
  if (all.length === 0) return [];
  const prep = await db.execute<{ minutes: number | null }>(
    sql`select max(prep_time)::int as minutes from menu_items where vendor_id = ${vendor.id} and is_available`,
  );
  const lead = now.getTime() + leadTimeMinutes(prep.rows[0]?.minutes, vendor.extraPrepMinutes) * 60_000;
  // Closed for the day (Cancel today, Mark as Closed): the day's later windows are closed too.
  const earliest = Math.max(lead, closedByVendorUntil(vendor.override, now)?.getTime() ?? 0);
  const slots = all.filter((s) => s.start.getTime() >= earliest);
  if (slots.length === 0) return [];
  const counts = await db.execute<{ at: string | Date; n: number }>(sql`
    select scheduled_pickup_time as at, count(*)::int as n from guest_preorders
    where vendor_id = ${vendor.id} and status <> 'cancelled'
      and scheduled_pickup_time >= ${slots[0].start.toISOString()}::timestamptz
      and scheduled_pickup_time <= ${slots[slots.length - 1].start.toISOString()}::timestamptz
    group by scheduled_pickup_time`);
  const taken = new Map(counts.rows.map((r) => [new Date(r.at).getTime(), Number(r.n)]));
  return slots.map((s) => ({
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    remaining: Math.max(0, s.maxOrders - (taken.get(s.start.getTime()) ?? 0)),
    maxOrders: s.maxOrders,
  }));
}

/** A real date from the valley's today to PICKUP_DAYS_AHEAD - 1 days later. */
export function isBookableDate(date: string, now: Date, tz: string): boolean {
  const ymd = parseDate(date);
  if (!ymd) return false;
  const today = parseDate(zonedDate(now, tz)) as [number, number, number];
  const days = (Date.UTC(ymd[0], ymd[1] - 1, ymd[2]) - Date.UTC(today[0], today[1] - 1, today[2])) / 86_400_000;
  return days >= 0 && days < PICKUP_DAYS_AHEAD;
}

/**
 * The slot check of an order for a pickup time (inside the order's transaction, after the
 * vendor row is locked FOR UPDATE, so two orders for the last place cannot both pass):
 * not an offered slot start → 400 `invalid_pickup_time`; full → 409 `slot_full` with the next
 * free slots of that day.
 */
export async function checkPickupSlot(db: Db, vendor: OrderingVendor, start: Date, now: Date, tz: string): Promise<void> {
  const slots = await offeredSlots(db, vendor, zonedDate(start, tz), now, tz);
  const slot = slots.find((s) => new Date(s.start).getTime() === start.getTime());
  if (!slot) throw badRequest(t('pickup.error.invalidTime'), { code: 'invalid_pickup_time' });
  if (slot.remaining <= 0) {
    const nextSlots = slots
      .filter((s) => s.remaining > 0 && new Date(s.start).getTime() > start.getTime())
      .slice(0, NEXT_SLOTS_OFFERED)
      .map(({ start: from, end, remaining }) => ({ start: from, end, remaining }));
    throw conflict(t('pickup.error.slotFull'), { code: 'slot_full', nextSlots });
  }
}
