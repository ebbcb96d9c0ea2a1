/**
 * The customer's own cancel on the tracking page (issue 44), while the vendor has not confirmed
 * the order (customerCanCancel): asks first, then POST /api/track/:token/cancel, authorised by the
 * order's tracking token. Once the promised time has passed without a confirmation
 * (unconfirmedPastDue) it says so, with the time it was due, instead of showing that time as
 * current. A 409 `not_pending` (the vendor confirmed meanwhile) shows the server's words; the
 * order's stream brings the confirmed order.
 */
import { customerCanCancel, unconfirmedPastDue } from '@shared/preorder-status.js';
import type { TrackedPreorder } from '@shared/schemas/preorders.js';
import { useMutation } from '@tanstack/react-query';
import { AlarmClockOff, CircleX } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { toast } from '@/lib/use-toast';
import { formatValleyTime } from './pickup-format';

export function CustomerCancel({
  order,
  onCancelled,
  className,
}: {
  order: TrackedPreorder;
  onCancelled: (order: TrackedPreorder) => void;
  className?: string;
}) {
  const now = useNow();
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: () => api('POST /api/track/:token/cancel', { params: { token: order.trackingToken } }),
    onSuccess: (updated) => {
      onCancelled(updated);
      toast({ title: t('tracking.cancel.done'), description: updated.invoiceNumber, variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('tracking.cancel.failed'), { preferServerMessage: true }),
  });
  if (!customerCanCancel(order.status)) return null;
  const due = order.scheduledPickupTime ?? order.estimatedReadyTime;
  const late = unconfirmedPastDue(order, now);
  const button = (
    <Button
      variant="outline"
      className="min-h-11 self-start border-red-300 text-red-800 hover:bg-red-50"
      disabled={cancel.isPending}
      onClick={() => setAsking(true)}
    >
      <CircleX aria-hidden="true" />
      {t('tracking.cancel.button')}
    </Button>
  );
  return (
    <div className={className} data-testid="customer-cancel">
      {late && due ? (
        <Banner
          tone="warning"
          icon={AlarmClockOff}
          testId="not-confirmed"
          title={t('tracking.notConfirmed.title', { vendor: order.vendor.businessName })}
        >
          {t('tracking.notConfirmed.body', { time: formatValleyTime(due) })}
        </Banner>
      ) : (
        <p className="text-muted-foreground text-sm">{t('tracking.cancel.hint')}</p>
      )}
      <div className="mt-3 flex">{button}</div>
      <ConfirmDialog
        role="dialog"
        open={asking}
        onOpenChange={setAsking}
        title={t('tracking.cancel.title', { invoice: order.invoiceNumber })}
        description={t('tracking.cancel.body')}
        cancelLabel={t('tracking.cancel.keep')}
        confirmLabel={t('tracking.cancel.confirm')}
        icon={<CircleX aria-hidden="true" />}
        destructive
        onConfirm={() => {
          setAsking(false);
          cancel.mutate();
        }}
      />
    </div>
  );
}
