import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import { mailEnv } from '../support/fake-smtp-server.js';
import { impressionsOf } from '../../src/server/promotions/impressions.js';
import { ADVERTISEMENT_DEFAULTS, PROMOTION_DEFAULTS } from '../../src/shared/constants.js';
import {
  AdminVendorSchema,
  PlatformStatsSchema,
  PublicAdvertisementSchema,
  PublicPromotionSchema,
} from '../../src/shared/schemas/admin.js';
import { setupAdmin } from '../support/admin.js';
import { setupTestApp, TEST_SESSION_SECRET } from '../support/app.js';
import { adminEnv, signUp, signUpVendor, TEST_ADMIN } from '../support/factories.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';

// Monday 2026-11-23, 11:00 in the valley.
const NOW = new Date('2026-11-23T19:00:00.000Z');
let clock = NOW;
const t = setupTestApp({ env: adminEnv, now: () => clock });

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const iso = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

const { asAdmin, promotionBody, adBody, createPromotion, createAd } = setupAdmin(t, { now: NOW });

/** DELETE `url` answers 204; then it is gone: a second DELETE and a PATCH answer 404 with `notFound`. */
async function expectDeletedOnce(url: string, notFound: string) {
  expect((await asAdmin('DELETE', url)).statusCode).toBe(204);
  const gone = await asAdmin('DELETE', url);
  expect(gone.statusCode).toBe(404);
  expect(gone.json()).toMatchObject({ message: notFound });
  expect((await asAdmin('PATCH', url, { title: 'x' })).statusCode).toBe(404);
}

async function withClock<T>(at: Date, run: () => Promise<T>): Promise<T> {
  clock = at;
  try {
    return await run();
  } finally {
    clock = NOW;
  }
}

// ---------------------------------------------------------------- overview

describe('GET /admin/api/platform-stats', () => {
  it('counts users, vendors, reviews of both kinds, orders of both kinds and events', async () => {
    const shop = await createShop(t.app);
    await signUp(t.app);
    const order = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 2 }]))).json();
    const db = t.database.db;
    await db.execute(
      sql`insert into reviews (vendor_id, user_id, rating, comment) values (${shop.vendor.id}, ${shop.user.id}, 5, 'Great')`,
    );
    await db.execute(
      sql`insert into preorder_reviews (preorder_id, vendor_id, customer_name, rating) values (${order.id}, ${shop.vendor.id}, 'Lupe Ortiz', 4)`,
    );
    await db.execute(
      sql`insert into orders (user_id, vendor_id, status, subtotal, total) values (${shop.user.id}, ${shop.vendor.id}, 'completed', '10.00', '10.78')`,
    );
    const event = await asAdmin('POST', '/admin/api/events', {
      name: 'Stats Fair',
      type: 'market',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
    });
    expect(event.statusCode).toBe(201);

    const res = await asAdmin('GET', '/admin/api/platform-stats');
    expect(res.statusCode).toBe(200);
    const stats = PlatformStatsSchema.parse(res.json());
    const count = async (query: ReturnType<typeof sql>) => (await db.execute<{ n: number }>(query)).rows[0].n;
    const expected = {
      totalUsers: await count(sql`select count(*)::int as n from users`),
      totalVendors: await count(sql`select count(*)::int as n from vendors`),
      totalReviews:
        (await count(sql`select count(*)::int as n from reviews`)) +
        (await count(sql`select count(*)::int as n from preorder_reviews`)),
      totalOrders:
        (await count(sql`select count(*)::int as n from guest_preorders`)) +
        (await count(sql`select count(*)::int as n from orders`)),
      totalEvents: await count(sql`select count(*)::int as n from events`),
    };
    expect(stats).toEqual(expected);
    expect(stats.totalUsers).toBeGreaterThanOrEqual(2);
    expect(stats.totalReviews).toBeGreaterThanOrEqual(2);
    expect(stats.totalOrders).toBeGreaterThanOrEqual(2);
    expect(stats.totalEvents).toBeGreaterThanOrEqual(1);
  });
});

// ---------------------------------------------------------------- vendors

