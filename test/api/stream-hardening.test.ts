/**
 * Live streams under attack (issue 16 item 4): capped per address and per tracking token or
 * vendor, one query per event however many subscribers, a vendor's streams end with its session,
 * and stream answers carry the same security headers as every other answer.
 */
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/server/db/schema.js';
import { addressNetwork, DEFAULT_STREAM_LIMITS } from '../../src/server/realtime/hub.js';
import { securityHeaders } from '../../src/server/security-headers.js';
import { setupTestApp } from '../support/app.js';
import { cookiesFrom } from '../support/factories.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';
import { takeSseEvents } from '../support/sse.js';

// X-Forwarded-For from this machine names the client, so one test process can be several addresses.
const t = setupTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

afterEach(() => {
  t.app.realtime.limits = { ...DEFAULT_STREAM_LIMITS };
});

// fetch (undici) opens a spare connection after an aborted stream and never sends on it; the
// server's close waits for it. Every stream is closed by now (each test checks), so drop them.
afterAll(() => {
  t.app.server.closeAllConnections();
});

type Event = { event: string; data: Record<string, unknown> };

/** An open SSE connection: events as they come, and whether the server ended it. */
class Stream {
  events: Event[] = [];
  ended = false;
  private wake: (() => void)[] = [];

  private constructor(
    readonly res: Response,
    private readonly controller: AbortController,
  ) {}

  static async open(url: string, headers: Record<string, string> = {}): Promise<Stream> {
    const controller = new AbortController();
    const res = await fetch(`${base}${url}`, { headers, signal: controller.signal });
    const stream = new Stream(res, controller);
    if (res.ok) void stream.read();
    return stream;
  }

  private async read() {
    const reader = this.res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const taken = takeSseEvents<Event['data']>(buffer + value);
        buffer = taken.rest;
        this.events.push(...taken.events);
        this.notify();
      }
    } catch {
      // aborted by the test
    }
    this.ended = true;
    this.notify();
  }

  private notify() {
    for (const w of this.wake.splice(0)) w();
  }

  /** Resolves once `until` holds (checked on every chunk and at the end); fails after 10 s. */
  async until(what: string, until: (s: Stream) => boolean): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!until(this)) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; events: ${JSON.stringify(this.events)}`);
      if (this.ended) throw new Error(`stream ended before ${what}; events: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 200);
        this.wake.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async untilEnded(): Promise<void> {
    const deadline = Date.now() + 10_000;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error(`stream still open; events: ${JSON.stringify(this.events)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  close() {
    this.controller.abort();
  }
}

let phoneSeq = 0;
/** A unique phone per order, so per-phone order limits never interfere. */
const nextPhone = () => `760555${String(1000 + (phoneSeq++ % 9000)).padStart(4, '0')}`;

async function shopWithOrder() {
  const shop = await createShop(t.app);
  const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: nextPhone() }));
  expect(res.statusCode).toBe(201);
  return { shop, order: res.json() as { id: number; trackingToken: string; invoiceNumber: string } };
}

async function setStatus(cookie: string, orderId: number, status: string) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/guest-preorders/${orderId}/status`, payload: { status }, headers: { cookie } });
  expect(res.statusCode).toBe(200);
}

async function secondSession(email: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'desert-bloom-42' } });
  expect(res.statusCode).toBe(200);
  return cookiesFrom(res);
}

const hasEvent = (name: string, match: (d: Record<string, unknown>) => boolean = () => true) => (s: Stream) =>
  s.events.some((e) => e.event === name && match(e.data));

/** Waits until the server has let go of closed connections. */
async function serverSees(open: number) {
  await expect.poll(() => t.app.realtime.subscriberCount, { timeout: 5000 }).toBe(open);
}

