import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { testConfig } from '../../src/server/config.js';
import { setupTestApp, TEST_SESSION_SECRET } from '../support/app.js';
import { createUserWithPassword } from '../../src/server/auth/queries.js';
import { SIGN_UP_LINK_TTL_MS } from '../../src/server/auth/sign-up.js';
import { adminEnv, adminLogin, cookiesFrom, signUp, TEST_ADMIN, uniqueEmail } from '../support/factories.js';
import { mailEnv, mailTo, signUpLink } from '../support/fake-smtp-server.js';

/** Every message to `address` once `count` have arrived. */
async function waitForMail(address: string, count: number) {
  for (let i = 0; i < 500 && mailTo(address).length < count; i++) await new Promise((r) => setTimeout(r, 10));
  return mailTo(address);
}

/** Moves the app's clock (the sign-up link's 24 hours); 0 outside the test that sets it. */
let clockOffsetMs = 0;
const t = setupTestApp({ env: { ...adminEnv, AUTH_RATE_LIMIT: '0' }, now: () => new Date(Date.now() + clockOffsetMs) });

/** Asks for an account (POST /api/auth/signup) in `language`. */
function askSignUp(payload: Record<string, unknown>, language = 'en') {
  return t.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers: { 'accept-language': language } });
}

function confirm(token: string, language = 'en') {
  return t.app.inject({ method: 'POST', url: '/api/auth/signup/confirm', payload: { token }, headers: { 'accept-language': language } });
}

/** How many accounts and pending sign-ups this address has. */
async function rowsFor(email: string) {
  const users = await t.database.db.execute(sql`select 1 from users where email = ${email}`);
  const pending = await t.database.db.execute(sql`select 1 from sessions where sess->>'kind' = 'sign-up' and sess->>'email' = ${email}`);
  return { users: users.rows.length, pending: pending.rows.length };
}

