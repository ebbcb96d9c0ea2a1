/**
 * Public vendor reads (SPEC §2 map home and vendor detail; DESIGN §4, §5, §8, §9): shapes,
 * privacy, inactive vendors, ratings over both review tables, open/closed on a fixed clock,
 * a statement count that does not grow with the number of vendors, and the cache.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../src/server/app.js';
import { syncVendorCache, vendorCacheOf } from '../../src/server/vendors/cache.js';
import { MenuItemSchema, VendorDetailSchema, VendorListSchema } from '../../src/shared/schemas/vendors.js';
import { setupTestApp } from '../support/app.js';
import { addMenuItem, signUp, signUpVendor } from '../support/factories.js';

/** Thursday 12 June 2025, 12:00 in the valley (PDT, UTC−7). */
const THURSDAY_NOON = new Date('2025-06-12T19:00:00Z');
let clock = THURSDAY_NOON;
const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0' }, now: () => clock });

/** Valley wall-clock time on 12–13 June 2025 (PDT) as a moment. */
const pdt = (day: 12 | 13, hhmm: string) => new Date(`2025-06-${day}T${hhmm}:00-07:00`);

async function get(url: string) {
  return t.app.inject({ method: 'GET', url });
}

async function listEntry(vendorId: number) {
  const res = await get('/api/vendors');
  expect(res.statusCode).toBe(200);
  return VendorListSchema.parse(res.json()).find((e) => e.vendor.id === vendorId);
}

async function setHours(cookie: string, vendorId: number, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: `/api/vendors/${vendorId}/hours`, headers: { cookie }, payload: body });
  expect(res.statusCode).toBe(200);
}

/** Inserts a completed guest preorder and its review (the ordering area's tables). */
async function insertPreorderReview(vendorId: number, rating: number, customerName: string | null, at?: Date) {
  const token = randomBytes(16).toString('hex');
  const created = at ?? new Date();
  await t.database.db.execute(sql`
    with o as (
      insert into guest_preorders
        (vendor_id, first_name, last_name, phone, items, total_amount, payment_method, status, tracking_token, invoice_number)
      values (${vendorId}, 'Maria', 'Lopez', '7605550199', '[]'::jsonb, '10.00', 'cash', 'completed', ${token}, ${`INV-${token.slice(0, 10)}`})
      returning id
    )
    insert into preorder_reviews (preorder_id, vendor_id, customer_name, customer_phone, rating, comment, created_at)
    select id, ${vendorId}, ${customerName}, '7605550199', ${rating}, 'From an order', ${created.toISOString()}::timestamptz from o`);
}

async function insertUserReview(vendorId: number, userId: string, rating: number, at?: Date) {
  const created = at ?? new Date();
  await t.database.db.execute(sql`
    insert into reviews (vendor_id, user_id, rating, comment, created_at)
    values (${vendorId}, ${userId}, ${rating}, 'Signed-in review', ${created.toISOString()}::timestamptz)`);
}

