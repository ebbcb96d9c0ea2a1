/**
 * Busy mode and pause (DESIGN §10.2), on the dashboard and the preorder desk: "+10 / +20 min" on
 * every ready time (and back to normal), "Pause orders for 15 / 30 / 60 min / until I resume",
 * Resume, and the current state in words ("Paused until 7:30 PM", "Busy: +20 min").
 * PUT /api/vendors/:id/ordering sends both settings at once; the own-vendor data is reloaded
 * after it, so every screen that shows the state follows.
 */
import { PAUSED_UNTIL_RESUMED, type OrderingSettings, type OrderingState } from '@shared/schemas/pickup.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CirclePause, CirclePlay, Flame, Timer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { apiRequest, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { reloadMyVendor } from './my-vendor';
import { type OrderingStateLike, pausedText, usePausedNow } from './rush-format';

export const BUSY_STEPS = [10, 20] as const;
export const PAUSE_STEPS = [15, 30, 60] as const;

/** The state line: 'Paused until 7:30 PM · Busy: +20 min', or 'Taking orders · Normal prep times'. */
export function OrderingStateText({ state, className }: { state: OrderingStateLike; className?: string }) {
  const paused = usePausedNow(state.pausedUntil);
  const pause = paused ? pausedText(state.pausedUntil) : null;
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold', className)} data-testid="ordering-state">
      <span className={cn('inline-flex items-center gap-1.5', pause ? 'text-amber-900' : 'text-green-800')}>
        {pause ? <CirclePause className="size-4" aria-hidden="true" /> : <CirclePlay className="size-4" aria-hidden="true" />}
        {pause ?? t('vendorRush.state.taking')}
      </span>
      <span
        className={cn(
          'inline-flex items-center gap-1.5',
          state.extraPrepMinutes > 0 ? 'text-red-800' : 'text-muted-foreground',
        )}
      >
        {state.extraPrepMinutes > 0 ? <Flame className="size-4" aria-hidden="true" /> : <Timer className="size-4" aria-hidden="true" />}
        {state.extraPrepMinutes > 0
          ? t('vendorRush.state.busy', { minutes: state.extraPrepMinutes })
          : t('vendorRush.state.normal')}
      </span>
    </p>
  );
}

export function OrderingControls({
  vendorId,
  state,
  className,
}: {
  vendorId: number;
  state: OrderingStateLike;
  className?: string;
}) {
  const queryClient = useQueryClient();
  const paused = usePausedNow(state.pausedUntil);

  const change = useMutation({
    mutationFn: ({ body }: { body: OrderingSettings; kind: 'busy' | 'pause' }) =>
      apiRequest<OrderingState>('PUT', `/api/vendors/${vendorId}/ordering`, body),
    onSuccess: (result, { kind }) => {
      const pausedNow = pausedText(result.pausedUntil);
      let title: string;
      if (kind === 'pause') title = pausedNow ? t('vendorRush.notice.paused') : t('vendorRush.notice.resumed');
      else if (result.extraPrepMinutes > 0) title = t('vendorRush.notice.busy', { minutes: result.extraPrepMinutes });
      else title = t('vendorRush.notice.normal');
      toast({ title, description: pausedNow ?? t('vendorRush.state.taking'), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('vendorRush.notice.failed'), { preferServerMessage: true }),
    onSettled: () => reloadMyVendor(queryClient, vendorId),
  });

  // A running pause is kept when the busy minutes change, and the minutes when the pause does.
  const setExtra = (extraPrepMinutes: number) =>
    change.mutate({ kind: 'busy', body: { pausedUntil: paused ? state.pausedUntil : null, extraPrepMinutes } });
  const setPause = (pausedUntil: string | null) =>
    change.mutate({ kind: 'pause', body: { pausedUntil, extraPrepMinutes: state.extraPrepMinutes } });
  const pauseFor = (minutes: number) => setPause(new Date(Date.now() + minutes * 60_000).toISOString());

  return (
    <div className={cn('flex flex-col gap-4', className)} data-testid="ordering-controls">
      <div
        role="status"
        className={cn(
          'rounded-lg border px-4 py-3',
          paused ? 'border-amber-300 bg-amber-50' : 'border-border bg-sand-50',
        )}
      >
        <OrderingStateText state={state} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 font-semibold text-sm">{t('vendorRush.busy.legend')}</legend>
          <div className="flex flex-wrap gap-2">
            {BUSY_STEPS.map((minutes) => (
              <Button
                key={minutes}
                variant="outline"
                size="sm"
                aria-pressed={state.extraPrepMinutes === minutes}
                className={cn(state.extraPrepMinutes === minutes && 'border-red-700 bg-red-50 text-red-900 hover:bg-red-100')}
                disabled={change.isPending}
                onClick={() => setExtra(minutes)}
              >
                {t('vendorRush.busy.add', { minutes })}
              </Button>
            ))}
            <Button
              variant="outline"
              size="sm"
              disabled={change.isPending || state.extraPrepMinutes === 0}
              onClick={() => setExtra(0)}
            >
              {t('vendorRush.busy.normal')}
            </Button>
          </div>
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 font-semibold text-sm">{t('vendorRush.pause.legend')}</legend>
          <div className="flex flex-wrap gap-2">
            {PAUSE_STEPS.map((minutes) => (
              <Button
                key={minutes}
                variant="outline"
                size="sm"
                disabled={change.isPending}
                onClick={() => pauseFor(minutes)}
              >
                {t('vendorRush.pause.minutes', { minutes })}
              </Button>
            ))}
            <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => setPause(PAUSED_UNTIL_RESUMED)}>
              {t('vendorRush.pause.untilResume')}
            </Button>
            {paused && (
              <Button
                size="sm"
                variant="accent"
                disabled={change.isPending}
                onClick={() => setPause(null)}
              >
                <CirclePlay aria-hidden="true" />
                {t('vendorRush.pause.resume')}
              </Button>
            )}
          </div>
        </fieldset>
      </div>
    </div>
  );
}
