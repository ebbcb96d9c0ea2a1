/**
 * Busy mode and pause (DESIGN §10.2), on the dashboard and the preorder desk: "+10 / +20 min" on
 * every ready time for 15 min / 30 min (the default, chosen before the buttons) / 1 h / until
 * closing (and back to normal), "Pause orders for 15 min / 30 min / 1 h / until closing", Resume,
 * and the current state in words ("Paused until 7:30 PM", "Busy: +20 min until 9:00 PM"). Decision 0027: everything ends by closing.
 * PUT /api/vendors/:id/ordering sends both settings at once; the own-vendor data is reloaded
 * after it, so every screen that shows the state follows.
 */
import { closedByVendorUntil, PAUSE_DURATIONS, type PauseDuration } from '@shared/pause-ends.js';
import { type OrderingSettings, UNTIL_CLOSING } from '@shared/schemas/pickup.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarX2, CirclePause, CirclePlay, Flame, Timer } from 'lucide-react';
import { useId, useState } from 'react';
import { formatValleyTime } from '@/components/ordering/pickup-format';
import { Button } from '@/components/ui/button';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { DeskPausedNotice } from './desk-watch';
import { reloadMyVendor } from './my-vendor';
import { formatMoment, type OrderingStateLike, pausedText, usePausedNow } from './rush-format';

export const BUSY_STEPS = [10, 20] as const;
/** Busy minutes last 30 minutes unless the vendor picks another duration (issue 44 friction 2). */
export const BUSY_DEFAULT_DURATION: PauseDuration = 30;

/** '15 min', '1 h', 'Until closing'. */
function durationLabel(d: PauseDuration): string {
  if (d === 'closing') return t('pauseEnds.duration.closing');
  return d === 60 ? t('pauseEnds.duration.hour') : t('pauseEnds.duration.minutes', { minutes: d });
}

/** The end a duration asks for; "until closing" is the far-future end the server holds to closing. */
function endOf(d: PauseDuration): string {
  return d === 'closing' ? UNTIL_CLOSING : new Date(Date.now() + d * 60_000).toISOString();
}

/** Busy minutes in force (0 once their end has passed); re-renders by itself when they end. */
export function useBusyMinutes(state: OrderingStateLike): number {
  const running = usePausedNow(state.extraPrepMinutes > 0 ? (state.extraPrepUntil ?? null) : null);
  if (state.extraPrepMinutes <= 0) return 0;
  return state.extraPrepUntil ? (running ? state.extraPrepMinutes : 0) : state.extraPrepMinutes;
}

/**
 * The state line: 'Paused until 7:30 PM · Busy: +20 min', or 'Taking orders · Normal prep times';
 * 'Closed for today, until 4:00 AM' (the override's end: the next morning line) while the vendor has closed itself (Cancel today, Mark as
 * Closed), which supersedes a pause and busy minutes (issue 44).
 */
