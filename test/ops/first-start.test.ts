/**
 * The first start on an empty DATA_DIR (issue 37 item 5, decision 0048): the embedded database is
 * created, migrated and given the demo data by a short-lived child process, then opened by the
 * server, which serves the demo valley; a restart on the same directory creates nothing again and
 * finds the same vendors.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ServerProcess, testServerEnv } from '../support/server-process.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-ops-first-start-'));
const server = new ServerProcess({ env: { ...testServerEnv({ dataDir }), SEED_DEMO: 'true' } });

afterAll(async () => {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const vendorNames = async () => {
  const res = await fetch(`${server.baseUrl}/api/vendors`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { vendor: { name: string } }[]).map((v) => v.vendor.name).sort();
};

describe('the first start on an empty data directory', () => {
  it('creates the database in a child process, then serves the demo valley; a restart keeps it', async () => {
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    await server.start();
    const first = server.output();
    expect(first).toContain('Creating the database in');
    // Seeded by the child, before the server opened the database (the server's own line comes after).
    expect(first.indexOf('Demo vendors added to the empty database.')).toBeGreaterThan(first.indexOf('Creating the database in'));
    expect(first.indexOf('Demo vendors added to the empty database.')).toBeLessThan(first.indexOf('Database: PGlite in'));
    const names = await vendorNames();
    expect(names.length).toBeGreaterThan(10);
    await server.stop();

    await server.start();
    const second = server.output();
    expect(second).toContain('Database: PGlite in');
    expect(second).not.toContain('Creating the database');
    expect(second).not.toContain('Demo vendors added');
    expect(await vendorNames()).toEqual(names);
  });
});
