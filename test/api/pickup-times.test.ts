/**
 * Pickup times that hold in a rush (issue 17, DESIGN §10.2): pickup windows, offered times with
 * the lead time, slot capacity under concurrency, "as soon as possible" estimates, busy mode and
 * pause. Runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAUSED_UNTIL_RESUMED, PickupTimeListSchema, PickupWindowListSchema, SlotFullSchema } from '../../src/shared/schemas/pickup.js';
import { GuestPreorderSchema } from '../../src/shared/schemas/preorders.js';
import { setupTestApp } from '../support/app.js';
import { signUpVendor } from '../support/factories.js';
import { createShop, orderBody, placeOrder, type ShopItem } from '../support/ordering.js';

// Friday 27 November 2026, 5:00 PM in the valley (PST, UTC-8).
const FRIDAY_5PM = new Date('2026-11-28T01:00:00Z');
let clock = FRIDAY_5PM;
const setClock = (iso: string | Date) => {
  clock = new Date(iso);
};
const t = setupTestApp({ now: () => clock, env: { ORDER_RATE_LIMIT: '0', ORDER_PHONE_LIMIT: '0' } });

type Shop = Awaited<ReturnType<typeof createShop>>;
let shop: Shop;
let taco: ShopItem;
let phoneSeq = 1000;
const nextPhone = () => `(760) 555-${String(phoneSeq++).padStart(4, '0')}`;

/** Friday 17:00–21:00 in 15-minute slots of 10 orders; Saturday 11:00–14:00 in 30-minute slots of 4. */
const WINDOWS = [
  { dayOfWeek: 5, startTime: '17:00', endTime: '21:00', slotDuration: 15, maxOrders: 10, isActive: true },
  { dayOfWeek: 6, startTime: '11:00', endTime: '14:00', slotDuration: 30, maxOrders: 4, isActive: true },
];

async function putWindows(s: Shop, body: object, cookie = s.cookie) {
  return t.app.inject({ method: 'PUT', url: `/api/vendors/${s.vendor.id}/pickup-slots`, payload: body, headers: { cookie } });
}

async function times(vendorId: number, date?: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${vendorId}/pickup-times${date ? `?date=${date}` : ''}` });
  expect(res.statusCode).toBe(200);
  return PickupTimeListSchema.parse(res.json());
}

async function setOrdering(s: Shop, body: object, cookie = s.cookie) {
  return t.app.inject({ method: 'PUT', url: `/api/vendors/${s.vendor.id}/ordering`, payload: body, headers: { cookie } });
}

function order(s: Shop, items: { item: ShopItem; quantity: number }[], overrides: Record<string, unknown> = {}) {
  return placeOrder(t.app, orderBody(s.vendor.id, items, { phone: nextPhone(), ...overrides }));
}

async function countAt(vendorId: number, start: string): Promise<number> {
  const r = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from guest_preorders where vendor_id = ${vendorId} and scheduled_pickup_time = ${start}::timestamptz`,
  );
  return r.rows[0].n;
}

beforeAll(async () => {
  setClock(FRIDAY_5PM);
  shop = await createShop(t.app, {
    items: [
      { name: 'Carne Asada Taco', price: 3.5, prepTime: 10 },
      { name: 'Date Shake', price: 7.25, prepTime: 20 },
      { name: 'Elote', price: 4, prepTime: 5 },
      { name: 'Agua Fresca', price: 3, prepTime: 2 },
      { name: 'Quesadilla', price: 8, prepTime: 12 },
    ],
  });
  [taco] = shop.items;
  expect((await putWindows(shop, WINDOWS)).statusCode).toBe(200);
});

