/**
 * The app's router: the browser's history as the one source of the current location, links,
 * and the hooks the pages use. Our routes are flat paths with no parameters (SPEC §2), so this
 * replaces React Router's declarative mode, which alone was 16 KB of the first route's 100 KB of
 * gzipped JavaScript (DESIGN §8; docs/decisions/0011-first-route-budget.md).
 *
 * Location changes render as transitions, as React Router's did: a lazily loaded page keeps the
 * previous page on screen until its chunk has arrived.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

const listeners = new Set<() => void>();

function currentLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function notify() {
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

/** Goes to an address of this app (a history entry, no page load); other origins load normally. */
export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) {
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  if (replace) window.history.replaceState(null, '', target);
  else window.history.pushState(null, '', target);
  notify();
}

const LocationContext = createContext<AppLocation | null>(null);

/**
 * `location` is for the server's first paint (src/client/entry-server.tsx), which has no window;
 * in the browser the address bar is the location.
 */
export function Router({ children, location: serverLocation }: { children: ReactNode; location?: AppLocation }) {
  const [location, setLocation] = useState(() => serverLocation ?? currentLocation());
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setLocation((previous) => {
          const next = currentLocation();
          const same =
            next.pathname === previous.pathname && next.search === previous.search && next.hash === previous.hash;
          return same ? previous : next;
        }),
      );
    listeners.add(update);
    // An address changed between the first render and this effect is picked up too.
    update();
    return () => {
      listeners.delete(update);
    };
  }, []);
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

export function useLocation(): AppLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation outside <Router>');
  return location;
}

export function useNavigate(): typeof navigate {
  return navigate;
}

type ParamsInit = URLSearchParams | Record<string, string>;

/** The query string as URLSearchParams, and a setter that navigates to the new one. */
export function useSearchParams(): [
  URLSearchParams,
  (next: ParamsInit | ((current: URLSearchParams) => ParamsInit), options?: NavigateOptions) => void,
] {
  const { pathname, search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: ParamsInit | ((current: URLSearchParams) => ParamsInit), options?: NavigateOptions) => {
    const value = typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next;
    const query = new URLSearchParams(value).toString();
    navigate(`${pathname}${query ? `?${query}` : ''}`, options);
  };
  return [params, setParams];
}

/** A route path as the table in app.tsx knows it: lower case, no trailing slash. */
export function routeKey(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/** A plain left click without modifier keys stays in the app; everything else is the browser's. */
function followsInApp(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

export function Link({ to, replace, onClick, target, ref, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      ref={ref}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!followsInApp(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active on this exact path only, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows whether it points at the current page (aria-current="page"). */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const current = routeKey(useLocation().pathname);
  const path = routeKey(to);
  const isActive = current === path || (!end && current.startsWith(`${path === '/' ? '' : path}/`));
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}

/** Navigates once rendered (a redirect inside a page). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  useEffect(() => {
    navigate(to, { replace });
  }, [to, replace]);
  return null;
}
