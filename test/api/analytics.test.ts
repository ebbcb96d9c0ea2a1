/**
 * Analytics on a fixed data set with a fixed clock; every expected figure is worked out by hand
 * in the comments.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import { signUp, signUpVendor } from '../support/factories.js';
import { createShop, orderBody, placeOrder, PLATE_AND_HORCHATA, type ShopItem } from '../support/ordering.js';

let clock = new Date('2026-11-23T20:00:00Z'); // Monday 12:00 in the valley
const NOW = clock;
const t = setupTestApp({ now: () => clock });

let shop: Awaited<ReturnType<typeof createShop>>;
let plate: ShopItem; // $10
let horchata: ShopItem; // $4

async function orderAt(iso: string, phone: string, lines: { item: ShopItem; quantity: number }[], finalStatus = 'pending') {
  clock = new Date(iso);
  const res = await placeOrder(t.app, orderBody(shop.vendor.id, lines, { phone }));
  expect(res.statusCode).toBe(201);
  const order = res.json();
  const steps = finalStatus === 'cancelled' ? ['cancelled'] : finalStatus === 'completed' ? ['confirmed', 'ready', 'completed'] : [];
  for (const status of steps) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/guest-preorders/${order.id}/status`,
      payload: { status },
      headers: { cookie: shop.cookie },
    });
  }
  return order as { id: number; trackingToken: string };
}

async function review(token: string, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: '/api/preorder-reviews', payload: { trackingToken: token, ...body } });
  expect(res.statusCode).toBe(201);
}

const get = (path: string, cookie = shop.cookie) =>
  t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}${path}`, headers: { cookie } });

beforeAll(async () => {
  shop = await createShop(t.app, { items: PLATE_AND_HORCHATA });
  [plate, horchata] = shop.items;
  // Current 7-day period: (Nov 16 20:00Z, Nov 23 20:00Z].
  const o1 = await orderAt('2026-11-20T03:30:00Z', '7605550001', [{ item: plate, quantity: 2 }], 'completed'); // $20, Nov 19 19:30 PST
  const o2 = await orderAt(
    '2026-11-21T07:15:00Z',
    '7605550002',
    [
      { item: plate, quantity: 1 },
      { item: horchata, quantity: 2 },
    ],
    'completed',
  ); // $18, Nov 20 23:15 PST
  await orderAt('2026-11-22T08:45:00Z', '7605550001', [{ item: horchata, quantity: 1 }]); // $4, Nov 22 00:45 PST
  await orderAt('2026-11-21T18:00:00Z', '7605550004', [{ item: plate, quantity: 5 }], 'cancelled'); // excluded
  // Previous 7-day period: (Nov 9 20:00Z, Nov 16 20:00Z].
  await orderAt('2026-11-12T20:00:00Z', '7605550003', [{ item: plate, quantity: 1 }], 'completed'); // $10
  await orderAt('2026-11-16T20:00:00Z', '7605550002', [{ item: horchata, quantity: 1 }]); // $4, on the boundary: previous
  // The fall-back night (Nov 1): 01:30 PDT and 01:30 PST are both hour 1 in the valley.
  await orderAt('2026-11-01T08:30:00Z', '7605550005', [{ item: horchata, quantity: 1 }]);
  await orderAt('2026-11-01T09:30:00Z', '7605550006', [{ item: horchata, quantity: 1 }]);
  clock = new Date('2026-11-22T12:00:00Z');
  await review(o1.trackingToken, {
    rating: 5,
    serviceRating: 5,
    foodQualityRating: 5,
    valueRating: 4,
    timelinessRating: 5,
    wouldRecommend: true,
  });
  await review(o2.trackingToken, {
    rating: 4,
    serviceRating: 3,
    foodQualityRating: 4,
    valueRating: 4,
    timelinessRating: 3,
    wouldRecommend: false,
  });
  clock = NOW;
});

describe('performance', () => {
  it('7 days: revenue, orders and average over completed orders, growth against the previous 7 days', async () => {
    const res = await get('/analytics/performance?days=7');
    expect(res.statusCode).toBe(200);
    // Decision 0022: completed orders only. Current: $20 + $18 = $38 in 2 (avg $19); the $4 order
    // is still open. Previous: $10 completed in 1 (avg $10), the $4 one open.
    // New customers: ...0001 (first order Nov 20); ...0002 first ordered in the previous period.
    expect(res.json()).toEqual({
      totalRevenue: '38.00',
      revenueGrowth: 280,
      totalOrders: 2,
      orderGrowth: 100,
      avgOrderValue: '19.00',
      avgOrderGrowth: 90,
      newCustomers: 1,
      openOrders: 1,
      openValue: '4.00',
      // Paid at pickup and not marked paid: nothing collected yet, no tips.
      collected: '0.00',
      tips: '0.00',
      profileViews: 0,
      profileViewsGrowth: 0,
    });
  });

  it('30 days: growth reads New (null) when the previous period is empty', async () => {
    const res = await get('/analytics/performance?days=30');
    // Completed: $20 + $18 + $10 = $48 in 3 (avg $16); open: four $4 orders; previous 30 days: none.
    expect(res.json()).toMatchObject({
      totalRevenue: '48.00',
      totalOrders: 3,
      revenueGrowth: null,
      orderGrowth: null,
      avgOrderGrowth: null,
      avgOrderValue: '16.00',
      newCustomers: 5,
      openOrders: 4,
      openValue: '16.00',
    });
  });

  it('refuses a period other than 7, 30 or 90', async () => {
    const res = await get('/analytics/performance?days=14');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Period must be 7, 30 or 90 days');
    expect((await get('/analytics/performance')).statusCode).toBe(200);
  });
});

describe('popular items and peak hours', () => {
  it('ranks items by units with their revenue and rating', async () => {
    const res = await get('/analytics/popular-items?days=7');
    // Plate: 2 + 1 = 3 units, $30, in orders rated 5 and 4 → 4.5; Horchata: 2 + 1 = 3 units, $12,
    // in the order rated 4 (the Nov 22 order is not rated).
    expect(res.json()).toEqual([
      { name: 'Taco Plate', orderCount: 3, revenue: '30.00', avgRating: 4.5 },
      { name: 'Horchata', orderCount: 3, revenue: '12.00', avgRating: 4 },
    ]);
  });

  it('buckets hours in valley time, around midnight', async () => {
    const res = await get('/analytics/peak-hours?days=7');
    // 19:30, 23:15 and 00:45 valley time, one each; ties by hour.
    expect(res.json()).toEqual([
      { hour: 0, orderCount: 1 },
      { hour: 19, orderCount: 1 },
      { hour: 23, orderCount: 1 },
    ]);
  });

  it('counts both 01:30s of the daylight-saving night as hour 1', async () => {
    const res = await get('/analytics/peak-hours?days=30');
    // Hour 1: 2 orders; hour 12 (Nov 12 and Nov 16 at 20:00Z = 12:00 PST): 2; then 0, 19, 23.
    expect(res.json()).toEqual([
      { hour: 1, orderCount: 2 },
      { hour: 12, orderCount: 2 },
      { hour: 0, orderCount: 1 },
      { hour: 19, orderCount: 1 },
      { hour: 23, orderCount: 1 },
    ]);
  });
});

describe('feedback', () => {
  it('averages the sub-ratings and the share who would recommend', async () => {
    const res = await get('/analytics/feedback');
    expect(res.json()).toEqual({
      serviceRating: 4,
      foodQualityRating: 4.5,
      valueRating: 4,
      timelinessRating: 4,
      recommendationRate: 50,
    });
    const stats = await get('/preorder-review-stats');
    expect(stats.json()).toEqual({ averageRating: 4.5, totalReviews: 2 });
  });
});

describe('owner checks', () => {
  it('answers 401 to visitors and 403 to others on every analytics route', async () => {
    const stranger = await signUp(t.app);
    const otherVendor = await signUpVendor(t.app);
    for (const path of [
      '/analytics/performance?days=30',
      '/analytics/popular-items?days=30',
      '/analytics/peak-hours?days=30',
      '/analytics/feedback',
      '/preorder-review-stats',
    ]) {
      expect((await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}${path}` })).statusCode).toBe(401);
      expect((await get(path, stranger.cookie)).statusCode).toBe(403);
      expect((await get(path, otherVendor.cookie)).statusCode).toBe(403);
    }
  });
});
