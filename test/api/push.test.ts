/**
 * Web Push for an order (DESIGN §10.1, issue 15 item 6): the VAPID public key, a browser's
 * subscription authorised by the order's tracking token, and on confirmed / ready an encrypted
 * POST (RFC 8291 aes128gcm, RFC 8292 VAPID) to the subscription's endpoint — here a push service
 * standing on 127.0.0.1 that decrypts what it gets with the "browser's" keys. A push service that
 * answers 410 loses the subscription.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
// web-push's own encryption library, here to decrypt as a browser would.
// @ts-expect-error http_ece ships no types
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestPreorders, notifications, pushSubscriptions } from '../../src/server/db/schema.js';
import { escalateUnanswered } from '../../src/server/escalation/escalate.js';
import { createTestApp, setupTestApp } from '../support/app.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';
import { PRODUCTION_ENV } from '../support/production-env.js';

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A stand-in push service: records every POST and answers `status`. */
async function startPushService() {
  const received: Received[] = [];
  const service = {
    status: 201,
    received,
    url: '',
    server: http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(service.status, service.status === 201 ? { location: `${service.url}/m/${received.length}` } : {});
        res.end();
      });
    }),
  };
  await new Promise<void>((resolve) => service.server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(service.server.address() as AddressInfo).port}`;
  return service;
}

/** What a browser's PushManager makes: a P-256 key pair and a 16-byte auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
}

let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => new Promise<void>((resolve) => push.server.close(() => resolve())));

const t = setupTestApp({ env: { OUTBOX_POLL_MS: '100', OUTBOX_RETRY_BASE_MS: '100', SMS_TIMEOUT_MS: '3000', ORDER_RATE_LIMIT: '0' } });

async function until<T>(what: string, fn: () => T | Promise<T>, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function newOrder() {
  const shop = await createShop(t.app, { items: [{ name: 'Elote', price: 4.1, prepTime: 5 }] });
  const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: '7605550501' }));
  expect(res.statusCode, res.body).toBe(201);
  return { shop, order: res.json() as { id: number; invoiceNumber: string; trackingToken: string } };
}

function subscribe(token: string, body: unknown) {
  return t.app.inject({ method: 'POST', url: `/api/track/${token}/push`, payload: body as Record<string, unknown> });
}

async function setStatus(cookie: string, id: number, status: string) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/guest-preorders/${id}/status`, headers: { cookie }, payload: { status } });
  expect(res.statusCode, res.body).toBe(200);
}

