/**
 * The desk's money buttons on an order (docs/decisions/0049-money.md): "Mark paid" when a
 * pay-at-pickup order's money was taken at the window, and "Refund" for an order paid online, which
 * asks first (the whole payment, tip included, goes back to the card through Square; the order
 * itself stays as it is — cancelling a paid order refunds it on its own). POST
 * /api/guest-preorders/:id/paid and /refund, then the vendor's orders reload.
 */
import { formatMoney, fromCents, toCents } from '@shared/money.js';
import { canMarkPaid, OPEN_STATUSES } from '@shared/preorder-status.js';
import type { VendorOrder } from '@shared/schemas/preorders.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeDollarSign, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PREORDER_SUMMARY_KEY, PREORDERS_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/use-toast';

type Money = Pick<VendorOrder, 'id' | 'invoiceNumber' | 'status' | 'paymentStatus' | 'totalAmount' | 'payment'>;

/**
 * Which button an order gets. "Mark paid" where the server allows it (canMarkPaid) while the order
 * waits to be handed over (a finished order keeps no buttons: the desk's history stays quiet);
 * "Refund" on any order paid online that is not refunded yet.
 */
export function paymentAction(order: Money): 'markPaid' | 'refund' | null {
  if (order.paymentStatus === 'paid' && order.payment) return 'refund';
  if (canMarkPaid(order, Boolean(order.payment)) && OPEN_STATUSES.includes(order.status)) return 'markPaid';
  return null;
}

export function PaymentActions({ order, disabled }: { order: Money; disabled?: boolean }) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const action = paymentAction(order);
  const amount = formatMoney(fromCents(toCents(order.totalAmount) + toCents(order.payment?.tipAmount ?? '0')));
  const send = useMutation({
    mutationFn: (kind: 'paid' | 'refund') =>
      kind === 'refund'
        ? api('POST /api/guest-preorders/:id/refund', { params: { id: order.id } })
        : api('POST /api/guest-preorders/:id/paid', { params: { id: order.id } }),
    onSuccess: (updated, kind) => {
      toast({
        title: kind === 'refund' ? t('payments.ui.refunded', { amount }) : t('payments.ui.markedPaid'),
        description: updated.invoiceNumber,
        variant: 'success',
      });
    },
    onError: (error, kind) =>
      showErrorNotice(error, t(kind === 'refund' ? 'payments.ui.refundNotDone' : 'payments.ui.markPaidNotDone'), { preferServerMessage: true }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PREORDERS_KEY });
      await queryClient.invalidateQueries({ queryKey: PREORDER_SUMMARY_KEY });
    },
  });
  if (!action) return null;
  if (action === 'markPaid') {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || send.isPending}
        onClick={() => send.mutate('paid')}
        aria-label={t('payments.ui.markPaidLabel', { invoice: order.invoiceNumber })}
      >
        <BadgeDollarSign aria-hidden="true" />
        {t('payments.ui.markPaid')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || send.isPending}
        onClick={() => setAsking(true)}
        aria-label={t('payments.ui.refundLabel', { invoice: order.invoiceNumber })}
      >
        <Undo2 aria-hidden="true" />
        {t('payments.ui.refund')}
      </Button>
      <ConfirmDialog
        role="dialog"
        open={asking}
        onOpenChange={setAsking}
        title={t('payments.ui.refundTitle', { invoice: order.invoiceNumber })}
        description={t('payments.ui.refundBody', { amount })}
        cancelLabel={t('payments.ui.refundKeep')}
        confirmLabel={t('payments.ui.refundConfirm', { amount })}
        icon={<Undo2 aria-hidden="true" />}
        destructive
        onConfirm={() => {
          setAsking(false);
          send.mutate('refund');
        }}
      />
    </>
  );
}
