/**
 * Fuzzing every write route with fast-check (issue "Proof of quality", item 4).
 *
 * Each route starts from a request that works (a valid body, valid params and a valid session of
 * the caller the route is for), and each run sends one variant of it: an arbitrary JSON body,
 * one field replaced by a hostile value (wrong type, huge or unicode string, NUL, negative, huge or
 * fractional number, 1e400, nested arrays), a field dropped, extra fields, the body wrapped in an
 * array, malformed JSON, a wrong content type, a body over the limit, a hostile `:id`, or hostile
 * headers (cookies, Origin, Idempotency-Key, X-Forwarded-For, …). For every run:
 *   - the answer is never a 5xx;
 *   - a 4xx answer is `{"message": string}` and left every table of the database as it was
 *     (row count and md5 of every row of every table, before and after);
 *   - malformed JSON → 400, a non-JSON content type → 415, a body over 1 MB → 413.
 * FUZZ_RUNS changes the number of runs per route (default 25), FUZZ_ONLY="PUT /api/uploads" picks
 * routes, FUZZ_VERBOSE=1 prints every request; a failure prints fast-check's seed.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { issueResetToken } from '../../src/server/account-recovery/queries.js';
import { setupTestApp } from '../support/app.js';
import { changedTables, type DbFingerprint, dbFingerprint } from '../support/db-state.js';
import {
  addMenuItem,
  adminEnv,
  adminLogin,
  type Cookie,
  signUp,
  signUpVendor,
  TEST_ADMIN,
  uniqueEmail,
  vendorBody,
} from '../support/factories.js';
import {
  build,
  describeVariant,
  type FuzzRoute,
  isPlainObject,
  type Method,
  smsTarget,
  type Variant,
  variants,
} from '../support/fuzz-variants.js';
import { openAroundTheClockIn } from '../support/open-hours.js';
import { orderBody, type ShopItem } from '../support/ordering.js';
import { fakeTwilioForFile, outboxIdle, requestCode, verifyPhone, withCookies } from '../support/phone.js';
import { isWrite, listRoutes, routeKey } from '../support/routes.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-fuzz-'));
const env: Record<string, string> = { ...adminEnv, AUTH_RATE_LIMIT: '0', LOOKUP_RATE_LIMIT: '0', DATA_DIR: dataDir };
// Codes for verified phones arrive by text through a fake Twilio; the outbox worker sends them
// in the background, so runs that texted wait for it before the next fingerprint.
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ env });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
afterEach(() => outboxIdle(t.database));
/** A new US number per use (each phone may have 3 codes per 15 minutes). */
let phoneSeq = 0;
const freshPhone = () => `442555${String(1000 + phoneSeq++).padStart(4, '0')}`;

const DAY = 24 * 60 * 60 * 1000;
const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const PHONE = '(760) 555-0142';
const PASSWORD = 'desert-bloom-42';

// ---------------------------------------------------------------- fixtures

