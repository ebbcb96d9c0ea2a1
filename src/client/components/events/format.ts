/**
 * Event dates as people in the valley read them: in valley time, weekday and month in words.
 * A plain-date event (00:00 to 23:59 valley time) shows days only: 'Fri, Mar 13 – Sun, Mar 15, 2026';
 * one with set times shows them: 'Sat, Mar 14, 2026, 6:00 – 10:00 PM'.
 */

import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { dateTimeFormat } from '@/lib/i18n';

const dayOptions = { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } as const;
const days = () => dateTimeFormat({ ...dayOptions, timeZone: VALLEY_TIME_ZONE });
const daysAndTimes = () =>
  dateTimeFormat({
  ...dayOptions,
  hour: 'numeric',
  minute: '2-digit',
  timeZone: VALLEY_TIME_ZONE,
});
const clock = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: VALLEY_TIME_ZONE,
});
const shortDate = () =>
  dateTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: VALLEY_TIME_ZONE,
});

function valid(d: Date): boolean {
  return !Number.isNaN(d.getTime());
}

/** The date range of an event. */
export function formatEventDates(startDate: string, endDate: string): string {
  const start = new Date(startDate);
  const end = new Date(endDate);
  if (!valid(start) || !valid(end)) return '';
  const wholeDays = clock.format(start) === '00:00' && clock.format(end) === '23:59';
  const format = wholeDays ? days() : daysAndTimes();
  if (end.getTime() <= start.getTime()) return format.format(start);
  return format.formatRange(start, end);
}

/** A day such as 'Mar 14, 2026' (when a registration was sent). */
export function formatDay(iso: string): string {
  const d = new Date(iso);
  return valid(d) ? shortDate().format(d) : '';
}
