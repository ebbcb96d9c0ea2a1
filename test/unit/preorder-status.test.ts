/** The preorder machine's customer rules (issue 44): the customer's cancel, and a pending order past its time. */
import { describe, expect, it } from 'vitest';
import { CUSTOMER_CANCELS_FROM, customerCanCancel, PREORDER_STATUSES, unconfirmedPastDue } from '../../src/shared/preorder-status.js';

describe('customerCanCancel', () => {
  it.each([
    ['pending', true],
    ['confirmed', false],
    ['ready', false],
    ['completed', false],
    ['cancelled', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(customerCanCancel(status)).toBe(expected);
  });

  it('is a change the machine allows from each status it names', () => {
    for (const status of CUSTOMER_CANCELS_FROM) expect(PREORDER_STATUSES).toContain(status);
  });
});

describe('unconfirmedPastDue', () => {
  const now = new Date('2026-11-29T20:44:00Z');
  const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();
  it.each([
    ['pending, estimate 40 min ago', { status: 'pending', scheduledPickupTime: null, estimatedReadyTime: at(-40) }, true],
    ['pending, estimate this very minute', { status: 'pending', scheduledPickupTime: null, estimatedReadyTime: at(0) }, true],
    ['pending, estimate in 5 min', { status: 'pending', scheduledPickupTime: null, estimatedReadyTime: at(5) }, false],
    ['pending, slot passed (the estimate does not count)', { status: 'pending', scheduledPickupTime: at(-1), estimatedReadyTime: at(30) }, true],
    ['pending, slot ahead', { status: 'pending', scheduledPickupTime: at(60), estimatedReadyTime: at(-30) }, false],
    ['pending, no time at all', { status: 'pending', scheduledPickupTime: null, estimatedReadyTime: null }, false],
    ['confirmed, estimate passed (the vendor is on it)', { status: 'confirmed', scheduledPickupTime: null, estimatedReadyTime: at(-40) }, false],
    ['cancelled, estimate passed', { status: 'cancelled', scheduledPickupTime: null, estimatedReadyTime: at(-40) }, false],
  ] as const)('%s', (_label, order, expected) => {
    expect(unconfirmedPastDue(order, now)).toBe(expected);
  });
});
