import { describe, expect, it } from 'vitest';
import { byPickupTime, deskOrder, kitchenNext, pickupDue } from '../../src/shared/desk.js';

const order = (id: number, createdAt: string, scheduledPickupTime: string | null, estimatedReadyTime: string | null) => ({
  id,
  createdAt,
  scheduledPickupTime,
  estimatedReadyTime,
});

describe('pickupDue', () => {
  it.each([
    ['a chosen slot wins', order(1, '2026-03-14T01:00:00Z', '2026-03-14T03:30:00Z', '2026-03-14T01:20:00Z'), '2026-03-14T03:30:00Z'],
    ['as soon as possible: the estimate', order(2, '2026-03-14T01:00:00Z', null, '2026-03-14T01:20:00Z'), '2026-03-14T01:20:00Z'],
    ['neither: when it was placed', order(3, '2026-03-14T01:00:00Z', null, null), '2026-03-14T01:00:00Z'],
  ])('%s', (_name, o, due) => {
    expect(pickupDue(o)).toBe(due);
  });
});

describe('byPickupTime', () => {
  it('puts the soonest pickup first whatever the kind, ties in the order placed', () => {
    const late = order(1, '2026-03-14T00:00:00Z', '2026-03-14T03:30:00Z', null);
    const asap = order(2, '2026-03-14T01:00:00Z', null, '2026-03-14T01:25:00Z');
    const old = order(3, '2026-03-14T01:10:00Z', null, null);
    const tieFirst = order(4, '2026-03-14T00:30:00Z', '2026-03-14T02:00:00Z', null);
    const tieSecond = order(5, '2026-03-14T00:40:00Z', '2026-03-14T02:00:00Z', null);
    const sorted = byPickupTime([late, tieSecond, asap, old, tieFirst]);
    expect(sorted.map((o) => o.id)).toEqual([3, 2, 4, 5, 1]);
  });

  it('leaves its input alone', () => {
    const input = [order(1, '2026-03-14T02:00:00Z', null, null), order(2, '2026-03-14T01:00:00Z', null, null)];
    byPickupTime(input);
    expect(input.map((o) => o.id)).toEqual([1, 2]);
  });
});

describe('deskOrder', () => {
  it('lists open orders by pickup time, then finished ones latest first', () => {
    const rows = [
      { ...order(1, '2026-03-14T00:00:00Z', null, null), status: 'completed' as const },
      { ...order(2, '2026-03-14T01:00:00Z', '2026-03-14T04:00:00Z', null), status: 'pending' as const },
      { ...order(3, '2026-03-14T02:00:00Z', null, null), status: 'cancelled' as const },
      { ...order(4, '2026-03-14T01:30:00Z', null, '2026-03-14T01:50:00Z'), status: 'ready' as const },
      { ...order(5, '2026-03-14T01:40:00Z', '2026-03-14T03:00:00Z', null), status: 'confirmed' as const },
    ];
    expect(deskOrder(rows).map((o) => o.id)).toEqual([4, 5, 2, 3, 1]);
  });
});

describe('kitchenNext', () => {
  it.each([
    ['pending', 'confirmed'],
    ['confirmed', 'ready'],
    ['ready', 'completed'],
    ['completed', null],
    ['cancelled', null],
  ] as const)('%s → %s', (from, to) => {
    expect(kitchenNext(from)).toBe(to);
  });
});
