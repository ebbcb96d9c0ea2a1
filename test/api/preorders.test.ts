import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alreadyReached, type PreorderStatus } from '../../src/shared/preorder-status.js';
import { GuestPreorderSchema, PhoneOrderSchema, TrackedPreorderSchema } from '../../src/shared/schemas/preorders.js';
import { setupTestApp } from '../support/app.js';
import { signUp, signUpVendor } from '../support/factories.js';
import { createShop, orderBody, placeOrder, type ShopItem } from '../support/ordering.js';
import { fakeTwilioForFile, verifyPhone } from '../support/phone.js';

const clock = new Date('2026-11-23T19:00:00Z');
const env: Record<string, string> = { LOOKUP_RATE_LIMIT: '0' };
// Orders by phone need the phone verified by a texted code (DESIGN §10.1).
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ now: () => clock, env });

let shop: Awaited<ReturnType<typeof createShop>>;
let taco: ShopItem;
let shake: ShopItem;

beforeAll(async () => {
  shop = await createShop(t.app, {
    items: [
      { name: 'Carne Asada Taco', price: 3.5, prepTime: 10 },
      { name: 'Date Shake', price: 7.25, prepTime: 20 },
    ],
  });
  [taco, shake] = shop.items;
});

async function count(table: string): Promise<number> {
  const r = await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return r.rows[0].n;
}

