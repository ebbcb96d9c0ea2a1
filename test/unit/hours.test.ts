import { describe, expect, it } from 'vitest';
import {
  isOpenAt,
  nextClosingByHours,
  nextOpeningAt,
  overrideExpiry,
  type WeeklyHours,
} from '../../src/shared/hours.js';
import { scheduledLocationId } from '../../src/shared/locations.js';
import { OPEN_AROUND_THE_CLOCK } from '../support/open-hours.js';
import { at, day, LATE_NIGHT, LUNCH, SPLIT_MONDAY, TZ } from '../support/weekly-hours.js';

describe('isOpenAt by weekly hours', () => {
  it.each([
    ['Monday before opening', LUNCH, '2026-11-23', '10:59', false],
    ['Monday at opening', LUNCH, '2026-11-23', '11:00', true],
    ['Monday mid-afternoon', LUNCH, '2026-11-23', '14:59', true],
    ['Monday at closing time', LUNCH, '2026-11-23', '15:00', false],
    ['Sunday marked closed', LUNCH, '2026-11-22', '12:00', false],
    ['Wednesday has no row', LUNCH, '2026-11-25', '12:00', false],
    ['no hours at all', [], '2026-11-23', '12:00', false],
    ['Friday evening, hours pass midnight', LATE_NIGHT, '2026-11-27', '23:30', true],
    ['Saturday 01:30 from Friday night', LATE_NIGHT, '2026-11-28', '01:30', true],
    ['Saturday 02:00 closes', LATE_NIGHT, '2026-11-28', '02:00', false],
    ['Saturday noon', LATE_NIGHT, '2026-11-28', '12:00', false],
    ['Sunday 01:30 from Saturday night', LATE_NIGHT, '2026-11-29', '01:30', true],
    ['Monday 01:30: Sunday has no hours', LATE_NIGHT, '2026-11-30', '01:30', false],
    ['Friday 17:59', LATE_NIGHT, '2026-11-27', '17:59', false],
    ['a closed flag wins over times', [day(1, '11:00', '15:00', { isClosed: true })], '2026-11-23', '12:00', false],
    ['open round the clock (equal times)', [day(1, '00:00', '00:00')], '2026-11-23', '03:00', true],
    // Daylight saving starts 2026-03-08 at 02:00 (clocks jump to 03:00).
    ['spring forward: Saturday night at 01:30', [day(6, '18:00', '02:00')], '2026-03-08', '01:30', true],
    ['spring forward: 03:00 after the jump', [day(6, '18:00', '02:00')], '2026-03-08', '03:00', false],
    ['spring forward: Sunday lunch', [day(0, '11:00', '15:00')], '2026-03-08', '11:30', true],
    // Daylight saving ends 2026-11-01 at 02:00 (clocks fall back to 01:00).
    ['fall back: Saturday night at 01:30', [day(6, '18:00', '02:00')], '2026-11-01', '01:30', true],
    ['fall back: 02:30', [day(6, '18:00', '02:00')], '2026-11-01', '02:30', false],
    ['fall back: Sunday 10:00 opening', [day(0, '10:00', '14:00')], '2026-11-01', '10:00', true],
  ])('%s', (_name, hours, date, time, expected) => {
    expect(isOpenAt(hours as WeeklyHours[], null, at(date, time), TZ)).toBe(expected);
  });

  it('reads the moment in the valley, not in UTC', () => {
    // 2026-11-24T01:00Z is Monday 17:00 in the valley: closed for lunch hours although UTC says Tuesday.
    expect(isOpenAt(LUNCH, null, new Date('2026-11-24T01:00:00Z'), TZ)).toBe(false);
    // 2026-11-23T20:00Z is Monday 12:00 in the valley.
    expect(isOpenAt(LUNCH, null, new Date('2026-11-23T20:00:00Z'), TZ)).toBe(true);
  });
});

// Split shifts (issue 24): Tuesday 11:00–14:00 and 17:00–21:00.
const split = [day(2, '11:00', '14:00'), day(2, '17:00', '21:00', { shift: 1 })];

describe('split shifts', () => {
  it.each([
    ['the first shift', '11:30', true],
    ['between the shifts', '15:00', false],
    ['the second shift', '17:00', true],
    ['after both', '21:00', false],
  ])('Tuesday: %s', (_name, time, expected) => {
    expect(isOpenAt(split, null, at('2026-11-24', time), TZ)).toBe(expected);
  });

  it('a closed row closes the whole day, whichever shift carries it', () => {
    expect(isOpenAt([split[0], { ...split[1], isClosed: true }], null, at('2026-11-24', '12:00'), TZ)).toBe(false);
  });
});

describe('nextOpeningAt (a closed vendor says when it opens)', () => {
  it.each([
    ['later today', LUNCH, '2026-11-23', '09:00', '2026-11-23', '11:00'],
    ['tomorrow after closing', LUNCH, '2026-11-23', '16:00', '2026-11-24', '11:00'],
    ['between split shifts', split, '2026-11-24', '15:00', '2026-11-24', '17:00'],
    ['a week ahead, past a closed Sunday', LUNCH, '2026-11-24', '15:30', '2026-11-30', '11:00'],
    ['Saturday noon: Saturday evening (hours pass midnight)', LATE_NIGHT, '2026-11-28', '12:00', '2026-11-28', '18:00'],
  ])('%s', (_name, hours, date, time, openDate, openTime) => {
    expect(nextOpeningAt(hours as WeeklyHours[], null, at(date, time), TZ)).toEqual(at(openDate, openTime));
  });

  it('is null without hours ahead', () => {
    expect(nextOpeningAt([], null, at('2026-11-23', '12:00'), TZ)).toBeNull();
    expect(nextOpeningAt([day(1, null, null, { isClosed: true })], null, at('2026-11-23', '12:00'), TZ)).toBeNull();
  });

  it('waits out a Mark as Closed override: open hours at its end open then, else the next opening after', () => {
    const until = at('2026-11-24', '04:00');
    expect(nextOpeningAt(OPEN_AROUND_THE_CLOCK, { status: 'closed', until }, at('2026-11-23', '12:00'), TZ)).toEqual(until);
    expect(nextOpeningAt(LUNCH, { status: 'closed', until }, at('2026-11-23', '12:00'), TZ)).toEqual(at('2026-11-24', '11:00'));
  });
});

