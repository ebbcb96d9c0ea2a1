/**
 * Festival night (issue 41 items 1, 2 and 5; DESIGN §12; decision 0050): the public order board of a
 * vendor and of an event (today's confirmed orders as "preparing", ready ones as "ready", by
 * pickup code and first name + initial only, live), an open order's place in its vendor's queue
 * on the tracking answer and its stream, and an event's live view. Time is the test's clock.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/server/app.js';
import { EventBoardSchema, EventLiveSchema, VendorBoardSchema } from '../../src/shared/schemas/board.js';
import { TrackedPreorderSchema } from '../../src/shared/schemas/preorders.js';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import { adminEnv, adminLogin } from '../support/factories.js';
import { createShop, moveOrder, orderBody, placeOrder } from '../support/ordering.js';
import { takeSseEvents } from '../support/sse.js';

// Saturday 5 December 2026, 6:00 PM in the valley (PST): a festival evening; the next 04:00 is 12:00Z.
const T0 = Date.parse('2026-12-06T02:00:00Z');
let clock = new Date(T0);
const setClock = (minutes: number) => {
  const next = new Date(T0 + minutes * 60_000);
  if (next.getTime() > clock.getTime()) clock = next;
};

const t = setupTestApp({ env: { ...adminEnv, ...NO_ORDER_LIMITS }, now: () => clock });

type Shop = Awaited<ReturnType<typeof createShop>>;
let phoneSeq = 3000;
const nextPhone = () => `760555${String(phoneSeq++).padStart(4, '0')}`;

/** Each order a second after the last: the queue counts the orders placed before one. */
async function order(shop: Shop, overrides: Record<string, unknown> = {}) {
  clock = new Date(clock.getTime() + 1000);
  const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: nextPhone(), ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; trackingToken: string; pickupCode: string; phone: string };
}

