/**
 * Pickup windows and slots (DESIGN §10.2). A vendor offers windows per weekday in the valley's
 * wall-clock time ('HH:MM', end after start, same day); each window is cut into slots of
 * `slotDuration` minutes holding at most `maxOrders` orders that are not cancelled.
 * Pure functions: the server offers and checks slots with them, the dashboard previews the week
 * with the same answer.
 */
import { toMinutes, zonedParts, zonedTimeToUtc } from './hours.js';

export interface PickupWindow {
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  slotDuration: number;
  maxOrders: number;
  isActive: boolean;
}

export interface PickupSlot {
  start: Date;
  end: Date;
  maxOrders: number;
}

/** DESIGN §10.2: the lead time is the longest prep time on the menu, at least this. */
export const MIN_LEAD_MINUTES = 15;
/** How far ahead a customer may book (today and the next 6 days). */
export const PICKUP_DAYS_AHEAD = 7;

/** Minutes between now and the first slot a customer may choose. */
export function leadTimeMinutes(longestPrepMinutes: number | null | undefined, extraPrepMinutes = 0): number {
  return Math.max(MIN_LEAD_MINUTES, longestPrepMinutes ?? 0) + Math.max(0, extraPrepMinutes);
}

/** How many slots one window holds (a last, shorter remainder is not offered). */
export function slotCount(window: Pick<PickupWindow, 'startTime' | 'endTime' | 'slotDuration'>): number {
  const start = toMinutes(window.startTime);
  const end = toMinutes(window.endTime);
  if (start === null || end === null || end <= start || window.slotDuration <= 0) return 0;
  return Math.floor((end - start) / window.slotDuration);
}

/** 'YYYY-MM-DD' → [year, month, day], or null when it names no real date. */
export function parseDate(date: string): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d) return null;
  return [y, mo, d];
}

/** The valley date ('YYYY-MM-DD') a moment falls on. */
export function zonedDate(moment: Date, tz: string): string {
  const p = zonedParts(moment, tz);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/**
 * Whether the active windows offer any slot on a valley date: the same windows slotsOnDate lists,
 * without converting each slot's time (a phone asks this for every day ahead on a menu's first
 * render).
 */
export function hasSlotsOn(windows: readonly PickupWindow[], date: string): boolean {
  const ymd = parseDate(date);
  if (!ymd) return false;
  const weekday = new Date(Date.UTC(ymd[0], ymd[1] - 1, ymd[2])).getUTCDay();
  return windows.some((w) => w.isActive && w.dayOfWeek === weekday && toMinutes(w.startTime) !== null && slotCount(w) > 0);
}

/** Every slot the active windows offer on a valley date, earliest first (no lead time applied). */
export function slotsOnDate(windows: readonly PickupWindow[], date: string, tz: string): PickupSlot[] {
  const ymd = parseDate(date);
  if (!ymd) return [];
  const [y, mo, d] = ymd;
  const weekday = new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
  const slots: PickupSlot[] = [];
  for (const w of windows) {
    if (!w.isActive || w.dayOfWeek !== weekday) continue;
    const start = toMinutes(w.startTime);
    if (start === null) continue;
    const count = slotCount(w);
    if (count === 0) continue;
    const at = (minutes: number) => zonedTimeToUtc(y, mo, d, Math.floor(minutes / 60), minutes % 60, tz);
    // Converting a wall-clock time costs a few time-zone readings (~15 µs each): when the
    // window's first and last instants are as far apart as its wall-clock span (no daylight-saving
    // change inside it, the usual case), the slots in between are plain arithmetic.
    const last = start + count * w.slotDuration;
    const first = at(start);
    const linear = at(last).getTime() - first.getTime() === (last - start) * 60_000;
    for (let i = 0; i < count; i++) {
      const from = start + i * w.slotDuration;
      const to = from + w.slotDuration;
      slots.push({
        start: linear ? new Date(first.getTime() + (from - start) * 60_000) : at(from),
        // Windows end by 23:59 the same day, so a slot never passes midnight.
        end: linear ? new Date(first.getTime() + (to - start) * 60_000) : at(to),
        maxOrders: w.maxOrders,
      });
    }
  }
  return slots.sort((a, b) => a.start.getTime() - b.start.getTime());
}

export type WindowProblem = 'endBeforeStart' | 'overlap' | 'tooShort';

/**
 * The first rule a set of windows breaks, with the index of the offending window, or null.
 * Windows of one weekday may not overlap (inactive ones included: switching one on must not
 * create an overlap), and each must hold at least one slot.
 */
export function windowProblem(windows: readonly PickupWindow[]): { index: number; problem: WindowProblem } | null {
  for (const [index, w] of windows.entries()) {
    const start = toMinutes(w.startTime);
    const end = toMinutes(w.endTime);
    if (start === null || end === null || end <= start) return { index, problem: 'endBeforeStart' };
    if (slotCount(w) < 1) return { index, problem: 'tooShort' };
  }
  for (const [index, w] of windows.entries()) {
    const start = toMinutes(w.startTime) as number;
    const end = toMinutes(w.endTime) as number;
    for (let j = 0; j < index; j++) {
      const o = windows[j];
      if (o.dayOfWeek !== w.dayOfWeek) continue;
      const oStart = toMinutes(o.startTime) as number;
      const oEnd = toMinutes(o.endTime) as number;
      if (start < oEnd && oStart < end) return { index, problem: 'overlap' };
    }
  }
  return null;
}
