/**
 * Issue 16 items 6-9: administrator sessions bound to the credential for 12 hours, logs without
 * phones or tokens, scrypt at OWASP's cost with re-hash on sign-in, and a full origin check.
 */
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app.js';
import { DEFAULT_PASSWORD_COST, dummyHash, hashPassword, verifyPassword } from '../../src/server/auth/password.js';
import { testConfig } from '../../src/server/config.js';
import { createTestApp, type TestApp, TEST_SESSION_SECRET } from '../support/app.js';
import { adminEnv, adminLogin, cookiesFrom, signUp, TEST_ADMIN } from '../support/factories.js';
import { PRODUCTION_ENV } from '../support/production-env.js';

const HOUR = 60 * 60 * 1000;
let clock = new Date('2026-06-01T12:00:00Z').getTime();
let t: TestApp;
/** Other apps built on the same database during a test (closed at the end). */
const others: App[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { ...adminEnv, AUTH_RATE_LIMIT: '0' }, now: () => new Date(clock) });
}, 60_000);
afterAll(async () => {
  for (const app of others) await app.close();
  await t?.close();
});

/** Another instance on the same database and secret, with other settings. */
async function otherApp(env: Record<string, string>, extra: Parameters<typeof buildApp>[1] = {}): Promise<App> {
  const app = await buildApp(
    testConfig({ SESSION_SECRET: TEST_SESSION_SECRET, ...adminEnv, AUTH_RATE_LIMIT: '0', ...env }),
    { database: t.database, now: () => new Date(clock), clientDir: '/nonexistent-client-dir', ...extra },
  );
  others.push(app);
  return app;
}

async function isAdmin(app: App, cookie: string): Promise<boolean> {
  const res = await app.inject({ method: 'GET', url: '/admin-status', headers: { cookie } });
  return res.json().isAdmin;
}

async function storedHash(userId: string): Promise<string> {
  const r = await t.database.db.execute<{ h: string }>(
    sql`select password_hash as h from user_credentials where user_id = ${userId}`,
  );
  return r.rows[0].h;
}

describe('administrator sessions (item 6)', () => {
  it('end when ADMIN_PASSWORD changes, and the row is deleted', async () => {
    const cookie = await adminLogin(t.app);
    expect(await isAdmin(t.app, cookie)).toBe(true);
    const changed = await otherApp({ ADMIN_PASSWORD: 'a-brand-new-password-2026' });
    expect(await isAdmin(changed, cookie)).toBe(false);
    const guarded = await changed.inject({ method: 'GET', url: '/admin/api/platform-stats', headers: { cookie } });
    expect(guarded.statusCode).toBe(401);
    // Gone for good: the instance that still has the old password refuses it too.
    expect(await isAdmin(t.app, cookie)).toBe(false);
    // The new password starts a session that works there.
    const fresh = await changed.inject({
      method: 'POST',
      url: '/secret-admin-login',
      payload: { username: TEST_ADMIN.username, password: 'a-brand-new-password-2026' },
    });
    expect(await isAdmin(changed, cookiesFrom(fresh))).toBe(true);
    expect(await isAdmin(t.app, cookiesFrom(fresh))).toBe(false);
  });

  it('end when ADMIN_USERNAME changes', async () => {
    const cookie = await adminLogin(t.app);
    const renamed = await otherApp({ ADMIN_USERNAME: 'boss' });
    expect(await isAdmin(renamed, cookie)).toBe(false);
  });

  it('refuse an admin row stored without the credential fingerprint (sessions from before this change)', async () => {
    const cookie = await adminLogin(t.app);
    await t.database.db.execute(sql`update sessions set sess = sess - 'credential' where sess->>'kind' = 'admin'`);
    expect(await isAdmin(t.app, cookie)).toBe(false);
  });

  it('last 12 hours from login and do not roll, while user sessions keep 7 days rolling', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/secret-admin-login', payload: TEST_ADMIN });
    const cookie = cookiesFrom(login);
    const expires = new Date(/Expires=([^;]+)/i.exec(String(login.headers['set-cookie']))![1]).getTime();
    expect(Math.abs(expires - (clock + 12 * HOUR))).toBeLessThan(2000);
    const { cookie: userCookie } = await signUp(t.app);
    const start = clock;
    try {
      // Used all day long: still 12 hours from login, no fresh cookie.
      for (const h of [1, 4, 8, 11.9]) {
        clock = start + h * HOUR;
        const res = await t.app.inject({ method: 'GET', url: '/admin-status', headers: { cookie } });
        expect(res.json().isAdmin, `after ${h} h`).toBe(true);
        expect(String(res.headers['set-cookie'] ?? '')).not.toContain('ve_admin=');
      }
      clock = start + 12 * HOUR + 60_000;
      expect(await isAdmin(t.app, cookie)).toBe(false);
      const stats = await t.app.inject({ method: 'GET', url: '/admin/api/platform-stats', headers: { cookie } });
      expect(stats.statusCode).toBe(401);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: userCookie } });
      expect(me.statusCode).toBe(200);
    } finally {
      clock = start;
    }
  });
});

