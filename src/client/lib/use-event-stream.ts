/**
 * Live updates over Server-Sent Events (DESIGN §5). A thin EventSource wrapper that:
 * - listens to named events and hands each one's parsed JSON data to its handler;
 * - lets the browser retry a dropped connection (the server sends `retry: 3000`), and when the
 *   browser gives up (readyState CLOSED, e.g. after a 5xx or a restart) reconnects itself with a
 *   growing delay (1 s, 2 s, 4 s … 30 s);
 * - calls `onReconnect` each time a connection opens again after a loss, so the page can refetch
 *   what it may have missed in between.
 * Handlers are read through a ref: passing new functions on each render does not reconnect.
 */
import { useEffect, useRef, useState } from 'react';

export type EventStreamStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

export interface EventStreamOptions {
  /** Named events to listen to ('preorder', 'order' …), each with a handler for its data. */
  events: Record<string, (data: unknown) => void>;
  /** Runs when the stream opens again after having been lost. */
  onReconnect?: () => void;
  /** Open the stream only while true (default true). */
  enabled?: boolean;
}

const BACKOFF_START_MS = 1000;
const BACKOFF_MAX_MS = 30_000;

/** Opens `url` (same origin, cookies included) while enabled; returns the connection state. */
export function useEventStream(url: string | null, options: EventStreamOptions): EventStreamStatus {
  const { enabled = true } = options;
  const latest = useRef(options);
  latest.current = options;
  const eventNames = Object.keys(options.events).sort().join(',');
  const [status, setStatus] = useState<EventStreamStatus>('idle');

  useEffect(() => {
    if (!url || !enabled || typeof EventSource === 'undefined') {
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

    const connect = () => {
      if (stopped) return;
      setStatus(everOpened ? 'reconnecting' : 'connecting');
      const es = new EventSource(url, { withCredentials: true });
      source = es;
      for (const name of eventNames.split(',')) if (name) es.addEventListener(name, dispatch(name) as EventListener);
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
          // The browser will not retry this one: do it ourselves, later and later.
          es.close();
          setStatus('reconnecting');
          timer = setTimeout(connect, delay);
          delay = Math.min(delay * 2, BACKOFF_MAX_MS);
        } else {
          setStatus('reconnecting');
        }
      };
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [url, enabled, eventNames]);

  return status;
}
