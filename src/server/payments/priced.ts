/**
 * The price step of a paid checkout (decision 0049): placePreorder runs every check of the order
 * (vendor, items, stock, pickup slot, throttles) and prices it, then throws this instead of
 * writing; its transaction rolls back, so nothing is taken before Square has charged.
 */
import type { StoredLine } from '../preorders/queries.js';

export class PricedOrder extends Error {
  constructor(
    readonly lines: StoredLine[],
    readonly totalCents: number,
    /** Issue 44: the promotion that took the discount off, when one did (else a reward code did). */
    readonly promotionTitle?: string,
  ) {
    super('priced only');
    this.name = 'PricedOrder';
  }
}

/** What a paid order is written with (the place step). */
export interface PaidWith {
  paymentId: string;
  receiptUrl: string | null;
  squareOrderId: string;
  tipCents: number;
}

/** How placePreorder is asked to take part in a paid checkout. */
export type PaymentStep = { step: 'price' } | { step: 'place'; invoiceNumber: string; paid: PaidWith };
