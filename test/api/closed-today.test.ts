/**
 * Closed for the day (issue 44 defect 2): "Cancel today" after a pause makes the vendor closed for
 * the rest of the valley day everywhere. The closing supersedes the pause (the desk, the detail
 * and the list carry no pause and no busy minutes; an order is refused as closed, not paused),
 * the "Here" mark is gone, "We're here" is refused until 04:00 (409 closed_today, the catalogue's
 * words in the reader's language) and tells no follower; the day's later pickup windows are not
 * offered; Mark as Closed does the same.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/shared/messages/index.js';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import { type Cookie, signUp } from '../support/factories.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';

// Monday 2026-11-23, 12:58 in the valley (20:58 UTC): a 30-minute pause ends at 1:28 PM.
const MONDAY = new Date('2026-11-23T20:58:00Z');
let clock = MONDAY;
const t = setupTestApp({ env: { ...NO_ORDER_LIMITS, AUTH_RATE_LIMIT: '100' }, now: () => clock });

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: Cookie, payload?: object, language?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(language ? { 'accept-language': language } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });

const PAUSE_END = '2026-11-23T21:28:00.000Z';
const MORNING = '2026-11-24T12:00:00.000Z'; // 04:00 in the valley

async function pausedShop() {
  const shop = await createShop(t.app);
  const paused = await inject('PUT', `/api/vendors/${shop.vendor.id}/ordering`, shop.cookie, {
    pausedUntil: PAUSE_END,
    extraPrepMinutes: 10,
    extraPrepUntil: PAUSE_END,
  });
  expect(paused.statusCode, paused.body).toBe(200);
  expect(paused.json().pausedUntil).toBe(PAUSE_END);
  expect((await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {})).statusCode).toBe(200);
  return shop;
}

async function followerNotices(userId: string) {
  const rows = await t.database.db.execute<{ type: string }>(
    sql`select type from notifications where user_id = ${userId} and channel = 'inbox' order by id`,
  );
  return rows.rows.map((r) => r.type);
}

describe('closed for the day', () => {
  it('Cancel today after a pause: closed everywhere, no "Here", no pause shown, "We\'re here" refused until 04:00', async () => {
    clock = MONDAY;
    const shop = await pausedShop();
    const { user: follower } = await signUp(t.app);
    await t.database.db.execute(
      sql`insert into user_follows (follower_id, followed_vendor_id) values (${follower.id}, ${shop.vendor.id})`,
    );
    const cancelled = await inject('POST', `/api/vendors/${shop.vendor.id}/cancel-today`, shop.cookie);
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // The desk: closed until 04:00, no pause, no busy minutes, no check-in.
    const mine = (await inject('GET', '/api/my-vendor', shop.cookie)).json();
    expect(mine.vendor).toMatchObject({
      statusOverride: 'closed',
      statusOverrideUntil: MORNING,
      pausedUntil: null,
      pauseReason: null,
      extraPrepMinutes: 0,
      extraPrepUntil: null,
    });
    expect(mine).toMatchObject({ isOpen: false, opensAt: MORNING, hereNow: null });
    const heartbeat = await inject('POST', '/api/my-vendor/desk-heartbeat', shop.cookie);
    expect(heartbeat.json()).toEqual({ pausedUntil: null, pauseReason: null, extraPrepMinutes: 0, extraPrepUntil: null });

    // The truck page and the list card: closed, opening at 04:00 (open around the clock), no pause.
    const detail = (await inject('GET', `/api/vendors/${shop.vendor.id}`)).json();
    expect(detail).toMatchObject({ isOpen: false, opensAt: MORNING, hereNow: null });
    expect(detail.vendor).toMatchObject({ pausedUntil: null, extraPrepMinutes: 0 });
    const listed = (await inject('GET', '/api/vendors')).json().find((e: { vendor: { id: number } }) => e.vendor.id === shop.vendor.id);
    expect(listed).toMatchObject({ isOpen: false, hereNow: null, vendor: { pausedUntil: null } });

    // An order as soon as possible is refused as closed (not "paused until 1:28 PM").
    const late = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: '(760) 555-0190' }));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'vendor_closed', opensAt: MORNING });

    // "We're here" is refused, in the reader's language, and tells no follower.
    const before = await followerNotices(follower.id);
    for (const [language, locale] of [['en-US', 'en'], ['es-MX', 'es']] as const) {
      const here = await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {}, language);
      expect(here.statusCode).toBe(409);
      expect(here.json()).toMatchObject({ code: 'closed_today', message: translate(locale, 'hereNow.error.closedToday') });
    }
    expect(await followerNotices(follower.id)).toEqual(before);
    expect(before).not.toContain('vendorOpen');
    expect((await inject('GET', `/api/vendors/${shop.vendor.id}`)).json().hereNow).toBeNull();

    // After the morning line the day is over: "We're here" works again.
    clock = new Date(Date.parse(MORNING) + 60_000);
    const morning = await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {});
    expect(morning.statusCode, morning.body).toBe(200);
    expect((await inject('GET', `/api/vendors/${shop.vendor.id}`)).json()).toMatchObject({ isOpen: true, opensAt: null });
    clock = MONDAY;
  });

  it('Cancel today closes the day\'s later pickup windows too; tomorrow\'s stay', async () => {
    clock = MONDAY;
    const shop = await createShop(t.app);
    const windows = [1, 2].map((dayOfWeek) => ({ dayOfWeek, startTime: '17:00', endTime: '18:00', slotDuration: 30, maxOrders: 5 }));
    expect((await inject('PUT', `/api/vendors/${shop.vendor.id}/pickup-slots`, shop.cookie, windows)).statusCode).toBe(200);
    const times = async (date: string) =>
      ((await inject('GET', `/api/vendors/${shop.vendor.id}/pickup-times?date=${date}`)).json() as { start: string }[]).map((s) => s.start);
    const tonight = '2026-11-24T01:00:00.000Z'; // Monday 5:00 PM in the valley
    expect(await times('2026-11-23')).toContain(tonight);
    expect((await inject('POST', `/api/vendors/${shop.vendor.id}/cancel-today`, shop.cookie)).statusCode).toBe(200);

    expect(await times('2026-11-23')).toEqual([]);
    expect(await times('2026-11-24')).toContain('2026-11-25T01:00:00.000Z');
    const later = await placeOrder(
      t.app,
      orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: '(760) 555-0191', scheduledPickupTime: tonight }),
    );
    expect(later.statusCode).toBe(400);
    expect(later.json().code).toBe('invalid_pickup_time');
  });

  it('Mark as Closed while checked in and paused: the same closed day; Mark as Open lifts it', async () => {
    clock = MONDAY;
    const shop = await pausedShop();
    const closed = await inject('PUT', `/api/vendors/${shop.vendor.id}/status`, shop.cookie, { override: 'closed' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().vendor).toMatchObject({ pausedUntil: null, extraPrepMinutes: 0 });
    const detail = (await inject('GET', `/api/vendors/${shop.vendor.id}`)).json();
    expect(detail).toMatchObject({ isOpen: false, hereNow: null, vendor: { pausedUntil: null } });
    expect((await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {})).json().code).toBe('closed_today');

    // Open again by the vendor's own choice: the pause it set still runs, and it can check in.
    expect((await inject('PUT', `/api/vendors/${shop.vendor.id}/status`, shop.cookie, { override: 'open' })).statusCode).toBe(200);
    const reopened = (await inject('GET', `/api/vendors/${shop.vendor.id}`)).json();
    expect(reopened).toMatchObject({ isOpen: true, vendor: { pausedUntil: PAUSE_END } });
    expect((await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {})).statusCode).toBe(200);
  });
});