describe('passwords (item 8)', () => {
  it("hash at OWASP's scrypt cost by default: N = 2^17, r = 8, p = 1", async () => {
    expect(DEFAULT_PASSWORD_COST).toBe(17);
    const hash = await hashPassword('desert-bloom-42');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('desert-bloom-42', hash)).toBe(true);
    expect(await verifyPassword('desert-bloom-43', hash)).toBe(false);
    // The hash used for unknown accounts costs the same as a real one.
    expect(await dummyHash()).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('the app hashes at PASSWORD_HASH_COST and its dummy hash uses the same cost', async () => {
    const { user } = await signUp(t.app);
    expect(await storedHash(user.id)).toMatch(new RegExp(`^scrypt\\$${2 ** t.config.PASSWORD_HASH_COST}\\$8\\$1\\$`));
    expect(await dummyHash(11)).toMatch(/^scrypt\$2048\$8\$1\$/);
  });

  it('re-hashes an older hash at the current cost on the next successful sign-in, and only then', async () => {
    const { user, body } = await signUp(t.app);
    const old = await storedHash(user.id);
    expect(old).toMatch(/^scrypt\$1024\$/);
    const stronger = await otherApp({ PASSWORD_HASH_COST: '11' });
    const wrong = await stronger.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: body.email, password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await storedHash(user.id)).toBe(old);
    const ok = await stronger.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: body.email, password: body.password },
    });
    expect(ok.statusCode).toBe(200);
    const fresh = await storedHash(user.id);
    expect(fresh).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await verifyPassword(body.password, fresh)).toBe(true);
    // Signing in again keeps it (nothing to upgrade), and the new hash still signs in.
    const again = await stronger.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: body.email, password: body.password },
    });
    expect(again.statusCode).toBe(200);
    expect(await storedHash(user.id)).toBe(fresh);
  });

  it('a password hash from before (N = 2^14) still signs in and is upgraded', async () => {
    const { user, body } = await signUp(t.app);
    const legacy = await hashPassword(body.password, 14);
    await t.database.db.execute(sql`update user_credentials set password_hash = ${legacy} where user_id = ${user.id}`);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: body.email, password: body.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(await storedHash(user.id)).toMatch(new RegExp(`^scrypt\\$${2 ** t.config.PASSWORD_HASH_COST}\\$`));
  });
});

describe('origin check (item 9)', () => {
  async function write(app: App, origin: string, host = 'localhost:3000') {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { origin, host, 'content-type': 'application/json' },
      payload: { email: 'nobody@example.com', password: 'whatever-1' },
    });
    return res.statusCode;
  }

  it('without PUBLIC_URL compares scheme, host and port with the request itself', async () => {
    expect(await write(t.app, 'http://localhost:3000')).toBe(401);
    expect(await write(t.app, 'https://localhost:3000')).toBe(403);
    expect(await write(t.app, 'http://localhost:3001')).toBe(403);
    expect(await write(t.app, 'http://localhost')).toBe(403);
    expect(await write(t.app, 'http://evil.example:3000')).toBe(403);
    // A default port is the same origin written either way.
    expect(await write(t.app, 'http://localhost', 'localhost:80')).toBe(401);
  });

  it('with PUBLIC_URL the Origin must be exactly its origin', async () => {
    const app = await otherApp({ PUBLIC_URL: 'https://valleyeats.example' });
    expect(await write(app, 'https://valleyeats.example', 'valleyeats.example')).toBe(401);
    expect(await write(app, 'https://valleyeats.example:443', 'valleyeats.example')).toBe(401);
    expect(await write(app, 'http://valleyeats.example', 'valleyeats.example')).toBe(403);
    expect(await write(app, 'https://valleyeats.example:8443', 'valleyeats.example')).toBe(403);
    expect(await write(app, 'https://evil.example', 'valleyeats.example')).toBe(403);
    // The Host header does not widen it.
    expect(await write(app, 'http://localhost:3000', 'localhost:3000')).toBe(403);
  });
});

