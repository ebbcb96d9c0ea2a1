/**
 * "Pay now" at checkout (DESIGN §11): Square's Web Payments SDK, loaded from the URL the vendor's
 * detail gives (`payOnline.sdkUrl`) only when the customer chooses to pay now, its card form, the
 * digital wallets the browser can use (Apple Pay, Google Pay, Cash App Pay: each one's button
 * places the order with its token, the total on its sheet kept to the order and the tip), and a
 * tip (10/15/20 % of the order, or an amount). Its own chunk: the checkout form imports it
 * lazily, so the guest preorder page's first load does not grow.
 */
import type { PayOnline } from '@shared/schemas/payments.js';
import { formatMoney, fromCents, toCents } from '@shared/money.js';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { Input } from '@/components/ui/input';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

interface TokenResult {
  status: string;
  token?: string;
  errors?: { message: string }[];
}
interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<TokenResult>;
  destroy?(): Promise<void>;
}
type Total = { amount: string; label: string };
interface SquarePaymentRequest {
  update(next: { total: Total }): boolean;
}
/** Google Pay and Cash App Pay draw their own button (attach); Apple Pay's is ours. */
interface SquareWallet {
  attach?(target: HTMLElement): Promise<void>;
  tokenize?(): Promise<TokenResult>;
  addEventListener?(type: 'ontokenization', listener: (event: CustomEvent<{ tokenResult: TokenResult }>) => void): void;
  destroy?(): Promise<void>;
}
interface SquarePayments {
  card(): Promise<SquareCard>;
  paymentRequest(options: { countryCode: 'US'; currencyCode: 'USD'; total: Total }): SquarePaymentRequest;
  googlePay(request: SquarePaymentRequest): Promise<SquareWallet>;
  applePay(request: SquarePaymentRequest): Promise<SquareWallet>;
  cashAppPay(request: SquarePaymentRequest, options: { redirectURL: string; referenceId: string }): Promise<SquareWallet>;
}
declare global {
  interface Window {
    Square?: { payments(applicationId: string, locationId: string): SquarePayments };
  }
}

type WalletName = 'googlePay' | 'applePay' | 'cashAppPay';
const WALLETS: readonly WalletName[] = ['applePay', 'googlePay', 'cashAppPay'];

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

interface PayNowProps {
  payOnline: PayOnline;
  orderCents: number;
  /** A digital wallet's button gave its token: the checkout places the order with it. */
  onWallet: (paid: { sourceId: string; tipCents: number }) => void;
  /** The tip in cents, whenever it changes (the checkout's button shows the total charged). */
  onTip: (cents: number) => void;
}

const totalOf = (cents: number): Total => ({ amount: fromCents(cents), label: 'Total' });

