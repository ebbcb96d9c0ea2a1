/**
 * The vendor's first day (issue 24 items 2, 4, 6; decision 0022): the weekly hours in one PUT
 * with split shifts, profile views counted from the detail beacon, and the analytics definitions
 * (revenue on completed orders, open orders apart, "New" growth).
 */
import { describe, expect, it } from 'vitest';
import { PerformanceSchema } from '../../src/shared/schemas/analytics.js';
import { BusinessHoursListSchema, MyVendorSchema, VendorListSchema } from '../../src/shared/schemas/vendors.js';
import { setupTestApp } from '../support/app.js';
import { cookiesFrom, signUp, signUpVendor } from '../support/factories.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';
import type { Method } from '../support/routes.js';

/** Thursday 12 June 2025, 12:00 in the valley (PDT, UTC−7). Thursday is day 4. */
const THURSDAY_NOON = new Date('2025-06-12T19:00:00Z');
let clock = THURSDAY_NOON;
const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0' }, now: () => clock });
/** A valley wall-clock time on Thursday 12 June 2025 (PDT). */
const thursdayAt = (hhmm: string) => new Date(`2025-06-12T${hhmm}:00-07:00`);

/** A fresh session for the user (the clock jumps past a session's life in some tests). */
async function signIn(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'desert-bloom-42' } });
  expect(res.statusCode).toBe(200);
  return cookiesFrom(res);
}
function call(method: Method, url: string, cookie?: string, payload?: unknown, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...extra,
  });
}

const split = { openTime: '11:00', closeTime: '14:00' };
const evening = { openTime: '17:00', closeTime: '21:00' };
const weekOf = (day: (d: number) => object) => [0, 1, 2, 3, 4, 5, 6].map(day);

async function isOpenInList(vendorId: number): Promise<boolean> {
  const list = VendorListSchema.parse((await call('GET', '/api/vendors')).json());
  const entry = list.find((e) => e.vendor.id === vendorId);
  if (!entry) throw new Error('vendor not listed');
  return entry.isOpen;
}

