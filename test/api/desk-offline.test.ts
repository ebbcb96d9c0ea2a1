/**
 * The desk through a dropout (issue 42, DESIGN §13, decision 0051), on the server's side: an
 * Idempotency-Key on a status change and on a walk-up is applied once; status only moves forward
 * (a late resend of an older step is a no-op); a customer's cancel made meanwhile wins, with a
 * stable code in both languages; GET /api/my-vendor/preorders?since= answers what changed; the
 * tracking page says orders may be delayed when no desk was seen for DESK_AWAY_MINUTES.
 * Runs on PGlite and PostgreSQL. Time is the test's clock.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESK_AWAY_MINUTES } from '../../src/shared/pause-ends.js';
import { DeskChangesSchema } from '../../src/shared/schemas/desk-offline.js';
import { VendorOrderSchema } from '../../src/shared/schemas/preorders.js';
import { purgeStatusRequests, STATUS_REQUEST_RETENTION_MS } from '../../src/server/preorders/queries.js';
import { setupTestApp } from '../support/app.js';
import type { Cookie } from '../support/factories.js';
import { createShop, orderBody, placeOrder, type ShopItem } from '../support/ordering.js';

// Friday 27 November 2026, 5:00 PM in the valley (PST, UTC-8).
const FRIDAY_5PM = new Date('2026-11-28T01:00:00Z');
let clock = FRIDAY_5PM;
/** The clock only moves forward. */
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const t = setupTestApp({ now: () => clock, env: { ORDER_RATE_LIMIT: '0', ORDER_PHONE_LIMIT: '0' } });

type Shop = Awaited<ReturnType<typeof createShop>>;
let shop: Shop;
let other: Shop;
let taco: ShopItem;
let phoneSeq = 3000;
const nextPhone = () => `(760) 555-${String(phoneSeq++).padStart(4, '0')}`;

function setStatus(cookie: Cookie, id: number, status: string, key?: string, lang?: string) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/guest-preorders/${id}/status`,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}), ...(lang ? { 'accept-language': lang } : {}) },
    payload: { status },
  });
}

function walkUp(cookie: Cookie, items: { menuItemId: number; quantity: number }[], key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/my-vendor/walk-up-orders',
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
    payload: { items },
  });
}

async function onlineOrder(s: Shop = shop) {
  const res = await placeOrder(t.app, orderBody(s.vendor.id, [{ item: s.items[0], quantity: 1 }], { phone: nextPhone() }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; trackingToken: string; invoiceNumber: string };
}

async function changes(cookie: Cookie, since: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/my-vendor/preorders?since=${encodeURIComponent(since)}`,
    headers: { cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return DeskChangesSchema.parse(res.json());
}

async function row(id: number) {
  const rows = await t.database.db.execute<{ status: string; updated_at: string | Date }>(
    sql`select status, updated_at from guest_preorders where id = ${id}`,
  );
  return { status: rows.rows[0]?.status, updatedAt: new Date(rows.rows[0]?.updated_at as string).toISOString() };
}

