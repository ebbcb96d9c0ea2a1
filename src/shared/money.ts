/** Money is integer cents inside, a 2-decimal string at the edge (DESIGN §4, STYLE rule 5). */
import { localeTag } from './messages/index.js';

/** The most an order may total: guest_preorders.total_amount is numeric(10,2). */
export const MAX_ORDER_TOTAL_CENTS = 9_999_999_999;

/** '8.5', '8.50', 8.5 → 850. Throws on anything that is not a non-negative amount. */
export function toCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) throw new Error(`Not an amount: ${value}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** 850 → '8.50'. */
export function fromCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '8.5', 8.5 → '8.50': an amount as stored and sent, a 2-decimal string made through integer cents. */
export function normalizeMoney(value: string | number): string {
  return fromCents(toCents(value));
}

export interface CartLine {
  price: string | number;
  quantity: number;
}

/** Sum of price × quantity, in cents (SPEC §4 cart total). */
export function cartTotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0);
}

/**
 * One formatter per locale: building an Intl.NumberFormat costs far more than formatting with it
 * (a menu page formats every price; measured ~100 ms of a guest preorder page's load).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The app's two languages write dollars alike ('$1,234.50', '-$3.20'): written here, because a
 * browser's first currency formatter loads its currency data on the page's main thread (20-26 ms
 * of a guest preorder page's hydration on a fast machine, 4× that on a phone: decision 0039).
 * test/unit/money-phone.test.ts holds this to Intl's output.
 */
const DOLLAR_LOCALES = new Set(['en-US', 'es-US']);

/** '$8.50' for display. */
export function formatMoney(value: string | number, locale = localeTag()): string {
  const cents = typeof value === 'number' ? Math.round(value * 100) : toCents(value);
  if (DOLLAR_LOCALES.has(locale)) {
    const [dollars, rest] = fromCents(Math.abs(cents)).split('.');
    return `${cents < 0 ? '-' : ''}$${dollars.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${rest}`;
  }
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    moneyFormats.set(locale, format);
  }
  return format.format(cents / 100);
}
