/**
 * Issue 44 friction 8: a distance never reads "0.0 mi", and no demo vendor's instructions send a
 * payment "to the number above" without naming that number (it is not on every page or text).
 */
import { describe, expect, it } from 'vitest';
import { demoVendors } from '../../src/server/db/demo-data.js';
import { distancePrecision } from '../../src/shared/geo.js';
import { normalizePhone } from '../../src/shared/phone.js';

describe('distancePrecision', () => {
  it.each([
    [0, 'near'],
    [0.04, 'near'],
    [0.099, 'near'],
    [0.1, 1],
    [3.26, 1],
    [9.99, 1],
    [10, 0],
    [42.4, 0],
  ] as const)('%s mi → %s', (miles, expected) => {
    expect(distancePrecision(miles)).toBe(expected);
  });
});

describe('demo vendors’ payment instructions', () => {
  it('name the number they send Zelle or Cash App to', () => {
    for (const v of demoVendors) {
      const text = v.preorderInstructions ?? '';
      expect(text, v.key).not.toMatch(/number above/i);
      if (/zelle|cash app/i.test(text) && /\d{3}\D*\d{4}/.test(text)) {
        expect(normalizePhone(text.match(/\(?\d{3}\)?[ -]?\d{3}-\d{4}/)?.[0] ?? ''), v.key).toBe(normalizePhone(v.phone ?? ''));
      }
    }
  });
});
