/**
 * React over the page (main.tsx loads this chunk): hydrating the server's first paint, or
 * rendering the app where there is none (a page from the service worker's shell).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';

export function boot(hydrate: boolean): void {
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
}
