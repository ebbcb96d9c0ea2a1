/**
 * The one availability state of a menu item and the morning end of "sold out today" (decision
 * 0023), as tables: the server resets with these and the dashboard shows the same answer.
 */
import { describe, expect, it } from 'vitest';
import {
  itemState,
  lastMorningReset,
  MENU_ITEM_STATES,
  soldOutEndsAt,
  soldOutLapsed,
  stateFields,
} from '../../src/shared/menu-availability.js';

const TZ = 'America/Los_Angeles';

describe('itemState / stateFields', () => {
  it.each([
    [{ isAvailable: true, isSoldOut: false }, 'available'],
    [{ isAvailable: true, isSoldOut: true }, 'soldOut'],
    [{ isAvailable: false, isSoldOut: false }, 'hidden'],
    [{ isAvailable: false, isSoldOut: true }, 'hidden'],
  ] as const)('%o is %s', (flags, state) => {
    expect(itemState(flags)).toBe(state);
  });

  it('round-trips every state through the flags', () => {
    for (const state of MENU_ITEM_STATES) expect(itemState(stateFields(state))).toBe(state);
    expect(stateFields('hidden')).toEqual({ isAvailable: false, isSoldOut: false });
  });
});

describe('sold out today ends at the next 04:00 valley time', () => {
  const soldOut = (updatedAt: string, inventoryCount: number | null = null) => ({ isSoldOut: true, inventoryCount, updatedAt });
  it.each([
    // marked (UTC)            valley time            ends (UTC)
    ['2026-11-25T02:00:00Z', 'Tue 18:00 PST', '2026-11-25T12:00:00.000Z'],
    ['2026-11-25T10:00:00Z', 'Wed 02:00 PST', '2026-11-25T12:00:00.000Z'],
    ['2026-11-25T12:00:00Z', 'Wed 04:00 PST', '2026-11-26T12:00:00.000Z'],
    ['2026-03-08T05:00:00Z', 'Sat 21:00 PST, the night clocks go forward', '2026-03-08T11:00:00.000Z'],
    ['2026-07-01T19:00:00Z', 'Wed 12:00 PDT', '2026-07-02T11:00:00.000Z'],
  ])('marked at %s (%s) ends at %s', (marked, _valley, ends) => {
    expect(soldOutEndsAt(soldOut(marked), TZ)?.toISOString()).toBe(ends);
    expect(soldOutLapsed(soldOut(marked), new Date(new Date(ends).getTime() - 1), TZ)).toBe(false);
    expect(soldOutLapsed(soldOut(marked), new Date(ends), TZ)).toBe(true);
  });

  it('never ends for counted stock at 0, nor for an item that is not sold out', () => {
    expect(soldOutEndsAt(soldOut('2026-11-25T02:00:00Z', 0), TZ)).toBeNull();
    expect(soldOutEndsAt(soldOut('2026-11-25T02:00:00Z', 3), TZ)).not.toBeNull();
    expect(soldOutEndsAt({ isSoldOut: false, inventoryCount: null, updatedAt: '2026-11-25T02:00:00Z' }, TZ)).toBeNull();
  });

  it.each([
    ['2026-11-25T11:59:00Z', '2026-11-24T12:00:00.000Z'],
    ['2026-11-25T12:00:00Z', '2026-11-25T12:00:00.000Z'],
    ['2026-11-26T07:00:00Z', '2026-11-25T12:00:00.000Z'],
  ])('the latest morning reset at %s is %s (the SQL form of soldOutLapsed)', (now, reset) => {
    expect(lastMorningReset(new Date(now), TZ).toISOString()).toBe(reset);
  });
});
