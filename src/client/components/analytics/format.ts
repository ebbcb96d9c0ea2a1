/** Display formats for the analytics screen. */

const hourFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'UTC' });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const ratingFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** An hour of the day (0–23, already in valley time) as a clock time: 19 → '7 PM', 0 → '12 AM'. */
export function formatHour(hour: number): string {
  return hourFormat.format(Date.UTC(2000, 0, 1, hour));
}

/** 12.5 → '12.5', 50 → '50'. */
export function formatNumber(value: number): string {
  return oneDecimal.format(value);
}

/** A rating with one decimal: 4 → '4.0'. */
export function formatRating(value: number): string {
  return ratingFormat.format(value);
}
