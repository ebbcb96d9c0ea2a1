/**
 * The desk watch, on the vendor's side (issue 25 item 3, decision 0027). While the preorder desk
 * or the Kitchen view is open, it says so every minute (POST /api/my-vendor/desk-heartbeat; at
 * once on opening and when the tab comes back into view). If an order waited 10 minutes while no
 * desk was seen, ordering paused itself; the heartbeat's answer brings that news to a desk that
 * comes back, and DeskPausedNotice says it with a Resume button.
 */
import { DESK_HEARTBEAT_MS, DESK_UNREACHABLE_MINUTES } from '@shared/pause-ends.js';
import type { OrderingSettings } from '@shared/schemas/pickup.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BellRing, CirclePlay, WifiOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { reloadMyVendor } from './my-vendor';
import { formatMoment, type OrderingStateLike, usePausedNow } from './rush-format';

/** Keeps the vendor's desk marked as seen while this screen is open. */
export function useDeskHeartbeat(vendor: { id: number; pausedUntil: string | null; pauseReason?: string | null }): void {
  const queryClient = useQueryClient();
  const known = useRef(vendor);
  known.current = vendor;
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      if (stopped) return;
      try {
        const state = await api('POST /api/my-vendor/desk-heartbeat');
        const { pausedUntil, pauseReason } = known.current;
        // A pause the watch made (or ended) meanwhile: the desk reloads what it shows.
        if (!stopped && (state.pausedUntil !== pausedUntil || state.pauseReason !== (pauseReason ?? null))) {
          await reloadMyVendor(queryClient, known.current.id);
        }
      } catch {
        // Offline or signed out: the next beat tries again; the desk's own reads say what is wrong.
      }
    };
    void beat();
    const timer = setInterval(() => void beat(), DESK_HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void beat();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [queryClient]);
}

/** "Ordering paused itself: your desk was offline", with Resume, while that pause holds. */
export function DeskPausedNotice({
  vendorId,
  state,
}: {
  vendorId: number;
  state: OrderingStateLike & { pauseReason?: string | null };
}) {
  const queryClient = useQueryClient();
  const paused = usePausedNow(state.pausedUntil);
  const resume = useMutation({
    mutationFn: () => {
      const body: OrderingSettings = {
        pausedUntil: null,
        extraPrepMinutes: state.extraPrepMinutes,
        extraPrepUntil: state.extraPrepUntil ?? null,
      };
      return api('PUT /api/vendors/:id/ordering', { params: { id: vendorId }, body });
    },
    onSuccess: () => toast({ title: t('vendorRush.notice.resumed'), variant: 'success' }),
    onError: (error) => showErrorNotice(error, t('vendorRush.notice.failed'), { preferServerMessage: true }),
    onSettled: () => reloadMyVendor(queryClient, vendorId),
  });
  if (!paused || !state.pausedUntil) return null;
  // Ordering paused itself: the desk was unreachable (decision 0027), or an order went unanswered (issue 41 item 3).
  const why =
    state.pauseReason === 'desk_unreachable'
      ? { Icon: WifiOff, title: t('pauseEnds.desk.title'), body: t('pauseEnds.desk.body', { minutes: DESK_UNREACHABLE_MINUTES, time: formatMoment(state.pausedUntil) }) }
      : state.pauseReason === 'unanswered'
        ? { Icon: BellRing, title: t('festival.escalation.pausedTitle'), body: t('festival.escalation.deskBody', { time: formatMoment(state.pausedUntil) }) }
        : null;
  if (!why) return null;
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-950 sm:flex-row sm:items-center sm:justify-between"
      data-testid="desk-paused"
    >
      <div className="flex gap-3">
        <why.Icon className="mt-0.5 size-5 shrink-0 text-red-800" aria-hidden="true" />
        <div>
          <p className="font-bold">{why.title}</p>
          <p className="text-sm">{why.body}</p>
        </div>
      </div>
      <Button variant="accent" className="h-11 shrink-0" disabled={resume.isPending} onClick={() => resume.mutate()}>
        <CirclePlay aria-hidden="true" />
        {t('pauseEnds.desk.resume')}
      </Button>
    </div>
  );
}
