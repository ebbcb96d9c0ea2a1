/** The cart (SPEC §2, §4): lines with − / + quantity, line prices and the running total. */
import { formatMoney } from '@shared/money.js';
import { Minus, Plus, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatMoneyFromCents, lineTotal } from './format';
import { type Cart, MAX_LINE_QUANTITY } from './use-cart';

/**
 * `promotion`: the vendor's live promotion (issue 44), shown as a line under the food with the
 * total after it; the checkout says when a reward code replaces it.
 */
export function CartLines({ cart, promotion }: { cart: Cart; promotion?: { label: string; cents: number } | null }) {
  const off = promotion && cart.lines.length > 0 && promotion.cents > 0 ? promotion : null;
  const announcement = useCartAnnouncement(cart);
  return (
    <div>
      {cart.lines.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg bg-sand-100/70 px-4 py-6 text-center">
          <ShoppingBag className="size-7 text-muted-foreground" aria-hidden="true" />
          <p className="font-semibold" data-testid="cart-empty">
            {t('guestPreorder.cart.empty')}
          </p>
          <p className="text-muted-foreground text-sm">{t('guestPreorder.cart.emptyHint')}</p>
        </div>
      ) : (
        <ul className="flex flex-col divide-y divide-border" data-testid="cart-lines">
          {cart.lines.map((line) => (
            // The name keeps at least 9rem: on a phone the stepper and the line's total move under
            // it, to the right, rather than squeeze it until a word breaks ("Horchata Salvadoreñ-a").
            <li key={line.menuItemId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3 first:pt-0" data-testid="cart-line">
              <div className="min-w-36 flex-1">
                <p className="break-words font-semibold leading-snug">{line.name}</p>
                <p className="text-muted-foreground text-xs">
                  {t('guestPreorder.cart.each', { price: formatMoney(line.price) })}
                </p>
              </div>
              <div className="ml-auto flex items-center gap-3">
                <fieldset className="flex items-center rounded-lg border border-input bg-card">
                  <legend className="sr-only">{t('guestPreorder.cart.quantity', { name: line.name })}</legend>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 rounded-r-none"
                    onClick={() => cart.setQuantity(line.menuItemId, line.quantity - 1)}
                    aria-label={t('guestPreorder.cart.decrease', { name: line.name })}
                  >
                    <Minus aria-hidden="true" className="!size-4" />
                  </Button>
                  <span className="w-8 text-center font-bold tabular-nums" data-testid="cart-quantity">
                    {line.quantity}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9 rounded-l-none"
                    disabled={line.quantity >= MAX_LINE_QUANTITY}
                    onClick={() => cart.setQuantity(line.menuItemId, line.quantity + 1)}
                    aria-label={t('guestPreorder.cart.increase', { name: line.name })}
                  >
                    <Plus aria-hidden="true" className="!size-4" />
                  </Button>
                </fieldset>
                <span className="w-16 shrink-0 text-right font-semibold tabular-nums">
                  {lineTotal(line.price, line.quantity)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {off && (
        <div className="mt-4 flex flex-col gap-1 border-border border-t pt-4 text-sm">
          <p className="flex items-center justify-between gap-3">
            <span>{t('guestPreorder.cart.subtotal')}</span>
            <span className="tabular-nums">{formatMoneyFromCents(cart.totalCents)}</span>
          </p>
          <p className="flex items-center justify-between gap-3 font-semibold text-primary" data-testid="cart-promotion">
            <span>{off.label}</span>
            <span className="shrink-0 tabular-nums">−{formatMoneyFromCents(off.cents)}</span>
          </p>
        </div>
      )}
      <div className={cn('flex items-center justify-between border-border pt-4', off ? 'mt-2 border-t' : 'mt-4 border-t')}>
        <span className="font-bold">{t('guestPreorder.cart.total')}</span>
        <span className="font-extrabold text-xl tabular-nums" data-testid="cart-total">
          {formatMoneyFromCents(cart.totalCents - (off?.cents ?? 0))}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** A polite announcement of the cart after each change (not on first render). */
function useCartAnnouncement(cart: Cart): string {
  const [text, setText] = useState('');
  const first = useRef(true);
  const { itemCount, totalCents } = cart;
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setText(t('guestPreorder.cart.updated', { count: itemCount, total: formatMoneyFromCents(totalCents) }));
  }, [itemCount, totalCents]);
  return text;
}