async function statusRequestsOf(id: number) {
  const rows = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from status_requests where preorder_id = ${id}`);
  return Number(rows.rows[0]?.n);
}

beforeAll(async () => {
  clock = FRIDAY_5PM;
  shop = await createShop(t.app);
  other = await createShop(t.app);
  taco = shop.items[0];
});

describe('a status change with an Idempotency-Key', () => {
  it('is applied once: the resend answers the order as it is now, and nothing more is written', async () => {
    const order = await onlineOrder();
    advance(1000);
    const first = await setStatus(shop.cookie, order.id, 'confirmed', 'tablet-a-0001');
    expect(first.statusCode).toBe(200);
    expect(first.json().status).toBe('confirmed');
    const after = await row(order.id);
    advance(60_000);
    const again = await setStatus(shop.cookie, order.id, 'confirmed', 'tablet-a-0001');
    expect(again.statusCode).toBe(200);
    expect(VendorOrderSchema.parse(again.json())).toEqual(VendorOrderSchema.parse(first.json()));
    expect(await row(order.id)).toEqual(after);
    expect(await statusRequestsOf(order.id)).toBe(1);

    // Marked ready later: the confirm's key sent once more answers it ready, not confirmed.
    expect((await setStatus(shop.cookie, order.id, 'ready', 'tablet-a-0002')).json().status).toBe('ready');
    const late = await setStatus(shop.cookie, order.id, 'confirmed', 'tablet-a-0001');
    expect(late.statusCode).toBe(200);
    expect(late.json().status).toBe('ready');
    expect((await row(order.id)).status).toBe('ready');
  });

  it('refuses a malformed key (400 invalid_idempotency_key) and a key already used for another order (409), changing nothing', async () => {
    const a = await onlineOrder();
    const b = await onlineOrder();
    const bad = await setStatus(shop.cookie, a.id, 'confirmed', 'short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_idempotency_key');
    expect((await setStatus(shop.cookie, a.id, 'confirmed', 'reused-key-0001')).statusCode).toBe(200);
    const reused = await setStatus(shop.cookie, b.id, 'confirmed', 'reused-key-0001');
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('idempotency_key_reused');
    expect((await row(b.id)).status).toBe('pending');
  });

  it("is the vendor's own: another truck's desk with the same key changes its own order", async () => {
    const mine = await onlineOrder();
    const theirs = await onlineOrder(other);
    expect((await setStatus(shop.cookie, mine.id, 'confirmed', 'same-key-on-two-trucks')).statusCode).toBe(200);
    const res = await setStatus(other.cookie, theirs.id, 'confirmed', 'same-key-on-two-trucks');
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('confirmed');
    expect((await row(theirs.id)).status).toBe('confirmed');
  });
});

describe('status only moves forward', () => {
  it('answers a late resend of an older step with the order as it is, never a step back', async () => {
    const order = await onlineOrder();
    for (const step of ['confirmed', 'ready', 'completed']) {
      expect((await setStatus(shop.cookie, order.id, step)).statusCode).toBe(200);
    }
    const done = await row(order.id);
    advance(1000);
    for (const older of ['pending', 'confirmed', 'ready', 'completed']) {
      const res = await setStatus(shop.cookie, order.id, older, `late-${older}-${order.id}`);
      expect(res.statusCode, older).toBe(200);
      expect(res.json().status).toBe('completed');
    }
    expect(await row(order.id)).toEqual(done);
    // No key was recorded for a change that changed nothing.
    expect(await statusRequestsOf(order.id)).toBe(0);
  });

  it("keeps a customer's cancel made while the desk was offline: 409 cancelled_by_customer, in the desk's language", async () => {
    const order = await onlineOrder();
    const cancel = await t.app.inject({ method: 'POST', url: `/api/track/${order.trackingToken}/cancel` });
    expect(cancel.statusCode).toBe(200);
    const cancelled = await row(order.id);
    advance(10 * 60_000);
    // The desk's queued confirm and ready arrive afterwards.
    const confirm = await setStatus(shop.cookie, order.id, 'confirmed', `queued-confirm-${order.id}`);
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().code).toBe('cancelled_by_customer');
    expect(confirm.json().message).toContain(order.invoiceNumber);
    const ready = await setStatus(shop.cookie, order.id, 'ready', `queued-ready-${order.id}`, 'es');
    expect(ready.statusCode).toBe(409);
    expect(ready.json().code).toBe('cancelled_by_customer');
    expect(ready.json().message).toBe(`El cliente canceló el pedido ${order.invoiceNumber} antes de que llegara tu cambio. No lo prepares.`);
    expect(await row(order.id)).toEqual(cancelled);
    // A cancel asked again is the same step: a no-op.
    expect((await setStatus(shop.cookie, order.id, 'cancelled')).json().status).toBe('cancelled');
  });

  it('says order_cancelled when the vendor itself (another tablet) cancelled it', async () => {
    const order = await onlineOrder();
    expect((await setStatus(shop.cookie, order.id, 'cancelled')).statusCode).toBe(200);
    const res = await setStatus(shop.cookie, order.id, 'confirmed', `other-tablet-${order.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('order_cancelled');
  });
});

