/**
 * The outbox through a crash (issue 15 item 2): the real server (a child process) queues order
 * texts while the fake Twilio hangs, so the sends are in flight when the whole process group gets
 * SIGKILL. Started again on the same data with the provider answering, every text is delivered
 * exactly once (the hung requests were never accepted): the lease the dead worker took runs out
 * and the new one sends the rows. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { expect, inject, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.js';
import { createShop, moveOrder, placeOrder } from '../support/http-shop.js';
import { freshServerData, ServerProcess, testServerEnv } from '../support/server-process.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run(engine: 'pglite' | 'postgres') {
  const fake: FakeTwilio = await startFakeTwilio();
  const data = await freshServerData(engine, 'outbox-crash', inject('pgliteTemplate'));
  const { dataDir, databaseUrl } = data;
  const env = {
    ...fake.env,
    ...testServerEnv({ dataDir, databaseUrl }),
    // A send times out after 4 s, so a claimed row is leased for 9 s.
    SMS_TIMEOUT_MS: '4000',
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_POLL_MS: '200',
  };
  const server = new ServerProcess({ env });
  try {
    await server.start();
    // Open around the clock (a closed vendor refuses orders "as soon as possible", issue 23) and
    // live without a photo, as support would (decision 0028).
    const shop = await createShop(server, { name: 'Crash Tacos', owner: { prefix: 'oc' }, items: [{ name: 'Taco', price: 3.5 }] });

    // The provider hangs: every send stays in flight.
    fake.setMode({ kind: 'hang' });
    const phones = Array.from({ length: 5 }, (_, i) => `76055506${String(i).padStart(2, '0')}`);
    for (const phone of phones) {
      const order = await placeOrder(server, shop, { phone, firstName: 'Lupe', lastName: 'Ortiz', extra: { notifyBySms: true } });
      await moveOrder(server, shop, order.id, ['confirmed']);
    }
    const deadline = Date.now() + 20_000;
    while (fake.requests < phones.length) {
      if (Date.now() > deadline) throw new Error(`only ${fake.requests} sends reached the provider`);
      await sleep(20);
    }
    expect(fake.messages).toHaveLength(0);

    // The crash, with every text in flight; then the provider recovers and the server comes back.
    await server.kill();
    fake.setMode({ kind: 'ok' });
    await server.start();
    for (const phone of phones) await fake.waitForText(phone, { timeoutMs: 60_000 });
    await sleep(1000);
    for (const phone of phones) expect(fake.textsTo(phone), phone).toHaveLength(1);
    expect(fake.textsTo(phones[0])[0].body).toContain('Crash Tacos');
  } catch (err) {
    throw new Error(`${(err as Error).message}\n--- server output ---\n${server.output()}`, { cause: err });
  } finally {
    await server.stop();
    await fake.close();
    await data.drop();
  }
}

it('delivers every text in flight at a SIGKILL once the server is back (PGlite)', async () => {
  await run('pglite');
}, 180_000);

it.runIf(process.env.TEST_DATABASE_URL)('delivers every text in flight at a SIGKILL once the server is back (PostgreSQL)', async () => {
  await run('postgres');
}, 180_000);
