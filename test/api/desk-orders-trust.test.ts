/**
 * Orders and the phone on them (issue 43 items 1, 3 and 6; decision 0014): a phone typed by a
 * vendor at its desk (a walk-up or phone order) is the vendor's word, not its owner's. So such an
 * order texts nobody (Cancel today included), gives no no-show strike, no loyalty points, no
 * challenge progress, no rating and no verified purchase; neither does an order of the vendor's
 * own phone, and a vendor that is not live texts nobody. Online orders keep all of it. The desk
 * itself works as before. Runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import { addMenuItem, adminEnv, adminLogin, type Cookie, createVendor, signUp } from '../support/factories.js';
import { openAroundTheClockIn } from '../support/open-hours.js';
import { createShop, moveOrder, orderBody, placeOrder, type ShopItem } from '../support/ordering.js';
import { fakeTwilioForFile, linkPhone, outboxIdle } from '../support/phone.js';

const env: Record<string, string | undefined> = {
  ...adminEnv,
  ...NO_ORDER_LIMITS,
  AUTH_RATE_LIMIT: '0',
  OUTBOX_POLL_MS: '100',
};
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ env });

type Shop = { cookie: Cookie; vendor: { id: number; businessName: string }; items: ShopItem[]; user: { id: string } };

let phoneSeq = 4300;
const newPhone = () => `760555${String(phoneSeq++).padStart(4, '0')}`;

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

/** A vendor that has not gone live: the desk takes walk-ups (decision 0026), nobody else sees it. */
async function setUpShop(): Promise<Shop> {
  const { user, cookie } = await signUp(t.app);
  const vendor = await createVendor(t.app, cookie, { paymentMethods: ['cash'] }, { live: false });
  await openAroundTheClockIn(t.app, cookie, vendor.id);
  const item = (await addMenuItem(t.app, cookie, vendor.id, { name: 'Plate', price: 12 })) as ShopItem;
  return { cookie, vendor, items: [item], user };
}

