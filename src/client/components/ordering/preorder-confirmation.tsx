/** Shown after a preorder is placed: invoice, total, phone and the link to its tracking page. */
import { formatMoney } from '@shared/money.js';
import { formatPhone } from '@shared/phone.js';
import { ArrowRight, CircleCheckBig, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from '@/lib/router';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import type { PlacedOrder } from './checkout-form';
import { trackingHref } from './format';
import { PickupTimeNote } from './pickup-time-note';
import { useLiveOrder } from './use-live-order';

export function PreorderConfirmation({
  placed,
  vendorName,
  onDismiss,
}: {
  placed: PlacedOrder;
  vendorName: string;
  onDismiss: () => void;
}) {
  const { firstName } = placed;
  const order = useLiveOrder(placed.order);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="confirmation-title"
      className="overflow-hidden rounded-2xl border border-green-200 bg-green-50 shadow-warm"
      data-testid="preorder-confirmation"
    >
      <div className="flex flex-col gap-5 p-5 sm:flex-row sm:items-start sm:p-6">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-green-700 text-white">
          <CircleCheckBig className="size-7" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-bold text-green-800 text-sm uppercase tracking-wider">{t('guestPreorder.placed.title')}</p>
          <h2
            id="confirmation-title"
            ref={heading}
            tabIndex={-1}
            className="mt-1 font-extrabold text-2xl text-green-950 tracking-tight outline-none"
          >
            {t('guestPreorder.placed.heading', { name: firstName })}
          </h2>
          <p className="mt-2 text-green-950">{t('guestPreorder.placed.body', { vendor: vendorName })}</p>
          <PickupTimeNote order={order} className="mt-4 border-green-300 bg-white/80" />
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            <div className="rounded-lg bg-white/80 px-4 py-3">
              <dt className="text-green-900 text-xs uppercase tracking-wider">{t('guestPreorder.placed.invoice')}</dt>
              <dd className="font-bold font-mono text-green-950 text-lg" data-testid="confirmation-invoice">
                {order.invoiceNumber}
              </dd>
            </div>
            <div className="rounded-lg bg-white/80 px-4 py-3">
              <dt className="text-green-900 text-xs uppercase tracking-wider">{t('guestPreorder.placed.total')}</dt>
              <dd className="font-bold text-green-950 text-lg tabular-nums">{formatMoney(order.totalAmount)}</dd>
            </div>
            <div className="rounded-lg bg-white/80 px-4 py-3">
              <dt className="text-green-900 text-xs uppercase tracking-wider">{t('guestPreorder.placed.phone')}</dt>
              <dd className="font-bold text-green-950 text-lg">{formatPhone(order.phone)}</dd>
            </div>
          </dl>
          <p className="mt-4 text-green-900 text-sm">{t('guestPreorder.placed.keepLink')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button asChild variant="accent">
              <Link to={trackingHref(order.trackingToken)}>
                {t('guestPreorder.placed.track')}
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button variant="outline" onClick={onDismiss}>
              <Plus aria-hidden="true" />
              {t('guestPreorder.placed.another')}
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
