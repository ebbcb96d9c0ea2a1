/**
 * A reward code at checkout (issue 23 item 8): the customer types the code their points bought
 * (or arrives with it in the link from the loyalty page), the page shows what it takes off, priced
 * by the shared rule the server uses (src/shared/rewards.ts), and the order spends it. A free item
 * must be in the cart; the page says which.
 */
import { cartTotalCents, formatMoney, fromCents } from '@shared/money.js';
import { type PricedLine, type RewardDiscount, rewardDiscountCents } from '@shared/rewards.js';
import type { RedemptionPreviewResult } from '@shared/schemas/loyalty.js';
import { Gift, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { api, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';

export interface AppliedReward {
  code: string;
  terms: RedemptionPreviewResult;
  /** The free item's name, for "Add Churros to use this reward". */
  itemName: string | null;
}

/** What the applied reward takes off these lines (ok: false while its free item is not in the cart). */
export function appliedDiscount(reward: AppliedReward | null, lines: readonly PricedLine[]): RewardDiscount | null {
  return reward ? rewardDiscountCents(reward.terms, lines) : null;
}

export function RewardCode({
  vendorId,
  lines,
  value,
  onChange,
  error,
  initialCode = null,
  itemNames,
}: {
  vendorId: number;
  lines: readonly PricedLine[];
  value: AppliedReward | null;
  onChange: (next: AppliedReward | null) => void;
  /** A refusal met when the order was sent (code used meanwhile, say). */
  error?: string | null;
  /** A code that came with the link: applied at once. */
  initialCode?: string | null;
  /** Menu item names by id (the free item's name). */
  itemNames: ReadonlyMap<number, string>;
}) {
  const id = useId();
  const [open, setOpen] = useState(initialCode !== null);
  const [typed, setTyped] = useState(initialCode ?? '');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const apply = async (code: string) => {
    const trimmed = code.trim();
    if (!trimmed) {
      setProblem(t('redemption.validation.code'));
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const terms = await api('POST /api/vendors/:id/redemptions/preview', { params: { id: vendorId }, body: { code: trimmed } });
      onChange({ code: trimmed, terms, itemName: terms.menuItemId ? (itemNames.get(terms.menuItemId) ?? null) : null });
    } catch (failure) {
      setProblem(errorMessage(failure, t('rewardCode.error')));
    } finally {
      setBusy(false);
    }
  };
  // A code from the link is checked once, when the page opens.
  const applied = useRef(false);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => {
    if (initialCode && !applied.current) {
      applied.current = true;
      void applyRef.current(initialCode);
    }
  }, [initialCode]);

  const discount = appliedDiscount(value, lines);
  const shown = error ?? problem;

  if (value) {
    const subtotal = cartTotalCents(lines);
    return (
      <div className="flex flex-col gap-1 rounded-lg border border-primary/40 bg-primary-soft px-3 py-2.5" data-testid="reward-applied">
        <div className="flex items-center gap-2">
          <Gift className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <p className="min-w-0 flex-1 font-semibold text-sm">{value.terms.rewardName}</p>
          {discount?.ok && (
            <span className="whitespace-nowrap font-bold text-primary text-sm tabular-nums">
              −{formatMoney(fromCents(discount.cents))}
            </span>
          )}
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange(null);
              setProblem(null);
            }}
          >
            <X aria-hidden="true" />
            {t('rewardCode.remove')}
          </Button>
        </div>
        {discount?.ok && (
          <p className="text-sm" data-testid="reward-total">
            {t('rewardCode.newTotal', { total: formatMoney(fromCents(subtotal - discount.cents)) })}
          </p>
        )}
        {discount && !discount.ok && (
          <p className="font-medium text-amber-900 text-sm" data-testid="reward-item-missing">
            {t('preorder.error.rewardItemMissing', { name: value.itemName ?? value.terms.rewardName })}
          </p>
        )}
        {shown && <p className="font-medium text-destructive text-sm">{shown}</p>}
      </div>
    );
  }

  if (!open) {
    return (
      <Button type="button" variant="link" className="h-auto self-start p-0" onClick={() => setOpen(true)}>
        <Gift aria-hidden="true" />
        {t('rewardCode.open')}
      </Button>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="font-semibold text-sm">
        {t('rewardCode.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply(typed);
            }
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCDE-FGHIJ"
          className="uppercase"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : `${id}-hint`}
        />
        <Button type="button" variant="outline" disabled={busy} onClick={() => void apply(typed)}>
          {busy && <Spinner />}
          {t('rewardCode.apply')}
        </Button>
      </div>
      {shown ? (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {shown}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {t('rewardCode.hint')}
        </p>
      )}
    </div>
  );
}
