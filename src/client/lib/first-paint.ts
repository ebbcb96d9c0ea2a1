/**
 * What the server drew this page from (src/server/first-paint.ts): its language and the query
 * cache of its reads, in `<script type="application/json" id="ve-first-paint">`. main.tsx hydrates
 * the server's HTML only when the page is in the language this browser chose; the query client
 * starts from the same answers, so the first render matches the HTML and asks nothing again.
 */
// The languages only: this module is in the page's first script, before any message is needed.
import { isLocale, type Locale } from '@shared/messages/locales.js';

export interface FirstPaintState {
  locale: Locale;
  /** TanStack Query's dehydrated cache. */
  queries: unknown;
  /** Every read the page needed came with it (a failed or slow one is left to the browser). */
  complete: boolean;
}

let state: FirstPaintState | null | undefined;

function fromPage(): FirstPaintState | null {
  const text = typeof document === 'undefined' ? null : document.getElementById('ve-first-paint')?.textContent;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as Partial<FirstPaintState> | null;
    return parsed && isLocale(parsed.locale) ? { locale: parsed.locale, queries: parsed.queries, complete: parsed.complete === true } : null;
  } catch {
    return null;
  }
}

/** The server's first paint of this page, or null (a page from the service worker, or none drawn). */
export function firstPaintState(): FirstPaintState | null {
  state ??= fromPage();
  return state;
}

/** The query key of a value the first paint worked out (lib/first-paint-value.ts). */
export const firstPaintValueKey = (key: string) => ['first-paint-value', key] as const;

/** The part of the state read here: TanStack Query's dehydrated queries. */
interface DrawnQueries {
  queries?: { queryHash?: string; state?: { data?: unknown } }[];
}

/**
 * The data the page was drawn from for a query, by its hash (TanStack Query's: for a key of strings,
 * the key's JSON), or undefined.
 */
export function drawnData(drawn: FirstPaintState, hash: string): unknown {
  return (drawn.queries as DrawnQueries | null)?.queries?.find((q) => q.queryHash === hash)?.state?.data;
}

/** The first paint's value that says when the page was drawn (lib/use-now.ts). */
export const DRAWN_AT = 'drawn-at';

/** When the server drew the page (ms since the epoch), for a page with labels worked out from the time. */
export function drawnAt(drawn: FirstPaintState): number | null {
  const at = drawnData(drawn, JSON.stringify(firstPaintValueKey(DRAWN_AT)));
  return typeof at === 'number' ? at : null;
}
