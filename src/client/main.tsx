import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { applyLocale, initialLocale } from './lib/i18n';
import { startAuthCheck } from './lib/use-auth';
import './styles.css';

// Who is signed in is asked at once. The language is settled before the first render, so no
// page flashes in the wrong one.
startAuthCheck();
void applyLocale(initialLocale())
  .catch(() => undefined)
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
