/**
 * The text-message outbox (DESIGN §10.1, issue 15 items 1–2): every text is a `notifications` row
 * first; the worker sends it through the fake Twilio on loopback, retries what a provider that is
 * down or hanging could not take, gives up on a number Twilio refuses, and with two app instances
 * on one database sends each row exactly once. Both engines.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import { type Database, openDatabase } from '../../src/server/db/index.js';
import { notifications } from '../../src/server/db/schema.js';
import { enqueueText, wakeOutbox } from '../../src/server/messaging/outbox.js';
import { createTextSender, maskPhone } from '../../src/server/messaging/sender.js';
import { TEST_SESSION_SECRET } from '../support/app.js';
import { createTestDatabase, type TestDatabase } from '../support/db.js';
import { FAKE_TWILIO_FROM, type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.js';
import { PRODUCTION_ENV } from '../support/production-env.js';

let fake: FakeTwilio;
let testDb: TestDatabase;
const apps: App[] = [];

/**
 * Fast timings: retries start at 100 ms. A send times out after 1.5 s (lease 6.5 s): shorter, and a
 * busy test machine times out sends the fake already accepted, which (rightly) sends them twice.
 */
const fastEnv = { SMS_TIMEOUT_MS: '1500', OUTBOX_RETRY_BASE_MS: '100', OUTBOX_POLL_MS: '100' };

async function startApp(database: Database, env: Record<string, string> = {}): Promise<App> {
  const config = testConfig({ SESSION_SECRET: TEST_SESSION_SECRET, ...fake.env, ...fastEnv, ...env });
  const app = await buildApp(config, { database, clientDir: '/nonexistent-client-dir' });
  await app.ready();
  apps.push(app);
  return app;
}

async function closeApp(app: App) {
  apps.splice(apps.indexOf(app), 1);
  await app.close();
}

async function text(database: Database, phone: string, body: string, type = 'test') {
  const id = await enqueueText(database.db, { phone, body, type }, new Date());
  await wakeOutbox(database);
  return id;
}

async function row(database: Database, id: number) {
  return (await database.db.select().from(notifications).where(eq(notifications.id, id)))[0];
}

type Truthy<T> = Exclude<T, false | '' | 0 | null | undefined>;

async function until<T>(what: string, fn: () => Promise<T>, timeoutMs = 10_000): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value) return value as Truthy<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  fake = await startFakeTwilio();
  testDb = await createTestDatabase();
}, 60_000);

afterEach(async () => {
  for (const app of [...apps]) await closeApp(app);
  fake.setMode({ kind: 'ok' });
});

afterAll(async () => {
  await testDb?.destroy();
  await fake?.close();
});

