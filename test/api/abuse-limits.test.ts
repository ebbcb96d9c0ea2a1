/**
 * Issue 16 items 2 and 11: guest orders limited per address and per phone, free text capped,
 * ad impressions and clicks counted once per visitor per ad per day.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { impressionsOf } from '../../src/server/promotions/impressions.js';
import { setupTestApp } from '../support/app.js';
import { adminEnv, adminLogin } from '../support/factories.js';
import { createShop, moveOrder, orderBody } from '../support/ordering.js';

const t = setupTestApp({
  env: { ...adminEnv, ORDER_RATE_LIMIT: '4', ORDER_PHONE_LIMIT: '2', AD_RATE_LIMIT: '150' },
});

const freshAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const freshPhone = () => `(760) 555-${String(1000 + randomBytes(2).readUInt16BE() % 9000)}`;

function order(shop: Awaited<ReturnType<typeof createShop>>, overrides: Record<string, unknown> = {}, item = 0) {
  return orderBody(shop.vendor.id, [{ item: shop.items[item], quantity: 1 }], overrides);
}

function post(body: Record<string, unknown>, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/guest-preorders', payload: body, headers, remoteAddress });
}

describe('guest orders per address (ORDER_RATE_LIMIT)', () => {
  it('refuses the fifth order a minute from one address, with Retry-After; other addresses go on', async () => {
    const shop = await createShop(t.app);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(order(shop, { phone: freshPhone() }), address)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    const refused = await post(order(shop, { phone: freshPhone() }), address);
    expect(refused.json()).toEqual({ message: 'Too many requests, try again later', code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await post(order(shop, { phone: freshPhone() }), freshAddress())).statusCode).toBe(201);
  });
});

describe('open orders per phone per vendor (ORDER_PHONE_LIMIT)', () => {
  it('refuses a third open order of one phone at one vendor, until one is completed or cancelled', async () => {
    const shop = await createShop(t.app);
    const phone = freshPhone();
    const first = await post(order(shop, { phone }), freshAddress());
    const second = await post(order(shop, { phone: ` ${phone} ` }), freshAddress());
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);

    // The same number written another way is the same phone.
    const digits = phone.replace(/\D/g, '');
    const third = await post(order(shop, { phone: `+1 ${digits}` }), freshAddress());
    expect(third.statusCode).toBe(429);
    expect(third.json().code).toBe('too_many_open_orders');
    expect(third.json().message).toMatch(/open orders/);
    const count = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from guest_preorders where vendor_id = ${shop.vendor.id}`,
    );
    expect(Number(count.rows[0].n)).toBe(2);

    // Another phone, or the same phone at another vendor, is not affected.
    expect((await post(order(shop, { phone: freshPhone() }), freshAddress())).statusCode).toBe(201);
    const other = await createShop(t.app);
    expect((await post(order(other, { phone }), freshAddress())).statusCode).toBe(201);

    // Completing one order (through confirmed and ready) frees a place; so does cancelling.
    const id = first.json().id;
    await moveOrder(t.app, shop.cookie, id, ['confirmed', 'ready', 'completed']);
    expect((await post(order(shop, { phone }), freshAddress())).statusCode).toBe(201);
    expect((await post(order(shop, { phone }), freshAddress())).statusCode).toBe(429);
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/guest-preorders/${second.json().id}/status`,
      headers: { cookie: shop.cookie },
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await post(order(shop, { phone }), freshAddress())).statusCode).toBe(201);
  });

  it('holds for items with counted stock too (the locking path)', async () => {
    const shop = await createShop(t.app, { items: [{ name: 'Last Tamales', price: 4, inventoryCount: 50 }] });
    const phone = freshPhone();
    for (let i = 0; i < 2; i++) expect((await post(order(shop, { phone }), freshAddress())).statusCode).toBe(201);
    const refused = await post(order(shop, { phone }), freshAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_open_orders');
    const stock = await t.database.db.execute<{ n: number }>(
      sql`select inventory_count as n from menu_items where id = ${shop.items[0].id}`,
    );
    expect(Number(stock.rows[0].n)).toBe(48);
  });

  it('answers a retried submission (same Idempotency-Key) with its order, even at the limit', async () => {
    const shop = await createShop(t.app);
    const phone = freshPhone();
    const key = `retry-${randomBytes(8).toString('hex')}`;
    const body = order(shop, { phone });
    const first = await post(body, freshAddress(), { 'idempotency-key': key });
    expect(first.statusCode).toBe(201);
    expect((await post(order(shop, { phone }), freshAddress())).statusCode).toBe(201);
    const retried = await post(body, freshAddress(), { 'idempotency-key': key });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().id).toBe(first.json().id);
    expect((await post(order(shop, { phone }), freshAddress(), { 'idempotency-key': `${key}-new` })).statusCode).toBe(429);
  });
});

describe('free text is capped', () => {
  it.each([
    ['email', `${'a'.repeat(250)}@example.com`],
    ['firstName', 'L'.repeat(101)],
    ['lastName', 'O'.repeat(101)],
    ['specialInstructions', 'x'.repeat(501)],
  ])('refuses an order whose %s is too long (400)', async (field, value) => {
    const shop = await createShop(t.app);
    const res = await post(order(shop, { phone: freshPhone(), [field]: value }), freshAddress());
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
    expect(res.json().issues.map((i: { path: string }) => i.path)).toContain(field);
  });

  it('refuses a too long sign-up e-mail, in Spanish too', async () => {
    const payload = { email: `${'a'.repeat(250)}@example.com`, password: 'correct-horse-battery', firstName: 'Ana' };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_request');
  });
});

describe('ads counted once per visitor per ad per day (issue 16 item 11)', () => {
  async function createAd(placement: string) {
    const admin = await adminLogin(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/admin/api/advertisements',
      headers: { cookie: admin },
      payload: { title: 'Date Shakes', message: 'Since 1924.', adType: 'banner', placement, paidAmount: 99_999, duration: 24 },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  }
  const counts = async (id: number) => {
    await impressionsOf(t.app.ctx).flush();
    const rows = await t.database.db.execute<{ impressions: number; clicks: number }>(
      sql`select impressions, clicks from advertisements where id = ${id}`,
    );
    return { impressions: Number(rows.rows[0].impressions), clicks: Number(rows.rows[0].clicks) };
  };
  const view = (placement: string, remoteAddress: string, ua = 'Mozilla/5.0 (iPhone)') =>
    t.app.inject({ method: 'GET', url: `/api/ads?placement=${placement}`, remoteAddress, headers: { 'user-agent': ua } });
  const click = (id: number, remoteAddress: string, ua = 'Mozilla/5.0 (iPhone)') =>
    t.app.inject({ method: 'POST', url: `/api/ads/${id}/click`, remoteAddress, headers: { 'user-agent': ua } });

  it('100 anonymous views and clicks from one visitor count 1 each; another visitor counts again', async () => {
    const ad = await createAd('search');
    const visitor = freshAddress();
    for (let i = 0; i < 100; i++) {
      const res = await view('search', visitor);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((a: { id: number }) => a.id)).toContain(ad.id);
    }
    for (let i = 0; i < 100; i++) expect((await click(ad.id, visitor)).statusCode).toBe(204);
    expect(await counts(ad.id)).toEqual({ impressions: 1, clicks: 1 });

    await view('search', freshAddress());
    await click(ad.id, freshAddress());
    // Same address, another browser: the same visitor (issue 43 item 9: one address, one count a day).
    await view('search', visitor, 'Mozilla/5.0 (Android)');
    expect(await counts(ad.id)).toEqual({ impressions: 2, clicks: 2 });

    // A click on no ad is still 404, counted or not.
    expect((await click(999_999, visitor)).statusCode).toBe(404);
    expect((await click(999_999, visitor)).statusCode).toBe(404);
  });

  it('a repeat view on the same instance costs one read and no write', async () => {
    const ad = await createAd('homepage');
    const visitor = freshAddress();
    await view('homepage', visitor);
    const before = t.database.statements.count;
    for (let i = 0; i < 5; i++) await view('homepage', visitor);
    expect(t.database.statements.count - before).toBe(5);
    expect((await counts(ad.id)).impressions).toBe(1);
  });

  it('one address cannot inflate by changing its User-Agent, nor by clicking fast', async () => {
    const ad = await createAd('vendor_list');
    const address = freshAddress();
    for (let i = 0; i < 60; i++) await view('vendor_list', address, `bot-${i}`);
    expect((await counts(ad.id)).impressions).toBe(1);

    const clicker = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 152; i++) statuses.push((await click(ad.id, clicker, `bot-${i}`)).statusCode);
    expect(statuses.slice(0, 150).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(150)).toEqual([429, 429]);
  });
});
