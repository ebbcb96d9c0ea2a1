import { firstPaintState } from './lib/first-paint';
import { drawnPageChanges, drawnPageWaitsForIntent, firstIntent, holdUntilHydrated } from './lib/hydrate-on-intent';
import { whenIdle } from './lib/utils';
import './styles.css';

// The page's first script is this one and what it imports: what the server drew (its language,
// whether every read came with it) and the wait for the first intent. The rest of the start (the
// message catalogue, the API client, who is signed in, React and the app) is in start.ts and
// boot.tsx, loaded together when the page is wanted: at once, or on a phone's first intent.
const drawn = firstPaintState();

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

// React and the app (boot.tsx) are asked for beside the start, not after it.
const start = () => {
  const react = import('./boot');
  return import('./start').then((app) => app.start(drawn, react));
};
if (drawn && drawnPageWaitsForIntent(drawn.complete)) {
  // A first route on a phone waits for the visitor's first intent (lib/hydrate-on-intent.ts): the
  // page is on screen and what they do meanwhile is held, so it says it is ready now. It also starts
  // when what it shows changes (an order it follows, a countdown's minute).
  holdUntilHydrated(document.getElementById('root')!);
  document.documentElement.dataset.ready = 'true';
  void Promise.race([firstIntent, drawnPageChanges(drawn)]).then(start);
} else void start();
