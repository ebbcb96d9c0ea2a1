/**
 * Here now (DESIGN §10.5, issue 25 item 1): the vendor taps "We're here" and customers see
 * "Here · confirmed 12 min ago" until the shift ends or 6 hours pass, whichever comes first;
 * three "not here" reports within an hour clear it. One home for the rule, read by the server
 * when it answers and by tests.
 */
import { nextClosingByHours, type StatusOverride, type WeeklyHours } from './hours.js';
import { closedByVendorUntil } from './pause-ends.js';

/** A check-in never outlives this (a truck that forgot to leave the app "here"). */
export const HERE_NOW_MAX_MS = 6 * 60 * 60_000;
/** Reports on one check-in that clear it… */
export const NOT_HERE_REPORTS_TO_CLEAR = 3;
/** …when they come within this window. */
export const NOT_HERE_WINDOW_MS = 60 * 60_000;

/** When a check-in made at `confirmedAt` lapses: the next closing by the hours, or 6 hours. */
export function hereNowEndsAt(confirmedAt: Date, hours: readonly WeeklyHours[], tz: string): Date {
  const cap = new Date(confirmedAt.getTime() + HERE_NOW_MAX_MS);
  const closing = nextClosingByHours(hours, confirmedAt, tz);
  return closing && closing < cap ? closing : cap;
}

/**
 * Whether a check-in made at `confirmedAt` still holds at `now`. Never while the vendor has closed
 * itself for the day (Cancel today, Mark as Closed: issue 44): a closed truck is not "here".
 */
export function hereNowHolds(
  confirmedAt: Date | null,
  hours: readonly WeeklyHours[],
  now: Date,
  tz: string,
  override?: StatusOverride | null,
): confirmedAt is Date {
  if (!confirmedAt || confirmedAt.getTime() > now.getTime()) return false;
  if (closedByVendorUntil(override, now)) return false;
  return now.getTime() < hereNowEndsAt(confirmedAt, hours, tz).getTime();
}
