/**
 * An order's payment method with "Paid" or "Pay at pickup" (DESIGN §11) beside it, on the desk,
 * the kitchen and the tracking page; a paid order's tip and receipt when known. "Cash on Pickup"
 * already says when it is paid, so it stands alone until the order is paid or refunded. The kitchen
 * ticket shows the same word as a badge (PaymentBadge): the cook hands a paid order straight over.
 */
import { formatMoney } from '@shared/money.js';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { paymentLabel } from './format';

interface Paid {
  paymentMethod: string;
  paymentStatus: string;
  payment?: { receiptUrl: string | null; tipAmount: string } | null;
}

const SETTLED: Record<string, Parameters<typeof t>[0]> = {
  paid: 'payments.status.paid',
  refunded: 'payments.status.refunded',
  payment_failed: 'payments.status.failed',
};

export function paymentStatusText(order: Pick<Paid, 'paymentStatus'>): string {
  return t(SETTLED[order.paymentStatus] ?? 'payments.status.payAtPickup');
}

export function PaymentStatus({ order, receipt = false }: { order: Paid; receipt?: boolean }) {
  const paid = order.paymentStatus === 'paid';
  const tip = order.payment && order.payment.tipAmount !== '0.00' && Number(order.payment.tipAmount) > 0 ? order.payment.tipAmount : null;
  const method = <span>{paymentLabel(order.paymentMethod)}</span>;
  if (order.paymentMethod === 'cash' && !SETTLED[order.paymentStatus]) return method;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2" data-testid="payment-status">
      {method}
      <span aria-hidden="true">·</span>
      <span className={cn('font-semibold', paid ? 'text-green-800' : 'text-foreground')}>{paymentStatusText(order)}</span>
      {tip && <span className="text-muted-foreground text-xs">{`${t('payments.ui.tip')} ${formatMoney(tip)}`}</span>}
      {receipt && order.payment?.receiptUrl && (
        <a href={order.payment.receiptUrl} target="_blank" rel="noreferrer" className="text-primary text-xs underline">
          {t('payments.ui.receipt')}
        </a>
      )}
    </span>
  );
}

/** "Paid" (green), "Pay at pickup", "Refunded" or "Payment failed" as a badge: the kitchen ticket's. */
export function PaymentBadge({ order, className }: { order: Pick<Paid, 'paymentStatus'>; className?: string }) {
  return (
    <Badge variant={order.paymentStatus === 'paid' ? 'green' : 'outline'} className={cn('text-sm', className)} data-testid="payment-badge">
      {paymentStatusText(order)}
    </Badge>
  );
}