async function board(vendorId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${vendorId}/board` });
  expect(res.statusCode, res.body).toBe(200);
  return VendorBoardSchema.parse(res.json());
}

async function tracked(token: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
  expect(res.statusCode, res.body).toBe(200);
  return TrackedPreorderSchema.parse(res.json());
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Reads a stream's `order` events until `until` holds; `act` runs once the first arrived. */
async function streamUntil<D>(url: string, until: (data: D) => boolean, act: () => Promise<void>): Promise<D[]> {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  expect(res.status).toBe(200);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: D[] = [];
  let buffer = '';
  let acted = false;
  const timeout = setTimeout(() => controller.abort(), 10_000);
  try {
    while (!seen.some(until)) {
      const { value, done } = await reader.read();
      if (done) break;
      const taken = takeSseEvents<D>(buffer + value);
      buffer = taken.rest;
      seen.push(...taken.events.filter((e) => e.event === 'order').map((e) => e.data));
      if (!acted && seen.length > 0) {
        acted = true;
        await act();
      }
    }
  } finally {
    clearTimeout(timeout);
    controller.abort();
  }
  return seen;
}

let base: string;
beforeAll(async () => {
  base = await listen(t.app);
});

describe('the order board', () => {
  it('shows today’s confirmed orders as preparing and ready ones as ready, by pickup code and first name + initial only', async () => {
    const shop = await createShop(t.app);
    const yesterday = await order(shop, { firstName: 'Old', lastName: 'Order' });
    await moveOrder(t.app, shop.cookie, yesterday.id, ['confirmed', 'ready']);
    // The next morning line (04:00) passes: yesterday's ready order is no longer on the board.
    setClock(12 * 60);
    await order(shop, { firstName: 'Pat', lastName: 'Pending' }); // pending: not on the board
    const cooking = await order(shop, { firstName: 'Maria Elena', lastName: 'lopez' });
    const ready = await order(shop, { firstName: 'Juan', lastName: 'Reyes' });
    const done = await order(shop, { firstName: 'Carla', lastName: 'Done' });
    const walkUp = await t.app.inject({
      method: 'POST',
      url: '/api/my-vendor/walk-up-orders',
      headers: { cookie: shop.cookie },
      payload: { source: 'walk_up', firstName: 'Beto', phone: null, items: [{ menuItemId: shop.items[0].id, quantity: 1 }] },
    });
    expect(walkUp.statusCode, walkUp.body).toBe(201);
    await moveOrder(t.app, shop.cookie, cooking.id, ['confirmed']);
    await moveOrder(t.app, shop.cookie, ready.id, ['confirmed', 'ready']);
    await moveOrder(t.app, shop.cookie, done.id, ['confirmed', 'ready', 'completed']);

    const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}/board` });
    expect(res.statusCode).toBe(200);
    const answer = VendorBoardSchema.parse(res.json());
    expect(answer.preparing).toEqual([
      { pickupCode: cooking.pickupCode, name: 'Maria L.' },
      { pickupCode: walkUp.json().pickupCode, name: 'Beto' },
    ]);
    expect(answer.ready).toEqual([{ pickupCode: ready.pickupCode, name: 'Juan R.' }]);
    // Nothing private: no phone, no last name, no token, no pending or finished order.
    for (const secret of [cooking.phone, 'lopez', 'Reyes', 'Pending', 'Done', 'Order', cooking.trackingToken]) {
      expect(res.body.toLowerCase()).not.toContain(secret.toLowerCase());
    }
    expect(answer.businessName).toBe(shop.vendor.businessName);
  });

  it('answers 404 for an unknown vendor and 400 for a bad id', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/vendors/999999/board' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    const bad = await t.app.inject({ method: 'GET', url: '/api/vendors/abc/board' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBeTruthy();
  });

  it('is live: the board stream sends the board again when an order is confirmed and when it is ready', async () => {
    const shop = await createShop(t.app);
    const placed = await order(shop, { firstName: 'Rosa', lastName: 'Vela' });
    type B = { preparing: { pickupCode: string }[]; ready: { pickupCode: string }[] };
    const seen = await streamUntil<B>(
      `${base}/api/vendors/${shop.vendor.id}/board/stream`,
      (b) => b.ready.some((e) => e.pickupCode === placed.pickupCode),
      async () => {
        await moveOrder(t.app, shop.cookie, placed.id, ['confirmed']);
        await expect.poll(async () => (await board(shop.vendor.id)).preparing.length).toBe(1);
        await moveOrder(t.app, shop.cookie, placed.id, ['ready']);
      },
    );
    expect(seen[0]).toMatchObject({ preparing: [], ready: [] });
    expect(seen.at(-1)).toMatchObject({ preparing: [], ready: [{ pickupCode: placed.pickupCode, name: 'Rosa V.' }] });
  });
});

describe('the queue position', () => {
  it('counts the vendor’s open orders ahead while pending or confirmed, and null once ready', async () => {
    const shop = await createShop(t.app);
    const first = await order(shop);
    const second = await order(shop);
    const third = await order(shop);
    const other = await createShop(t.app);
    await order(other); // another vendor's order is in no one's way here
    expect((await tracked(first.trackingToken)).queue?.ahead).toBe(0);
    expect((await tracked(second.trackingToken)).queue?.ahead).toBe(1);
    const before = await tracked(third.trackingToken);
    expect(before.queue).toEqual({ ahead: 2, readyAt: before.estimatedReadyTime });
    expect(before.unanswered).toBe(false);

    await moveOrder(t.app, shop.cookie, first.id, ['confirmed', 'ready']);
    expect((await tracked(first.trackingToken)).queue).toBeNull();
    expect((await tracked(third.trackingToken)).queue?.ahead).toBe(1);
    await moveOrder(t.app, shop.cookie, third.id, ['confirmed']);
    const confirmed = await tracked(third.trackingToken);
    expect(confirmed.queue).toEqual({ ahead: 1, readyAt: confirmed.estimatedReadyTime });
  });

  it('is live: the tracking stream of a waiting order hears another order leave the queue', async () => {
    const shop = await createShop(t.app);
    const first = await order(shop);
    const second = await order(shop);
    type O = { queue: { ahead: number } | null };
    const seen = await streamUntil<O>(
      `${base}/api/track/${second.trackingToken}/stream`,
      (o) => o.queue?.ahead === 0,
      async () => {
        await moveOrder(t.app, shop.cookie, first.id, ['cancelled']);
      },
    );
    expect(seen[0].queue?.ahead).toBe(1);
    expect(seen.at(-1)?.queue?.ahead).toBe(0);
  });
});