export const PayNow = forwardRef<PayNowHandle, PayNowProps>(function PayNow({ payOnline, orderCents, onWallet, onTip }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const card = useRef<SquareCard | null>(null);
  const googleHost = useRef<HTMLDivElement>(null);
  const cashHost = useRef<HTMLDivElement>(null);
  const request = useRef<SquarePaymentRequest | null>(null);
  const wallets = useRef<Partial<Record<WalletName, SquareWallet>>>({});
  const [available, setAvailable] = useState<WalletName[]>([]);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [cardError, setCardError] = useState<string | null>(null);
  const [walletError, setWalletError] = useState<string | null>(null);
  const [tip, setTip] = useState<Tip>({ kind: 'none' });
  const amountId = useId();
  const tipCents = tipCentsOf(tip, orderCents);
  // What a wallet's token is placed with: the tip chosen when its button is pressed.
  const latest = useRef({ tipCents, onWallet, orderCents });
  latest.current = { tipCents, onWallet, orderCents };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the SDK is set up once per vendor; the total follows the order and the tip through update() below, and settle() reads only refs and state setters
  useEffect(() => {
    let cancelled = false;
    const made: Partial<Record<WalletName, SquareWallet>> = {};
    (async () => {
      try {
        await loadSdk(payOnline.sdkUrl);
        if (!window.Square || !host.current) throw new Error('sdk');
        const payments = window.Square.payments(payOnline.applicationId, payOnline.locationId);
        const madeCard = await payments.card();
        if (cancelled) return;
        await madeCard.attach(host.current);
        card.current = madeCard;
        setState('ready');
        // The wallets this browser can use (Apple Pay only in Safari, Google Pay where Google's
        // script allows): one that cannot is left out, the card stays.
        const paymentRequest = payments.paymentRequest({ countryCode: 'US', currencyCode: 'USD', total: totalOf(latest.current.orderCents + latest.current.tipCents) });
        request.current = paymentRequest;
        const tries: Record<WalletName, () => Promise<SquareWallet>> = {
          applePay: () => payments.applePay(paymentRequest),
          googlePay: async () => {
            const wallet = await payments.googlePay(paymentRequest);
            if (googleHost.current) await wallet.attach?.(googleHost.current);
            return wallet;
          },
          cashAppPay: async () => {
            const wallet = await payments.cashAppPay(paymentRequest, { redirectURL: window.location.href, referenceId: `ve-${Date.now().toString(36)}` });
            wallet.addEventListener?.('ontokenization', (event) => settle(event.detail.tokenResult));
            if (cashHost.current) await wallet.attach?.(cashHost.current);
            return wallet;
          },
        };
        for (const name of WALLETS) {
          try {
            made[name] = await tries[name]();
          } catch {}
          if (cancelled) return;
        }
        wallets.current = made;
        setAvailable(WALLETS.filter((name) => made[name]));
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      void card.current?.destroy?.();
      card.current = null;
      for (const wallet of Object.values(made)) void wallet.destroy?.();
      wallets.current = {};
      request.current = null;
    };
  }, [payOnline.sdkUrl, payOnline.applicationId, payOnline.locationId]);

  useEffect(() => {
    request.current?.update({ total: totalOf(orderCents + tipCents) });
    onTip(tipCents);
  }, [orderCents, tipCents, onTip]);

  function settle(result: TokenResult) {
    if (result.status !== 'OK' || !result.token) {
      setWalletError(t('payments.ui.walletFailed'));
      return;
    }
    setWalletError(null);
    latest.current.onWallet({ sourceId: result.token, tipCents: latest.current.tipCents });
  }
  const tokenizeWallet = async (name: WalletName) => {
    const wallet = wallets.current[name];
    if (!wallet?.tokenize) return;
    try {
      settle(await wallet.tokenize());
    } catch {
      setWalletError(t('payments.ui.walletFailed'));
    }
  };
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
      {/* Then the wallets, as express checkouts do (each hidden until the SDK says it can be used), then the card. */}
      <div className={cn('flex flex-col gap-2', available.length === 0 && 'hidden')} data-testid="wallets">
        {available.includes('applePay') && (
          <button
            type="button"
            onClick={() => void tokenizeWallet('applePay')}
            className="min-h-11 w-full rounded-lg bg-black font-semibold text-base text-white"
          >
            {t('payments.ui.applePay')}
          </button>
        )}
        {/* Google Pay's button is drawn by Google's script: a press on it asks for the sheet. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the SDK's own <button> inside takes the keyboard */}
        <div ref={googleHost} onClick={() => void tokenizeWallet('googlePay')} className={cn(!available.includes('googlePay') && 'hidden')} />
        <div ref={cashHost} className={cn(!available.includes('cashAppPay') && 'hidden')} />
        <p className="text-center text-muted-foreground text-sm">{t('payments.ui.orCard')}</p>
      </div>
      {walletError && (
        <p role="alert" className="font-medium text-destructive text-sm" data-testid="wallet-error">
          {walletError}
        </p>
      )}
      <div ref={host} className="min-h-0" />
      {cardError && (
        <p role="alert" className="font-medium text-destructive text-sm" data-testid="card-error">
          {cardError}
        </p>
      )}
    </div>
  );
});
