/**
 * When a vendor is open (DESIGN §5): weekly hours in the valley's time zone, hours that pass
 * midnight (18:00–02:00 is still open at 01:30 the next day), the closed flag, no hours → closed,
 * then the vendor's Mark as Open / Mark as Closed override, which lasts until 04:00 next morning.
 * Pure functions: the server decides with them and the client shows the same answer.
 */

export interface WeeklyHours {
  /** 0 = Sunday … 6 = Saturday. */
  dayOfWeek: number;
  /** 0 = the day's first shift, 1 its second (split shifts); absent means 0. */
  shift?: number;
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

/** One open period of a day, in minutes after midnight; `close <= open` passes midnight. */
interface Period {
  open: number;
  close: number;
}

/**
 * The open periods of each weekday. A day may have two shifts (issue 24: 11:00–14:00 and
 * 17:00–21:00); a day with any row marked closed is closed all day; rows without both times
 * add nothing.
 */
function periodsByDay(hours: readonly WeeklyHours[]): Period[][] {
  const days: Period[][] = [[], [], [], [], [], [], []];
  const closed = new Set<number>();
  for (const h of hours) {
    if (h.dayOfWeek < 0 || h.dayOfWeek > 6) continue;
    if (h.isClosed) {
      closed.add(h.dayOfWeek);
      continue;
    }
    const open = toMinutes(h.openTime);
    const close = toMinutes(h.closeTime);
    if (open !== null && close !== null) days[h.dayOfWeek].push({ open, close });
  }
  for (const day of closed) days[day] = [];
  return days;
}

/** Whether the weekly hours say open at this moment (no override considered). */
export function isOpenByHours(hours: readonly WeeklyHours[], moment: Date, tz: string): boolean {
  if (hours.length === 0) return false;
  const now = zonedParts(moment, tz);
  const minutes = now.hour * 60 + now.minute;
  const days = periodsByDay(hours);
  for (const { open, close } of days[now.weekday]) {
    if (close > open && minutes >= open && minutes < close) return true;
    // Passes midnight (or equal times: open around the clock from `open`).
    if (close <= open && minutes >= open) return true;
  }
  for (const { open, close } of days[(now.weekday + 6) % 7]) {
    if (close <= open && minutes < close) return true;
  }
  return false;
}

/**
 * When the weekly hours next open after `moment` (within a week), or null when they never do.
 * A vendor closed now by hours (issue 23) says "Opens Tue 5:00 PM" and takes only later times.
 */
export function nextOpeningByHours(hours: readonly WeeklyHours[], moment: Date, tz: string): Date | null {
  const days = periodsByDay(hours);
  const now = zonedParts(moment, tz);
  const minutes = now.hour * 60 + now.minute;
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = (now.weekday + ahead) % 7;
    const starts = days[weekday]
      .map((p) => p.open)
      .filter((open) => ahead > 0 || open > minutes)
      .sort((a, b) => a - b);
    if (starts.length === 0) continue;
    const date = new Date(Date.UTC(now.year, now.month - 1, now.day + ahead));
    return zonedTimeToUtc(
      date.getUTCFullYear(),
      date.getUTCMonth() + 1,
      date.getUTCDate(),
      Math.floor(starts[0] / 60),
      starts[0] % 60,
      tz,
    );
  }
  return null;
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

/**
 * When a vendor closed at `moment` next opens (issue 23: "Opens Tue 5:00 PM"): a Mark as Closed
 * override holds until it ends, then the weekly hours decide. Null when nothing opens within a
 * week. Meant for a vendor that isOpenAt says is closed.
 */
export function nextOpeningAt(
  hours: readonly WeeklyHours[],
  override: StatusOverride | null | undefined,
  moment: Date,
  tz: string,
): Date | null {
  let from = moment;
  if (activeOverride(override, moment) === 'closed' && override?.until) {
    from = new Date(override.until);
    if (isOpenByHours(hours, from, tz)) return from;
  }
  return nextOpeningByHours(hours, from, tz);
}

/**
 * When the weekly hours next close after `moment` (the end of the shift open now, or of the next
 * one), or null when no shift ends within a week. A shift that passes midnight closes the next day;
 * one with equal times (open around the clock) never closes.
 */
export function nextClosingByHours(hours: readonly WeeklyHours[], moment: Date, tz: string): Date | null {
  const days = periodsByDay(hours);
  const now = zonedParts(moment, tz);
  let first: Date | null = null;
  // From yesterday (a shift past midnight may close this morning) to a week ahead.
  for (let ahead = -1; ahead <= 7 && first === null; ahead++) {
    const weekday = (((now.weekday + ahead) % 7) + 7) % 7;
    for (const { open, close } of days[weekday]) {
      if (close === open) continue;
      const date = new Date(Date.UTC(now.year, now.month - 1, now.day + ahead + (close < open ? 1 : 0)));
      const at = zonedTimeToUtc(
        date.getUTCFullYear(),
        date.getUTCMonth() + 1,
        date.getUTCDate(),
        Math.floor(close / 60),
        close % 60,
        tz,
      );
      if (at.getTime() > moment.getTime() && (first === null || at < first)) first = at;
    }
  }
  return first;
}