describe('PUT /api/vendors/:id/hours (the whole week)', () => {
  it('replaces the week in one go, split shifts included, and answers the week', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    // An old per-day row that the week replaces.
    expect((await call('POST', `/api/vendors/${vendor.id}/hours`, cookie, { dayOfWeek: 2, openTime: '06:00', closeTime: '07:00' })).statusCode).toBe(200);
    const week = weekOf((d) =>
      d === 0 ? { dayOfWeek: d, isClosed: true, shifts: [] } : { dayOfWeek: d, isClosed: false, shifts: [split, evening] },
    );
    const res = await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, week);
    expect(res.statusCode).toBe(200);
    const hours = BusinessHoursListSchema.parse(res.json());
    expect(hours).toHaveLength(1 + 6 * 2);
    expect(hours.filter((h) => h.dayOfWeek === 2)).toEqual([
      { dayOfWeek: 2, shift: 0, openTime: '11:00', closeTime: '14:00', isClosed: false, locationId: null },
      { dayOfWeek: 2, shift: 1, openTime: '17:00', closeTime: '21:00', isClosed: false, locationId: null },
    ]);
    expect(hours.find((h) => h.dayOfWeek === 0)).toEqual({ dayOfWeek: 0, shift: 0, openTime: null, closeTime: null, isClosed: true, locationId: null });
    // The owner's view and the public detail show the same week.
    const mine = MyVendorSchema.parse((await call('GET', '/api/my-vendor', cookie)).json());
    expect(mine.businessHours).toEqual(hours);
    expect((await call('GET', `/api/vendors/${vendor.id}`)).json().businessHours).toEqual(hours);
  });

  it('is open in each shift and closed between them (GET /api/vendors isOpen, through the cache)', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    clock = thursdayAt('12:00');
    expect(await isOpenInList(vendor.id)).toBe(false); // no hours yet, and now cached
    const week = [{ dayOfWeek: 4, isClosed: false, shifts: [split, evening] }];
    expect((await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, week)).statusCode).toBe(200);
    const cases: [string, boolean][] = [
      ['10:59', false],
      ['11:00', true],
      ['13:59', true],
      ['14:00', false],
      ['16:30', false],
      ['17:00', true],
      ['20:59', true],
      ['21:00', false],
    ];
    for (const [time, open] of cases) {
      clock = thursdayAt(time);
      expect(await isOpenInList(vendor.id), time).toBe(open);
    }
    // The same day marked closed is closed in both shifts.
    expect(
      (await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, [{ dayOfWeek: 4, isClosed: true, shifts: [split, evening] }])).statusCode,
    ).toBe(200);
    clock = thursdayAt('12:00');
    expect(await isOpenInList(vendor.id)).toBe(false);
    clock = thursdayAt('18:00');
    expect(await isOpenInList(vendor.id)).toBe(false);
    // Reopened by SPEC's per-day call: the second shift follows the first.
    expect((await call('POST', `/api/vendors/${vendor.id}/hours`, cookie, { dayOfWeek: 4, isClosed: false })).statusCode).toBe(200);
    expect(await isOpenInList(vendor.id)).toBe(true);
    clock = THURSDAY_NOON;
  });

  it('lets the last shift pass midnight', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const week = [{ dayOfWeek: 4, isClosed: false, shifts: [split, { openTime: '20:00', closeTime: '02:00' }] }];
    expect((await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, week)).statusCode).toBe(200);
    clock = new Date('2025-06-13T01:30:00-07:00'); // Friday 01:30, still Thursday's late shift
    expect(await isOpenInList(vendor.id)).toBe(true);
    clock = new Date('2025-06-13T02:30:00-07:00');
    expect(await isOpenInList(vendor.id)).toBe(false);
    clock = THURSDAY_NOON;
  });

  it('keeps SPEC’s per-day POST editing the first shift only', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, [{ dayOfWeek: 1, isClosed: false, shifts: [split, evening] }]);
    const res = await call('POST', `/api/vendors/${vendor.id}/hours`, cookie, { dayOfWeek: 1, openTime: '10:00' });
    expect(res.statusCode).toBe(200);
    expect(BusinessHoursListSchema.parse(res.json())).toEqual([
      { dayOfWeek: 1, shift: 0, openTime: '10:00', closeTime: '14:00', isClosed: false, locationId: null },
      { dayOfWeek: 1, shift: 1, openTime: '17:00', closeTime: '21:00', isClosed: false, locationId: null },
    ]);
  });

  it.each([
    ['a time that is not HH:MM', [{ dayOfWeek: 1, isClosed: false, shifts: [{ openTime: '9:00', closeTime: '14:00' }] }], 'Use a time such as 09:30'],
    ['25:00', [{ dayOfWeek: 1, isClosed: false, shifts: [{ openTime: '11:00', closeTime: '25:00' }] }], 'Use a time such as 09:30'],
    ['overlapping shifts', [{ dayOfWeek: 1, isClosed: false, shifts: [split, { openTime: '13:00', closeTime: '18:00' }] }], 'The shifts of a day must not overlap'],
    ['shifts out of order', [{ dayOfWeek: 1, isClosed: false, shifts: [evening, split] }], 'The shifts of a day must not overlap'],
    [
      'a first shift past midnight',
      [{ dayOfWeek: 1, isClosed: false, shifts: [{ openTime: '20:00', closeTime: '01:00' }, evening] }],
      'Only the last shift of a day may close after midnight',
    ],
    ['three shifts', [{ dayOfWeek: 1, isClosed: false, shifts: [split, evening, { openTime: '22:00', closeTime: '23:00' }] }], 'At most two shifts a day'],
    ['an open day without a shift', [{ dayOfWeek: 1, isClosed: false, shifts: [] }], 'An open day needs at least one shift'],
    ['a day twice', [{ dayOfWeek: 1, isClosed: true, shifts: [] }, { dayOfWeek: 1, isClosed: true, shifts: [] }], 'Each day may appear once'],
    ['day 7', [{ dayOfWeek: 7, isClosed: true, shifts: [] }], 'Day must be 0 (Sunday) to 6 (Saturday)'],
  ])('refuses %s (400) and changes nothing', async (_name, week, message) => {
    const { cookie, vendor } = await signUpVendor(t.app);
    await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, [{ dayOfWeek: 3, isClosed: false, shifts: [split] }]);
    const res = await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, week);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    const mine = MyVendorSchema.parse((await call('GET', '/api/my-vendor', cookie)).json());
    expect(mine.businessHours).toEqual([{ dayOfWeek: 3, shift: 0, openTime: '11:00', closeTime: '14:00', isClosed: false, locationId: null }]);
  });

  it('is for the owner only: 401 visitor, 403 another user, 404 no such vendor', async () => {
    const { vendor } = await signUpVendor(t.app);
    const other = await signUp(t.app);
    const week = [{ dayOfWeek: 1, isClosed: false, shifts: [split] }];
    expect((await call('PUT', `/api/vendors/${vendor.id}/hours`, undefined, week)).statusCode).toBe(401);
    expect((await call('PUT', `/api/vendors/${vendor.id}/hours`, other.cookie, week)).statusCode).toBe(403);
    expect((await call('PUT', '/api/vendors/999999/hours', other.cookie, week)).statusCode).toBe(404);
    expect((await call('GET', `/api/vendors/${vendor.id}`)).json().businessHours).toEqual([]);
  });
});

