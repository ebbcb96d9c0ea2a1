/**
 * The query keys of the client (issue 22 item 5), each defined once: most are also the URL they read
 * (queryKeyToUrl), and a write invalidates by these, never by a string of its own. The first ones
 * are fetched before a page's code loads (app.tsx, main.tsx). This module is on the first route, so
 * each export costs the 100 kB budget (test/e2e/budgets.test.ts): keys read only behind a lazy page
 * live with their area, each in one place — the administrator's in lib/admin.ts (ADMIN_KEYS),
 * follows and the bell in lib/follows.ts, the feed in posts/use-posts.ts, chat in chat/keys.ts.
 */
import type { WebAdPlacement } from '@shared/schemas/admin.js';
import { apiKey } from './api-key';

export const VENDORS_QUERY_KEY = apiKey('GET /api/vendors', ['/api/vendors']);
export const PROMOTIONS_QUERY_KEY = apiKey('GET /api/promotions/active', ['/api/promotions/active']);
/** The valley's weather and the suggestion that fits it (GET /api/weather), asked with the map home's list. */
export const WEATHER_QUERY_KEY = apiKey('GET /api/weather', ['/api/weather']);
/** The valley's attractions (GET /api/attractions): the map layer and the vendor dialog's "Nearby". */
export const ATTRACTIONS_QUERY_KEY = apiKey('GET /api/attractions', ['/api/attractions']);
/** The public events page (GET /api/events); the admin's event writes refresh it. */
export const PUBLIC_EVENTS_KEY = apiKey('GET /api/events', ['/api/events']);
/** A customer's orders by phone (GET /api/orders/phone/:phone); forgotten when the phone signs out. */
export const PHONE_ORDERS_KEY = ['/api/orders/phone'] as const;
export const phoneOrdersKey = (phone: string) => apiKey('GET /api/orders/phone/:phone', [PHONE_ORDERS_KEY[0], phone]);
/** One vendor with its menu and hours (GET /api/vendors/:id). */
export const vendorDetailKey = (id: number) => apiKey('GET /api/vendors/:id', [VENDORS_QUERY_KEY[0], id]);
/** A vendor's pickup windows (GET /api/vendors/:id/pickup-slots): the checkout and the vendor's editor. */
export const pickupSlotsKey = (vendorId: number) => [VENDORS_QUERY_KEY[0], vendorId, 'pickup-slots'] as const;
/** The signed-in customer's own review of a vendor (GET /api/vendors/:id/reviews/mine). */
export const myReviewKey = (vendorId: number) => apiKey('GET /api/vendors/:id/reviews/mine', [VENDORS_QUERY_KEY[0], vendorId, 'reviews', 'mine']);
/** A vendor's reviews a page at a time (GET /api/vendors/:id/reviews?cursor=). */
export const reviewPagesKey = (vendorId: number) => [VENDORS_QUERY_KEY[0], vendorId, 'reviews', 'pages'] as const;

/** One order by its tracking token (GET /api/track/:token): its tracking view and the device's list of orders. */
export const trackKey = (token: string) => apiKey('GET /api/track/:token', ['/api/track', encodeURIComponent(token)]);

/** The vendor a guest preorder link names (`?vendor=<id>`), or null when it names none. */
export function preorderVendorId(params: URLSearchParams): number | null {
  const raw = params.get('vendor')?.trim() ?? '';
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

// ---------------------------------------------------------------- signed-in, phone and vendor reads

/** Who is signed in (GET /api/auth/user): the small store of use-auth.ts and the query cache share it. */
export const AUTH_USER_KEY = ['/api/auth/user'] as const;
/** The verified phone's points at every vendor (GET /api/phone/loyalty). */
export const PHONE_POINTS_KEY = ['/api/phone/loyalty'] as const;
/** The verified phone of this browser (GET /api/phone/me). */
export const PHONE_ME_KEY = ['/api/phone/me'] as const;
/** A signed-in customer's orders by their linked phone (GET /api/me/orders). */
export const ACCOUNT_ORDERS_KEY = apiKey('GET /api/me/orders', ['/api/me/orders']);
/** A signed-in customer's points by their linked phone (GET /api/me/loyalty). */
export const ACCOUNT_LOYALTY_KEY = apiKey('GET /api/me/loyalty', ['/api/me/loyalty']);
/** The signed-in customer's profile (GET /api/me/profile): the profile page and the map home's ranking and diet filter. */
export const MY_PROFILE_KEY = apiKey('GET /api/me/profile', ['/api/me/profile']);
/** Open challenges, with the signed-in caller's progress (GET /api/challenges). */
export const CHALLENGES_KEY = ['/api/challenges'] as const;
/** The signed-in customer's points, level and joined challenges (GET /api/me/challenges). */
export const MY_CHALLENGES_KEY = ['/api/me/challenges'] as const;
/** The signed-in owner's vendor (GET /api/my-vendor). */
export const MY_VENDOR_KEY = apiKey('GET /api/my-vendor', ['/api/my-vendor']);
/** The vendor's inbox of reports and notices (GET /api/my-vendor/inbox). */
export const VENDOR_INBOX_KEY = apiKey('GET /api/my-vendor/inbox', ['/api/my-vendor/inbox']);
/** The vendor desk's orders; the summary's key extends it, so invalidating this prefix reloads both. */
export const PREORDERS_KEY = ['/api/my-vendor/preorders'] as const;
/** The desk's counts (GET /api/my-vendor/preorders/summary). */
export const PREORDER_SUMMARY_KEY = apiKey('GET /api/my-vendor/preorders/summary', ['/api/my-vendor/preorders', 'summary']);
/** The owner's event registrations (GET /api/my-vendor/events). */
export const MY_EVENTS_KEY = apiKey('GET /api/my-vendor/events', ['/api/my-vendor/events']);
/** The loyalty page's reads for one phone at one vendor; the vendor's reward edits refresh `rewards`. */
export const LOYALTY_KEYS = {
  all: ['loyalty'] as const,
  rewards: (vendorId: number) => ['loyalty', 'rewards', vendorId] as const,
  balance: (l: { phone: string; vendorId: number }) => ['loyalty', 'balance', l.phone, l.vendorId] as const,
  transactions: (l: { phone: string; vendorId: number }) => ['loyalty', 'transactions', l.phone, l.vendorId] as const,
};
/** A vendor's loyalty rewards as its owner manages them (GET /api/vendors/:id/loyalty-rewards). */
export const rewardsKey = (vendorId: number) => ['/api/vendors', vendorId, 'loyalty-rewards'] as const;
/** The owner's items running low (GET /api/vendors/:id/low-stock). */
export const lowStockKey = (vendorId: number) => apiKey('GET /api/vendors/:id/low-stock', ['/api/vendors', vendorId, 'low-stock']);
/** The live ads of one placement (GET /api/ads?placement=…). */
export const adsQueryKey = (placement: WebAdPlacement) => [`/api/ads?placement=${placement}`] as const;
