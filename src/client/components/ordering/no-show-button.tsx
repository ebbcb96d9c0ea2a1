/**
 * "Not picked up" on a ready order (DESIGN §10.5), on the desk's card and the kitchen ticket: asks
 * first (it cancels the order and, for an online order, puts a strike on the customer's phone), then
 * POST /api/guest-preorders/:id/no-show and reloads the vendor's orders.
 */
import { formatPhone } from '@shared/phone.js';
import type { VendorOrder } from '@shared/schemas/preorders.js';
import { typedAtDesk } from '@shared/street-trust.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button, type ButtonProps } from '@/components/ui/button';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PREORDER_SUMMARY_KEY, PREORDERS_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';

export function NoShowButton({
  order,
  disabled,
  size = 'sm',
  className,
}: {
  order: VendorOrder;
  disabled?: boolean;
  size?: ButtonProps['size'];
  className?: string;
}) {
  const [asking, setAsking] = useState(false);
  const queryClient = useQueryClient();
  const mark = useMutation({
    mutationFn: () => api('POST /api/guest-preorders/:id/no-show', { params: { id: order.id } }),
    onSuccess: (updated) => {
      toast({ title: t('streetTrust.noShow.done'), description: updated.invoiceNumber, variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('streetTrust.noShow.failed'), { preferServerMessage: true }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: PREORDERS_KEY });
      await queryClient.invalidateQueries({ queryKey: PREORDER_SUMMARY_KEY });
    },
  });
  return (
    <>
      <Button
        variant="outline"
        size={size}
        disabled={disabled || mark.isPending}
        onClick={() => setAsking(true)}
        className={cn(className)}
        aria-label={`${t('streetTrust.noShow.action')} · ${order.invoiceNumber}`}
      >
        <UserX aria-hidden="true" />
        {t('streetTrust.noShow.action')}
      </Button>
      <ConfirmDialog
        role="dialog"
        open={asking}
        onOpenChange={setAsking}
        title={t('streetTrust.noShow.title', { invoice: order.invoiceNumber })}
        description={
          // A walk-up without a phone (decision 0026): cancelled, and no strike to give; a desk order
          // with a phone gives none either (decision 0014: the vendor typed the number).
          !order.phone
            ? t('walkUp.noShow.body')
            : typedAtDesk(order.source)
              ? t('walkUp.noShow.deskBody')
              : t('streetTrust.noShow.body', { phone: formatPhone(order.phone) })
        }
        cancelLabel={t('streetTrust.noShow.cancel')}
        confirmLabel={t('streetTrust.noShow.confirm')}
        icon={<UserX aria-hidden="true" />}
        destructive
        onConfirm={() => {
          setAsking(false);
          mark.mutate();
        }}
      />
    </>
  );
}
