/**
 * Builds the whole app on a fresh database for one test file; requests go through app.inject.
 */
import { afterAll, beforeAll } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/index.js';
import { createTestDatabase } from './db.js';

export interface TestAppOptions {
  env?: Record<string, string | undefined>;
  now?: () => Date;
  clientDir?: string;
  extraRoutes?: BuildOptions['extraRoutes'];
}

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

export async function createTestApp(options: TestAppOptions = {}) {
  const testDb = await createTestDatabase();
  const config = testConfig({ SESSION_SECRET: TEST_SESSION_SECRET, ...options.env });
  const app = await buildApp(config, {
    database: testDb.database,
    now: options.now,
    clientDir: options.clientDir ?? '/nonexistent-client-dir',
    extraRoutes: options.extraRoutes,
  });
  await app.ready();
  return {
    app,
    config,
    testDb,
    get database(): Database {
      return testDb.database;
    },
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Registers beforeAll/afterAll hooks and returns a handle filled before the tests run. */
export function setupTestApp(options: TestAppOptions = {}): { current: TestApp; app: App; readonly database: Database } {
  const handle = {
    get database(): Database {
      return handle.current.database;
    },
  } as { current: TestApp; app: App; readonly database: Database };
  beforeAll(async () => {
    handle.current = await createTestApp(options);
    handle.app = handle.current.app;
  }, 60_000);
  afterAll(async () => {
    await handle.current?.close();
  });
  return handle;
}
