import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyLocale, initialLocale } from './lib/i18n';
import { fetchEarly } from './lib/api';
import { VENDORS_QUERY_KEY } from './lib/query-keys';
import { getAuthState, startAuthCheck } from './lib/use-auth';
import './styles.css';

// Who is signed in is asked at once. The language is settled before the first render, so no
// page flashes in the wrong one.
startAuthCheck();
const locale = initialLocale();
// A signed-in user opening "/" gets the map home: its vendor list is on its way while the page's
// code loads.
if (getAuthState().user && window.location.pathname === '/') fetchEarly(VENDORS_QUERY_KEY[0], locale);
void applyLocale(locale)
  .catch(() => undefined)
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
