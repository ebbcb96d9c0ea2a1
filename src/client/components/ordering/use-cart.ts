/**
 * The guest's cart (SPEC §4): adding an item already in the cart increments its quantity, a
 * quantity of 0 removes the line, and the total is Σ price × quantity in integer cents.
 */
import { cartTotalCents, fromCents } from '@shared/money.js';
import type { MenuItem } from '@shared/schemas/vendors.js';
import { useCallback, useMemo, useState } from 'react';

/** The schema's per-line limit (CartLineInputSchema). */
export const MAX_LINE_QUANTITY = 99;

export interface CartLine {
  menuItemId: number;
  name: string;
  /** Unit price, decimal string as the menu gives it. */
  price: string;
  quantity: number;
}

export function useCart() {
  const [lines, setLines] = useState<CartLine[]>([]);

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
    setLines((current) => {
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
    });
  }, []);

  const clear = useCallback(() => setLines([]), []);

  const totalCents = useMemo(() => cartTotalCents(lines), [lines]);
  const itemCount = useMemo(() => lines.reduce((n, l) => n + l.quantity, 0), [lines]);

  return { lines, add, setQuantity, reconcile, clear, totalCents, total: fromCents(totalCents), itemCount };
}

export type Cart = ReturnType<typeof useCart>;