describe('an event', () => {
  async function eventWith(shops: Shop[]) {
    // Signed in now: the test's clock has moved on since the file began.
    const admin = await adminLogin(t.app);
    const asAdmin = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { cookie: admin } });
    const created = await asAdmin('POST', '/admin/api/events', {
      name: 'Indio Night Market',
      type: 'night_market',
      startDate: new Date(clock.getTime() + 60 * 60_000).toISOString(),
      endDate: new Date(clock.getTime() + 6 * 60 * 60_000).toISOString(),
      venue: 'Miles Avenue Park',
      specialLocations: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().id as number;
    for (const shop of shops) {
      const reg = await t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/register`,
        headers: { cookie: shop.cookie },
        payload: { requestedLocation: 'North lot' },
      });
      expect(reg.statusCode, reg.body).toBe(201);
      const ok = await asAdmin('PATCH', `/admin/api/event-registrations/${reg.json().id}`, { status: 'approved' });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    return eventId;
  }

  it('has a board with every approved vendor’s columns', async () => {
    const a = await createShop(t.app);
    const b = await createShop(t.app);
    const notThere = await createShop(t.app);
    const eventId = await eventWith([a, b]);
    const placed = await order(b, { firstName: 'Nina', lastName: 'Cruz' });
    await moveOrder(t.app, b.cookie, placed.id, ['confirmed']);
    await order(notThere);
    const res = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/board` });
    expect(res.statusCode, res.body).toBe(200);
    const answer = EventBoardSchema.parse(res.json());
    expect(answer.vendors.map((v) => v.vendorId).sort()).toEqual([a.vendor.id, b.vendor.id].sort());
    expect(answer.vendors.find((v) => v.vendorId === b.vendor.id)?.preparing).toEqual([{ pickupCode: placed.pickupCode, name: 'Nina C.' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/events/999999/board' })).statusCode).toBe(404);
  });

  it('has a live view: here now, open, paused and the wait per truck', async () => {
    const a = await createShop(t.app);
    const b = await createShop(t.app);
    const eventId = await eventWith([a, b]);
    const live = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/live` });
      expect(res.statusCode, res.body).toBe(200);
      const body = EventLiveSchema.parse(res.json());
      return Object.fromEntries(body.vendors.map((v) => [v.vendorId, v]));
    };
    const first = await live();
    // The longest prep time of the default shop is 10 minutes; no queue, no busy minutes.
    expect(first[a.vendor.id]).toMatchObject({ isOpen: true, paused: false, waitMinutes: 10, hereNow: null });
    // Two orders waiting at B: 2 minutes each on top of the prep time (asap_ready_at).
    await order(b);
    await order(b);
    const paused = await t.app.inject({
      method: 'PUT',
      url: `/api/vendors/${a.vendor.id}/ordering`,
      headers: { cookie: a.cookie },
      payload: { pausedUntil: new Date(clock.getTime() + 30 * 60_000).toISOString(), extraPrepMinutes: 0 },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    const here = await t.app.inject({ method: 'POST', url: `/api/vendors/${b.vendor.id}/check-in`, headers: { cookie: b.cookie }, payload: {} });
    expect(here.statusCode, here.body).toBe(200);
    clock = new Date(clock.getTime() + 1000);
    const after = await live();
    expect(after[a.vendor.id]).toMatchObject({ paused: true, isOpen: true });
    expect(after[b.vendor.id]).toMatchObject({ paused: false, waitMinutes: 14 });
    expect(after[b.vendor.id].hereNow).toEqual(here.json().hereNow);
    expect(after[a.vendor.id].hereNow).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/events/999999/live' })).statusCode).toBe(404);
  });
});
