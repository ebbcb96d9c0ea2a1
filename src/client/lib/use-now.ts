import { useEffect, useState } from 'react';

/**
 * The current time at each render; the component also renders again every `intervalMs`, so
 * time-bound labels ("LIVE", "confirmed 12 min ago") change on their own.
 */
export function useNow(intervalMs = 60_000): Date {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return new Date();
}
