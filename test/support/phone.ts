/**
 * Verified phones in tests (DESIGN §10.1): the code is read from the text the app sent through
 * the fake Twilio (test/support/fake-twilio.ts), as a customer would read it on the phone.
 */
import type { App } from '../../src/server/app.js';
import { type Cookie, cookiesFrom } from './factories.js';
import type { FakeTwilio } from './fake-twilio.js';

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
