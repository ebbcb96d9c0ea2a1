/**
 * The authorization matrix (issue "Proof of quality", item 5): every owner-only route, every
 * administrator route and every signed-in route, tried by each kind of caller with a valid request,
 * so that only the session decides the answer:
 *
 *   | route kind | visitor | another vendor | user without a vendor | vendor | administrator |
 *   | owner      |   401   |      403       |          403          | 2xx (the owner) |  401  |
 *   | admin      |   401   |      401       |          401          |   401  |     2xx      |
 *   | signed-in  |   401   |        —       |       as listed       |   2xx  |     401      |
 *
 * (an administrator is not a vendor and a vendor is never an administrator: DESIGN §3). Every
 * refused attempt must leave the database exactly as it was; the rightful caller goes last and
 * must get a 2xx, which proves the route exists. The lists are checked against the routes the
 * app registers, in both directions: a route in no list fails, and so does a listed route the
 * app lacks, so the matrix cannot silently shrink.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import { startFakeSquare } from '../support/fake-square.js';
import { changedTables, dbFingerprint } from '../support/db-state.js';
import { addMenuItem, adminEnv, adminLogin, type Cookie, signUp, signUpVendor, vendorBody } from '../support/factories.js';
import { openAroundTheClockIn } from '../support/open-hours.js';
import { orderBody } from '../support/ordering.js';
import { browserSubscription } from '../support/push.js';
import { outboxIdle, fakeTwilioForFile, verifyPhone, withCookies } from '../support/phone.js';
import { listRoutes, type Method, routeKey } from '../support/routes.js';

// Paying online (DESIGN §11) through a fake Square: the refund row needs an order paid through it.
const square = await startFakeSquare();
afterAll(() => square.close());
const env: Record<string, string> = { ...adminEnv, AUTH_RATE_LIMIT: '0', LOOKUP_RATE_LIMIT: '0', ...square.env };
const twilio = fakeTwilioForFile(env); // verified phones: codes by text message
const t = setupTestApp({ env });

/** `phoneUser`: signed in, with a verified-phone session for the phone linked to the account. */
type Caller = 'visitor' | 'otherVendor' | 'plainUser' | 'vendor' | 'admin' | 'freshUser' | 'phoneUser';
type Kind = 'owner' | 'admin' | 'signedIn';

interface Row {
  kind: Kind;
  method: Method;
  route: string;
  /** The valid request; called once per row, so what a DELETE removes is made for it. */
  make(): Promise<{ url: string; body?: unknown }> | { url: string; body?: unknown };
  /** Server-Sent Events: the rightful answer is a stream, closed once its status is known. */
  stream?: boolean;
  /** Signed-in rows: who may use it (default: the vendor), and what a user without a vendor gets. */
  rightful?: Caller;
  plainUser?: number;
  /** The rightful answer when it is not a 2xx (a redirect to another site). */
  rightfulStatus?: number;
}

/** Routes anyone may call (or that carry their own proof, like a signed upload link). */
const PUBLIC_ROUTES = [
  'GET /api/health',
  // Readiness says nothing secret; /metrics is behind METRICS_TOKEN when set (test/api/operations.test.ts).
  'GET /api/ready',
  'GET /metrics',
  'GET /api/login',
  'GET /api/logout',
  'POST /api/logout',
  'POST /api/auth/signup',
  // Sign-up's e-mailed link: the token is the proof (test/api/auth.test.ts, decision 0052).
  'POST /api/auth/signup/confirm',
  'POST /api/auth/signin',
  // Forgot password: the same answer for any address; the token is the proof (test/api/password-reset.test.ts).
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /secret-admin-login',
  'GET /admin-status',
  'POST /admin-logout',
  'GET /api/vendors',
  'GET /api/vendors/:id',
  // A customer opened the vendor's detail: counted once per visitor per day, never the owner (test/api/vendor-first-day.test.ts).
  'POST /api/vendors/:id/views',
  'GET /api/vendors/:id/menu',
  // Where a truck works: the active locations for anyone, every one for its owner (test/api/locations.test.ts).
  'GET /api/vendors/:id/locations',
  // Visible categories for anyone; the owner's session also gets the hidden ones (test/api/menu-categories.test.ts).
  'GET /api/vendors/:id/menu-categories',
  // What a customer chooses a pickup time from (test/api/pickup-times.test.ts).
  'GET /api/vendors/:id/pickup-slots',
  'GET /api/vendors/:id/pickup-times',
  // A vendor's short link and its QR code (test/api/vendor-share.test.ts).
  'GET /v/:id',
  'GET /api/vendors/:id/qr.svg',
  'GET /api/loyalty/rewards',
  // What a reward code takes off, for whoever holds the code; spending it goes with an order (test/api/loyalty.test.ts).
  'POST /api/vendors/:id/redemptions/preview',
  // These four carry their own proof, the caller's verified phone (test/api/phone.test.ts).
  'GET /api/loyalty/balance/:phone',
  'GET /api/loyalty/transactions/:phone',
  'POST /api/loyalty/redeem',
  'GET /api/orders/phone/:phone',
  'POST /api/phone/verify',
  'POST /api/phone/verify/check',
  'GET /api/phone/me',
  'GET /api/phone/loyalty',
  'POST /api/phone/signout',
  'GET /api/ads',
  'POST /api/ads/:id/click',
  'GET /api/promotions/active',
  'GET /api/events',
  // Festival night: public order boards (pickup code and first name + initial only) and an event's live view (test/api/board.test.ts).
  'GET /api/vendors/:id/board',
  'GET /api/vendors/:id/board/stream',
  'GET /api/events/:id/board',
  'GET /api/events/:id/board/stream',
  'GET /api/events/:id/live',
  // The valley's weather and the suggestion that fits it (test/api/weather.test.ts).
  'GET /api/weather',
  // The valley's attractions: the map layer and the vendor dialog (test/api/attractions.test.ts).
  'GET /api/attractions',
  // Open challenges; the caller's own progress when signed in (test/api/challenges.test.ts).
  'GET /api/challenges',
  // Reviews from both tables, a page at a time (test/api/reviews.test.ts).
  'GET /api/vendors/:id/reviews',
  // The food feed and its share counter (test/api/posts.test.ts).
  'GET /api/posts',
  'POST /api/posts/:id/share',
  'POST /api/guest-preorders',
  // Square: the OAuth callback carries its proof (a single-use state bound to the session), the webhook its signature (test/api/payments.test.ts).
  'GET /api/payments/square/callback',
  'POST /api/payments/square/webhook',
  'GET /api/track/:token',
  'GET /api/track/:token/stream',
  // The customer's cancel while pending carries its proof, the order's token (test/api/customer-cancel.test.ts).
  'POST /api/track/:token/cancel',
  // The VAPID key is public; a push subscription carries its proof, the order's token (test/api/push.test.ts).
  'GET /api/push/public-key',
  'POST /api/track/:token/push',
  'POST /api/preorder-reviews',
  // Twilio's inbound texts carry their own proof, the signature (test/api/street-trust.test.ts).
  'POST /api/sms/inbound',
  // A "not here" report carries its own proof, a signed-in customer or a verified phone (test/api/here-now.test.ts).
  'POST /api/vendors/:id/not-here',
  'PUT /api/uploads/:ticket',
  'GET /uploads/:key',
];

