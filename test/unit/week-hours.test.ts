/** The weekly hours rule (issue 24, decision 0022): shifts of a day in order, not overlapping, only the last past midnight. */
import { describe, expect, it } from 'vitest';
import { shiftsProblem, WeekHoursSchema } from '../../src/shared/schemas/vendors.js';

const s = (openTime: string, closeTime: string) => ({ openTime, closeTime });

describe('shiftsProblem', () => {
  it.each([
    ['one shift', false, [s('11:00', '21:00')], null],
    ['a split day', false, [s('11:00', '14:00'), s('17:00', '21:00')], null],
    ['shifts that touch', false, [s('11:00', '14:00'), s('14:00', '21:00')], null],
    ['the last shift past midnight', false, [s('11:00', '14:00'), s('20:00', '02:00')], null],
    ['open all day (equal times)', false, [s('00:00', '00:00')], null],
    ['a closed day without shifts', true, [], null],
    ['an open day without shifts', false, [], 'vendorFirstDay.validation.noShift'],
    ['overlapping shifts', false, [s('11:00', '15:00'), s('14:00', '21:00')], 'vendorFirstDay.validation.overlap'],
    ['shifts out of order', false, [s('17:00', '21:00'), s('11:00', '14:00')], 'vendorFirstDay.validation.overlap'],
    ['a first shift past midnight', false, [s('20:00', '01:00'), s('02:00', '04:00')], 'vendorFirstDay.validation.onlyLastOvernight'],
  ] as const)('%s', (_name, isClosed, shifts, expected) => {
    expect(shiftsProblem({ isClosed, shifts: [...shifts] })).toBe(expected);
  });
});

describe('WeekHoursSchema', () => {
  it('takes a week with each day once and refuses a day twice or a third shift', () => {
    const day = (dayOfWeek: number) => ({ dayOfWeek, isClosed: false, shifts: [s('11:00', '14:00')] });
    expect(WeekHoursSchema.safeParse([0, 1, 2, 3, 4, 5, 6].map(day)).success).toBe(true);
    expect(WeekHoursSchema.safeParse([day(1), day(1)]).success).toBe(false);
    expect(
      WeekHoursSchema.safeParse([{ dayOfWeek: 1, isClosed: false, shifts: [s('08:00', '09:00'), s('10:00', '11:00'), s('12:00', '13:00')] }]).success,
    ).toBe(false);
    expect(WeekHoursSchema.safeParse([{ dayOfWeek: 1, isClosed: false, shifts: [s('8:00', '09:00')] }]).success).toBe(false);
  });
});