async function call(method: Method, url: string, cookie?: Cookie, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
  if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url} failed: ${res.statusCode} ${res.body}`);
  return res;
}

const fx = {} as {
  shop: { cookie: Cookie; email: string; vendorId: number; items: ShopItem[]; rewardId: number };
  /** PHONE's verified-phone session (it holds the shop's points). */
  phone: Cookie;
  /** A signed-in user whose linked phone the fuzz changes. */
  linker: Cookie;
  editor: { cookie: Cookie; vendorId: number; itemId: number; rewardId: number };
  registrant: Cookie;
  bystanderVendorId: number;
  admin: Cookie;
  promotionId: number;
  adId: number;
  eventId: number;
  registrationId: number;
  weatherRuleId: number;
  attractionId: number;
  objectPath: string;
  png: Buffer;
};

const promotionBody = () => ({
  title: 'Taco Tuesday',
  description: 'Two al pastor tacos for one.',
  type: 'discount',
  discountValue: 10,
  startDate: future(1),
  endDate: future(8),
  isActive: true,
  priority: 5,
});
const adBody = () => ({
  title: 'Date shakes',
  message: 'The coldest shakes in Indio.',
  adType: 'banner',
  placement: 'homepage',
  paidAmount: 50,
  duration: 24,
  isActive: true,
});
const weatherRuleBody = () => ({ weatherCondition: 'any', temperature: 100, recommendedCuisines: ['Desserts'], message: 'Cool off.' });
const challengeBody = () => ({
  name: 'Taco Trail',
  description: 'Five different taco trucks this month.',
  type: 'distinct_vendors',
  target: 5,
  cuisine: 'Tacos',
  reward: 'A Taco Trail sticker',
  rewardPoints: 50,
  startDate: future(-1),
  endDate: future(20),
  isActive: true,
});
const attractionBody = () => ({ name: 'El Paseo', type: 'shopping', address: '73-400 El Paseo, Palm Desert, CA', latitude: 33.719, longitude: -116.3775 });

const eventBody = () => ({
  name: 'Indio Night Market',
  type: 'market',
  startDate: future(7),
  endDate: future(8),
  venue: 'Miles Avenue Park',
  description: 'Food trucks and music.',
  specialLocations: ['North lot', 'South lot'],
  isActive: true,
});
const rewardBody = () => ({
  name: 'Free agua fresca',
  description: 'Any flavour.',
  pointsRequired: 5,
  discountType: 'fixed_amount',
  discountValue: 3,
  maxUses: 100,
  isActive: true,
  validFrom: null,
  validUntil: null,
});
const menuBody = () => ({
  name: 'Elote',
  description: 'Mayo, cotija, chile.',
  price: 4.25,
  category: 'Sides',
  prepTime: 5,
  inventoryCount: null,
  isAvailable: true,
  isDailySpecial: false,
});

async function shopOrder() {
  const body = orderBody(fx.shop.vendorId, [
    { item: fx.shop.items[0], quantity: 1 },
    { item: fx.shop.items[1], quantity: 2 },
  ], { phone: PHONE });
  return (await call('POST', '/api/guest-preorders', undefined, body)).json() as { id: number; trackingToken: string };
}

async function completedOrder() {
  const order = await shopOrder();
  for (const status of ['confirmed', 'ready', 'completed']) {
    await call('PUT', `/api/guest-preorders/${order.id}/status`, fx.shop.cookie, { status });
  }
  return order;
}

async function uploadTicket(cookie: Cookie) {
  return (await call('POST', '/api/objects/upload', cookie)).json() as { uploadURL: string; objectPath: string };
}

const createdId = async (method: Method, url: string, cookie: Cookie, body: unknown) =>
  ((await call(method, url, cookie, body)).json() as { id: number }).id;

beforeAll(async () => {
  fx.admin = await adminLogin(t.app);
  fx.png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c2410c' } }).png().toBuffer();

  const shop = await signUpVendor(t.app, { paymentMethods: ['cash', 'zelle'] });
  await openAroundTheClockIn(t.app, shop.cookie, shop.vendor.id);
  await call('PUT', `/api/vendors/${shop.vendor.id}/loyalty-program`, shop.cookie, { enabled: true });
  const items = [
    await addMenuItem(t.app, shop.cookie, shop.vendor.id, { name: 'Carne Asada Taco', price: 3.5 }),
    await addMenuItem(t.app, shop.cookie, shop.vendor.id, { name: 'Date Shake', price: 7.25 }),
  ];
  const rewardId = await createdId('POST', `/api/vendors/${shop.vendor.id}/loyalty-rewards`, shop.cookie, {
    ...rewardBody(),
    pointsRequired: 1,
    maxUses: null,
  });
  fx.shop = { cookie: shop.cookie, email: shop.user.email, vendorId: shop.vendor.id, items, rewardId };
  for (let i = 0; i < 6; i++) await completedOrder(); // 6 × 18 points for PHONE to redeem (and codes to check)
  fx.phone = await verifyPhone(t.app, PHONE, twilio.fake);
  fx.linker = (await signUp(t.app)).cookie;

  const editor = await signUpVendor(t.app, { paymentMethods: ['cash'] });
  fx.editor = {
    cookie: editor.cookie,
    vendorId: editor.vendor.id,
    itemId: (await addMenuItem(t.app, editor.cookie, editor.vendor.id)).id,
    rewardId: await createdId('POST', `/api/vendors/${editor.vendor.id}/loyalty-rewards`, editor.cookie, rewardBody()),
  };
  fx.registrant = (await signUp(t.app)).cookie;
  fx.bystanderVendorId = (await signUpVendor(t.app)).vendor.id;

  fx.promotionId = await createdId('POST', '/admin/api/promotions', fx.admin, promotionBody());
  fx.adId = await createdId('POST', '/admin/api/advertisements', fx.admin, adBody());
  fx.eventId = await createdId('POST', '/admin/api/events', fx.admin, eventBody());
  fx.registrationId = await createdId('POST', `/api/events/${fx.eventId}/register`, fx.shop.cookie, {
    requestedLocation: 'North lot',
  });
  fx.weatherRuleId = await createdId('POST', '/admin/api/weather-recommendations', fx.admin, weatherRuleBody());
  fx.attractionId = await createdId('POST', '/admin/api/attractions', fx.admin, attractionBody());

  const ticket = await uploadTicket(fx.shop.cookie);
  await t.app.inject({ method: 'PUT', url: ticket.uploadURL, headers: { 'content-type': 'image/png' }, payload: fx.png });
  fx.objectPath = ticket.objectPath;
}, 180_000);

// ---------------------------------------------------------------- the routes

/** One category of the editor's vendor that the PATCH runs keep editing (made on first use). */
let editorCategoryId: number | undefined;
async function editorCategory(): Promise<number> {
  editorCategoryId ??= await createdId('POST', `/api/vendors/${fx.editor.vendorId}/menu-categories`, fx.editor.cookie, {
    name: 'Street corn',
  });
  return editorCategoryId;
}

/** A new post by a new account: the id a like, share, report or hiding acts on. */
async function freshPost(): Promise<number> {
  return createdId('POST', '/api/posts', (await signUp(t.app)).cookie, { content: 'Tamales today', photos: [], type: 'tip' });
}

/** A new vendor and a customer who wrote to it: the vendor's URL of their conversation and the vendor's session. */
async function freshChat(): Promise<{ url: string; cookie: Cookie }> {
  const shop = await signUpVendor(t.app);
  const customer = await signUp(t.app);
  await call('POST', `/api/vendors/${shop.vendor.id}/chat`, customer.cookie, { message: 'Hello!' });
  return { url: `/api/my-vendor/chats/${customer.user.id}`, cookie: shop.cookie };
}


const routes: FuzzRoute[] = [
  // ---- accounts
  {
    method: 'POST',
    route: '/api/auth/signup',
    target: () => ({ url: '/api/auth/signup', body: { email: uniqueEmail('fuzz'), password: PASSWORD, firstName: 'Ana', lastName: 'Ríos' } }),
  },
  { method: 'POST', route: '/api/auth/signin', target: () => ({ url: '/api/auth/signin', body: { email: fx.shop.email, password: PASSWORD } }) },
  // Forgot password (issue 24 item 8): a link for a fresh account each run (not the shop's, whose
  // sessions a reset would end); the token is issued as the e-mail would carry it.
  {
    method: 'POST',
    route: '/api/auth/forgot-password',
    target: async () => ({ url: '/api/auth/forgot-password', body: { email: (await signUp(t.app)).user.email } }),
  },
  {
    method: 'POST',
    route: '/api/auth/reset-password',
    target: async () => {
      const { user } = await signUp(t.app);
      return { url: '/api/auth/reset-password', body: { token: await issueResetToken(t.database.db, user.id, new Date()), password: PASSWORD } };
    },
  },
  { method: 'POST', route: '/secret-admin-login', target: () => ({ url: '/secret-admin-login', body: { ...TEST_ADMIN } }) },
  // A successful logout ends the session it was given: each run logs in afresh.
  { method: 'POST', route: '/admin-logout', target: async () => ({ url: '/admin-logout', cookie: await adminLogin(t.app) }) },
  { method: 'POST', route: '/api/logout', target: async () => ({ url: '/api/logout', cookie: (await signUp(t.app)).cookie }) },

  // ---- vendors and menus (the editor's vendor, so the shop that takes orders stays intact)
  { method: 'POST', route: '/api/vendors', target: () => ({ url: '/api/vendors', cookie: fx.registrant, body: vendorBody() }) },
  {
    method: 'PATCH',
    route: '/api/vendors/:id',
    target: () => ({
      url: `/api/vendors/${fx.editor.vendorId}`,
      cookie: fx.editor.cookie,
      body: { businessName: 'Dune Dogs', description: 'Hot dogs.', phone: '760-555-0100', paymentMethods: ['cash'], latitude: 33.7, longitude: -116.2 },
    }),
  },
  {
    method: 'POST',
    route: '/api/vendors/:id/hours',
    target: () => ({
      url: `/api/vendors/${fx.editor.vendorId}/hours`,
      cookie: fx.editor.cookie,
      body: { dayOfWeek: 3, isClosed: false, openTime: '17:00', closeTime: '23:00' },
    }),
  },
  // The weekly editor (issue 24): the whole week, a split shift on Wednesday.
  {
    method: 'PUT',
    route: '/api/vendors/:id/hours',
    target: () => ({
      url: `/api/vendors/${fx.editor.vendorId}/hours`,
      cookie: fx.editor.cookie,
      body: [
        { dayOfWeek: 0, isClosed: true, shifts: [] },
        {
          dayOfWeek: 3,
          isClosed: false,
          shifts: [
            { openTime: '11:00', closeTime: '14:00' },
            { openTime: '17:00', closeTime: '01:00' },
          ],
        },
      ],
    }),
  },
  // A customer's view of a vendor's detail (issue 24): no body; counted or not, 204.
  { method: 'POST', route: '/api/vendors/:id/views', target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/views` }) },
  {
    method: 'PUT',
    route: '/api/vendors/:id/loyalty-program',
    target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/loyalty-program`, cookie: fx.editor.cookie, body: { enabled: true } }),
  },
  {
    method: 'PUT',
    route: '/api/vendors/:id/pickup-slots',
    target: () => ({
      url: `/api/vendors/${fx.editor.vendorId}/pickup-slots`,
      cookie: fx.editor.cookie,
      body: [
        { dayOfWeek: 5, startTime: '17:00', endTime: '21:00', slotDuration: 15, maxOrders: 10, isActive: true },
        { dayOfWeek: 6, startTime: '11:00', endTime: '14:00', slotDuration: 30, maxOrders: 4, isActive: true },
      ],
    }),
  },
  {
    method: 'PUT',
    route: '/api/vendors/:id/ordering',
    target: () => ({
      url: `/api/vendors/${fx.editor.vendorId}/ordering`,
      cookie: fx.editor.cookie,
      body: { pausedUntil: null, extraPrepMinutes: 10 },
    }),
  },
  {
    method: 'PUT',
    route: '/api/vendors/:id/status',
    target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/status`, cookie: fx.editor.cookie, body: { override: 'open' } }),
  },
  // Go live (decision 0028): no body; the editor's vendor is live already, so it answers it again.
  { method: 'POST', route: '/api/vendors/:id/go-live', target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/go-live`, cookie: fx.editor.cookie }) },
  // Here now, "not here" and "Cancel today" (DESIGN §10.5): on the editor's vendor, which takes no orders here.
  {
    method: 'POST',
    route: '/api/vendors/:id/check-in',
    target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/check-in`, cookie: fx.editor.cookie, body: { locationId: null } }),
  },
  {
    method: 'DELETE',
    route: '/api/vendors/:id/check-in',
    target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/check-in`, cookie: fx.editor.cookie }),
  },
  {
    method: 'POST',
    route: '/api/vendors/:id/not-here',
    target: async () => {
      await call('POST', `/api/vendors/${fx.editor.vendorId}/check-in`, fx.editor.cookie, {});
      return { url: `/api/vendors/${fx.editor.vendorId}/not-here`, cookie: fx.linker };
    },
  },
  {
    method: 'POST',
    route: '/api/vendors/:id/cancel-today',
    target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/cancel-today`, cookie: fx.editor.cookie }),
  },
  // Follows and the bell (decision 0040): a customer follows the shop (whose opening no later route announces).
  {
    method: 'PUT',
    route: '/api/vendors/:id/follow',
    target: () => ({ url: `/api/vendors/${fx.shop.vendorId}/follow`, cookie: fx.linker }),
  },
  {
    method: 'DELETE',
    route: '/api/vendors/:id/follow',
    target: () => ({ url: `/api/vendors/${fx.shop.vendorId}/follow`, cookie: fx.linker }),
  },
  { method: 'POST', route: '/api/me/notifications/read', target: () => ({ url: '/api/me/notifications/read', cookie: fx.linker, body: { ids: [1] } }) },
  {
    method: 'PATCH',
    route: '/api/me/notification-settings',
    target: () => ({ url: '/api/me/notification-settings', cookie: fx.linker, body: { textFollowedVendors: false } }),
  },
  // Vendor locations (DESIGN §10.3), on the editor's vendor.
  {
    method: 'POST',
    route: '/api/vendors/:id/locations',
    target: () => ({
      url: `/api/vendors/${fx.editor.vendorId}/locations`,
      cookie: fx.editor.cookie,
      body: { locationName: 'Indio Blvd', address: '82-500 Indio Blvd, Indio, CA', latitude: 33.72, longitude: -116.21 },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/vendor-locations/:id',
    target: async () => {
      const place = { locationName: 'Market', address: '73-500 El Paseo, Palm Desert, CA', latitude: 33.72, longitude: -116.37 };
      const created = (await call('POST', `/api/vendors/${fx.editor.vendorId}/locations`, fx.editor.cookie, place)).json() as { id: number };
      return { url: `/api/vendor-locations/${created.id}`, cookie: fx.editor.cookie, body: { isMainLocation: true, isActive: false } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/vendor-locations/:id',
    target: async () => {
      const place = { locationName: 'Gone', address: '1 Main St, Indio, CA', latitude: 33.72, longitude: -116.21 };
      const created = (await call('POST', `/api/vendors/${fx.editor.vendorId}/locations`, fx.editor.cookie, place)).json() as { id: number };
      return { url: `/api/vendor-locations/${created.id}`, cookie: fx.editor.cookie };
    },
  },
  {
    method: 'POST',
    route: '/api/my-vendor/inbox/read',
    target: () => ({ url: '/api/my-vendor/inbox/read', cookie: fx.editor.cookie, body: { upTo: 1 } }),
  },
  {
    method: 'POST',
    route: '/api/vendors/:id/menu',
    target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/menu`, cookie: fx.editor.cookie, body: menuBody() }),
  },
  {
    method: 'PATCH',
    route: '/api/menu-items/:id',
    target: () => ({
      url: `/api/menu-items/${fx.editor.itemId}`,
      cookie: fx.editor.cookie,
      body: { price: 4, isSoldOut: false, inventoryCount: 12, name: 'Elote grande' },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/menu-items/:id',
    target: async () => ({
      url: `/api/menu-items/${(await addMenuItem(t.app, fx.editor.cookie, fx.editor.vendorId)).id}`,
      cookie: fx.editor.cookie,
    }),
  },

  // ---- menu categories (DESIGN §10.2), on the editor's vendor
  {
    method: 'POST',
    route: '/api/vendors/:id/menu-categories',
    target: () => ({
      url: `/api/vendors/${fx.editor.vendorId}/menu-categories`,
      cookie: fx.editor.cookie,
      body: { name: `Specials ${randomBytes(3).toString('hex')}`, description: 'Only tonight.', sortOrder: 0, isActive: true },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/menu-categories/:id',
    target: async () => ({
      url: `/api/menu-categories/${await editorCategory()}`,
      cookie: fx.editor.cookie,
      body: { name: 'Street corn', description: 'Elotes and esquites.', sortOrder: 1, isActive: true },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/menu-categories/:id',
    target: async () => ({
      url: `/api/menu-categories/${await createdId('POST', `/api/vendors/${fx.editor.vendorId}/menu-categories`, fx.editor.cookie, {
        name: `Gone ${randomBytes(3).toString('hex')}`,
      })}`,
      cookie: fx.editor.cookie,
    }),
  },
  // The vendor's own menu order (decision 0023): exactly the editor's ids, read before each run.
  {
    method: 'PUT',
    route: '/api/vendors/:id/menu-categories/order',
    target: async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${fx.editor.vendorId}/menu-categories`, headers: { cookie: fx.editor.cookie } });
      const ids = (res.json() as { id: number }[]).map((c) => c.id).reverse();
      return { url: `/api/vendors/${fx.editor.vendorId}/menu-categories/order`, cookie: fx.editor.cookie, body: { ids } };
    },
  },
  {
    method: 'PUT',
    route: '/api/vendors/:id/menu/order',
    target: async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/my-vendor', headers: { cookie: fx.editor.cookie } });
      const items = (res.json() as { menuItems: { id: number; categoryId: number | null }[] }).menuItems;
      const categoryId = items.find((i) => i.id === fx.editor.itemId)?.categoryId ?? null;
      const ids = items.filter((i) => i.categoryId === categoryId).map((i) => i.id).reverse();
      return { url: `/api/vendors/${fx.editor.vendorId}/menu/order`, cookie: fx.editor.cookie, body: { categoryId, ids } };
    },
  },

  // ---- uploads
  { method: 'POST', route: '/api/objects/upload', target: () => ({ url: '/api/objects/upload', cookie: fx.registrant }) },
  {
    method: 'POST',
    route: '/api/objects/finalize',
    target: () => ({ url: '/api/objects/finalize', cookie: fx.shop.cookie, body: { objectPath: fx.objectPath } }),
  },
  {
    method: 'PUT',
    route: '/api/uploads/:ticket',
    raw: true,
    target: async () => ({ url: (await uploadTicket(fx.registrant)).uploadURL, bytes: fx.png }),
    mayChange: { upload_tickets: 'a file that is not an image uses its single-use ticket up (uploads decision)' },
  },

  // ---- ordering
  {
    method: 'POST',
    route: '/api/guest-preorders',
    target: () => ({
      url: '/api/guest-preorders',
      body: orderBody(fx.shop.vendorId, [{ item: fx.shop.items[0], quantity: 2 }], { phone: PHONE, email: 'lupe@example.com' }),
    }),
  },
  {
    method: 'PUT',
    route: '/api/guest-preorders/:id/status',
    target: async () => ({ url: `/api/guest-preorders/${(await shopOrder()).id}/status`, cookie: fx.shop.cookie, body: { status: 'confirmed' } }),
  },
  // An order taken at the window or by phone, entered at the desk (decision 0026).
  {
    method: 'POST',
    route: '/api/my-vendor/walk-up-orders',
    target: () => ({
      url: '/api/my-vendor/walk-up-orders',
      cookie: fx.shop.cookie,
      body: { items: [{ menuItemId: fx.shop.items[0].id, quantity: 2 }], firstName: 'Ana', source: 'phone', phone: '(760) 555-0166' },
    }),
  },
  // A ready order not picked up (DESIGN §10.5): a fresh ready order each run, of a fresh phone
  // (three strikes would stop PHONE's orders, which other routes' fixtures need).
  {
    method: 'POST',
    route: '/api/guest-preorders/:id/no-show',
    target: async () => {
      const body = orderBody(fx.shop.vendorId, [{ item: fx.shop.items[0], quantity: 1 }], { phone: freshPhone() });
      const order = (await call('POST', '/api/guest-preorders', undefined, body)).json() as { id: number };
      for (const status of ['confirmed', 'ready']) await call('PUT', `/api/guest-preorders/${order.id}/status`, fx.shop.cookie, { status });
      return { url: `/api/guest-preorders/${order.id}/no-show`, cookie: fx.shop.cookie };
    },
  },
  // "+5 / +10 / +15 min" on one open order, and the desk's heartbeat (decision 0027).
  {
    method: 'POST',
    route: '/api/guest-preorders/:id/delay',
    target: async () => ({ url: `/api/guest-preorders/${(await shopOrder()).id}/delay`, cookie: fx.shop.cookie, body: { minutes: 10 } }),
  },
  { method: 'POST', route: '/api/my-vendor/desk-heartbeat', target: () => ({ url: '/api/my-vendor/desk-heartbeat', cookie: fx.shop.cookie }) },
  // Twilio's inbound texts (DESIGN §10.5): a form signed with the account's token.
  {
    method: 'POST',
    route: '/api/sms/inbound',
    form: true,
    target: () => smsTarget({ From: '+14425550999', Body: 'HELP', MessageSid: 'SM0123', To: '+17605550000' }),
  },
  {
    method: 'POST',
    route: '/api/preorder-reviews',
    target: async () => ({
      url: '/api/preorder-reviews',
      body: {
        trackingToken: (await completedOrder()).trackingToken,
        rating: 5,
        serviceRating: 4,
        foodQualityRating: 5,
        valueRating: 4,
        timelinessRating: 3,
        wouldRecommend: true,
        comment: 'Best tacos in Indio.',
      },
    }),
  },
  {
    method: 'POST',
    route: '/api/track/:token/push',
    target: async () => {
      // A browser's subscription: a P-256 public point and a 16-byte auth secret.
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      return {
        url: `/api/track/${(await shopOrder()).trackingToken}/push`,
        body: {
          endpoint: 'https://push.example.com/send/abc',
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
        },
      };
    },
  },

  // ---- loyalty
  {
    method: 'POST',
    route: '/api/loyalty/redeem',
    target: () => ({ url: '/api/loyalty/redeem', cookie: fx.phone, body: { phone: PHONE, rewardId: fx.shop.rewardId } }),
  },
  {
    method: 'POST',
    route: '/api/vendors/:id/redemptions/check',
    target: async () => {
      await outboxIdle(t.database);
      const redeemed = await call('POST', '/api/loyalty/redeem', fx.phone, { phone: PHONE, rewardId: fx.shop.rewardId });
      const code = (redeemed.json() as { redemptionCode: string }).redemptionCode;
      return { url: `/api/vendors/${fx.shop.vendorId}/redemptions/check`, cookie: fx.shop.cookie, body: { code } };
    },
  },
  {
    // A reward code at checkout (issue 23): what it takes off, for anyone holding it; nothing is spent.
    method: 'POST',
    route: '/api/vendors/:id/redemptions/preview',
    target: async () => {
      await outboxIdle(t.database);
      const redeemed = await call('POST', '/api/loyalty/redeem', fx.phone, { phone: PHONE, rewardId: fx.shop.rewardId });
      const code = (redeemed.json() as { redemptionCode: string }).redemptionCode;
      return { url: `/api/vendors/${fx.shop.vendorId}/redemptions/preview`, body: { code } };
    },
  },

  // ---- verified phones and the account's linked phone (each run on a new number)
  {
    method: 'POST',
    route: '/api/phone/verify',
    target: async () => {
      await outboxIdle(t.database);
      return { url: '/api/phone/verify', body: { phone: freshPhone() } };
    },
  },
  {
    method: 'POST',
    route: '/api/phone/verify/check',
    target: async () => {
      const phone = freshPhone();
      const code = await requestCode(t.app, phone, twilio.fake);
      await outboxIdle(t.database);
      return { url: '/api/phone/verify/check', body: { phone, code } };
    },
    mayChange: { phone_codes: 'a wrong code counts a try against the phone’s open codes (5 spend them)' },
  },
  {
    method: 'POST',
    route: '/api/phone/signout',
    target: async () => {
      const cookie = await verifyPhone(t.app, freshPhone(), twilio.fake);
      await outboxIdle(t.database);
      return { url: '/api/phone/signout', cookie };
    },
  },
  {
    method: 'POST',
    route: '/api/me/phone',
    target: async () => {
      const phone = freshPhone();
      const session = await verifyPhone(t.app, phone, twilio.fake);
      await outboxIdle(t.database);
      return { url: '/api/me/phone', cookie: withCookies(fx.linker, session), body: { phone } };
    },
  },
  {
    method: 'DELETE',
    route: '/api/me/phone',
    target: async () => {
      await outboxIdle(t.database);
      return { url: '/api/me/phone', cookie: fx.linker };
    },
  },
  // Reviews (test/api/reviews.test.ts): a fresh customer each run, on the shop; the shop replies once.
  {
    method: 'POST',
    route: '/api/vendors/:id/reviews',
    target: async () => ({
      url: `/api/vendors/${fx.shop.vendorId}/reviews`,
      cookie: (await signUp(t.app)).cookie,
      body: { rating: 4, foodQualityRating: 5, serviceRating: 4, valueRating: 3, comment: 'Great birria.', photos: [fx.objectPath] },
    }),
  },
  {
    method: 'PATCH',
    route: '/api/reviews/:id',
    target: async () => {
      const cookie = (await signUp(t.app)).cookie;
      const review = (await call('POST', `/api/vendors/${fx.shop.vendorId}/reviews`, cookie, { rating: 3 })).json() as { reviewId: number };
      return { url: `/api/reviews/${review.reviewId}`, cookie, body: { rating: 5, comment: 'Better the second time.', photos: [] } };
    },
  },
  {
    method: 'PUT',
    route: '/api/vendors/:id/reviews/:reviewId/reply',
    target: async () => {
      const cookie = (await signUp(t.app)).cookie;
      const review = (await call('POST', `/api/vendors/${fx.shop.vendorId}/reviews`, cookie, { rating: 2 })).json() as { id: string };
      return { url: `/api/vendors/${fx.shop.vendorId}/reviews/${review.id}/reply`, cookie: fx.shop.cookie, body: { reply: 'Sorry, come back!' } };
    },
  },
  // The food feed (test/api/posts.test.ts): a fresh author each run (10 posts an hour per account).
  {
    method: 'POST',
    route: '/api/posts',
    target: async () => ({
      url: '/api/posts',
      cookie: (await signUp(t.app)).cookie,
      body: { content: 'Birria at the corner', photos: [fx.objectPath], vendorId: fx.shop.vendorId, type: 'photo' },
    }),
  },
  ...(['PUT', 'DELETE'] as const).map((method) => ({
    method,
    route: '/api/posts/:id/like',
    target: async () => ({ url: `/api/posts/${await freshPost()}/like`, cookie: (await signUp(t.app)).cookie }),
  })),
  { method: 'POST', route: '/api/posts/:id/share', target: async () => ({ url: `/api/posts/${await freshPost()}/share` }) },
  {
    method: 'POST',
    route: '/api/posts/:id/report',
    target: async () => ({ url: `/api/posts/${await freshPost()}/report`, cookie: (await signUp(t.app)).cookie, body: { reason: 'Spam' } }),
  },
  {
    method: 'PUT',
    route: '/admin/api/posts/:id/hidden',
    target: async () => ({ url: `/admin/api/posts/${await freshPost()}/hidden`, cookie: fx.admin, body: { hidden: true } }),
  },
  // Chat (test/api/chat.test.ts): fresh accounts each run (30 messages a minute per account); the vendor answers a customer who wrote.
  {
    method: 'POST',
    route: '/api/vendors/:id/chat',
    target: async () => ({ url: `/api/vendors/${fx.shop.vendorId}/chat`, cookie: (await signUp(t.app)).cookie, body: { message: 'Any horchata today?' } }),
  },
  {
    method: 'POST',
    route: '/api/my-vendor/chats/:userId',
    target: async () => ({ ...(await freshChat()), body: { message: 'Yes, all day!' } }),
  },
  {
    method: 'POST',
    route: '/api/my-vendor/chats/:userId/close',
    target: async () => {
      const chat = await freshChat();
      return { ...chat, url: `${chat.url}/close` };
    },
  },
  // Decision 0041: the caller's own profile (made on the first write); a favourite must be a live vendor.
  {
    method: 'PATCH',
    route: '/api/me/profile',
    target: () => ({
      url: '/api/me/profile',
      cookie: fx.linker,
      body: { bio: 'Tacos on Sundays', dietaryRestrictions: ['vegan'], preferredCuisines: ['Tacos'], favoriteVendors: [fx.shop.vendorId] },
    }),
  },
  {
    method: 'POST',
    route: '/api/vendors/:id/loyalty-rewards',
    target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/loyalty-rewards`, cookie: fx.editor.cookie, body: rewardBody() }),
  },
  {
    method: 'PATCH',
    route: '/api/loyalty-rewards/:id',
    target: () => ({
      url: `/api/loyalty-rewards/${fx.editor.rewardId}`,
      cookie: fx.editor.cookie,
      body: { name: 'Free horchata', pointsRequired: 7, discountType: 'percentage', discountValue: 50, validUntil: future(30) },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/loyalty-rewards/:id',
    target: async () => ({
      url: `/api/loyalty-rewards/${await createdId('POST', `/api/vendors/${fx.editor.vendorId}/loyalty-rewards`, fx.editor.cookie, rewardBody())}`,
      cookie: fx.editor.cookie,
    }),
  },

  // ---- events, promotions, ads
  {
    method: 'POST',
    route: '/api/events/:id/register',
    target: async () => ({
      url: `/api/events/${await createdId('POST', '/admin/api/events', fx.admin, eventBody())}/register`,
      cookie: fx.shop.cookie,
      body: { requestedLocation: 'North lot', specialMenu: 'Tacos only', specialPricing: null, notes: 'Needs power' },
    }),
  },
  { method: 'POST', route: '/api/ads/:id/click', target: () => ({ url: `/api/ads/${fx.adId}/click` }) },

  // ---- the administrator
  {
    method: 'PATCH',
    route: '/admin/api/vendors/:id',
    target: () => ({ url: `/admin/api/vendors/${fx.bystanderVendorId}`, cookie: fx.admin, body: { isActive: true } }),
  },
  // Decision 0028: the administrator puts a vendor live by hand; no body.
  { method: 'POST', route: '/admin/api/vendors/:id/publish', target: () => ({ url: `/admin/api/vendors/${fx.bystanderVendorId}/publish`, cookie: fx.admin }) },
  { method: 'POST', route: '/admin/api/promotions', target: () => ({ url: '/admin/api/promotions', cookie: fx.admin, body: promotionBody() }) },
  {
    method: 'PATCH',
    route: '/admin/api/promotions/:id',
    target: () => ({ url: `/admin/api/promotions/${fx.promotionId}`, cookie: fx.admin, body: { title: 'BOGO', type: 'bogo', endDate: future(20) } }),
  },
  {
    method: 'DELETE',
    route: '/admin/api/promotions/:id',
    target: async () => ({
      url: `/admin/api/promotions/${await createdId('POST', '/admin/api/promotions', fx.admin, promotionBody())}`,
      cookie: fx.admin,
    }),
  },
  { method: 'POST', route: '/admin/api/advertisements', target: () => ({ url: '/admin/api/advertisements', cookie: fx.admin, body: adBody() }) },
  {
    method: 'PATCH',
    route: '/admin/api/advertisements/:id',
    target: () => ({ url: `/admin/api/advertisements/${fx.adId}`, cookie: fx.admin, body: { title: 'Shakes', duration: 48, paidAmount: 75.5 } }),
  },
  {
    method: 'DELETE',
    route: '/admin/api/advertisements/:id',
    target: async () => ({
      url: `/admin/api/advertisements/${await createdId('POST', '/admin/api/advertisements', fx.admin, adBody())}`,
      cookie: fx.admin,
    }),
  },
  { method: 'POST', route: '/admin/api/events', target: () => ({ url: '/admin/api/events', cookie: fx.admin, body: eventBody() }) },
  {
    method: 'PATCH',
    route: '/admin/api/events/:id',
    target: () => ({ url: `/admin/api/events/${fx.eventId}`, cookie: fx.admin, body: { name: 'Indio Night Market II', venue: null, endDate: future(9) } }),
  },
  {
    method: 'PATCH',
    route: '/admin/api/event-registrations/:id',
    target: () => ({
      url: `/admin/api/event-registrations/${fx.registrationId}`,
      cookie: fx.admin,
      body: { status: 'approved', approvedLocation: 'North lot', registrationFee: 25, isPaid: false },
    }),
  },
  // DESIGN §10.3: an approved vendor's spot on the event's site (approved again first, so the
  // request that works is never a 409 whatever the PATCH runs above left).
  {
    method: 'PUT',
    route: '/admin/api/event-registrations/:id/site',
    target: async () => {
      await call('PATCH', `/admin/api/event-registrations/${fx.registrationId}`, fx.admin, { status: 'approved' });
      return {
        url: `/admin/api/event-registrations/${fx.registrationId}/site`,
        cookie: fx.admin,
        body: { locationName: 'Row B, spot 4', latitude: 33.7185, longitude: -116.2206, isPremium: true },
      };
    },
  },
  {
    method: 'DELETE',
    route: '/admin/api/event-registrations/:id/site',
    target: () => ({ url: `/admin/api/event-registrations/${fx.registrationId}/site`, cookie: fx.admin }),
  },
  // DESIGN §10.3: the weather rules and the attractions.
  {
    method: 'POST',
    route: '/admin/api/weather-recommendations',
    target: () => ({ url: '/admin/api/weather-recommendations', cookie: fx.admin, body: weatherRuleBody() }),
  },
  {
    method: 'PATCH',
    route: '/admin/api/weather-recommendations/:id',
    target: () => ({ url: `/admin/api/weather-recommendations/${fx.weatherRuleId}`, cookie: fx.admin, body: { temperature: 105, isActive: true } }),
  },
  {
    method: 'DELETE',
    route: '/admin/api/weather-recommendations/:id',
    target: async () => ({
      url: `/admin/api/weather-recommendations/${await createdId('POST', '/admin/api/weather-recommendations', fx.admin, weatherRuleBody())}`,
      cookie: fx.admin,
    }),
  },
  { method: 'POST', route: '/admin/api/attractions', target: () => ({ url: '/admin/api/attractions', cookie: fx.admin, body: attractionBody() }) },
  {
    method: 'PATCH',
    route: '/admin/api/attractions/:id',
    target: () => ({ url: `/admin/api/attractions/${fx.attractionId}`, cookie: fx.admin, body: { isPartner: true, website: 'https://elpaseo.com' } }),
  },
  {
    method: 'DELETE',
    route: '/admin/api/attractions/:id',
    target: async () => ({
      url: `/admin/api/attractions/${await createdId('POST', '/admin/api/attractions', fx.admin, attractionBody())}`,
      cookie: fx.admin,
    }),
  },
  // Challenges (test/api/challenges.test.ts): the administrator's, and a customer joining one.
  { method: 'POST', route: '/admin/api/challenges', target: () => ({ url: '/admin/api/challenges', cookie: fx.admin, body: challengeBody() }) },
  {
    method: 'PATCH',
    route: '/admin/api/challenges/:id',
    target: async () => ({
      url: `/admin/api/challenges/${await createdId('POST', '/admin/api/challenges', fx.admin, challengeBody())}`,
      cookie: fx.admin,
      body: { name: 'Try 3 cuisines', type: 'distinct_cuisines', target: 3, cuisine: null, endDate: future(30) },
    }),
  },
  {
    method: 'DELETE',
    route: '/admin/api/challenges/:id',
    target: async () => ({
      url: `/admin/api/challenges/${await createdId('POST', '/admin/api/challenges', fx.admin, challengeBody())}`,
      cookie: fx.admin,
    }),
  },
  {
    method: 'POST',
    route: '/api/challenges/:id/join',
    target: async () => ({
      url: `/api/challenges/${await createdId('POST', '/admin/api/challenges', fx.admin, challengeBody())}/join`,
      cookie: (await signUp(t.app)).cookie,
    }),
  },
];



let fingerprint: DbFingerprint;
const counts = new Map<string, Map<number, number>>();

async function runOne(route: FuzzRoute, v: Variant) {
  const target = await route.target();
  const { options, mustBe } = build(route, target, v);
  const before = await fingerprint.take();
  const res = await t.app.inject(options);
  const after = await fingerprint.take();
  const key = `${route.method} ${route.route}`;
  const perStatus = counts.get(key) ?? new Map<number, number>();
  perStatus.set(res.statusCode, (perStatus.get(res.statusCode) ?? 0) + 1);
  counts.set(key, perStatus);

  const what = `${key} with ${describeVariant(v)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  if (process.env.FUZZ_VERBOSE) console.log(what.slice(0, 400));
  if (res.statusCode >= 500) throw new Error(`server error: ${what}`);
  if (mustBe !== undefined && res.statusCode !== mustBe) throw new Error(`expected ${mustBe}: ${what}`);
  if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = res.json();
    } catch {
      throw new Error(`a refusal that is not JSON: ${what}`);
    }
    if (!isPlainObject(body) || typeof body.message !== 'string') throw new Error(`a refusal without {message}: ${what}`);
    // Rate-limit counters count every attempt, refused ones too: that is what they are for (decision 0013).
    const changed = changedTables(before, after, [...Object.keys(route.mayChange ?? {}), 'rate_limit_counters']);
    if (changed.length > 0) throw new Error(`a refused request changed ${changed.join(', ')}: ${what}`);
  }
}

