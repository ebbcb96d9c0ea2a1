/**
 * "Paid" or "Pay at pickup" (DESIGN §11) beside an order's payment method, on the desk, the
 * kitchen and the tracking page; a paid order's tip and receipt when known.
 */
import { formatMoney } from '@shared/money.js';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

interface Paid {
  paymentStatus: string;
  payment?: { receiptUrl: string | null; tipAmount: string } | null;
}

export function paymentStatusText(order: Paid): string {
  if (order.paymentStatus === 'paid') return t('payments.status.paid');
  if (order.paymentStatus === 'refunded') return t('payments.status.refunded');
  if (order.paymentStatus === 'payment_failed') return t('payments.status.failed');
  return t('payments.status.payAtPickup');
}

export function PaymentStatus({ order, receipt = false }: { order: Paid; receipt?: boolean }) {
  const paid = order.paymentStatus === 'paid';
  const tip = order.payment && order.payment.tipAmount !== '0.00' && Number(order.payment.tipAmount) > 0 ? order.payment.tipAmount : null;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2" data-testid="payment-status">
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
