/**
 * Islands of the server's first paint (docs/decisions/0047-islands.md): a part of a server-drawn
 * page that stays the server's HTML, on screen and readable, until the visitor first touches,
 * clicks, types, focuses, turns a wheel or moves a mouse anywhere on the page; only then does React
 * hydrate it. A phone loading the map home or a guest preorder link hydrates the page's frame
 * (top bar, search, chips, cart) at once and the long parts (the vendor cards, the map, the menu)
 * when they are wanted, so its processor is free while the page loads.
 *
 * How: the part sits in a Suspense boundary whose child suspends on the first intent while React
 * is hydrating it. React keeps a suspended boundary's server HTML as it is and hydrates it when
 * the promise settles, and a click, key or touch on a part not hydrated yet makes React hydrate
 * that part at once and then hand it the event (the listener below runs before React's, so the
 * gate is already open). Rendered in the browser without a first paint (a page reached by a link
 * in the app), an island is an ordinary part of the page.
 *
 * An island's props should keep their identity while it waits (callbacks from `useCallback`,
 * objects from `useMemo`): a changed prop hydrates it at once (see `island`).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { firstIntent, intentSeen } from './hydrate-on-intent';
import { type ComponentType, memo, type ReactNode, Suspense, use, useRef, useState } from 'react';
import { useHydrating } from './use-hydrated';

function Gate({ now, children }: { now?: () => boolean; children: ReactNode }) {
  const hydrating = useHydrating();
  if (hydrating && !intentSeen() && !now?.()) use(firstIntent);
  return children;
}

/**
 * `Component` as an island: hydrated on the visitor's first intent, or at once when `now()` says
 * so (the map, where a wide screen shows it beside the list). Memoised: while it waits, the page
 * re-rendering leaves it alone. If its props do change before then (a list filtered, a cart
 * restored), it is hydrated right away and then updated, as React would otherwise draw it afresh
 * (or hold a transition back until the first intent).
 */
export function island<P extends object>(Component: ComponentType<P>, now?: (props: P) => boolean) {
  return memo(function Island(props: P) {
    const [first] = useState(props);
    // Read by the gate through one function for the island's life: React hydrates the boundary for
    // an update in a render of its own, from the props it last committed, so a changed prop is
    // told to the gate through this box rather than through the gate's props.
    const changed = useRef(false);
    if (props !== first) changed.current = true;
    const [open] = useState(() => () => changed.current || (now?.(first) ?? false));
    return (
      <Suspense fallback={null}>
        <Gate now={open}>
          <Component {...props} />
        </Gate>
      </Suspense>
    );
  });
}

/**
 * Whether the server's first paint came without one of `keys` (a read it gave up on, or one that
 * failed): the page it drew shows that part loading, and only a hydrated page can load it.
 */
export function drawnWithout(client: QueryClient, keys: readonly QueryKey[]): boolean {
  return keys.some((key) => {
    const status = client.getQueryState(key)?.status;
    return status === undefined || status === 'pending';
  });
}

export { isWideScreen } from './hydrate-on-intent';
