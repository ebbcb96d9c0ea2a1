/**
 * Pickup times as people in the valley read them: valley wall-clock time in the page language
 * ('7:30 PM', '19:30' → '7:30 p.m.' in Spanish), days as Today / Tomorrow / 'Fri, Mar 14'.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { addDays, minutesUntil } from '@shared/pickup-choice.js';
import { zonedDate } from '@shared/pickup.js';
import { dateTimeFormat, type MessageKey, t } from '@/lib/i18n';
import { formatValleyTime } from './valley-time';

/** '7:30 PM' in valley time (in valley-time.ts, which the map home's cards load without this module). */
export { formatValleyTime };

/** A wall-clock 'HH:MM' (opening hours, a pickup window): '17:00' → '5:00 PM' ('5:00 p.m.' in Spanish). */
export function formatClock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return dateTimeFormat({ hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

/** An hour heading for a group of slots: 19 → '7 PM'. */
export function formatHour(hour: number): string {
  return dateTimeFormat({ hour: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, 0, 1, hour)));
}

/** 'Fri, Mar 14' for a valley date 'YYYY-MM-DD'. */
export function formatWeekday(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return dateTimeFormat({ weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d, 12)),
  );
}

/** How a valley date relates to today: 'today', 'tomorrow' or another day. */
export function dayKind(date: string, now = new Date()): 'today' | 'tomorrow' | 'other' {
  const today = zonedDate(now, VALLEY_TIME_ZONE);
  if (date === today) return 'today';
  return date === addDays(today, 1) ? 'tomorrow' : 'other';
}

/** 'Today', 'Tomorrow' or 'Fri, Mar 14'. */
export function formatPickupDay(date: string, now = new Date()): string {
  const kind = dayKind(date, now);
  if (kind === 'today') return t('pickupUi.day.today');
  if (kind === 'tomorrow') return t('pickupUi.day.tomorrow');
  return formatWeekday(date);
}

/** '7:30 PM' today, else 'Tomorrow, 7:30 PM' or 'Fri, Mar 14, 7:30 PM'. */
export function formatValleyMoment(iso: string, now = new Date()): string {
  const date = zonedDate(new Date(iso), VALLEY_TIME_ZONE);
  const time = formatValleyTime(iso);
  return dayKind(date, now) === 'today' ? time : t('pickupUi.dayTime', { day: formatPickupDay(date, now), time });
}

/** A sentence's three variants: the moment today (`{time}`), tomorrow (`{time}`), another day (`{day}`, `{time}`). */
interface DayVariants {
  today: MessageKey;
  tomorrow: MessageKey;
  day: MessageKey;
}

/**
 * Sentences around a valley moment, in the variant for its day, since Spanish cannot put 'mañana'
 * where the hour goes: 'hasta las 7:30 p. m.', 'hasta mañana a las 7:30 p. m.', 'hasta el vie,
 * 14 mar a las 7:30 p. m.' (not 'hasta las Mañana, 7:30 p. m.').
 */
const SENTENCES = {
  /** 'Pickup at 7:30 PM', 'Pickup tomorrow at 7:30 PM', 'Pickup on Fri, Mar 14 at 7:30 PM'. */
  scheduled: { today: 'pickupUi.scheduled.today', tomorrow: 'pickupUi.scheduled.tomorrow', day: 'pickupUi.scheduled.day' },
  /** 'Ready at about 7:30 PM', 'Ready tomorrow at about 12:04 AM' ('Listo mañana hacia las 12:04 a. m.'). */
  estimate: { today: 'pickupUi.estimate.time', tomorrow: 'pickupUi.estimate.timeTomorrow', day: 'pickupUi.estimate.timeDay' },
  /** 'Not taking orders until 7:30 PM', '… until tomorrow at 12:07 AM' ('No acepta pedidos hasta mañana a las 12:07 a. m.'). */
  paused: { today: 'pickupUi.paused.until', tomorrow: 'pickupUi.paused.untilTomorrow', day: 'pickupUi.paused.untilDay' },
} as const satisfies Record<string, DayVariants>;

function momentSentence(variants: DayVariants, iso: string, now: Date): string {
  const date = zonedDate(new Date(iso), VALLEY_TIME_ZONE);
  const time = formatValleyTime(iso);
  const kind = dayKind(date, now);
  if (kind === 'other') return t(variants.day, { day: formatWeekday(date), time });
  return t(kind === 'today' ? variants.today : variants.tomorrow, { time });
}

/** When a scheduled order is to be picked up. */
export const scheduledPickupText = (iso: string, now = new Date()) => momentSentence(SENTENCES.scheduled, iso, now);
/** When an as-soon-as-possible order should be ready. */
export const estimateText = (iso: string, now = new Date()) => momentSentence(SENTENCES.estimate, iso, now);
/** Until when a paused vendor takes no orders. */
export const pausedUntilText = (iso: string, now = new Date()) => momentSentence(SENTENCES.paused, iso, now);

/** 'in 12 min', 'in 1 h 5 min', or 'any minute now' once the time has come. */
export function countdownText(iso: string, now = new Date()): string {
  const minutes = minutesUntil(iso, now);
  if (minutes <= 0) return t('pickupUi.countdown.now');
  if (minutes < 60) return t('pickupUi.countdown.minutes', { minutes });
  return t('pickupUi.countdown.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
