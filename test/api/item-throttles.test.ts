/**
 * Item throttles (issue 41 item 4, decision 0053): a menu item's `maxPer15Min` caps how many are
 * made for pickups in any quarter hour. An online order over it gets 409 `item_throttled` with the
 * next pickup times where it fits and leaves nothing behind; the desk's own orders count but are
 * never refused; cancelled orders free their place; concurrent orders for the last places cannot
 * both pass. Runs on PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MenuItemSchema } from '../../src/shared/schemas/vendors.js';
import { SlotFullSchema } from '../../src/shared/schemas/pickup.js';
import { setupTestApp } from '../support/app.js';
import { createShop, moveOrder, orderBody, placeOrder, type ShopItem } from '../support/ordering.js';

// Friday 27 November 2026, 5:00 PM in the valley (PST, UTC-8).
const FRIDAY_5PM = new Date('2026-11-28T01:00:00Z');
let clock = FRIDAY_5PM;
const t = setupTestApp({ now: () => clock, env: { ORDER_RATE_LIMIT: '0', ORDER_PHONE_LIMIT: '0' } });

type Shop = Awaited<ReturnType<typeof createShop>>;
let shop: Shop;
let birria: ShopItem;
let agua: ShopItem;
let phoneSeq = 2000;
const nextPhone = () => `(760) 555-${String(phoneSeq++).padStart(4, '0')}`;

/** Friday 17:00–21:00 in 15-minute slots of 20 orders. */
const WINDOWS = [{ dayOfWeek: 5, startTime: '17:00', endTime: '21:00', slotDuration: 15, maxOrders: 20, isActive: true }];
/** 17:30 and 17:45 valley time. */
const AT_1730 = '2026-11-28T01:30:00.000Z';
const AT_1745 = '2026-11-28T01:45:00.000Z';

function order(items: { item: ShopItem; quantity: number }[], overrides: Record<string, unknown> = {}) {
  return placeOrder(t.app, orderBody(shop.vendor.id, items, { phone: nextPhone(), ...overrides }));
}

async function setLimit(item: ShopItem, maxPer15Min: unknown) {
  return t.app.inject({ method: 'PATCH', url: `/api/menu-items/${item.id}`, payload: { maxPer15Min }, headers: { cookie: shop.cookie } });
}

/** Birria ordered (not cancelled) for pickups from `from` to 15 minutes later. */
async function birriaIn(from: string): Promise<number> {
  const r = await t.database.db.execute<{ n: number }>(sql`
    select coalesce(sum((l->>'quantity')::int), 0)::int as n
    from guest_preorders g cross join lateral jsonb_array_elements(g.items) l
    where g.vendor_id = ${shop.vendor.id} and g.status <> 'cancelled' and (l->>'menuItemId')::int = ${birria.id}
      and coalesce(g.scheduled_pickup_time, g.estimated_ready_time) >= ${from}::timestamptz
      and coalesce(g.scheduled_pickup_time, g.estimated_ready_time) < ${from}::timestamptz + interval '15 minutes'`);
  return r.rows[0].n;
}

beforeAll(async () => {
  clock = FRIDAY_5PM;
  shop = await createShop(t.app, {
    items: [
      { name: 'Birria Taco', price: 4, prepTime: 10 },
      { name: 'Agua Fresca', price: 3, prepTime: 2 },
    ],
  });
  [birria, agua] = shop.items;
  const put = await t.app.inject({ method: 'PUT', url: `/api/vendors/${shop.vendor.id}/pickup-slots`, payload: WINDOWS, headers: { cookie: shop.cookie } });
  expect(put.statusCode).toBe(200);
});