export function OrderingStateText({
  state,
  className,
  testId = 'ordering-state',
}: {
  state: OrderingStateLike;
  className?: string;
  testId?: string;
}) {
  const closedUntil = closedByVendorUntil({ status: state.statusOverride ?? null, until: state.statusOverrideUntil ?? null }, new Date());
  // Re-renders by itself when the closing ends.
  const closed = usePausedNow(closedUntil?.toISOString() ?? null) && closedUntil !== null;
  const paused = usePausedNow(state.pausedUntil);
  const pause = paused ? pausedText(state.pausedUntil) : null;
  const busy = useBusyMinutes(state);
  if (closed) {
    return (
      <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold', className)} data-testid={testId}>
        <span className="inline-flex items-center gap-1.5 text-red-800">
          <CalendarX2 className="size-4" aria-hidden="true" />
          {t('pauseEnds.state.closedUntil', { time: formatValleyTime(closedUntil.toISOString()) })}
        </span>
      </p>
    );
  }
  return (
    <p className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold', className)} data-testid={testId}>
      <span className={cn('inline-flex items-center gap-1.5', pause ? 'text-amber-900' : 'text-green-800')}>
        {pause ? <CirclePause className="size-4" aria-hidden="true" /> : <CirclePlay className="size-4" aria-hidden="true" />}
        {pause ?? t('vendorRush.state.taking')}
      </span>
      <span
        className={cn(
          'inline-flex items-center gap-1.5',
          busy > 0 ? 'text-red-800' : 'text-muted-foreground',
        )}
      >
        {busy > 0 ? <Flame className="size-4" aria-hidden="true" /> : <Timer className="size-4" aria-hidden="true" />}
        {busy > 0
          ? state.extraPrepUntil
            ? t('pauseEnds.state.busyUntil', { minutes: busy, time: formatMoment(state.extraPrepUntil) })
            : t('vendorRush.state.busy', { minutes: busy })
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
  const busy = useBusyMinutes(state);
  const [busyFor, setBusyFor] = useState<PauseDuration>(BUSY_DEFAULT_DURATION);
  const busyForId = useId();

  const change = useMutation({
    mutationFn: ({ body }: { body: OrderingSettings; kind: 'busy' | 'pause' }) =>
      api('PUT /api/vendors/:id/ordering', { params: { id: vendorId }, body }),
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

  // A running pause is kept when the busy minutes change, and the minutes (with their end) when
  // the pause does.
  const setExtra = (extraPrepMinutes: number) =>
    change.mutate({
      kind: 'busy',
      body: { pausedUntil: paused ? state.pausedUntil : null, extraPrepMinutes, extraPrepUntil: extraPrepMinutes > 0 ? endOf(busyFor) : null },
    });
  const setPause = (pausedUntil: string | null) =>
    change.mutate({
      kind: 'pause',
      body: { pausedUntil, extraPrepMinutes: busy, extraPrepUntil: busy > 0 ? (state.extraPrepUntil ?? null) : null },
    });

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
      <DeskPausedNotice vendorId={vendorId} state={state} />
      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 font-semibold text-sm">{t('vendorRush.busy.legend')}</legend>
          {/* The duration comes first and is bounded by default (issue 44 friction 2): a rush ends. */}
          <label htmlFor={busyForId} className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{t('pauseEnds.duration.legend')}</span>
            <select
              id={busyForId}
              value={String(busyFor)}
              onChange={(e) => setBusyFor(e.target.value === 'closing' ? 'closing' : (Number(e.target.value) as PauseDuration))}
              className="h-11 rounded-md border border-input bg-background px-3 text-sm"
              data-testid="busy-duration"
            >
              {PAUSE_DURATIONS.map((d) => (
                <option key={String(d)} value={String(d)}>
                  {durationLabel(d)}
                </option>
              ))}
            </select>
          </label>
          <div className="flex flex-wrap gap-2">
            {BUSY_STEPS.map((minutes) => (
              <Button
                key={minutes}
                variant="outline"
                size="sm"
                aria-pressed={busy === minutes}
                className={cn('h-11', busy === minutes && 'border-red-700 bg-red-50 text-red-900 hover:bg-red-100')}
                disabled={change.isPending}
                onClick={() => setExtra(minutes)}
              >
                {t('vendorRush.busy.add', { minutes })}
              </Button>
            ))}
            <Button
              variant="outline"
              size="sm"
              className="h-11"
              disabled={change.isPending || busy === 0}
              onClick={() => setExtra(0)}
            >
              {t('vendorRush.busy.normal')}
            </Button>
          </div>
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 font-semibold text-sm">{t('vendorRush.pause.legend')}</legend>
          <div className="flex flex-wrap gap-2">
            {PAUSE_DURATIONS.map((d) => (
              <Button
                key={String(d)}
                variant="outline"
                size="sm"
                className="h-11"
                disabled={change.isPending}
                onClick={() => setPause(endOf(d))}
              >
                {durationLabel(d)}
              </Button>
            ))}
            {paused && (
              <Button
                size="sm"
                variant="accent"
                className="h-11"
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
