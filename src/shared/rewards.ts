/**
 * What a redeemed reward takes off an order (issue 23, 24: a reward code applied at checkout; a
 * reward that is a free item). Pure, in integer cents: the checkout shows what the server charges.
 * - percentage: that share of the order, rounded to the cent;
 * - fixed_amount: that many dollars, never more than the order;
 * - free_item: one of that menu item, which must be in the order.
 */
import { toCents } from './money.js';

export interface RewardTerms {
  discountType: 'percentage' | 'fixed_amount' | 'free_item';
  /** Percent or dollars, as a decimal string ("0.00" for a free item). */
  discountValue: string;
  menuItemId: number | null;
}

export interface PricedLine {
  menuItemId: number;
  /** The unit price, as a decimal string. */
  price: string;
  quantity: number;
}

export type RewardDiscount = { ok: true; cents: number } | { ok: false; reason: 'item_missing' };

export function rewardDiscountCents(terms: RewardTerms, lines: readonly PricedLine[]): RewardDiscount {
  const subtotal = lines.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0);
  if (terms.discountType === 'free_item') {
    const line = lines.find((l) => l.menuItemId === terms.menuItemId && l.quantity > 0);
    return line ? { ok: true, cents: toCents(line.price) } : { ok: false, reason: 'item_missing' };
  }
  if (terms.discountType === 'percentage') {
    const percent = Math.min(100, Math.max(0, Number(terms.discountValue)));
    return { ok: true, cents: Math.min(subtotal, Math.round((subtotal * percent) / 100)) };
  }
  return { ok: true, cents: Math.min(subtotal, toCents(terms.discountValue)) };
}