describe('GET /api/vendors, /api/vendors/:id and /menu', () => {
  it('answer the shared shapes, with hours Sunday→Saturday and the menu in category order (first named, first listed) then id', async () => {
    const { cookie, vendor, user } = await signUpVendor(t.app, { businessName: 'Shape Tacos', cuisine: 'Tacos' });
    for (const day of [6, 0, 3]) await setHours(cookie, vendor.id, { dayOfWeek: day, openTime: '10:00', closeTime: '20:00' });
    const drink = await addMenuItem(t.app, cookie, vendor.id, { name: 'Horchata', price: 3, category: 'Drinks' });
    const taco1 = await addMenuItem(t.app, cookie, vendor.id, { name: 'Al pastor', price: 4.25, category: 'Tacos' });
    const taco2 = await addMenuItem(t.app, cookie, vendor.id, { name: 'Carnitas', price: 4.5, category: 'Tacos' });
    const burrito = await addMenuItem(t.app, cookie, vendor.id, { name: 'Burrito', price: 11, category: 'Burritos' });

    const entry = await listEntry(vendor.id);
    expect(entry).toMatchObject({
      vendor: { id: vendor.id, businessName: 'Shape Tacos', cuisine: 'Tacos', isActive: true },
      user: { firstName: user.firstName },
      rating: 0,
      reviewCount: 0,
    });

    const detail = await get(`/api/vendors/${vendor.id}`);
    expect(detail.statusCode).toBe(200);
    const body = VendorDetailSchema.parse(detail.json());
    expect(body.businessHours.map((h) => h.dayOfWeek)).toEqual([0, 3, 6]);
    expect(body.businessHours[0]).toEqual({ dayOfWeek: 0, shift: 0, openTime: '10:00', closeTime: '20:00', isClosed: false, locationId: null });
    expect(body.menuItems.map((m) => m.id)).toEqual([drink.id, taco1.id, taco2.id, burrito.id]);
    expect(body.menuItems.find((m) => m.id === taco1.id)?.price).toBe('4.25');
    expect(body.reviews).toEqual([]);

    const menu = await get(`/api/vendors/${vendor.id}/menu`);
    expect(menu.statusCode).toBe(200);
    const items = z.array(MenuItemSchema).parse(menu.json());
    expect(items.map((m) => m.id)).toEqual([drink.id, taco1.id, taco2.id, burrito.id]);
    expect(items[3]).toMatchObject({ price: '11.00', isAvailable: true, isSoldOut: false, prepTime: 15, lowStockThreshold: 5 });
  });

  it('never shows the owner e-mail or user id', async () => {
    const { vendor, user } = await signUpVendor(t.app, { businessName: 'Private Grill' });
    await insertUserReview(vendor.id, user.id, 5);
    await syncVendorCache(t.app.ctx);
    for (const url of ['/api/vendors', `/api/vendors/${vendor.id}`, `/api/vendors/${vendor.id}/menu`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(user.email);
      expect(res.body).not.toContain(user.id);
      expect(res.body).not.toMatch(/"userId"|"email"/);
    }
  });

  it('hides inactive vendors and answers 404 for them and for unknown ids', async () => {
    const { vendor } = await signUpVendor(t.app, { businessName: 'Gone Dogs' });
    expect(await listEntry(vendor.id)).toBeDefined();
    expect((await get(`/api/vendors/${vendor.id}`)).statusCode).toBe(200);

    await t.database.db.execute(sql`update vendors set is_active = false where id = ${vendor.id}`);
    await syncVendorCache(t.app.ctx);

    expect(await listEntry(vendor.id)).toBeUndefined();
    for (const url of [`/api/vendors/${vendor.id}`, `/api/vendors/${vendor.id}/menu`, '/api/vendors/999999', '/api/vendors/999999/menu']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Vendor not found' });
    }
  });
});

describe('ratings and reviews', () => {
  it('aggregates both review tables (1 decimal) and lists the latest 20, newest first, first names only', async () => {
    const { vendor, user } = await signUpVendor(t.app, { businessName: 'Rated BBQ' }, { firstName: 'Owner' });
    const { user: critic } = await signUpVendor(t.app, {}, { firstName: 'Camila', lastName: 'Ortiz' });
    const base = Date.parse('2025-06-01T12:00:00Z');
    // 5 + 4 from signed-in reviews, 2 from an order: 11 / 3 = 3.67 → 3.7.
    await insertUserReview(vendor.id, critic.id, 5, new Date(base));
    await insertUserReview(vendor.id, user.id, 4, new Date(base + 60_000));
    await insertPreorderReview(vendor.id, 2, '  Maria Lopez Garcia', new Date(base + 120_000));
    await syncVendorCache(t.app.ctx);

    const entry = await listEntry(vendor.id);
    expect(entry).toMatchObject({ rating: 3.7, reviewCount: 3 });
    const detail = VendorDetailSchema.parse((await get(`/api/vendors/${vendor.id}`)).json());
    expect(detail.rating).toBe(3.7);
    expect(detail.reviewCount).toBe(3);
    expect(detail.reviews.map((r) => [r.rating, r.authorName])).toEqual([
      [2, 'Maria'],
      [4, 'Owner'],
      [5, 'Camila'],
    ]);
    expect(detail.reviews[0].createdAt).toBe(new Date(base + 120_000).toISOString());
    expect(JSON.stringify(detail)).not.toMatch(/7605550199|Lopez|Ortiz/);

    // 25 reviews in all: the rating counts every one, the list shows the newest 20 (one review per
    // customer and vendor, so eleven more customers).
    for (let i = 0; i < 11; i++) {
      const { user: another } = await signUp(t.app, { firstName: 'Camila' });
      await insertUserReview(vendor.id, another.id, 5, new Date(base + (10 + i) * 60_000));
    }
    for (let i = 0; i < 11; i++) await insertPreorderReview(vendor.id, 3, null, new Date(base + (30 + i) * 60_000));
    await syncVendorCache(t.app.ctx);
    const many = VendorDetailSchema.parse((await get(`/api/vendors/${vendor.id}`)).json());
    expect(many.reviewCount).toBe(25);
    // (11 + 55 + 33) / 25 = 3.96 → 4.0
    expect(many.rating).toBe(4);
    expect(many.reviews).toHaveLength(20);
    const times = many.reviews.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(many.reviews[0]).toMatchObject({ rating: 3, authorName: null });
    expect(new Set(many.reviews.map((r) => r.id)).size).toBe(20);
  });

  it('shows 0 for a vendor without reviews', async () => {
    const { vendor } = await signUpVendor(t.app);
    expect(await listEntry(vendor.id)).toMatchObject({ rating: 0, reviewCount: 0 });
  });
});

describe('open or closed, on a fixed clock', () => {
  it('follows hours in valley time, including hours past midnight, then the override until 04:00', async () => {
    clock = THURSDAY_NOON;
    try {
      const { cookie, vendor } = await signUpVendor(t.app, { businessName: 'Late Night Birria' });
      // Thursday (4) 18:00–02:00; Friday (5) closed.
      await setHours(cookie, vendor.id, { dayOfWeek: 4, openTime: '18:00', closeTime: '02:00' });
      await setHours(cookie, vendor.id, { dayOfWeek: 5, isClosed: true });

      const isOpenAt = async (moment: Date) => {
        clock = moment;
        const entry = await listEntry(vendor.id);
        const detail = VendorDetailSchema.parse((await get(`/api/vendors/${vendor.id}`)).json());
        expect(detail.isOpen).toBe(entry?.isOpen);
        return entry?.isOpen;
      };

      // The clock moves without any write: the cached data gives a fresh answer each time.
      expect(await isOpenAt(pdt(12, '17:59'))).toBe(false);
      expect(await isOpenAt(pdt(12, '18:00'))).toBe(true);
      expect(await isOpenAt(pdt(12, '23:59'))).toBe(true);
      expect(await isOpenAt(pdt(13, '01:30'))).toBe(true);
      expect(await isOpenAt(pdt(13, '02:00'))).toBe(false);
      expect(await isOpenAt(pdt(13, '03:00'))).toBe(false);

      // Mark as Closed on Thursday evening: closed while the hours say open, until Friday 04:00.
      clock = pdt(12, '20:00');
      const closed = await t.app.inject({
        method: 'PUT',
        url: `/api/vendors/${vendor.id}/status`,
        headers: { cookie },
        payload: { override: 'closed' },
      });
      expect(closed.statusCode).toBe(200);
      expect(closed.json().isOpen).toBe(false);
      expect(await isOpenAt(pdt(12, '20:00'))).toBe(false);
      expect(await isOpenAt(pdt(13, '01:30'))).toBe(false);

      // Mark as Open at 03:00 on Friday (hours closed): open until 04:00, then the hours again.
      clock = pdt(13, '03:00');
      const open = await t.app.inject({
        method: 'PUT',
        url: `/api/vendors/${vendor.id}/status`,
        headers: { cookie },
        payload: { override: 'open' },
      });
      expect(open.json().isOpen).toBe(true);
      expect(await isOpenAt(pdt(13, '03:59'))).toBe(true);
      expect(await isOpenAt(pdt(13, '04:00'))).toBe(false);
    } finally {
      clock = THURSDAY_NOON;
    }
  });

  it('is closed without hours', async () => {
    const { vendor } = await signUpVendor(t.app);
    expect((await listEntry(vendor.id))?.isOpen).toBe(false);
  });
});

describe('statements per request', () => {
  async function statementsForList(): Promise<{ count: number; vendors: number }> {
    // The notices of the rows written straight into the tables have arrived; then a cold read.
    await syncVendorCache(t.app.ctx);
    vendorCacheOf(t.app.ctx).invalidate();
    const before = t.database.statements.count;
    const res = await get('/api/vendors');
    const count = t.database.statements.count - before;
    expect(res.statusCode).toBe(200);
    return { count, vendors: res.json().length };
  }

  it('stays the same from a handful of vendors to 200, and is 0 on a cache hit', async () => {
    // A fresh view of the table: deactivate what earlier tests made.
    await t.database.db.execute(sql`update vendors set is_active = false`);
    for (let i = 0; i < 5; i++) {
      const { cookie, vendor, user } = await signUpVendor(t.app);
      await setHours(cookie, vendor.id, { dayOfWeek: i, openTime: '09:00', closeTime: '17:00' });
      await insertUserReview(vendor.id, user.id, 4);
      await insertPreorderReview(vendor.id, 5, 'Ana');
    }
    const small = await statementsForList();
    expect(small.vendors).toBe(5);
    expect(small.count).toBeGreaterThan(0);
    // Vendors with ratings, hours, locations and the dietary tag sets of their menus (decision 0041).
    expect(small.count).toBeLessThanOrEqual(4);

    const tag = randomBytes(4).toString('hex');
    await t.database.db.execute(sql`
      with u as (
        insert into users (email, first_name)
        select 'bulk-' || ${tag} || '-' || g || '@example.com', 'Bulk' || g from generate_series(1, 195) g
        returning id, first_name
      )
      insert into vendors (user_id, business_name, cuisine, address, published_at)
      select id, 'Stand ' || first_name, 'BBQ', 'Indio, CA', now() from u`);
    await t.database.db.execute(sql`
      insert into business_hours (vendor_id, day_of_week, open_time, close_time)
      select v.id, d, '11:00', '21:00' from vendors v cross join generate_series(0, 6) d
      where v.is_active
      on conflict (vendor_id, day_of_week, shift) do nothing`);
    await t.database.db.execute(sql`
      insert into reviews (vendor_id, user_id, rating)
      select v.id, v.user_id, 3 from vendors v where v.is_active
      on conflict (vendor_id, user_id) do nothing`);

    const large = await statementsForList();
    expect(large.vendors).toBe(200);
    expect(large.count).toBe(small.count);

    // The next read is served from memory.
    const before = t.database.statements.count;
    expect((await get('/api/vendors')).statusCode).toBe(200);
    expect(t.database.statements.count - before).toBe(0);
  });
});

describe('cache invalidation', () => {
  it('shows a menu change, a profile change and a new review on the next read', async () => {
    const { cookie, vendor } = await signUpVendor(t.app, { businessName: 'Cached Churros' });
    const first = VendorDetailSchema.parse((await get(`/api/vendors/${vendor.id}`)).json());
    expect(first.menuItems).toEqual([]);
    await get('/api/vendors');

    // Both reads are cached now.
    const before = t.database.statements.count;
    await get(`/api/vendors/${vendor.id}`);
    await get(`/api/vendors/${vendor.id}/menu`);
    await get('/api/vendors');
    expect(t.database.statements.count - before).toBe(0);

    const item = await addMenuItem(t.app, cookie, vendor.id, { name: 'Churro', price: 2.5 });
    const afterAdd = VendorDetailSchema.parse((await get(`/api/vendors/${vendor.id}`)).json());
    expect(afterAdd.menuItems.map((m) => m.name)).toEqual(['Churro']);
    // The list shows no menu: a menu change leaves it cached.
    const listBefore = t.database.statements.count;
    await get('/api/vendors');
    expect(t.database.statements.count - listBefore).toBe(0);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${item.id}`,
      headers: { cookie },
      payload: { price: 3 },
    });
    expect(patched.statusCode).toBe(200);
    expect((await get(`/api/vendors/${vendor.id}/menu`)).json()[0].price).toBe('3.00');

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/vendors/${vendor.id}`,
      headers: { cookie },
      payload: { businessName: 'Churros Forever' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listEntry(vendor.id))?.vendor.businessName).toBe('Churros Forever');

    // A review written straight into its table reaches the list and the page (migration 0017's trigger).
    await insertPreorderReview(vendor.id, 5, 'Luz');
    await syncVendorCache(t.app.ctx);
    expect(await listEntry(vendor.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    expect((await get(`/api/vendors/${vendor.id}`)).json().reviewCount).toBe(1);
  });

  it('reaches another app instance on the same database through NOTIFY', async () => {
    const other = await buildApp(t.current.config, {
      database: t.database,
      now: () => clock,
      clientDir: '/nonexistent-client-dir',
    });
    await other.ready();
    try {
      const { cookie, vendor } = await signUpVendor(t.app, { businessName: 'Two Instances' });
      const read = async () =>
        VendorDetailSchema.parse((await other.inject({ method: 'GET', url: `/api/vendors/${vendor.id}` })).json());
      const sleep = () => new Promise((r) => setTimeout(r, 20));
      expect((await read()).menuItems).toEqual([]);
      // The other instance caches the detail (once the notice of the registration has arrived).
      let cost = -1;
      for (let i = 0; i < 50 && cost !== 0; i++) {
        const before = t.database.statements.count;
        await read();
        cost = t.database.statements.count - before;
        if (cost !== 0) await sleep();
      }
      expect(cost).toBe(0);

      await addMenuItem(t.app, cookie, vendor.id, { name: 'Elote' });
      // The other instance has heard every change committed before its own notice comes back.
      await syncVendorCache(other.ctx);
      expect((await read()).menuItems.map((m) => m.name)).toEqual(['Elote']);
    } finally {
      await other.close();
    }
  });
});
