import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import { setupTestApp, TEST_SESSION_SECRET } from '../support/app.js';
import { adminEnv, adminLogin, cookiesFrom, signUp, TEST_ADMIN, uniqueEmail } from '../support/factories.js';

const t = setupTestApp({ env: { ...adminEnv, AUTH_RATE_LIMIT: '0' } });

describe('sign-up', () => {
  it('creates the user, starts a session and never returns the password', async () => {
    const email = uniqueEmail('Signup').toUpperCase();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'palm-springs-1', firstName: 'Ana', lastName: 'Reyes' },
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ email: email.toLowerCase(), firstName: 'Ana', lastName: 'Reyes' });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|scrypt/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookiesFrom(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('stores a salted scrypt hash, different for the same password', async () => {
    await signUp(t.app, { password: 'same-password-1' });
    await signUp(t.app, { password: 'same-password-1' });
    const rows = await t.database.db.execute<{ password_hash: string }>(
      sql`select password_hash from user_credentials order by created_at desc limit 2`,
    );
    const [a, b] = rows.rows.map((r) => r.password_hash);
    expect(a).toMatch(/^scrypt\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('same-password-1');
  });

  it('answers 409 to a taken e-mail', async () => {
    const { body } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...body, email: body.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'An account with this email already exists' });
  });

  it.each([
    [{ email: 'not-an-email', password: 'longenough', firstName: 'A' }, 'Enter a valid email address'],
    [{ email: 'a@b.example', password: 'short', firstName: 'A' }, 'Password must be at least 8 characters'],
    [{ email: 'a@b.example', password: 'longenough', firstName: ' ' }, 'First name is required'],
  ])('validates %o', async (payload, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and refuses a wrong one', async () => {
    const { body } = await signUp(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: body.email, password: body.password },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().email).toBe(body.email);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: body.email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password' });
    const nobody = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: uniqueEmail('nobody'), password: 'whatever-1' },
    });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('sets an HttpOnly, SameSite=Lax cookie that lasts 7 days', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: uniqueEmail(), password: 'desert-bloom-42', firstName: 'Lu' },
    });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/ve_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  });

  it('answers 401 without a session, and with a forged cookie', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ message: 'Unauthorized' });
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie: 've_session=abc.def' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('logs out: the session ends', async () => {
    const { cookie } = await signUp(t.app);
    // Used first, so the signed-in session is warm in the server's memory too.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(200);
    // A POST (issue 16 item 3; test/api/logout.test.ts): GET only leads to the confirmation page.
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('sends /api/login to the sign-in page with a safe returnTo', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=/vendor-dashboard' });
    expect(a.statusCode).toBe(302);
    expect(a.headers.location).toBe('/sign-in?returnTo=%2Fvendor-dashboard');
    const b = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=//evil.example' });
    expect(b.headers.location).toBe('/sign-in');
    const c = await t.app.inject({ method: 'GET', url: '/api/login' });
    expect(c.headers.location).toBe('/sign-in');
    // "Join as Vendor" (issue 24 item 1): the account form, the same safe returnTo.
    const d = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=%2Fvendor-registration&screen=signup' });
    expect(d.headers.location).toBe('/sign-up?returnTo=%2Fvendor-registration');
    const e = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=%2F%2Fevil.example&screen=signup' });
    expect(e.headers.location).toBe('/sign-up');
  });

  it('keeps a session across a server restart', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.app.close();
    const database = await t.current.testDb.reopen();
    const app = await buildApp(testConfig({ SESSION_SECRET: TEST_SESSION_SECRET, ...adminEnv }), { database });
    try {
      const me = await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      expect(me.json().id).toBe(user.id);
    } finally {
      // Hand the reopened app to the file's teardown.
      t.current.app = app;
      t.app = app;
    }
  });

  it('purges expired sessions', async () => {
    await t.database.db.execute(
      sql`insert into sessions (sid, sess, expire) values ('old', '{"kind":"user","userId":"00000000-0000-0000-0000-000000000000"}', now() - interval '1 day')`,
    );
    const { purgeExpiredSessions } = await import('../../src/server/auth/queries.js');
    expect(await purgeExpiredSessions(t.database.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from sessions where sid = 'old'`);
    expect(left.rows[0].n).toBe(0);
  });
});

describe('administrator', () => {
  it('logs in with the configured credentials only', async () => {
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/secret-admin-login',
      payload: { username: 'ceo', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid credentials' });
    const empty = await t.app.inject({ method: 'POST', url: '/secret-admin-login', payload: { username: '', password: '' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Username is required');
    const noPass = await t.app.inject({
      method: 'POST',
      url: '/secret-admin-login',
      payload: { username: 'ceo', password: '' },
    });
    expect(noPass.json().message).toBe('Password is required');
    const ok = await t.app.inject({ method: 'POST', url: '/secret-admin-login', payload: TEST_ADMIN });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ success: true });
  });

  it('reports admin status and logs out', async () => {
    const cookie = await adminLogin(t.app);
    const yes = await t.app.inject({ method: 'GET', url: '/admin-status', headers: { cookie } });
    expect(yes.json()).toEqual({ isAdmin: true });
    const out = await t.app.inject({ method: 'POST', url: '/admin-logout', headers: { cookie } });
    expect(out.json()).toEqual({ success: true });
    const no = await t.app.inject({ method: 'GET', url: '/admin-status', headers: { cookie } });
    expect(no.json()).toEqual({ isAdmin: false });
  });

  it('keeps admin and user sessions apart', async () => {
    const { cookie: userCookie } = await signUp(t.app);
    const status = await t.app.inject({ method: 'GET', url: '/admin-status', headers: { cookie: userCookie } });
    expect(status.json()).toEqual({ isAdmin: false });
    const adminCookie = await adminLogin(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: adminCookie } });
    expect(me.statusCode).toBe(401);
  });

  it('guards every /admin/api route, whatever user session is present', async () => {
    const { cookie } = await signUp(t.app);
    for (const headers of [{}, { cookie }]) {
      const res = await t.app.inject({ method: 'GET', url: '/admin/api/platform-stats', headers });
      expect(res.statusCode).toBe(401);
    }
  });

  it('is disabled (503) when no credentials are configured', async () => {
    const app = await buildApp(testConfig({ SESSION_SECRET: TEST_SESSION_SECRET }), { database: t.database });
    const res = await app.inject({ method: 'POST', url: '/secret-admin-login', payload: TEST_ADMIN });
    expect(res.statusCode).toBe(503);
    const guarded = await app.inject({ method: 'GET', url: '/admin/api/platform-stats' });
    expect(guarded.statusCode).toBe(503);
    await app.close();
  });
});
