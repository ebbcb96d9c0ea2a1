/**
 * The outbox through a crash (issue 15 item 2): the real server (a child process) queues order
 * texts while the fake Twilio hangs, so the sends are in flight when the whole process group gets
 * SIGKILL. Started again on the same data with the provider answering, every text is delivered
 * exactly once (the hung requests were never accepted): the lease the dead worker took runs out
 * and the new one sends the rows. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { publishByAdmin } from '../support/publish.js';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, inject, it } from 'vitest';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.js';
import { copyTemplate, repoRoot } from '../support/template.js';
import { OPEN_AROUND_THE_CLOCK } from '../support/open-hours.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The server as the leader of its own process group (tsx runs it in a child: kill the group). */
function startServer(env: Record<string, string>) {
  let out = '';
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    out += d;
  });
  const base = `http://127.0.0.1:${env.PORT}`;
  return {
    base,
    output: () => out.slice(-4000),
    async ready() {
      const deadline = Date.now() + 120_000;
      for (;;) {
        if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited:\n${out}`);
        try {
          if ((await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return;
        } catch {}
        if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
        await sleep(100);
      }
    },
    async signal(sig: NodeJS.Signals) {
      if (!child.pid) return;
      try {
        process.kill(-child.pid, sig);
      } catch {
        return;
      }
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        try {
          process.kill(-child.pid, 0);
        } catch {
          return;
        }
        await sleep(20);
      }
      if (sig !== 'SIGKILL') await this.signal('SIGKILL');
      else throw new Error('the server survived SIGKILL');
    },
  };
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function run(engine: 'pglite' | 'postgres') {
  const fake: FakeTwilio = await startFakeTwilio();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-outbox-crash-'));
  let databaseUrl = '';
  let drop = async () => {};
  if (engine === 'pglite') {
    copyTemplate(inject('pgliteTemplate'), path.join(dataDir, 'pglite'));
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL as string;
    const name = `ve_outbox_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  const env = {
    ...fake.env,
    NODE_ENV: 'test',
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    SKIP_CLIENT_BUILD: 'true',
    CLIENT_DIR: path.join(dataDir, 'no-client'),
    LOG_LEVEL: 'warn',
    SESSION_SECRET: 'outbox-crash-session-secret-0123456789abcdef',
    ADMIN_USERNAME: 'ceo',
    ADMIN_PASSWORD: 'correct-horse-battery',
    PASSWORD_HASH_COST: '10',
    AUTH_RATE_LIMIT: '0',
    LOOKUP_RATE_LIMIT: '0',
    ORDER_RATE_LIMIT: '0',
    ORDER_PHONE_LIMIT: '0',
    // A send times out after 4 s, so a claimed row is leased for 9 s.
    SMS_TIMEOUT_MS: '4000',
    OUTBOX_RETRY_BASE_MS: '200',
    OUTBOX_POLL_MS: '200',
  };
  let server = startServer(env);
  try {
    await server.ready();
    const base = server.base;
    const signup = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `oc-${randomBytes(4).toString('hex')}@example.com`, password: 'desert-bloom-42', firstName: 'Rosa' }),
    });
    await json(signup, 'sign-up');
    const cookie = signup.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const owner = { 'content-type': 'application/json', cookie };
    const vendor = await json<{ id: number }>(
      await fetch(`${base}/api/vendors`, {
        method: 'POST',
        headers: owner,
        body: JSON.stringify({ businessName: 'Crash Tacos', cuisine: 'Mexican', address: 'Indio, CA', paymentMethods: ['cash'] }),
      }),
      'vendor',
    );
    // Open around the clock: a closed vendor refuses orders "as soon as possible" (issue 23).
    for (const day of OPEN_AROUND_THE_CLOCK) {
      await json(
        await fetch(`${base}/api/vendors/${vendor.id}/hours`, { method: 'POST', headers: owner, body: JSON.stringify(day) }),
        'hours',
      );
    }
    const item = await json<{ id: number; price: string }>(
      await fetch(`${base}/api/vendors/${vendor.id}/menu`, { method: 'POST', headers: owner, body: JSON.stringify({ name: 'Taco', price: 3.5 }) }),
      'menu item',
    );
    // Live without a photo: the administrator's publish (decision 0028), as support would.
    await publishByAdmin(base, vendor.id);

    // The provider hangs: every send stays in flight.
    fake.setMode({ kind: 'hang' });
    const phones = Array.from({ length: 5 }, (_, i) => `76055506${String(i).padStart(2, '0')}`);
    for (const phone of phones) {
      const order = await json<{ id: number }>(
        await fetch(`${base}/api/guest-preorders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            vendorId: vendor.id,
            firstName: 'Lupe',
            lastName: 'Ortiz',
            phone,
            paymentMethod: 'cash',
            items: [{ menuItemId: item.id, quantity: 1 }],
            totalAmount: item.price,
            notifyBySms: true,
          }),
        }),
        'order',
      );
      await json(
        await fetch(`${base}/api/guest-preorders/${order.id}/status`, { method: 'PUT', headers: owner, body: JSON.stringify({ status: 'confirmed' }) }),
        'confirm',
      );
    }
    const deadline = Date.now() + 20_000;
    while (fake.requests < phones.length) {
      if (Date.now() > deadline) throw new Error(`only ${fake.requests} sends reached the provider`);
      await sleep(20);
    }
    expect(fake.messages).toHaveLength(0);

    // The crash, with every text in flight; then the provider recovers and the server comes back.
    await server.signal('SIGKILL');
    fake.setMode({ kind: 'ok' });
    server = startServer(env);
    await server.ready();
    for (const phone of phones) await fake.waitForText(phone, { timeoutMs: 60_000 });
    await sleep(1000);
    for (const phone of phones) expect(fake.textsTo(phone), phone).toHaveLength(1);
    expect(fake.textsTo(phones[0])[0].body).toContain('Crash Tacos');
  } catch (err) {
    throw new Error(`${(err as Error).message}\n--- server output ---\n${server.output()}`, { cause: err });
  } finally {
    await server.signal('SIGTERM');
    await fake.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

it('delivers every text in flight at a SIGKILL once the server is back (PGlite)', async () => {
  await run('pglite');
}, 180_000);

it.runIf(process.env.TEST_DATABASE_URL)('delivers every text in flight at a SIGKILL once the server is back (PostgreSQL)', async () => {
  await run('postgres');
}, 180_000);
