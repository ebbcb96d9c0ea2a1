import { describe, expect, it } from 'vitest';
import {
  addDays,
  groupByHour,
  isPausedAt,
  isPausedUntilResumed,
  minutesUntil,
  msUntilNextMinute,
  pickupDates,
} from '../../src/shared/pickup-choice.js';
import { PAUSED_UNTIL_RESUMED } from '../../src/shared/schemas/pickup.js';
import { TZ, window } from '../support/pickup.js';

describe('pickup days', () => {
  it('adds calendar days across month and year ends', () => {
    expect(addDays('2026-11-27', 1)).toBe('2026-11-28');
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('lists the next seven valley days that have a window, today only while a slot is still ahead', () => {
    // Friday 2026-11-27, 16:00 PST (00:00 UTC the next day): UTC already says Saturday.
    const friday4pm = new Date('2026-11-28T00:00:00Z');
    const windows = [window({ dayOfWeek: 5 }), window({ dayOfWeek: 1 }), window({ dayOfWeek: 3, isActive: false })];
    expect(pickupDates(windows, friday4pm, TZ)).toEqual(['2026-11-27', '2026-11-30']);
    // At 18:50 the last slot (18:45) has started: today drops out.
    const friday650pm = new Date('2026-11-28T02:50:00Z');
    expect(pickupDates(windows, friday650pm, TZ)).toEqual(['2026-11-30']);
    // Seven days: next Friday (2026-12-04) is the eighth day, not offered.
    expect(pickupDates(windows, friday650pm, TZ)).not.toContain('2026-12-04');
    expect(pickupDates([], friday4pm, TZ)).toEqual([]);
  });

  it('groups slots by the valley hour they start in', () => {
    const slots = [
      { start: '2026-11-28T01:00:00.000Z' }, // 17:00 PST
      { start: '2026-11-28T01:45:00.000Z' }, // 17:45
      { start: '2026-11-28T02:00:00.000Z' }, // 18:00
    ];
    expect(groupByHour(slots, TZ)).toEqual([
      { hour: 17, slots: [slots[0], slots[1]] },
      { hour: 18, slots: [slots[2]] },
    ]);
  });
});

describe('paused vendors', () => {
  const now = new Date('2026-11-28T02:00:00Z');
  it.each([
    [null, false],
    ['2026-11-28T01:59:00.000Z', false],
    ['2026-11-28T02:00:00.000Z', false],
    ['2026-11-28T02:30:00.000Z', true],
    [PAUSED_UNTIL_RESUMED, true],
    ['not a date', false],
  ])('pausedUntil %s → paused %s', (until, paused) => {
    expect(isPausedAt(until, now)).toBe(paused);
  });

  it('tells "until they resume" from a set time', () => {
    expect(isPausedUntilResumed(PAUSED_UNTIL_RESUMED)).toBe(true);
    expect(isPausedUntilResumed('9999-12-31T00:00:00Z')).toBe(true);
    expect(isPausedUntilResumed('2026-11-28T02:30:00.000Z')).toBe(false);
    expect(isPausedUntilResumed(null)).toBe(false);
  });
});

describe('countdown', () => {
  const now = new Date('2026-11-28T02:00:00Z');
  it('rounds the minutes left up and stops at 0', () => {
    expect(minutesUntil('2026-11-28T02:12:00Z', now)).toBe(12);
    expect(minutesUntil('2026-11-28T02:11:01Z', now)).toBe(12);
    expect(minutesUntil('2026-11-28T02:00:30Z', now)).toBe(1);
    expect(minutesUntil('2026-11-28T01:59:00Z', now)).toBe(0);
  });

  it('wakes when the minute shown changes, between 1 s and 1 min', () => {
    // 11 min 30 s left shows "12": it becomes "11" in 30 s.
    expect(msUntilNextMinute('2026-11-28T02:11:30Z', now)).toBe(30_050);
    expect(msUntilNextMinute('2026-11-28T02:12:00Z', now)).toBe(60_000);
    expect(msUntilNextMinute('2026-11-28T02:00:00.5Z', now)).toBe(1000);
    expect(msUntilNextMinute('2026-11-28T01:00:00Z', now)).toBe(60_000);
  });
});
