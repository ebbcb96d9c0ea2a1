/**
 * A paid checkout through a crash (issue 40 item 5, docs/decisions/0049-money.md): the real server
 * (a child process) charges two guests' cards at the fake Square, which takes each payment and
 * loses its answer, so the whole process group gets SIGKILL after the money moved and before the
 * order's commit. Started again on the same data: one guest retries with the same Idempotency-Key
 * and the other never comes back. Both orders exist once, paid, with the payment Square took; no
 * card is charged twice and nothing is refunded. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { expect, inject, it } from 'vitest';
import { type FakeSquare, injectOver, startFakeSquare } from '../support/fake-square.js';
import { createShop, orderBody } from '../support/http-shop.js';
import { freshServerData, httpRequest, ServerProcess, testServerEnv } from '../support/server-process.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface DeskOrder {
  id: number;
  phone: string;
  paymentStatus: string;
  totalAmount: string;
  payment: { paymentId: string } | null;
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

async function run(engine: 'pglite' | 'postgres') {
  const square: FakeSquare = await startFakeSquare();
  const data = await freshServerData(engine, 'payment-crash', inject('pgliteTemplate'));
  const { dataDir, databaseUrl } = data;
  // A checkout left charging is settled once 5 s old, looked for every 5 s.
  const env = { ...testServerEnv({ dataDir, databaseUrl }), ...square.env, PAYMENT_RECONCILE_MS: '5000' };
  const server = new ServerProcess({ env });
  try {
    await server.start();
    square.redirectUrl = `${server.baseUrl}/api/payments/square/callback`;
    const shop = await createShop(server, { name: 'Crash Birria', owner: { prefix: 'pc' }, items: [{ name: 'Birria Taco', price: 4, prepTime: 5 }] });
    const connected = await square.connect(injectOver(server.baseUrl), shop.session.cookie);
    expect(connected.statusCode, connected.body).toBe(302);

    const guests = [
      { phone: '7605550701', key: `crash-retry-${Date.now()}` },
      { phone: '7605550702', key: `crash-gone-${Date.now()}` },
    ].map((g) => ({
      ...g,
      body: orderBody(shop.vendor.id, [{ item: shop.item, quantity: 2 }], { phone: g.phone, paymentMethod: 'square', payment: { sourceId: 'cnon:card-nonce-ok' } }),
    }));
    const order = (g: (typeof guests)[number]) => httpRequest(server.baseUrl, 'POST', '/api/guest-preorders', g.body, undefined, { 'idempotency-key': g.key });

    // Square takes each payment and its answer never arrives: the server waits on both at once.
    square.setMode({ kind: 'lose' }, /^\/v2\/payments$/);
    const answers = guests.map((g) => order(g).catch((err: Error) => err));
    await until('both payments at Square', () => (square.payments.filter((p) => p.status === 'COMPLETED').length === 2 ? true : undefined), 20_000);
    expect(square.payments.map((p) => [p.status, p.amount_money.amount])).toEqual([
      ['COMPLETED', 800],
      ['COMPLETED', 800],
    ]);

    // The crash: the money moved, no order was committed.
    await server.kill();
    for (const answer of await Promise.all(answers)) expect(answer).toBeInstanceOf(Error);
    square.setMode({ kind: 'ok' });
    await server.start();

    // The first guest's page retries with its key: its order, paid with the payment already taken.
    const retried = await order(guests[0]);
    expect([200, 201], JSON.stringify(retried.json)).toContain(retried.status);
    expect(retried.json).toMatchObject({ paymentStatus: 'paid', totalAmount: '8.00' });

    // The second guest never comes back: the server settles the checkout with Square by itself.
    const desk = async () => (await httpRequest<DeskOrder[]>(server.baseUrl, 'GET', '/api/my-vendor/preorders', undefined, shop.session)).json;
    const orders = await until('the abandoned checkout to be placed', async () => {
      const list = await desk();
      return list.length === 2 ? list : undefined;
    });
    const byPhone = new Map(orders.map((o) => [o.phone, o]));
    const completed = square.payments.filter((p) => p.status === 'COMPLETED');
    expect(completed).toHaveLength(2);
    for (const g of guests) {
      const o = byPhone.get(g.phone);
      expect(o, g.phone).toMatchObject({ paymentStatus: 'paid', totalAmount: '8.00' });
      expect(completed.map((p) => p.id)).toContain(o?.payment?.paymentId);
    }
    expect(new Set(orders.map((o) => o.payment?.paymentId)).size).toBe(2);
    expect(square.refunds).toEqual([]);

    // Another reconcile pass (5 s later) changes nothing: still two orders and two payments.
    const passes = square.paymentRequests().length;
    await sleep(6000);
    expect(await desk()).toHaveLength(2);
    expect(square.payments.filter((p) => p.status === 'COMPLETED')).toHaveLength(2);
    expect(square.paymentRequests().length).toBe(passes);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n--- server output ---\n${server.output()}`, { cause: err });
  } finally {
    await server.stop();
    await square.close();
    await data.drop();
  }
}

it('a SIGKILL between the charge and the order loses no paid order and charges no one twice (PGlite)', async () => {
  await run('pglite');
}, 180_000);

it.runIf(process.env.TEST_DATABASE_URL)('a SIGKILL between the charge and the order loses no paid order and charges no one twice (PostgreSQL)', async () => {
  await run('postgres');
}, 180_000);
