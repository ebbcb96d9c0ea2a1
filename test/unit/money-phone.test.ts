import { describe, expect, it } from 'vitest';
import { cartTotalCents, formatMoney, fromCents, normalizeMoney, toCents } from '../../src/shared/money.js';
import { formatPhone, normalizePhone } from '../../src/shared/phone.js';
import { normalizeRedemptionCode } from '../../src/shared/schemas/loyalty.js';
import { textablePhone } from '../../src/shared/schemas/phone.js';

describe('money in cents', () => {
  it.each([
    ['8.50', 850],
    ['8.5', 850],
    ['8', 800],
    [8.5, 850],
    [0.1 + 0.2, 30],
    ['12.99', 1299],
  ])('toCents(%s) = %i', (v, c) => expect(toCents(v)).toBe(c));

  it('refuses what is not an amount', () => {
    for (const bad of ['-1', 'abc', '1.234', '']) expect(() => toCents(bad)).toThrow();
  });

  it('formats cents with 2 decimals', () => {
    expect(fromCents(850)).toBe('8.50');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(123456)).toBe('1234.56');
  });

  it.each([
    ['8.5', '8.50'],
    [8.5, '8.50'],
    ['8', '8.00'],
    [0.1 + 0.2, '0.30'],
    ['12.99', '12.99'],
  ])('normalizeMoney(%s) = %s, as stored and sent', (v, text) => expect(normalizeMoney(v)).toBe(text));

  it('adds a cart without floating-point drift', () => {
    expect(cartTotalCents([{ price: '0.10', quantity: 3 }, { price: '12.99', quantity: 2 }])).toBe(2628);
  });
});

describe('money for display', () => {
  // formatMoney writes dollars without Intl for the app's two languages: it must read as Intl would.
  const amounts = [0, 0.01, 0.1, 1, 1.5, 8.5, 12.99, 99.99, 100, 999.99, 1000, 1234.56, 12345.6, 100000, 999999.99, 1000000, 99999999.99];
  it.each(['en-US', 'es-US'])('%s: as Intl.NumberFormat writes US dollars, signs and thousands included', (locale) => {
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    for (const amount of amounts) {
      expect(formatMoney(amount, locale)).toBe(intl.format(amount));
      expect(formatMoney(amount.toFixed(2), locale)).toBe(intl.format(amount));
      expect(formatMoney(-amount, locale)).toBe(intl.format(-amount === 0 ? 0 : -amount));
    }
  });

  it('leaves another locale to Intl', () => {
    expect(formatMoney('1234.5', 'es')).toBe(new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(1234.5));
  });
});

describe('phones', () => {
  it.each([
    ['(760) 555-0123', '7605550123'],
    ['760-555-0123', '7605550123'],
    ['+1 760 555 0123', '7605550123'],
    ['17605550123', '7605550123'],
    ['555-0123', '5550123'],
  ])('normalizePhone(%s)', (input, out) => expect(normalizePhone(input)).toBe(out));

  it('formats a 10-digit number', () => {
    expect(formatPhone('7605550123')).toBe('(760) 555-0123');
  });
});

// The verified phone's rules (test/api/phone.test.ts uses them through the API).
describe('phones that can take a text, and redemption codes as typed', () => {
  it.each([
    ['(760) 555-0142', '7605550142'],
    ['+1 760 555 0142', '7605550142'],
    ['17605550142', '7605550142'],
    ['760.555.0142', '7605550142'],
    ['7605550142 ', '7605550142'],
    ['060-555-0142', null], // area codes start at 2
    ['760-155-0142', null], // so do exchanges
    ['760-555-014', null],
    ['27605550142', null], // 11 digits without the leading 1
    ['+44 20 7946 0958', null],
    ['', null],
  ])('textablePhone(%j) = %j', (input, expected) => {
    expect(textablePhone(input)).toBe(expected);
  });

  it.each([
    ['7KQ2M-XD9PA', '7KQ2M-XD9PA'],
    ['7kq2mxd9pa', '7KQ2M-XD9PA'],
    [' 7KQ2M XD9PA ', '7KQ2M-XD9PA'],
    ['OIL00-00000', '01100-00000'], // O → 0, I and L → 1
    ['7KQ2M-XD9P', null],
    ['7KQ2M-XD9PAB', null],
    ['7KQ2M-XD9PU', null], // U is not in Crockford's alphabet
    ['RDM-ABC234', null],
  ])('normalizeRedemptionCode(%j) = %j', (input, expected) => {
    expect(normalizeRedemptionCode(input)).toBe(expected);
  });
});
