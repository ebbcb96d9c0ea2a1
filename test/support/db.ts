/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or (when the
 * project runs with TEST_ENGINE=postgres) a new database on TEST_DATABASE_URL, dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/index.js';
import { copyTemplate } from './template.js';

export const testEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** Only for PostgreSQL: the URL of this file's own database. */
  url?: string;
  /** Only for PGlite: the data directory. */
  dir?: string;
  /** Reopens the same data (a "restart"); the old handle must be closed first. */
  reopen(): Promise<Database>;
  destroy(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'postgres') return createPostgresDatabase();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 've-test-'));
  const dir = copyTemplate(inject('pgliteTemplate'), path.join(tmp, 'pglite'));
  let database = await openDatabase({ pgliteDir: dir });
  return {
    database,
    dir,
    async reopen() {
      database = await openDatabase({ pgliteDir: dir });
      return database;
    },
    async destroy() {
      await database.close();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const name = `ve_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let database = await openDatabase({ databaseUrl: url.toString(), poolSize: 8 });
  await database.migrate();
  return {
    database,
    url: url.toString(),
    async reopen() {
      database = await openDatabase({ databaseUrl: url.toString(), poolSize: 8 });
      return database;
    },
    async destroy() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
