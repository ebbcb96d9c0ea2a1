/**
 * One tracked order (SPEC §2 "Order tracking"): invoice, status (badge in a polite live region,
 * and a progress line), total, payment, vendor name / address / phone, items, special
 * instructions, when it was placed and when to come: the scheduled pickup time, or the estimated
 * ready time with a countdown (PickupTimeNote).
 */
import { formatMoney } from '@shared/money.js';
import { formatPhone } from '@shared/phone.js';
import type { PreorderStatus } from '@shared/preorder-status.js';
import type { TrackedPreorder } from '@shared/schemas/preorders.js';
import { Ban, Check, Clock, CreditCard, MapPin, Phone, Radio, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { EventStreamStatus } from '@/lib/use-event-stream';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { CustomerCancel } from './customer-cancel';
import { PaymentStatus } from './payment-status';
import { formatDateTime, lineTotal } from './format';
import { PickupCode } from './pickup-code';
import { SpecialInstructions } from './special-instructions';
import { PickupTimeNote } from './pickup-time-note';
import { PreorderStatusBadge, statusLabel } from './status-badge';

const STEPS: PreorderStatus[] = ['pending', 'confirmed', 'ready', 'completed'];

export function TrackedOrder({
  order,
  live,
  onChanged,
}: {
  order: TrackedPreorder;
  live: EventStreamStatus;
  /** The order as an action of the customer's left it (their cancel, issue 44). */
  onChanged: (order: TrackedPreorder) => void;
}) {
  const { vendor } = order;
  return (
    <article
      aria-labelledby="tracked-invoice"
      className="overflow-hidden rounded-2xl border border-border bg-card shadow-warm"
      data-testid="tracked-order"
    >
      <div className="flex flex-col gap-4 border-border border-b p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div>
          <p className="text-muted-foreground text-sm">{t('tracking.result.invoice')}</p>
          <h2 id="tracked-invoice" className="font-extrabold font-mono text-2xl tracking-tight">
            {order.invoiceNumber}
          </h2>
          <p className="mt-2 flex items-center gap-2" aria-live="polite" aria-atomic="true" data-testid="tracked-status">
            <span className="sr-only">
              {t('tracking.result.statusAnnouncement', {
                invoice: order.invoiceNumber,
                status: statusLabel(order.status),
              })}
            </span>
            <PreorderStatusBadge status={order.status} className="px-3 py-1 text-sm" />
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:items-end">
          <p className="font-extrabold text-3xl tabular-nums tracking-tight">{formatMoney(order.totalAmount)}</p>
          {live !== 'idle' && (
            <p
              className={cn(
                'inline-flex items-center gap-1.5 font-semibold text-xs',
                live === 'open' ? 'text-green-800' : 'text-muted-foreground',
              )}
            >
              <Radio className="size-3.5" aria-hidden="true" />
              {live === 'open' ? t('tracking.result.live') : t('tracking.result.reconnecting')}
            </p>
          )}
        </div>
      </div>

      <div className="border-border border-b px-5 py-5 sm:px-6">
        {order.status !== 'cancelled' && order.status !== 'completed' && <PickupCode code={order.pickupCode} className="mb-5" />}
        {order.status === 'cancelled' ? (
          <p className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm">
            <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {order.cancelledByCustomer ? t('tracking.cancelledByYou') : t('tracking.cancelledNote')}
          </p>
        ) : (
          <Progress status={order.status} />
        )}
        <PickupTimeNote order={order} className="mt-5" />
        <CustomerCancel order={order} onCancelled={onChanged} className="mt-5" />
      </div>

      <div className="grid grid-cols-1 gap-6 p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex flex-col gap-4">
          <div>
            <h3 className="mb-2 font-bold">{t('ordering.itemsHeading')}</h3>
            <ul className="divide-y divide-border rounded-lg border border-border">
              {order.items.map((line) => (
                <li key={`${line.menuItemId}-${line.name}`} className="flex justify-between gap-3 px-3 py-2 text-sm">
                  <span>{t('ordering.lineSummary', { quantity: line.quantity, name: line.name })}</span>
                  <span className="font-semibold tabular-nums">{lineTotal(line.price, line.quantity)}</span>
                </li>
              ))}
              {(order.redemptionCode || order.promotionTitle) && (
                <li className="flex justify-between gap-3 px-3 py-2 text-primary text-sm" data-testid="order-discount">
                  <span>{order.redemptionCode ? t('rewardCode.line') : order.promotionTitle}</span>
                  <span className="font-semibold tabular-nums">−{formatMoney(order.discountAmount)}</span>
                </li>
              )}
              <li className="flex justify-between gap-3 bg-sand-50 px-3 py-2 font-bold">
                <span>{t('ordering.total')}</span>
                <span className="tabular-nums">{formatMoney(order.totalAmount)}</span>
              </li>
            </ul>
          </div>
          {order.specialInstructions && <SpecialInstructions text={order.specialInstructions} />}
        </div>
        <dl className="flex flex-col gap-4 text-sm">
          <Detail icon={Store} label={t('tracking.result.vendor')}>
            <span className="font-semibold">{vendor.businessName}</span>
            <span className="mt-0.5 flex items-start gap-1 text-muted-foreground">
              <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              {vendor.address}
            </span>
            {vendor.phone && (
              <a
                href={`tel:${vendor.phone.replace(/[^\d+]/g, '')}`}
                className="mt-0.5 inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                aria-label={t('tracking.result.callVendor', {
                  name: vendor.businessName,
                  phone: formatPhone(vendor.phone),
                })}
              >
                <Phone className="size-3.5" aria-hidden="true" />
                {formatPhone(vendor.phone)}
              </a>
            )}
          </Detail>
          <Detail icon={CreditCard} label={t('ordering.payment')}>
            <PaymentStatus order={order} receipt />
          </Detail>
          <Detail icon={Clock} label={t('tracking.result.placed')}>
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
          </Detail>
        </dl>
      </div>
    </article>
  );
}