describe('pickup windows', () => {
  it('are replaced as a set by the owner and read by anyone, sorted by weekday and start', async () => {
    const other = await createShop(t.app);
    const put = await putWindows(other, [WINDOWS[1], WINDOWS[0]]);
    expect(put.statusCode).toBe(200);
    const listed = PickupWindowListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/vendors/${other.vendor.id}/pickup-slots` })).json());
    expect(listed.map((w) => [w.dayOfWeek, w.startTime, w.endTime, w.slotDuration, w.maxOrders])).toEqual([
      [5, '17:00', '21:00', 15, 10],
      [6, '11:00', '14:00', 30, 4],
    ]);
    expect((await putWindows(other, [WINDOWS[1]])).json()).toHaveLength(1);
    expect((await putWindows(other, [])).json()).toEqual([]);
  });

  it('refuse overlaps, an end before the start, zero capacity and a window shorter than a slot (400, nothing stored)', async () => {
    const cases: [object, string][] = [
      [[WINDOWS[0], { ...WINDOWS[0], startTime: '20:00', endTime: '22:00' }], 'Pickup windows on the same day cannot overlap'],
      [[{ ...WINDOWS[0], startTime: '21:00', endTime: '17:00' }], 'A pickup window must end after it starts'],
      [[{ ...WINDOWS[0], maxOrders: 0 }], 'A slot must take at least 1 order'],
      [[{ ...WINDOWS[0], endTime: '17:10' }], 'A pickup window must be at least one slot long'],
    ];
    for (const [body, message] of cases) {
      const res = await putWindows(shop, body);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const stored = (await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}/pickup-slots` })).json();
    expect(stored).toHaveLength(2);
  });

  it('are the owner’s to change: 401 to visitors, 403 to another vendor', async () => {
    const visitor = await t.app.inject({ method: 'PUT', url: `/api/vendors/${shop.vendor.id}/pickup-slots`, payload: [] });
    expect(visitor.statusCode).toBe(401);
    const other = await signUpVendor(t.app);
    expect((await putWindows(shop, [], other.cookie)).statusCode).toBe(403);
    expect((await setOrdering(shop, { pausedUntil: null, extraPrepMinutes: 10 }, other.cookie)).statusCode).toBe(403);
  });
});

