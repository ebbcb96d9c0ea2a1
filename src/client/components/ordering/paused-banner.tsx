/**
 * A paused vendor (DESIGN §10.2): "Not taking orders until 7:30 PM" (or "…until they resume").
 * The profile and menu stay browsable; only ordering waits. `usePaused` turns false by itself
 * when the pause ends, so an open page takes orders again without a reload.
 */
import { isPausedAt, isPausedUntilResumed } from '@shared/pickup-choice.js';
import { PauseCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { t } from '@/lib/i18n';
import { useDrawnTime } from '@/lib/use-now';
import { pausedUntilText } from './pickup-format';

/** setTimeout's longest delay (about 24.8 days); longer pauses are re-checked then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Whether the vendor takes no orders now (when the page was drawn, while a page drawn by the
 * server is hydrated); re-renders when the pause runs out.
 */
export function usePaused(pausedUntil: string | null | undefined): boolean {
  const [, setTick] = useState(0);
  const paused = isPausedAt(pausedUntil, useDrawnTime() ?? new Date());
  useEffect(() => {
    if (!paused || !pausedUntil || isPausedUntilResumed(pausedUntil)) return;
    const delay = Math.min(MAX_TIMER_MS, Date.parse(pausedUntil) - Date.now() + 250);
    const timer = setTimeout(() => setTick((n) => n + 1), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [paused, pausedUntil]);
  return paused;
}

/** "Not taking orders until 7:30 PM" or "Not taking orders until they resume"; `now` names the day. */
export function pausedText(pausedUntil: string, now = new Date()): string {
  return isPausedUntilResumed(pausedUntil) ? t('pickupUi.paused.resume') : pausedUntilText(pausedUntil, now);
}

export function PausedBanner({
  pausedUntil,
  className,
}: {
  pausedUntil: string | null | undefined;
  className?: string;
}) {
  const paused = usePaused(pausedUntil);
  const now = useDrawnTime() ?? new Date();
  if (!paused || !pausedUntil) return null;
  return (
    <Banner tone="warning" icon={PauseCircle} title={pausedText(pausedUntil, now)} testId="paused-banner" className={className}>
      {t('pickupUi.paused.browse')}
    </Banner>
  );
}