function Detail({ icon: Icon, label, children }: { icon: typeof Store; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-muted-foreground text-xs uppercase tracking-wider">
        <Icon className="size-4 shrink-0 text-accent" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-1 flex flex-col pl-6">{children}</dd>
    </div>
  );
}

function Progress({ status }: { status: PreorderStatus }) {
  const current = STEPS.indexOf(status);
  return (
    <ol aria-label={t('tracking.progress.label')} className="grid grid-cols-4 gap-1">
      {STEPS.map((step, i) => {
        const done = i < current || status === 'completed';
        const active = i === current;
        return (
          <li key={step} className="flex flex-col items-center gap-2 text-center" aria-current={active ? 'step' : undefined}>
            <div className="flex w-full items-center">
              <span className={cn('h-1 flex-1 rounded-full', i === 0 ? 'invisible' : i <= current ? 'bg-accent' : 'bg-sand-200')} />
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-bold text-sm',
                  done && 'border-accent bg-accent text-accent-foreground',
                  active && !done && 'border-accent bg-accent-soft text-accent-hover',
                  !done && !active && 'border-sand-300 bg-card text-muted-foreground',
                )}
              >
                {done ? <Check className="size-4" aria-hidden="true" /> : i + 1}
              </span>
              <span
                className={cn(
                  'h-1 flex-1 rounded-full',
                  i === STEPS.length - 1 ? 'invisible' : i < current ? 'bg-accent' : 'bg-sand-200',
                )}
              />
            </div>
            <span className={cn('font-semibold text-xs sm:text-sm', active ? 'text-foreground' : 'text-muted-foreground')}>
              {statusLabel(step)}
              <span className="sr-only">
                {' '}
                {active && !done ? t('tracking.progress.current') : done ? t('tracking.progress.done') : ''}
              </span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
