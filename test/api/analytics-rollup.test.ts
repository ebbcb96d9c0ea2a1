/**
 * The daily roll-up (decision 0035): what analytics read from `vendor_analytics` and
 * `vendor_item_sales` equals what the orders say, day by day, also after closed days change
 * (an old order completed, a first order cancelled, a late review); and profile views counted by
 * the beacon are the views analytics show next to the orders.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { VALLEY_TIME_ZONE } from '../../src/shared/constants.js';
import { closedDays } from '../../src/server/analytics/rollup.js';
import { setupTestApp } from '../support/app.js';
import { createShop, orderBody, placeOrder, PLATE_AND_HORCHATA, type ShopItem } from '../support/ordering.js';

const TZ = VALLEY_TIME_ZONE;
const NOW = new Date('2026-11-23T20:00:00Z'); // Monday 12:00 in the valley
let clock = NOW;
const t = setupTestApp({ now: () => clock });

let shop: Awaited<ReturnType<typeof createShop>>;
let plate: ShopItem; // $10
let horchata: ShopItem; // $4
const orders: Record<string, { id: number; trackingToken: string }> = {};

async function status(id: number, next: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/guest-preorders/${id}/status`,
    payload: { status: next },
    headers: { cookie: shop.cookie },
  });
  expect(res.statusCode).toBe(200);
}

async function orderAt(name: string, iso: string, phone: string, lines: { item: ShopItem; quantity: number }[], final = 'pending') {
  clock = new Date(iso);
  const res = await placeOrder(t.app, orderBody(shop.vendor.id, lines, { phone }));
  expect(res.statusCode).toBe(201);
  orders[name] = res.json();
  const steps = final === 'cancelled' ? ['cancelled'] : final === 'completed' ? ['confirmed', 'ready', 'completed'] : [];
  for (const s of steps) await status(orders[name].id, s);
}

async function view(iso: string, ip: string, cookie?: string) {
  clock = new Date(iso);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/vendors/${shop.vendor.id}/views`,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode).toBe(204);
}

const get = async (path: string) => {
  clock = NOW;
  const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}${path}`, headers: { cookie: shop.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json();
};

interface Day {
  date: string;
  orders: number;
  cents: number;
  open: number;
  newCustomers: number;
}

/** Each valley date's figures worked out from the orders directly, not through the roll-up's SQL. */
async function fromOrders(): Promise<Day[]> {
  const res = await t.database.db.execute<{ date: string; orders: number; cents: string; open: number; new_customers: number }>(sql`
    with firsts as (
      select phone, min(created_at) as first_at from guest_preorders
      where vendor_id = ${shop.vendor.id} and status <> 'cancelled' and phone is not null group by phone
    ), days as (
      select (created_at at time zone ${TZ})::date as date,
             count(*) filter (where status = 'completed')::int as orders,
             coalesce(sum(total_amount * 100) filter (where status = 'completed'), 0)::bigint::text as cents,
             count(*) filter (where status in ('pending', 'confirmed', 'ready'))::int as open
      from guest_preorders where vendor_id = ${shop.vendor.id} group by 1
    )
    select d.date::text as date, d.orders, d.cents, d.open,
           (select count(*)::int from firsts f where (f.first_at at time zone ${TZ})::date = d.date) as new_customers
    from days d order by d.date`);
  return res.rows.map((r) => ({ date: r.date, orders: r.orders, cents: Number(r.cents), open: r.open, newCustomers: r.new_customers }));
}

/** The rolled-up rows of closed days that have orders, in the same shape. */
async function rolledUp(): Promise<Day[]> {
  const res = await t.database.db.execute<{ date: string; orders: number; cents: string; open: number; new_customers: number }>(sql`
    select date::text as date, order_count as orders, (revenue * 100)::bigint::text as cents, open_orders as open, new_customers
    from vendor_analytics
    where vendor_id = ${shop.vendor.id} and date < '2026-11-23' and rolled_changes = changes
      and (order_count > 0 or open_orders > 0 or new_customers > 0 or repeat_customers > 0)
    order by date`);
  return res.rows.map((r) => ({ date: r.date, orders: r.orders, cents: Number(r.cents), open: r.open, newCustomers: r.new_customers }));
}

beforeAll(async () => {
  shop = await createShop(t.app, { items: PLATE_AND_HORCHATA });
  [plate, horchata] = shop.items;
  await orderAt('a1', '2026-11-12T20:00:00Z', '7605550001', [{ item: plate, quantity: 1 }], 'completed'); // Nov 12
  await orderAt('b1', '2026-11-13T19:00:00Z', '7605550002', [{ item: horchata, quantity: 2 }]); // Nov 13, stays open
  await orderAt('a2', '2026-11-18T19:00:00Z', '7605550001', [{ item: plate, quantity: 2 }], 'completed'); // Nov 18
  // 23:30 on Nov 19 in the valley is already Nov 20 in UTC: a Nov 19 order.
  await orderAt('c1', '2026-11-20T07:30:00Z', '7605550003', [{ item: plate, quantity: 1 }, { item: horchata, quantity: 1 }], 'completed');
  await orderAt('d1', '2026-11-20T19:00:00Z', '7605550004', [{ item: plate, quantity: 3 }], 'cancelled'); // Nov 20, nowhere
  await orderAt('b2', '2026-11-21T19:00:00Z', '7605550002', [{ item: horchata, quantity: 1 }]); // Nov 21, open
  await orderAt('e1', '2026-11-23T17:00:00Z', '7605550005', [{ item: plate, quantity: 1 }], 'completed'); // today
  await view('2026-11-19T18:00:00Z', '192.0.2.1');
  await view('2026-11-21T18:00:00Z', '192.0.2.2');
  await view('2026-11-23T18:00:00Z', '192.0.2.3');
  await view('2026-11-23T18:00:00Z', '192.0.2.4', shop.cookie); // the owner: not a view
  clock = NOW;
});

