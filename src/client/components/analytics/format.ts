/** Display formats for the analytics screen, in the chosen language. */
import { dateTimeFormat, numberFormat } from '@/lib/i18n';

const hourFormat = () => dateTimeFormat({ hour: 'numeric', timeZone: 'UTC' });
const oneDecimal = () => numberFormat({ maximumFractionDigits: 1 });
const ratingFormat = () => numberFormat({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An hour of the day (0–23, already in valley time) as a clock time: 19 → '7 PM', 0 → '12 AM'. */
export function formatHour(hour: number): string {
  return hourFormat().format(Date.UTC(2000, 0, 1, hour));
}

/** 12.5 → '12.5', 50 → '50'. */
export function formatNumber(value: number): string {
  return oneDecimal().format(value);
}

/** A rating with one decimal: 4 → '4.0'. */
export function formatRating(value: number): string {
  return ratingFormat().format(value);
}
