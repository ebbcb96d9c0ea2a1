import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app.js';
import { ConfigError, loadConfig, testConfig } from '../../src/server/config.js';
import { SIGN_INS_PER_ACCOUNT_HOUR } from '../../src/server/auth/routes.js';
import { hit, purgeExpiredCounters } from '../../src/server/rate-limit.js';
import { setupTestApp, TEST_SESSION_SECRET } from '../support/app.js';
import { adminEnv, signUp, uniqueEmail } from '../support/factories.js';
import { mailEnv } from '../support/fake-smtp-server.js';

const t = setupTestApp({ env: { ...adminEnv, AUTH_RATE_LIMIT: '3' } });
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * An address no other test (or earlier run against Redis) has used; never in 10.250.0.0/16, the
 * proxies' range below (a "direct" client drawn from it once in 256 runs was a listed proxy).
 */
const freshAddress = () => `10.${randomBytes(1)[0] % 250}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const randomAddress = () => `203.0.113.${randomBytes(1)[0]}`;

const others: App[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
});

/** Another app instance on the same database (as behind a load balancer). */
async function instance(env: Record<string, string> = {}): Promise<App> {
  const app = await buildApp(testConfig(await mailEnv({ SESSION_SECRET: TEST_SESSION_SECRET, AUTH_RATE_LIMIT: '3', ...env })), {
    database: t.database,
  });
  await app.ready();
  others.push(app);
  return app;
}

function signIn(app: App, remoteAddress: string, email = uniqueEmail('nobody'), headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress,
    headers,
    payload: { email, password: 'wrong-password' },
  });
}

describe('rate limits (DESIGN §3)', () => {
  it.each(['/api/auth/signin', '/api/auth/signup', '/secret-admin-login'])(
    'answers 429 on %s after AUTH_RATE_LIMIT attempts a minute',
    async (url) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: `10.0.0.${url.length}`,
          payload: { email: 'x@example.com', password: 'wrong-password', username: 'x', firstName: 'X' },
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.json()).toEqual({ message: 'Too many requests, try again later', code: 'rate_limited' });
          const retryAfter = Number(res.headers['retry-after']);
          expect(retryAfter).toBeGreaterThanOrEqual(1);
          expect(retryAfter).toBeLessThanOrEqual(60);
        }
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses.slice(3)).toEqual([429, 429]);
    },
  );

  it('counts each address separately', async () => {
    const res = await signIn(t.app, '10.9.9.9', 'nobody-here@example.com');
    expect(res.statusCode).toBe(401);
  });

  it('answers in Spanish with the same code', async () => {
    const address = freshAddress();
    for (let i = 0; i < 3; i++) await signIn(t.app, address);
    const res = await signIn(t.app, address, undefined, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(res.json().message).not.toBe('Too many requests, try again later');
  });
});

describe('client address and proxies (issue 16 item 1)', () => {
  it('ignores X-Forwarded-For by default: a new forged address on each request still hits the limit', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await signIn(t.app, address, undefined, { 'x-forwarded-for': randomAddress() });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('believes X-Forwarded-For from a listed proxy only (TRUST_PROXY=CIDR list)', async () => {
    const proxy = '10.250.0.7';
    const app = await instance({ TRUST_PROXY: '10.250.0.0/16, 192.0.2.1' });
    // Behind the proxy: five clients, one attempt each, none refused.
    for (let i = 0; i < 5; i++) {
      expect((await signIn(app, proxy, undefined, { 'x-forwarded-for': freshAddress() })).statusCode).toBe(401);
    }
    // One client behind the proxy is counted as itself.
    const client = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(app, proxy, undefined, { 'x-forwarded-for': client })).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // A client that is not a listed proxy cannot forge its address.
    const direct = freshAddress();
    const forged: number[] = [];
    for (let i = 0; i < 4; i++) {
      forged.push((await signIn(app, direct, undefined, { 'x-forwarded-for': randomAddress() })).statusCode);
    }
    expect(forged).toEqual([401, 401, 401, 429]);
  });

  it('takes the address one hop in with TRUST_PROXY=1, whatever the client put before it', async () => {
    const app = await instance({ TRUST_PROXY: '1' });
    const client = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      // The client forges the left part; the proxy appends the address it saw.
      const res = await signIn(app, '10.250.1.1', undefined, { 'x-forwarded-for': `${randomAddress()}, ${client}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('validates TRUST_PROXY', () => {
    expect(testConfig().TRUST_PROXY).toBeUndefined();
    expect(testConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(testConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    for (const bad of ['true', 'proxy.example', '10.0.0.0/33', '10.0.0.1/8/2']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: bad })).toThrow(ConfigError);
    }
  });
});

