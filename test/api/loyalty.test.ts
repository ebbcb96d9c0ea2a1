import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RewardSchema, TransactionSchema } from '../../src/shared/schemas/loyalty.js';
import { setupTestApp } from '../support/app.js';
import { adminEnv, adminLogin, signUp } from '../support/factories.js';
import { completedOrder, createShop, orderBody, placeOrder } from '../support/ordering.js';
import { phoneSessions, fakeTwilioForFile } from '../support/phone.js';

const clock = new Date('2026-11-23T19:00:00Z');
const env: Record<string, string> = { LOOKUP_RATE_LIMIT: '0', ...adminEnv };
// Balances, histories, redemptions and orders by phone need the phone verified by a texted code.
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ now: () => clock, env });
const phoneCookie = phoneSessions(() => t.app, () => twilio.fake);

type Shop = Awaited<ReturnType<typeof createShop>>;

async function enableLoyalty(shop: Shop, enabled = true) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/vendors/${shop.vendor.id}/loyalty-program`,
    payload: { enabled },
    headers: { cookie: shop.cookie },
  });
  expect(res.statusCode).toBe(200);
}

async function addReward(shop: Shop, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/vendors/${shop.vendor.id}/loyalty-rewards`,
    payload: { name: 'Free taco', discountType: 'fixed_amount', discountValue: 3.5, pointsRequired: 10, ...body },
    headers: { cookie: shop.cookie },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

