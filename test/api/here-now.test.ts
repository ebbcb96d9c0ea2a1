/**
 * Here now (issue 25 item 1, DESIGN §10.5): "We're here" shows on the list and the detail until
 * closing time or 6 hours; customers (signed in or with a verified phone) report "not here", three
 * reports on one check-in within an hour clear it and the vendor is told in its inbox; "Cancel
 * today" cancels today's open orders, texts each order's phone (opted in or not), closes the
 * vendor until 04:00 and tells followers. Owner only where it should be. Reports count once per
 * verified phone, never the vendor's own (issue 43 item 4).
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import { type Cookie, signUp } from '../support/factories.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';
import { fakeTwilioForFile, linkPhone, verifyPhone, withCookies } from '../support/phone.js';

// Monday 2026-11-23, 12:00 in the valley (20:00 UTC).
const MONDAY_NOON = new Date('2026-11-23T20:00:00Z');
let clock = MONDAY_NOON;
const env: Record<string, string | undefined> = {
  ...NO_ORDER_LIMITS,
  OUTBOX_POLL_MS: '100',
  // The clock stands still at noon, and this file signs up more than a minute's sign-ups.
  AUTH_RATE_LIMIT: '100',
};
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ env, now: () => clock });

type Shop = Awaited<ReturnType<typeof createShop>>;
type HereNow = { confirmedAt: string; locationName: string | null } | null;

const inject = (method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, cookie?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

async function listedHereNow(vendorId: number): Promise<HereNow> {
  const res = await inject('GET', '/api/vendors');
  expect(res.statusCode).toBe(200);
  const entry = (res.json() as { vendor: { id: number }; hereNow: HereNow }[]).find((e) => e.vendor.id === vendorId);
  expect(entry, 'vendor listed').toBeDefined();
  return entry?.hereNow ?? null;
}

async function detailHereNow(vendorId: number): Promise<HereNow> {
  const res = await inject('GET', `/api/vendors/${vendorId}`);
  expect(res.statusCode).toBe(200);
  return (res.json() as { hereNow: HereNow }).hereNow;
}

async function checkIn(shop: Shop, payload: object = {}) {
  return inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, payload);
}

async function location(vendorId: number, name: string) {
  const rows = await t.database.db.execute<{ id: number }>(
    sql`insert into vendor_locations (vendor_id, location_name, address, latitude, longitude)
        values (${vendorId}, ${name}, '82-500 Indio Blvd, Indio, CA', 33.72, -116.21) returning id`,
  );
  return rows.rows[0].id;
}

let nextPhone = 500;
const newPhone = () => `760555${String(nextPhone++).padStart(4, '0')}`;

describe('here now', () => {
  it('the owner checks in: the list and the detail say so, at a location of its own', async () => {
    clock = MONDAY_NOON;
    const shop = await createShop(t.app);
    expect(await listedHereNow(shop.vendor.id)).toBeNull();

    const res = await checkIn(shop);
    expect(res.statusCode, res.body).toBe(200);
    const expected = { confirmedAt: MONDAY_NOON.toISOString(), locationName: null };
    expect(res.json()).toEqual({ hereNow: expected });
    expect(await listedHereNow(shop.vendor.id)).toEqual(expected);
    expect(await detailHereNow(shop.vendor.id)).toEqual(expected);

    const market = await location(shop.vendor.id, 'Palm Desert market');
    expect((await checkIn(shop, { locationId: market })).statusCode).toBe(200);
    expect(await detailHereNow(shop.vendor.id)).toEqual({ ...expected, locationName: 'Palm Desert market' });

    // Another vendor's location is refused and changes nothing.
    const other = await createShop(t.app);
    const theirs = await location(other.vendor.id, 'Their corner');
    const refused = await checkIn(shop, { locationId: theirs });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_location');
    expect((await detailHereNow(shop.vendor.id))?.locationName).toBe('Palm Desert market');

    // "We've left".
    expect((await inject('DELETE', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie)).statusCode).toBe(200);
    expect(await listedHereNow(shop.vendor.id)).toBeNull();
  });

  it('only the owner checks in or cancels the day', async () => {
    const shop = await createShop(t.app);
    const { cookie: stranger } = await signUp(t.app);
    for (const url of [`/api/vendors/${shop.vendor.id}/check-in`, `/api/vendors/${shop.vendor.id}/cancel-today`]) {
      expect((await inject('POST', url)).statusCode).toBe(401);
      expect((await inject('POST', url, stranger)).statusCode).toBe(403);
    }
    expect(await listedHereNow(shop.vendor.id)).toBeNull();
  });

  it('lapses after 6 hours for a vendor open around the clock, and at closing time by its hours', async () => {
    clock = MONDAY_NOON;
    const allDay = await createShop(t.app);
    expect((await checkIn(allDay)).statusCode).toBe(200);
    clock = new Date(MONDAY_NOON.getTime() + 6 * 3600_000 - 60_000);
    expect(await listedHereNow(allDay.vendor.id)).not.toBeNull();
    clock = new Date(MONDAY_NOON.getTime() + 6 * 3600_000);
    expect(await listedHereNow(allDay.vendor.id)).toBeNull();
    expect(await detailHereNow(allDay.vendor.id)).toBeNull();

    clock = MONDAY_NOON;
    const lunch = await createShop(t.app);
    const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      isClosed: false,
      shifts: [{ openTime: '11:00', closeTime: '15:00' }],
    }));
    const hours = await inject('PUT', `/api/vendors/${lunch.vendor.id}/hours`, lunch.cookie, week);
    expect(hours.statusCode, hours.body).toBe(200);
    expect((await checkIn(lunch)).statusCode).toBe(200);
    clock = new Date('2026-11-23T22:59:00Z'); // 14:59
    expect(await listedHereNow(lunch.vendor.id)).not.toBeNull();
    clock = new Date('2026-11-23T23:00:00Z'); // 15:00, closing
    expect(await listedHereNow(lunch.vendor.id)).toBeNull();
    clock = MONDAY_NOON;
  });
});

describe('not here', () => {
  it('needs a verified phone; three phones\' reports within an hour clear it and tell the vendor', async () => {
    clock = MONDAY_NOON;
    const shop = await createShop(t.app);
    const url = `/api/vendors/${shop.vendor.id}/not-here`;

    // Nothing to report before a check-in.
    const { cookie: ana } = await signUp(t.app);
    await linkPhone(t.app, ana, newPhone(), twilio.fake);
    const early = await inject('POST', url, ana);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('not_checked_in');

    expect((await checkIn(shop)).statusCode).toBe(200);
    const anonymous = await inject('POST', url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('sign_in_or_verify');
    // The vendor cannot report itself.
    expect((await inject('POST', url, shop.cookie)).statusCode).toBe(403);

    const first = await inject('POST', url, ana);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ cleared: false });
    // The same customer again counts once.
    expect((await inject('POST', url, ana)).json()).toEqual({ cleared: false });
    expect(await listedHereNow(shop.vendor.id)).not.toBeNull();

    const { cookie: ben } = await signUp(t.app);
    await linkPhone(t.app, ben, newPhone(), twilio.fake);
    expect((await inject('POST', url, ben)).json()).toEqual({ cleared: false });
    const phoneCookie = await verifyPhone(t.app, newPhone(), twilio.fake);
    const third = await inject('POST', url, phoneCookie);
    expect(third.statusCode).toBe(202);
    expect(third.json()).toEqual({ cleared: true });
    expect(await listedHereNow(shop.vendor.id)).toBeNull();
    expect(await detailHereNow(shop.vendor.id)).toBeNull();

    // The vendor's inbox: two reports, then the clearing, newest first; marked read.
    const inbox = await inject('GET', '/api/my-vendor/inbox', shop.cookie);
    expect(inbox.statusCode).toBe(200);
    const body = inbox.json() as { unread: number; entries: { id: number; type: string; values: { reports?: number } }[] };
    expect(body.unread).toBe(3);
    expect(body.entries.map((e) => e.type)).toEqual(['hereNowCleared', 'notHereReport', 'notHereReport']);
    expect(body.entries[0].values.reports).toBe(3);
    expect((await inject('POST', '/api/my-vendor/inbox/read', shop.cookie, { upTo: body.entries[0].id })).statusCode).toBe(204);
    expect((await inject('GET', '/api/my-vendor/inbox', shop.cookie)).json().unread).toBe(0);
    // Another user has no vendor inbox.
    expect((await inject('GET', '/api/my-vendor/inbox', ana)).statusCode).toBe(404);

    // A new check-in starts a clean count.
    clock = new Date(MONDAY_NOON.getTime() + 60_000);
    expect((await checkIn(shop)).statusCode).toBe(200);
    expect((await inject('POST', url, ana)).json()).toEqual({ cleared: false });
    expect(await listedHereNow(shop.vendor.id)).not.toBeNull();
    clock = MONDAY_NOON;
  });

  it('fresh accounts without a verified phone, and accounts taking turns with one phone, do not take the mark off', async () => {
    clock = MONDAY_NOON;
    const shop = await createShop(t.app);
    const url = `/api/vendors/${shop.vendor.id}/not-here`;
    expect((await checkIn(shop)).statusCode).toBe(200);

    // Three fresh accounts: each is told to confirm a phone, nothing is counted.
    for (let i = 0; i < 3; i++) {
      const { cookie } = await signUp(t.app);
      const res = await inject('POST', url, cookie);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe('verify_phone_to_report');
    }
    expect(await listedHereNow(shop.vendor.id)).not.toBeNull();

    // Three accounts that link the same phone in turn (link, report, unlink) are one reporter.
    const shared = newPhone();
    const sharedSession = await verifyPhone(t.app, shared, twilio.fake);
    for (let i = 0; i < 3; i++) {
      const { cookie } = await signUp(t.app);
      const linked = await inject('POST', '/api/me/phone', withCookies(cookie, sharedSession), { phone: shared });
      expect(linked.statusCode, linked.body).toBe(200);
      const res = await inject('POST', url, cookie);
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ cleared: false });
      expect((await inject('DELETE', '/api/me/phone', cookie)).statusCode).toBe(204);
    }
    // The phone's own session too.
    expect((await inject('POST', url, sharedSession)).json()).toEqual({ cleared: false });
    expect(await listedHereNow(shop.vendor.id)).not.toBeNull();
    const reports = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from not_here_reports where vendor_id = ${shop.vendor.id}`,
    );
    expect(reports.rows[0].n).toBe(1);
  });

  it("the vendor's own phones never count: its listed phone and its owner's verified phone", async () => {
    clock = MONDAY_NOON;
    const shop = await createShop(t.app);
    const url = `/api/vendors/${shop.vendor.id}/not-here`;
    expect((await checkIn(shop)).statusCode).toBe(200);
    const listed = await t.database.db.execute<{ phone: string }>(sql`select phone from vendors where id = ${shop.vendor.id}`);
    const listedDigits = listed.rows[0].phone.replace(/\D/g, '');
    expect(listedDigits).toMatch(/^\d{10}$/);
    const ownerPhone = newPhone();
    await linkPhone(t.app, shop.cookie, ownerPhone, twilio.fake);
    for (const phone of [listedDigits, ownerPhone]) {
      // From a phone session alone (signed out), and linked to another account.
      const res = await inject('POST', url, await verifyPhone(t.app, phone, twilio.fake));
      expect(res.statusCode, res.body).toBe(403);
    }
    const { cookie: friend } = await signUp(t.app);
    await linkPhone(t.app, friend, listedDigits, twilio.fake);
    expect((await inject('POST', url, friend)).statusCode).toBe(403);
    expect(await listedHereNow(shop.vendor.id)).not.toBeNull();
    const reports = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from not_here_reports where vendor_id = ${shop.vendor.id}`,
    );
    expect(reports.rows[0].n).toBe(0);
  });

  it('reports spread over more than an hour do not clear it', async () => {
    clock = MONDAY_NOON;
    const shop = await createShop(t.app);
    const url = `/api/vendors/${shop.vendor.id}/not-here`;
    expect((await checkIn(shop)).statusCode).toBe(200);
    const reporters = [];
    for (let i = 0; i < 3; i++) reporters.push(await verifyPhone(t.app, newPhone(), twilio.fake));
    expect((await inject('POST', url, reporters[0])).json()).toEqual({ cleared: false });
    expect((await inject('POST', url, reporters[1])).json()).toEqual({ cleared: false });
    clock = new Date(MONDAY_NOON.getTime() + 61 * 60_000);
    expect((await inject('POST', url, reporters[2])).json()).toEqual({ cleared: false });
    expect(await listedHereNow(shop.vendor.id)).not.toBeNull();
    clock = MONDAY_NOON;
  });
});

describe('cancel today', () => {
  it('cancels the open orders, texts every one of their phones, closes until 04:00 and tells followers', async () => {
    clock = MONDAY_NOON;
    const shop = await createShop(t.app);
    expect((await checkIn(shop)).statusCode).toBe(200);
    const optedOut = newPhone();
    const optedIn = newPhone();
    const done = newPhone();
    const line = [{ item: shop.items[0], quantity: 1 }];
    const a = await placeOrder(t.app, orderBody(shop.vendor.id, line, { phone: optedOut, notifyBySms: false }));
    const b = await placeOrder(t.app, orderBody(shop.vendor.id, line, { phone: optedIn, notifyBySms: true }));
    const c = await placeOrder(t.app, orderBody(shop.vendor.id, line, { phone: done }));
    for (const r of [a, b, c]) expect(r.statusCode, r.body).toBe(201);
    const status = (id: number, to: string) =>
      inject('PUT', `/api/guest-preorders/${id}/status`, shop.cookie, { status: to });
    expect((await status(b.json().id, 'confirmed')).statusCode).toBe(200);
    for (const to of ['confirmed', 'ready', 'completed']) expect((await status(c.json().id, to)).statusCode).toBe(200);
    const { user: follower } = await signUp(t.app);
    await t.database.db.execute(
      sql`insert into user_follows (follower_id, followed_vendor_id) values (${follower.id}, ${shop.vendor.id})`,
    );

    const res = await inject('POST', `/api/vendors/${shop.vendor.id}/cancel-today`, shop.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cancelledOrders: 2, textsQueued: 2, followersNotified: 1 });

    // Both customers get the text, the one who did not ask for texts too; the completed order's does not.
    const cancelledTexts = (phone: string) => twilio.fake.textsTo(phone).filter((m) => m.body.includes('cancelled today'));
    for (const [phone, placed] of [
      [optedOut, a],
      [optedIn, b],
    ] as const) {
      await expect.poll(() => cancelledTexts(phone).length, { timeout: 10_000 }).toBe(1);
      expect(cancelledTexts(phone)[0].body).toContain(placed.json().invoiceNumber);
    }
    expect(twilio.fake.textsTo(done).some((m) => m.body.includes('cancelled today'))).toBe(false);

    const tracked = await inject('GET', `/api/track/${a.json().trackingToken}`);
    expect(tracked.json().status).toBe('cancelled');
    const completed = await inject('GET', `/api/track/${c.json().trackingToken}`);
    expect(completed.json().status).toBe('completed');

    // Closed until 04:00: no order as soon as possible, no "here".
    const detail = (await inject('GET', `/api/vendors/${shop.vendor.id}`)).json();
    expect(detail.isOpen).toBe(false);
    expect(detail.hereNow).toBeNull();
    const late = await placeOrder(t.app, orderBody(shop.vendor.id, line, { phone: newPhone() }));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('vendor_closed');

    const notices = await t.database.db.execute<{ type: string }>(
      sql`select type from notifications where user_id = ${follower.id} and channel = 'inbox'`,
    );
    expect(notices.rows.map((r) => r.type)).toEqual(['vendorCancelledToday']);
    const inbox = (await inject('GET', '/api/my-vendor/inbox', shop.cookie)).json();
    expect(inbox.entries[0]).toMatchObject({ type: 'cancelledToday', values: { orders: 2 } });
  });
});
