/**
 * Issue 44: a promotion tied to a vendor is applied at checkout. The administrator picks the
 * vendor (and may cap the uses); the vendor's page shows it while it is live; the server takes the
 * percent off the food and keeps which promotion on the order; the last use ends it everywhere;
 * another vendor's orders are untouched; moving or deleting it updates the cached pages.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupAdmin } from '../support/admin.js';
import { setupTestApp } from '../support/app.js';
import { adminEnv } from '../support/factories.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';

// Tuesday 2026-11-24, 11:00 in the valley.
const NOW = new Date('2026-11-24T19:00:00.000Z');
let clock = NOW;
const t = setupTestApp({ env: adminEnv, now: () => clock });
const { asAdmin, promotionBody } = setupAdmin(t, { now: NOW });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

type Shop = Awaited<ReturnType<typeof createShop>>;
/** Two tacos ($3.50) and a shake ($7.25): $14.25 of food. */
const twoTacosAndAShake = (shop: Shop, overrides: Record<string, unknown> = {}) =>
  orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 2 }, { item: shop.items[1], quantity: 1 }], overrides);
const detail = async (shop: Shop) => (await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}` })).json();

describe('a promotion applied at checkout', () => {
  it('takes its percent off the tied vendor’s orders until its uses run out, and no other vendor’s', async () => {
    const shop = await createShop(t.app);
    const other = await createShop(t.app);
    // Cached before the promotion exists: creating it must refresh the vendor's page.
    expect((await detail(shop)).promotion).toBeNull();
    const created = await asAdmin('POST', '/admin/api/promotions', promotionBody({ title: 'Taco Tuesday', discountValue: 20, vendorId: shop.vendor.id, maxUses: 2 }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ vendorId: shop.vendor.id, vendorName: shop.vendor.businessName, maxUses: 2, currentUses: 0 });

    expect((await detail(shop)).promotion).toMatchObject({ title: 'Taco Tuesday', discountValue: '20.00' });
    expect((await detail(other)).promotion).toBeNull();
    const active = (await t.app.inject({ method: 'GET', url: '/api/promotions/active' })).json();
    expect(active).toEqual([expect.objectContaining({ title: 'Taco Tuesday', vendorId: shop.vendor.id, vendorName: shop.vendor.businessName })]);

    // The full price is no longer the price: the customer is told, nothing is written.
    const full = await placeOrder(t.app, twoTacosAndAShake(shop));
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('prices_changed');

    // 20% of $14.25 is $2.85: $11.40 to pay.
    for (const n of [1, 2]) {
      const res = await placeOrder(t.app, twoTacosAndAShake(shop, { totalAmount: '11.40' }));
      expect(res.statusCode, `order ${n}: ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ totalAmount: '11.40', discountAmount: '2.85', promotionTitle: 'Taco Tuesday', redemptionCode: null });
    }
    const [uses] = (await t.database.db.execute<{ current_uses: number }>(sql`select current_uses from promotions where id = ${created.json().id}`)).rows;
    expect(uses.current_uses).toBe(2);

    // Its two uses are spent: the page stops showing it and the full price is the price again.
    expect((await detail(shop)).promotion).toBeNull();
    expect((await placeOrder(t.app, twoTacosAndAShake(shop, { totalAmount: '11.40' }))).json().code).toBe('prices_changed');
    const after = await placeOrder(t.app, twoTacosAndAShake(shop));
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json()).toMatchObject({ totalAmount: '14.25', discountAmount: '0.00', promotionTitle: null });

    // The other vendor's orders were never discounted.
    const theirs = await placeOrder(t.app, twoTacosAndAShake(other));
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().promotionTitle).toBeNull();
  });

  it('applies only between its dates, and follows the vendor it is moved to or its deletion', async () => {
    const first = await createShop(t.app);
    const second = await createShop(t.app);
    await detail(first);
    await detail(second);
    const body = promotionBody({ title: 'Birria Week', discountValue: 10, vendorId: first.vendor.id, startDate: new Date(NOW.getTime() + 10 * MINUTE).toISOString(), endDate: new Date(NOW.getTime() + 3 * DAY).toISOString() });
    const promo = (await asAdmin('POST', '/admin/api/promotions', body)).json();
    // Not started: no promotion, full price.
    expect((await detail(first)).promotion).toBeNull();
    expect((await placeOrder(t.app, twoTacosAndAShake(first))).statusCode).toBe(201);
    // Eleven minutes later it is live (the cached page works it out at answer time): $14.25 − $1.43.
    clock = new Date(NOW.getTime() + 11 * MINUTE);
    try {
      expect((await detail(first)).promotion).toMatchObject({ title: 'Birria Week' });
      const res = await placeOrder(t.app, twoTacosAndAShake(first, { totalAmount: '12.82' }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ discountAmount: '1.43', promotionTitle: 'Birria Week' });

      const moved = await asAdmin('PATCH', `/admin/api/promotions/${promo.id}`, { vendorId: second.vendor.id });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await detail(first)).promotion).toBeNull();
      expect((await detail(second)).promotion).toMatchObject({ title: 'Birria Week' });

      expect((await asAdmin('DELETE', `/admin/api/promotions/${promo.id}`)).statusCode).toBe(204);
      expect((await detail(second)).promotion).toBeNull();
      // The order keeps the title it was placed with.
      const [kept] = (await t.database.db.execute<{ promotion_id: number | null; promotion_title: string }>(sql`select promotion_id, promotion_title from guest_preorders where id = ${res.json().id}`)).rows;
      expect(kept).toEqual({ promotion_id: null, promotion_title: 'Birria Week' });
    } finally {
      clock = NOW;
    }
  });

  it('refuses a discount over 100% and a vendor that does not exist, with their codes', async () => {
    const over = await asAdmin('POST', '/admin/api/promotions', promotionBody({ discountValue: 150 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('A discount is a percent off: from 0 to 100');
    const nobody = await asAdmin('POST', '/admin/api/promotions', promotionBody({ vendorId: 999_999 }));
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toMatchObject({ code: 'unknown_vendor', message: 'That vendor does not exist' });
    const promo = (await asAdmin('POST', '/admin/api/promotions', promotionBody({ discountValue: 20 }))).json();
    const patched = await asAdmin('PATCH', `/admin/api/promotions/${promo.id}`, { discountValue: 101 });
    expect(patched.statusCode).toBe(400);
    // A bogo with a value over 100 is not a percent: allowed as before.
    expect((await asAdmin('POST', '/admin/api/promotions', promotionBody({ type: 'bogo', discountValue: 150 }))).statusCode).toBe(201);
  });
});