describe('per account on sign-in (issue 16 item 1, issue 43 item 9)', () => {
  it("a stranger's wrong passwords lock out only the stranger's address, not the owner elsewhere", async () => {
    const app = await instance({ AUTH_RATE_LIMIT: '1000' });
    const { body: owner } = await signUp(app);
    const stranger = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn(app, stranger, owner.email)).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The e-mail is normalised: another spelling of the same account is the same counter.
    const res = await signIn(app, stranger, `  ${owner.email.toUpperCase()} `);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The owner, from home, still signs in; a wrong password there is still only a 401.
    const home = freshAddress();
    expect((await signIn(app, home, owner.email)).statusCode).toBe(401);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: home,
      payload: { email: owner.email, password: owner.password },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Another account from the stranger's address is not affected.
    expect((await signIn(app, stranger, uniqueEmail('bystander'))).statusCode).toBe(401);
  });

  it(`refuses the attempt after ${SIGN_INS_PER_ACCOUNT_HOUR} at one account in an hour from every address together`, async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_INS_PER_ACCOUNT_HOUR; i++) statuses.push((await signIn(t.app, freshAddress(), email)).statusCode);
    expect(statuses.every((s) => s === 401)).toBe(true);
    const res = await signIn(t.app, freshAddress(), email);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_sign_ins');
    expect(res.json().message).toContain('Too many sign-in attempts at this account');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Another account from a fresh address is not affected.
    expect((await signIn(t.app, freshAddress(), uniqueEmail('bystander'))).statusCode).toBe(401);
  });
});

describe('counters shared across instances (DESIGN §10.6)', () => {
  it('two app instances on one database share one counter', async () => {
    const second = await instance();
    const address = freshAddress();
    const statuses = [
      (await signIn(t.app, address)).statusCode,
      (await signIn(second, address)).statusCode,
      (await signIn(t.app, address)).statusCode,
      (await signIn(second, address)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
    const rows = await t.database.db.execute<{ count: number }>(
      sql`select count from rate_limit_counters where key = ${`signin-ip:${address}`}`,
    );
    expect(Number(rows.rows[0].count)).toBe(4);
  });

  it('with REDIS_URL, instances share the counter in Redis (nothing in the database)', async () => {
    const first = await instance({ REDIS_URL });
    const second = await instance({ REDIS_URL });
    const address = freshAddress();
    const statuses = [
      (await signIn(first, address)).statusCode,
      (await signIn(second, address)).statusCode,
      (await signIn(first, address)).statusCode,
      (await signIn(second, address)).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
    const rows = await t.database.db.execute(sql`select 1 from rate_limit_counters where key like ${`%${address}%`}`);
    expect(rows.rows).toHaveLength(0);
    const fromHit = await hit(first.ctx, `test:${address}`, 2, 60_000);
    expect(fromHit).toMatchObject({ allowed: true, count: 1 });
    expect(await hit(second.ctx, `test:${address}`, 2, 60_000)).toMatchObject({ allowed: true, count: 2 });
    const third = await hit(first.ctx, `test:${address}`, 2, 60_000);
    expect(third.allowed).toBe(false);
    expect(third.retryAfterSeconds).toBeGreaterThanOrEqual(59);
  });

  it('hit(): a window ends, the count starts again, and ended windows are purged', async () => {
    const key = `test-window:${freshAddress()}`;
    expect(await hit(t.app.ctx, key, 1, 150)).toMatchObject({ allowed: true, count: 1 });
    expect(await hit(t.app.ctx, key, 1, 150)).toMatchObject({ allowed: false, count: 2, retryAfterSeconds: 1 });
    await new Promise((r) => setTimeout(r, 200));
    expect(await hit(t.app.ctx, key, 1, 150)).toMatchObject({ allowed: true, count: 1 });
    await new Promise((r) => setTimeout(r, 200));
    await purgeExpiredCounters(t.app.ctx);
    const rows = await t.database.db.execute(sql`select 1 from rate_limit_counters where key = ${key}`);
    expect(rows.rows).toHaveLength(0);
    // A limit of 0 is off and counts nothing.
    expect(await hit(t.app.ctx, key, 0, 60_000)).toMatchObject({ allowed: true, count: 0 });
  });
});
