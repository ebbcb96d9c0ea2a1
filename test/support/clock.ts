/**
 * A test's clock (the app's `now`), in minutes after a start: it only moves forward, because the
 * outbox compares its rows' times with it and a step back would leave texts never due.
 */
export function forwardClock(start: number) {
  const at = (minutes: number) => new Date(start + minutes * 60_000);
  let current = at(0);
  return {
    /** The app's clock: pass it as `now`. */
    now: (): Date => current,
    /** The moment `minutes` after the start. */
    at,
    /** The same moment as ISO 8601. */
    iso: (minutes: number) => at(minutes).toISOString(),
    /** Moves to `minutes` after the start, unless the clock is already past it. */
    set(minutes: number): void {
      const next = at(minutes);
      if (next.getTime() > current.getTime()) current = next;
    },
  };
}
