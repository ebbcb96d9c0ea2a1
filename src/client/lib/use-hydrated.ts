import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and in the first render in the browser, true right after: a part only the
 * browser can draw (a lazily loaded form, the phone's share sheet) waits for it, so the first
 * render matches the HTML the server sent. The switch is a transition, which React renders in
 * slices: a phone hydrating a long menu is not held up by it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
