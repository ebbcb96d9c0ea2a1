/**
 * Builds the whole app on a fresh database for one test file; requests go through app.inject.
 *
 * Any answer of 500 or more from an app built here fails the test that caused it (issue 22 item
 * 3): the test config logs nothing (LOG_LEVEL silent), so a 500 would otherwise pass unseen in a
 * test that does not read that status. A test that expects one says so with `allowServerErrors`.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/index.js';
import { createTestDatabase } from './db.js';
import { mailEnv } from './fake-smtp-server.js';
import type { Cookie } from './factories.js';
import { type Method, type RegisteredRoute, recordRoutes } from './routes.js';

export interface TestAppOptions {
  env?: Record<string, string | undefined>;
  now?: () => Date;
  clientDir?: string;
  extraRoutes?: BuildOptions['extraRoutes'];
  /** How push endpoints' host names resolve (no test uses real DNS). */
  resolveHost?: BuildOptions['resolveHost'];
}

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

/** Env that switches off the per-IP order and lookup limits and the per-phone order limit, for files that order a lot. */
export const NO_ORDER_LIMITS = {
  ORDER_RATE_LIMIT: '0',
  ORDER_PHONE_LIMIT: '0',
  ORDER_VENDOR_IP_LIMIT: '0',
  ORDER_PHONE_HOURLY_LIMIT: '0',
  LOOKUP_RATE_LIMIT: '0',
} as const;

/** Answers of 500 or more since the last test ended. */
let serverErrors: { status: number; request: string }[] = [];
/** The statuses the running test expects on purpose. */
let allowedStatuses = new Set<number>();

/** The running test expects answers with these statuses (500 or more): they do not fail it. */
export function allowServerErrors(...statuses: number[]): void {
  for (const status of statuses) allowedStatuses.add(status);
}

afterEach(() => {
  const unexpected = serverErrors.filter((e) => !allowedStatuses.has(e.status));
  serverErrors = [];
  allowedStatuses = new Set();
  if (unexpected.length > 0) {
    throw new Error(
      `The app answered with a server error (allowServerErrors(status) if the test means it):\n${unexpected.map((e) => `${e.request} → ${e.status}`).join('\n')}`,
    );
  }
});

export async function createTestApp(options: TestAppOptions = {}) {
  const testDb = await createTestDatabase();
  // E-mail goes to a fake mailbox (sign-up finishes with an e-mail's link: decision 0052).
  const config = testConfig({ SESSION_SECRET: TEST_SESSION_SECRET, ...(await mailEnv(options.env ?? {})) });
  const routes: RegisteredRoute[] = [];
  const app = await buildApp(config, {
    database: testDb.database,
    now: options.now,
    clientDir: options.clientDir ?? '/nonexistent-client-dir',
    extraRoutes: options.extraRoutes,
    resolveHost: options.resolveHost,
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema });
    },
  });
  recordRoutes(app, routes);
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode >= 500) serverErrors.push({ status: reply.statusCode, request: `${request.method} ${request.url}` });
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

/**
 * Requests to `t.app` (a setupTestApp handle, read when the request is sent): with `cookie` (none
 * when undefined), and `payload` as the body when given. The one home of the tests' `call`
 * (issue 22); setupAdmin's `as` is built on it.
 */
export function requestsTo(t: { readonly app: App }) {
  return (method: Method, url: string, cookie?: Cookie, payload?: unknown) => {
    const inject: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
    if (payload !== undefined) inject.payload = payload as InjectOptions['payload'];
    return t.app.inject(inject);
  };
}
