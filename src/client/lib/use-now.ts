import { useEffect, useState } from 'react';
import { useFirstPaintValue } from './first-paint-value';
import { DRAWN_AT } from './first-paint';
import { useHydrating } from './use-hydrated';

/**
 * The time the server drew the page at, while React hydrates that page (null in any later render):
 * a label worked out from the time ("in 12 min", "waiting past its time") is drawn in the
 * browser's first render as the server drew it, so the two match however long the page waited
 * for its first touch, and it is worked out again from the browser's clock right after.
 */
export function useDrawnTime(): Date | null {
  const hydrating = useHydrating();
  const drawnAt = useFirstPaintValue(DRAWN_AT, () => Date.now());
  return hydrating ? new Date(drawnAt) : null;
}

/**
 * The current time at each render (the time the page was drawn while it is hydrated); the
 * component also renders again every `intervalMs`, so time-bound labels ("LIVE", "confirmed 12 min
 * ago") change on their own.
 */
export function useNow(intervalMs = 60_000): Date {
  const [, setTick] = useState(0);
  const drawn = useDrawnTime();
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return drawn ?? new Date();
}