describe('sign-up (issue 43 item 9: it does not tell which e-mails have accounts; decision 0052)', () => {
  it('answers a new and a taken address alike: 202, the same words, no session', async () => {
    const { body: taken } = await signUp(t.app);
    const fresh = uniqueEmail('fresh');
    const a = await askSignUp({ email: fresh, password: 'palm-springs-1', firstName: 'Ana' });
    const b = await askSignUp({ email: taken.email.toUpperCase(), password: 'palm-springs-1', firstName: 'Ana' });
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: expect.stringContaining('Open the link in it to finish creating your account') });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(b.body).toBe(a.body);
    expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
    // Nothing made yet for the new address: the account waits for its link.
    await signUpLink(fresh);
    expect(await rowsFor(fresh)).toEqual({ users: 0, pending: 1 });
  });

  it('e-mails a new address the link, which creates the account, signs in and works once', async () => {
    const email = uniqueEmail('Signup').toUpperCase();
    await askSignUp({ email, password: 'palm-springs-1', firstName: 'Ana', lastName: 'Reyes' });
    const address = email.toLowerCase();
    const { token, url } = await signUpLink(address);
    const [mail] = mailTo(address);
    expect(mail).toMatchObject({ subject: 'Finish creating your Valley Eats account' });
    expect(mail!.text).toContain('Hello Ana');
    expect(url).toMatch(/^http:\/\/localhost(:\d+)?\/confirm-sign-up\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.text).not.toMatch(/palm-springs|scrypt/);

    const res = await confirm(token);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ email: address, firstName: 'Ana', lastName: 'Reyes' });
    expect(JSON.stringify(user)).not.toMatch(/password|hash|scrypt/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookiesFrom(res) } });
    expect(me.json().id).toBe(user.id);
    // The password chosen at sign-up is the account's.
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: address, password: 'palm-springs-1' } });
    expect(signIn.statusCode).toBe(200);
    expect(await rowsFor(address)).toEqual({ users: 1, pending: 0 });

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_token', message: expect.stringContaining('already been used') });
  });

  it("e-mails a taken address's owner instead, and changes nothing of the account", async () => {
    const { body, user } = await signUp(t.app, { firstName: 'Lupe' });
    const before = await t.database.db.execute(sql`select password_hash from user_credentials where user_id = ${user.id}`);
    const res = await askSignUp({ email: body.email, password: 'a-new-password-9', firstName: 'Mallory' });
    expect(res.statusCode).toBe(202);
    const [, warning] = await waitForMail(body.email, 2);
    expect(warning!.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(warning!.text).toContain('Hello Lupe');
    expect(warning!.text).toMatch(/To sign in: http:\/\/localhost(:\d+)?\/sign-in/);
    expect(warning!.text).toMatch(/http:\/\/localhost(:\d+)?\/forgot-password/);
    expect(warning!.text).not.toContain('confirm-sign-up');
    expect(await rowsFor(body.email)).toEqual({ users: 1, pending: 0 });
    const after = await t.database.db.execute(sql`select password_hash from user_credentials where user_id = ${user.id}`);
    expect(after.rows).toEqual(before.rows);
    const newPassword = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: body.email, password: 'a-new-password-9' } });
    expect(newPassword.statusCode).toBe(401);
  });

  it('answers and e-mails in Spanish', async () => {
    const email = uniqueEmail('es');
    const res = await askSignUp({ email, password: 'palm-springs-1', firstName: 'Ana' }, 'es');
    expect(res.json().message).toContain('Abre el enlace que contiene para terminar de crear tu cuenta');
    const { token } = await signUpLink(email);
    expect(mailTo(email)[0]).toMatchObject({ subject: 'Termina de crear tu cuenta de Valley Eats' });
    expect(mailTo(email)[0]!.text).toContain('Hola Ana');
    const { body: taken } = await signUp(t.app, { firstName: 'Lupe' });
    await askSignUp({ ...taken, firstName: 'X' }, 'es');
    const [, warning] = await waitForMail(taken.email, 2);
    expect(warning!.subject).toBe('Alguien intentó registrarse con tu correo');
    expect((await confirm(token, 'es')).statusCode).toBe(201);
    const used = await confirm(token, 'es');
    expect(used.json()).toMatchObject({ code: 'invalid_token', message: expect.stringContaining('ya se usó') });
  });

  it('carries a safe returnTo in the link', async () => {
    const email = uniqueEmail('vendor');
    await askSignUp({ email, password: 'palm-springs-1', firstName: 'Ana', returnTo: '/vendor-registration' });
    expect((await signUpLink(email)).url).toMatch(/&returnTo=%2Fvendor-registration$/);
    const other = uniqueEmail('evil');
    await askSignUp({ email: other, password: 'palm-springs-1', firstName: 'Ana', returnTo: '//evil.example' });
    expect((await signUpLink(other)).url).not.toContain('returnTo');
  });

  it('keeps only the newest link of an address, for 24 hours', async () => {
    const email = uniqueEmail('twice');
    await askSignUp({ email, password: 'palm-springs-1', firstName: 'Ana' });
    const first = (await signUpLink(email)).token;
    await askSignUp({ email, password: 'palm-springs-2', firstName: 'Ana' });
    await waitForMail(email, 2);
    const second = (await signUpLink(email)).token;
    expect(second).not.toBe(first);
    expect((await confirm(first)).json()).toMatchObject({ code: 'invalid_token' });

    clockOffsetMs = SIGN_UP_LINK_TTL_MS + 1000;
    try {
      const late = await confirm(second);
      expect(late.statusCode).toBe(400);
      expect(late.json()).toMatchObject({ code: 'token_expired', message: expect.stringContaining('24 hours') });
    } finally {
      clockOffsetMs = 0;
    }
    expect(await rowsFor(email)).toEqual({ users: 0, pending: 0 });
  });

  it('refuses a link whose address got an account meanwhile, and a made-up one', async () => {
    const email = uniqueEmail('meanwhile');
    await askSignUp({ email, password: 'palm-springs-1', firstName: 'Ana' });
    const { token } = await signUpLink(email);
    // Another way in (an identity provider, say) made the account first.
    await createUserWithPassword(t.database.db, { email, firstName: 'Other', passwordHash: 'scrypt$x' });
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'account_exists' });
    for (const bad of ['nope', 'x'.repeat(43), 'x'.repeat(201)]) {
      const made = await confirm(bad);
      expect(made.statusCode).toBe(400);
      expect(made.json().code).toMatch(/^(invalid_token|invalid_request)$/);
    }
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
    const email = uniqueEmail();
    await askSignUp({ email, password: 'desert-bloom-42', firstName: 'Lu' });
    const res = await confirm((await signUpLink(email)).token);
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
    const app = await buildApp(testConfig(await mailEnv({ SESSION_SECRET: TEST_SESSION_SECRET, ...adminEnv })), { database });
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
    const app = await buildApp(testConfig(await mailEnv({ SESSION_SECRET: TEST_SESSION_SECRET })), { database: t.database });
    const res = await app.inject({ method: 'POST', url: '/secret-admin-login', payload: TEST_ADMIN });
    expect(res.statusCode).toBe(503);
    const guarded = await app.inject({ method: 'GET', url: '/admin/api/platform-stats' });
    expect(guarded.statusCode).toBe(503);
    await app.close();
  });
});
