/**
 * The server's first paint (issue 20, docs/decisions/0039-server-rendered-first-paint.md): the
 * landing page, the map home, the guest preorder page and order tracking are rendered to HTML on
 * the server with their data, so a phone shows the list, the menu or the order before any script
 * has run; main.tsx then hydrates that HTML. Built by Vite as a module of its own
 * (dist/ssr/entry-server.js) and loaded by src/server/first-paint.ts; everything the browser
 * renders first comes from the same components.
 *
 * The language and who is signed in are module state in the client (they are per tab there); the
 * server sets them for each request just before rendering, and renderToString is synchronous, so
 * no other request can run in between.
 */
import { type Locale, registerCatalogue, setLocale } from '@shared/messages/index.js';
import { en } from '@shared/messages/en/index.js';
import { es } from '@shared/messages/es/index.js';
import type { User } from '@shared/schemas/auth.js';
import { type DehydratedState, dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { AppShell } from './app';
import { queryKeyToUrl } from './lib/api';
import { FOLLOWS_KEY, NOTIFICATIONS_KEY } from './lib/follows';
import {
  adsQueryKey,
  MY_PROFILE_KEY,
  PROMOTIONS_QUERY_KEY,
  pickupSlotsKey,
  preorderVendorId,
  trackKey,
  VENDORS_QUERY_KEY,
  vendorDetailKey,
  WEATHER_QUERY_KEY,
} from './lib/query-keys';
import { type AppLocation, Router, routeKey } from './lib/router';
import { setAuthState } from './lib/use-auth';
import { takeDrawnTitle } from './lib/use-document-title';
import { GuestPreorder } from './pages/guest-preorder';
import { Home } from './pages/home';
import { Landing } from './pages/landing';
import { OrderTracking } from './pages/order-tracking';

registerCatalogue('en', en);
registerCatalogue('es', es);

type QueryKey = readonly unknown[];

/** One read the page makes first: its query key and the API address that answers it. */
export interface FirstRead {
  key: QueryKey;
  url: string;
}

interface FirstPage {
  reads: QueryKey[];
  /** The page as the route table renders it once its code is here (app.tsx `page()`). */
  element: (client: QueryClient) => ReactNode;
}

const withQueries = (page: ReactNode) => (client: QueryClient) => (
  <QueryClientProvider client={client}>{page}</QueryClientProvider>
);

const mapHomeReads = [VENDORS_QUERY_KEY, PROMOTIONS_QUERY_KEY, WEATHER_QUERY_KEY, adsQueryKey('homepage'), adsQueryKey('vendor_list')];
/**
 * The map home; for a signed-in user also their profile (decision 0041: it ranks the list and
 * offers "Fits my diet"), the vendors they follow (the hearts) and their notices (the bell's
 * count): drawn on the server, so a phone does not ask for them and redraw after hydration.
 */
const mapHome = (user: User | null): FirstPage => ({
  reads: user ? [...mapHomeReads, MY_PROFILE_KEY, FOLLOWS_KEY, NOTIFICATIONS_KEY] : mapHomeReads,
  element: withQueries(<Home />),
});

/** The pages drawn on the server, by address and visitor; any other is left to the browser. */
function firstPage(location: AppLocation, user: User | null): FirstPage | null {
  const path = routeKey(location.pathname);
  if (path === '/') return user ? mapHome(user) : { reads: [], element: () => <Landing /> };
  if (path === '/explore') return mapHome(user);
  if (path === '/guest-preorder') {
    const vendorId = preorderVendorId(new URLSearchParams(location.search));
    const reads = vendorId === null ? [] : [vendorDetailKey(vendorId), pickupSlotsKey(vendorId)];
    return { reads, element: withQueries(<GuestPreorder />) };
  }
  // The link in the text that confirms an order: the order, drawn as the tracking view shows it.
  if (path === '/order-tracking') {
    const token = new URLSearchParams(location.search).get('token')?.trim();
    return { reads: token ? [trackKey(token)] : [], element: withQueries(<OrderTracking />) };
  }
  return null;
}

function toLocation(url: string): AppLocation {
  const parsed = new URL(url, 'http://first-paint.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: '' };
}

/** What the page at `url` reads first, or null when the server does not draw that page. */
export function firstReads(url: string, user: User | null): FirstRead[] | null {
  const page = firstPage(toLocation(url), user);
  return page ? page.reads.map((key) => ({ key, url: queryKeyToUrl(key) })) : null;
}

export interface FirstPaintInput {
  url: string;
  user: User | null;
  locale: Locale;
  /** The API's answers to the page's first reads; a read left out renders as still loading. */
  answers: { key: QueryKey; data: unknown }[];
}

export interface FirstPaint {
  html: string;
  /** The page's document title, when it set one. */
  title: string | null;
  /** The query cache the HTML was drawn from: the browser starts from the same one. */
  queries: DehydratedState;
}

/** The page's HTML (the inside of #root), or null when the server does not draw that page. */
export function renderFirstPaint({ url, user, locale, answers }: FirstPaintInput): FirstPaint | null {
  const location = toLocation(url);
  const page = firstPage(location, user);
  if (!page) return null;
  // Nothing is fetched here: a read the server has no answer for stays loading, as in the browser
  // before its answer (which the browser then asks for itself).
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, queryFn: () => new Promise(() => {}) } },
  });
  for (const { key, data } of answers) client.setQueryData(key, data);
  setLocale(locale);
  setAuthState({ user, isLoading: false });
  takeDrawnTitle();
  const html = renderToString(
    <StrictMode>
      <Router location={location}>
        <AppShell>{page.element(client)}</AppShell>
      </Router>
    </StrictMode>,
  );
  const title = takeDrawnTitle();
  const queries = dehydrate(client);
  client.clear();
  return { html, title, queries };
}
