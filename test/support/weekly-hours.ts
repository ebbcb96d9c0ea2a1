/**
 * Weekly hours as the unit tests write them (DESIGN §5, decision 0022), and moments given as the
 * valley's wall clock. 2026-11-23 is a Monday (day 1); 2026-11-22 a Sunday (day 0).
 */
import { type WeeklyHours, zonedTimeToUtc } from '../../src/shared/hours.js';
import { TZ } from './pickup.js';

export { TZ };

/** A moment on the valley's wall clock: `at('2026-11-23', '11:00')`. */
export function at(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return zonedTimeToUtc(y, m, d, hh, mm, TZ);
}

/** One row of a week: the day, its times, which shift of the day (0 the first) and the closed flag. */
export function day(
  dayOfWeek: number,
  openTime: string | null,
  closeTime: string | null,
  { shift = 0, isClosed = false }: { shift?: number; isClosed?: boolean } = {},
): WeeklyHours {
  return { dayOfWeek, shift, openTime, closeTime, isClosed };
}

/** Monday and Tuesday 11:00–15:00; Sunday marked closed; no row for the other days. */
export const LUNCH = [day(1, '11:00', '15:00'), day(2, '11:00', '15:00'), day(0, null, null, { isClosed: true })];
/** Friday and Saturday 18:00–02:00 (past midnight). */
export const LATE_NIGHT = [day(5, '18:00', '02:00'), day(6, '18:00', '02:00')];
/** Monday 11:00–14:00 and 17:00–21:00. */
export const SPLIT_MONDAY = [day(1, '11:00', '14:00'), day(1, '17:00', '21:00', { shift: 1 })];
