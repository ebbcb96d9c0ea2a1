/**
 * "+5 / +10 / +15 min" on one order at the desk (issue 25 item 3, decision 0027): moves that
 * order's ready time (POST /api/guest-preorders/:id/delay); the customer's tracking page follows
 * live and, if they asked for texts, gets one. Only on orders waiting or accepted. Each button is
 * at least 44 px; the row wraps at 375 px.
 */
import { DELAY_STEPS, type DelayMinutes } from '@shared/pause-ends.js';
import type { VendorOrder } from '@shared/schemas/preorders.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { formatValleyTime } from '@/components/ordering/pickup-format';
import { Button } from '@/components/ui/button';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { PREORDERS_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';

export function DelayButtons({ order, className }: { order: VendorOrder; className?: string }) {
  const queryClient = useQueryClient();
  const delay = useMutation({
    mutationFn: (minutes: DelayMinutes) => api('POST /api/guest-preorders/:id/delay', { params: { id: order.id }, body: { minutes } }),
    onSuccess: (updated) => {
      toast({
        title: t('pauseEnds.delay.done', {
          invoice: updated.invoiceNumber,
          time: updated.estimatedReadyTime ? formatValleyTime(updated.estimatedReadyTime) : '',
        }),
        description: updated.notifyBySms ? t('pauseEnds.delay.texted') : t('pauseEnds.delay.notTexted'),
        variant: 'success',
      });
    },
    onError: (error) => showErrorNotice(error, t('pauseEnds.delay.failed'), { preferServerMessage: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PREORDERS_KEY }),
  });

  if (order.status !== 'pending' && order.status !== 'confirmed') return null;
  return (
    <fieldset className={cn('flex flex-wrap items-center gap-2', className)} data-testid="delay-buttons">
      <legend className="sr-only">{t('pauseEnds.delay.legend', { invoice: order.invoiceNumber })}</legend>
      <Hourglass className="size-4 text-muted-foreground" aria-hidden="true" />
      {DELAY_STEPS.map((minutes) => (
        <Button
          key={minutes}
          type="button"
          variant="outline"
          size="sm"
          className="h-11 min-w-11 tabular-nums"
          disabled={delay.isPending}
          onClick={() => delay.mutate(minutes)}
        >
          {t('pauseEnds.delay.add', { minutes })}
        </Button>
      ))}
    </fieldset>
  );
}
