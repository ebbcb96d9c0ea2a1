/**
 * A value the server's first paint worked out, handed to the browser's hydration with the page's
 * answers (in the dehydrated query cache), so the browser does not work it out again while it
 * hydrates. For values whose first working-out is costly on a phone: the valley's calendar and
 * clock use the browser's time-zone data, whose first use is a long task.
 *
 * `key` names the value and everything it depends on; a new key works the value out afresh (in the
 * browser too), so put in it what would change the answer: the language, the inputs, the hour.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { firstPaintValueKey as valueKey } from './first-paint';

/** The hour a value was worked out in, for keys of values that depend on the time of day. */
export const hourOf = (moment = Date.now()) => Math.floor(moment / 3_600_000);

export function useFirstPaintValue<T>(key: string, compute: () => T): T {
  const client = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names everything compute reads
  return useMemo(() => {
    if (typeof window === 'undefined') {
      // One value per key and page: the key names all it depends on.
      const drawn = client.getQueryData<T>(valueKey(key));
      if (drawn !== undefined) return drawn;
      const value = compute();
      client.setQueryData(valueKey(key), value);
      return value;
    }
    const drawn = client.getQueryData<T>(valueKey(key));
    return drawn !== undefined ? drawn : compute();
  }, [client, key]);
}
