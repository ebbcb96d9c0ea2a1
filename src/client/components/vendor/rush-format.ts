/**
 * Times on the vendor's rush screens, in the valley's wall-clock time and the page language:
 * window times ('17:00' → '5:00 PM'), pickup moments ('7:30 PM' today, 'Sat 7:30 PM' later),
 * the ordering state ('Paused until 7:30 PM', 'Busy: +20 min') and an order's pickup line
 * ('Pickup 7:30 PM', 'ASAP · ready ~7:42 PM').
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { isPausedAt, isPausedUntilResumed } from '@shared/pickup-choice.js';
import { zonedDate } from '@shared/pickup.js';
import { useEffect, useState } from 'react';
import { formatValleyTime } from '@/components/ordering/pickup-format';
import { dateTimeFormat, t } from '@/lib/i18n';


/** '7:30 PM' when the moment is today in the valley, else 'Sat 7:30 PM'. */
export function formatMoment(iso: string, now = new Date()): string {
  const at = new Date(iso);
  const time = formatValleyTime(iso);
  if (zonedDate(at, VALLEY_TIME_ZONE) === zonedDate(now, VALLEY_TIME_ZONE)) return time;
  const day = dateTimeFormat({ weekday: 'short', timeZone: VALLEY_TIME_ZONE }).format(at);
  return t('vendorRush.dayTime', { day, time });
}

export interface OrderingStateLike {
  pausedUntil: string | null;
  extraPrepMinutes: number;
  /** Decision 0027: when the busy minutes end (they count as 0 after). */
  extraPrepUntil?: string | null;
  /** Decision 0027: 'desk_unreachable' when the desk watch paused ordering. */
  pauseReason?: string | null;
  /** Mark as Open / Closed (the own vendor): closed for the day supersedes a pause (issue 44). */
  statusOverride?: 'open' | 'closed' | null;
  statusOverrideUntil?: string | null;
}

/** 'Paused until 7:30 PM', 'Paused until you resume', or null while taking orders. */
export function pausedText(pausedUntil: string | null, now = new Date()): string | null {
  if (!isPausedAt(pausedUntil, now) || !pausedUntil) return null;
  return isPausedUntilResumed(pausedUntil)
    ? t('vendorRush.state.pausedResume')
    : t('vendorRush.state.pausedUntil', { time: formatMoment(pausedUntil, now) });
}

/** setTimeout's longest delay; longer pauses are looked at again then. */
const MAX_TIMER_MS = 2_147_483_647;

/** Whether orders are paused now; the component re-renders by itself when the pause runs out. */
export function usePausedNow(pausedUntil: string | null): boolean {
  const [, setTick] = useState(0);
  const paused = isPausedAt(pausedUntil, new Date());
  useEffect(() => {
    if (!paused || !pausedUntil || isPausedUntilResumed(pausedUntil)) return;
    const delay = Math.min(MAX_TIMER_MS, Math.max(0, Date.parse(pausedUntil) - Date.now() + 250));
    const timer = setTimeout(() => setTick((n) => n + 1), delay);
    return () => clearTimeout(timer);
  }, [paused, pausedUntil]);
  return paused;
}

interface PickupTimes {
  id: number;
  createdAt: string;
  scheduledPickupTime: string | null;
  estimatedReadyTime: string | null;
}

/** 'Pickup 7:30 PM' for a chosen slot; 'ASAP · ready ~7:42 PM' (or 'ASAP') otherwise. */
export function pickupLine(order: PickupTimes, now = new Date()): string {
  if (order.scheduledPickupTime) return t('kitchen.pickup.at', { time: formatMoment(order.scheduledPickupTime, now) });
  if (order.estimatedReadyTime) return t('kitchen.pickup.asap', { time: formatMoment(order.estimatedReadyTime, now) });
  return t('kitchen.pickup.asapOnly');
}