describe('placing a guest preorder', () => {
  it('stores it with server prices, a short invoice, a long token and a normalised phone', async () => {
    const notificationsBefore = await count('notifications');
    const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: taco, quantity: 3 }, { item: shake, quantity: 1 }]));
    expect(res.statusCode, res.body).toBe(201);
    const order = GuestPreorderSchema.parse(res.json());
    expect(order.totalAmount).toBe('17.75');
    expect(order.invoiceNumber).toMatch(/^INV-[A-Z0-9]{6}$/);
    expect(order.trackingToken.length).toBeGreaterThanOrEqual(32);
    expect(order.phone).toBe('7605550123');
    expect(order.status).toBe('pending');
    expect(order.paymentStatus).toBe('pending');
    expect(order.items).toEqual([
      { menuItemId: taco.id, name: 'Carne Asada Taco', price: '3.50', quantity: 3 },
      { menuItemId: shake.id, name: 'Date Shake', price: '7.25', quantity: 1 },
    ]);
    expect(await count('notifications')).toBe(notificationsBefore + 1);
  });

  it('places a plain order (no stock counted) in one SQL statement, with its notification', async () => {
    const notificationsBefore = await count('notifications');
    const before = t.database.statements.count;
    const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: taco, quantity: 1 }, { item: shake, quantity: 2 }]));
    expect(t.database.statements.count - before).toBe(1);
    expect(res.statusCode, res.body).toBe(201);
    const order = GuestPreorderSchema.parse(res.json());
    expect(order.totalAmount).toBe('18.00');
    expect(order.createdAt).toBe(clock.toISOString());
    expect(order.items.map((l) => l.quantity)).toEqual([1, 2]);
    expect(await count('notifications')).toBe(notificationsBefore + 1);
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${order.trackingToken}` });
    expect(tracked.json()).toMatchObject({ invoiceNumber: order.invoiceNumber, totalAmount: '18.00', status: 'pending' });
  });

  it('never takes the client’s price: a tampered price is refused', async () => {
    const body = orderBody(shop.vendor.id, [{ item: { ...taco, price: '0.01' }, quantity: 2 }]);
    const res = await placeOrder(t.app, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Prices have changed, please review your cart');
  });


  it('refuses a total no order can have (400, nothing stored), even one JSON cannot hold exactly', async () => {
    const before = await count('guest_preorders');
    const body = JSON.stringify(orderBody(shop.vendor.id, [{ item: taco, quantity: 1 }], { totalAmount: 0 })).replace(
      '"totalAmount":0',
      '"totalAmount":9007199254740993',
    );
    for (const payload of [body, JSON.stringify(orderBody(shop.vendor.id, [{ item: taco, quantity: 1 }], { totalAmount: '100000000.00' }))]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/guest-preorders', payload, headers: { 'content-type': 'application/json' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('An order can total at most $99,999,999.99');
    }
    expect(await count('guest_preorders')).toBe(before);
  });
  it('ignores a wrong line price when the total is right, storing the real price', async () => {
    const body = orderBody(shop.vendor.id, [{ item: taco, quantity: 2 }]);
    (body.items as { price: string }[])[0].price = '0.01';
    const res = await placeOrder(t.app, body);
    expect(res.statusCode).toBe(201);
    expect(res.json().items[0].price).toBe('3.50');
  });

  it('refuses an item of another vendor', async () => {
    const other = await createShop(t.app);
    const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: other.items[0], quantity: 1 }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('An item in your cart is not on this vendor’s menu');
  });

  it('refuses unavailable and sold-out items', async () => {
    const s = await createShop(t.app, {
      items: [
        { name: 'Elote', price: 4, isAvailable: false },
        { name: 'Churro', price: 2, inventoryCount: 0 },
      ],
    });
    const a = await placeOrder(t.app, orderBody(s.vendor.id, [{ item: s.items[0], quantity: 1 }]));
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toBe('Elote is not available right now');
    const b = await placeOrder(t.app, orderBody(s.vendor.id, [{ item: s.items[1], quantity: 1 }]));
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe('Churro is sold out');
  });

  it('refuses what the public menu does not show: a hidden category’s items and another day’s special (409), on both order paths', async () => {
    const s = await createShop(t.app, {
      items: [
        { name: 'Mango Raspado', price: 5 },
        { name: 'Counted Raspado', price: 5, inventoryCount: 10 },
        { name: 'Pozole', price: 9 },
        { name: 'Counted Pozole', price: 9, inventoryCount: 10 },
      ],
    });
    const [raspado, countedRaspado, pozole, countedPozole] = s.items;
    const as = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: s.cookie } });
    const summer = (await as('POST', `/api/vendors/${s.vendor.id}/menu-categories`, { name: 'Summer' })).json() as { id: number };
    for (const item of [raspado, countedRaspado]) {
      expect((await as('PATCH', `/api/menu-items/${item.id}`, { categoryId: summer.id })).statusCode).toBe(200);
    }
    for (const item of [pozole, countedPozole]) {
      // Today (23 November in the valley) the special is orderable…
      expect((await as('PATCH', `/api/menu-items/${item.id}`, { isDailySpecial: true, specialDate: '2026-11-23' })).statusCode).toBe(200);
      expect((await placeOrder(t.app, orderBody(s.vendor.id, [{ item, quantity: 1 }]))).statusCode).toBe(201);
      // …yesterday's is not.
      expect((await as('PATCH', `/api/menu-items/${item.id}`, { isDailySpecial: true, specialDate: '2026-11-22' })).statusCode).toBe(200);
    }
    expect((await as('PATCH', `/api/menu-categories/${summer.id}`, { isActive: false })).statusCode).toBe(200);
    for (const item of [raspado, countedRaspado, pozole, countedPozole]) {
      const res = await placeOrder(t.app, orderBody(s.vendor.id, [{ item, quantity: 1 }]));
      expect(res.statusCode, item.name).toBe(409);
      expect(res.json()).toMatchObject({ code: 'item_unavailable', message: `${item.name} is not available right now` });
    }
    expect((await as('PATCH', `/api/menu-categories/${summer.id}`, { isActive: true })).statusCode).toBe(200);
    expect((await placeOrder(t.app, orderBody(s.vendor.id, [{ item: raspado, quantity: 1 }]))).statusCode).toBe(201);
  });

  it('refuses a payment method the vendor does not take (400)', async () => {
    const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: taco, quantity: 1 }], { paymentMethod: 'square' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This vendor does not accept that payment method');
  });

  it('refuses a vendor that takes no preorders (409) and an unknown vendor (404)', async () => {
    const { vendor, cookie } = await signUpVendor(t.app, { paymentMethods: [] });
    const { addMenuItem } = await import('../support/factories.js');
    const item = await addMenuItem(t.app, cookie, vendor.id, { name: 'Tamale', price: 3 });
    const res = await placeOrder(t.app, orderBody(vendor.id, [{ item, quantity: 1 }]));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This vendor is not taking preorders right now');
    const missing = await placeOrder(t.app, orderBody(999999, [{ item, quantity: 1 }]));
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    [{ firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ phone: '760-555' }, 'Valid phone number is required'],
    [{ phone: 'abcdefghijkl' }, 'Valid phone number is required'],
    [{ paymentMethod: '' }, 'Payment method is required'],
    [{ items: [] }, 'Please add items to your cart'],
  ])('validates %o', async (override, message) => {
    const before = await count('guest_preorders');
    const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: taco, quantity: 1 }], override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await count('guest_preorders')).toBe(before);
  });

  it('answers a retried submission with the first order (Idempotency-Key)', async () => {
    const body = orderBody(shop.vendor.id, [{ item: taco, quantity: 1 }]);
    const headers = { 'idempotency-key': 'retry-key-0001' };
    const first = await placeOrder(t.app, body, headers);
    const before = await count('guest_preorders');
    const second = await placeOrder(t.app, body, headers);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    expect(await count('guest_preorders')).toBe(before);
    // Two at once with a new key still make one order.
    const [a, b] = await Promise.all([
      placeOrder(t.app, body, { 'idempotency-key': 'retry-key-0002' }),
      placeOrder(t.app, body, { 'idempotency-key': 'retry-key-0002' }),
    ]);
    expect(a.json().id).toBe(b.json().id);
  });

  it('sells exactly the stock under 50 concurrent orders', async () => {
    const s = await createShop(t.app, { items: [{ name: 'Birria Plate', price: 14, inventoryCount: 10 }] });
    const body = orderBody(s.vendor.id, [{ item: s.items[0], quantity: 1 }]);
    const results = await Promise.all(Array.from({ length: 50 }, () => placeOrder(t.app, body)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((c) => c === 201)).toHaveLength(10);
    expect(statuses.filter((c) => c === 409)).toHaveLength(40);
    const menu = await t.app.inject({ method: 'GET', url: `/api/vendors/${s.vendor.id}/menu` });
    expect(menu.statusCode, menu.body).toBe(200);
    const item = menu.json().find((i: { id: number }) => i.id === s.items[0].id);
    expect(item).toMatchObject({ inventoryCount: 0, isSoldOut: true });
  });

  it('gives 1,000 orders unique invoice numbers and tokens', async () => {
    const s = await createShop(t.app, { items: [{ name: 'Agua Fresca', price: 3 }] });
    const body = orderBody(s.vendor.id, [{ item: s.items[0], quantity: 1 }]);
    const invoices = new Set<string>();
    const tokens = new Set<string>();
    for (let batch = 0; batch < 50; batch++) {
      const res = await Promise.all(Array.from({ length: 20 }, () => placeOrder(t.app, body)));
      for (const r of res) {
        expect(r.statusCode).toBe(201);
        invoices.add(r.json().invoiceNumber);
        tokens.add(r.json().trackingToken);
      }
    }
    expect(invoices.size).toBe(1000);
    expect(tokens.size).toBe(1000);
  }, 120_000);
});

describe('the vendor’s preorder desk', () => {
  async function freshOrder() {
    const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: taco, quantity: 1 }, { item: shake, quantity: 2 }]));
    return res.json() as { id: number; trackingToken: string };
  }
  const put = (id: number, status: string, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/guest-preorders/${id}/status`,
      payload: { status },
      headers: cookie ? { cookie } : {},
    });

  it('lists own preorders newest first with a summary', async () => {
    const order = await freshOrder();
    const list = await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders', headers: { cookie: shop.cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0].id).toBe(order.id);
    const summary = await t.app.inject({
      method: 'GET',
      url: '/api/my-vendor/preorders/summary',
      headers: { cookie: shop.cookie },
    });
    const rows = await t.database.db.execute<{ n: number; pending: number; revenue: string }>(
      sql`select count(*)::int as n, (count(*) filter (where status='pending'))::int as pending,
          coalesce(sum(total_amount) filter (where status <> 'cancelled'), 0)::numeric(12,2)::text as revenue
          from guest_preorders where vendor_id = ${shop.vendor.id}`,
    );
    expect(summary.json()).toMatchObject({ total: rows.rows[0].n, pending: rows.rows[0].pending, revenue: rows.rows[0].revenue });
  });

  it('walks pending → confirmed → ready → completed and sets the ready estimate', async () => {
    const order = await freshOrder();
    const confirmed = await put(order.id, 'confirmed', shop.cookie);
    expect(confirmed.statusCode).toBe(200);
    // The longest prep time among the items (Date Shake, 20 min).
    expect(confirmed.json().estimatedReadyTime).toBe(new Date(clock.getTime() + 20 * 60_000).toISOString());
    expect((await put(order.id, 'ready', shop.cookie)).json().status).toBe('ready');
    expect((await put(order.id, 'completed', shop.cookie)).json().status).toBe('completed');
  });

  it('refuses every transition SPEC §4 does not allow; a step already reached or passed is a no-op (issue 42), never a step back', async () => {
    const allowed: Record<string, string[]> = {
      pending: ['confirmed', 'cancelled'],
      confirmed: ['ready'],
      ready: ['completed'],
      completed: [],
      cancelled: [],
    };
    const path: Record<string, string[]> = {
      pending: [],
      confirmed: ['confirmed'],
      ready: ['confirmed', 'ready'],
      completed: ['confirmed', 'ready', 'completed'],
      cancelled: ['cancelled'],
    };
    for (const from of Object.keys(allowed)) {
      for (const to of ['pending', 'confirmed', 'ready', 'completed', 'cancelled']) {
        const order = await freshOrder();
        for (const step of path[from]) expect((await put(order.id, step, shop.cookie)).statusCode).toBe(200);
        const res = await put(order.id, to, shop.cookie);
        // Issue 42 (decision 0051): a late resend of an older step answers the order as it is.
        const reached = alreadyReached(from as PreorderStatus, to as PreorderStatus);
        expect(res.statusCode, `${from} → ${to}`).toBe(allowed[from].includes(to) || reached ? 200 : 409);
        const track = await t.app.inject({ method: 'GET', url: `/api/track/${order.trackingToken}` });
        expect(track.json().status, `${from} → ${to}`).toBe(allowed[from].includes(to) ? to : from);
      }
    }
  }, 60_000);

  it('lets only the owner change a status', async () => {
    const order = await freshOrder();
    expect((await put(order.id, 'confirmed')).statusCode).toBe(401);
    const stranger = await signUp(t.app);
    expect((await put(order.id, 'confirmed', stranger.cookie)).statusCode).toBe(403);
    const otherVendor = await signUpVendor(t.app);
    expect((await put(order.id, 'confirmed', otherVendor.cookie)).statusCode).toBe(403);
    expect((await put(999999, 'confirmed', shop.cookie)).statusCode).toBe(404);
    const track = await t.app.inject({ method: 'GET', url: `/api/track/${order.trackingToken}` });
    expect(track.json().status).toBe('pending');
  });

  it('answers the preorder list: 401 to visitors, 404 without a profile', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders' })).statusCode).toBe(401);
    const plain = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders', headers: { cookie: plain.cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No vendor profile');
  });
});

