/**
 * `npm run backup` and `npm run restore` as an operator runs them (child processes): a database
 * with real orders placed through the app is backed up, restored into a fresh data dir, and the
 * vendor finds every order there, the same as before; both tools refuse what would lose data
 * (docs/decisions/0032-packaging-and-backups.md).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, databaseOptions } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import { type Database, openDatabase } from '../../src/server/db/index.js';
import { type VendorOrder, VendorPreorderListSchema } from '../../src/shared/schemas/preorders.js';
import { createTestApp, TEST_SESSION_SECRET, type TestApp } from '../support/app.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';
import { repoRoot } from '../support/template.js';

type Script = 'backup' | 'restore';

/** Runs `npm run <script> -- args` the way npm does (tsx), and waits for it to exit. */
function run(script: Script, args: string[], env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [`scripts/${script}.ts`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

let t: TestApp;
let shop: Awaited<ReturnType<typeof createShop>>;
/** The data dir the orders were placed in, and where they are restored to. */
let liveDir: string;
const scratch = mkdtempSync(path.join(os.tmpdir(), 've-backup-'));
const freshDir = path.join(scratch, 'fresh');
let placed: VendorOrder[] = [];
/** Each order's tracking link, as its guest got it (the vendor's list does not carry it). */
const tokens = new Map<number, string>();
let backupFile: string;

const vendorList = async (app: TestApp['app']) => {
  const res = await app.inject({ method: 'GET', url: '/api/my-vendor/preorders', headers: { cookie: shop.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return VendorPreorderListSchema.parse(res.json()).sort((a, b) => a.id - b.id);
};

/** The restored database, served by the app as a restarted server would (same session secret). */
async function openRestored(): Promise<{ app: TestApp['app']; database: Database; close(): Promise<void> }> {
  const config = testConfig({ SESSION_SECRET: TEST_SESSION_SECRET, DATA_DIR: freshDir });
  const database = await openDatabase(databaseOptions(config));
  await database.migrate();
  const app = await buildApp(config, { database, clientDir: '/nonexistent-client-dir' });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

beforeAll(async () => {
  t = await createTestApp();
  liveDir = path.dirname(t.testDb.dir!);
  shop = await createShop(t.app);
  const [taco, shake] = shop.items;
  for (let i = 1; i <= 8; i++) {
    const lines = [{ item: taco, quantity: i }, ...(i % 2 ? [{ item: shake, quantity: 1 }] : [])];
    const res = await placeOrder(t.app, orderBody(shop.vendor.id, lines, { firstName: `Guest${i}` }));
    expect(res.statusCode, res.body).toBe(201);
    tokens.set(res.json().id, res.json().trackingToken);
  }
  // Orders in several states, as a real day leaves them.
  const ids = (await vendorList(t.app)).map((o) => o.id);
  for (const [id, status] of [
    [ids[0], 'confirmed'],
    [ids[1], 'cancelled'],
  ] as const) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/guest-preorders/${id}/status`,
      payload: { status },
      headers: { cookie: shop.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  placed = await vendorList(t.app);
  expect(placed).toHaveLength(8);
});

afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('npm run backup and npm run restore (PGlite)', () => {
  it('refuses to back up while a server has the database open, naming the process', async () => {
    // This test process is the "server": its PGlite has the data dir open.
    const r = await run('backup', [], { DATA_DIR: liveDir });
    expect(r.code, r.out).toBe(1);
    expect(r.out).toContain('Stop the server first');
    expect(r.out).toContain(String(process.pid));
    expect(existsSync(path.join(liveDir, 'backups'))).toBe(false);
  });

  it('backs up into DATA_DIR/backups once the server has stopped', async () => {
    await t.app.close();
    await t.testDb.database.close();
    const r = await run('backup', [], { DATA_DIR: liveDir });
    expect(r.code, r.out).toBe(0);
    const files = readdirSync(path.join(liveDir, 'backups'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^valley-eats-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/);
    backupFile = path.join(liveDir, 'backups', files[0]);
    expect(r.out).toContain(`Backup written: ${backupFile}`);
    expect(r.out).toContain('8 orders');
  });

  it('restores into a fresh data dir where the vendor finds every order as it was', async () => {
    const r = await run('restore', [backupFile], { DATA_DIR: freshDir });
    expect(r.code, r.out).toBe(0);
    expect(r.out).toContain('(8 orders)');
    const restored = await openRestored();
    try {
      // The vendor's session survived too: the same cookie reads the same orders — ids, invoice
      // numbers, totals, lines, states and tracking links.
      const orders = await vendorList(restored.app);
      expect(orders).toEqual(placed);
      expect(orders.map((o) => o.status).sort()).toEqual(['cancelled', 'confirmed', ...Array(6).fill('pending')]);
      const tracked = await restored.app.inject({ method: 'GET', url: `/api/track/${tokens.get(placed[0].id)}` });
      expect(tracked.statusCode).toBe(200);
      expect(tracked.json()).toMatchObject({ invoiceNumber: placed[0].invoiceNumber, totalAmount: placed[0].totalAmount });
      // Business goes on in the restored database.
      const more = await placeOrder(restored.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }]));
      expect(more.statusCode, more.body).toBe(201);
      expect(await vendorList(restored.app)).toHaveLength(9);
    } finally {
      await restored.close();
    }
  });

  it('refuses to restore over an existing database without --force, and changes nothing', async () => {
    const r = await run('restore', [backupFile], { DATA_DIR: freshDir });
    expect(r.code, r.out).toBe(1);
    expect(r.out).toContain('already holds a database');
    expect(r.out).toContain('--force');
    const restored = await openRestored();
    try {
      expect(await vendorList(restored.app)).toHaveLength(9);
    } finally {
      await restored.close();
    }
  });

  it('with --force replaces it, keeping the replaced database beside it', async () => {
    const r = await run('restore', [backupFile, '--force'], { DATA_DIR: freshDir });
    expect(r.code, r.out).toBe(0);
    const aside = readdirSync(freshDir).filter((f) => f.startsWith('pglite.before-restore-'));
    expect(aside).toHaveLength(1);
    expect(existsSync(path.join(freshDir, aside[0], 'PG_VERSION'))).toBe(true);
    const restored = await openRestored();
    try {
      expect(await vendorList(restored.app)).toEqual(placed);
    } finally {
      await restored.close();
    }
  });

  it('refuses while a postmaster.pid says a server elsewhere (another container) may have it open', async () => {
    // What a PGlite leaves in its directory while open; a server in another container holds no
    // file this machine's /proc can see.
    const pid = path.join(freshDir, 'pglite', 'postmaster.pid');
    writeFileSync(pid, '-42\n/pglite/data\n');
    try {
      const r = await run('backup', [], { DATA_DIR: freshDir });
      expect(r.code, r.out).toBe(1);
      expect(r.out).toContain('Stop the server first');
      expect(existsSync(path.join(freshDir, 'backups'))).toBe(false);
    } finally {
      rmSync(pid);
    }
  });

  it('on PostgreSQL writes nothing and prints the pg_dump / pg_restore recipe', async () => {
    const r = await run('backup', [path.join(scratch, 'pg.tar.gz')], {
      DATA_DIR: liveDir,
      DATABASE_URL: 'postgres://valleyeats@127.0.0.1:1/valleyeats',
    });
    expect(r.code, r.out).toBe(1);
    expect(r.out).toContain('pg_dump -Fc');
    expect(r.out).toContain('pg_restore');
    expect(existsSync(path.join(scratch, 'pg.tar.gz'))).toBe(false);
  });
});
