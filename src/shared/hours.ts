/**
 * When a vendor is open (DESIGN §5): weekly hours in the valley's time zone, hours that pass
 * midnight (18:00–02:00 is still open at 01:30 the next day), the closed flag, no hours → closed,
 * then the vendor's Mark as Open / Mark as Closed override, which lasts until 04:00 next morning.
 * Pure functions: the server decides with them and the client shows the same answer.
 */

export interface WeeklyHours {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** 'HH:MM', 24-hour clock. */
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

export interface StatusOverride {
  status: 'open' | 'closed' | null;
  until: Date | string | null;
}

export const OVERRIDE_ENDS_AT_HOUR = 4;

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** 'HH:MM' → minutes after midnight, or null. */
export function toMinutes(value: string | null | undefined): number | null {
  if (!value) return null;
  const m = TIME_RE.exec(value);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
function formatter(tz: string): Intl.DateTimeFormat {
  let f = partsFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partsFormatters.set(tz, f);
  }
  return f;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/**
 * The last reading: answering the vendor list asks the same moment once per vendor, and
 * formatToParts costs ~15 µs a call.
 */
let lastReading: { ms: number; tz: string; parts: ZonedParts } | undefined;

/** The wall-clock reading of a moment in a time zone. */
export function zonedParts(moment: Date, tz: string): ZonedParts {
  const ms = moment.getTime();
  if (lastReading && lastReading.ms === ms && lastReading.tz === tz) return { ...lastReading.parts };
  const parts = readParts(moment, tz);
  lastReading = { ms, tz, parts: { ...parts } };
  return parts;
}

function readParts(moment: Date, tz: string): ZonedParts {
  const parts: Record<string, string> = {};
  for (const p of formatter(tz).formatToParts(moment)) parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS.indexOf(parts.weekday),
  };
}

/** The moment at which the wall clock in `tz` reads the given local date and time. */
export function zonedTimeToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  tz: string,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  let guess = wall;
  // Two corrections settle the offset, including on daylight-saving change days.
  for (let i = 0; i < 3; i++) {
    const p = zonedParts(new Date(guess), tz);
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    const diff = wall - seen;
    if (diff === 0) break;
    guess += diff;
  }
  return new Date(guess);
}

/** Whether the weekly hours say open at this moment (no override considered). */
export function isOpenByHours(hours: readonly WeeklyHours[], moment: Date, tz: string): boolean {
  if (hours.length === 0) return false;
  const now = zonedParts(moment, tz);
  const minutes = now.hour * 60 + now.minute;
  const byDay = new Map(hours.map((h) => [h.dayOfWeek, h]));

  const today = byDay.get(now.weekday);
  if (today && !today.isClosed) {
    const open = toMinutes(today.openTime);
    const close = toMinutes(today.closeTime);
    if (open !== null && close !== null) {
      if (close > open && minutes >= open && minutes < close) return true;
      // Passes midnight (or equal times: open around the clock from `open`).
      if (close <= open && minutes >= open) return true;
    }
  }
  const yesterday = byDay.get((now.weekday + 6) % 7);
  if (yesterday && !yesterday.isClosed) {
    const open = toMinutes(yesterday.openTime);
    const close = toMinutes(yesterday.closeTime);
    if (open !== null && close !== null && close <= open && minutes < close) return true;
  }
  return false;
}

/** Whether an override is still in force at this moment. */
export function activeOverride(override: StatusOverride | null | undefined, moment: Date): 'open' | 'closed' | null {
  if (!override?.status || !override.until) return null;
  return new Date(override.until).getTime() > moment.getTime() ? override.status : null;
}

/** The vendor's open/closed status: the override while it lasts, else the weekly hours. */
export function isOpenAt(
  hours: readonly WeeklyHours[],
  override: StatusOverride | null | undefined,
  moment: Date,
  tz: string,
): boolean {
  const forced = activeOverride(override, moment);
  if (forced) return forced === 'open';
  return isOpenByHours(hours, moment, tz);
}

/** When an override set at `moment` ends: the next 04:00 on the valley's wall clock. */
export function overrideExpiry(moment: Date, tz: string): Date {
  const now = zonedParts(moment, tz);
  if (now.hour < OVERRIDE_ENDS_AT_HOUR) {
    return zonedTimeToUtc(now.year, now.month, now.day, OVERRIDE_ENDS_AT_HOUR, 0, tz);
  }
  const tomorrow = new Date(Date.UTC(now.year, now.month - 1, now.day + 1));
  return zonedTimeToUtc(
    tomorrow.getUTCFullYear(),
    tomorrow.getUTCMonth() + 1,
    tomorrow.getUTCDate(),
    OVERRIDE_ENDS_AT_HOUR,
    0,
    tz,
  );
}