const DAY = 24 * 60 * 60 * 1000;
const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function created(method: Method, url: string, cookie: Cookie, body?: unknown) {
  const res = await t.app.inject({ method, url, headers: { cookie }, ...(body === undefined ? {} : { payload: body as object }) });
  if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; trackingToken?: string; reviewId?: number };
}

describe('authorization matrix', () => {
  it('lets only the rightful caller use each owner, administrator and signed-in route', async () => {
    // ---- the callers
    const owner = await signUpVendor(t.app, { paymentMethods: ['cash'] });
    const other = await signUpVendor(t.app, { paymentMethods: ['cash'] });
    const plain = await signUp(t.app);
    const admin = await adminLogin(t.app);
    const cookies: Record<Caller, Cookie | undefined> = {
      visitor: undefined,
      otherVendor: other.cookie,
      plainUser: plain.cookie,
      vendor: owner.cookie,
      admin,
      freshUser: undefined, // signed up when needed (it may become a vendor)
      phoneUser: undefined,
    };
    const linkedPhone = '7605550188';
    const phoneSession = await verifyPhone(t.app, linkedPhone, twilio.fake);
    cookies.phoneUser = withCookies((await signUp(t.app)).cookie, phoneSession);
    await created('POST', '/api/me/phone', cookies.phoneUser, { phone: linkedPhone });

    // ---- what they act on
    const v = owner.vendor.id;
    const item = await addMenuItem(t.app, owner.cookie, v, { name: 'Carne Asada Taco', price: 3.5 });
    const reward = { name: 'Free agua fresca', pointsRequired: 5, discountType: 'fixed_amount', discountValue: 3 };
    const rewardId = (await created('POST', `/api/vendors/${v}/loyalty-rewards`, owner.cookie, reward)).id;
    // Orders "as soon as possible" need the vendor open; the hours and status routes below change that.
    const openNow = async () => {
      await openAroundTheClockIn(t.app, owner.cookie, v);
      await created('PUT', `/api/vendors/${v}/status`, owner.cookie, { override: null });
    };
    const order = async () => {
      await openNow();
      return created('POST', '/api/guest-preorders', owner.cookie, orderBody(v, [{ item, quantity: 1 }]));
    };
    /** An order paid through the fake Square (the owner connects the first time). */
    let squareConnected = false;
    const paidOrder = async () => {
      if (!squareConnected) {
        const res = await square.connect(t.app, owner.cookie);
        if (res.statusCode !== 302) throw new Error(`square fixture: ${res.statusCode} ${res.body}`);
        squareConnected = true;
      }
      await openNow();
      const body = orderBody(v, [{ item, quantity: 1 }], { paymentMethod: 'square', payment: { sourceId: 'cnon:card-nonce-ok' } });
      const res = await t.app.inject({ method: 'POST', url: '/api/guest-preorders', payload: body, headers: { 'idempotency-key': `authz-paid-${Date.now()}` } });
      if (res.statusCode !== 201) throw new Error(`paid order fixture: ${res.statusCode} ${res.body}`);
      return res.json() as { id: number };
    };
    const promotion = { title: 'Taco Tuesday', description: 'Two for one.', type: 'bogo', startDate: future(1), endDate: future(8) };
    const ad = { title: 'Date shakes', message: 'Cold ones.', adType: 'banner', placement: 'homepage', paidAmount: 50 };
    const event = { name: 'Indio Night Market', type: 'market', startDate: future(7), endDate: future(8), specialLocations: ['North lot'] };
    const promotionId = (await created('POST', '/admin/api/promotions', admin, promotion)).id;
    const adId = (await created('POST', '/admin/api/advertisements', admin, ad)).id;
    const eventId = (await created('POST', '/admin/api/events', admin, event)).id;
    const weatherRule = { weatherCondition: 'any', temperature: 100, recommendedCuisines: ['Desserts'], message: 'Cool off.' };
    const weatherRuleId = (await created('POST', '/admin/api/weather-recommendations', admin, weatherRule)).id;
    const attraction = { name: 'El Paseo', type: 'shopping', address: '73-400 El Paseo, Palm Desert, CA', latitude: 33.719, longitude: -116.3775 };
    const attractionId = (await created('POST', '/admin/api/attractions', admin, attraction)).id;
    const challenge = { name: 'Taco Trail', description: 'Five taco trucks.', type: 'distinct_vendors', target: 5, cuisine: 'Tacos', rewardPoints: 50, startDate: future(-1), endDate: future(20) };
    const challengeId = (await created('POST', '/admin/api/challenges', admin, challenge)).id;
    const registrationId = (await created('POST', `/api/events/${eventId}/register`, owner.cookie, { requestedLocation: 'North lot' })).id;
    const bystander = (await signUpVendor(t.app)).vendor.id;
    const place = { locationName: 'Indio Blvd', address: '82-500 Indio Blvd, Indio, CA', latitude: 33.72, longitude: -116.21 };
    /** A redemption code of the owner's vendor, not yet checked (earned, verified and redeemed by a customer). */
    const redemptionCode = async () => {
      const phone = '7605550177';
      await created('PUT', `/api/vendors/${v}/loyalty-program`, owner.cookie, { enabled: true });
      await openNow();
      const placed = await created('POST', '/api/guest-preorders', owner.cookie, orderBody(v, [{ item, quantity: 2 }], { phone }));
      for (const status of ['confirmed', 'ready', 'completed']) {
        await created('PUT', `/api/guest-preorders/${placed.id}/status`, owner.cookie, { status });
      }
      const customer = await verifyPhone(t.app, phone, twilio.fake);
      const res = await t.app.inject({ method: 'POST', url: '/api/loyalty/redeem', headers: { cookie: customer }, payload: { phone, rewardId } });
      if (res.statusCode !== 200) throw new Error(`redeem fixture: ${res.statusCode} ${res.body}`);
      await outboxIdle(t.database); // the code's text is sent before the refused attempts are fingerprinted
      return res.json().redemptionCode as string;
    };

    const owned = (method: Method, route: string, make: Row['make']): Row => ({ kind: 'owner', method, route, make });
    const adminRow = (method: Method, route: string, make: Row['make']): Row => ({ kind: 'admin', method, route, make });

    const rows: Row[] = [
      // ---- the owner's vendor, menu, rewards, orders and analytics
      owned('PATCH', '/api/vendors/:id', () => ({ url: `/api/vendors/${v}`, body: { description: 'Now with birria.' } })),
      owned('POST', '/api/vendors/:id/hours', () => ({ url: `/api/vendors/${v}/hours`, body: { dayOfWeek: 2, openTime: '17:00', closeTime: '22:00' } })),
      owned('PUT', '/api/vendors/:id/hours', () => ({
        url: `/api/vendors/${v}/hours`,
        // The whole week stays open around the clock, as the rows after this one need.
        body: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, isClosed: false, shifts: [{ openTime: '00:00', closeTime: '00:00' }] })),
      })),
      owned('PUT', '/api/vendors/:id/loyalty-program', () => ({ url: `/api/vendors/${v}/loyalty-program`, body: { enabled: true } })),
      owned('PUT', '/api/vendors/:id/pickup-slots', () => ({
        url: `/api/vendors/${v}/pickup-slots`,
        body: [{ dayOfWeek: 5, startTime: '17:00', endTime: '21:00', slotDuration: 15, maxOrders: 10 }],
      })),
      owned('PUT', '/api/vendors/:id/ordering', () => ({ url: `/api/vendors/${v}/ordering`, body: { pausedUntil: null, extraPrepMinutes: 10 } })),
      owned('PUT', '/api/vendors/:id/status', () => ({ url: `/api/vendors/${v}/status`, body: { override: 'closed' } })),
      // Decision 0028 (test/api/go-live.test.ts): the factory's vendor is live, so Go live answers it again.
      owned('POST', '/api/vendors/:id/go-live', () => ({ url: `/api/vendors/${v}/go-live` })),
      // Here now and "Cancel today" (DESIGN §10.5; test/api/here-now.test.ts); later rows reopen the vendor.
      // Mark as Closed (the status row above) refuses "We're here" for the day (issue 44): open again first.
      owned('POST', '/api/vendors/:id/check-in', async () => {
        await openNow();
        return { url: `/api/vendors/${v}/check-in`, body: {} };
      }),
      owned('DELETE', '/api/vendors/:id/check-in', () => ({ url: `/api/vendors/${v}/check-in` })),
      // The vendor's one public reply to a review of it (test/api/reviews.test.ts): a fresh customer's review each time.
      // (Written directly: only a customer who ordered may post one, test/api/reviews.test.ts.)
      owned('PUT', '/api/vendors/:id/reviews/:reviewId/reply', async () => {
        const author = (await signUp(t.app)).user.id;
        const review = await t.database.db.execute<{ id: number }>(
          sql`insert into reviews (vendor_id, user_id, rating) values (${v}, ${author}, 4) returning id`,
        );
        return { url: `/api/vendors/${v}/reviews/review-${review.rows[0].id}/reply`, body: { reply: 'Thank you!' } };
      }),
      owned('POST', '/api/vendors/:id/cancel-today', () => ({ url: `/api/vendors/${v}/cancel-today` })),
      // Vendor locations (DESIGN §10.3; test/api/locations.test.ts).
      owned('POST', '/api/vendors/:id/locations', () => ({ url: `/api/vendors/${v}/locations`, body: place })),
      owned('PATCH', '/api/vendor-locations/:id', async () => ({
        url: `/api/vendor-locations/${(await created('POST', `/api/vendors/${v}/locations`, owner.cookie, place)).id}`,
        body: { locationName: 'Renamed' },
      })),
      owned('DELETE', '/api/vendor-locations/:id', async () => ({
        url: `/api/vendor-locations/${(await created('POST', `/api/vendors/${v}/locations`, owner.cookie, place)).id}`,
      })),
      owned('POST', '/api/vendors/:id/menu', () => ({ url: `/api/vendors/${v}/menu`, body: { name: 'Elote', price: 4.25 } })),
      owned('PATCH', '/api/menu-items/:id', () => ({ url: `/api/menu-items/${item.id}`, body: { isSoldOut: false } })),
      owned('DELETE', '/api/menu-items/:id', async () => ({ url: `/api/menu-items/${(await addMenuItem(t.app, owner.cookie, v)).id}` })),
      owned('POST', '/api/vendors/:id/menu-categories', () => ({ url: `/api/vendors/${v}/menu-categories`, body: { name: 'Drinks' } })),
      owned('PATCH', '/api/menu-categories/:id', async () => ({
        url: `/api/menu-categories/${(await created('POST', `/api/vendors/${v}/menu-categories`, owner.cookie, { name: 'Sides' })).id}`,
        body: { isActive: false },
      })),
      owned('DELETE', '/api/menu-categories/:id', async () => ({
        url: `/api/menu-categories/${(await created('POST', `/api/vendors/${v}/menu-categories`, owner.cookie, { name: 'Desserts' })).id}`,
      })),
      // Decision 0023: the whole order at once, exactly the owner's ids (read when the row runs).
      owned('PUT', '/api/vendors/:id/menu-categories/order', async () => {
        const mine = (await t.app.inject({ method: 'GET', url: `/api/vendors/${v}/menu-categories`, headers: { cookie: owner.cookie } })).json() as { id: number }[];
        return { url: `/api/vendors/${v}/menu-categories/order`, body: { ids: mine.map((c) => c.id).reverse() } };
      }),
      owned('PUT', '/api/vendors/:id/menu/order', async () => {
        const { menuItems } = (await t.app.inject({ method: 'GET', url: '/api/my-vendor', headers: { cookie: owner.cookie } })).json() as {
          menuItems: { id: number; categoryId: number | null }[];
        };
        const categoryId = menuItems.find((i) => i.id === item.id)?.categoryId ?? null;
        const ids = menuItems.filter((i) => i.categoryId === categoryId).map((i) => i.id).reverse();
        return { url: `/api/vendors/${v}/menu/order`, body: { categoryId, ids } };
      }),
      owned('GET', '/api/vendors/:id/low-stock', () => ({ url: `/api/vendors/${v}/low-stock` })),
      owned('GET', '/api/vendors/:id/loyalty-rewards', () => ({ url: `/api/vendors/${v}/loyalty-rewards` })),
      owned('POST', '/api/vendors/:id/loyalty-rewards', () => ({ url: `/api/vendors/${v}/loyalty-rewards`, body: reward })),
      owned('PATCH', '/api/loyalty-rewards/:id', () => ({ url: `/api/loyalty-rewards/${rewardId}`, body: { pointsRequired: 6 } })),
      owned('DELETE', '/api/loyalty-rewards/:id', async () => ({
        url: `/api/loyalty-rewards/${(await created('POST', `/api/vendors/${v}/loyalty-rewards`, owner.cookie, reward)).id}`,
      })),
      owned('PUT', '/api/guest-preorders/:id/status', async () => ({ url: `/api/guest-preorders/${(await order()).id}/status`, body: { status: 'confirmed' } })),
      // A ready order not picked up (DESIGN §10.5; test/api/street-trust.test.ts).
      owned('POST', '/api/guest-preorders/:id/no-show', async () => {
        const ready = await order();
        for (const status of ['confirmed', 'ready']) await created('PUT', `/api/guest-preorders/${ready.id}/status`, owner.cookie, { status });
        return { url: `/api/guest-preorders/${ready.id}/no-show` };
      }),
      // DESIGN §11 (test/api/payments.test.ts): a refund by hand of an order paid through Square, and "Mark paid" at pickup.
      owned('POST', '/api/guest-preorders/:id/refund', async () => ({ url: `/api/guest-preorders/${(await paidOrder()).id}/refund` })),
      // Mark paid needs a confirmed order (canMarkPaid).
      owned('POST', '/api/guest-preorders/:id/paid', async () => {
        const confirmed = await order();
        await created('PUT', `/api/guest-preorders/${confirmed.id}/status`, owner.cookie, { status: 'confirmed' });
        return { url: `/api/guest-preorders/${confirmed.id}/paid` };
      }),
      // "+5 min" on one order (decision 0027; test/api/pause-ends.test.ts).
      owned('POST', '/api/guest-preorders/:id/delay', async () => ({ url: `/api/guest-preorders/${(await order()).id}/delay`, body: { minutes: 5 } })),
      owned('GET', '/api/vendors/:id/analytics/performance', () => ({ url: `/api/vendors/${v}/analytics/performance?days=30` })),
      owned('GET', '/api/vendors/:id/analytics/popular-items', () => ({ url: `/api/vendors/${v}/analytics/popular-items` })),
      owned('GET', '/api/vendors/:id/analytics/peak-hours', () => ({ url: `/api/vendors/${v}/analytics/peak-hours` })),
      owned('GET', '/api/vendors/:id/analytics/feedback', () => ({ url: `/api/vendors/${v}/analytics/feedback` })),
      owned('GET', '/api/vendors/:id/preorder-review-stats', () => ({ url: `/api/vendors/${v}/preorder-review-stats` })),
      owned('GET', '/api/vendors/:id/loyalty/flags', () => ({ url: `/api/vendors/${v}/loyalty/flags` })),
      owned('POST', '/api/vendors/:id/redemptions/check', async () => ({
        url: `/api/vendors/${v}/redemptions/check`,
        body: { code: await redemptionCode() },
      })),

      // ---- the administrator
      adminRow('GET', '/admin/api/platform-stats', () => ({ url: '/admin/api/platform-stats' })),
      adminRow('GET', '/admin/api/vendors', () => ({ url: '/admin/api/vendors' })),
      adminRow('GET', '/admin/api/loyalty-flags', () => ({ url: '/admin/api/loyalty-flags' })),
      adminRow('PATCH', '/admin/api/vendors/:id', () => ({ url: `/admin/api/vendors/${bystander}`, body: { isActive: false } })),
      adminRow('POST', '/admin/api/vendors/:id/publish', () => ({ url: `/admin/api/vendors/${bystander}/publish` })),
      // Issue 44 friction 6 (test/api/go-live.test.ts): the site's switches; left off.
      adminRow('GET', '/admin/api/settings', () => ({ url: '/admin/api/settings' })),
      adminRow('PUT', '/admin/api/settings', () => ({ url: '/admin/api/settings', body: { vendorApproval: false } })),
      adminRow('GET', '/admin/api/promotions', () => ({ url: '/admin/api/promotions' })),
      adminRow('POST', '/admin/api/promotions', () => ({ url: '/admin/api/promotions', body: promotion })),
      adminRow('PATCH', '/admin/api/promotions/:id', () => ({ url: `/admin/api/promotions/${promotionId}`, body: { priority: 9 } })),
      adminRow('DELETE', '/admin/api/promotions/:id', async () => ({
        url: `/admin/api/promotions/${(await created('POST', '/admin/api/promotions', admin, promotion)).id}`,
      })),
      adminRow('GET', '/admin/api/advertisements', () => ({ url: '/admin/api/advertisements' })),
      adminRow('POST', '/admin/api/advertisements', () => ({ url: '/admin/api/advertisements', body: ad })),
      adminRow('PATCH', '/admin/api/advertisements/:id', () => ({ url: `/admin/api/advertisements/${adId}`, body: { isActive: false } })),
      adminRow('DELETE', '/admin/api/advertisements/:id', async () => ({
        url: `/admin/api/advertisements/${(await created('POST', '/admin/api/advertisements', admin, ad)).id}`,
      })),
      adminRow('GET', '/admin/api/events', () => ({ url: '/admin/api/events' })),
      adminRow('POST', '/admin/api/events', () => ({ url: '/admin/api/events', body: event })),
      adminRow('PATCH', '/admin/api/events/:id', () => ({ url: `/admin/api/events/${eventId}`, body: { venue: 'Miles Avenue Park' } })),
      adminRow('GET', '/admin/api/weather-recommendations', () => ({ url: '/admin/api/weather-recommendations' })),
      adminRow('POST', '/admin/api/weather-recommendations', () => ({ url: '/admin/api/weather-recommendations', body: weatherRule })),
      adminRow('PATCH', '/admin/api/weather-recommendations/:id', () => ({
        url: `/admin/api/weather-recommendations/${weatherRuleId}`,
        body: { temperature: 105 },
      })),
      adminRow('DELETE', '/admin/api/weather-recommendations/:id', async () => ({
        url: `/admin/api/weather-recommendations/${(await created('POST', '/admin/api/weather-recommendations', admin, weatherRule)).id}`,
      })),
      adminRow('GET', '/admin/api/attractions', () => ({ url: '/admin/api/attractions' })),
      adminRow('POST', '/admin/api/attractions', () => ({ url: '/admin/api/attractions', body: attraction })),
      adminRow('PATCH', '/admin/api/attractions/:id', () => ({ url: `/admin/api/attractions/${attractionId}`, body: { isPartner: true } })),
      adminRow('DELETE', '/admin/api/attractions/:id', async () => ({
        url: `/admin/api/attractions/${(await created('POST', '/admin/api/attractions', admin, attraction)).id}`,
      })),
      // Challenges (test/api/challenges.test.ts).
      adminRow('GET', '/admin/api/challenges', () => ({ url: '/admin/api/challenges' })),
      adminRow('POST', '/admin/api/challenges', () => ({ url: '/admin/api/challenges', body: challenge })),
      adminRow('PATCH', '/admin/api/challenges/:id', () => ({ url: `/admin/api/challenges/${challengeId}`, body: { rewardPoints: 75 } })),
      adminRow('DELETE', '/admin/api/challenges/:id', async () => ({
        url: `/admin/api/challenges/${(await created('POST', '/admin/api/challenges', admin, challenge)).id}`,
      })),
      adminRow('GET', '/admin/api/posts/reported', () => ({ url: '/admin/api/posts/reported' })),
      adminRow('PUT', '/admin/api/posts/:id/hidden', async () => ({
        url: `/admin/api/posts/${(await created('POST', '/api/posts', owner.cookie, { content: 'To hide', photos: [], type: 'tip' })).id}/hidden`,
        body: { hidden: true },
      })),
      adminRow('GET', '/admin/api/event-registrations', () => ({ url: '/admin/api/event-registrations' })),
      adminRow('PATCH', '/admin/api/event-registrations/:id', () => ({
        url: `/admin/api/event-registrations/${registrationId}`,
        body: { status: 'approved' },
      })),
      // An approved vendor's spot on the event's site (the row above approves it; test/api/event-sites.test.ts).
      adminRow('PUT', '/admin/api/event-registrations/:id/site', () => ({
        url: `/admin/api/event-registrations/${registrationId}/site`,
        body: { locationName: 'Row B, spot 4', latitude: 33.7185, longitude: -116.2206, isPremium: false },
      })),
      adminRow('DELETE', '/admin/api/event-registrations/:id/site', () => ({ url: `/admin/api/event-registrations/${registrationId}/site` })),

      // ---- signed-in routes that act on the caller's own data
      { kind: 'signedIn', method: 'GET', route: '/api/auth/user', rightful: 'plainUser', make: () => ({ url: '/api/auth/user' }) },
      { kind: 'signedIn', method: 'POST', route: '/api/vendors', rightful: 'freshUser', make: () => ({ url: '/api/vendors', body: vendorBody() }) },
      { kind: 'signedIn', method: 'GET', route: '/api/my-vendor', plainUser: 404, make: () => ({ url: '/api/my-vendor' }) },
      { kind: 'signedIn', method: 'GET', route: '/api/my-vendor/preorders', plainUser: 404, make: () => ({ url: '/api/my-vendor/preorders' }) },
      {
        kind: 'signedIn',
        method: 'GET',
        route: '/api/my-vendor/preorders/summary',
        plainUser: 404,
        make: () => ({ url: '/api/my-vendor/preorders/summary' }),
      },
      {
        kind: 'signedIn',
        method: 'GET',
        route: '/api/my-vendor/preorders/stream',
        plainUser: 404,
        stream: true,
        make: () => ({ url: '/api/my-vendor/preorders/stream' }),
      },
      { kind: 'signedIn', method: 'GET', route: '/api/my-vendor/events', plainUser: 404, make: () => ({ url: '/api/my-vendor/events' }) },
      // The open desk says it is there (decision 0027): a user without a vendor has no desk.
      { kind: 'signedIn', method: 'POST', route: '/api/my-vendor/desk-heartbeat', plainUser: 404, make: () => ({ url: '/api/my-vendor/desk-heartbeat' }) },
      // What the app told the caller's own vendor (test/api/here-now.test.ts): a user without a vendor has none.
      { kind: 'signedIn', method: 'GET', route: '/api/my-vendor/inbox', plainUser: 404, make: () => ({ url: '/api/my-vendor/inbox' }) },
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/my-vendor/inbox/read',
        plainUser: 404,
        make: () => ({ url: '/api/my-vendor/inbox/read', body: { upTo: 1 } }),
      },
      // Square (DESIGN §11): the caller's own vendor's connection; a user without a vendor has none.
      { kind: 'signedIn', method: 'GET', route: '/api/my-vendor/square', plainUser: 404, make: () => ({ url: '/api/my-vendor/square' }) },
      { kind: 'signedIn', method: 'DELETE', route: '/api/my-vendor/square', plainUser: 404, make: () => ({ url: '/api/my-vendor/square' }) },
      // The caller's own vendor's devices that get the desk's alerts (issue 41): a user without a vendor has none.
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/my-vendor/push',
        plainUser: 404,
        rightfulStatus: 201,
        make: () => ({ url: '/api/my-vendor/push', body: browserSubscription() }),
      },
      {
        kind: 'signedIn',
        method: 'DELETE',
        route: '/api/my-vendor/push',
        plainUser: 404,
        rightfulStatus: 204,
        make: () => ({ url: '/api/my-vendor/push', body: { endpoint: 'https://push.example.com/send/gone' } }),
      },
      // The caller's own vendor's prepay policy (issue 40).
      {
        kind: 'signedIn',
        method: 'PUT',
        route: '/api/my-vendor/square/prepay',
        plainUser: 404,
        make: () => ({ url: '/api/my-vendor/square/prepay', body: { prepay: 'never' } }),
      },
      // Connect: 302 to Square's authorize page with a new state (for the caller's own vendor).
      {
        kind: 'signedIn',
        method: 'GET',
        route: '/api/my-vendor/square/connect',
        plainUser: 404,
        rightfulStatus: 302,
        make: () => ({ url: '/api/my-vendor/square/connect' }),
      },
      // A walk-up entered at the caller's own desk (decision 0026): a user without a vendor has no desk.
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/my-vendor/walk-up-orders',
        plainUser: 404,
        make: () => ({ url: '/api/my-vendor/walk-up-orders', body: { items: [{ menuItemId: item.id, quantity: 1 }], firstName: 'Ana' } }),
      },
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/events/:id/register',
        plainUser: 403,
        make: async () => ({
          url: `/api/events/${(await created('POST', '/admin/api/events', admin, event)).id}/register`,
          body: { requestedLocation: 'South lot' },
        }),
      },
      { kind: 'signedIn', method: 'POST', route: '/api/objects/upload', rightful: 'plainUser', make: () => ({ url: '/api/objects/upload' }) },
      // The account's linked phone: linking needs the phone's own session too (plain user: 401 phone_unverified).
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/me/phone',
        rightful: 'phoneUser',
        plainUser: 401,
        make: () => ({ url: '/api/me/phone', body: { phone: linkedPhone } }),
      },
      { kind: 'signedIn', method: 'GET', route: '/api/me/orders', rightful: 'phoneUser', plainUser: 409, make: () => ({ url: '/api/me/orders' }) },
      { kind: 'signedIn', method: 'GET', route: '/api/me/loyalty', rightful: 'phoneUser', plainUser: 409, make: () => ({ url: '/api/me/loyalty' }) },
      { kind: 'signedIn', method: 'DELETE', route: '/api/me/phone', rightful: 'plainUser', make: () => ({ url: '/api/me/phone' }) },
      // Follows and the bell (decision 0040): the caller's own; no id names another user's.
      { kind: 'signedIn', method: 'PUT', route: '/api/vendors/:id/follow', rightful: 'plainUser', make: () => ({ url: `/api/vendors/${v}/follow` }) },
      { kind: 'signedIn', method: 'DELETE', route: '/api/vendors/:id/follow', rightful: 'plainUser', make: () => ({ url: `/api/vendors/${v}/follow` }) },
      { kind: 'signedIn', method: 'GET', route: '/api/me/follows', rightful: 'plainUser', make: () => ({ url: '/api/me/follows' }) },
      { kind: 'signedIn', method: 'GET', route: '/api/me/notifications', rightful: 'plainUser', make: () => ({ url: '/api/me/notifications' }) },
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/me/notifications/read',
        rightful: 'plainUser',
        make: () => ({ url: '/api/me/notifications/read', body: {} }),
      },
      {
        kind: 'signedIn',
        method: 'GET',
        route: '/api/me/notifications/stream',
        rightful: 'plainUser',
        stream: true,
        make: () => ({ url: '/api/me/notifications/stream' }),
      },
      {
        kind: 'signedIn',
        method: 'GET',
        route: '/api/me/notification-settings',
        rightful: 'plainUser',
        make: () => ({ url: '/api/me/notification-settings' }),
      },
      {
        kind: 'signedIn',
        method: 'PATCH',
        route: '/api/me/notification-settings',
        rightful: 'plainUser',
        make: () => ({ url: '/api/me/notification-settings', body: { textFollowedVendors: false } }),
      },
      // Challenges (test/api/challenges.test.ts): the caller joins for themselves and sees only their own.
      { kind: 'signedIn', method: 'POST', route: '/api/challenges/:id/join', rightful: 'plainUser', make: () => ({ url: `/api/challenges/${challengeId}/join` }) },
      { kind: 'signedIn', method: 'GET', route: '/api/me/challenges', rightful: 'plainUser', make: () => ({ url: '/api/me/challenges' }) },
      // Reviews (test/api/reviews.test.ts): the caller's own; another's review is answered 404. Only
      // a customer who ordered there writes one: the phone user, whose linked phone completed an order.
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/vendors/:id/reviews',
        rightful: 'phoneUser',
        plainUser: 403,
        make: async () => {
          await openNow();
          const placed = await created('POST', '/api/guest-preorders', owner.cookie, orderBody(v, [{ item, quantity: 1 }], { phone: linkedPhone }));
          for (const status of ['confirmed', 'ready', 'completed']) {
            await created('PUT', `/api/guest-preorders/${placed.id}/status`, owner.cookie, { status });
          }
          return { url: `/api/vendors/${v}/reviews`, body: { rating: 5 } };
        },
      },
      { kind: 'signedIn', method: 'GET', route: '/api/vendors/:id/reviews/mine', rightful: 'plainUser', make: () => ({ url: `/api/vendors/${v}/reviews/mine` }) },
      {
        kind: 'signedIn',
        method: 'PATCH',
        route: '/api/reviews/:id',
        rightful: 'phoneUser',
        plainUser: 404,
        make: async () => {
          const mine = await t.app.inject({ method: 'GET', url: `/api/vendors/${v}/reviews/mine`, headers: { cookie: cookies.phoneUser } });
          return { url: `/api/reviews/${mine.json().review.reviewId}`, body: { comment: 'Even better the second time.' } };
        },
      },
      // The food feed (test/api/posts.test.ts): a post of the caller's own; likes and reports are the caller's own.
      { kind: 'signedIn', method: 'POST', route: '/api/posts', rightful: 'plainUser', make: () => ({ url: '/api/posts', body: { content: 'Dates!', photos: [], type: 'tip' } }) },
      ...(['PUT', 'DELETE'] as const).map((method) => ({
        kind: 'signedIn' as const,
        method,
        route: '/api/posts/:id/like',
        rightful: 'plainUser' as const,
        make: async () => ({ url: `/api/posts/${(await created('POST', '/api/posts', plain.cookie, { content: 'Likeable', photos: [], type: 'tip' })).id}/like` }),
      })),
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/posts/:id/report',
        rightful: 'plainUser',
        make: async () => ({
          url: `/api/posts/${(await created('POST', '/api/posts', plain.cookie, { content: 'Reportable', photos: [], type: 'tip' })).id}/report`,
          body: { reason: 'Spam' },
        }),
      },
      // Chat (test/api/chat.test.ts): the customer's own conversation; the vendor's side only its own vendor's (no vendor: 404).
      { kind: 'signedIn', method: 'GET', route: '/api/vendors/:id/chat', rightful: 'plainUser', make: () => ({ url: `/api/vendors/${v}/chat` }) },
      {
        kind: 'signedIn',
        method: 'GET',
        route: '/api/vendors/:id/chat/summary',
        rightful: 'plainUser',
        make: () => ({ url: `/api/vendors/${v}/chat/summary` }),
      },
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/vendors/:id/chat',
        rightful: 'plainUser',
        make: () => ({ url: `/api/vendors/${v}/chat`, body: { message: 'Any horchata today?' } }),
      },
      { kind: 'signedIn', method: 'GET', route: '/api/my-vendor/chats', plainUser: 404, make: () => ({ url: '/api/my-vendor/chats' }) },
      { kind: 'signedIn', method: 'GET', route: '/api/my-vendor/chats/:userId', plainUser: 404, make: () => ({ url: `/api/my-vendor/chats/${plain.user.id}` }) },
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/my-vendor/chats/:userId',
        plainUser: 404,
        make: () => ({ url: `/api/my-vendor/chats/${plain.user.id}`, body: { message: 'Yes, all day!' } }),
      },
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/my-vendor/chats/:userId/close',
        plainUser: 404,
        make: () => ({ url: `/api/my-vendor/chats/${plain.user.id}/close` }),
      },
      // Decision 0041: the caller's own profile; there is no id to name another's.
      { kind: 'signedIn', method: 'GET', route: '/api/me/profile', rightful: 'plainUser', make: () => ({ url: '/api/me/profile' }) },
      {
        kind: 'signedIn',
        method: 'PATCH',
        route: '/api/me/profile',
        rightful: 'plainUser',
        make: () => ({ url: '/api/me/profile', body: { bio: 'Dates and tacos', dietaryRestrictions: ['halal'] } }),
      },
      {
        kind: 'signedIn',
        method: 'POST',
        route: '/api/objects/finalize',
        make: async () => {
          const ticket = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie: owner.cookie } })).json();
          const png = Buffer.from(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
            'base64',
          );
          const put = await t.app.inject({ method: 'PUT', url: ticket.uploadURL, headers: { 'content-type': 'image/png' }, payload: png });
          if (put.statusCode !== 200) throw new Error(`upload fixture: ${put.statusCode} ${put.body}`);
          return { url: '/api/objects/finalize', body: { objectPath: ticket.objectPath } };
        },
      },
    ];

    // ---- the lists against the app, both ways
    const registered = listRoutes(t.app).map(routeKey);
    const listed = [...rows.map((r) => `${r.method} ${r.route}`), ...PUBLIC_ROUTES];
    expect(registered.filter((k) => !listed.includes(k)), 'routes in no list of the matrix').toEqual([]);
    expect(listed.filter((k) => !registered.includes(k)), 'listed routes the app lacks').toEqual([]);
    expect(
      registered.filter((k) => k.split(' ')[1].startsWith('/admin/api')).sort(),
      'every /admin/api route is an admin row',
    ).toEqual(rows.filter((r) => r.kind === 'admin').map((r) => `${r.method} ${r.route}`).sort());

    // ---- the attempts
    const expected = (row: Row): Partial<Record<Caller, number>> => {
      if (row.kind === 'owner') return { visitor: 401, otherVendor: 403, plainUser: 403, admin: 401 };
      if (row.kind === 'admin') return { visitor: 401, otherVendor: 401, plainUser: 401, vendor: 401 };
      return { visitor: 401, admin: 401, ...(row.plainUser ? { plainUser: row.plainUser } : {}) };
    };
    const rightfulOf = (row: Row): Caller => (row.kind === 'admin' ? 'admin' : (row.rightful ?? 'vendor'));

    const fingerprint = await dbFingerprint(t.database);
    const mismatches: string[] = [];
    const table: string[] = [];
    for (const row of rows) {
      const { url, body } = await row.make();
      const send = (cookie: Cookie | undefined, stream = false) =>
        t.app.inject({
          method: row.method,
          url,
          headers: cookie ? { cookie } : {},
          ...(body === undefined ? {} : { payload: body as object }),
          ...(stream ? { payloadAsStream: true } : {}),
        });
      const seen: string[] = [];
      for (const [caller, status] of Object.entries(expected(row)) as [Caller, number][]) {
        const before = await fingerprint.take();
        const res = await send(cookies[caller]);
        const changed = changedTables(before, await fingerprint.take());
        seen.push(`${caller} ${res.statusCode}`);
        if (res.statusCode !== status) mismatches.push(`${row.method} ${row.route} as ${caller}: ${res.statusCode} (expected ${status}) ${res.body}`);
        if (changed.length) mismatches.push(`${row.method} ${row.route} as ${caller}: a refused request changed ${changed.join(', ')}`);
      }
      const rightful = rightfulOf(row);
      const cookie = rightful === 'freshUser' ? (await signUp(t.app)).cookie : cookies[rightful];
      const res = await send(cookie, row.stream);
      if (row.stream) res.stream().destroy();
      seen.push(`${rightful} ${res.statusCode}`);
      if (row.rightfulStatus ? res.statusCode !== row.rightfulStatus : res.statusCode < 200 || res.statusCode >= 300) {
        mismatches.push(`${row.method} ${row.route} as ${rightful} (rightful): ${res.statusCode} ${row.stream ? '' : res.body}`);
      }
      table.push(`  ${row.kind.padEnd(8)} ${`${row.method} ${row.route}`.padEnd(48)} ${seen.join(', ')}`);
    }
    console.log(`Authorization matrix (${rows.length} routes, ${PUBLIC_ROUTES.length} public):\n${table.join('\n')}`);
    expect(mismatches).toEqual([]);
  }, 180_000);
});