describe('stream answers', () => {
  it('carry the security headers of every answer, and are never cached', async () => {
    const { shop, order } = await shopWithOrder();
    const expected = securityHeaders(t.current.config);
    for (const stream of [
      await Stream.open(`/api/track/${order.trackingToken}/stream`),
      await Stream.open('/api/my-vendor/preorders/stream', { cookie: shop.cookie }),
    ]) {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(stream.res.headers.get('cache-control')).toBe('no-store');
      for (const [name, value] of Object.entries(expected)) expect(stream.res.headers.get(name), name).toBe(value);
      await stream.until('the first event', (s) => s.events.length > 0);
      stream.close();
    }
    await serverSees(0);
  });
});

describe('caps', () => {
  it('per tracking token: 429 too_many_streams past the cap, a slot again once one closes', async () => {
    t.app.realtime.limits = { perIp: 0, perKey: 2, perTokenIp: 0 };
    const { order } = await shopWithOrder();
    const url = `/api/track/${order.trackingToken}/stream`;
    const a = await Stream.open(url);
    const b = await Stream.open(url);
    expect([a.res.status, b.res.status]).toEqual([200, 200]);
    const refused = await Stream.open(url);
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toMatchObject({ code: 'too_many_streams' });
    // Another order's stream is not affected.
    const other = await shopWithOrder();
    const c = await Stream.open(`/api/track/${other.order.trackingToken}/stream`);
    expect(c.res.status).toBe(200);
    a.close();
    await serverSees(2);
    const d = await Stream.open(url);
    expect(d.res.status).toBe(200);
    for (const s of [b, c, d]) s.close();
    await serverSees(0);
  });

  it('per address, checked before any query (an unknown token gets 429, not 404), in the caller’s language', async () => {
    t.app.realtime.limits = { perIp: 2, perKey: 0, perTokenIp: 0 };
    const first = await shopWithOrder();
    const second = await shopWithOrder();
    const a = await Stream.open(`/api/track/${first.order.trackingToken}/stream`);
    const b = await Stream.open('/api/my-vendor/preorders/stream', { cookie: second.shop.cookie });
    expect([a.res.status, b.res.status]).toEqual([200, 200]);
    const statements = t.database.statements.count;
    const refused = await Stream.open('/api/track/unknown-token-000/stream', { 'accept-language': 'es' });
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toEqual({
      message: 'Hay demasiadas conexiones en vivo abiertas. Cierra una pestaña o inténtalo más tarde.',
      code: 'too_many_streams',
    });
    expect(t.database.statements.count).toBe(statements);
    expect((await Stream.open('/api/my-vendor/preorders/stream', { cookie: first.shop.cookie })).res.status).toBe(429);
    a.close();
    b.close();
    await serverSees(0);
    expect((await fetch(`${base}/api/track/unknown-token-000/stream`)).status).toBe(404);
  });

  it('per vendor', async () => {
    t.app.realtime.limits = { perIp: 0, perKey: 2, perTokenIp: 0 };
    const { shop } = await shopWithOrder();
    const streams = [
      await Stream.open('/api/my-vendor/preorders/stream', { cookie: shop.cookie }),
      await Stream.open('/api/my-vendor/preorders/stream', { cookie: await secondSession(shop.user.email) }),
    ];
    expect(streams.map((s) => s.res.status)).toEqual([200, 200]);
    const refused = await Stream.open('/api/my-vendor/preorders/stream', { cookie: shop.cookie });
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toMatchObject({ code: 'too_many_streams' });
    for (const s of streams) s.close();
    await serverSees(0);
  });
});