const balance = async (phone: string, vendorId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/loyalty/balance/${encodeURIComponent(phone)}?vendorId=${vendorId}`,
      headers: { cookie: await phoneCookie(phone) },
    })
  ).json().balance as number;

const redeem = async (phone: string, rewardId: number) =>
  t.app.inject({ method: 'POST', url: '/api/loyalty/redeem', payload: { phone, rewardId }, headers: { cookie: await phoneCookie(phone) } });

let shop: Shop;
beforeAll(async () => {
  // $12.75 a plate: 3 plates = $38.25 → 38 points.
  shop = await createShop(t.app, { items: [{ name: 'Brisket Plate', price: 12.75 }] });
  await enableLoyalty(shop);
});

describe('earning', () => {
  it('earns floor(total) points once when an order completes', async () => {
    const phone = '(760) 555-0142';
    const order = await completedOrder(t.app, shop, phone, 3);
    expect(await balance(phone, shop.vendor.id)).toBe(38);
    expect(await balance('760-555-0142', shop.vendor.id)).toBe(38);
    const tracked = await t.app.inject({
      method: 'GET',
      url: '/api/orders/phone/7605550142',
      headers: { cookie: await phoneCookie(phone) },
    });
    expect(tracked.json()[0].id).toBe(order.id);
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from loyalty_transactions where order_id = ${order.id}`,
    );
    expect(rows.rows[0].n).toBe(1);
    const o = await t.database.db.execute<{ loyalty_points_earned: number }>(
      sql`select loyalty_points_earned from guest_preorders where id = ${order.id}`,
    );
    expect(o.rows[0].loyalty_points_earned).toBe(38);
  });

  it('earns nothing at a vendor without the program, and nothing for a cancelled order', async () => {
    const plain = await createShop(t.app, { items: [{ name: 'Paleta', price: 20 }] });
    const phone = '7605550143';
    await completedOrder(t.app, plain, phone, 1);
    expect(await balance(phone, plain.vendor.id)).toBe(0);
    const placed = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone }))).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/guest-preorders/${placed.id}/status`,
      payload: { status: 'cancelled' },
      headers: { cookie: shop.cookie },
    });
    expect(await balance(phone, shop.vendor.id)).toBe(0);
  });

  it('keeps balances per vendor', async () => {
    const other = await createShop(t.app, { items: [{ name: 'Ube Shake', price: 9 }] });
    await enableLoyalty(other);
    const phone = '7605550144';
    await completedOrder(t.app, other, phone, 2);
    expect(await balance(phone, other.vendor.id)).toBe(18);
    expect(await balance(phone, shop.vendor.id)).toBe(0);
  });
});

describe('redeeming', () => {
  it('spends points, answers a code and records the history newest first', async () => {
    const phone = '7605550150';
    await completedOrder(t.app, shop, phone, 2); // 25.50 → 25 points
    const reward = await addReward(shop, { name: 'Free drink', pointsRequired: 10 });
    const res = await redeem('(760) 555-0150', reward.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, balance: 15, reward: { name: 'Free drink' } });
    expect(res.json().redemptionCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/loyalty/transactions/${phone}?vendorId=${shop.vendor.id}`,
      headers: { cookie: await phoneCookie(phone) },
    });
    const list = history.json().map((x: unknown) => TransactionSchema.parse(x));
    expect(list.map((x: { transactionType: string }) => x.transactionType)).toEqual(['redeemed', 'earned']);
    expect(list[0]).toMatchObject({ pointsSpent: 10, currentBalance: 15 });
    expect(list[1]).toMatchObject({ pointsEarned: 25, currentBalance: 25 });
  });

  it('refuses with 409 Insufficient points', async () => {
    const reward = await addReward(shop, { name: 'Big plate', pointsRequired: 500 });
    const res = await redeem('7605550150', reward.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Insufficient points');
  });

  it('refuses inactive, expired, not-yet-valid and used-up rewards', async () => {
    const phone = '7605550151';
    await completedOrder(t.app, shop, phone, 8); // 102 points
    const inactive = await addReward(shop, { isActive: false });
    const expired = await addReward(shop, { validUntil: '2026-11-01T00:00:00Z' });
    const future = await addReward(shop, { validFrom: '2027-01-01T00:00:00Z' });
    const once = await addReward(shop, { maxUses: 1 });
    expect((await redeem(phone, inactive.id)).json().message).toBe('This reward is not active');
    expect((await redeem(phone, expired.id)).json().message).toBe('This reward has expired');
    expect((await redeem(phone, future.id)).json().message).toBe('This reward is not available yet');
    expect((await redeem(phone, once.id)).statusCode).toBe(200);
    const second = await redeem(phone, once.id);
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('This reward has been fully claimed');
    expect(await balance(phone, shop.vendor.id)).toBe(92);
    const rewards = await t.app.inject({ method: 'GET', url: `/api/loyalty/rewards?vendorId=${shop.vendor.id}` });
    const parsed = (rewards.json() as unknown[]).map((r) => RewardSchema.parse(r));
    const byId = new Map(parsed.map((r) => [r.id, r]));
    expect(byId.get(inactive.id)?.isActive).toBe(false);
    expect(byId.get(expired.id)?.isActive).toBe(false);
    expect(byId.get(once.id)?.isActive).toBe(false);
  });

  it('200 concurrent redemptions on one balance: exactly floor(balance / cost) succeed', async () => {
    const phone = '7605550160';
    await completedOrder(t.app, shop, phone, 8); // 102 points
    const reward = await addReward(shop, { name: 'Salsa flight', pointsRequired: 7 });
    await phoneCookie(phone);
    const results = await Promise.all(Array.from({ length: 200 }, () => redeem(phone, reward.id)));
    const ok = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(Math.floor(102 / 7));
    expect(refused).toHaveLength(200 - 14);
    expect(await balance(phone, shop.vendor.id)).toBe(102 - 14 * 7);
    const codes = new Set(ok.map((r) => r.json().redemptionCode));
    expect(codes.size).toBe(14);
    // Every ledger row's balance is the running sum, never below 0.
    const ledger = await t.database.db.execute<{ ok: boolean }>(
      sql`select bool_and(current_balance = running and current_balance >= 0) as ok from (
            select current_balance, sum(points_earned - points_spent) over (order by id) as running
            from loyalty_transactions where customer_phone = '7605550160' and vendor_id = ${shop.vendor.id}) x`,
    );
    expect(ledger.rows[0].ok).toBe(true);
  }, 60_000);
});

