/**
 * Orders found by phone (SPEC §2): invoice, vendor name, date, status and total of each; each opens
 * its live tracking (the phone is verified, so its orders are its owner's).
 */
import { formatMoney } from '@shared/money.js';
import { formatPhone } from '@shared/phone.js';
import type { PhoneOrder } from '@shared/schemas/preorders.js';
import { SearchX } from 'lucide-react';
import { useId } from 'react';
import { SectionHeading } from '@/components/ui/titled-section';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { formatDateTime, trackingHref } from './format';
import { PreorderStatusBadge } from './status-badge';

export function PhoneOrders({ phone, orders }: { phone: string; orders: PhoneOrder[] }) {
  return (
    <section aria-labelledby="phone-orders-title" className="flex flex-col gap-3" data-testid="phone-orders">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <SectionHeading id="phone-orders-title">{t('tracking.phoneResults.title', { phone: formatPhone(phone) })}</SectionHeading>
        <p className="text-muted-foreground text-sm">{t('tracking.phoneResults.count', { count: orders.length })}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {orders.map((o) => (
          <li
            key={o.id}
            className="relative grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1 rounded-xl border border-border bg-card p-4 shadow-xs transition-shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2 hover:shadow-warm"
            data-testid="phone-order"
          >
            <p className="font-bold font-mono">
              <Link
                to={trackingHref(o.trackingToken)}
                className="rounded-sm underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
              >
                {o.invoiceNumber}
                <span className="sr-only"> — {t('tracking.phoneResults.open')}</span>
              </Link>
            </p>
            <p className="text-right font-extrabold tabular-nums">{formatMoney(o.totalAmount)}</p>
            <div className="min-w-0 text-sm">
              <p className="truncate font-semibold">{o.vendorName}</p>
              <p className="text-muted-foreground">
                <time dateTime={o.createdAt}>{formatDateTime(o.createdAt)}</time>
              </p>
            </div>
            <div className="justify-self-end">
              <PreorderStatusBadge status={o.status} />
            </div>
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground text-sm">{t('tracking.phoneResults.hint')}</p>
    </section>
  );
}

/** 'No Orders Found' with hints on what to try. */
export function NoOrdersFound({ by }: { by: 'token' | 'phone' }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-sand-100/60 px-6 py-10 text-center"
      data-testid="no-orders"
    >
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <SectionHeading id={titleId}>{t('tracking.empty.title')}</SectionHeading>
      <ul className="flex max-w-md list-disc flex-col gap-1 pl-5 text-left text-muted-foreground text-sm">
        <li>{by === 'token' ? t('tracking.empty.hintToken') : t('tracking.empty.hintPhone')}</li>
        <li>{t('tracking.empty.hintSwitch')}</li>
      </ul>
    </section>
  );
}
