/**
 * The customer's side of pickup times (DESIGN §10.2): which valley days offer a pickup window,
 * slots grouped by the hour they start, whether a vendor is paused, and the minutes left until a
 * ready time. Pure functions, used by the preorder page, the confirmation and the tracking page.
 */
import { zonedParts } from './hours.js';
import { hasSlotsOn, PICKUP_DAYS_AHEAD, type PickupWindow, slotsOnDate, zonedDate } from './pickup.js';

/** A slot shows how many orders it still takes when that is this many or fewer. */
export const FEW_LEFT = 3;

/** 'YYYY-MM-DD' plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The valley dates, from today through PICKUP_DAYS_AHEAD − 1 days ahead, on which the active
 * windows offer at least one slot that has not started yet. (The server also keeps the lead
 * time clear; a day whose remaining slots all fall inside it simply answers no times.)
 */
export function pickupDates(
  windows: readonly PickupWindow[],
  now: Date,
  tz: string,
  daysAhead: number = PICKUP_DAYS_AHEAD,
): string[] {
  const today = zonedDate(now, tz);
  const dates: string[] = [];
  for (let i = 0; i < daysAhead; i++) {
    const date = addDays(today, i);
    // Every slot of a later valley day is ahead; only today's need their times.
    const ahead =
      i === 0 ? slotsOnDate(windows, date, tz).some((s) => s.start.getTime() > now.getTime()) : hasSlotsOn(windows, date);
    if (ahead) dates.push(date);
  }
  return dates;
}

/** Slots grouped by the valley hour (0–23) they start in, in the order given. */
export function groupByHour<T extends { start: string }>(slots: readonly T[], tz: string): { hour: number; slots: T[] }[] {
  const groups: { hour: number; slots: T[] }[] = [];
  for (const slot of slots) {
    const hour = zonedParts(new Date(slot.start), tz).hour;
    const last = groups.at(-1);
    if (last && last.hour === hour) last.slots.push(slot);
    else groups.push({ hour, slots: [slot] });
  }
  return groups;
}

/** Whether a vendor with this `pausedUntil` takes no orders at `now` (a past instant: not paused). */
export function isPausedAt(pausedUntil: string | null | undefined, now: Date): boolean {
  if (!pausedUntil) return false;
  const until = Date.parse(pausedUntil);
  return Number.isFinite(until) && until > now.getTime();
}

/**
 * "Until I resume": stored as the far-future instant PAUSED_UNTIL_RESUMED (schemas/pickup.ts,
 * 9999-12-31), recognised here by its year so the map home's vendor dialog does not import the
 * request schemas (and zod) for one constant.
 */
export function isPausedUntilResumed(pausedUntil: string | null | undefined): boolean {
  if (!pausedUntil) return false;
  return new Date(pausedUntil).getUTCFullYear() >= 9999;
}

/** Whole minutes from `now` until `iso`, rounded up; 0 once it has passed. */
export function minutesUntil(iso: string, now: Date): number {
  const ms = Date.parse(iso) - now.getTime();
  return ms > 0 ? Math.ceil(ms / 60_000) : 0;
}

/**
 * Milliseconds until the value of minutesUntil(iso, ·) next changes (at least 1 s, at most a
 * minute), so a countdown re-renders once a minute and on the minute.
 */
export function msUntilNextMinute(iso: string, now: Date): number {
  const ms = Date.parse(iso) - now.getTime();
  if (!(ms > 0)) return 60_000;
  const next = ms - (Math.ceil(ms / 60_000) - 1) * 60_000;
  return Math.min(60_000, Math.max(1000, next + 50));
}
