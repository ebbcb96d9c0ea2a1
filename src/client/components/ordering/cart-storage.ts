/**
 * The guest's cart kept on the device (issue 44 item 1), as Square Online and Toast keep theirs: one
 * entry per vendor in localStorage, so a reload, Back from the map or a phone that discarded the
 * tab finds the same lines. It is only a convenience: the page reconciles it with the fresh menu
 * (sold-out and unavailable items dropped, today's names and prices taken) and the server prices
 * every order itself. An entry older than CART_TTL_MS since its last change is forgotten; placing
 * the order empties it. Storage that is blocked or full (a private window) keeps the cart for the
 * visit only.
 */
import { isFresh, keep, parseVersioned, readKept } from '@/lib/device-storage';

/** A kept cart is forgotten 24 hours after its last change: yesterday's lunch is not today's order. */
export const CART_TTL_MS = 24 * 60 * 60 * 1000;

const VERSION = 1;

/** One line as kept; the same shape as use-cart's CartLine. */
export interface StoredCartLine {
  menuItemId: number;
  name: string;
  price: string;
  quantity: number;
}

/** The localStorage key of a vendor's cart. */
export function cartStorageKey(vendorId: number): string {
  return `valley-eats.cart.${vendorId}`;
}

/** What is written: the lines and when they last changed. */
export function serializeCart(lines: readonly StoredCartLine[], now: number): string {
  return JSON.stringify({ v: VERSION, savedAt: now, lines });
}

function isLine(value: unknown, maxQuantity: number): value is StoredCartLine {
  if (typeof value !== 'object' || value === null) return false;
  const l = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(l.menuItemId) &&
    (l.menuItemId as number) > 0 &&
    typeof l.name === 'string' &&
    typeof l.price === 'string' &&
    /^\d+(\.\d{1,2})?$/.test(l.price) &&
    Number.isSafeInteger(l.quantity) &&
    (l.quantity as number) >= 1 &&
    (l.quantity as number) <= maxQuantity
  );
}

/**
 * The lines of a kept cart, or [] when there is none, it is expired (or dated in the future), or
 * it is not one this version wrote. Lines that do not look like cart lines are left out, and a
 * menu item is kept once.
 */
export function parseStoredCart(text: string | null, now: number, maxQuantity: number): StoredCartLine[] {
  const { savedAt, lines } = parseVersioned(text, VERSION) ?? {};
  if (!isFresh(savedAt, now, CART_TTL_MS) || !Array.isArray(lines)) return [];
  const seen = new Set<number>();
  const out: StoredCartLine[] = [];
  for (const line of lines) {
    if (!isLine(line, maxQuantity) || seen.has(line.menuItemId)) continue;
    seen.add(line.menuItemId);
    out.push({ menuItemId: line.menuItemId, name: line.name, price: line.price, quantity: line.quantity });
  }
  return out;
}

/** The vendor's kept cart ([] without one); an expired or unreadable entry is removed. */
export function loadCart(vendorId: number, maxQuantity: number, now = Date.now()): StoredCartLine[] {
  const key = cartStorageKey(vendorId);
  const text = readKept(key);
  const lines = parseStoredCart(text, now, maxQuantity);
  if (text !== null && lines.length === 0) keep(key, null);
  return lines;
}

/** Whether this device keeps a cart for the vendor (unread: the page hydrates at once to show it). */
export function hasKeptCart(vendorId: number): boolean {
  return readKept(cartStorageKey(vendorId)) !== null;
}

/** Keeps the vendor's cart, or removes the entry when it is empty. Blocked or full storage: the cart lasts for this visit only. */
export function saveCart(vendorId: number, lines: readonly StoredCartLine[], now = Date.now()): void {
  keep(cartStorageKey(vendorId), lines.length === 0 ? null : serializeCart(lines, now));
}
