/** Decision 0027: when "closing" is, and which pause and busy minutes are in force at a moment. */
import { describe, expect, it } from 'vitest';
import { hereNowHolds } from '../../src/shared/here-now.js';
import {
  clampToClosing,
  closedByVendorUntil,
  closingAt,
  coveredByClosing,
  endOfDuration,
  orderingAt,
  orderingNeedsClearing,
} from '../../src/shared/pause-ends.js';
import { OPEN_AROUND_THE_CLOCK } from '../support/open-hours.js';
import { at, LATE_NIGHT, LUNCH, SPLIT_MONDAY, TZ } from '../support/weekly-hours.js';

describe('closingAt', () => {
  it.each([
    ['open: the end of this shift', LUNCH, '2026-11-23', '12:00', '2026-11-23', '15:00'],
    ['before opening today: the end of the coming shift', LUNCH, '2026-11-23', '09:30', '2026-11-23', '15:00'],
    ['after closing: 04:00 next morning, not tomorrow’s shift', LUNCH, '2026-11-23', '16:00', '2026-11-24', '04:00'],
    ['split shift, at lunch', SPLIT_MONDAY, '2026-11-23', '13:00', '2026-11-23', '14:00'],
    ['split shift, between the shifts: the evening’s end', SPLIT_MONDAY, '2026-11-23', '15:00', '2026-11-23', '21:00'],
    ['a shift past midnight', LATE_NIGHT, '2026-11-27', '23:00', '2026-11-28', '02:00'],
    ['open around the clock: 04:00', OPEN_AROUND_THE_CLOCK, '2026-11-23', '17:00', '2026-11-24', '04:00'],
    ['no hours: 04:00', [], '2026-11-23', '17:00', '2026-11-24', '04:00'],
    ['no hours, after midnight: 04:00 the same morning', [], '2026-11-24', '01:00', '2026-11-24', '04:00'],
  ])('%s', (_label, hours, date, time, closeDate, closeTime) => {
    expect(closingAt(hours, null, at(date, time), TZ).toISOString()).toBe(at(closeDate, closeTime).toISOString());
  });

  it('follows Mark as Open / Closed while it lasts (until its 04:00)', () => {
    const until = at('2026-11-24', '04:00');
    expect(closingAt(LUNCH, { status: 'open', until }, at('2026-11-23', '20:00'), TZ)).toEqual(until);
    expect(closingAt(LUNCH, { status: 'closed', until }, at('2026-11-23', '12:00'), TZ)).toEqual(until);
  });

  it('holds durations and requested ends to closing', () => {
    const now = at('2026-11-23', '14:30');
    const closing = at('2026-11-23', '15:00');
    expect(endOfDuration(15, now, closing)).toEqual(at('2026-11-23', '14:45'));
    expect(endOfDuration(60, now, closing)).toEqual(closing);
    expect(endOfDuration('closing', now, closing)).toEqual(closing);
    expect(clampToClosing(new Date('9999-12-31T00:00:00Z'), closing)).toEqual(closing);
  });
});

describe('orderingAt', () => {
  const now = at('2026-11-23', '18:00');
  it.each([
    ['a pause ahead holds', { pausedUntil: at('2026-11-23', '18:15'), extraPrepMinutes: 0, extraPrepUntil: null }, true, 0],
    ['a pause at its end is over', { pausedUntil: now, extraPrepMinutes: 0, extraPrepUntil: null }, false, 0],
    ['busy minutes ahead count', { pausedUntil: null, extraPrepMinutes: 20, extraPrepUntil: at('2026-11-23', '19:00') }, false, 20],
    ['busy minutes past their end are 0', { pausedUntil: null, extraPrepMinutes: 20, extraPrepUntil: at('2026-11-23', '17:59') }, false, 0],
    [
      'an old "until I resume" ends at the 04:00 after it was written',
      { pausedUntil: '9999-12-31T00:00:00Z', extraPrepMinutes: 0, extraPrepUntil: null, updatedAt: at('2026-11-22', '20:00') },
      false,
      0,
    ],
    [
      'old busy minutes with no end, written today, still count',
      { pausedUntil: null, extraPrepMinutes: 10, extraPrepUntil: null, updatedAt: at('2026-11-23', '17:00') },
      false,
      10,
    ],
  ])('%s', (_label, row, paused, minutes) => {
    const s = orderingAt(row, now, TZ);
    expect(s.pausedUntil !== null).toBe(paused);
    expect(s.extraPrepMinutes).toBe(minutes);
  });

  it('says which stored rows need clearing', () => {
    expect(orderingNeedsClearing({ pausedUntil: null, extraPrepMinutes: 0, extraPrepUntil: null }, now, TZ)).toBe(false);
    expect(orderingNeedsClearing({ pausedUntil: at('2026-11-23', '19:00'), extraPrepMinutes: 0, extraPrepUntil: null }, now, TZ)).toBe(false);
    expect(orderingNeedsClearing({ pausedUntil: at('2026-11-23', '17:00'), extraPrepMinutes: 0, extraPrepUntil: null }, now, TZ)).toBe(true);
    expect(orderingNeedsClearing({ pausedUntil: null, extraPrepMinutes: 10, extraPrepUntil: at('2026-11-23', '17:00') }, now, TZ)).toBe(true);
  });
});