describe('profile views (POST /api/vendors/:id/views)', () => {
  const view = (vendorId: number, ip: string, cookie?: string, ua = 'Mozilla/5.0 test') =>
    call('POST', `/api/vendors/${vendorId}/views`, cookie, undefined, {
      remoteAddress: ip,
      headers: { ...(cookie ? { cookie } : {}), 'user-agent': ua },
    });
  const viewsOf = async (cookie: string) => MyVendorSchema.parse((await call('GET', '/api/my-vendor', cookie)).json()).profileViews;

  it('counts a customer once per vendor per day, whatever the read cache holds; never the owner', async () => {
    const { cookie, vendor, user } = await signUpVendor(t.app);
    const customer = await signUp(t.app);
    // The detail is read (and cached) before and after: views are counted by the beacon alone.
    expect((await call('GET', `/api/vendors/${vendor.id}`)).statusCode).toBe(200);
    expect(await viewsOf(cookie)).toBe(0);
    expect((await view(vendor.id, '203.0.113.1')).statusCode).toBe(204);
    expect((await view(vendor.id, '203.0.113.1')).statusCode).toBe(204); // the same visitor again
    expect((await view(vendor.id, '203.0.113.2', customer.cookie)).statusCode).toBe(204);
    expect((await view(vendor.id, '203.0.113.3', cookie)).statusCode).toBe(204); // the owner
    expect((await call('GET', `/api/vendors/${vendor.id}`)).statusCode).toBe(200);
    expect(await viewsOf(cookie)).toBe(2);
    // The next valley day the same visitor counts again.
    clock = new Date('2025-06-13T19:00:00Z');
    expect((await view(vendor.id, '203.0.113.1')).statusCode).toBe(204);
    expect(await viewsOf(cookie)).toBe(3);
    // Thirty valley days on, the first day has left the dashboard's window.
    clock = new Date('2025-07-12T19:00:00Z');
    expect(await viewsOf(await signIn(user.email))).toBe(1);
    clock = THURSDAY_NOON;
  });

  it('cannot be inflated from one address by changing the User-Agent: one view per address per day (issue 43 item 9)', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    for (let i = 0; i < 30; i++) expect((await view(vendor.id, '198.51.100.7', undefined, `bot/${i}`)).statusCode).toBe(204);
    expect(await viewsOf(cookie)).toBe(1);
  });

  it('answers 404 for a vendor that does not exist', async () => {
    expect((await view(999_999, '203.0.113.9')).statusCode).toBe(404);
  });
});

describe('analytics definitions (decision 0022)', () => {
  it('revenue over completed orders, open orders apart, New growth, profile views by period', async () => {
    clock = new Date('2025-06-12T19:00:00Z');
    const shop = await createShop(t.app, { items: [{ name: 'Plate', price: 10 }] });
    const [plate] = shop.items;
    const order = async (status: 'pending' | 'confirmed' | 'ready' | 'completed' | 'cancelled', quantity = 1) => {
      const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: plate, quantity }], { phone: `76055501${10 + quantity}` }));
      expect(res.statusCode).toBe(201);
      const steps = { pending: [], confirmed: ['confirmed'], ready: ['confirmed', 'ready'], completed: ['confirmed', 'ready', 'completed'], cancelled: ['cancelled'] }[status];
      for (const s of steps) {
        const r = await call('PUT', `/api/guest-preorders/${res.json().id}/status`, shop.cookie, { status: s });
        expect(r.statusCode).toBe(200);
      }
    };
    const performance = async () => {
      const res = await call('GET', `/api/vendors/${shop.vendor.id}/analytics/performance?days=7`, shop.cookie);
      expect(res.statusCode).toBe(200);
      return PerformanceSchema.parse(res.json());
    };
    // Nothing in either period: growth 0, not New.
    expect(await performance()).toMatchObject({ totalRevenue: '0.00', revenueGrowth: 0, orderGrowth: 0, profileViewsGrowth: 0 });

    await order('completed', 2); // $20
    await order('pending', 1); // $10
    await order('confirmed', 3); // $30
    await order('ready', 4); // $40
    await order('cancelled', 5); // $50: nowhere
    await call('POST', `/api/vendors/${shop.vendor.id}/views`, undefined, undefined, { remoteAddress: '192.0.2.50' });
    expect(await performance()).toMatchObject({
      totalRevenue: '20.00',
      totalOrders: 1,
      avgOrderValue: '20.00',
      revenueGrowth: null,
      orderGrowth: null,
      avgOrderGrowth: null,
      openOrders: 3,
      openValue: '80.00',
      profileViews: 1,
      profileViewsGrowth: null,
    });

    // A week later: the period above is the previous one.
    clock = new Date('2025-06-19T19:00:00Z');
    shop.cookie = await signIn(shop.user.email);
    await order('completed', 1); // $10
    for (const ip of ['192.0.2.51', '192.0.2.52']) {
      await call('POST', `/api/vendors/${shop.vendor.id}/views`, undefined, undefined, { remoteAddress: ip });
    }
    expect(await performance()).toMatchObject({
      totalRevenue: '10.00',
      revenueGrowth: -50,
      totalOrders: 1,
      orderGrowth: 0,
      openOrders: 0,
      openValue: '0.00',
      profileViews: 2,
      profileViewsGrowth: 100,
    });
    clock = THURSDAY_NOON;
  });
});
