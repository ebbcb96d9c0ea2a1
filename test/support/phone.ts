/**
 * Verified phones in tests (DESIGN §10.1): the code is read from the text the app sent through
 * the fake Twilio (test/support/fake-twilio.ts), as a customer would read it on the phone.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../src/server/app.js';
import type { Database } from '../../src/server/db/index.js';
import { normalizePhone } from '../../src/shared/phone.js';
import { type Cookie, cookiesFrom } from './factories.js';
import { type FakeTwilio, startFakeTwilio } from './fake-twilio.js';

/**
 * Starts a fake Twilio before the file's app and puts its variables into `env` (pass the same
 * object to setupTestApp, after this call); closes it after the file. The app then texts through it.
 */
export function fakeTwilioForFile(env: Record<string, string | undefined>): { readonly fake: FakeTwilio } {
  const handle = {} as { fake: FakeTwilio };
  beforeAll(async () => {
    handle.fake = await startFakeTwilio();
    Object.assign(env, handle.fake.env);
  });
  afterAll(async () => {
    await handle.fake?.close();
  });
  return handle;
}

/**
 * One verified-phone session per phone for a test file: `(phone) => cookie`, verified on first use
 * (any format of the same number shares it).
 */
export function phoneSessions(app: () => App, fake: () => FakeTwilio): (phone: string) => Promise<Cookie> {
  const cookies = new Map<string, Promise<Cookie>>();
  return (phone) => {
    const key = normalizePhone(phone);
    let cookie = cookies.get(key);
    if (!cookie) {
      cookie = verifyPhone(app(), key, fake());
      cookies.set(key, cookie);
    }
    return cookie;
  };
}

/** Joins Cookie header values (a user session and a phone session, say). */
export function withCookies(...cookies: (Cookie | undefined)[]): Cookie {
  return cookies.filter(Boolean).join('; ');
}

/** Asks for a code, reads it from the fake's text and checks it: returns the code. */
export async function requestCode(app: App, phone: string, fake: FakeTwilio, cookie?: Cookie): Promise<string> {
  const before = fake.textsTo(phone).length;
  const res = await app.inject({
    method: 'POST',
    url: '/api/phone/verify',
    payload: { phone },
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 202) throw new Error(`verify ${phone}: ${res.statusCode} ${res.body}`);
  return fake.waitForCode(phone, { after: before });
}

/**
 * Verifies `phone` by text message: POST /api/phone/verify, the code from the fake's text,
 * POST /api/phone/verify/check. Returns the verified-phone session cookie.
 */
export async function verifyPhone(app: App, phone: string, fake: FakeTwilio, cookie?: Cookie): Promise<Cookie> {
  const code = await requestCode(app, phone, fake, cookie);
  const res = await app.inject({
    method: 'POST',
    url: '/api/phone/verify/check',
    payload: { phone, code },
    headers: cookie ? { cookie } : {},
  });
  if (res.statusCode !== 200) throw new Error(`verify/check ${phone}: ${res.statusCode} ${res.body}`);
  return cookiesFrom(res);
}

/** Verifies `phone` and links it to the signed-in account of `userCookie`. */
export async function linkPhone(app: App, userCookie: Cookie, phone: string, fake: FakeTwilio): Promise<void> {
  const phoneCookie = await verifyPhone(app, phone, fake);
  const res = await app.inject({
    method: 'POST',
    url: '/api/me/phone',
    payload: { phone },
    headers: { cookie: withCookies(userCookie, phoneCookie) },
  });
  if (res.statusCode !== 200) throw new Error(`link ${phone}: ${res.statusCode} ${res.body}`);
}

/**
 * Waits until the outbox worker has finished every text (sent or given up), so a database
 * fingerprint taken next holds still.
 */
export async function outboxIdle(database: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where channel <> 'inbox' and not is_sent and failed_at is null`,
    );
    if (rows.rows[0].n === 0) return;
    if (Date.now() > deadline) throw new Error(`${rows.rows[0].n} texts still unsent after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
