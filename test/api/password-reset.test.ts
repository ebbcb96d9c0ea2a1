/**
 * Forgot password (issue 24 item 8; decision 0021): the e-mail really leaves through SMTP (a fake
 * server on 127.0.0.1 receives it) with a link that works once, for an hour; an unknown address
 * gets the same answer and no e-mail; only a hash of the token is stored; a reset ends every
 * session of the account; the request is limited per client address and per e-mail address.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import { type Cookie, signUp } from '../support/factories.js';
import { fakeSmtpForFile } from '../support/fake-smtp.js';

const MINUTE = 60_000;
/** The app's clock: real time plus what a test moved it on by. */
let offset = 0;
const now = () => new Date(Date.now() + offset);

const PUBLIC_URL = 'https://valleyeats.test';
const env: Record<string, string> = { PUBLIC_URL };
const smtp = fakeSmtpForFile(env);
const t = setupTestApp({ env, now });

/** Each test its own client address, so the per-address limits of one never touch another. */
let nextIp = 10;
const newIp = () => `10.24.8.${nextIp++}`;

function post(url: string, payload: unknown, options: { ip?: string; cookie?: Cookie; language?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: options.ip ?? '10.24.0.1',
    headers: {
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

/** Asks for a link and reads it from the e-mail, as the person would. */
async function requestLink(email: string, ip: string, language?: string): Promise<{ link: URL; token: string; text: string; subject: string }> {
  const before = smtp.fake.messagesTo(email).length;
  const res = await post('/api/auth/forgot-password', { email }, { ip, language });
  expect(res.statusCode).toBe(202);
  const mail = (await smtp.fake.waitFor(email, before + 1))[before];
  const found = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text);
  if (!found) throw new Error(`no link in:\n${mail.text}`);
  const link = new URL(found[0]);
  return { link, token: link.searchParams.get('token') ?? '', text: mail.text, subject: mail.subject };
}

async function signIn(email: string, password: string, ip: string) {
  return post('/api/auth/signin', { email, password }, { ip });
}

async function tokenRows(userId: string) {
  const rows = await t.database.db.execute<{ token_hash: string; used_at: Date | null }>(
    sql`select token_hash, used_at from password_reset_tokens where user_id = ${userId} order by id`,
  );
  return rows.rows;
}

describe('forgot password', () => {
  it('e-mails a link to /reset-password that sets a new password and ends every session', async () => {
    const ip = newIp();
    const { user, cookie, body } = await signUp(t.app, { firstName: 'Marisol' });
    const other = await signIn(body.email, body.password, ip); // a second device
    expect(other.statusCode).toBe(200);
    const otherCookie = other.headers['set-cookie'] as string | string[];
    const secondCookie = (Array.isArray(otherCookie) ? otherCookie : [otherCookie]).map((c) => c.split(';')[0]).join('; ');

    const { link, token, text, subject } = await requestLink(body.email, ip);
    expect(subject).toBe('Reset your Valley Eats password');
    expect(text).toContain('Hello Marisol');
    expect(`${link.origin}${link.pathname}`).toBe(`${PUBLIC_URL}/reset-password`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const mail = smtp.fake.messagesTo(body.email).at(-1);
    expect(mail?.from).toBe('no-reply@valleyeats.example');

    // Only a hash is kept.
    const stored = await tokenRows(user.id);
    expect(stored).toHaveLength(1);
    expect(stored[0].token_hash).not.toContain(token);

    const reset = await post('/api/auth/reset-password', { token, password: 'new-oasis-password' }, { ip });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Your password has been changed.' });

    // Both sessions are over; the old password is refused, the new one works.
    for (const c of [cookie, secondCookie]) {
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: c } });
      expect(me.statusCode).toBe(401);
    }
    expect((await signIn(body.email, body.password, ip)).statusCode).toBe(401);
    expect((await signIn(body.email, 'new-oasis-password', ip)).statusCode).toBe(200);
  });

  it('uses a link once: a second use, or an older link of the same account, is invalid_token', async () => {
    const ip = newIp();
    const { body } = await signUp(t.app);
    const first = await requestLink(body.email, ip);
    const second = await requestLink(body.email, ip);
    expect(second.token).not.toBe(first.token);

    const ok = await post('/api/auth/reset-password', { token: second.token, password: 'palm-desert-2026' }, { ip });
    expect(ok.statusCode).toBe(200);
    for (const token of [second.token, first.token]) {
      const again = await post('/api/auth/reset-password', { token, password: 'another-one-2026' }, { ip });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'invalid_token' });
    }
    expect((await signIn(body.email, 'palm-desert-2026', ip)).statusCode).toBe(200);
  });

  it('expires a link after an hour (token_expired), and accepts it just before', async () => {
    const ip = newIp();
    const { body } = await signUp(t.app);
    const early = await requestLink(body.email, ip);
    const late = await requestLink(body.email, ip);
    try {
      offset = 59 * MINUTE;
      const inTime = await post('/api/auth/reset-password', { token: early.token, password: 'indio-nights-59' }, { ip });
      expect(inTime.statusCode).toBe(200);

      const fresh = await requestLink(body.email, ip); // issued at +59 min
      offset = 59 * MINUTE + 60 * MINUTE + 1_000;
      const expired = await post('/api/auth/reset-password', { token: fresh.token, password: 'indio-nights-60' }, { ip });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'token_expired', message: expect.stringContaining('expired') });
    } finally {
      offset = 0;
    }
    // `late` was made unusable by the reset that used `early`.
    const used = await post('/api/auth/reset-password', { token: late.token, password: 'indio-nights-61' }, { ip });
    expect(used.json()).toMatchObject({ code: 'invalid_token' });
    expect((await signIn(body.email, 'indio-nights-59', ip)).statusCode).toBe(200);
  });

  it('answers an unknown address exactly like a known one, and sends it nothing', async () => {
    const ip = newIp();
    const { body } = await signUp(t.app);
    const unknown = 'nobody-here@example.com';
    const before = smtp.fake.messages.length;
    const tokensBefore = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from password_reset_tokens`);

    const a = await post('/api/auth/forgot-password', { email: unknown }, { ip });
    const b = await post('/api/auth/forgot-password', { email: body.email }, { ip });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(a.statusCode);
    expect(b.body).toBe(a.body);
    expect(a.json().message).toContain('If an account uses that address');

    // The known address's e-mail arrives (after its sign-up link); by then the unknown one (asked
    // first) would have too.
    await smtp.fake.waitFor(body.email, 2);
    expect(smtp.fake.messagesTo(unknown)).toEqual([]);
    expect(smtp.fake.messages.length).toBe(before + 1);
    const tokensAfter = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from password_reset_tokens`);
    expect(tokensAfter.rows[0].n).toBe(tokensBefore.rows[0].n + 1);
  });

  it('refuses a made-up token and a password that breaks the sign-up rules (the link stays good)', async () => {
    const ip = newIp();
    const { body } = await signUp(t.app);
    for (const token of ['', 'nope', 'A'.repeat(43), 'A'.repeat(201)]) {
      const res = await post('/api/auth/reset-password', { token, password: 'long-enough-pass' }, { ip });
      expect(res.statusCode, token).toBe(400);
      expect(res.json().code, token).toBe(token.length > 200 ? 'invalid_request' : 'invalid_token');
    }
    const { token } = await requestLink(body.email, ip);
    const short = await post('/api/auth/reset-password', { token, password: 'short' }, { ip });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be at least 8 characters');
    const ok = await post('/api/auth/reset-password', { token, password: 'long-enough-pass' }, { ip });
    expect(ok.statusCode).toBe(200);
  });

  it('writes the e-mail and the errors in the reader’s language', async () => {
    const ip = newIp();
    const { body } = await signUp(t.app, { firstName: 'Lupe' });
    const { text, subject, token } = await requestLink(body.email, ip, 'es');
    expect(subject).toBe('Restablece tu contraseña de Valley Eats');
    expect(text).toContain('Hola, Lupe');
    await post('/api/auth/reset-password', { token, password: 'cambio-de-clave' }, { ip });
    const again = await post('/api/auth/reset-password', { token, password: 'cambio-de-clave' }, { ip, language: 'es' });
    expect(again.json()).toEqual({ code: 'invalid_token', message: 'Este enlace no es válido o ya se usó. Pide uno nuevo.' });
  });

  it('limits requests per e-mail address (5 an hour) and per client address (AUTH_RATE_LIMIT a minute)', async () => {
    const { body } = await signUp(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/forgot-password', { email: body.email }, { ip: newIp() })).statusCode).toBe(202);
    }
    const sixth = await post('/api/auth/forgot-password', { email: body.email }, { ip: newIp() });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('too_many_reset_requests');
    // Counted for any address, so the limit says nothing about whether an account exists.
    for (let i = 0; i < 5; i++) await post('/api/auth/forgot-password', { email: 'ghost@example.com' }, { ip: newIp() });
    expect((await post('/api/auth/forgot-password', { email: 'ghost@example.com' }, { ip: newIp() })).statusCode).toBe(429);

    const ip = newIp();
    const limit = t.current.config.AUTH_RATE_LIMIT;
    for (let i = 0; i < limit; i++) {
      const res = await post('/api/auth/forgot-password', { email: `many-${i}@example.com` }, { ip });
      expect(res.statusCode).toBe(202);
    }
    const over = await post('/api/auth/forgot-password', { email: 'many-last@example.com' }, { ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('rate_limited');
    const resetIp = newIp();
    for (let i = 0; i < limit; i++) await post('/api/auth/reset-password', { token: 'x', password: 'long-enough-pass' }, { ip: resetIp });
    expect((await post('/api/auth/reset-password', { token: 'x', password: 'long-enough-pass' }, { ip: resetIp })).statusCode).toBe(429);
    // Its sign-up link and the five reset e-mails.
    await smtp.fake.waitFor(body.email, 6);
  });
});
