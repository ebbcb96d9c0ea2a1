import { applyLocale, initialLocale } from './lib/i18n';
import { fetchEarly, queryKeyToUrl } from './lib/api';
import { preorderVendorId, VENDORS_QUERY_KEY, vendorDetailKey } from './lib/query-keys';
import { firstPaintState } from './lib/first-paint';
import { whenIdle } from './lib/utils';
import { getAuthState, startAuthCheck } from './lib/use-auth';
import { drawnPageWaitsForIntent, firstIntent, holdUntilHydrated } from './lib/hydrate-on-intent';
import './styles.css';

// Who is signed in is asked at once. The language is settled before the first render, so no
// page flashes in the wrong one.
startAuthCheck();
// The server drew the page (src/server/first-paint.ts) in the language this browser chose (its
// cookie) or asks for: it is hydrated in that one. The choice kept on the device is read only
// once the page is ready (a synchronous trip to the browser's storage, slow on a busy phone,
// which would hold up the first task); a choice the server did not know is applied then.
const drawn = firstPaintState();
const hydrate = drawn !== null;
const locale = drawn ? drawn.locale : initialLocale();
// Otherwise the first page's main data is on its way while the page's code loads: the vendor list
// of the map home (a signed-in user on "/"), the vendor and menu of a guest preorder link.
const { pathname, search } = window.location;
if (!hydrate) {
  if (pathname === '/' && getAuthState().user) fetchEarly(queryKeyToUrl(VENDORS_QUERY_KEY), locale);
  const preorderVendor = pathname === '/guest-preorder' ? preorderVendorId(new URLSearchParams(search)) : null;
  if (preorderVendor !== null) fetchEarly(queryKeyToUrl(vendorDetailKey(preorderVendor)), locale);
}
// The service worker (offline pages, Web Push; docs/decisions/0010-offline.md) is registered a few
// seconds after the page has loaded, when the browser is idle: its install downloads every chunk
// of the app (about 2 MB of script before compression), which would otherwise compete with the first page's
// hydration for a phone's network and its processor.
const SERVICE_WORKER_DELAY_MS = 3000;
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  window.addEventListener('load', () => window.setTimeout(() => whenIdle(register), SERVICE_WORKER_DELAY_MS), {
    once: true,
  });
}
// React and the app come in a chunk of their own (boot.tsx): a page that waits for the first intent
// loads neither until then.
const start = () => import('./boot').then(({ boot }) => boot(hydrate));
void applyLocale(locale)
  .catch(() => undefined)
  .finally(() => {
    if (hydrate) {
      // A first route on a phone waits for the visitor's first intent (lib/hydrate-on-intent.ts):
      // the page is on screen and what they do meanwhile is held, so it says it is ready now.
      if (drawnPageWaitsForIntent(drawn.complete)) {
        holdUntilHydrated(document.getElementById('root')!);
        document.documentElement.dataset.ready = 'true';
        void firstIntent.then(start);
      } else void start();
      whenIdle(() => {
        const chosen = initialLocale();
        if (chosen !== locale) void applyLocale(chosen);
      });
    } else void start();
  });
