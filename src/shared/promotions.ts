/**
 * Schedules of promotions, advertisements and events (SPEC §4 badges LIVE / INACTIVE / EXPIRED):
 * pure functions, so the admin dashboard shows exactly what the server serves to customers.
 */
import { zonedTimeToUtc } from './hours.js';

export type LiveState = 'live' | 'inactive' | 'expired';

export interface Scheduled {
  isActive: boolean;
  startDate: Date | string;
  endDate: Date | string;
}

const time = (v: Date | string) => (typeof v === 'string' ? Date.parse(v) : v.getTime());

/**
 * 'expired' once the end has passed (whatever the switch says); 'inactive' while switched off or
 * not started yet; otherwise 'live'. The end is inclusive: at the very end moment it is still live.
 */
export function liveState(item: Scheduled, now: Date): LiveState {
  const at = now.getTime();
  if (time(item.endDate) < at) return 'expired';
  if (!item.isActive || time(item.startDate) > at) return 'inactive';
  return 'live';
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether the text is a plain calendar date (what a date input sends), such as 2026-12-31. */
export function isDateOnly(text: string): boolean {
  return DATE_ONLY.test(text.trim());
}

/** Whether the text is a date or date-time that JavaScript reads unambiguously. */
export function isDateText(text: string): boolean {
  const v = text.trim();
  if (isDateOnly(v)) {
    const [, y, m, d] = DATE_ONLY.exec(v)!.map(Number);
    const probe = new Date(Date.UTC(y, m - 1, d));
    return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
  }
  // A date-time must carry its time: ISO 8601 ('2026-12-31T18:00:00Z', with or without zone).
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v));
}

/**
 * The moment a schedule boundary stands for. A plain date means the whole day in the valley's
 * time zone: a start at 00:00 that day, an end at the last millisecond of that day (so a promotion
 * ending 2026-12-31 runs through New Year's Eve). A date-time is taken as it is.
 */
export function scheduleInstant(text: string, edge: 'start' | 'end', tz: string): Date {
  const v = text.trim();
  const m = DATE_ONLY.exec(v);
  if (!m) return new Date(v);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (edge === 'start') return zonedTimeToUtc(y, mo, d, 0, 0, tz);
  return new Date(zonedTimeToUtc(y, mo, d + 1, 0, 0, tz).getTime() - 1);
}

/** Whether `end` falls on or after `start` (both as the schedule reads them). */
export function endsOnOrAfterStart(start: string, end: string, tz = 'UTC'): boolean {
  return scheduleInstant(end, 'end', tz).getTime() >= scheduleInstant(start, 'start', tz).getTime();
}

/** An advertisement runs from its creation for `hours` hours. */
export function adEndDate(start: Date, hours: number): Date {
  return new Date(start.getTime() + hours * 60 * 60 * 1000);
}

/**
 * Issue 44: a discount promotion as checkout applies it. The administrator ties it to a vendor; it
 * takes `discountValue` percent off that vendor's orders while live and while uses are left.
 */
export interface CheckoutPromotion extends Scheduled {
  id: number;
  title: string;
  description: string;
  /** Percent off the food, decimal string ('20.00'). */
  discountValue: string | null;
}

/** What the promotion takes off a subtotal, in cents: the percent rounded to the cent, never more than the food. */
export function promotionDiscountCents(percent: string | null, subtotalCents: number): number {
  const hundredths = Math.min(10_000, Math.max(0, Math.round(Number(percent ?? 0) * 100)));
  if (!Number.isFinite(hundredths) || subtotalCents <= 0) return 0;
  return Math.min(subtotalCents, Math.round((subtotalCents * hundredths) / 10_000));
}

/**
 * The promotion an order at this vendor gets now: the first live one of `promotions` (already in
 * the administrator's priority order) that takes something off; null when none. One offer per
 * order: a reward code replaces it (the checkout says so).
 */
export function applicablePromotion<P extends CheckoutPromotion>(promotions: readonly P[], now: Date): P | null {
  return promotions.find((p) => liveState(p, now) === 'live' && promotionDiscountCents(p.discountValue, 10_000) > 0) ?? null;
}