describe('offered pickup times', () => {
  it('start after now + the lead time (the longest prep time, at least 15 minutes) and show what is left', async () => {
    setClock(FRIDAY_5PM);
    // Longest prep time 20 minutes: 17:00 + 20 → the first slot is 17:30, the last 20:45.
    const today = await times(shop.vendor.id);
    expect(today[0]).toEqual({ start: '2026-11-28T01:30:00.000Z', end: '2026-11-28T01:45:00.000Z', remaining: 10 });
    expect(today.at(-1)?.start).toBe('2026-11-28T04:45:00.000Z');
    expect(today).toHaveLength(14);
    // Saturday: 6 slots of 4; Sunday: no windows; 7 days ahead and yesterday: nothing to book.
    expect(await times(shop.vendor.id, '2026-11-28')).toHaveLength(6);
    expect(await times(shop.vendor.id, '2026-11-29')).toEqual([]);
    expect(await times(shop.vendor.id, '2026-12-04')).toEqual([]);
    expect(await times(shop.vendor.id, '2026-11-26')).toEqual([]);
    for (const date of ['2026-02-30', 'tomorrow']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}/pickup-times?date=${date}` });
      expect(res.statusCode).toBe(400);
    }
  });

  it('move with the busy-mode minutes', async () => {
    setClock(FRIDAY_5PM);
    expect((await setOrdering(shop, { pausedUntil: null, extraPrepMinutes: 20 })).statusCode).toBe(200);
    // 20 + 20 minutes: 17:40 → 17:45.
    expect((await times(shop.vendor.id))[0].start).toBe('2026-11-28T01:45:00.000Z');
    expect((await setOrdering(shop, { pausedUntil: null, extraPrepMinutes: 0 })).statusCode).toBe(200);
  });
});

describe('ordering for a pickup slot', () => {
  it('stores the chosen slot as the pickup and ready time', async () => {
    setClock(FRIDAY_5PM);
    const start = '2026-11-28T02:00:00.000Z';
    const res = await order(shop, [{ item: taco, quantity: 2 }], { scheduledPickupTime: start });
    expect(res.statusCode).toBe(201);
    const placed = GuestPreorderSchema.parse(res.json());
    expect(placed.scheduledPickupTime).toBe(start);
    expect(placed.estimatedReadyTime).toBe(start);
    expect((await times(shop.vendor.id)).find((s) => s.start === start)?.remaining).toBe(9);
  });

  it('refuses a time that is not offered with 400 invalid_pickup_time, storing nothing', async () => {
    setClock(FRIDAY_5PM);
    const notOffered = [
      '2026-11-28T01:15:00.000Z', // inside the lead time
      '2026-11-28T01:37:00.000Z', // not a slot start
      '2026-11-28T05:00:00.000Z', // 21:00: the window's end
      '2026-11-27T02:00:00.000Z', // yesterday
      '2026-11-29T20:00:00.000Z', // Sunday: no window
      '2026-12-05T02:00:00.000Z', // a Friday slot 8 days ahead
      '2026-11-28T02:00:00+01:00', // an instant that is no slot start
    ];
    for (const scheduledPickupTime of notOffered) {
      const res = await order(shop, [{ item: taco, quantity: 1 }], { scheduledPickupTime });
      expect(res.statusCode, scheduledPickupTime).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_pickup_time', message: 'That pickup time is not offered. Choose one of the times shown' });
    }
    const malformed = await order(shop, [{ item: taco, quantity: 1 }], { scheduledPickupTime: 'at seven' });
    expect(malformed.statusCode).toBe(400);
    const r = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from guest_preorders where vendor_id = ${shop.vendor.id} and scheduled_pickup_time <> '2026-11-28T02:00:00Z'`,
    );
    expect(r.rows[0].n).toBe(0);
  });

  it('never puts more than maxOrders orders in a slot under 50 concurrent orders; the rest get slot_full with the next free slots', async () => {
    setClock(FRIDAY_5PM);
    const start = '2026-11-28T02:30:00.000Z';
    const results = await Promise.all(
      // Five different items: the items' row locks do not queue these orders, only the slot check does.
      Array.from({ length: 50 }, (_, i) => order(shop, [{ item: shop.items[i % 5], quantity: 1 }], { scheduledPickupTime: start })),
    );
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    expect(await countAt(shop.vendor.id, start)).toBe(10);
    const full = SlotFullSchema.parse(results.find((r) => r.statusCode === 409)!.json());
    expect(full.message).toBe('That pickup time just filled up. Choose another time');
    expect(full.nextSlots[0]).toEqual({ start: '2026-11-28T02:45:00.000Z', end: '2026-11-28T03:00:00.000Z', remaining: 10 });
    expect(full.nextSlots).toHaveLength(6);
    expect((await times(shop.vendor.id)).find((s) => s.start === start)?.remaining).toBe(0);

    // A cancelled order gives its place back.
    const placed = results.find((r) => r.statusCode === 201)!.json() as { id: number };
    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/api/guest-preorders/${placed.id}/status`,
      payload: { status: 'cancelled' },
      headers: { cookie: shop.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await order(shop, [{ item: taco, quantity: 1 }], { scheduledPickupTime: start })).statusCode).toBe(201);
    expect((await order(shop, [{ item: taco, quantity: 1 }], { scheduledPickupTime: start })).statusCode).toBe(409);
  });

  it('counts stocked items and slots together: a refused slot sells no stock', async () => {
    setClock(FRIDAY_5PM);
    const stocked = await createShop(t.app, { items: [{ name: 'Tamale', price: 4, inventoryCount: 20, prepTime: 10 }] });
    expect((await putWindows(stocked, [{ ...WINDOWS[0], maxOrders: 2 }])).statusCode).toBe(200);
    const start = '2026-11-28T02:00:00.000Z';
    const results = await Promise.all(
      Array.from({ length: 6 }, () => order(stocked, [{ item: stocked.items[0], quantity: 1 }], { scheduledPickupTime: start })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409, 409, 409]);
    const menu = (await t.app.inject({ method: 'GET', url: `/api/vendors/${stocked.vendor.id}` })).json();
    expect(menu.menuItems[0].inventoryCount).toBe(18);
  });
});

describe('as soon as possible', () => {
  it('estimates the ready time from the longest prep time, the orders ahead and the busy-mode minutes', async () => {
    const fresh = await createShop(t.app, {
      items: [
        { name: 'Elote', price: 4, prepTime: 8 },
        { name: 'Brisket Plate', price: 16, prepTime: 25 },
      ],
    });
    const [elote, brisket] = fresh.items;
    setClock('2026-11-28T02:00:00Z');
    const first = (await order(fresh, [{ item: elote, quantity: 1 }])).json();
    expect(first.scheduledPickupTime).toBeNull();
    expect(first.estimatedReadyTime).toBe('2026-11-28T02:08:00.000Z');
    setClock('2026-11-28T02:01:00Z');
    const second = (await order(fresh, [{ item: elote, quantity: 1 }, { item: brisket, quantity: 1 }])).json();
    // 25 minutes of brisket + 2 for the one order ahead.
    expect(second.estimatedReadyTime).toBe('2026-11-28T02:28:00.000Z');
    expect((await setOrdering(fresh, { pausedUntil: null, extraPrepMinutes: 20 })).statusCode).toBe(200);
    setClock('2026-11-28T02:02:00Z');
    const third = (await order(fresh, [{ item: elote, quantity: 1 }])).json();
    // 8 + 2 × 2 ahead + 20 busy.
    expect(third.estimatedReadyTime).toBe('2026-11-28T02:34:00.000Z');

    // Confirming re-estimates from now: the two earlier orders are still ahead of the third.
    setClock('2026-11-28T02:10:00Z');
    const confirmed = await t.app.inject({
      method: 'PUT',
      url: `/api/guest-preorders/${third.id}/status`,
      payload: { status: 'confirmed' },
      headers: { cookie: fresh.cookie },
    });
    expect(confirmed.json().estimatedReadyTime).toBe('2026-11-28T02:42:00.000Z');
  });

  it('estimates a stocked order the same way (the transaction path)', async () => {
    const stocked = await createShop(t.app, { items: [{ name: 'Pan Dulce', price: 2.5, inventoryCount: 10, prepTime: 5 }] });
    setClock('2026-11-28T03:00:00Z');
    const placed = (await order(stocked, [{ item: stocked.items[0], quantity: 2 }])).json();
    // At least 15 minutes? No: the lead-time floor is for choosing slots; a 5-minute item is ready in 5.
    expect(placed.estimatedReadyTime).toBe('2026-11-28T03:05:00.000Z');
  });
});

describe('a closed vendor (issue 23)', () => {
  const hours = (s: Shop, body: object) =>
    t.app.inject({ method: 'POST', url: `/api/vendors/${s.vendor.id}/hours`, payload: body, headers: { cookie: s.cookie } });
  const status = (s: Shop, override: 'open' | 'closed' | null) =>
    t.app.inject({ method: 'PUT', url: `/api/vendors/${s.vendor.id}/status`, payload: { override }, headers: { cookie: s.cookie } });

  it('refuses an order "as soon as possible" with 409 vendor_closed and when it opens, on both order paths, and takes a later slot', async () => {
    const closed = await createShop(t.app, {
      items: [
        { name: 'Brisket Plate', price: 14, prepTime: 10 },
        { name: 'Counted Ribs', price: 18, prepTime: 10, inventoryCount: 5 },
      ],
    });
    setClock(FRIDAY_5PM);
    expect((await putWindows(closed, WINDOWS)).statusCode).toBe(200);
    // Closed on Fridays; Saturday 11:00–21:00; the other days open around the clock.
    expect((await hours(closed, { dayOfWeek: 5, isClosed: true })).statusCode).toBe(200);
    expect((await hours(closed, { dayOfWeek: 6, openTime: '11:00', closeTime: '21:00' })).statusCode).toBe(200);
    const saturday11 = '2026-11-28T19:00:00.000Z';
    const detail = await t.app.inject({ method: 'GET', url: `/api/vendors/${closed.vendor.id}` });
    expect(detail.json()).toMatchObject({ isOpen: false, opensAt: saturday11 });

    for (const item of closed.items) {
      const refused = await order(closed, [{ item, quantity: 1 }]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        code: 'vendor_closed',
        message: 'This vendor is closed right now: choose a later pickup time',
        opensAt: saturday11,
      });
    }
    const later = await order(closed, [{ item: closed.items[1], quantity: 1 }], { scheduledPickupTime: saturday11 });
    expect(later.statusCode).toBe(201);
    expect(GuestPreorderSchema.parse(later.json()).scheduledPickupTime).toBe(saturday11);
    const stock = await t.database.db.execute<{ n: number }>(sql`select inventory_count as n from menu_items where id = ${closed.items[1].id}`);
    expect(stock.rows[0].n).toBe(4); // the refused orders took none

    // Mark as Open: orders "as soon as possible" again, until the vendor clears it.
    expect((await status(closed, 'open')).statusCode).toBe(200);
    expect((await order(closed, [{ item: closed.items[0], quantity: 1 }])).statusCode).toBe(201);
    expect((await status(closed, null)).statusCode).toBe(200);
    expect((await order(closed, [{ item: closed.items[0], quantity: 1 }])).json().code).toBe('vendor_closed');

    // Saturday noon it is open; Mark as Closed holds until 04:00 Sunday, when Sunday's hours are open.
    setClock('2026-11-28T20:00:00Z');
    expect((await order(closed, [{ item: closed.items[0], quantity: 1 }])).statusCode).toBe(201);
    expect((await status(closed, 'closed')).statusCode).toBe(200);
    expect((await order(closed, [{ item: closed.items[0], quantity: 1 }])).json()).toMatchObject({
      code: 'vendor_closed',
      opensAt: '2026-11-29T12:00:00.000Z',
    });
    expect((await status(closed, null)).statusCode).toBe(200);
  });

  it('says it opens at no known time when it has no open day ahead (opensAt null)', async () => {
    const shut = await createShop(t.app);
    setClock(FRIDAY_5PM);
    for (let day = 0; day < 7; day++) expect((await hours(shut, { dayOfWeek: day, isClosed: true })).statusCode).toBe(200);
    const refused = await order(shut, [{ item: shut.items[0], quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'vendor_closed', opensAt: null });
  });
});

describe('pause and busy mode', () => {
  it('refuses orders while paused (409 ordering_paused, on both order paths), keeps the profile visible, and takes them again after', async () => {
    const paused = await createShop(t.app, {
      items: [
        { name: 'Churro', price: 3, prepTime: 5 },
        { name: 'Counted Churro', price: 3, prepTime: 5, inventoryCount: 5 },
      ],
    });
    setClock(FRIDAY_5PM);
    const until = '2026-11-28T01:30:00.000Z';
    const res = await setOrdering(paused, { pausedUntil: until, extraPrepMinutes: 10 });
    expect(res.statusCode).toBe(200);
    // Decision 0027: the busy minutes end at closing by default (04:00 for a shop open around the clock).
    expect(res.json()).toEqual({ pausedUntil: until, pauseReason: 'vendor', extraPrepMinutes: 10, extraPrepUntil: '2026-11-28T12:00:00.000Z' });

    const detail = await t.app.inject({ method: 'GET', url: `/api/vendors/${paused.vendor.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().vendor).toMatchObject({ pausedUntil: until, extraPrepMinutes: 10 });
    const listed = (await t.app.inject({ method: 'GET', url: '/api/vendors' })).json() as { vendor: { id: number; pausedUntil: string | null } }[];
    expect(listed.find((e) => e.vendor.id === paused.vendor.id)?.vendor.pausedUntil).toBe(until);

    for (const item of paused.items) {
      const refused = await order(paused, [{ item, quantity: 1 }]);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 'ordering_paused', message: 'This vendor is not taking orders right now', pausedUntil: until });
    }
    setClock('2026-11-28T01:30:00Z');
    expect((await order(paused, [{ item: paused.items[0], quantity: 1 }])).statusCode).toBe(201);

    // "Until closing" (decision 0027: what "until I resume" became), then resumed.
    expect((await setOrdering(paused, { pausedUntil: PAUSED_UNTIL_RESUMED, extraPrepMinutes: 0 })).statusCode).toBe(200);
    expect((await order(paused, [{ item: paused.items[0], quantity: 1 }])).json().code).toBe('ordering_paused');
    expect((await setOrdering(paused, { pausedUntil: null, extraPrepMinutes: 0 })).json()).toEqual({
      pausedUntil: null,
      pauseReason: null,
      extraPrepMinutes: 0,
      extraPrepUntil: null,
    });
    expect((await order(paused, [{ item: paused.items[0], quantity: 1 }])).statusCode).toBe(201);
  });

  it('refuses a pause that has already ended and busy minutes outside 0–120 (400)', async () => {
    setClock(FRIDAY_5PM);
    const past = await setOrdering(shop, { pausedUntil: '2026-11-28T00:59:00Z', extraPrepMinutes: 0 });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Choose a time in the future to pause until');
    for (const extraPrepMinutes of [-5, 121, 2.5]) {
      const res = await setOrdering(shop, { pausedUntil: null, extraPrepMinutes });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Extra minutes must be between 0 and 120');
    }
  });
});
