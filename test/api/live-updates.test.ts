/**
 * Live updates over Server-Sent Events, fanned out through LISTEN/NOTIFY. On PostgreSQL two app
 * instances share one database: a change made through one reaches a client of the other.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import { mailEnv } from '../support/fake-smtp-server.js';
import { openDatabase } from '../../src/server/db/index.js';
import { setupTestApp, TEST_SESSION_SECRET } from '../support/app.js';
import { testEngine } from '../support/db.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';
import { takeSseEvents } from '../support/sse.js';

const t = setupTestApp();

/** Reads SSE events from a listening server until `until` says stop. */
async function collectEvents(
  url: string,
  headers: Record<string, string>,
  until: (events: { event: string; data: unknown }[]) => boolean,
  onOpen: () => Promise<void>,
) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  let opened = false;
  const timeout = setTimeout(() => controller.abort(), 10_000);
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      const taken = takeSseEvents(buffer + value);
      buffer = taken.rest;
      events.push(...taken.events);
      if (!opened && events.length > 0) {
        opened = true;
        await onOpen();
      }
    }
  } finally {
    clearTimeout(timeout);
    controller.abort();
  }
  return events;
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

let base: string;
beforeAll(async () => {
  base = await listen(t.app);
});

describe('live updates', () => {
  it('a new order reaches the vendor’s open preorder stream', async () => {
    const shop = await createShop(t.app);
    let placedId = 0;
    const events = await collectEvents(
      `${base}/api/my-vendor/preorders/stream`,
      { cookie: shop.cookie },
      (ev) => ev.some((e) => e.event === 'preorder'),
      async () => {
        const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }]));
        placedId = res.json().id;
      },
    );
    const preorder = events.find((e) => e.event === 'preorder');
    expect(preorder?.data).toMatchObject({ kind: 'created', orderId: placedId, vendorId: shop.vendor.id });
  });

  it('the tracking stream follows its order’s status', async () => {
    const shop = await createShop(t.app);
    const order = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }]))).json();
    const events = await collectEvents(
      `${base}/api/track/${order.trackingToken}/stream`,
      {},
      (ev) => ev.some((e) => (e.data as { status?: string }).status === 'confirmed'),
      async () => {
        await t.app.inject({
          method: 'PUT',
          url: `/api/guest-preorders/${order.id}/status`,
          payload: { status: 'confirmed' },
          headers: { cookie: shop.cookie },
        });
      },
    );
    expect((events[0].data as { status: string }).status).toBe('pending');
    expect(events.at(-1)?.data).toMatchObject({ status: 'confirmed', invoiceNumber: order.invoiceNumber });
  });

  it('refuses a stream for an unknown token and to visitors on the vendor stream', async () => {
    expect((await fetch(`${base}/api/track/unknown-token-000/stream`)).status).toBe(404);
    expect((await fetch(`${base}/api/my-vendor/preorders/stream`)).status).toBe(401);
  });
});

describe.runIf(testEngine === 'postgres')('two app instances on one PostgreSQL', () => {
  let second: App;
  let secondBase: string;
  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: t.current.testDb.url!, poolSize: 4 });
    second = await buildApp(testConfig(await mailEnv({ SESSION_SECRET: TEST_SESSION_SECRET })), { database });
    second.addHook('onClose', async () => database.close());
    secondBase = await listen(second);
  });
  afterAll(async () => {
    await second?.close();
  });

  it('a status change through one reaches an SSE client of the other', async () => {
    const shop = await createShop(t.app);
    const order = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }]))).json();
    const events = await collectEvents(
      `${secondBase}/api/track/${order.trackingToken}/stream`,
      {},
      (ev) => ev.some((e) => (e.data as { status?: string }).status === 'confirmed'),
      async () => {
        const res = await t.app.inject({
          method: 'PUT',
          url: `/api/guest-preorders/${order.id}/status`,
          payload: { status: 'confirmed' },
          headers: { cookie: shop.cookie },
        });
        expect(res.statusCode).toBe(200);
      },
    );
    expect(events.at(-1)?.data).toMatchObject({ status: 'confirmed' });
  });
});
