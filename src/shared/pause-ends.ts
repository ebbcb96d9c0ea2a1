/**
 * Pauses and busy minutes that end on their own (issue 25 item 3, decision 0027). Every pause and
 * every extra delay has an end, and none outlasts closing: the end of the shift open now (or of
 * the next one starting before the morning line), else 04:00 valley time next morning (the line
 * Mark as Closed and "sold out today" end at). An ended one reads as not paused / 0 minutes at
 * once (compared at read time); the stored row is cleared by the next read that writes.
 * Pure functions: the server decides with them and the desk shows the same answer.
 */
import {
  activeOverride,
  isOpenByHours,
  nextClosingByHours,
  nextOpeningByHours,
  overrideExpiry,
  type StatusOverride,
  type WeeklyHours,
} from './hours.js';

/**
 * Closed by the vendor (Mark as Closed, Cancel today: issue 44) while its override lasts: closed
 * for the rest of the valley day, which supersedes a pause and busy minutes — the vendor reads as
 * closed, not "paused until 1:28 PM", a check-in is refused and no "Here" mark shows. When that
 * closing ends, or null.
 */
export function closedByVendorUntil(override: StatusOverride | null | undefined, now: Date): Date | null {
  return activeOverride(override, now) === 'closed' && override?.until ? new Date(override.until) : null;
}

/**
 * Whether a closing by the vendor covers something that ends at `end` (a pause, busy minutes):
 * it then reads as none. Needs no clock: an end still ahead that a closed override outlasts is
 * inside that closing.
 */
export function coveredByClosing(end: Date | string | null | undefined, override: StatusOverride | null | undefined): boolean {
  if (end == null || override?.status !== 'closed' || !override.until) return false;
  return new Date(override.until).getTime() >= new Date(end).getTime();
}

/** The durations the desk offers for a pause and for busy minutes ('closing': until closing). */
export const PAUSE_DURATIONS = [15, 30, 60, 'closing'] as const;
export type PauseDuration = (typeof PAUSE_DURATIONS)[number];

/** "+5 / +10 / +15 min" on one order. */
export const DELAY_STEPS = [5, 10, 15] as const;
export type DelayMinutes = (typeof DELAY_STEPS)[number];

/** A pending order unseen by any desk for this long pauses ordering (decision 0027). */
export const DESK_UNREACHABLE_MINUTES = 10;
/**
 * Issue 42 (decision 0051): no desk seen for this long while the vendor is open with an order
 * waiting, and the customer pages say orders may be delayed (the watch pauses at the longer
 * DESK_UNREACHABLE_MINUTES).
 */
export const DESK_AWAY_MINUTES = 5;

/** Whether customers are told orders may be delayed: a desk seen once, not for DESK_AWAY_MINUTES, while open with a pending order. */
export function deskAway(
  v: { deskSeenAt: Date | string | null; isOpen: boolean; pendingOrders: number },
  now: Date,
): boolean {
  if (!v.deskSeenAt || !v.isOpen || v.pendingOrders <= 0) return false;
  return now.getTime() - new Date(v.deskSeenAt).getTime() >= DESK_AWAY_MINUTES * 60_000;
}
/** How often an open desk or kitchen view says it is there. */
export const DESK_HEARTBEAT_MS = 60_000;

/**
 * Why ordering is paused (vendors.pause_reason): the vendor itself, the desk watch (decision 0027),
 * or an order that waited unanswered (issue 41 item 3, src/server/escalation/escalate.ts).
 */