describe('overrides', () => {
  it('Mark as Open at 16:00 lasts until 04:00 next morning', () => {
    const now = at('2026-11-23', '16:00');
    const until = overrideExpiry(now, TZ);
    expect(until.toISOString()).toBe(at('2026-11-24', '04:00').toISOString());
    expect(isOpenAt(LUNCH, { status: 'open', until }, at('2026-11-23', '22:00'), TZ)).toBe(true);
    expect(isOpenAt(LUNCH, { status: 'open', until }, at('2026-11-24', '03:59'), TZ)).toBe(true);
    expect(isOpenAt(LUNCH, { status: 'open', until }, at('2026-11-24', '04:00'), TZ)).toBe(false);
  });

  it('Mark as Closed wins over open hours until it expires', () => {
    const now = at('2026-11-23', '11:30');
    const until = overrideExpiry(now, TZ);
    expect(isOpenAt(LUNCH, { status: 'closed', until }, at('2026-11-23', '12:00'), TZ)).toBe(false);
    // The next day the hours rule again.
    expect(isOpenAt(LUNCH, { status: 'closed', until }, at('2026-11-24', '12:00'), TZ)).toBe(true);
  });

  it('set after midnight, it ends at 04:00 the same night', () => {
    const until = overrideExpiry(at('2026-11-28', '01:00'), TZ);
    expect(until.toISOString()).toBe(at('2026-11-28', '04:00').toISOString());
  });

  it('ends at 04:00 wall time across both daylight-saving changes', () => {
    expect(overrideExpiry(at('2026-03-07', '20:00'), TZ).toISOString()).toBe('2026-03-08T11:00:00.000Z');
    expect(overrideExpiry(at('2026-10-31', '20:00'), TZ).toISOString()).toBe('2026-11-01T12:00:00.000Z');
  });

  it('a null override means the hours decide', () => {
    expect(isOpenAt(LUNCH, { status: null, until: null }, at('2026-11-23', '12:00'), TZ)).toBe(true);
  });
});

describe('nextClosingByHours (when a check-in lapses, DESIGN §10.5)', () => {
  it.each([
    ['open now: the end of this shift', LUNCH, '2026-11-23', '12:00', '2026-11-23', '15:00'],
    ['before opening: the end of the coming shift', LUNCH, '2026-11-23', '09:30', '2026-11-23', '15:00'],
    ['after closing: the next day\'s close', LUNCH, '2026-11-23', '15:00', '2026-11-24', '15:00'],
    ['split shift, at lunch: 14:00', SPLIT_MONDAY, '2026-11-23', '13:00', '2026-11-23', '14:00'],
    ['split shift, between: 21:00', SPLIT_MONDAY, '2026-11-23', '15:00', '2026-11-23', '21:00'],
    ['past midnight, Friday night: Saturday 02:00', LATE_NIGHT, '2026-11-27', '23:00', '2026-11-28', '02:00'],
    ['past midnight, early Saturday: 02:00 the same morning', LATE_NIGHT, '2026-11-28', '01:00', '2026-11-28', '02:00'],
  ])('%s', (_label, hours, date, time, closeDate, closeTime) => {
    expect(nextClosingByHours(hours, at(date, time), TZ)?.toISOString()).toBe(at(closeDate, closeTime).toISOString());
  });

  it('is null without hours, and for a vendor open around the clock', () => {
    expect(nextClosingByHours([], at('2026-11-23', '12:00'), TZ)).toBeNull();
    expect(nextClosingByHours(OPEN_AROUND_THE_CLOCK, at('2026-11-23', '12:00'), TZ)).toBeNull();
  });
});

describe('scheduledLocationId (where the week says a truck is, DESIGN §10.3)', () => {
  const placed = [
    { ...day(2, '11:00', '14:00'), shift: 0, locationId: 1 },
    { ...day(2, '17:00', '21:00'), shift: 1, locationId: 2 },
    { ...day(5, '18:00', '02:00'), locationId: 3 },
    { ...day(3, '11:00', '21:00') },
  ];
  it.each([
    ['Tuesday lunch: the first shift’s place', '2026-11-24', '12:00', 1],
    ['Tuesday before opening: the first shift, next today', '2026-11-24', '09:00', 1],
    ['Tuesday between shifts: the evening’s place', '2026-11-24', '15:00', 2],
    ['Tuesday after closing: nothing more today', '2026-11-24', '21:30', null],
    ['Wednesday: a shift without a place', '2026-11-25', '12:00', null],
    ['Saturday 01:00: Friday night’s place, past midnight', '2026-11-28', '01:00', 3],
    ['Monday: no hours', '2026-11-23', '12:00', null],
  ])('%s', (_label, date, time, expected) => {
    expect(scheduledLocationId(placed, at(date, time), TZ)).toBe(expected);
  });
});
