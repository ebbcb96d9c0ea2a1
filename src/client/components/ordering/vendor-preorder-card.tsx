/**
 * One preorder on the vendor's desk (SPEC §2, §4): invoice, customer, phone, date, status badge,
 * amount, payment method, items ('quantity x name' with line price), special instructions and the
 * actions its status allows (PREORDER_ACTIONS). Cancelling asks first. The 4-digit pickup code
 * shows on open orders; a ready order may be marked "Not picked up" (DESIGN §10.5). On a phone the
 * card keeps the essentials (name, pickup time, items, actions) and folds the phone, the time it
 * was placed and the payment method behind "Details" (issue 44 friction 1); from 640 px they show.
 */
import { formatMoney } from '@shared/money.js';
import { formatPhone } from '@shared/phone.js';
import { PREORDER_ACTIONS, type PreorderAction, type PreorderStatus } from '@shared/preorder-status.js';
import type { VendorOrder } from '@shared/schemas/preorders.js';
import {
  Ban,
  CalendarClock,
  Check,
  CheckCheck,
  ChevronDown,
  Clock,
  CreditCard,
  PackageCheck,
  Phone,
  Timer,
} from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button, type ButtonProps } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { pickupLine } from '@/components/vendor/rush-format';
import { DelayButtons } from '@/components/vendor/delay-buttons';
import { OrderSourceBadge, orderName } from '@/components/vendor/order-source';
import { PaymentActions, paymentAction } from './payment-actions';
import { PaymentStatus } from './payment-status';
import { formatDateTime, formatTime, lineTotal } from './format';
import { NoShowButton } from './no-show-button';
import { PickupCode } from './pickup-code';
import { SpecialInstructions } from './special-instructions';
import { PreorderStatusBadge } from './status-badge';

const actionLook: Record<PreorderAction, { icon: typeof Check; variant: ButtonProps['variant'] }> = {
  confirm: { icon: Check, variant: 'default' },
  cancel: { icon: Ban, variant: 'outline' },
  markReady: { icon: PackageCheck, variant: 'accent' },
  complete: { icon: CheckCheck, variant: 'default' },
};