describe('vendor reward management', () => {
  it('lists, edits, deactivates and deletes — owner only', async () => {
    const reward = await addReward(shop, { name: 'Churro', pointsRequired: 15, discountType: 'percentage', discountValue: 10 });
    const url = `/api/loyalty-rewards/${reward.id}`;
    const stranger = await signUp(t.app);
    for (const [method, payload] of [
      ['PATCH', { isActive: false }],
      ['DELETE', undefined],
    ] as const) {
      expect((await t.app.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await t.app.inject({ method, url, payload, headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
    }
    const list = `/api/vendors/${shop.vendor.id}/loyalty-rewards`;
    expect((await t.app.inject({ method: 'GET', url: list })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: list, headers: { cookie: stranger.cookie } })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: list, payload: { name: 'x', pointsRequired: 1, discountType: 'percentage', discountValue: 5 }, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(403);

    const edited = await t.app.inject({
      method: 'PATCH',
      url,
      payload: { name: 'Churro bites', isActive: false },
      headers: { cookie: shop.cookie },
    });
    expect(edited.json()).toMatchObject({ name: 'Churro bites', isActive: false, isRedeemableNow: false });
    const mine = await t.app.inject({ method: 'GET', url: list, headers: { cookie: shop.cookie } });
    expect(mine.json().some((r: { id: number }) => r.id === reward.id)).toBe(true);
    const del = await t.app.inject({ method: 'DELETE', url, headers: { cookie: shop.cookie } });
    expect(del.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: list, headers: { cookie: shop.cookie } });
    expect(after.json().some((r: { id: number }) => r.id === reward.id)).toBe(false);
  });

  it('validates rewards', async () => {
    const url = `/api/vendors/${shop.vendor.id}/loyalty-rewards`;
    const bad = await t.app.inject({
      method: 'POST',
      url,
      payload: { name: 'Half off', pointsRequired: 10, discountType: 'percentage', discountValue: 150 },
      headers: { cookie: shop.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('A percentage discount cannot exceed 100');
    const noName = await t.app.inject({
      method: 'POST',
      url,
      payload: { name: '', pointsRequired: 10, discountType: 'percentage', discountValue: 10 },
      headers: { cookie: shop.cookie },
    });
    expect(noName.json().message).toBe('Reward name is required');
  });
});

describe('rewards at checkout (issue 23) and free items (issue 24)', () => {
  type Item = Shop['items'][number];
  let cafe: Shop;
  let churros: Item;
  let plate: Item;
  beforeAll(async () => {
    cafe = await createShop(t.app, {
      items: [
        { name: 'Brisket Plate', price: 12.75 },
        { name: 'Churros', price: 4.5 },
      ],
    });
    [plate, churros] = cafe.items;
    await enableLoyalty(cafe);
  });

  /** A phone with enough points redeems the reward; returns its code. */
  async function codeFor(phone: string, rewardId: number): Promise<string> {
    await completedOrder(t.app, cafe, phone, 2); // $25.50 → 25 points
    const res = await redeem(phone, rewardId);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().redemptionCode as string;
  }
  const order = (lines: { item: Item; quantity: number }[], total: string, redemptionCode: string | null, phone = '(760) 555-0300') =>
    placeOrder(t.app, { ...orderBody(cafe.vendor.id, lines, { phone }), totalAmount: total, redemptionCode });
  const preview = (code: string) =>
    t.app.inject({ method: 'POST', url: `/api/vendors/${cafe.vendor.id}/redemptions/preview`, payload: { code } });

  it('a free-item reward names one of the vendor’s own items', async () => {
    const other = await createShop(t.app);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/vendors/${cafe.vendor.id}/loyalty-rewards`,
      payload: { name: 'Free churros', discountType: 'free_item', menuItemId: other.items[0].id, pointsRequired: 20 },
      headers: { cookie: cafe.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'invalid_menu_item', message: 'Choose the free item from your menu' });
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/vendors/${cafe.vendor.id}/loyalty-rewards`,
      payload: { name: 'Free churros', discountType: 'free_item', pointsRequired: 20 },
      headers: { cookie: cafe.cookie },
    });
    expect(missing.statusCode).toBe(400);
    const reward = await addReward(cafe, { name: 'Free churros', discountType: 'free_item', discountValue: undefined, menuItemId: churros.id, pointsRequired: 20 });
    const listed = (await t.app.inject({ method: 'GET', url: `/api/loyalty/rewards?vendorId=${cafe.vendor.id}` })).json();
    expect(RewardSchema.parse(listed.find((r: { id: number }) => r.id === reward.id))).toMatchObject({
      discountType: 'free_item',
      discountValue: '0.00',
      menuItemId: churros.id,
    });
  });

  it('previews a code, then spends it with the order: a free item, a percentage and dollars off, priced by the server', async () => {
    const free = await addReward(cafe, { name: 'Free churros', discountType: 'free_item', discountValue: undefined, menuItemId: churros.id, pointsRequired: 20 });
    const code = await codeFor('(760) 555-0301', free.id);
    const seen = await preview(code.toLowerCase().replace('-', ''));
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual({ rewardName: 'Free churros', discountType: 'free_item', discountValue: '0.00', menuItemId: churros.id });

    // Without churros in the order the code cannot be used, and stays unused.
    const without = await order([{ item: plate, quantity: 1 }], '12.75', code);
    expect(without.statusCode).toBe(409);
    expect(without.json()).toMatchObject({ code: 'reward_item_missing', message: 'Add Churros to your order to use this reward' });
    // A total that ignores the reward is refused (the server prices the reward), code unused.
    const unpriced = await order([{ item: plate, quantity: 1 }, { item: churros, quantity: 2 }], '21.75', code);
    expect(unpriced.json().code).toBe('prices_changed');
    expect((await preview(code)).statusCode).toBe(200);

    const placed = await order([{ item: plate, quantity: 1 }, { item: churros, quantity: 2 }], '17.25', code);
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ totalAmount: '17.25', discountAmount: '4.50', redemptionCode: code });
    // Spent: neither another order, nor the preview, nor the vendor's desk can use it again.
    const again = await order([{ item: churros, quantity: 1 }], '0.00', code, '(760) 555-0302');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('code_used');
    expect((await preview(code)).json().code).toBe('code_used');
    const desk = await t.app.inject({
      method: 'POST',
      url: `/api/vendors/${cafe.vendor.id}/redemptions/check`,
      payload: { code },
      headers: { cookie: cafe.cookie },
    });
    expect(desk.statusCode).toBe(409);

    const percent = await addReward(cafe, { name: '25% off', discountType: 'percentage', discountValue: 25, pointsRequired: 20 });
    const percentCode = await codeFor('(760) 555-0303', percent.id);
    // 25% of $17.25 = $4.3125 → $4.31 off.
    const percented = await order([{ item: plate, quantity: 1 }, { item: churros, quantity: 1 }], '12.94', percentCode);
    expect(percented.json()).toMatchObject({ totalAmount: '12.94', discountAmount: '4.31' });

    const dollars = await addReward(cafe, { name: '$20 off', discountType: 'fixed_amount', discountValue: 20, pointsRequired: 20 });
    const dollarCode = await codeFor('(760) 555-0304', dollars.id);
    // Never more than the order.
    const capped = await order([{ item: churros, quantity: 1 }], '0.00', dollarCode);
    expect(capped.json()).toMatchObject({ totalAmount: '0.00', discountAmount: '4.50' });
  });

  it('refuses an unknown code or another vendor’s (404 code_not_found), storing nothing; a cancelled order gives the code back', async () => {
    const fixed = await addReward(cafe, { name: '$2 off', discountType: 'fixed_amount', discountValue: 2, pointsRequired: 20 });
    const code = await codeFor('(760) 555-0305', fixed.id);
    const other = await createShop(t.app);
    const elsewhere = await placeOrder(t.app, {
      ...orderBody(other.vendor.id, [{ item: other.items[0], quantity: 1 }]),
      totalAmount: '1.50',
      redemptionCode: code,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().code).toBe('code_not_found');
    expect((await order([{ item: churros, quantity: 1 }], '2.50', 'ZZZZZ-ZZZZZ')).json().code).toBe('code_not_found');
    const before = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from guest_preorders where redemption_code is not null`);

    const placed = await order([{ item: churros, quantity: 1 }], '2.50', code);
    expect(placed.statusCode).toBe(201);
    const after = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from guest_preorders where redemption_code is not null`);
    expect(after.rows[0].n).toBe(before.rows[0].n + 1);
    const cancelled = await t.app.inject({
      method: 'PUT',
      url: `/api/guest-preorders/${placed.json().id}/status`,
      payload: { status: 'cancelled' },
      headers: { cookie: cafe.cookie },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await preview(code)).statusCode).toBe(200);
    expect((await order([{ item: churros, quantity: 1 }], '2.50', code)).statusCode).toBe(201);
  });

  it('one code, 20 concurrent orders: exactly one is placed', async () => {
    const fixed = await addReward(cafe, { name: '$1 off', discountType: 'fixed_amount', discountValue: 1, pointsRequired: 20 });
    const code = await codeFor('(760) 555-0306', fixed.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => order([{ item: churros, quantity: 1 }], '3.50', code, `(760) 555-04${String(i).padStart(2, '0')}`)),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'code_used')).toBe(true);
  });
});