describe('tracking', () => {
  it('finds an order by token with the vendor’s contact', async () => {
    const placed = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: taco, quantity: 2 }]))).json();
    const res = await t.app.inject({ method: 'GET', url: `/api/track/${placed.trackingToken}` });
    expect(res.statusCode).toBe(200);
    const tracked = TrackedPreorderSchema.parse(res.json());
    expect(tracked.vendor.businessName).toBe(shop.vendor.businessName);
    expect(tracked.invoiceNumber).toBe(placed.invoiceNumber);
    expect(tracked.specialInstructions).toBe('Extra salsa verde');
    const missing = await t.app.inject({ method: 'GET', url: '/api/track/not-a-real-token-123' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found');
  });

  it('lists orders by phone in any format to its verified owner, each with its tracking token, without items', async () => {
    const phone = '(442) 555-0199';
    const placed = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: taco, quantity: 1 }], { phone }));
    const unverified = await t.app.inject({ method: 'GET', url: '/api/orders/phone/4425550199' });
    expect(unverified.statusCode).toBe(401);
    expect(unverified.json().code).toBe('phone_unverified');
    const cookie = await verifyPhone(t.app, phone, twilio.fake);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/phone/${encodeURIComponent('+1 442-555-0199')}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list).toHaveLength(1);
    PhoneOrderSchema.strict().parse(list[0]);
    expect(list[0].vendorName).toBe(shop.vendor.businessName);
    expect(list[0].trackingToken).toBe(placed.json().trackingToken);
    expect(JSON.stringify(list)).not.toMatch(/items/);
    const none = await t.app.inject({
      method: 'GET',
      url: '/api/orders/phone/7605559999',
      headers: { cookie: await verifyPhone(t.app, '7605559999', twilio.fake) },
    });
    expect(none.json()).toEqual([]);
  });
});

describe('reviews', () => {
  it('rates a completed order once', async () => {
    const placed = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: taco, quantity: 1 }]))).json();
    const review = {
      trackingToken: placed.trackingToken,
      rating: 5,
      serviceRating: 5,
      foodQualityRating: 4,
      valueRating: 5,
      timelinessRating: 4,
      wouldRecommend: true,
      comment: 'Best asada in Indio',
    };
    const early = await t.app.inject({ method: 'POST', url: '/api/preorder-reviews', payload: review });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only completed orders can be rated');
    for (const status of ['confirmed', 'ready', 'completed']) {
      await t.app.inject({
        method: 'PUT',
        url: `/api/guest-preorders/${placed.id}/status`,
        payload: { status },
        headers: { cookie: shop.cookie },
      });
    }
    const ok = await t.app.inject({ method: 'POST', url: '/api/preorder-reviews', payload: review });
    expect(ok.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/preorder-reviews', payload: review });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order has already been rated');
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${placed.trackingToken}` });
    expect(tracked.json().review).toMatchObject({ rating: 5, valueRating: 5, comment: 'Best asada in Indio' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/preorder-reviews', payload: { ...review, rating: 6 } });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/preorder-reviews',
      payload: { ...review, trackingToken: 'nope-nope-nope' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
