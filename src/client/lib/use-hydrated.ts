import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

const subscribeNever = () => () => undefined;

/**
 * True on the server and while React hydrates the server's HTML, false in any later render (and
 * in a page rendered in the browser without a first paint). A value only the browser knows (a
 * switch remembered on the device, the time now) is drawn as the server drew it while this is
 * true; React renders again with the browser's value right after hydrating.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}