describe('loyalty safeguards (issue 25 item 7)', () => {
  it('the vendor’s own phones earn nothing there: its listed number and its owner’s verified phone', async () => {
    const own = await createShop(t.app, { items: [{ name: 'Brisket Plate', price: 12.75 }] });
    await enableLoyalty(own);
    const listed = '(760) 555-0198'; // vendorBody's phone
    const order = await completedOrder(t.app, own, listed, 2);
    expect(await balance(listed, own.vendor.id)).toBe(0);
    const stored = await t.database.db.execute<{ n: number }>(sql`select loyalty_points_earned as n from guest_preorders where id = ${order.id}`);
    expect(stored.rows[0].n).toBe(0);

    const ownerPhone = '7605550197';
    await t.database.db.execute(sql`update users set phone = ${ownerPhone} where id = ${own.user.id}`);
    await completedOrder(t.app, own, '(760) 555-0197', 2);
    expect(await balance(ownerPhone, own.vendor.id)).toBe(0);
    // A customer still earns.
    await completedOrder(t.app, own, '(760) 555-0196', 2);
    expect(await balance('(760) 555-0196', own.vendor.id)).toBe(25);
  });

  it('flags a phone earning more than 5 times a day at one vendor, to its owner and the administrator only', async () => {
    const busy = await createShop(t.app, { items: [{ name: 'Brisket Plate', price: 12.75 }] });
    await enableLoyalty(busy);
    const phone = '(760) 555-0195';
    for (let i = 0; i < 5; i++) await completedOrder(t.app, busy, phone, 1);
    const flags = () => t.app.inject({ method: 'GET', url: `/api/vendors/${busy.vendor.id}/loyalty/flags`, headers: { cookie: busy.cookie } });
    expect((await flags()).json()).toEqual([]);
    await completedOrder(t.app, busy, phone, 1);
    const flagged = await flags();
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json()).toEqual([
      { vendorId: busy.vendor.id, vendorName: busy.vendor.businessName, phone: '7605550195', day: '2026-11-23', earnings: 6, points: 72 },
    ]);
    const stranger = await createShop(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/vendors/${busy.vendor.id}/loyalty/flags`, headers: { cookie: stranger.cookie } })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/vendors/${busy.vendor.id}/loyalty/flags` })).statusCode).toBe(401);
    const admin = await t.app.inject({ method: 'GET', url: '/admin/api/loyalty-flags', headers: { cookie: await adminLogin(t.app) } });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toContainEqual(expect.objectContaining({ vendorId: busy.vendor.id, phone: '7605550195', earnings: 6 }));
    expect((await t.app.inject({ method: 'GET', url: '/admin/api/loyalty-flags', headers: { cookie: busy.cookie } })).statusCode).toBe(401);
  });
});