describe('one order, one address (issue 43 item 9)', () => {
  const from = (ip: string, headers: Record<string, string> = {}) => ({ 'x-forwarded-for': ip, ...headers });

  it(`takes at most ${DEFAULT_STREAM_LIMITS.perTokenIp} of an order's streams from one address: 429 too_many_order_streams`, async () => {
    expect(DEFAULT_STREAM_LIMITS.perTokenIp).toBe(3);
    const { order } = await shopWithOrder();
    const url = `/api/track/${order.trackingToken}/stream`;
    const mine: Stream[] = [];
    for (let i = 0; i < 3; i++) mine.push(await Stream.open(url, from('203.0.113.5')));
    expect(mine.map((s) => s.res.status)).toEqual([200, 200, 200]);
    const refused = await Stream.open(url, from('203.0.113.5', { 'accept-language': 'es' }));
    expect(refused.res.status).toBe(429);
    expect(await refused.res.json()).toEqual({
      code: 'too_many_order_streams',
      message:
        'Este pedido ya se sigue en vivo en 3 ventanas desde tu red. Cierra una para seguirlo aquí o recarga para ver el estado más reciente.',
    });
    // The same address may follow another order, and another address this one: the order's
    // other slots stay for the people it was shared with.
    const other = await shopWithOrder();
    const elsewhere = [
      await Stream.open(`/api/track/${other.order.trackingToken}/stream`, from('203.0.113.5')),
      await Stream.open(url, from('198.51.100.7')),
    ];
    expect(elsewhere.map((s) => s.res.status)).toEqual([200, 200]);
    // A closed stream gives its address the slot back.
    mine[0].close();
    await serverSees(5);
    const again = await Stream.open(url, from('203.0.113.5'));
    expect(again.res.status).toBe(200);
    for (const s of [...mine.slice(1), ...elsewhere, again]) s.close();
    await serverSees(0);
  });

  it('counts an IPv6 address by its /64 (any address of one subscriber is the same place)', async () => {
    const { order } = await shopWithOrder();
    const url = `/api/track/${order.trackingToken}/stream`;
    const opened: Stream[] = [];
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:abcd::3']) opened.push(await Stream.open(url, from(ip)));
    expect(opened.map((s) => s.res.status)).toEqual([200, 200, 200]);
    const refused = await Stream.open(url, from('2001:db8:1:2:ffff:ffff:ffff:fffe'));
    expect(refused.res.status).toBe(429);
    expect((await refused.res.json()).code).toBe('too_many_order_streams');
    const neighbour = await Stream.open(url, from('2001:db8:1:3::1'));
    expect(neighbour.res.status).toBe(200);
    for (const s of [...opened, neighbour]) s.close();
    await serverSees(0);
  });

  it('knows which network an address counts as', () => {
    expect(addressNetwork('203.0.113.5')).toBe('203.0.113.5');
    expect(addressNetwork('::ffff:203.0.113.5')).toBe('203.0.113.5');
    for (const ip of ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:fffe', '2001:0db8:0001:0002:0:0:0:9', '2001:db8:1:2::1.2.3.4']) {
      expect(addressNetwork(ip), ip).toBe('2001:db8:1:2::/64');
    }
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64');
  });
});

describe('one query per event, not one per subscriber', () => {
  /** Statements spent from a status change until every stream of the order has seen it. */
  async function statementsForOneEvent(subscribers: number): Promise<number> {
    const { shop, order } = await shopWithOrder();
    const streams: Stream[] = [];
    for (let i = 0; i < subscribers; i++) streams.push(await Stream.open(`/api/track/${order.trackingToken}/stream`));
    for (const s of streams) await s.until('the first state', hasEvent('order'));
    const before = t.database.statements.count;
    await setStatus(shop.cookie, order.id, 'confirmed');
    for (const s of streams) await s.until('confirmed', hasEvent('order', (d) => d.status === 'confirmed'));
    const spent = t.database.statements.count - before;
    for (const s of streams) s.close();
    await serverSees(0);
    return spent;
  }

  // The counter also sees other work of the app (the outbox, rate-limit counters), a statement or
  // two at most in these windows; the old code's cost grew by one per subscriber.
  it('the tracking streams of one order share one load per event', async () => {
    t.app.realtime.limits = { perIp: 0, perKey: 0, perTokenIp: 0 };
    const one = await statementsForOneEvent(1);
    const eleven = await statementsForOneEvent(11);
    expect(eleven - one).toBeLessThan(5);
  });

  it('the vendor streams of one vendor share one session check per event, without tracking tokens', async () => {
    const { shop } = await shopWithOrder();
    const cookies = [shop.cookie];
    for (let i = 0; i < 5; i++) cookies.push(await secondSession(shop.user.email));
    const count = async (n: number) => {
      const streams = await Promise.all(cookies.slice(0, n).map((cookie) => Stream.open('/api/my-vendor/preorders/stream', { cookie })));
      for (const s of streams) await s.until('ready', hasEvent('ready'));
      const before = t.database.statements.count;
      const placed = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: nextPhone() }));
      expect(placed.statusCode).toBe(201);
      for (const s of streams) await s.until('the order', hasEvent('preorder', (d) => d.orderId === placed.json().id));
      const spent = t.database.statements.count - before;
      // Nor does a vendor stream carry the customer's tracking token.
      for (const s of streams) for (const e of s.events) expect(e.data).not.toHaveProperty('trackingToken');
      for (const s of streams) s.close();
      await serverSees(0);
      return spent;
    };
    const one = await count(1);
    expect((await count(6)) - one).toBeLessThan(3);
  });
});

