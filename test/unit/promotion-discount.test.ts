/**
 * Issue 44: what a promotion takes off at checkout (src/shared/promotions.ts), the one rule the
 * server and the checkout both apply: the percent of the food rounded to the cent, never more than
 * the food, and the first live promotion in the administrator's order.
 */
import { describe, expect, it } from 'vitest';
import { applicablePromotion, type CheckoutPromotion, promotionDiscountCents } from '../../src/shared/promotions.js';

describe('promotionDiscountCents', () => {
  it.each([
    ['20.00', 1425, 285],
    ['10.00', 1425, 143], // 142.5 rounds up
    ['12.50', 1000, 125],
    ['100.00', 999, 999],
    ['150.00', 999, 999], // never more than the food
    ['0.00', 1000, 0],
    [null, 1000, 0],
    ['20.00', 0, 0],
  ] as const)('%s%% of %i cents is %i', (percent, subtotal, cents) => {
    expect(promotionDiscountCents(percent, subtotal)).toBe(cents);
  });
});

describe('applicablePromotion', () => {
  const NOW = new Date('2026-11-24T19:00:00Z');
  const promo = (id: number, overrides: Partial<CheckoutPromotion> = {}): CheckoutPromotion => ({
    id,
    title: `P${id}`,
    description: '',
    discountValue: '20.00',
    isActive: true,
    startDate: '2026-11-23T00:00:00Z',
    endDate: '2026-11-25T00:00:00Z',
    ...overrides,
  });

  it('picks the first live one that takes something off, in the order given', () => {
    const notStarted = promo(1, { startDate: '2026-11-24T20:00:00Z' });
    const ended = promo(2, { endDate: '2026-11-24T18:59:59Z' });
    const off = promo(3, { isActive: false });
    const nothing = promo(4, { discountValue: '0.00' });
    expect(applicablePromotion([notStarted, ended, off, nothing, promo(5), promo(6)], NOW)?.id).toBe(5);
    expect(applicablePromotion([notStarted, ended, off, nothing], NOW)).toBeNull();
    expect(applicablePromotion([], NOW)).toBeNull();
  });
});
