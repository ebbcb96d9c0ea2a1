/** The code of a redeemed reward, shown large so the customer can show it at the window. */
import type { RedeemResult } from '@shared/schemas/loyalty.js';
import { Check, Copy, PartyPopper, ShoppingBag } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { formatCount } from './format';

export function RedemptionCode({
  result,
  vendorId,
  vendorName,
  onDismiss,
}: {
  result: RedeemResult;
  /** The vendor's preorder page takes the code at checkout (issue 23). */
  vendorId: number;
  vendorName: string;
  onDismiss: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.redemptionCode);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <section
      aria-labelledby="redeemed-title"
      className="rounded-2xl border-2 border-primary border-dashed bg-primary-soft/60 p-5 text-center sm:p-8"
      data-testid="redemption"
    >
      <PartyPopper className="mx-auto size-8 text-primary" aria-hidden="true" />
      <p className="mt-2 font-bold text-primary-soft-foreground text-sm uppercase tracking-wider">
        {t('loyaltyPage.redeemed.title')}
      </p>
      <h2 id="redeemed-title" ref={heading} tabIndex={-1} className="mt-1 font-extrabold text-xl tracking-tight outline-none">
        {t('loyaltyPage.redeemed.heading', { reward: result.reward.name })}
      </h2>
      <p
        className="mx-auto mt-4 w-fit select-all rounded-xl bg-card px-6 py-3 font-extrabold font-mono text-3xl tracking-[0.2em] shadow-warm sm:text-4xl"
        data-testid="redemption-code"
      >
        {result.redemptionCode}
      </p>
      <p className="mx-auto mt-4 max-w-md text-sm">
        {t('loyaltyPage.redeemed.show', { vendor: vendorName, balance: formatCount(result.balance) })}
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        <Button asChild size="sm">
          <Link to={`/guest-preorder?vendor=${vendorId}&code=${encodeURIComponent(result.redemptionCode)}`}>
            <ShoppingBag aria-hidden="true" />
            {t('loyaltyPage.redeemed.preorder')}
          </Link>
        </Button>
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('loyaltyPage.redeemed.copied') : t('loyaltyPage.redeemed.copy')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('loyaltyPage.redeemed.dismiss')}
        </Button>
      </div>
    </section>
  );
}
