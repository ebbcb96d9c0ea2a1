/**
 * The orders kept on this device (issue 44 friction 5): tokens and when they were placed, newest
 * first, at most 10, none older than 30 days, nothing that is not one.
 */
import { describe, expect, it } from 'vitest';
import {
  DEVICE_ORDERS_MAX,
  DEVICE_ORDERS_TTL_MS,
  parseDeviceOrders,
  serializeDeviceOrders,
  withDeviceOrder,
} from '../../src/client/components/ordering/device-orders.js';

const now = Date.UTC(2026, 10, 29, 12);
const token = (n: number) => `tok_${String(n).padStart(8, '0')}`;

describe('parseDeviceOrders', () => {
  it.each([
    ['nothing kept', null],
    ['not JSON', '{oops'],
    ['another version', JSON.stringify({ v: 2, orders: [{ token: token(1), placedAt: now }] })],
    ['not a list', JSON.stringify({ v: 1, orders: 'x' })],
    ['a bare array', JSON.stringify([{ token: token(1), placedAt: now }])],
  ])('%s: none', (_, text) => {
    expect(parseDeviceOrders(text, now)).toEqual([]);
  });

  it('keeps orders newest first and leaves out what is not one, expired or from the future', () => {
    const text = JSON.stringify({
      v: 1,
      orders: [
        { token: token(1), placedAt: now - 60_000 },
        { token: token(2), placedAt: now - 1_000 },
        { token: 'short', placedAt: now },
        { token: 'has spaces in it', placedAt: now },
        { token: token(3) },
        { token: token(4), placedAt: 'yesterday' },
        { token: token(5), placedAt: now - DEVICE_ORDERS_TTL_MS },
        { token: token(6), placedAt: now - DEVICE_ORDERS_TTL_MS + 1 },
        { token: token(7), placedAt: now + 60_000 },
        null,
        'tok',
      ],
    });
    expect(parseDeviceOrders(text, now)).toEqual([
      { token: token(2), placedAt: now - 1_000 },
      { token: token(1), placedAt: now - 60_000 },
      { token: token(6), placedAt: now - DEVICE_ORDERS_TTL_MS + 1 },
    ]);
  });

  it('keeps a token once (its newest) and at most the last 10', () => {
    const orders = Array.from({ length: 14 }, (_, i) => ({ token: token(i), placedAt: now - i * 1_000 }));
    orders.push({ token: token(0), placedAt: now - 99_000 });
    const kept = parseDeviceOrders(serializeDeviceOrders(orders), now);
    expect(kept).toHaveLength(DEVICE_ORDERS_MAX);
    expect(kept.map((o) => o.token)).toEqual(Array.from({ length: 10 }, (_, i) => token(i)));
    expect(kept[0]).toEqual({ token: token(0), placedAt: now });
  });
});

describe('withDeviceOrder', () => {
  it('puts the new order first, once, and drops the oldest past the cap and the expired', () => {
    const old = [
      ...Array.from({ length: 10 }, (_, i) => ({ token: token(i), placedAt: now - (i + 1) * 60_000 })),
    ];
    const next = withDeviceOrder(old, token(42), now);
    expect(next).toHaveLength(10);
    expect(next[0]).toEqual({ token: token(42), placedAt: now });
    expect(next.map((o) => o.token)).not.toContain(token(9));

    const again = withDeviceOrder(next, token(3), now + 1);
    expect(again[0]).toEqual({ token: token(3), placedAt: now + 1 });
    expect(again.filter((o) => o.token === token(3))).toHaveLength(1);

    const later = now + DEVICE_ORDERS_TTL_MS - 1;
    expect(withDeviceOrder(next, token(50), later).map((o) => o.token)).toEqual([token(50), token(42)]);
  });
});
