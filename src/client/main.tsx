import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyLocale, initialLocale } from './lib/i18n';
import { fetchEarly, queryKeyToUrl } from './lib/api';
import { preorderVendorId, VENDORS_QUERY_KEY, vendorDetailKey } from './lib/query-keys';
import { getAuthState, startAuthCheck } from './lib/use-auth';
import './styles.css';

// Who is signed in is asked at once. The language is settled before the first render, so no
// page flashes in the wrong one.
startAuthCheck();
const locale = initialLocale();
// The first page's main data is on its way while the page's code loads: the vendor list of the
// map home (a signed-in user on "/"), the vendor and menu of a guest preorder link.
const { pathname, search } = window.location;
if (pathname === '/' && getAuthState().user) fetchEarly(queryKeyToUrl(VENDORS_QUERY_KEY), locale);
const preorderVendor = pathname === '/guest-preorder' ? preorderVendorId(new URLSearchParams(search)) : null;
if (preorderVendor !== null) fetchEarly(queryKeyToUrl(vendorDetailKey(preorderVendor)), locale);
void applyLocale(locale)
  .catch(() => undefined)
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