async function walkUp(shop: Shop, phone: string | undefined, source: 'walk_up' | 'phone' = 'walk_up') {
  const res = await inject('POST', '/api/my-vendor/walk-up-orders', shop.cookie, {
    items: [{ menuItemId: shop.items[0].id, quantity: 1 }],
    firstName: 'Pat',
    source,
    ...(phone ? { phone } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  const order = res.json() as { id: number; status: string; loyaltyPointsEarned: number };
  // The vendor's answer has no tracking link (it is the customer's); the test reads it from the row.
  const row = await t.database.db.execute<{ token: string }>(sql`select tracking_token as token from guest_preorders where id = ${order.id}`);
  return { ...order, trackingToken: row.rows[0].token };
}

async function online(shop: Shop, phone: string, overrides: Record<string, unknown> = {}) {
  const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; trackingToken: string };
}

/** Every text row queued for a phone (sent or not): what the outbox would send. */
async function textsQueuedTo(phone: string): Promise<string[]> {
  const rows = await t.database.db.execute<{ type: string }>(
    sql`select type from notifications where channel = 'sms' and guest_phone = ${phone} order by id`,
  );
  return rows.rows.map((r) => r.type);
}

async function strikes(phone: string): Promise<number> {
  const rows = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from no_show_strikes where phone = ${phone}`);
  return rows.rows[0].n;
}

describe('texts about an order go only to a phone that placed it', () => {
  it('Cancel today texts no walk-up or phone order typed at the desk, live or not; an online order’s phone still gets its text', async () => {
    // Not live yet: the desk takes walk-ups with any phones; Cancel today texts none of them.
    const setUp = await setUpShop();
    const typed = [newPhone(), newPhone(), newPhone()];
    await walkUp(setUp, typed[0]);
    await walkUp(setUp, typed[1], 'phone');
    await walkUp(setUp, typed[2]);
    await walkUp(setUp, undefined);
    const first = await inject('POST', `/api/vendors/${setUp.vendor.id}/cancel-today`, setUp.cookie);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ cancelledOrders: 4, textsQueued: 0 });
    for (const phone of typed) expect(await textsQueuedTo(phone), phone).toEqual([]);

    // Live: the online customer is told, the numbers typed at the desk are not.
    const live = await createShop(t.app);
    const customer = newPhone();
    const deskPhones = [newPhone(), newPhone()];
    await online(live, customer);
    await walkUp(live, deskPhones[0]);
    await walkUp(live, deskPhones[1], 'phone');
    const res = await inject('POST', `/api/vendors/${live.vendor.id}/cancel-today`, live.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelledOrders: 3, textsQueued: 1 });
    expect(await textsQueuedTo(customer)).toEqual(['order_cancelled_today']);
    for (const phone of deskPhones) expect(await textsQueuedTo(phone), phone).toEqual([]);
    await outboxIdle(t.database);
    await expect.poll(() => twilio.fake.textsTo(customer).length, { timeout: 10_000 }).toBe(1);
    for (const phone of [...typed, ...deskPhones]) expect(twilio.fake.textsTo(phone), phone).toEqual([]);
  });

  it('a vendor that is not live texts nobody: not on confirm, ready, "+5 min" or Cancel today', async () => {
    const shop = await createShop(t.app);
    const phone = newPhone();
    const a = await online(shop, phone, { notifyBySms: true });
    const b = await online(shop, phone, { notifyBySms: true });
    // Taken off the list (as a database copy or a future unpublish would leave it).
    await t.database.db.execute(sql`update vendors set published_at = null where id = ${shop.vendor.id}`);
    await moveOrder(t.app, shop.cookie, a.id, ['confirmed', 'ready']);
    const delayed = await inject('POST', `/api/guest-preorders/${b.id}/delay`, shop.cookie, { minutes: 5 });
    expect(delayed.statusCode, delayed.body).toBe(200);
    const cancelled = await inject('POST', `/api/vendors/${shop.vendor.id}/cancel-today`, shop.cookie);
    expect(cancelled.json()).toMatchObject({ cancelledOrders: 2, textsQueued: 0 });
    expect(await textsQueuedTo(phone)).toEqual([]);
  });
});

describe('strikes come only from orders the phone placed', () => {
  it('a rival’s three walk-ups with someone’s phone, marked not picked up, give that phone no strike', async () => {
    const rival = await createShop(t.app);
    const victim = newPhone();
    for (let i = 0; i < 3; i++) {
      const order = await walkUp(rival, victim, i === 1 ? 'phone' : 'walk_up');
      await moveOrder(t.app, rival.cookie, order.id, ['ready']);
      const res = await inject('POST', `/api/guest-preorders/${order.id}/no-show`, rival.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe('cancelled');
    }
    expect(await strikes(victim)).toBe(0);
    // The phone's owner orders elsewhere as ever, without being asked to verify.
    const elsewhere = await createShop(t.app);
    const res = await placeOrder(t.app, orderBody(elsewhere.vendor.id, [{ item: elsewhere.items[0], quantity: 1 }], { phone: victim }));
    expect(res.statusCode, res.body).toBe(201);
    // An online order not picked up still counts.
    const placed = await online(elsewhere, victim);
    await moveOrder(t.app, elsewhere.cookie, placed.id, ['confirmed', 'ready']);
    expect((await inject('POST', `/api/guest-preorders/${placed.id}/no-show`, elsewhere.cookie)).statusCode).toBe(200);
    expect(await strikes(victim)).toBe(1);
  });
});

describe('points, challenges, ratings and verified purchases come only from orders the phone placed', () => {
  it('the vendor’s own walk-up to its own phone, before Go live: no challenge, no points, no rating', async () => {
    const admin = await adminLogin(t.app);
    const day = 24 * 60 * 60 * 1000;
    const challenge = await inject('POST', '/admin/api/challenges', admin, {
      name: `One order ${Date.now()}`,
      description: 'Any order at all.',
      type: 'orders',
      target: 1,
      rewardPoints: 40,
      startDate: new Date(Date.now() - day).toISOString(),
      endDate: new Date(Date.now() + 6 * day).toISOString(),
    });
    expect(challenge.statusCode, challenge.body).toBe(201);
    const shop = await setUpShop();
    const own = newPhone();
    await linkPhone(t.app, shop.cookie, own, twilio.fake);
    expect((await inject('POST', `/api/challenges/${challenge.json().id}/join`, shop.cookie)).statusCode).toBe(200);

    const order = await walkUp(shop, own);
    await moveOrder(t.app, shop.cookie, order.id, ['ready', 'completed']);
    const mine = (await inject('GET', '/api/me/challenges', shop.cookie)).json();
    expect(mine.challenges.find((c: { id: number }) => c.id === challenge.json().id).mine).toMatchObject({
      progress: 0,
      isCompleted: false,
    });
    expect(mine.points).toBe(0);

    // Its tracking link rates nothing: 403 order_not_reviewable, in the caller's language.
    const rating = { trackingToken: order.trackingToken, rating: 5, wouldRecommend: true, comment: 'Best truck' };
    const rated = await inject('POST', '/api/preorder-reviews', undefined, rating);
    expect(rated.statusCode, rated.body).toBe(403);
    expect(rated.json()).toEqual({ code: 'order_not_reviewable', message: 'Only orders placed online by their customer can be rated' });
    const es = await t.app.inject({ method: 'POST', url: '/api/preorder-reviews', payload: rating, headers: { 'accept-language': 'es' } });
    expect(es.json().message).toBe('Solo se pueden calificar los pedidos que el cliente hizo en línea');
    const reviews = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from preorder_reviews where vendor_id = ${shop.vendor.id}`,
    );
    expect(reviews.rows[0].n).toBe(0);
  });

  it('a walk-up typed with a customer’s phone earns it no points and no verified purchase; an online order does', async () => {
    const shop = await createShop(t.app);
    const loyalty = await inject('PUT', `/api/vendors/${shop.vendor.id}/loyalty-program`, shop.cookie, { enabled: true });
    expect(loyalty.statusCode).toBe(200);
    const customer = await signUp(t.app, { firstName: 'Rosa' });
    const phone = newPhone();
    await linkPhone(t.app, customer.cookie, phone, twilio.fake);

    const typed = await walkUp(shop, phone);
    await moveOrder(t.app, shop.cookie, typed.id, ['ready', 'completed']);
    const points = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from loyalty_transactions where customer_phone = ${phone}`,
    );
    expect(points.rows[0].n).toBe(0);
    // Reviews come only from a verified purchase (decision 0042): the walk-up is none.
    const refused = await inject('POST', `/api/vendors/${shop.vendor.id}/reviews`, customer.cookie, { rating: 5 });
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('purchase_required');

    // Her own online order: points, and a review marked as a verified purchase.
    const placed = await online(shop, phone);
    await moveOrder(t.app, shop.cookie, placed.id, ['confirmed', 'ready', 'completed']);
    const tracked = (await inject('GET', `/api/track/${placed.trackingToken}`)).json();
    expect(tracked.loyaltyPointsEarned).toBe(3); // $3.50
    const review = await inject('POST', `/api/vendors/${shop.vendor.id}/reviews`, customer.cookie, { rating: 4 });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json().isVerifiedPurchase).toBe(true);
    const rated = await inject('POST', '/api/preorder-reviews', undefined, {
      trackingToken: placed.trackingToken,
      rating: 5,
      wouldRecommend: true,
    });
    expect(rated.statusCode, rated.body).toBe(201);
  });
});