describe('GET /admin/api/vendors', () => {
  it('lists every vendor with owner contact, open state and rating from both review tables', async () => {
    const open = await createShop(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/vendors/${open.vendor.id}/hours`,
      headers: { cookie: open.cookie },
      payload: { dayOfWeek: 1, openTime: '09:00', closeTime: '17:00', isClosed: false },
    });
    const closed = await signUpVendor(t.app, { businessName: 'Closed Cantina' }, { firstName: 'Inez', lastName: 'Ruiz' });
    const off = await signUpVendor(t.app, { businessName: 'Dormant Dogs' });
    expect((await asAdmin('PATCH', `/admin/api/vendors/${off.vendor.id}`, { isActive: false })).statusCode).toBe(200);

    // Ratings 5 (signed in) and 4 (a preorder review) → 4.5 over 2 reviews.
    const order = (await placeOrder(t.app, orderBody(open.vendor.id, [{ item: open.items[0], quantity: 1 }]))).json();
    await t.database.db.execute(
      sql`insert into reviews (vendor_id, user_id, rating) values (${open.vendor.id}, ${closed.user.id}, 5)`,
    );
    await t.database.db.execute(
      sql`insert into preorder_reviews (preorder_id, vendor_id, rating) values (${order.id}, ${open.vendor.id}, 4)`,
    );

    const res = await asAdmin('GET', '/admin/api/vendors');
    expect(res.statusCode).toBe(200);
    const list = res.json().map((e: unknown) => AdminVendorSchema.parse(e));
    const find = (id: number) => list.find((e: { vendor: { id: number } }) => e.vendor.id === id);
    expect(find(open.vendor.id)).toMatchObject({
      isOpen: true,
      rating: 4.5,
      reviewCount: 2,
      user: { email: open.user.email, firstName: 'Rosa', lastName: 'Medina' },
    });
    expect(find(closed.vendor.id)).toMatchObject({
      vendor: { businessName: 'Closed Cantina', isActive: true },
      isOpen: false,
      rating: 0,
      reviewCount: 0,
      user: { email: closed.user.email, firstName: 'Inez', lastName: 'Ruiz' },
    });
    expect(find(off.vendor.id)).toMatchObject({ vendor: { businessName: 'Dormant Dogs', isActive: false } });
  });

  it('uses the same number of SQL statements whatever the number of vendors', async () => {
    const statements = async () => {
      const before = t.database.statements.count;
      const res = await asAdmin('GET', '/admin/api/vendors');
      expect(res.statusCode).toBe(200);
      return t.database.statements.count - before;
    };
    const few = await statements();
    for (let i = 0; i < 3; i++) await signUpVendor(t.app);
    expect(await statements()).toBe(few);
  });

  it('deactivation hides a vendor from customers; reactivation brings it back', async () => {
    const { vendor } = await signUpVendor(t.app, { businessName: 'Now You See Me' });
    const publicIds = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/vendors' })).json().map((e: { vendor: { id: number } }) => e.vendor.id);
    const detail = () => t.app.inject({ method: 'GET', url: `/api/vendors/${vendor.id}` });
    // Warm the public cache first: the change must clear it.
    expect(await publicIds()).toContain(vendor.id);
    expect((await detail()).statusCode).toBe(200);

    const off = await asAdmin('PATCH', `/admin/api/vendors/${vendor.id}`, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(AdminVendorSchema.parse(off.json()).vendor.isActive).toBe(false);
    expect(await publicIds()).not.toContain(vendor.id);
    expect((await detail()).statusCode).toBe(404);

    const on = await asAdmin('PATCH', `/admin/api/vendors/${vendor.id}`, { isActive: true });
    expect(on.json().vendor.isActive).toBe(true);
    expect(await publicIds()).toContain(vendor.id);
    expect((await detail()).statusCode).toBe(200);
  });

  it('answers 404 for an unknown vendor and 400 without isActive', async () => {
    const missing = await asAdmin('PATCH', '/admin/api/vendors/999999', { isActive: false });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Vendor not found' });
    const { vendor } = await signUpVendor(t.app);
    const bad = await asAdmin('PATCH', `/admin/api/vendors/${vendor.id}`, { isActive: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Send isActive as true or false');
  });
});

// ---------------------------------------------------------------- promotions

describe('promotions', () => {
  it.each([
    ['title', { title: '' }, 'Title is required'],
    ['title missing', { title: undefined }, 'Title is required'],
    ['description', { description: '  ' }, 'Description is required'],
    ['type', { type: undefined }, 'Type is required'],
    ['type unknown', { type: 'raffle' }, 'Type is required'],
    ['startDate', { startDate: '' }, 'Start date is required'],
    ['endDate', { endDate: undefined }, 'End date is required'],
    ['a bad date', { endDate: 'tomorrow' }, 'Use a date such as 2026-12-31'],
    ['end before start', { startDate: '2026-12-10', endDate: '2026-12-09' }, 'End date must be on or after the start date'],
    ['negative discount', { discountValue: -1 }, 'Discount value must be a number from 0 to 999.99'],
    ['discount as text', { discountValue: 'ten' }, 'Discount value must be a number from 0 to 999.99'],
  ])('POST checks %s', async (_name, change, message) => {
    const res = await asAdmin('POST', '/admin/api/promotions', promotionBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('creates with the SPEC §9 defaults, lists, edits and deletes', async () => {
    // discountValue left out: undefined is dropped from the JSON body.
    const promo = await createPromotion({ title: 'Grand Opening', type: PROMOTION_DEFAULTS.type, discountValue: undefined });
    expect(promo).toMatchObject({
      title: 'Grand Opening',
      type: 'discount',
      discountValue: PROMOTION_DEFAULTS.discountValue.toFixed(2),
      isActive: true,
      priority: 1,
      createdBy: TEST_ADMIN.username,
      startDate: iso(-DAY),
      endDate: iso(DAY),
      createdAt: NOW.toISOString(),
    });

    const list = await asAdmin('GET', '/admin/api/promotions');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { id: number }) => p.id)).toContain(promo.id);

    const edited = await asAdmin('PATCH', `/admin/api/promotions/${promo.id}`, {
      title: 'Grand Opening Week',
      discountValue: 12.5,
      isActive: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Grand Opening Week', discountValue: '12.50', isActive: false });

    const early = await asAdmin('PATCH', `/admin/api/promotions/${promo.id}`, { endDate: iso(-2 * DAY) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('End date must be on or after the start date');
    const blank = await asAdmin('PATCH', `/admin/api/promotions/${promo.id}`, { title: '' });
    expect(blank.json().message).toBe('Title is required');

    await expectDeletedOnce(`/admin/api/promotions/${promo.id}`, 'Promotion not found');
  });

  it('reads plain dates as whole days in valley time', async () => {
    const promo = await createPromotion({ startDate: '2026-12-24', endDate: '2026-12-25' });
    expect(promo.startDate).toBe('2026-12-24T08:00:00.000Z');
    expect(promo.endDate).toBe('2026-12-26T07:59:59.999Z');
  });
});

describe('GET /api/promotions/active', () => {
  it('shows switched-on promotions within their dates, by priority then newest', async () => {
    const low = await createPromotion({ title: 'Low priority' });
    const newerLow = await withClock(new Date(NOW.getTime() + 1000), () => createPromotion({ title: 'Newer low' }));
    const high = await createPromotion({ title: 'Top billing', priority: 5 });
    const future = await createPromotion({ title: 'Next week', startDate: iso(7 * DAY), endDate: iso(8 * DAY) });
    const past = await createPromotion({ title: 'Last week', startDate: iso(-8 * DAY), endDate: iso(-7 * DAY) });
    const off = await createPromotion({ title: 'Switched off', isActive: false });
    const endsSoon = await createPromotion({ title: 'Ends in an hour', endDate: iso(HOUR) });

    const active = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/promotions/active' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      return res.json().map((p: unknown) => PublicPromotionSchema.strict().parse(p));
    };
    const ids = (await active()).map((p: { id: number }) => p.id);
    const ours = ids.filter((id: number) =>
      [low.id, newerLow.id, high.id, future.id, past.id, off.id, endsSoon.id].includes(id),
    );
    // Same priority: the newest first (ties on the creation time by id, newest first).
    expect(ours).toEqual([high.id, newerLow.id, endsSoon.id, low.id]);

    // An hour and a bit later the short one has ended; a week later the next one is live.
    const later = await withClock(new Date(NOW.getTime() + HOUR + 1), active);
    expect(later.map((p: { id: number }) => p.id)).not.toContain(endsSoon.id);
    const nextWeek = await withClock(new Date(NOW.getTime() + 7 * DAY + 1), active);
    expect(nextWeek.map((p: { id: number }) => p.id)).toContain(future.id);
    expect(nextWeek.map((p: { id: number }) => p.id)).not.toContain(low.id);
  });
});

// ---------------------------------------------------------------- advertisements

describe('advertisements', () => {
  it.each([
    ['title', { title: '' }, 'Title is required'],
    ['message', { message: undefined }, 'Message is required'],
    ['adType', { adType: undefined }, 'Ad type is required'],
    ['adType unknown', { adType: 'skywriting' }, 'Ad type is required'],
    ['placement', { placement: '' }, 'Placement is required'],
    ['paidAmount 0', { paidAmount: 0 }, 'Amount must be greater than 0'],
    ['paidAmount 0.99', { paidAmount: 0.99 }, 'Amount must be greater than 0'],
    ['paidAmount missing', { paidAmount: undefined }, 'Amount must be greater than 0'],
    ['duration 0', { duration: 0 }, 'Duration must be at least 1 hour'],
    ['duration negative', { duration: -3 }, 'Duration must be at least 1 hour'],
  ])('POST checks %s', async (_name, change, message) => {
    const res = await asAdmin('POST', '/admin/api/advertisements', adBody(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses the SPEC §9 form defaults until an amount is entered', async () => {
    const defaults = { title: 'Featured truck', message: 'Try us', ...ADVERTISEMENT_DEFAULTS };
    const res = await asAdmin('POST', '/admin/api/advertisements', defaults);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Amount must be greater than 0');
    const ok = await asAdmin('POST', '/admin/api/advertisements', { ...defaults, paidAmount: 25 });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ adType: 'banner', placement: 'homepage', paidAmount: '25.00', duration: 24 });
  });

  it('creates (running from now for duration hours), lists, edits and deletes', async () => {
    // duration left out: undefined is dropped from the JSON body.
    const ad = await createAd({ placement: 'search', adType: 'sponsored', duration: undefined });
    expect(ad).toMatchObject({
      adType: 'sponsored',
      placement: 'search',
      paidAmount: '49.99',
      duration: ADVERTISEMENT_DEFAULTS.duration,
      startDate: NOW.toISOString(),
      endDate: iso(24 * HOUR),
      isActive: true,
      status: 'active',
      impressions: 0,
      clicks: 0,
    });

    expect((await asAdmin('GET', '/admin/api/advertisements')).json().map((a: { id: number }) => a.id)).toContain(ad.id);

    const edited = await asAdmin('PATCH', `/admin/api/advertisements/${ad.id}`, { duration: 72, title: 'Longer run' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ duration: 72, endDate: iso(72 * HOUR), startDate: NOW.toISOString(), title: 'Longer run' });
    const bad = await asAdmin('PATCH', `/admin/api/advertisements/${ad.id}`, { paidAmount: 0 });
    expect(bad.json().message).toBe('Amount must be greater than 0');

    await expectDeletedOnce(`/admin/api/advertisements/${ad.id}`, 'Advertisement not found');
  });
});

describe('GET /api/ads', () => {
  /** The ads a visitor at `remoteAddress` sees (views count once per visitor, issue 16 item 11). */
  const ads = async (placement: string, remoteAddress = '127.0.0.1') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/ads?placement=${placement}`, remoteAddress });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    return res.json().map((a: unknown) => PublicAdvertisementSchema.strict().parse(a)) as { id: number }[];
  };

  it('shows live ads of one placement, and only while they run', async () => {
    const home = await createAd({ title: 'Home ad', placement: 'homepage', duration: 2 });
    const search = await createAd({ title: 'Search ad', placement: 'search' });
    const list = await createAd({ title: 'List ad', placement: 'vendor_list' });
    const off = await createAd({ title: 'Switched off', placement: 'homepage', isActive: false });
    const paused = await createAd({ title: 'Paused', placement: 'homepage' });
    await t.database.db.execute(sql`update advertisements set status = 'paused' where id = ${paused.id}`);
    const app = await createAd({ title: 'App only', placement: 'mobile_app' });
    const future = await withClock(new Date(NOW.getTime() + HOUR), () => createAd({ title: 'Later', placement: 'homepage' }));

    const homeIds = (await ads('homepage')).map((a) => a.id);
    expect(homeIds).toContain(home.id);
    for (const id of [search.id, list.id, off.id, paused.id, app.id, future.id]) expect(homeIds).not.toContain(id);
    expect((await ads('search')).map((a) => a.id)).toContain(search.id);
    expect((await ads('vendor_list')).map((a) => a.id)).toContain(list.id);
    expect((await ads('vendor_list')).map((a) => a.id)).not.toContain(search.id);

    // Two hours later the 2-hour ad has ended and the later one runs.
    const after = (await withClock(new Date(NOW.getTime() + 2 * HOUR + 1), () => ads('homepage'))).map((a) => a.id);
    expect(after).not.toContain(home.id);
    expect(after).toContain(future.id);
  });

  it('refuses mobile_app and unknown or missing placements (400)', async () => {
    for (const url of ['/api/ads?placement=mobile_app', '/api/ads?placement=billboard', '/api/ads']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Placement must be homepage, search or vendor_list');
    }
  });

  it('counts clicks at once, once per visitor', async () => {
    const ad = await createAd({ placement: 'vendor_list' });
    for (const remoteAddress of ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.3']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/ads/${ad.id}/click`, remoteAddress });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    }
    const listed = (await asAdmin('GET', '/admin/api/advertisements')).json().find((a: { id: number }) => a.id === ad.id);
    expect(listed.clicks).toBe(3);
    const missing = await t.app.inject({ method: 'POST', url: '/api/ads/999999/click' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Advertisement not found' });
  });

  it('counts impressions in memory and writes them on flush; a repeat view costs one read', async () => {
    const ad = await createAd({ placement: 'search', paidAmount: 9_999 });
    const impressions = async () =>
      (await t.database.db.execute<{ impressions: number }>(sql`select impressions from advertisements where id = ${ad.id}`))
        .rows[0].impressions;
    await impressionsOf(t.app.ctx).flush();

    const visitors = ['10.1.0.1', '10.1.0.2', '10.1.0.3', '10.1.0.4', '10.1.0.5'];
    for (const v of visitors) expect((await ads('search', v)).map((a) => a.id)).toContain(ad.id);
    expect(await impressions()).toBe(0);
    await impressionsOf(t.app.ctx).flush();
    expect(await impressions()).toBe(5);

    // The same five visitors again: one read per view and nothing else, and nothing more counted.
    const before = t.database.statements.count;
    for (const v of visitors) expect((await ads('search', v)).map((a) => a.id)).toContain(ad.id);
    expect(t.database.statements.count - before).toBe(5);
    await impressionsOf(t.app.ctx).flush();
    expect(await impressions()).toBe(5);
  });

  it('writes pending impressions when the app closes', async () => {
    const ad = await createAd({ placement: 'vendor_list', paidAmount: 99_999 });
    const second = await buildApp(testConfig(await mailEnv({ SESSION_SECRET: TEST_SESSION_SECRET, ...adminEnv })), {
      database: t.database,
      now: () => clock,
    });
    await second.ready();
    const res = await second.inject({ method: 'GET', url: '/api/ads?placement=vendor_list' });
    expect(res.json().map((a: { id: number }) => a.id)).toContain(ad.id);
    await second.close();
    const rows = await t.database.db.execute<{ impressions: number }>(
      sql`select impressions from advertisements where id = ${ad.id}`,
    );
    expect(rows.rows[0].impressions).toBe(1);
  });
});