describe('a walk-up with an Idempotency-Key', () => {
  it('is placed once: the resend answers 200 with the order it made; stock and the list count it once', async () => {
    const count = async (vendorId: number) =>
      Number(
        (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from guest_preorders where vendor_id = ${vendorId} and source = 'walk_up'`))
          .rows[0]?.n,
      );
    const before = await count(shop.vendor.id);
    const first = await walkUp(shop.cookie, [{ menuItemId: taco.id, quantity: 2 }], 'walk-up-offline-0001');
    expect(first.statusCode, first.body).toBe(201);
    advance(60_000);
    const again = await walkUp(shop.cookie, [{ menuItemId: taco.id, quantity: 2 }], 'walk-up-offline-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(await count(shop.vendor.id)).toBe(before + 1);
    // Another truck's desk with the same key places its own order.
    const theirs = await walkUp(other.cookie, [{ menuItemId: other.items[0].id, quantity: 1 }], 'walk-up-offline-0001');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(first.json().id);
    expect(theirs.json().vendorId).toBe(other.vendor.id);
  });
});

describe('GET /api/my-vendor/preorders?since=', () => {
  it('answers the list and a cursor, then exactly what changed after it, oldest change first', async () => {
    const s = await createShop(t.app);
    const a = await onlineOrder(s);
    const b = await onlineOrder(s);
    advance(10_000);
    const start = await changes(s.cookie, '');
    expect(start.orders.map((o) => o.id).sort()).toEqual([a.id, b.id].sort());
    expect(start.more).toBe(false);
    // Nothing changed: nothing comes.
    advance(10_000);
    const none = await changes(s.cookie, start.cursor);
    expect(none.orders).toEqual([]);

    // Offline meanwhile: another tablet confirms b, a customer orders, another truck is busy.
    advance(1000);
    await setStatus(s.cookie, b.id, 'confirmed');
    advance(1000);
    const c = await onlineOrder(s);
    await onlineOrder(other);
    advance(10_000);
    const caught = await changes(s.cookie, none.cursor);
    expect(caught.orders.map((o) => [o.id, o.status])).toEqual([
      [b.id, 'confirmed'],
      [c.id, 'pending'],
    ]);
    // Asked again from the new cursor: nothing twice.
    expect((await changes(s.cookie, caught.cursor)).orders).toEqual([]);
  });

  it('sends a change younger than a few seconds again next time rather than risk missing one committed late', async () => {
    const s = await createShop(t.app);
    advance(10_000);
    const start = await changes(s.cookie, '');
    const a = await onlineOrder(s);
    const fresh = await changes(s.cookie, start.cursor);
    expect(fresh.orders.map((o) => o.id)).toEqual([a.id]);
    advance(10_000);
    const settled = await changes(s.cookie, fresh.cursor);
    expect(settled.orders.map((o) => o.id)).toEqual([a.id]);
    expect((await changes(s.cookie, settled.cursor)).orders).toEqual([]);
  });

  it('refuses a cursor it did not give (400 invalid_cursor) and keeps the plain list without since', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders?since=not-a-cursor', headers: { cookie: shop.cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_cursor');
    const forged = Buffer.from('2026-11-28T01:00:00.000Z|99999999999', 'utf8').toString('base64url');
    const big = await t.app.inject({ method: 'GET', url: `/api/my-vendor/preorders?since=${forged}`, headers: { cookie: shop.cookie } });
    expect(big.statusCode).toBe(400);
    const plain = await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders', headers: { cookie: shop.cookie } });
    expect(plain.statusCode).toBe(200);
    expect(Array.isArray(plain.json())).toBe(true);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders?since=' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('orders may be delayed', () => {
  it(`shows on a pending order's tracking once no desk was seen for ${DESK_AWAY_MINUTES} minutes while open, and goes with the desk`, async () => {
    const s = await createShop(t.app);
    const beat = async () =>
      expect((await t.app.inject({ method: 'POST', url: '/api/my-vendor/desk-heartbeat', headers: { cookie: s.cookie } })).statusCode).toBe(200);
    const track = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/track/${token}` })).json();
    await beat();
    const early = await onlineOrder(s);
    advance((DESK_AWAY_MINUTES - 1) * 60_000);
    expect((await track(early.trackingToken)).deskAway).toBe(false);
    advance(2 * 60_000);
    const late = await onlineOrder(s);
    expect((await track(late.trackingToken)).deskAway).toBe(true);
    // The desk comes back: a new reader sees no warning.
    await beat();
    const back = await onlineOrder(s);
    expect((await track(back.trackingToken)).deskAway).toBe(false);
    // A confirmed order is not waiting on the desk.
    advance((DESK_AWAY_MINUTES + 1) * 60_000);
    const confirmed = await onlineOrder(s);
    await t.app.inject({ method: 'PUT', url: `/api/guest-preorders/${confirmed.id}/status`, headers: { cookie: s.cookie }, payload: { status: 'confirmed' } });
    expect((await track(confirmed.trackingToken)).deskAway).toBe(false);
  });

  it('shows on the vendor detail (the vendor and preorder pages) only while open with an online order waiting and no desk seen', async () => {
    const s = await createShop(t.app);
    const detail = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${s.vendor.id}` });
      expect(res.statusCode).toBe(200);
      return res.json().deskAway as boolean;
    };
    const beat = async () =>
      expect((await t.app.inject({ method: 'POST', url: '/api/my-vendor/desk-heartbeat', headers: { cookie: s.cookie } })).statusCode).toBe(200);
    // Never opened a desk, an order waiting: nothing to say.
    const first = await onlineOrder(s);
    advance((DESK_AWAY_MINUTES + 1) * 60_000);
    expect(await detail()).toBe(false);
    await beat();
    advance((DESK_AWAY_MINUTES + 1) * 60_000);
    expect(await detail()).toBe(true);
    // The desk answers the order: nobody waits, nothing to say (worked out again the next minute).
    await t.app.inject({ method: 'PUT', url: `/api/guest-preorders/${first.id}/status`, headers: { cookie: s.cookie }, payload: { status: 'confirmed' } });
    advance(60_000);
    expect(await detail()).toBe(false);
    // Closed for the day: not "delayed", closed.
    await onlineOrder(s);
    advance(60_000);
    expect(await detail()).toBe(true);
    await t.app.inject({ method: 'PUT', url: `/api/vendors/${s.vendor.id}/status`, headers: { cookie: s.cookie }, payload: { override: 'closed' } });
    advance(60_000);
    expect(await detail()).toBe(false);
  });
});

// Last in the file: its week moves the clock past every session.
describe('the keys of applied status changes', () => {
  it('are forgotten after a week; a late resend then is still no second change', async () => {
    const order = await onlineOrder();
    expect((await setStatus(shop.cookie, order.id, 'confirmed', 'tablet-old-0001')).statusCode).toBe(200);
    // The desk is used during the week (its session rolls on).
    advance(STATUS_REQUEST_RETENTION_MS / 2);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-vendor', headers: { cookie: shop.cookie } })).statusCode).toBe(200);
    advance(STATUS_REQUEST_RETENTION_MS / 2 - 60_000);
    await purgeStatusRequests(t.database.db, t.app.ctx.now());
    expect(await statusRequestsOf(order.id)).toBe(1);
    advance(2 * 60_000);
    expect(await purgeStatusRequests(t.database.db, t.app.ctx.now())).toBeGreaterThanOrEqual(1);
    expect(await statusRequestsOf(order.id)).toBe(0);
    const after = await row(order.id);
    const late = await setStatus(shop.cookie, order.id, 'confirmed', 'tablet-old-0001');
    expect(late.statusCode).toBe(200);
    expect(late.json().status).toBe('confirmed');
    expect(await row(order.id)).toEqual(after);
  });
});
