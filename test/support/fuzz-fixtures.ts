/**
 * What the fuzz test (test/support/fuzz-suite.ts) and its route table (test/support/fuzz-routes.ts)
 * share: the fixtures object the test fills before the tests run, the bodies that make its
 * records, and the requests that make them (each refuses to go on unless it succeeds).
 */
import type { App } from '../../src/server/app.js';
import type { Database } from '../../src/server/db/index.js';
import { requestsTo } from './app.js';
import type { Cookie } from './factories.js';
import type { FakeTwilio } from './fake-twilio.js';
import { orderBody, type ShopItem } from './ordering.js';
import type { Method } from './routes.js';

/**
 * The fixtures: `t` and `twilio` are handles that setupTestApp and fakeTwilioForFile fill before
 * the tests run; the test fills the rest in its beforeAll. The route table reads them only when a
 * target is made, so it can be built when the file is collected.
 */
export interface FuzzFixtures {
  t: { readonly app: App; readonly database: Database };
  twilio: { readonly fake: FakeTwilio };
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
}

/** The phone the shop's orders are placed with (its verified session is `phone`). */
export const PHONE = '(760) 555-0142';

const DAY = 24 * 60 * 60 * 1000;
export const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();

// ---------------------------------------------------------------- bodies

export const promotionBody = () => ({
  title: 'Taco Tuesday',
  description: 'Two al pastor tacos for one.',
  type: 'discount',
  discountValue: 10,
  startDate: future(1),
  endDate: future(8),
  isActive: true,
  priority: 5,
});
export const adBody = () => ({
  title: 'Date shakes',
  message: 'The coldest shakes in Indio.',
  adType: 'banner',
  placement: 'homepage',
  paidAmount: 50,
  duration: 24,
  isActive: true,
});
export const weatherRuleBody = () => ({ weatherCondition: 'any', temperature: 100, recommendedCuisines: ['Desserts'], message: 'Cool off.' });
export const challengeBody = () => ({
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
export const attractionBody = () => ({ name: 'El Paseo', type: 'shopping', address: '73-400 El Paseo, Palm Desert, CA', latitude: 33.719, longitude: -116.3775 });

export const eventBody = () => ({
  name: 'Indio Night Market',
  type: 'market',
  startDate: future(7),
  endDate: future(8),
  venue: 'Miles Avenue Park',
  description: 'Food trucks and music.',
  specialLocations: ['North lot', 'South lot'],
  isActive: true,
});
export const rewardBody = () => ({
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
export const menuBody = () => ({
  name: 'Elote',
  description: 'Mayo, cotija, chile.',
  price: 4.25,
  category: 'Sides',
  prepTime: 5,
  inventoryCount: null,
  isAvailable: true,
  isDailySpecial: false,
});

// ---------------------------------------------------------------- requests

/** The requests that make fixtures, on the fixtures' app; each throws unless it succeeds. */
export function fixtureRequests(fx: FuzzFixtures) {
  async function call(method: Method, url: string, cookie?: Cookie, body?: unknown) {
    const res = await requestsTo(fx.t)(method, url, cookie, body);
    if (res.statusCode >= 300) throw new Error(`fixture ${method} ${url} failed: ${res.statusCode} ${res.body}`);
    return res;
  }

  const createdId = async (method: Method, url: string, cookie: Cookie, body: unknown) =>
    ((await call(method, url, cookie, body)).json() as { id: number }).id;

  /** A new order of PHONE's at the shop. */
  async function shopOrder() {
    const body = orderBody(fx.shop.vendorId, [
      { item: fx.shop.items[0], quantity: 1 },
      { item: fx.shop.items[1], quantity: 2 },
    ], { phone: PHONE });
    return (await call('POST', '/api/guest-preorders', undefined, body)).json() as { id: number; trackingToken: string };
  }

  /** A new order of PHONE's at the shop, picked up (its points earned). */
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

  return { call, createdId, shopOrder, completedOrder, uploadTicket };
}
