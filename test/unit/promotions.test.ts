import { describe, expect, it } from 'vitest';
import {
  adEndDate,
  endsOnOrAfterStart,
  isDateOnly,
  isDateText,
  liveState,
  scheduleInstant,
} from '../../src/shared/promotions.js';

const TZ = 'America/Los_Angeles';
const now = new Date('2026-11-23T19:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(now.getTime() + ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

describe('liveState (SPEC §4 badges)', () => {
  it.each([
    ['on, started, not ended', true, ago(DAY), ahead(DAY), 'live'],
    ['on, starts exactly now', true, now.toISOString(), ahead(DAY), 'live'],
    ['on, ends exactly now (end is inclusive)', true, ago(DAY), now.toISOString(), 'live'],
    ['on, ended a millisecond ago', true, ago(DAY), ago(1), 'expired'],
    ['off, ended: expired wins', false, ago(2 * DAY), ago(DAY), 'expired'],
    ['off, within dates', false, ago(DAY), ahead(DAY), 'inactive'],
    ['on, not started yet', true, ahead(1), ahead(DAY), 'inactive'],
    ['off, not started yet', false, ahead(DAY), ahead(2 * DAY), 'inactive'],
  ] as const)('%s → %s', (_name, isActive, startDate, endDate, expected) => {
    expect(liveState({ isActive, startDate, endDate }, now)).toBe(expected);
  });

  it('takes Date objects as well as ISO strings', () => {
    expect(liveState({ isActive: true, startDate: new Date(ago(DAY)), endDate: new Date(ahead(DAY)) }, now)).toBe(
      'live',
    );
  });
});

describe('schedule dates', () => {
  it.each([
    ['2026-12-31', true, true],
    ['2026-02-29', false, true], // 2026 is not a leap year
    ['2028-02-29', true, true],
    ['2026-13-01', false, true],
    ['2026-12-31T18:00:00Z', true, false],
    ['2026-12-31T18:00', true, false],
    ['2026-12-31T18:00:00.000-08:00', true, false],
    ['next friday', false, false],
    ['12/31/2026', false, false],
    ['2026', false, false],
    ['', false, false],
  ] as const)('%s: valid %s', (text, valid, dateOnly) => {
    expect(isDateText(text)).toBe(valid);
    if (valid) expect(isDateOnly(text)).toBe(dateOnly);
  });

  it('reads a plain date as the whole day in valley time', () => {
    // Winter: the valley is UTC-8.
    expect(scheduleInstant('2026-12-31', 'start', TZ).toISOString()).toBe('2026-12-31T08:00:00.000Z');
    expect(scheduleInstant('2026-12-31', 'end', TZ).toISOString()).toBe('2027-01-01T07:59:59.999Z');
    // Summer: UTC-7.
    expect(scheduleInstant('2026-07-04', 'start', TZ).toISOString()).toBe('2026-07-04T07:00:00.000Z');
    expect(scheduleInstant('2026-07-04', 'end', TZ).toISOString()).toBe('2026-07-05T06:59:59.999Z');
    // The day daylight saving starts is 23 hours long.
    const start = scheduleInstant('2026-03-08', 'start', TZ).getTime();
    const end = scheduleInstant('2026-03-08', 'end', TZ).getTime();
    expect(end + 1 - start).toBe(23 * 60 * 60 * 1000);
    // The last day of a month rolls into the next month.
    expect(scheduleInstant('2026-02-28', 'end', TZ).toISOString()).toBe('2026-03-01T07:59:59.999Z');
  });

  it('takes a date-time as it is', () => {
    expect(scheduleInstant('2026-12-31T18:00:00Z', 'start', TZ).toISOString()).toBe('2026-12-31T18:00:00.000Z');
    expect(scheduleInstant('2026-12-31T18:00:00Z', 'end', TZ).toISOString()).toBe('2026-12-31T18:00:00.000Z');
  });

  it.each([
    ['2026-12-01', '2026-12-31', true],
    ['2026-12-01', '2026-12-01', true], // a one-day promotion
    ['2026-12-02', '2026-12-01', false],
    ['2026-12-01T10:00:00Z', '2026-12-01T09:59:59Z', false],
    ['2026-12-01T10:00:00Z', '2026-12-01T10:00:00Z', true],
  ] as const)('%s to %s in order: %s', (start, end, ok) => {
    expect(endsOnOrAfterStart(start, end)).toBe(ok);
    expect(endsOnOrAfterStart(start, end, TZ)).toBe(ok);
  });

  it('ends an ad duration hours after its start', () => {
    expect(adEndDate(now, 24).toISOString()).toBe('2026-11-24T19:00:00.000Z');
    expect(adEndDate(now, 1).toISOString()).toBe('2026-11-23T20:00:00.000Z');
  });
});
