import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyLocale, initialLocale } from './lib/i18n';
import { fetchEarly } from './lib/api';
import { preorderVendorId, VENDORS_QUERY_KEY } from './lib/query-keys';
import { getAuthState, startAuthCheck } from './lib/use-auth';
import './styles.css';

// Who is signed in is asked at once. The language is settled before the first render, so no
// page flashes in the wrong one.
startAuthCheck();
const locale = initialLocale();
// The first page's main data is on its way while the page's code loads: the vendor list of the
// map home (a signed-in user on "/"), the vendor and menu of a guest preorder link.
const { pathname, search } = window.location;
if (pathname === '/' && getAuthState().user) fetchEarly(VENDORS_QUERY_KEY[0], locale);
const preorderVendor = pathname === '/guest-preorder' ? preorderVendorId(new URLSearchParams(search)) : null;
if (preorderVendor !== null) fetchEarly(`${VENDORS_QUERY_KEY[0]}/${preorderVendor}`, locale);
void applyLocale(locale)
  .catch(() => undefined)
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
