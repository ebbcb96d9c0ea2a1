/**
 * Live updates over Server-Sent Events (DESIGN §5). A thin EventSource wrapper that:
 * - listens to named events and hands each one's parsed JSON data to its handler;
 * - lets the browser retry a dropped connection (the server sends `retry: 3000`), and when the
 *   browser gives up (readyState CLOSED, e.g. after a 5xx or a restart) reconnects itself with a
 *   growing delay (1 s, 2 s, 4 s … 30 s);
 * - calls `onReconnect` each time a connection opens again after a loss, so the page can refetch
 *   what it may have missed in between.
 * A stream bound to the signed-in session (`session: true`) ends with it
 * (docs/decisions/0017-logout-and-live-streams.md): it opens only while someone is signed in,
 * logging out closes it before the session ends (closeSessionStreams), and when the server says
 * the session is over, or the stream fails for good, it asks who is signed in before coming back:
 * nobody, and it stops and the page learns it is signed out (no reconnection answered 401).
 * Handlers are read through a ref: passing new functions on each render does not reconnect.
 */
import { SESSION_ENDED_EVENT } from '@shared/constants.js';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { fetchAuthUser, getAuthState, setAuthState, subscribeAuth } from './use-auth';

export type EventStreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface EventStreamOptions {
  /** Named events to listen to ('preorder', 'order' …), each with a handler for its data. */
  events: Record<string, (data: unknown) => void>;
  /** Runs when the stream opens again after having been lost. */
  onReconnect?: () => void;
  /** Open the stream only while true (default true). */
  enabled?: boolean;
  /** Bound to the signed-in session (the bell, chat, the vendor's desk): see above. */
  session?: boolean;
}

const BACKOFF_START_MS = 1000;
const BACKOFF_MAX_MS = 30_000;

/** The page's open session streams, each by the function that stops it. */
const sessionStreams = new Set<() => void>();
/** While a logout is on its way no session stream opens. */
let loggingOut = false;
const loggingOutListeners = new Set<() => void>();

function setLoggingOut(value: boolean): void {
  loggingOut = value;
  for (const listener of loggingOutListeners) listener();
}

function subscribeLoggingOut(listener: () => void): () => void {
  loggingOutListeners.add(listener);
  return () => {
    loggingOutListeners.delete(listener);
  };
}

/**
 * For logging out: closes every session stream of the page now, before the request that ends
 * the session, and opens none until the returned function is called (the logout failed).
 * Left open, the server ended them with the session and the browser asked again, answered 401.
 */
export function closeSessionStreams(): () => void {
  setLoggingOut(true);
  for (const stop of [...sessionStreams]) stop();
  return () => setLoggingOut(false);
}

/** Opens `url` (same origin, cookies included) while enabled; returns the connection state. */
export function useEventStream(url: string | null, options: EventStreamOptions): EventStreamStatus {
  const { enabled = true, session = false } = options;
  const latest = useRef(options);
  latest.current = options;
  const eventNames = Object.keys(options.events).sort().join(',');
  const [status, setStatus] = useState<EventStreamStatus>('idle');
  // A session stream follows who is signed in: closed when the page learns nobody is, or while
  // logging out.
  const userId = useSyncExternalStore(
    subscribeAuth,
    () => (session ? (getAuthState().user?.id ?? null) : null),
    () => null,
  );
  const paused = useSyncExternalStore(
    subscribeLoggingOut,
    () => session && loggingOut,
    () => false,
  );

  useEffect(() => {
    if (!url || !enabled || (session && (!userId || paused)) || typeof EventSource === 'undefined') {
      setStatus('idle');
      return;
    }
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = BACKOFF_START_MS;
    let everOpened = false;
    let lost = false;
    let stopped = false;

    const dispatch = (name: string) => (event: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(event.data as string);
      } catch {
        return;
      }
      latest.current.events[name]?.(data);
    };

    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      sessionStreams.delete(stop);
    };

    const retryLater = () => {
      setStatus('reconnecting');
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, BACKOFF_MAX_MS);
    };

    // A session stream that ended or failed comes back only if someone is still signed in
    // (asking costs no console error: a 401 there is how the app learns nobody is).
    const retryIfSignedIn = () => {
      setStatus('reconnecting');
      fetchAuthUser().then(
        (user) => {
          if (stopped) return;
          if (user) {
            retryLater();
            return;
          }
          stop();
          setStatus('idle');
          setAuthState({ user: null, isLoading: false });
        },
        () => {
          if (!stopped) retryLater();
        },
      );
    };

    const connect = () => {
      if (stopped) return;
      setStatus(everOpened ? 'reconnecting' : 'connecting');
      const es = new EventSource(url, { withCredentials: true });
      source = es;
      for (const name of eventNames.split(',')) if (name) es.addEventListener(name, dispatch(name) as EventListener);
      if (session) {
        es.addEventListener(SESSION_ENDED_EVENT, () => {
          // The server closes it next; the browser must not come back on its own.
          es.close();
          lost = true;
          retryIfSignedIn();
        });
      }
      es.onopen = () => {
        delay = BACKOFF_START_MS;
        setStatus('open');
        if (everOpened && lost) latest.current.onReconnect?.();
        everOpened = true;
        lost = false;
      };
      es.onerror = () => {
        lost = true;
        if (es.readyState === EventSource.CLOSED) {
          // The browser will not retry this one (a 401, a 5xx, a restart): do it ourselves, later
          // and later, and for a session stream only while someone is signed in.
          es.close();
          if (session) retryIfSignedIn();
          else retryLater();
        } else {
          setStatus('reconnecting');
        }
      };
    };

    if (session) sessionStreams.add(stop);
    connect();
    return stop;
  }, [url, enabled, eventNames, session, userId, paused]);

  return status;
}
