/**
 * Walk-up and phone orders at the desk (issue 25 item 2, DESIGN §10.5, decision 0026):
 * POST /api/my-vendor/walk-up-orders. Owner only; prices from the menu; confirmed at once; a
 * pickup slot and the ready-time queue count them like any order, so online promises stay true;
 * a refusal changes nothing. Runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PickupTimeListSchema } from '../../src/shared/schemas/pickup.js';
import { VendorOrderSchema } from '../../src/shared/schemas/preorders.js';
import { setupTestApp } from '../support/app.js';
import { changedTables, dbFingerprint } from '../support/db-state.js';
import { addMenuItem, type Cookie, createVendor, signUp } from '../support/factories.js';
import { openAroundTheClockIn } from '../support/open-hours.js';
import { createShop, orderBody, placeOrder, type ShopItem } from '../support/ordering.js';

// Friday 27 November 2026, 5:00 PM in the valley (PST, UTC-8).
const FRIDAY_5PM = new Date('2026-11-28T01:00:00Z');
let clock = FRIDAY_5PM;
const t = setupTestApp({ now: () => clock, env: { ORDER_RATE_LIMIT: '0', ORDER_PHONE_LIMIT: '0' } });

type Shop = Awaited<ReturnType<typeof createShop>>;
let phoneSeq = 2000;
const nextPhone = () => `(760) 555-${String(phoneSeq++).padStart(4, '0')}`;
const minutesAfter = (d: Date, minutes: number) => new Date(d.getTime() + minutes * 60_000).toISOString();

function walkUp(cookie: Cookie | undefined, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/my-vendor/walk-up-orders',
    headers: cookie ? { cookie } : {},
    payload: body as object,
  });
}

const lines = (...l: [ShopItem, number][]) => l.map(([item, quantity]) => ({ menuItemId: item.id, quantity }));

function online(s: Shop, items: { item: ShopItem; quantity: number }[], overrides: Record<string, unknown> = {}) {
  return placeOrder(t.app, orderBody(s.vendor.id, items, { phone: nextPhone(), ...overrides }));
}

async function times(vendorId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${vendorId}/pickup-times` });
  expect(res.statusCode).toBe(200);
  return PickupTimeListSchema.parse(res.json());
}

async function deskList(s: Shop) {
  const res = await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders', headers: { cookie: s.cookie } });
  expect(res.statusCode).toBe(200);
  return VendorOrderSchema.array().parse(res.json());
}

let shop: Shop;
let taco: ShopItem;
let shake: ShopItem;

beforeAll(async () => {
  clock = FRIDAY_5PM;
  shop = await createShop(t.app, {
    items: [
      { name: 'Carne Asada Taco', price: 3.5, prepTime: 10 },
      { name: 'Date Shake', price: 7.25, prepTime: 5 },
    ],
  });
  [taco, shake] = shop.items;
});

describe('who may enter a walk-up order', () => {
  it('is the signed-in vendor only: 401 to a visitor, 404 to a user without a vendor (as the other desk routes), nothing stored', async () => {
    const plain = await signUp(t.app);
    const other = await createShop(t.app);
    const fingerprint = await dbFingerprint(t.database);
    const before = await fingerprint.take();
    const visitor = await walkUp(undefined, { items: lines([taco, 1]) });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('unauthorized');
    const noVendor = await walkUp(plain.cookie, { items: lines([taco, 1]) });
    expect(noVendor.statusCode).toBe(404);
    // Another vendor's desk only ever orders from its own menu: this vendor's items are not on it.
    const fromOther = await walkUp(other.cookie, { items: lines([taco, 1]) });
    expect(fromOther.statusCode).toBe(400);
    expect(changedTables(before, await fingerprint.take())).toEqual([]);
    expect(await deskList(shop)).toEqual([]);
  });
});

describe('a walk-up order', () => {
  it('is priced by the server from the menu, confirmed at once and on the desk as a walk-up without phone', async () => {
    clock = FRIDAY_5PM;
    const res = await walkUp(shop.cookie, {
      // A client's prices and totals are not part of the request: they are dropped, never used.
      items: [...lines([taco, 2], [shake, 1]).map((l) => ({ ...l, price: '0.01' }))],
      totalAmount: '0.01',
    });
    expect(res.statusCode).toBe(201);
    const order = VendorOrderSchema.parse(res.json());
    expect(order).toMatchObject({
      vendorId: shop.vendor.id,
      source: 'walk_up',
      status: 'confirmed',
      firstName: '',
      lastName: '',
      phone: null,
      notifyBySms: false,
      totalAmount: '14.25',
      scheduledPickupTime: null,
      items: [
        { menuItemId: taco.id, name: 'Carne Asada Taco', price: '3.50', quantity: 2 },
        { menuItemId: shake.id, name: 'Date Shake', price: '7.25', quantity: 1 },
      ],
    });
    expect(order.pickupCode).toMatch(/^\d{4}$/);
    const listed = (await deskList(shop)).find((o) => o.id === order.id);
    expect(listed?.source).toBe('walk_up');

    // Picked up at the window: no phone, so no loyalty points and no text on ready.
    for (const status of ['ready', 'completed']) {
      const moved = await t.app.inject({
        method: 'PUT',
        url: `/api/guest-preorders/${order.id}/status`,
        headers: { cookie: shop.cookie },
        payload: { status },
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().loyaltyPointsEarned).toBe(0);
    }
    // The vendor typed it: no "new order" notification, and no text or push was queued for it.
    const notices = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where metadata->>'preorderId' = ${String(order.id)}`,
    );
    expect(notices.rows[0].n).toBe(0);
  });

  it('keeps a phone order’s first name and phone, and takes stock off the menu', async () => {
    clock = FRIDAY_5PM;
    const stocked = await createShop(t.app, { items: [{ name: 'Birria Taco', price: 4, inventoryCount: 3, prepTime: 10 }] });
    const [birria] = stocked.items;
    const res = await walkUp(stocked.cookie, {
      items: lines([birria, 2]),
      firstName: '  Rosa ',
      source: 'phone',
      phone: '(760) 555-0199',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ source: 'phone', firstName: 'Rosa', phone: '7605550199', totalAmount: '8.00', status: 'confirmed' });
    const menu = (await t.app.inject({ method: 'GET', url: `/api/vendors/${stocked.vendor.id}/menu` })).json() as { id: number; inventoryCount: number | null }[];
    expect(menu.find((i) => i.id === birria.id)?.inventoryCount).toBe(1);
    // One left: two more is refused and the customer online still gets the last one.
    const tooMany = await walkUp(stocked.cookie, { items: lines([birria, 2]) });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('not_enough_stock');
    expect((await online(stocked, [{ item: birria, quantity: 1 }])).statusCode).toBe(201);
  });

  it('is taken while online ordering is paused (the window stays open), when online orders are refused', async () => {
    clock = FRIDAY_5PM;
    const paused = await createShop(t.app);
    // Paused for 30 minutes (written directly: the pause's own route is tested in pickup-times.test.ts).
    await t.database.db.execute(
      sql`update vendors set paused_until = ${minutesAfter(FRIDAY_5PM, 30)}::timestamptz where id = ${paused.vendor.id}`,
    );
    const refused = await online(paused, [{ item: paused.items[0], quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ordering_paused');
    expect((await walkUp(paused.cookie, { items: lines([paused.items[0], 1]) })).statusCode).toBe(201);
  });
});

describe('before Go live', () => {
  it('the desk takes walk-ups while online orders to the unlisted vendor are refused (404)', async () => {
    clock = FRIDAY_5PM;
    const owner = await signUp(t.app);
    const vendor = await createVendor(t.app, owner.cookie, { paymentMethods: ['cash'] }, { live: false });
    const item = await addMenuItem(t.app, owner.cookie, vendor.id, { name: 'Tamal de Elote', price: 3, prepTime: 5 });
    await openAroundTheClockIn(t.app, owner.cookie, vendor.id);
    const refused = await placeOrder(t.app, orderBody(vendor.id, [{ item, quantity: 1 }], { phone: nextPhone() }));
    expect(refused.statusCode).toBe(404);
    const desk = await walkUp(owner.cookie, { items: [{ menuItemId: item.id, quantity: 2 }] });
    expect(desk.statusCode).toBe(201);
    expect(desk.json()).toMatchObject({ vendorId: vendor.id, source: 'walk_up', totalAmount: '6.00' });
  });
});

describe('walk-ups keep online promises', () => {
  it('take a place in a pickup slot: with 2 per slot, one walk-up and one online fill it, the next online order gets 409 slot_full', async () => {
    clock = FRIDAY_5PM;
    const s = await createShop(t.app);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/vendors/${s.vendor.id}/pickup-slots`,
      headers: { cookie: s.cookie },
      payload: [{ dayOfWeek: 5, startTime: '17:00', endTime: '21:00', slotDuration: 15, maxOrders: 2, isActive: true }],
    });
    expect(put.statusCode).toBe(200);
    const [first] = await times(s.vendor.id);
    expect(first.remaining).toBe(2);

    const desk = await walkUp(s.cookie, { items: lines([s.items[0], 1]), firstName: 'Ana', scheduledPickupTime: first.start });
    expect(desk.statusCode).toBe(201);
    expect(desk.json()).toMatchObject({ scheduledPickupTime: first.start, estimatedReadyTime: first.start, status: 'confirmed' });
    expect((await times(s.vendor.id))[0]).toMatchObject({ start: first.start, remaining: 1 });

    expect((await online(s, [{ item: s.items[0], quantity: 1 }], { scheduledPickupTime: first.start })).statusCode).toBe(201);
    const full = await online(s, [{ item: s.items[0], quantity: 1 }], { scheduledPickupTime: first.start });
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('slot_full');
    // The desk is held to the same count.
    const fullAtDesk = await walkUp(s.cookie, { items: lines([s.items[0], 1]), scheduledPickupTime: first.start });
    expect(fullAtDesk.statusCode).toBe(409);
    expect(fullAtDesk.json().code).toBe('slot_full');
    expect((await deskList(s)).filter((o) => o.scheduledPickupTime === first.start)).toHaveLength(2);
  });

  it('refuse a pickup time that is not offered with 400 invalid_pickup_time', async () => {
    clock = FRIDAY_5PM;
    const s = await createShop(t.app); // no pickup windows: no time is offered
    const res = await walkUp(s.cookie, { items: lines([s.items[0], 1]), scheduledPickupTime: minutesAfter(FRIDAY_5PM, 45) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_pickup_time');
  });

  it('as soon as possible, push the next online order’s ready time back', async () => {
    clock = FRIDAY_5PM;
    const s = await createShop(t.app, { items: [{ name: 'Quesadilla', price: 8, prepTime: 10 }] });
    const [quesadilla] = s.items;
    // Alone in the queue, an online order would be ready after its 10 minutes of prep.
    const baseline = await createShop(t.app, { items: [{ name: 'Quesadilla', price: 8, prepTime: 10 }] });
    const alone = await online(baseline, [{ item: baseline.items[0], quantity: 1 }]);
    expect(alone.json().estimatedReadyTime).toBe(minutesAfter(FRIDAY_5PM, 10));

    const desk = await walkUp(s.cookie, { items: lines([quesadilla, 3]) });
    expect(desk.statusCode).toBe(201);
    expect(desk.json().estimatedReadyTime).toBe(minutesAfter(FRIDAY_5PM, 10));
    clock = new Date(FRIDAY_5PM.getTime() + 1000);
    const next = await online(s, [{ item: quesadilla, quantity: 1 }]);
    expect(next.statusCode).toBe(201);
    // 10 minutes of prep + 2 for the walk-up ahead of it.
    expect(next.json().estimatedReadyTime).toBe(minutesAfter(clock, 12));
  });
});

describe('bad input', () => {
  it('is refused with a stable code and changes nothing', async () => {
    clock = FRIDAY_5PM;
    const s = await createShop(t.app, {
      items: [
        { name: 'Elote', price: 4, prepTime: 5 },
        { name: 'Churros', price: 5, prepTime: 5, inventoryCount: 0 },
      ],
    });
    const [elote, churros] = s.items;
    const other = await createShop(t.app);
    const cases: [unknown, number, string][] = [
      [{ items: [] }, 400, 'invalid_request'],
      [{}, 400, 'invalid_request'],
      [{ items: lines([elote, 0]) }, 400, 'invalid_request'],
      [{ items: lines([elote, 100]) }, 400, 'invalid_request'],
      [{ items: [{ menuItemId: 'x', quantity: 1 }] }, 400, 'invalid_request'],
      [{ items: lines([elote, 1]), source: 'online' }, 400, 'invalid_request'],
      [{ items: lines([elote, 1]), phone: 'call me' }, 400, 'invalid_request'],
      [{ items: lines([elote, 1]), firstName: 'x'.repeat(101) }, 400, 'invalid_request'],
      [{ items: lines([elote, 1]), scheduledPickupTime: 'tonight' }, 400, 'invalid_request'],
      [{ items: lines([elote, 1]), scheduledPickupTime: minutesAfter(FRIDAY_5PM, 60) }, 400, 'invalid_pickup_time'],
      [{ items: lines([other.items[0], 1]) }, 400, 'invalid_request'],
      [{ items: lines([elote, 1], [churros, 1]) }, 409, 'item_sold_out'],
    ];
    const fingerprint = await dbFingerprint(t.database);
    const before = await fingerprint.take();
    for (const [body, status, code] of cases) {
      const res = await walkUp(s.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
      expect(typeof res.json().message).toBe('string');
    }
    expect(changedTables(before, await fingerprint.take())).toEqual([]);
    expect(await deskList(s)).toEqual([]);
  });
});
