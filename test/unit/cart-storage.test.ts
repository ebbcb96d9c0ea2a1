/**
 * The cart kept on the device (issue 44 item 1): what a stored entry gives back, by age and shape.
 * The page's use of it (restore after hydration, reconcile, empty on placing) is browser-tested in
 * test/e2e/cart-kept.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { CART_TTL_MS, cartStorageKey, parseStoredCart, serializeCart, type StoredCartLine } from '../../src/client/components/ordering/cart-storage.js';

const NOW = Date.UTC(2026, 10, 27, 20, 0);
const MAX = 99;
const taco: StoredCartLine = { menuItemId: 7, name: 'Carne Asada Taco', price: '3.50', quantity: 2 };
const shake: StoredCartLine = { menuItemId: 9, name: 'Date Shake', price: '7.25', quantity: 1 };
const stored = (savedAt: number, lines: unknown[] = [taco, shake], v: unknown = 1) => JSON.stringify({ v, savedAt, lines });

describe('parseStoredCart', () => {
  it.each<[string, string | null, StoredCartLine[]]>([
    ['nothing kept', null, []],
    ['kept a minute ago', serializeCart([taco, shake], NOW - 60_000), [taco, shake]],
    ['kept just under a day ago', stored(NOW - CART_TTL_MS + 1), [taco, shake]],
    ['kept exactly a day ago: expired', stored(NOW - CART_TTL_MS), []],
    ['kept two days ago: expired', stored(NOW - 2 * CART_TTL_MS), []],
    ['dated in the future (a clock set back): ignored', stored(NOW + 60_000), []],
    ['another version', stored(NOW, [taco], 2), []],
    ['not JSON', '{"v":1,', []],
    ['JSON but not an object', '"cart"', []],
    ['lines not a list', JSON.stringify({ v: 1, savedAt: NOW, lines: 'taco' }), []],
    ['a malformed line is left out', stored(NOW, [{ ...taco, price: 'free' }, shake]), [shake]],
    ['a quantity of 0 is left out', stored(NOW, [{ ...taco, quantity: 0 }, shake]), [shake]],
    ['a quantity over the limit is left out', stored(NOW, [{ ...taco, quantity: MAX + 1 }, shake]), [shake]],
    ['a fractional quantity is left out', stored(NOW, [{ ...taco, quantity: 1.5 }, shake]), [shake]],
    ['an item id that is not a positive whole number is left out', stored(NOW, [{ ...taco, menuItemId: -1 }, shake]), [shake]],
    ['an item twice is kept once', stored(NOW, [taco, { ...taco, quantity: 5 }]), [taco]],
    ['extra fields are dropped', stored(NOW, [{ ...shake, note: 'x' }]), [shake]],
  ])('%s', (_case, text, expected) => {
    expect(parseStoredCart(text, NOW, MAX)).toEqual(expected);
  });

  it('keeps a cart for 24 hours and one key per vendor', () => {
    expect(CART_TTL_MS).toBe(24 * 60 * 60 * 1000);
    expect(cartStorageKey(12)).not.toBe(cartStorageKey(13));
  });
});