// ---------------------------------------------------------------- the tests

beforeAll(async () => {
  fingerprint = await dbFingerprint(t.database);
});

afterAll(() => {
  const lines = [...counts].map(
    ([key, perStatus]) => `  ${key.padEnd(42)} ${[...perStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(' ')}`,
  );
  if (lines.length) console.log(`Answers per route (status×count): ${RUNS} fuzz runs each, plus the sweeps:\n${lines.join('\n')}`);
});

describe('fuzzing the write routes', () => {
  it('covers every write route the app registers, and no route it does not', () => {
    const registered = listRoutes(t.app).filter(isWrite).map(routeKey).sort();
    const fuzzed = routes.map((r) => `${r.method} ${r.route}`).sort();
    expect(fuzzed).toEqual(registered);
  });

  it('starts every route from a request that works (2xx), so variants reach the handlers', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const target = await route.target();
      const res = await t.app.inject(build(route, target, { kind: 'valid' }).options);
      if (res.statusCode >= 300) failures.push(`${route.method} ${route.route} → ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('refuses ids beyond PostgreSQL integer range, and NUL in paths and queries, with a 4xx', async () => {
    const BIG = 2 ** 31; // one past int4, still a safe JavaScript integer
    const failures: string[] = [];
    const check = async (label: string, options: InjectOptions) => {
      const res = await t.app.inject(options);
      if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body}`);
    };
    // Every route with an :id, any method, as a caller who gets past the guards.
    const byKey = new Map(routes.map((r) => [`${r.method} ${r.route}`, r]));
    for (const r of listRoutes(t.app).filter((r) => r.url.includes(':id'))) {
      const fuzz = byKey.get(routeKey(r));
      const target = fuzz ? await fuzz.target() : undefined;
      const cookie = r.url.startsWith('/admin/') ? fx.admin : (target?.cookie ?? fx.shop.cookie);
      const url = r.url.replace(':id', String(BIG));
      const body = target?.body;
      await check(`${r.method} ${url}`, {
        method: r.method as Method,
        url,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      });
    }
    const order = orderBody(fx.shop.vendorId, [{ item: fx.shop.items[0], quantity: 1 }], { phone: PHONE });
    const bodies: [string, string, unknown][] = [
      ['POST', '/api/guest-preorders', { ...order, vendorId: BIG }],
      ['POST', '/api/guest-preorders', { ...order, items: [{ ...order.items[0], menuItemId: BIG }] }],
      ['POST', '/api/loyalty/redeem', { phone: PHONE, rewardId: BIG }],
    ];
    for (const [method, url, body] of bodies) {
      await check(`${method} ${url} ${JSON.stringify(body).slice(0, 80)}`, { method: method as Method, url, payload: body as object });
    }
    for (const url of [
      '/api/track/%00aaaaaaaaaa',
      '/api/track/%ED%A0%80aaaaaaaa',
      '/api/orders/phone/760555014%00',
      '/api/orders/phone/7605550142%ED%A0%80',
      '/api/loyalty/balance/7605550142%00?vendorId=1',
      '/api/ads?placement=homepage%00',
      '/uploads/%00',
      `/api/loyalty/rewards?vendorId=${BIG}`,
      `/api/loyalty/balance/7605550142?vendorId=${BIG}`,
      `/api/loyalty/transactions/7605550142?vendorId=${BIG}`,
      `/admin/api/event-registrations?eventId=${BIG}`,
    ]) {
      await check(`GET ${url}`, { method: 'GET', url, headers: { cookie: fx.admin } });
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('sweeps every field of every body: integers past int4, NUL bytes and lone surrogates in strings', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const sample = await route.target();
      if (!isPlainObject(sample.body)) continue;
      const keys = Object.keys(sample.body);
      for (const [pick, key] of keys.entries()) {
        const valid = sample.body[key];
        const values: unknown[] =
          typeof valid === 'number'
            ? [2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 1e308]
            : typeof valid === 'string'
              ? ['a\u0000b', '\uD800', `${valid}\u0000`]
              : Array.isArray(valid)
                ? [['a\u0000b'], [2 ** 31]]
                : [];
        for (const value of values) {
          try {
            await runOne(route, { kind: 'field', pick, value });
          } catch (err) {
            failures.push(`${key}: ${(err as Error).message.slice(0, 300)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  for (const route of routes.filter((r) => `${r.method} ${r.route}`.includes(process.env.FUZZ_ONLY ?? ''))) {
    it(`${route.method} ${route.route}: never a 5xx, and a refusal changes nothing`, async () => {
      await fc.assert(
        fc.asyncProperty(variants(route, fx.png), (v) => runOne(route, v)),
        { numRuns: RUNS, endOnFailure: true },
      );
    }, 180_000);
  }
});
