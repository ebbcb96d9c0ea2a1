/**
 * The guest's cart: adding an item already in the cart increments its quantity, a quantity of 0
 * removes the line, and the total is Σ price × quantity in integer cents. Given a vendor, the
 * cart is kept on the device (cart-storage.ts): restored after the page has hydrated, so the
 * first render matches the server's HTML, and saved on every change.
 */
import { cartTotalCents, fromCents } from '@shared/money.js';
import type { MenuItem } from '@shared/schemas/vendors.js';
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { loadCart, saveCart } from './cart-storage';

/** The schema's per-line limit (CartLineInputSchema). */
export const MAX_LINE_QUANTITY = 99;

export interface CartLine {
  menuItemId: number;
  name: string;
  /** Unit price, decimal string as the menu gives it. */
  price: string;
  quantity: number;
}

export function useCart(vendorId?: number) {
  const [lines, setLines] = useState<CartLine[]>([]);
  // Until the kept cart has been read, nothing is saved (an empty first render would erase it).
  const [restored, setRestored] = useState(vendorId === undefined);
  // The lines as last read or written: a restored cart is not written back (its age stays that
  // of its last change).
  const kept = useRef<CartLine[] | null>(null);

  useEffect(() => {
    if (vendorId === undefined) return;
    const saved = loadCart(vendorId, MAX_LINE_QUANTITY);
    kept.current = saved;
    // A transition: the restored lines (and the order bar they bring) render after hydration,
    // in slices, without holding up the page.
    startTransition(() => {
      // A line added in the moment before this ran wins over the kept cart.
      if (saved.length > 0) setLines((current) => (current.length > 0 ? current : saved));
      setRestored(true);
    });
  }, [vendorId]);

  useEffect(() => {
    if (vendorId === undefined || !restored || lines === kept.current) return;
    kept.current = lines;
    saveCart(vendorId, lines);
  }, [vendorId, restored, lines]);

  const add = useCallback((item: Pick<MenuItem, 'id' | 'name' | 'price'>) => {
    setLines((current) => {
      const existing = current.find((l) => l.menuItemId === item.id);
      if (existing) {
        return current.map((l) =>
          l.menuItemId === item.id ? { ...l, quantity: Math.min(l.quantity + 1, MAX_LINE_QUANTITY) } : l,
        );
      }
      return [...current, { menuItemId: item.id, name: item.name, price: item.price, quantity: 1 }];
    });
  }, []);

  const setQuantity = useCallback((menuItemId: number, quantity: number) => {
    setLines((current) =>
      quantity <= 0
        ? current.filter((l) => l.menuItemId !== menuItemId)
        : current.map((l) =>
            l.menuItemId === menuItemId ? { ...l, quantity: Math.min(quantity, MAX_LINE_QUANTITY) } : l,
          ),
    );
  }, []);

  /**
   * Brings the cart in line with a fresh menu: stored names and prices, and lines whose item is
   * gone, unavailable or sold out removed. Returns nothing; a no-op keeps the same array.
   */
  const reconcile = useCallback((menu: readonly MenuItem[]) => {
    // A transition: it runs as the page settles (after hydrating, on a fresh menu), and a change
    // re-renders the whole page, which React then does in slices.
    startTransition(() => setLines((current) => {
      let changed = false;
      const next: CartLine[] = [];
      for (const line of current) {
        const item = menu.find((m) => m.id === line.menuItemId);
        if (!item?.isAvailable || item.isSoldOut) {
          changed = true;
          continue;
        }
        if (item.price !== line.price || item.name !== line.name) {
          changed = true;
          next.push({ ...line, price: item.price, name: item.name });
        } else {
          next.push(line);
        }
      }
      return changed ? next : current;
    }));
  }, []);

  const clear = useCallback(() => {
    setLines([]);
    // At once as well: the order is placed even if the page goes away before the next effect.
    if (vendorId !== undefined) saveCart(vendorId, []);
  }, [vendorId]);

  const totalCents = useMemo(() => cartTotalCents(lines), [lines]);
  const itemCount = useMemo(() => lines.reduce((n, l) => n + l.quantity, 0), [lines]);

  return { lines, add, setQuantity, reconcile, clear, totalCents, total: fromCents(totalCents), itemCount, restored };
}

export type Cart = ReturnType<typeof useCart>;
