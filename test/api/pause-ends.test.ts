/**
 * Pauses that end on their own (issue 25 item 3, decision 0027): a pause and busy minutes end at
 * their end (read at once as over, cleared by the next read), both end by closing ("until
 * closing" = the end of the shift, or 04:00 valley time with no shift end); "+5 / +10 / +15 min"
 * on one order (owner only, pending or confirmed; live update; a text only when the customer
 * opted in and has not sent STOP); the desk watch (an order waiting 10 minutes with the desk
 * unseen pauses ordering until closing and tells the vendor; never a vendor that never opened a
 * desk); refusals change nothing. Runs on PGlite and PostgreSQL. Time is the test's clock.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseForUnreachableDesk } from '../../src/server/pickup/ordering-state.js';
import type { PreorderEvent } from '../../src/server/realtime/hub.js';
import { OrderingStateSchema, UNTIL_CLOSING } from '../../src/shared/schemas/pickup.js';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import { changedTables, dbFingerprint } from '../support/db-state.js';
import { type Cookie, signUpVendor } from '../support/factories.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';
import { fakeTwilioForFile, outboxIdle } from '../support/phone.js';
import { forwardClock } from '../support/clock.js';

// Friday 27 November 2026, 5:00 PM in the valley (PST, UTC-8); the next 04:00 is 12:00Z.
const T0 = Date.parse('2026-11-28T01:00:00Z');
const NEXT_4AM = '2026-11-28T12:00:00.000Z';
const clock = forwardClock(T0);
const { iso, set: setClock } = clock;

const env: Record<string, string | undefined> = {
  OUTBOX_POLL_MS: '100',
  SMS_TIMEOUT_MS: '3000',
  ...NO_ORDER_LIMITS,
};
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ env, now: clock.now });

type Shop = Awaited<ReturnType<typeof createShop>>;
let phoneSeq = 2000;
const nextPhone = () => `760555${String(phoneSeq++).padStart(4, '0')}`;

const events: PreorderEvent[] = [];
let unsubscribe: (() => void) | undefined;
beforeAll(() => {
  unsubscribe = t.app.realtime.onEvent((e) => void events.push(e));
});
afterAll(() => unsubscribe?.());

async function setOrdering(s: Shop, body: object, cookie: Cookie = s.cookie) {
  return t.app.inject({ method: 'PUT', url: `/api/vendors/${s.vendor.id}/ordering`, payload: body, headers: { cookie } });
}
function order(s: Shop, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return placeOrder(t.app, orderBody(s.vendor.id, [{ item: s.items[0], quantity: 1 }], { phone: nextPhone(), ...overrides }), headers);
}
async function detailVendor(s: Shop) {
  const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${s.vendor.id}` });
  expect(res.statusCode).toBe(200);
  return res.json().vendor as { pausedUntil: string | null; extraPrepMinutes: number; extraPrepUntil: string | null };
}
async function deskVendor(s: Shop) {
  const res = await t.app.inject({ method: 'GET', url: '/api/my-vendor', headers: { cookie: s.cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().vendor as { pausedUntil: string | null; pauseReason: string | null; extraPrepMinutes: number };
}
async function stored(vendorId: number) {
  const r = await t.database.db.execute<{ paused_until: string | null; pause_reason: string | null; extra_prep_minutes: number; extra_prep_until: string | null }>(
    sql`select paused_until, pause_reason, extra_prep_minutes, extra_prep_until from vendors where id = ${vendorId}`,
  );
  return r.rows[0];
}
const delay = (id: number, minutes: unknown, cookie?: Cookie) =>
  t.app.inject({ method: 'POST', url: `/api/guest-preorders/${id}/delay`, payload: { minutes }, headers: cookie ? { cookie } : {} });
const heartbeat = (cookie: Cookie) => t.app.inject({ method: 'POST', url: '/api/my-vendor/desk-heartbeat', headers: { cookie } });
async function smsRows(type: string, phone: string) {
  const r = await t.database.db.execute<{ message: string }>(
    sql`select message from notifications where channel = 'sms' and type = ${type} and guest_phone = ${phone} order by id`,
  );
  return r.rows.map((row) => row.message);
}
async function deskNotices(vendorId: number) {
  const r = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from notifications where vendor_id = ${vendorId} and channel = 'inbox' and type = 'desk_unreachable'`,
  );
  return Number(r.rows[0].n);
}

describe('a pause and busy minutes end on their own', () => {
  it('a 15-minute pause refuses orders until its end, then reads as over everywhere and is cleared', async () => {
    setClock(0);
    const shop = await createShop(t.app);
    const res = await setOrdering(shop, { pausedUntil: iso(15), extraPrepMinutes: 0 });
    expect(res.statusCode).toBe(200);
    expect(OrderingStateSchema.parse(res.json())).toEqual({ pausedUntil: iso(15), pauseReason: 'vendor', extraPrepMinutes: 0, extraPrepUntil: null });
    const refused = await order(shop);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ordering_paused', pausedUntil: iso(15) });
    expect((await detailVendor(shop)).pausedUntil).toBe(iso(15));
    expect(await deskVendor(shop)).toMatchObject({ pausedUntil: iso(15), pauseReason: 'vendor' });

    setClock(15);
    expect((await detailVendor(shop)).pausedUntil).toBeNull();
    expect(await deskVendor(shop)).toMatchObject({ pausedUntil: null, pauseReason: null });
    expect(await stored(shop.vendor.id)).toMatchObject({ paused_until: null, pause_reason: null });
    expect((await order(shop)).statusCode).toBe(201);
  });

  it('busy minutes count in the ready time until their end, then not (the order path clears them)', async () => {
    setClock(20);
    const shop = await createShop(t.app); // the taco takes 10 minutes
    const res = await setOrdering(shop, { pausedUntil: null, extraPrepMinutes: 20, extraPrepUntil: iso(50) });
    expect(res.json()).toEqual({ pausedUntil: null, pauseReason: null, extraPrepMinutes: 20, extraPrepUntil: iso(50) });
    const first = await order(shop);
    expect(first.statusCode).toBe(201);
    expect(first.json().estimatedReadyTime).toBe(iso(20 + 10 + 20));

    setClock(50);
    const second = await order(shop);
    expect(second.statusCode).toBe(201);
    // 10 minutes of prep + 2 for the order ahead; the 20 busy minutes ended at :50.
    expect(second.json().estimatedReadyTime).toBe(iso(50 + 10 + 2));
    expect(await stored(shop.vendor.id)).toMatchObject({ extra_prep_minutes: 0, extra_prep_until: null });
    expect(await detailVendor(shop)).toMatchObject({ extraPrepMinutes: 0, extraPrepUntil: null });
    expect((await deskVendor(shop)).extraPrepMinutes).toBe(0);
  });

  it('end by closing: "until closing" and longer ends are held to the end of the shift; both reset there', async () => {
    setClock(60);
    const shop = await createShop(t.app);
    // Friday 11:00–21:00 (valley time); the other days around the clock.
    const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      isClosed: false,
      shifts: [dayOfWeek === 5 ? { openTime: '11:00', closeTime: '21:00' } : { openTime: '00:00', closeTime: '00:00' }],
    }));
    expect((await t.app.inject({ method: 'PUT', url: `/api/vendors/${shop.vendor.id}/hours`, payload: week, headers: { cookie: shop.cookie } })).statusCode).toBe(200);
    const nine = '2026-11-28T05:00:00.000Z'; // Friday 9:00 PM
    const closing = await setOrdering(shop, { pausedUntil: UNTIL_CLOSING, extraPrepMinutes: 10 });
    expect(closing.json()).toEqual({ pausedUntil: nine, pauseReason: 'vendor', extraPrepMinutes: 10, extraPrepUntil: nine });
    const longer = await setOrdering(shop, { pausedUntil: '2026-11-30T01:00:00Z', extraPrepMinutes: 10, extraPrepUntil: '2026-11-29T01:00:00Z' });
    expect(longer.json()).toMatchObject({ pausedUntil: nine, extraPrepUntil: nine });
    const hour = await setOrdering(shop, { pausedUntil: iso(120), extraPrepMinutes: 10, extraPrepUntil: iso(90) });
    expect(hour.json()).toMatchObject({ pausedUntil: iso(120), extraPrepUntil: iso(90) });
    await setOrdering(shop, { pausedUntil: UNTIL_CLOSING, extraPrepMinutes: 10 });

    setClock(4 * 60); // 9:00 PM: closing
    expect(await detailVendor(shop)).toMatchObject({ pausedUntil: null, extraPrepMinutes: 0, extraPrepUntil: null });
    expect(await stored(shop.vendor.id)).toMatchObject({ paused_until: null, extra_prep_minutes: 0, extra_prep_until: null });

    // No shift end (around the clock): closing is 04:00 valley time next morning.
    const open = await createShop(t.app);
    expect((await setOrdering(open, { pausedUntil: UNTIL_CLOSING, extraPrepMinutes: 0 })).json().pausedUntil).toBe(NEXT_4AM);
  });

  it('refuses bad settings with a code and changes nothing', async () => {
    setClock(4 * 60);
    const shop = await createShop(t.app);
    const other = await signUpVendor(t.app);
    await setOrdering(shop, { pausedUntil: iso(4 * 60 + 15), extraPrepMinutes: 10 });
    const fp = await dbFingerprint(t.database);
    const before = await fp.take();
    const cases: [object, Cookie | undefined, number, string][] = [
      [{ pausedUntil: iso(4 * 60 - 1), extraPrepMinutes: 0 }, shop.cookie, 400, 'invalid_paused_until'],
      [{ pausedUntil: null, extraPrepMinutes: 10, extraPrepUntil: iso(4 * 60 - 1) }, shop.cookie, 400, 'invalid_extra_prep_until'],
      [{ pausedUntil: null, extraPrepMinutes: 10, extraPrepUntil: 'soon' }, shop.cookie, 400, 'invalid_request'],
      [{ pausedUntil: null, extraPrepMinutes: 121 }, shop.cookie, 400, 'invalid_request'],
      [{ pausedUntil: null, extraPrepMinutes: 0 }, other.cookie as Cookie, 403, 'forbidden'],
      [{ pausedUntil: null, extraPrepMinutes: 0 }, undefined, 401, 'unauthorized'],
    ];
    for (const [body, cookie, status, code] of cases) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/vendors/${shop.vendor.id}/ordering`, payload: body, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(changedTables(before, await fp.take(), ['sessions'])).toEqual([]);
  });
});

describe('"+5 / +10 / +15 min" on one order', () => {
  it('moves the ready time from the later of now and the estimate, tells the desk and the tracking page, texts only an opted-in customer', async () => {
    setClock(5 * 60);
    const shop = await createShop(t.app);
    const phone = nextPhone();
    const placed = await order(shop, { phone, notifyBySms: true }, { 'accept-language': 'es' });
    expect(placed.statusCode).toBe(201);
    const estimate = Date.parse(placed.json().estimatedReadyTime);
    const seen = events.length;
    const res = await delay(placed.json().id, 10, shop.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().estimatedReadyTime).toBe(new Date(Math.max(clock.now().getTime(), estimate) + 10 * 60_000).toISOString());
    expect(events.slice(seen)).toContainEqual(expect.objectContaining({ kind: 'delay', orderId: placed.json().id, trackingToken: placed.json().trackingToken }));
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${placed.json().trackingToken}` });
    expect(tracked.json().estimatedReadyTime).toBe(res.json().estimatedReadyTime);
    const text = await twilio.fake.waitForText(phone);
    expect(text.body).toContain('necesita 10 min más');

    // Confirmed, and an estimate already in the past: from now.
    expect((await t.app.inject({ method: 'PUT', url: `/api/guest-preorders/${placed.json().id}/status`, payload: { status: 'confirmed' }, headers: { cookie: shop.cookie } })).statusCode).toBe(200);
    setClock(6 * 60);
    const later = await delay(placed.json().id, 5, shop.cookie);
    expect(later.json().estimatedReadyTime).toBe(iso(6 * 60 + 5));

    // Not opted in: no text.
    const quiet = await order(shop, { notifyBySms: false });
    expect((await delay(quiet.json().id, 15, shop.cookie)).statusCode).toBe(200);
    expect(await smsRows('order_delayed', quiet.json().phone)).toEqual([]);

    // Opted in at checkout, then STOP: no text.
    const stopped = await order(shop, { notifyBySms: true });
    await t.database.db.execute(
      sql`insert into sms_consents (phone, opted_in, wording, source, created_at) values (${stopped.json().phone}, false, 'STOP', 'sms', ${clock.now().toISOString()}::timestamptz)`,
    );
    expect((await delay(stopped.json().id, 5, shop.cookie)).statusCode).toBe(200);
    expect(await smsRows('order_delayed', stopped.json().phone)).toEqual([]);
    expect(await smsRows('order_delayed', phone)).toHaveLength(2);
    await outboxIdle(t.database);
  });

  it('is the owner’s only, for pending or confirmed orders only; refusals change nothing', async () => {
    setClock(6 * 60);
    const shop = await createShop(t.app);
    const other = await createShop(t.app);
    const open = (await order(shop, { notifyBySms: true })).json();
    const done = (await order(shop)).json();
    for (const status of ['confirmed', 'ready', 'completed']) {
      await t.app.inject({ method: 'PUT', url: `/api/guest-preorders/${done.id}/status`, payload: { status }, headers: { cookie: shop.cookie } });
    }
    const fp = await dbFingerprint(t.database);
    const before = await fp.take();
    const cases: [number, unknown, Cookie | undefined, number, string][] = [
      [open.id, 10, undefined, 401, 'unauthorized'],
      [open.id, 10, other.cookie, 403, 'forbidden'],
      [open.id, 7, shop.cookie, 400, 'invalid_request'],
      [open.id, '10', shop.cookie, 400, 'invalid_request'],
      [done.id, 10, shop.cookie, 409, 'order_not_open'],
      [2_000_000, 10, shop.cookie, 404, 'not_found'],
    ];
    for (const [id, minutes, cookie, status, code] of cases) {
      const res = await delay(id, minutes, cookie);
      expect(res.statusCode, `${id} ${String(minutes)}`).toBe(status);
      expect(res.json().code).toBe(code);
    }
    expect(changedTables(before, await fp.take(), ['sessions'])).toEqual([]);
  });
});

describe('the desk watch', () => {
  it('pauses ordering until closing when an order waits 10 minutes with the desk unseen, tells the vendor once, and resumes', async () => {
    setClock(7 * 60);
    const shop = await createShop(t.app);
    const hb = await heartbeat(shop.cookie);
    expect(hb.statusCode).toBe(200);
    expect(hb.json()).toEqual({ pausedUntil: null, pauseReason: null, extraPrepMinutes: 0, extraPrepUntil: null });
    setClock(7 * 60 + 1);
    expect((await order(shop)).statusCode).toBe(201); // waits, pending
    setClock(7 * 60 + 9);
    expect((await order(shop)).statusCode).toBe(201); // the desk was seen 9 minutes ago: still fine
    setClock(7 * 60 + 11);
    const refused = await order(shop);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ordering_paused', pausedUntil: NEXT_4AM });
    expect(await stored(shop.vendor.id)).toMatchObject({ pause_reason: 'desk_unreachable' });
    expect(await deskVendor(shop)).toMatchObject({ pausedUntil: NEXT_4AM, pauseReason: 'desk_unreachable' });
    expect(await deskNotices(shop.vendor.id)).toBe(1);
    // Issue 44: the notice keeps the values its words need, so a Spanish desk reads it in Spanish.
    const inbox = await t.app.inject({ method: 'GET', url: '/api/my-vendor/inbox', headers: { cookie: shop.cookie } });
    expect(inbox.json().entries.find((e: { type: string }) => e.type === 'desk_unreachable')?.values).toEqual({
      pausedUntil: NEXT_4AM,
      minutes: 10,
      vendor: shop.vendor.businessName,
    });
    expect((await smsRows('desk_unreachable', '7605550198')).some((m) => m.includes(shop.vendor.businessName))).toBe(true);
    expect((await order(shop)).statusCode).toBe(409);
    expect(await deskNotices(shop.vendor.id)).toBe(1);

    // The desk comes back: its heartbeat says why; Resume takes orders again, and the orders
    // that already caused the pause do not cause another.
    const back = await heartbeat(shop.cookie);
    expect(back.json()).toMatchObject({ pausedUntil: NEXT_4AM, pauseReason: 'desk_unreachable' });
    expect((await setOrdering(shop, { pausedUntil: null, extraPrepMinutes: 0 })).json().pauseReason).toBeNull();
    setClock(7 * 60 + 30);
    expect((await order(shop)).statusCode).toBe(201);
    expect(await deskNotices(shop.vendor.id)).toBe(1);
    await outboxIdle(t.database);
  });

  it('runs on the outbox worker’s tick too, and one of two concurrent watchers pauses', async () => {
    setClock(8 * 60);
    const shop = await createShop(t.app);
    expect((await heartbeat(shop.cookie)).statusCode).toBe(200);
    expect((await order(shop)).statusCode).toBe(201);
    const twin = await createShop(t.app);
    expect((await heartbeat(twin.cookie)).statusCode).toBe(200);
    expect((await order(twin)).statusCode).toBe(201);
    setClock(8 * 60 + 10);
    const tz = t.current.config.VALLEY_TZ;
    const both = await Promise.all([
      pauseForUnreachableDesk(t.database.db, twin.vendor.id, clock.now(), tz),
      pauseForUnreachableDesk(t.database.db, twin.vendor.id, clock.now(), tz),
    ]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await deskNotices(twin.vendor.id)).toBe(1);
    // No order comes: the worker's tick pauses it.
    await expect.poll(async () => (await stored(shop.vendor.id)).pause_reason, { timeout: 10_000 }).toBe('desk_unreachable');
    expect(await deskNotices(shop.vendor.id)).toBe(1);
    await outboxIdle(t.database);
  });

  it('never pauses a vendor that never opened a desk', async () => {
    setClock(9 * 60);
    const shop = await createShop(t.app);
    expect((await order(shop)).statusCode).toBe(201);
    setClock(9 * 60 + 40);
    expect((await order(shop)).statusCode).toBe(201);
    expect(await stored(shop.vendor.id)).toMatchObject({ paused_until: null });
    expect(await deskNotices(shop.vendor.id)).toBe(0);
  });

  it('the heartbeat is the signed-in vendor’s: a visitor 401, a user without a vendor 404', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/my-vendor/desk-heartbeat' })).statusCode).toBe(401);
  });
});
