/**
 * A fresh, migrated database for one test file: a copy of the PGlite template, or (when the
 * project runs with TEST_ENGINE=postgres) a new database on TEST_DATABASE_URL copied from the
 * run's migrated template database (test/support/global-template.ts), dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/index.js';
import { createScratchDatabase } from './server-process.js';
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
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_ENGINE=postgres needs the template of test/support/global-template.ts');
  const scratch = await createScratchDatabase(adminUrl, 've_test', template);
  let database = await openDatabase({ databaseUrl: scratch.url, poolSize: 8 });
  // Already migrated (the template): this finds nothing to do, as a server restarting on its
  // database does, and would catch up a template older than the migrations.
  await database.migrate();
  return {
    database,
    url: scratch.url,
    async reopen() {
      database = await openDatabase({ databaseUrl: scratch.url, poolSize: 8 });
      return database;
    },
    async destroy() {
      await database.close();
      await scratch.drop();
    },
  };
}
