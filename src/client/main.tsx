import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { applyLocale, initialLocale } from './lib/i18n';
import { fetchEarly, queryKeyToUrl } from './lib/api';
import { preorderVendorId, VENDORS_QUERY_KEY, vendorDetailKey } from './lib/query-keys';
import { dropFirstPaint, firstPaintState } from './lib/first-paint';
import { getAuthState, startAuthCheck } from './lib/use-auth';
import './styles.css';

// Who is signed in is asked at once. The language is settled before the first render, so no
// page flashes in the wrong one.
startAuthCheck();
const locale = initialLocale();
// The server drew the page (src/server/first-paint.ts): it is hydrated, unless this browser chose
// another language than the one it was drawn in.
const drawn = firstPaintState();
if (drawn && drawn.locale !== locale) dropFirstPaint();
const hydrate = drawn !== null && drawn.locale === locale;
// Otherwise the first page's main data is on its way while the page's code loads: the vendor list
// of the map home (a signed-in user on "/"), the vendor and menu of a guest preorder link.
const { pathname, search } = window.location;
if (!hydrate) {
  if (pathname === '/' && getAuthState().user) fetchEarly(queryKeyToUrl(VENDORS_QUERY_KEY), locale);
  const preorderVendor = pathname === '/guest-preorder' ? preorderVendorId(new URLSearchParams(search)) : null;
  if (preorderVendor !== null) fetchEarly(queryKeyToUrl(vendorDetailKey(preorderVendor)), locale);
}
void applyLocale(locale)
  .catch(() => undefined)
  .finally(() => {
    const container = document.getElementById('root')!;
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    // Hydration as a transition: React hydrates in slices and lets the browser breathe between
    // them (a phone would otherwise be busy for one long task), and a tap on a part not hydrated
    // yet is replayed once it is.
    if (hydrate) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  });