/** One line of the order's facts: an icon that names it to a screen reader, then the value. */
function Fact({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

export function VendorPreorderCard({
  order,
  isNew,
  busy,
  onChangeStatus,
}: {
  order: VendorOrder;
  isNew: boolean;
  busy: boolean;
  onChangeStatus: (order: VendorOrder, status: PreorderStatus) => void;
}) {
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [details, setDetails] = useState(false);
  const detailsId = useId();
  const actions = PREORDER_ACTIONS[order.status];
  const money = paymentAction(order) !== null;
  const titleId = `preorder-${order.id}-title`;
  const name = orderName(order);
  return (
    <article
      aria-labelledby={titleId}
      data-testid="vendor-preorder"
      data-invoice={order.invoiceNumber}
      className={cn(
        'flex flex-col gap-3 rounded-xl border bg-card p-3 shadow-warm transition-shadow sm:gap-4 sm:p-5',
        isNew ? 'border-accent ring-2 ring-accent/30' : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="font-bold font-mono text-lg">
              {order.invoiceNumber}
            </h3>
            <PreorderStatusBadge status={order.status} />
            <OrderSourceBadge source={order.source} />
            {isNew && <Badge variant="accent">{t('vendorPreorders.list.new')}</Badge>}
          </div>
          <p className="mt-1 font-semibold">{name}</p>
          <div className="mt-1 flex flex-wrap items-center gap-x-2">
            {order.status !== 'cancelled' && order.status !== 'completed' && (
              <PickupCode code={order.pickupCode} size="compact" />
            )}
            {/* On a phone the phone, time placed and payment wait behind "Details". */}
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11 px-2 sm:hidden"
              aria-expanded={details}
              aria-controls={detailsId}
              onClick={() => setDetails(!details)}
            >
              <ChevronDown aria-hidden="true" className={cn('transition-transform', details && 'rotate-180')} />
              {details ? t('vendorPreorders.order.hideDetails') : t('vendorPreorders.order.details')}
            </Button>
          </div>
          {(order.status === 'pending' || order.status === 'confirmed' || order.status === 'ready') && (
            <p
              className={cn(
                'mt-1 flex items-center gap-1.5 font-bold',
                order.scheduledPickupTime ? 'text-primary' : 'text-foreground',
              )}
              data-testid="preorder-pickup"
            >
              {order.scheduledPickupTime ? (
                <CalendarClock className="size-4" aria-hidden="true" />
              ) : (
                <Timer className="size-4" aria-hidden="true" />
              )}
              {pickupLine(order)}
            </p>
          )}
        </div>
        <div className="shrink-0 text-right">
          <p className="font-extrabold text-xl tabular-nums tracking-tight sm:text-2xl">{formatMoney(order.totalAmount)}</p>
          {order.redemptionCode && (
            <p className="font-semibold text-primary text-xs" data-testid="order-reward">
              {t('rewardCode.applied', { amount: formatMoney(order.discountAmount), code: order.redemptionCode })}
            </p>
          )}
          {order.promotionTitle && (
            <p className="font-semibold text-primary text-xs" data-testid="order-promotion">
              {t('promotion.order.applied', { title: order.promotionTitle, amount: formatMoney(order.discountAmount) })}
            </p>
          )}
        </div>
      </div>

      <dl id={detailsId} className={cn('gap-x-6 gap-y-2 text-sm sm:grid sm:grid-cols-3', details ? 'grid' : 'hidden')}>
        <Fact icon={Phone} label={t('tracking.phone.label')}>
          {order.phone ? (
            <a
              href={`tel:${order.phone}`}
              className="font-medium text-primary underline-offset-4 hover:underline"
              aria-label={t('vendorPreorders.order.callCustomer', { name, phone: formatPhone(order.phone) })}
            >
              {formatPhone(order.phone)}
            </a>
          ) : (
            // A walk-up without a phone (decision 0026): nothing to call.
            <span className="text-muted-foreground">{t('walkUp.noPhone')}</span>
          )}
        </Fact>
        <Fact icon={Clock} label={t('tracking.result.placed')}>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
        </Fact>
        <Fact icon={CreditCard} label={t('ordering.payment')}>
          <PaymentStatus order={order} />
        </Fact>
      </dl>

      <div className="rounded-lg bg-sand-50 px-3 py-2">
        <h4 className="sr-only">{t('ordering.itemsHeading')}</h4>
        <ul className="divide-y divide-border text-sm">
          {order.items.map((line) => (
            <li key={`${line.menuItemId}-${line.name}`} className="flex justify-between gap-3 py-1.5">
              <span>{t('ordering.lineSummary', { quantity: line.quantity, name: line.name })}</span>
              <span className="font-semibold tabular-nums">{lineTotal(line.price, line.quantity)}</span>
            </li>
          ))}
        </ul>
      </div>

      {order.specialInstructions && <SpecialInstructions text={order.specialInstructions} />}

      <DelayButtons order={order} />
      {(actions.length > 0 || money || (order.status === 'confirmed' && order.estimatedReadyTime)) && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-border border-t pt-3 sm:pt-4">
          <p className="text-muted-foreground text-sm">
            {order.status === 'confirmed' && order.estimatedReadyTime
              ? t('vendorPreorders.order.readyBy', { time: formatTime(order.estimatedReadyTime) })
              : ''}
          </p>
          {(actions.length > 0 || money) && (
            <fieldset className="flex flex-wrap gap-2">
              <legend className="sr-only">{t('vendorPreorders.order.actions', { invoice: order.invoiceNumber })}</legend>
              {actions.map(({ to, action }) => {
                const { icon: Icon, variant } = actionLook[action];
                return (
                  <Button
                    key={action}
                    variant={variant}
                    size="sm"
                    disabled={busy}
                    onClick={() => (action === 'cancel' ? setConfirmCancel(true) : onChangeStatus(order, to))}
                  >
                    <Icon aria-hidden="true" />
                    {t(`vendorPreorders.action.${action}`)}
                  </Button>
                );
              })}
              {order.status === 'ready' && <NoShowButton order={order} disabled={busy} />}
              <PaymentActions order={order} disabled={busy} />
            </fieldset>
          )}
        </div>
      )}

      <ConfirmDialog
        role="dialog"
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title={t('vendorPreorders.cancelDialog.title', { invoice: order.invoiceNumber })}
        description={t('vendorPreorders.cancelDialog.body', { name })}
        cancelLabel={t('vendorPreorders.cancelDialog.keep')}
        confirmLabel={t('vendorPreorders.cancelDialog.confirm')}
        icon={<Ban aria-hidden="true" />}
        destructive
        onConfirm={() => {
          setConfirmCancel(false);
          onChangeStatus(order, 'cancelled');
        }}
      />
    </article>
  );
}
