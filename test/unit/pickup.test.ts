import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc } from '../../src/shared/hours.js';
import {
  leadTimeMinutes,
  parseDate,
  slotCount,
  slotsOnDate,
  windowProblem,
  zonedDate,
} from '../../src/shared/pickup.js';
import { TZ, window } from '../support/pickup.js';

describe('pickup slots', () => {
  it('cuts a Friday window 17:00–19:00 into eight 15-minute slots in valley time', () => {
    // 2026-11-27 is a Friday; the valley is on PST (UTC−8).
    const slots = slotsOnDate([window()], '2026-11-27', TZ);
    expect(slots).toHaveLength(8);
    expect(slots[0].start.toISOString()).toBe('2026-11-28T01:00:00.000Z');
    expect(slots[0].end.toISOString()).toBe('2026-11-28T01:15:00.000Z');
    expect(slots[7].start.toISOString()).toBe('2026-11-28T02:45:00.000Z');
    expect(slots.every((s) => s.maxOrders === 8)).toBe(true);
  });

  it('offers nothing on other weekdays, for inactive windows or for a date that does not exist', () => {
    expect(slotsOnDate([window()], '2026-11-26', TZ)).toEqual([]);
    expect(slotsOnDate([window({ isActive: false })], '2026-11-27', TZ)).toEqual([]);
    expect(slotsOnDate([window()], '2026-02-30', TZ)).toEqual([]);
    expect(parseDate('2026-13-01')).toBeNull();
    expect(parseDate('27/11/2026')).toBeNull();
  });

  it('keeps wall-clock times on daylight-saving days and sorts windows of one day', () => {
    // 2026-03-08 is the Sunday clocks spring forward; 18:00 is then UTC−7.
    const slots = slotsOnDate(
      [window({ dayOfWeek: 0, startTime: '18:00', endTime: '18:30' }), window({ dayOfWeek: 0, startTime: '11:00', endTime: '11:30' })],
      '2026-03-08',
      TZ,
    );
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      '2026-03-08T18:00:00.000Z',
      '2026-03-08T18:15:00.000Z',
      '2026-03-09T01:00:00.000Z',
      '2026-03-09T01:15:00.000Z',
    ]);
  });

  it('reads each slot’s wall-clock time on its own in a window across the change to daylight-saving time', () => {
    const slots = slotsOnDate([window({ dayOfWeek: 0, startTime: '00:00', endTime: '04:00', slotDuration: 60 })], '2026-03-08', TZ);
    expect(slots.map((s) => s.start.toISOString())).toEqual([0, 1, 2, 3].map((h) => zonedTimeToUtc(2026, 3, 8, h, 0, TZ).toISOString()));
    expect(slots[3].start.toISOString()).toBe('2026-03-08T10:00:00.000Z'); // 03:00 PDT
    expect(slots[0].start.toISOString()).toBe('2026-03-08T08:00:00.000Z'); // 00:00 PST
  });

  it('drops a remainder shorter than a slot, up to the last minute of the day', () => {
    const slots = slotsOnDate([window({ startTime: '23:20', endTime: '23:59', slotDuration: 20 })], '2026-11-27', TZ);
    expect(slots.map((s) => s.end.toISOString())).toEqual(['2026-11-28T07:40:00.000Z']);
    expect(slotCount({ startTime: '17:00', endTime: '17:50', slotDuration: 20 })).toBe(2);
  });

  it('finds the first broken rule: end before start, shorter than a slot, overlapping on one day', () => {
    expect(windowProblem([window()])).toBeNull();
    expect(windowProblem([window(), window({ dayOfWeek: 6 })])).toBeNull();
    expect(windowProblem([window(), window({ startTime: '19:00', endTime: '20:00' })])).toBeNull();
    expect(windowProblem([window({ startTime: '19:00', endTime: '17:00' })])).toEqual({ index: 0, problem: 'endBeforeStart' });
    expect(windowProblem([window({ startTime: '17:00', endTime: '17:10' })])).toEqual({ index: 0, problem: 'tooShort' });
    expect(windowProblem([window(), window({ startTime: '18:45', endTime: '20:00', isActive: false })])).toEqual({
      index: 1,
      problem: 'overlap',
    });
  });

  it('leads by the longest prep time, at least 15 minutes, plus busy-mode minutes', () => {
    expect(leadTimeMinutes(null)).toBe(15);
    expect(leadTimeMinutes(8)).toBe(15);
    expect(leadTimeMinutes(25)).toBe(25);
    expect(leadTimeMinutes(25, 10)).toBe(35);
  });

  it('names the valley date of a moment', () => {
    expect(zonedDate(new Date('2026-11-28T07:30:00Z'), TZ)).toBe('2026-11-27');
    expect(zonedDate(new Date('2026-11-28T08:30:00Z'), TZ)).toBe('2026-11-28');
  });
});