describe('the daily roll-up', () => {
  it('holds, for every closed day, the figures the orders give', async () => {
    const perf = await get('/analytics/performance?days=30');
    // Completed: $10 + $20 + $14 + $10 (today) = $54 in 4; open: the $8 and $4 orders; customers
    // ...0001, 2, 3, 5 (…0004 only cancelled); views: three visitors, not the owner.
    expect(perf).toMatchObject({
      totalRevenue: '54.00',
      totalOrders: 4,
      openOrders: 2,
      openValue: '12.00',
      newCustomers: 4,
      profileViews: 3,
    });
    const expected = (await fromOrders()).filter((d) => d.date < '2026-11-23');
    expect(expected.length).toBeGreaterThan(4);
    expect(await rolledUp()).toEqual(expected.filter((d) => d.orders || d.open || d.newCustomers));
  });

  it('follows closed days that change after they were rolled up', async () => {
    // Before: ...0002 first ordered on Nov 13, so this week has two new customers (...0003, ...0005).
    expect(await get('/analytics/performance?days=7')).toMatchObject({ newCustomers: 2 });
    // Now Nov 21's open order is completed, ...0002's first order (Nov 13) is cancelled, so their
    // Nov 21 order makes them new that day, and Nov 19's order gets a review.
    clock = NOW;
    await status(orders.b2.id, 'confirmed');
    await status(orders.b2.id, 'ready');
    await status(orders.b2.id, 'completed');
    await status(orders.b1.id, 'cancelled');
    const review = await t.app.inject({
      method: 'POST',
      url: '/api/preorder-reviews',
      payload: { trackingToken: orders.c1.trackingToken, rating: 3, serviceRating: 3, foodQualityRating: 3, valueRating: 3, timelinessRating: 3, wouldRecommend: true },
    });
    expect(review.statusCode).toBe(201);

    const perf30 = await get('/analytics/performance?days=30');
    // Completed now: $10 + $20 + $14 + $4 (Nov 21) + $10 = $58 in 5; nothing open.
    expect(perf30).toMatchObject({ totalRevenue: '58.00', totalOrders: 5, openOrders: 0, openValue: '0.00', newCustomers: 4 });
    expect(await rolledUp()).toEqual((await fromOrders()).filter((d) => d.date < '2026-11-23' && (d.orders || d.open || d.newCustomers)));
    // The week (Nov 17–23): $20 + $14 + $4 + $10; ...0002 is new now (first order Nov 21).
    expect(await get('/analytics/performance?days=7')).toMatchObject({ totalRevenue: '48.00', totalOrders: 4, newCustomers: 3, profileViews: 3 });
    // Plate: 2 (Nov 18) + 1 (Nov 19) + 1 (today) = 4 units, $40, rated 3 once; Horchata: 1 + 1 = 2, $8, rated 3 once.
    expect(await get('/analytics/popular-items?days=7')).toEqual([
      { name: 'Taco Plate', orderCount: 4, revenue: '40.00', avgRating: 3 },
      { name: 'Horchata', orderCount: 2, revenue: '8.00', avgRating: 3 },
    ]);
    // Hours (valley time, not cancelled): 11:00 Nov 18, 23:30 Nov 19, 11:00 Nov 21, 09:00 today.
    expect(await get('/analytics/peak-hours?days=7')).toEqual([
      { hour: 11, orderCount: 2 },
      { hour: 9, orderCount: 1 },
      { hour: 23, orderCount: 1 },
    ]);
  });

  it('counts the money collected (paid orders, tips apart) on closed days and today; a row rolled up before it was counted is rolled up again', async () => {
    const paid = async (id: number) => {
      clock = NOW;
      const res = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${id}/paid`, headers: { cookie: shop.cookie } });
      expect(res.statusCode, res.body).toBe(200);
    };
    expect(await get('/analytics/performance?days=30')).toMatchObject({ collected: '0.00', tips: '0.00' });
    // Paid at the window: Nov 21's $4 horchata (a closed day) and today's $10 plate.
    await paid(orders.b2.id);
    await paid(orders.e1.id);
    expect(await get('/analytics/performance?days=30')).toMatchObject({ collected: '14.00', tips: '0.00', totalRevenue: '58.00' });
    const rolled = async () =>
      (await t.database.db.execute<{ collected: string | null }>(sql`select collected::text from vendor_analytics where vendor_id = ${shop.vendor.id} and date = '2026-11-21'`)).rows[0]?.collected;
    expect(await rolled()).toBe('4.00');
    // A row from before the money was counted (null, as migration 0012 left every row) is rolled
    // up again from the orders on its next read, though nothing about the day changed since.
    await t.database.db.execute(sql`update vendor_analytics set collected = null, tips = null where vendor_id = ${shop.vendor.id} and date = '2026-11-21'`);
    const [day] = await closedDays(t.database.db, shop.vendor.id, '2026-11-21', '2026-11-21', TZ);
    expect(day).toMatchObject({ date: '2026-11-21', collectedCents: 400, tipCents: 0, orderCount: 1 });
    expect(await rolled()).toBe('4.00');
  });

  it('reads closed days from the roll-up, not from the orders', async () => {
    // A row edited behind the triggers' back shows: the orders are not read again for that day.
    await t.database.db.execute(
      sql`update vendor_analytics set order_count = order_count + 100 where vendor_id = ${shop.vendor.id} and date = '2026-11-18'`,
    );
    expect(await get('/analytics/performance?days=90')).toMatchObject({ totalOrders: 105 });
  });
});