describe('the limit on a menu item', () => {
  it('is set and cleared by the owner; 0, fractions and more than 1000 are refused with a clear message', async () => {
    for (const bad of [0, 2.5, 1001, 'ten']) {
      const res = await setLimit(birria, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe('The limit per quarter hour must be a whole number from 1 to 1000, or empty for no limit');
    }
    const set = await setLimit(birria, 5);
    expect(set.statusCode).toBe(200);
    expect(MenuItemSchema.parse(set.json()).maxPer15Min).toBe(5);
    expect(MenuItemSchema.parse((await setLimit(birria, null)).json()).maxPer15Min).toBeNull();
    expect(MenuItemSchema.parse((await setLimit(birria, 5)).json()).maxPer15Min).toBe(5);
    // The public menu says it too (the vendor's page reads it from there).
    const detail = (await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}` })).json();
    expect(detail.menuItems.find((m: { id: number }) => m.id === birria.id).maxPer15Min).toBe(5);
  });
});

describe('online orders for a pickup time', () => {
  it('fill the quarter hour up to the limit; one more is refused with the next times it fits, and nothing is kept', async () => {
    clock = FRIDAY_5PM;
    expect((await order([{ item: birria, quantity: 3 }], { scheduledPickupTime: AT_1730 })).statusCode).toBe(201);
    expect((await order([{ item: birria, quantity: 2 }, { item: agua, quantity: 4 }], { scheduledPickupTime: AT_1730 })).statusCode).toBe(201);
    expect(await birriaIn(AT_1730)).toBe(5);

    const over = await order([{ item: agua, quantity: 1 }, { item: birria, quantity: 1 }], { scheduledPickupTime: AT_1730 });
    expect(over.statusCode).toBe(409);
    const body = SlotFullSchema.parse(over.json());
    expect(body.code).toBe('item_throttled');
    expect(body.message).toBe('Only 5 Birria Taco can be made for each quarter hour, and this one is full. Choose a later pickup time');
    expect(over.json().menuItemId).toBe(birria.id);
    // The next times start after the full quarter hour and are ones the customer can choose.
    expect(body.nextSlots[0]).toMatchObject({ start: AT_1745 });
    expect(body.nextSlots.length).toBeGreaterThan(1);
    expect(await birriaIn(AT_1730)).toBe(5);

    // An item without a limit still goes at that time.
    expect((await order([{ item: agua, quantity: 6 }], { scheduledPickupTime: AT_1730 })).statusCode).toBe(201);
    // The offered time works.
    expect((await order([{ item: birria, quantity: 1 }], { scheduledPickupTime: body.nextSlots[0].start })).statusCode).toBe(201);
  });

  it('in Spanish say so in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/guest-preorders',
      payload: orderBody(shop.vendor.id, [{ item: birria, quantity: 1 }], { phone: nextPhone(), scheduledPickupTime: AT_1730 }),
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'Solo se pueden preparar 5 Birria Taco por cada cuarto de hora, y este ya está lleno. Elige una hora de recogida más tarde',
    );
  });

  it('free a place when one is cancelled', async () => {
    const at = '2026-11-28T02:00:00.000Z'; // 18:00
    const first = await order([{ item: birria, quantity: 5 }], { scheduledPickupTime: at });
    expect(first.statusCode).toBe(201);
    expect((await order([{ item: birria, quantity: 1 }], { scheduledPickupTime: at })).statusCode).toBe(409);
    await moveOrder(t.app, shop.cookie, first.json().id, ['cancelled']);
    expect((await order([{ item: birria, quantity: 1 }], { scheduledPickupTime: at })).statusCode).toBe(201);
  });

  it('never both take the last places when they arrive together', async () => {
    const at = '2026-11-28T02:30:00.000Z'; // 18:30
    const results = await Promise.all(
      Array.from({ length: 4 }, () => order([{ item: birria, quantity: 2 }], { scheduledPickupTime: at })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(await birriaIn(at)).toBe(4);
  });
});

describe('orders as soon as possible', () => {
  it('count in the quarter hour of their estimate; the desk’s own orders count but are never refused', async () => {
    const other = await createShop(t.app, { items: [{ name: 'Elote', price: 5, prepTime: 10 }] });
    const [elote] = other.items;
    await t.app.inject({ method: 'PUT', url: `/api/vendors/${other.vendor.id}/pickup-slots`, payload: WINDOWS, headers: { cookie: other.cookie } });
    await t.app.inject({ method: 'PATCH', url: `/api/menu-items/${elote.id}`, payload: { maxPer15Min: 3 }, headers: { cookie: other.cookie } });
    clock = FRIDAY_5PM;
    const asap = (quantity: number) => placeOrder(t.app, orderBody(other.vendor.id, [{ item: elote, quantity }], { phone: nextPhone() }));
    // Ready about 17:10: the 17:00 quarter hour.
    expect((await asap(2)).statusCode).toBe(201);
    // The desk takes two more at the window: over the limit, and taken.
    const desk = await t.app.inject({
      method: 'POST',
      url: '/api/my-vendor/walk-up-orders',
      headers: { cookie: other.cookie },
      payload: { source: 'walk_up', firstName: 'Rosa', items: [{ menuItemId: elote.id, quantity: 2 }] },
    });
    expect(desk.statusCode, desk.body).toBe(201);
    const refused = await asap(1);
    expect(refused.statusCode).toBe(409);
    const body = SlotFullSchema.parse(refused.json());
    expect(body.code).toBe('item_throttled');
    // The first pickup time of a later quarter hour is offered instead.
    expect(new Date(body.nextSlots[0].start).getTime()).toBeGreaterThanOrEqual(new Date('2026-11-28T01:15:00Z').getTime());
    // A quarter hour later the estimate falls in the next quarter hour: there is room again.
    clock = new Date('2026-11-28T01:15:00Z');
    expect((await asap(1)).statusCode).toBe(201);
  });
});
