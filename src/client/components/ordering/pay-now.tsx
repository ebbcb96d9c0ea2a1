/**
 * "Pay now" at checkout (DESIGN §11): Square's Web Payments SDK, loaded from the URL the vendor's
 * detail gives (`payOnline.sdkUrl`) only when the customer chooses to pay now, its card form, and
 * a tip (10/15/20 % of the order, or an amount). Its own chunk: the checkout form imports it
 * lazily, so the guest preorder page's first load does not grow.
 */
import type { PayOnline } from '@shared/schemas/payments.js';
import { formatMoney, fromCents, toCents } from '@shared/money.js';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<{ status: string; token?: string; errors?: { message: string }[] }>;
  destroy?(): Promise<void>;
}
declare global {
  interface Window {
    Square?: { payments(applicationId: string, locationId: string): { card(): Promise<SquareCard> } };
  }
}

const loads = new Map<string, Promise<void>>();
/** One <script> per SDK URL for the page's life. */
function loadSdk(url: string): Promise<void> {
  let loading = loads.get(url);
  if (!loading) {
    loading = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loads.delete(url);
        reject(new Error('sdk'));
      };
      document.head.appendChild(script);
    });
    loads.set(url, loading);
  }
  return loading;
}

export interface PayNowHandle {
  /** The card's token (sourceId) and the tip in cents; null with the card form's message shown. */
  tokenize(): Promise<{ sourceId: string; tipCents: number } | null>;
}

const TIP_PERCENTS = [10, 15, 20] as const;
type Tip = { kind: 'none' } | { kind: 'percent'; percent: number } | { kind: 'amount'; text: string };

export function tipCentsOf(tip: Tip, orderCents: number): number {
  if (tip.kind === 'percent') return Math.round((orderCents * tip.percent) / 100);
  if (tip.kind === 'amount') {
    try {
      return Math.min(toCents(tip.text || '0'), 100_000);
    } catch {
      return 0;
    }
  }
  return 0;
}

export const PayNow = forwardRef<PayNowHandle, { payOnline: PayOnline; orderCents: number }>(function PayNow({ payOnline, orderCents }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const card = useRef<SquareCard | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [cardError, setCardError] = useState<string | null>(null);
  const [tip, setTip] = useState<Tip>({ kind: 'none' });
  const amountId = useId();

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        await loadSdk(payOnline.sdkUrl);
        if (!window.Square || !host.current) throw new Error('sdk');
        const made = await window.Square.payments(payOnline.applicationId, payOnline.locationId).card();
        if (cancelled) return;
        await made.attach(host.current);
        card.current = made;
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      void card.current?.destroy?.();
      card.current = null;
    };
  }, [payOnline.sdkUrl, payOnline.applicationId, payOnline.locationId]);

  const tipCents = tipCentsOf(tip, orderCents);
  useImperativeHandle(ref, () => ({
    async tokenize() {
      if (!card.current) return null;
      const result = await card.current.tokenize();
      if (result.status !== 'OK' || !result.token) {
        setCardError(result.errors?.map((e) => e.message).join('. ') || t('payments.error.sourceRequired'));
        return null;
      }
      setCardError(null);
      return { sourceId: result.token, tipCents };
    },
  }));

  const chip = (active: boolean) =>
    cn(
      'min-h-11 rounded-lg border border-input bg-card px-3 py-2 font-medium text-sm transition-colors hover:bg-secondary',
      active && 'border-primary bg-primary-soft text-primary-soft-foreground',
    );
  return (
    <div className="flex flex-col gap-3" data-testid="pay-now">
      {state === 'loading' && <p className="text-muted-foreground text-sm">{t('payments.ui.loadingForm')}</p>}
      {state === 'failed' && (
        <p role="alert" className="font-medium text-destructive text-sm">
          {t('payments.ui.formFailed')}
        </p>
      )}
      <div ref={host} className="min-h-0" />
      {cardError && (
        <p role="alert" className="font-medium text-destructive text-sm" data-testid="card-error">
          {cardError}
        </p>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold text-sm">{t('payments.ui.tip')}</legend>
        <div className="flex flex-wrap gap-2">
          <button type="button" className={chip(tip.kind === 'none')} aria-pressed={tip.kind === 'none'} onClick={() => setTip({ kind: 'none' })}>
            {t('payments.ui.noTip')}
          </button>
          {TIP_PERCENTS.map((percent) => {
            const active = tip.kind === 'percent' && tip.percent === percent;
            return (
              <button key={percent} type="button" className={chip(active)} aria-pressed={active} onClick={() => setTip({ kind: 'percent', percent })}>
                {percent} %
              </button>
            );
          })}
          <button
            type="button"
            className={chip(tip.kind === 'amount')}
            aria-pressed={tip.kind === 'amount'}
            onClick={() => setTip({ kind: 'amount', text: tip.kind === 'amount' ? tip.text : '' })}
          >
            {t('payments.ui.tipAmount')}
          </button>
        </div>
        {tip.kind === 'amount' && (
          <div className="flex flex-col gap-1">
            <label htmlFor={amountId} className="text-sm">
              {t('payments.ui.tipAmountLabel')}
            </label>
            <Input
              id={amountId}
              inputMode="decimal"
              value={tip.text}
              onChange={(e) => setTip({ kind: 'amount', text: e.target.value })}
              className="max-w-32"
            />
          </div>
        )}
      </fieldset>
      <p className="font-semibold text-sm" data-testid="total-with-tip">
        {t('payments.ui.totalWithTip', { amount: formatMoney(fromCents(orderCents + tipCents)) })}
      </p>
    </div>
  );
});