describe('logs (item 7)', () => {
  const PHONE = '7605550123';
  const TOKEN = 'Zq3xVbN8pL2mK7wR5tY9uI1oP4aS6dF0gH2jK4lM6nB';

  it('leave out the line per request on a development server (issue 44), and keep it elsewhere', async () => {
    const logOf = async (nodeEnv: string) => {
      let log = '';
      const stream = new Writable({
        write(chunk, _enc, done) {
          log += String(chunk);
          done();
        },
      });
      const app = await otherApp({ LOG_LEVEL: 'info', NODE_ENV: nodeEnv }, { logStream: stream });
      expect((await app.inject({ method: 'GET', url: '/api/vendors' })).statusCode).toBe(200);
      return log;
    };
    const development = await logOf('development');
    expect(development).not.toContain('incoming request');
    expect(development).not.toContain('request completed');
    expect(await logOf('test')).toContain('request completed');
  });

  it('carry no phone number, tracking token, upload ticket or OpenID Connect code', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _enc, done) {
        log += String(chunk);
        done();
      },
    });
    const app = await otherApp(
      { LOG_LEVEL: 'info', LOOKUP_RATE_LIMIT: '0' },
      {
        logStream: stream,
        extraRoutes: (scope) => {
          scope.get('/api/test-db-failure', async () => {
            // What Drizzle throws when a query fails: the parameters are in the message.
            throw new Error(`Failed query: select * from users where phone = $1 and token = $2\nparams: ${PHONE},${TOKEN}`);
          });
        },
      },
    );
    const urls = [
      `/api/track/${TOKEN}`,
      `/api/track/${TOKEN}/stream`,
      // The tracking page itself (served by the app's fallback), and a path no route knows.
      `/order-tracking?token=${TOKEN}`,
      `/track/${TOKEN}`,
      `/api/orders/phone/${PHONE}`,
      `/api/orders/phone/(760)%20555-0123`,
      `/api/loyalty/balance/${PHONE}?vendorId=1`,
      `/api/loyalty/transactions/760-555-0123?vendorId=1`,
      `/api/uploads/${TOKEN}`,
      `/api/callback?code=${TOKEN}&state=${TOKEN}`,
      `/api/no-such-route/${PHONE}?phone=${PHONE}&token=${TOKEN}`,
      `/api/vendors?phone=${PHONE}`,
      '/api/test-db-failure',
    ];
    for (const url of urls) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(200);
    }
    const lines = log.trim().split('\n').map((l) => JSON.parse(l));
    const logged = lines.filter((l) => l.req?.url).map((l) => l.req.url);
    // Every request was logged, with its shape kept for debugging.
    expect(logged).toEqual(
      expect.arrayContaining([
        '/api/track/[redacted]',
        '/api/track/[redacted]/stream',
        '/order-tracking?token=[redacted]',
        '/track/[redacted]',
        '/api/orders/phone/[redacted]',
        '/api/loyalty/balance/[redacted]?vendorId=1',
        '/api/loyalty/transactions/[redacted]?vendorId=1',
        '/api/uploads/[redacted]',
        '/api/callback?code=[redacted]&state=[redacted]',
        '/api/no-such-route/[redacted]?phone=[redacted]&token=[redacted]',
        '/api/vendors?phone=[redacted]',
      ]),
    );
    expect(lines.some((l) => l.level === 50 && /params: \[redacted\]/.test(l.err?.message))).toBe(true);
    for (const secret of [PHONE, '555-0123', '555%2D0123', '5550123', TOKEN]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});

describe('configuration (items 8 and 10)', () => {
  it('refuses a password cost under 17 in production', () => {
    const production = PRODUCTION_ENV;
    expect(() => testConfig({ ...production, PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST: must be at least 17/);
    expect(testConfig(production).PASSWORD_HASH_COST).toBe(17);
    expect(testConfig({ ...production, PASSWORD_HASH_COST: '18' }).PASSWORD_HASH_COST).toBe(18);
  });
});