describe('the outbox worker', () => {
  it('sends a text through Twilio (form fields, Basic auth) and records the provider id', async () => {
    await startApp(testDb.database);
    const id = await text(testDb.database, '7605550101', 'Hola from the outbox');
    const sent = await fake.waitForText('7605550101');
    expect(sent).toMatchObject({ to: '+17605550101', from: FAKE_TWILIO_FROM, body: 'Hola from the outbox' });
    const stored = await until('the row marked sent', async () => {
      const r = await row(testDb.database, id);
      return r.isSent && r;
    });
    expect(stored.providerId).toBe(sent.sid);
    expect(stored.sentAt).toBeInstanceOf(Date);
    expect(stored.attempts).toBe(1);
    expect(stored.failedAt).toBeNull();
    expect(stored.lastError).toBeNull();
  });

  it('keeps retrying while the provider answers 500, then delivers the text once', async () => {
    fake.setMode({ kind: 'fail', status: 500 });
    await startApp(testDb.database);
    const id = await text(testDb.database, '7605550102', 'Retry me');
    const failing = await until('two failed attempts', async () => {
      const r = await row(testDb.database, id);
      return r.attempts >= 2 && r.lastError && r;
    });
    expect(failing.isSent).toBe(false);
    expect(failing.failedAt).toBeNull();
    expect(failing.lastError).toContain('500');
    expect(fake.textsTo('7605550102')).toHaveLength(0);

    fake.setMode({ kind: 'ok' });
    await fake.waitForText('7605550102');
    const sent = await until('the row marked sent', async () => {
      const r = await row(testDb.database, id);
      return r.isSent && r;
    });
    // Two or more failed attempts, then the one that went through (possibly already in flight above).
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(sent.lastError).toContain('500');
    await sleep(400);
    expect(fake.textsTo('7605550102')).toHaveLength(1);
  });

  it('times out a provider that hangs and delivers on a later attempt', async () => {
    fake.setMode({ kind: 'hang' });
    await startApp(testDb.database);
    const id = await text(testDb.database, '7605550103', 'Are you there?');
    const timedOut = await until(
      'a timed-out attempt',
      async () => {
        const r = await row(testDb.database, id);
        return r.lastError === 'timed out' && r;
      },
      8_000,
    );
    expect(timedOut.isSent).toBe(false);
    expect(timedOut.attempts).toBeGreaterThanOrEqual(1);

    fake.setMode({ kind: 'ok' });
    await fake.waitForText('7605550103');
    const sent = await until('the row marked sent', async () => {
      const r = await row(testDb.database, id);
      return r.isSent && r;
    });
    expect(sent.attempts).toBeGreaterThanOrEqual(2);
    expect(fake.textsTo('7605550103')).toHaveLength(1);
  });

  it('gives up at once on a number Twilio refuses (400, error 21211), without the number in lastError', async () => {
    fake.invalidNumbers.add('+17605550104');
    await startApp(testDb.database);
    const before = fake.requests;
    const id = await text(testDb.database, '7605550104', 'Nobody here');
    const failed = await until('the row marked failed', async () => {
      const r = await row(testDb.database, id);
      return r.failedAt && r;
    });
    expect(failed.isSent).toBe(false);
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toContain('21211');
    expect(failed.lastError).not.toContain('7605550104');
    await sleep(600); // several retry periods
    expect((await row(testDb.database, id)).attempts).toBe(1);
    expect(fake.requests - before).toBe(1);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS failures', async () => {
    fake.setMode({ kind: 'fail', status: 503 });
    await startApp(testDb.database, { OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_RETRY_BASE_MS: '20' });
    const id = await text(testDb.database, '7605550105', 'Never');
    const failed = await until('the row given up', async () => {
      const r = await row(testDb.database, id);
      return r.failedAt && r;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.lastError).toContain('503');
  });

  it('redacts the one-time code of a phone_code text once it is sent', async () => {
    await startApp(testDb.database);
    const id = await text(testDb.database, '7605550106', 'Your Valley Eats code is 482913', 'phone_code');
    expect(await fake.waitForCode('7605550106')).toBe('482913');
    const stored = await until('the row marked sent', async () => {
      const r = await row(testDb.database, id);
      return r.isSent && r;
    });
    expect(stored.message).not.toMatch(/\d/);
    expect(stored.message).toContain('Your Valley Eats code is');
  });

  it('redacts the code of a phone_code text that is given up too', async () => {
    fake.invalidNumbers.add('+17605550107');
    await startApp(testDb.database);
    const id = await text(testDb.database, '7605550107', 'Your Valley Eats code is 112233', 'phone_code');
    const failed = await until('the row marked failed', async () => {
      const r = await row(testDb.database, id);
      return r.failedAt && r;
    });
    expect(failed.message).not.toMatch(/\d/);
  });

  it('with two app instances on one database, sends each of 50 texts exactly once', async () => {
    // PostgreSQL: the second instance has its own connection pool, as another process would.
    const second = testDb.url ? await openDatabase({ databaseUrl: testDb.url, poolSize: 4 }) : testDb.database;
    try {
      await startApp(testDb.database);
      await startApp(second);
      const phones = Array.from({ length: 50 }, (_, i) => `76055520${String(i).padStart(2, '0')}`);
      const now = new Date();
      const ids = await testDb.database.db.transaction(async (tx) => {
        const out: number[] = [];
        for (const phone of phones) out.push(await enqueueText(tx, { phone, body: `Order ${phone}`, type: 'test' }, now));
        return out;
      });
      await wakeOutbox(testDb.database);
      await until(
        'all 50 rows sent',
        async () => {
          const rows = await testDb.database.db.select().from(notifications).where(inArray(notifications.id, ids));
          return rows.every((r) => r.isSent);
        },
        20_000,
      );
      await sleep(500);
      for (const phone of phones) expect(fake.textsTo(phone), phone).toHaveLength(1);
      const rows = await testDb.database.db.select().from(notifications).where(inArray(notifications.id, ids));
      expect(rows.every((r) => r.attempts === 1)).toBe(true);
    } finally {
      for (const app of [...apps]) await closeApp(app);
      if (second !== testDb.database) await second.close();
    }
  });

  it('loses nothing across a restart: rows written while no app runs, an app closed mid-send, the next app sends them', async () => {
    const phones = ['7605550301', '7605550302', '7605550303'];
    // Written while no instance runs.
    for (const phone of phones) await enqueueText(testDb.database.db, { phone, body: `Restart ${phone}`, type: 'test' }, new Date());
    fake.setMode({ kind: 'hang' });
    const first = await startApp(testDb.database, { SMS_TIMEOUT_MS: '5000' });
    await until('sends in flight', async () => fake.requests > 0 && (await pending(testDb.database, phones)) === 3);
    await closeApp(first); // aborts the sends in flight
    expect(phones.flatMap((p) => fake.textsTo(p))).toHaveLength(0);

    await testDb.database.close();
    const reopened = await testDb.reopen();
    fake.setMode({ kind: 'ok' });
    await startApp(reopened);
    for (const phone of phones) await fake.waitForText(phone, { timeoutMs: 15_000 });
    await sleep(300);
    for (const phone of phones) expect(fake.textsTo(phone)).toHaveLength(1);
  });
});

async function pending(database: Database, phones: string[]) {
  const rows = await database.db.select().from(notifications).where(inArray(notifications.guestPhone, phones));
  return rows.filter((r) => !r.isSent && r.attempts > 0).length;
}

describe('the log provider', () => {
  it('writes the text to the log, marked as not sent, without the whole phone number', async () => {
    const lines: string[] = [];
    const sender = createTextSender(testConfig({ SMS_PROVIDER: 'log' }), { info: (m) => lines.push(m) });
    const outcome = await sender.send('7605550123', 'Your order is ready', AbortSignal.timeout(1000));
    expect(outcome.ok).toBe(true);
    expect(lines).toEqual(['[SMS not sent: log provider] to +1760•••0123: Your order is ready']);
    expect(lines[0]).not.toContain('7605550123');
    expect(maskPhone('7605550123')).toBe('+1760•••0123');
  });

  it('is the default outside production, and production must choose a provider', () => {
    expect(createTextSender(testConfig(), { info: () => {} }).provider).toBe('log');
    expect(() => testConfig({ ...PRODUCTION_ENV, SMS_PROVIDER: undefined })).toThrow(/SMS_PROVIDER: is required in production/);
    expect(() => testConfig({ ...PRODUCTION_ENV, SMS_PROVIDER: 'log' })).toThrow(/SMS_PROVIDER: log is refused in production/);
    expect(() => testConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
  });
});
