import { describe, expect, it } from 'vitest';
import { rewardDiscountCents } from '../../src/shared/rewards.js';

const lines = [
  { menuItemId: 1, price: '12.75', quantity: 1 },
  { menuItemId: 2, price: '4.50', quantity: 2 },
];

describe('rewardDiscountCents (what a reward takes off an order)', () => {
  it.each([
    ['25% of $21.75, rounded to the cent', { discountType: 'percentage', discountValue: '25.00', menuItemId: null }, 544],
    ['100% is the whole order', { discountType: 'percentage', discountValue: '100.00', menuItemId: null }, 2175],
    ['$3 off', { discountType: 'fixed_amount', discountValue: '3.00', menuItemId: null }, 300],
    ['$50 off is never more than the order', { discountType: 'fixed_amount', discountValue: '50.00', menuItemId: null }, 2175],
    ['a free item: one of it, whatever the quantity', { discountType: 'free_item', discountValue: '0.00', menuItemId: 2 }, 450],
  ] as const)('%s', (_name, terms, cents) => {
    expect(rewardDiscountCents(terms, lines)).toEqual({ ok: true, cents });
  });

  it('a free item not in the order cannot be used', () => {
    expect(rewardDiscountCents({ discountType: 'free_item', discountValue: '0.00', menuItemId: 9 }, lines)).toEqual({
      ok: false,
      reason: 'item_missing',
    });
  });
});