describe('Web Push for an order', () => {
  it('serves the VAPID public key (an uncompressed P-256 point)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/push/public-key' });
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json().publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
  });

  it('stores a subscription authorised by the tracking token, and pushes confirmed and ready encrypted with the VAPID header', async () => {
    const { shop, order } = await newOrder();
    const browser = browserKeys();
    const endpoint = `${push.url}/push/abc123`;
    const res = await subscribe(order.trackingToken, { endpoint, keys: browser.json });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ endpoint });
    // The same browser again refreshes its row instead of adding one.
    const again = await subscribe(order.trackingToken, { endpoint, keys: browser.json });
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.preorderId, order.id))).toHaveLength(1);

    const before = push.received.length;
    await setStatus(shop.cookie, order.id, 'confirmed');
    const got = await until('a push', () => push.received[before]);
    expect(got.path).toBe('/push/abc123');
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);

    // VAPID (RFC 8292): "vapid t=<JWT signed ES256>, k=<the server's public key>".
    const { publicKey } = (await t.app.inject({ method: 'GET', url: '/api/push/public-key' })).json();
    const auth = /^vapid t=([^,]+), k=(.+)$/.exec(String(got.headers.authorization));
    expect(auth, String(got.headers.authorization)).not.toBeNull();
    const [jwt, k] = [auth![1], auth![2]];
    expect(k).toBe(publicKey);
    const [h, p, s] = jwt.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    expect(claims.aud).toBe(push.url);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    const point = Buffer.from(publicKey, 'base64url');
    const jwk = { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') };
    const signed = verify('sha256', Buffer.from(`${h}.${p}`), { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
    expect(signed).toBe(true);

    // The body decrypts with the browser's keys to the notice.
    const payload = JSON.parse(ece.decrypt(got.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString());
    expect(payload).toMatchObject({ title: 'Order confirmed', url: `/order-tracking?token=${order.trackingToken}`, tag: `order-${order.id}` });
    expect(payload.body).toContain(order.invoiceNumber);

    await setStatus(shop.cookie, order.id, 'ready');
    const ready = await until('a second push', () => push.received[before + 1]);
    const readyPayload = JSON.parse(ece.decrypt(ready.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString());
    expect(readyPayload.title).toBe('Your order is ready');
    expect(readyPayload.body).toContain('Pick up at the window');

    const rows = await t.database.db.select().from(notifications).where(eq(notifications.channel, 'push'));
    await until('push rows marked sent', async () =>
      (await t.database.db.select().from(notifications).where(eq(notifications.channel, 'push'))).every((r) => r.isSent),
    );
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('forgets a subscription the push service says is gone (410) and does not retry', async () => {
    const { shop, order } = await newOrder();
    const res = await subscribe(order.trackingToken, { endpoint: `${push.url}/push/gone`, keys: browserKeys().json });
    expect(res.statusCode).toBe(201);
    push.status = 410;
    try {
      const before = push.received.length;
      await setStatus(shop.cookie, order.id, 'confirmed');
      await until('the push attempt', () => push.received[before]);
      await until('the subscription deleted', async () =>
        (await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.preorderId, order.id))).length === 0,
      );
      const failed = await until('the row given up', async () => {
        const rows = await t.database.db.select().from(notifications).where(eq(notifications.channel, 'push'));
        return rows.find((r) => (r.metadata as { preorderId?: number }).preorderId === order.id && r.failedAt);
      });
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toContain('410');
      // Ready finds no subscription: nothing more is queued.
      await setStatus(shop.cookie, order.id, 'ready');
      await new Promise((r) => setTimeout(r, 300));
      expect(push.received.length).toBe(before + 1);
    } finally {
      push.status = 201;
    }
  });

  it('refuses an unknown token (404), bad keys and endpoints (400 with codes), a finished order (409) and a sixth browser (409)', async () => {
    const { shop, order } = await newOrder();
    const keys = browserKeys().json;
    expect((await subscribe('no-such-token-0123456789', { endpoint: `${push.url}/x`, keys })).statusCode).toBe(404);

    const badKeys = await subscribe(order.trackingToken, { endpoint: `${push.url}/x`, keys: { p256dh: keys.p256dh.slice(4), auth: keys.auth } });
    expect(badKeys.statusCode).toBe(400);
    expect(badKeys.json().code).toBe('invalid_push_keys');
    const badEndpoint = await subscribe(order.trackingToken, { endpoint: 'ftp://example.com/push', keys });
    expect(badEndpoint.statusCode).toBe(400);
    expect(badEndpoint.json().code).toBe('invalid_push_endpoint');

    for (let i = 0; i < 5; i++) {
      expect((await subscribe(order.trackingToken, { endpoint: `${push.url}/b/${i}`, keys: browserKeys().json })).statusCode).toBe(201);
    }
    const sixth = await subscribe(order.trackingToken, { endpoint: `${push.url}/b/6`, keys: browserKeys().json });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('too_many_subscriptions');

    await setStatus(shop.cookie, order.id, 'cancelled');
    const finished = await subscribe(order.trackingToken, { endpoint: `${push.url}/late`, keys });
    expect(finished.statusCode).toBe(409);
    expect(finished.json().code).toBe('order_finished');
  });

});

/**
 * Production (issue 43 item 9): an endpoint's host name must resolve to public addresses only,
 * when the browser subscribes and again on every send's connection (DNS rebinding). Host names
 * resolve through this table, never through real DNS.
 */
describe('Web Push in production: only public addresses', () => {
  const dnsTable = new Map<string, string[]>();
  const asked: string[] = [];
  const resolveHost = async (hostname: string) => {
    asked.push(hostname);
    const addresses = dnsTable.get(hostname);
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  let prod: Awaited<ReturnType<typeof createTestApp>>;
  let shop: Awaited<ReturnType<typeof createShop>>;
  beforeAll(async () => {
    prod = await createTestApp({
      env: { ...PRODUCTION_ENV, OUTBOX_POLL_MS: '100', OUTBOX_RETRY_BASE_MS: '100', SMS_TIMEOUT_MS: '3000' },
      resolveHost,
    });
    shop = await createShop(prod.app, { items: [{ name: 'Elote', price: 4.1 }] });
  });
  afterAll(async () => prod?.close());

  let phones = 0;
  async function prodOrder() {
    const phone = `76055506${String(phones++).padStart(2, '0')}`;
    const placed = await placeOrder(prod.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone }));
    expect(placed.statusCode, placed.body).toBe(201);
    return placed.json() as { id: number; trackingToken: string };
  }
  const subscribeProd = (token: string, endpoint: string) =>
    prod.app.inject({ method: 'POST', url: `/api/track/${token}/push`, payload: { endpoint, keys: browserKeys().json } });

  it('takes only https endpoints on a host name', async () => {
    const { trackingToken } = await prodOrder();
    for (const endpoint of [`${push.url}/x`, 'https://127.0.0.1/x', 'https://localhost/x', 'https://[::1]/x']) {
      const res = await subscribeProd(trackingToken, endpoint);
      expect(res.statusCode, endpoint).toBe(400);
      expect(res.json().code).toBe('invalid_push_endpoint');
    }
    dnsTable.set('fcm.googleapis.com', ['142.250.72.10', '2607:f8b0:4007:80e::200a']);
    const ok = await subscribeProd(trackingToken, 'https://fcm.googleapis.com/fcm/send/abc');
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it.each([
    ['loopback', ['127.0.0.1']],
    ['loopback (IPv6)', ['::1']],
    ['a private network', ['10.1.2.3']],
    ['a private network (172.16/12)', ['172.20.0.5']],
    ['a private network (192.168/16)', ['192.168.1.10']],
    ['cloud metadata (link-local)', ['169.254.169.254']],
    ['carrier-grade NAT', ['100.64.0.1']],
    ['"this network"', ['0.0.0.0']],
    ['multicast', ['224.0.0.251']],
    ['broadcast', ['255.255.255.255']],
    ['a unique local IPv6 address', ['fd12:3456:789a::1']],
    ['an IPv6 link-local address', ['fe80::1']],
    ['IPv6 multicast', ['ff02::1']],
    ['an IPv4-mapped loopback', ['::ffff:127.0.0.1']],
    ['NAT64 of a private address', ['64:ff9b::a00:1']],
    ['one public and one private address', ['142.250.72.10', '10.0.0.7']],
    ['nothing (does not resolve)', undefined],
  ])('refuses a host name that resolves to %s: 400 push_endpoint_not_public', async (_what, addresses) => {
    const { trackingToken } = await prodOrder();
    const host = `push-${asked.length}.inward.example`;
    if (addresses) dnsTable.set(host, addresses);
    const res = await subscribeProd(trackingToken, `https://${host}/wpush/v2/abc`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: 'push_endpoint_not_public',
      message: 'This browser’s push service cannot be used: its address is not a public one',
    });
    expect(asked).toContain(host);
    const rows = await prod.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.preorderId, (await orderIdOf(trackingToken))!));
    expect(rows).toHaveLength(0);
  });

  it('takes public IPv6 and NAT64 of a public address', async () => {
    const { trackingToken } = await prodOrder();
    dnsTable.set('updates.push.services.mozilla.com', ['2600:1901:0:92a9::', '64:ff9b::8.8.8.8']);
    const res = await subscribeProd(trackingToken, 'https://updates.push.services.mozilla.com/wpush/v2/abc');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('looks the host up again on the send: a name that turned inward after subscribing gets no connection', async () => {
    // What the name points at after the subscription: a port on this machine that counts connections.
    let connections = 0;
    const inside = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    try {
      const port = (inside.address() as AddressInfo).port;
      const order = await prodOrder();
      dnsTable.set('push.rebind.example', ['142.250.72.11']);
      const res = await subscribeProd(order.trackingToken, `https://push.rebind.example:${port}/push/1`);
      expect(res.statusCode, res.body).toBe(201);
      // DNS rebinding: the same name now answers the internal address.
      dnsTable.set('push.rebind.example', ['127.0.0.1']);
      const lookupsBefore = asked.filter((h) => h === 'push.rebind.example').length;
      const status = await prod.app.inject({
        method: 'PUT',
        url: `/api/guest-preorders/${order.id}/status`,
        headers: { cookie: shop.cookie },
        payload: { status: 'confirmed' },
      });
      expect(status.statusCode, status.body).toBe(200);
      const failed = await until('the push given up', async () => {
        const rows = await prod.database.db.select().from(notifications).where(eq(notifications.channel, 'push'));
        return rows.find((r) => (r.metadata as { preorderId?: number }).preorderId === order.id && r.failedAt);
      });
      expect(failed.isSent).toBe(false);
      expect(failed.attempts).toBe(1);
      expect(failed.lastError).toContain('non-public address: 127.0.0.1');
      expect(asked.filter((h) => h === 'push.rebind.example').length).toBeGreaterThan(lookupsBefore);
      expect(connections).toBe(0);
    } finally {
      await new Promise<void>((resolve) => inside.close(() => resolve()));
    }
  });

  async function orderIdOf(token: string) {
    const res = await prod.app.inject({ method: 'GET', url: `/api/track/${token}` });
    return (res.json() as { id?: number }).id;
  }
});

describe('the desk’s alerts on a vendor’s devices (issue 41)', () => {
  const device = (cookie: string, endpoint: string, keys = browserKeys().json) =>
    t.app.inject({ method: 'POST', url: '/api/my-vendor/push', headers: { cookie }, payload: { endpoint, keys } });

  it('keeps the owner’s devices (a device again refreshes its row; at most 10; bad keys 400), and forgets one that turns alerts off', async () => {
    const { shop } = await newOrder();
    const keys = browserKeys().json;
    expect((await device(shop.cookie, `${push.url}/desk/a`, keys)).statusCode).toBe(201);
    expect((await device(shop.cookie, `${push.url}/desk/a`, keys)).statusCode).toBe(200);
    const bad = await device(shop.cookie, `${push.url}/desk/bad`, { p256dh: keys.p256dh.slice(4), auth: keys.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_push_keys');
    for (let i = 1; i < 10; i++) expect((await device(shop.cookie, `${push.url}/desk/${i}`)).statusCode).toBe(201);
    const eleventh = await device(shop.cookie, `${push.url}/desk/11`);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toMatchObject({ code: 'too_many_subscriptions', message: expect.stringContaining('Turn alerts off on one first') });

    const off = await t.app.inject({ method: 'DELETE', url: '/api/my-vendor/push', headers: { cookie: shop.cookie }, payload: { endpoint: `${push.url}/desk/a` } });
    expect(off.statusCode).toBe(204);
    const mine = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.vendorId, shop.vendor.id));
    expect(mine.map((s) => s.endpoint)).not.toContain(`${push.url}/desk/a`);
    expect(mine).toHaveLength(9);
    expect((await device(shop.cookie, `${push.url}/desk/11`)).statusCode).toBe(201);
  });

  it('pushes "An order is waiting for you" to the vendor’s device when an order goes unanswered', async () => {
    const { shop, order } = await newOrder();
    const browser = browserKeys();
    expect((await device(shop.cookie, `${push.url}/desk/waiting`, browser.json)).statusCode).toBe(201);
    // A controlled clock: the order came in at 11:57 valley time, the round runs at 12:00.
    const noon = new Date('2026-11-23T20:00:00Z');
    await t.database.db.update(guestPreorders).set({ createdAt: new Date(noon.getTime() - 3 * 60_000) }).where(eq(guestPreorders.id, order.id));
    const before = push.received.length;
    const round = await escalateUnanswered(t.database.db, { ...t.app.ctx.config, ACCEPT_ALERT_MINUTES: 2, ACCEPT_TEXT_MINUTES: 0, ACCEPT_PAUSE_MINUTES: 0 }, noon);
    expect(round.texts).toBe(1);
    const got = await until('the vendor’s push', () => push.received.slice(before).find((r) => r.path === '/desk/waiting'));
    const payload = JSON.parse(ece.decrypt(got.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth }).toString());
    expect(payload).toMatchObject({ title: 'An order is waiting for you', url: '/vendor-preorders', tag: `unanswered-${order.id}` });
    expect(payload.body).toBe(`Order ${order.invoiceNumber} has waited 2 min for an answer. Open your order desk.`);
    // The next round finds the order already alerted: no second push.
    expect((await escalateUnanswered(t.database.db, { ...t.app.ctx.config, ACCEPT_ALERT_MINUTES: 2, ACCEPT_TEXT_MINUTES: 0, ACCEPT_PAUSE_MINUTES: 0 }, noon)).texts).toBe(0);
  });
});