describe('a vendor stream ends with its session', () => {
  it('logout (POST) ends that session’s streams at once; another session’s stream goes on', async () => {
    const { shop } = await shopWithOrder();
    const other = await secondSession(shop.user.email);
    const leaving = await Stream.open('/api/my-vendor/preorders/stream', { cookie: shop.cookie });
    const staying = await Stream.open('/api/my-vendor/preorders/stream', { cookie: other });
    await leaving.until('ready', hasEvent('ready'));
    await staying.until('ready', hasEvent('ready'));

    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: shop.cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    await leaving.untilEnded();
    // Its last words say why, so the page stops instead of coming back into a 401 (decision 0017).
    expect(leaving.events.at(-1)?.event).toBe('session-ended');
    expect(staying.events.map((e) => e.event)).not.toContain('session-ended');

    const placed = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: nextPhone() }));
    await staying.until('the new order', hasEvent('preorder', (d) => d.orderId === placed.json().id));
    expect(leaving.events.filter((e) => e.event === 'preorder')).toEqual([]);
    // What a vendor stream carries of an event: no customer's tracking token.
    const event = staying.events.find((e) => e.event === 'preorder')!;
    expect(event.data).toEqual({ kind: 'created', vendorId: shop.vendor.id, orderId: placed.json().id, status: 'pending' });
    staying.close();
    await serverSees(0);
  });

  it('a session deleted elsewhere (another instance’s logout): the next event ends the stream instead of reaching it', async () => {
    const { shop } = await shopWithOrder();
    const stream = await Stream.open('/api/my-vendor/preorders/stream', { cookie: shop.cookie });
    await stream.until('ready', hasEvent('ready'));
    await t.database.db.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${shop.user.id}`);
    await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: nextPhone() }));
    await stream.untilEnded();
    expect(stream.events.map((e) => e.event)).toEqual(['ready', 'session-ended']);
    await serverSees(0);
  });

  it('an expired session on a quiet stream: the periodic check ends it', async () => {
    const { shop } = await shopWithOrder();
    const fresh = await secondSession(shop.user.email);
    const expiring = await Stream.open('/api/my-vendor/preorders/stream', { cookie: shop.cookie });
    const live = await Stream.open('/api/my-vendor/preorders/stream', { cookie: fresh });
    await expiring.until('ready', hasEvent('ready'));
    await live.until('ready', hasEvent('ready'));
    const sid = decodeURIComponent(/ve_session=([^;]+)/.exec(shop.cookie)![1]).replace(/\.[^.]*$/, '');
    const updated = await t.database.db
      .update(sessions)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(sessions.sid, sid))
      .returning({ sid: sessions.sid });
    expect(updated).toHaveLength(1);
    await t.app.realtime.checkSessions();
    await expiring.untilEnded();
    expect(expiring.events.at(-1)?.event).toBe('session-ended');
    expect(live.ended).toBe(false);
    live.close();
    await serverSees(0);
  });
});
