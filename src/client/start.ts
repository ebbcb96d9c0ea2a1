/**
 * The app's start once the page wants it (main.tsx imports this chunk): who is signed in, the
 * page's first data on its way, the language settled, then React (boot.tsx). A first route that
 * waits for the visitor's first intent loads none of this until then: the message catalogue, the
 * API client and the auth state are evaluated on the intent, not while the phone shows the page.
 */
import { fetchEarly, queryKeyToUrl } from './lib/api';
import type { FirstPaintState } from './lib/first-paint';
import { applyLocale, initialLocale } from './lib/i18n';
import { preorderVendorId, VENDORS_QUERY_KEY, vendorDetailKey } from './lib/query-keys';
import { getAuthState, startAuthCheck } from './lib/use-auth';
import { whenIdle } from './lib/utils';

type Boot = Promise<typeof import('./boot')>;

export async function start(drawn: FirstPaintState | null, react: Boot): Promise<void> {
  // Who is signed in is asked at once (a drawn page says it, and nothing is asked).
  startAuthCheck();
  // The server drew the page (src/server/first-paint.ts) in the language this browser chose (its
  // cookie) or asks for: it is hydrated in that one. The choice kept on the device is read only
  // once the page is ready (a synchronous trip to the browser's storage, slow on a busy phone,
  // which would hold up the first task); a choice the server did not know is applied then.
  const locale = drawn ? drawn.locale : initialLocale();
  // Otherwise the first page's main data is on its way while the page's code loads: the vendor
  // list of the map home (a signed-in user on "/"), the vendor and menu of a guest preorder link.
  if (!drawn) {
    const { pathname, search } = window.location;
    if (pathname === '/' && getAuthState().user) fetchEarly(queryKeyToUrl(VENDORS_QUERY_KEY), locale);
    const preorderVendor = pathname === '/guest-preorder' ? preorderVendorId(new URLSearchParams(search)) : null;
    if (preorderVendor !== null) fetchEarly(queryKeyToUrl(vendorDetailKey(preorderVendor)), locale);
  }
  await applyLocale(locale).catch(() => undefined);
  (await react).boot(drawn !== null);
  if (drawn) {
    whenIdle(() => {
      const chosen = initialLocale();
      if (chosen !== locale) void applyLocale(chosen);
    });
  }
}