export const PAUSE_REASONS = ['vendor', 'desk_unreachable', 'unanswered'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** A stored reason as one of PAUSE_REASONS (a row without one, or an unknown one, is the vendor's own). */
export function pauseReasonOf(stored: string | null | undefined): PauseReason {
  return (PAUSE_REASONS as readonly string[]).includes(stored ?? '') ? (stored as PauseReason) : 'vendor';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When the vendor closes, seen from `moment`: an override (Mark as Open / Closed) ends at its own
 * 04:00; open by hours → the end of the current shift; closed → the end of the next shift if it
 * opens before the next 04:00, else that 04:00. No hours, or open around the clock → the next
 * 04:00. Always after `moment`.
 */
export function closingAt(
  hours: readonly WeeklyHours[],
  override: StatusOverride | null | undefined,
  moment: Date,
  tz: string,
): Date {
  const morning = overrideExpiry(moment, tz);
  if (activeOverride(override, moment) && override?.until) return new Date(override.until);
  const next = nextClosingByHours(hours, moment, tz);
  if (isOpenByHours(hours, moment, tz)) {
    return next && next.getTime() - moment.getTime() <= DAY_MS ? next : morning;
  }
  const opens = nextOpeningByHours(hours, moment, tz);
  if (opens && next && opens.getTime() < morning.getTime() && next.getTime() > opens.getTime()) return next;
  return morning;
}

/** The end a chosen duration gives at `now`, never past closing. */
export function endOfDuration(duration: PauseDuration, now: Date, closing: Date): Date {
  if (duration === 'closing') return closing;
  const end = new Date(now.getTime() + duration * 60_000);
  return end.getTime() < closing.getTime() ? end : closing;
}

/** A requested end, held to closing (a far-future instant means "until closing"). */
export function clampToClosing(end: Date, closing: Date): Date {
  return end.getTime() < closing.getTime() ? end : closing;
}

/** The part of a vendor these rules read. */
export interface OrderingFields {
  pausedUntil: Date | string | null;
  extraPrepMinutes: number;
  extraPrepUntil: Date | string | null;
  pauseReason?: string | null;
  /** When the vendor row was last written: rows from before decision 0027 end at the 04:00 after it. */
  updatedAt?: Date | string | null;
  /** Mark as Open / Closed: a closing by the vendor supersedes a pause and busy minutes within it. */
  statusOverride?: 'open' | 'closed' | null;
  statusOverrideUntil?: Date | string | null;
}

export interface OrderingNow {
  pausedUntil: Date | null;
  pauseReason: PauseReason | null;
  extraPrepMinutes: number;
  extraPrepUntil: Date | null;
}

const asDate = (v: Date | string | null | undefined) => (v == null ? null : new Date(v));
/** "Until I resume" as written before decision 0027 (9999-12-31). */
const isLegacyForever = (d: Date) => d.getUTCFullYear() >= 9999;

/**
 * The ordering state in force at `now`: an ended pause reads as none, ended busy minutes as 0, and
 * so do both while the vendor has closed itself for the day (closedByVendorUntil).
 * A row written before decision 0027 ("until I resume", or busy minutes with no end) ends at the
 * first 04:00 after the row's last write.
 */
export function orderingAt(v: OrderingFields, now: Date, tz: string): OrderingNow {
  const written = asDate(v.updatedAt) ?? now;
  let pausedUntil = asDate(v.pausedUntil);
  if (pausedUntil && isLegacyForever(pausedUntil)) pausedUntil = overrideExpiry(written, tz);
  if (pausedUntil && pausedUntil.getTime() <= now.getTime()) pausedUntil = null;
  let extraPrepUntil = v.extraPrepMinutes > 0 ? (asDate(v.extraPrepUntil) ?? overrideExpiry(written, tz)) : null;
  if (extraPrepUntil && extraPrepUntil.getTime() <= now.getTime()) extraPrepUntil = null;
  // Closed by the vendor (issue 44): closed, not paused or busy.
  const override = { status: v.statusOverride ?? null, until: v.statusOverrideUntil ?? null };
  if (coveredByClosing(pausedUntil, override)) pausedUntil = null;
  if (coveredByClosing(extraPrepUntil, override)) extraPrepUntil = null;
  const reason = pauseReasonOf(v.pauseReason);
  return {
    pausedUntil,
    pauseReason: pausedUntil ? reason : null,
    extraPrepMinutes: extraPrepUntil ? v.extraPrepMinutes : 0,
    extraPrepUntil,
  };
}

/** The earliest moment the state read at `now` changes by itself (ms), or null. */
export function orderingChangesAt(v: OrderingFields, now: Date, tz: string): number | null {
  const s = orderingAt(v, now, tz);
  const ends = [s.pausedUntil?.getTime(), s.extraPrepUntil?.getTime()].filter((x): x is number => x !== undefined);
  return ends.length > 0 ? Math.min(...ends) : null;
}

/** Whether the stored row differs from what is in force (something ended, or an old row to rewrite). */
export function orderingNeedsClearing(v: OrderingFields, now: Date, tz: string): boolean {
  // Only what has ended: a pause under a closing by the vendor is superseded, not over.
  const s = orderingAt({ ...v, statusOverride: null }, now, tz);
  const stored = asDate(v.pausedUntil);
  const storedBusyEnd = asDate(v.extraPrepUntil);
  return (
    (stored?.getTime() ?? null) !== (s.pausedUntil?.getTime() ?? null) ||
    v.extraPrepMinutes !== s.extraPrepMinutes ||
    (v.extraPrepMinutes > 0 && (storedBusyEnd?.getTime() ?? null) !== (s.extraPrepUntil?.getTime() ?? null))
  );
}