// Issue 44: Cancel today (and Mark as Closed) close the vendor for the rest of the valley day,
// which supersedes a pause and busy minutes, and no "Here" mark holds meanwhile.
describe('closed by the vendor for the day', () => {
  const now = at('2026-11-23', '13:00');
  const closedTillMorning = { status: 'closed' as const, until: at('2026-11-24', '04:00') };
  const paused = { pausedUntil: at('2026-11-23', '13:28'), extraPrepMinutes: 10, extraPrepUntil: at('2026-11-23', '15:00') };

  it.each([
    ['Cancel today after a 30-minute pause: closed, neither paused nor busy', closedTillMorning, null, 0],
    ['no override: paused and busy', null, '2026-11-23T21:28:00.000Z', 10],
    ['Mark as Open: paused and busy', { status: 'open' as const, until: at('2026-11-24', '04:00') }, '2026-11-23T21:28:00.000Z', 10],
    ['yesterday’s closing, long over: paused and busy', { status: 'closed' as const, until: at('2026-11-23', '04:00') }, '2026-11-23T21:28:00.000Z', 10],
  ])('%s', (_label, override, pausedUntil, minutes) => {
    const s = orderingAt({ ...paused, statusOverride: override?.status, statusOverrideUntil: override?.until }, now, TZ);
    expect(s.pausedUntil?.toISOString() ?? null).toBe(pausedUntil);
    expect(s.pauseReason).toBe(pausedUntil ? 'vendor' : null);
    expect(s.extraPrepMinutes).toBe(minutes);
  });

  it('says until when the vendor is closed, and what that closing covers', () => {
    expect(closedByVendorUntil(closedTillMorning, now)).toEqual(at('2026-11-24', '04:00'));
    expect(closedByVendorUntil(closedTillMorning, at('2026-11-24', '04:00'))).toBeNull();
    expect(closedByVendorUntil({ status: 'open', until: at('2026-11-24', '04:00') }, now)).toBeNull();
    expect(closedByVendorUntil(null, now)).toBeNull();
    expect(coveredByClosing(at('2026-11-23', '13:28'), closedTillMorning)).toBe(true);
    expect(coveredByClosing(at('2026-11-24', '12:00'), closedTillMorning)).toBe(false);
    expect(coveredByClosing(null, closedTillMorning)).toBe(false);
  });

  it('a superseded pause is not an ended one: nothing to clear', () => {
    expect(orderingNeedsClearing({ ...paused, statusOverride: 'closed', statusOverrideUntil: closedTillMorning.until }, now, TZ)).toBe(false);
  });

  it('no "Here" mark holds while the vendor is closed for the day', () => {
    const confirmedAt = at('2026-11-23', '12:55');
    expect(hereNowHolds(confirmedAt, OPEN_AROUND_THE_CLOCK, now, TZ)).toBe(true);
    expect(hereNowHolds(confirmedAt, OPEN_AROUND_THE_CLOCK, now, TZ, closedTillMorning)).toBe(false);
    expect(hereNowHolds(confirmedAt, OPEN_AROUND_THE_CLOCK, now, TZ, { status: 'open', until: closedTillMorning.until })).toBe(true);
  });
});
