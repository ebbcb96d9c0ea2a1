/**
 * Linking the phone just confirmed in this browser (issue 44 friction 4; decision 0016): a
 * signed-in customer with this browser's verified-phone session links it in one tap,
 * `POST /api/me/phone {}`, without a second code; /api/me/challenges then says it is linked. A
 * phone session for another number, a phone verified in another browser, or none, still needs
 * the phone's own code (401 `phone_unverified`), and nothing is written.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { type Cookie, signUp } from '../support/factories.js';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.js';
import { verifyPhone, withCookies } from '../support/phone.js';

let fake: FakeTwilio;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTestApp({ env: { ...fake.env, LOOKUP_RATE_LIMIT: '0', AUTH_RATE_LIMIT: '0' } });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let nextPhone = 300;
const newPhone = () => `760555${String(nextPhone++).padStart(4, '0')}`;

const inject = (method: 'GET' | 'POST', url: string, cookie: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function linkedPhoneOf(userId: string): Promise<string | null> {
  const rows = await t.database.db.execute<{ phone: string | null }>(sql`select phone from users where id = ${userId}`);
  return rows.rows[0].phone;
}

describe('linking the phone of this browser’s phone session', () => {
  it('links it in one tap (no phone in the body, no second code); the account then reads it and challenges say linked', async () => {
    const user = await signUp(t.app);
    const phone = newPhone();
    // Confirmed in this browser while signed in (as on /loyalty-program).
    const phoneCookie = await verifyPhone(t.app, phone, fake, user.cookie);
    const textsBefore = fake.textsTo(phone).length;

    const linked = await inject('POST', '/api/me/phone', withCookies(user.cookie, phoneCookie), {});
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ phone });
    expect(await linkedPhoneOf(user.user.id)).toBe(phone);
    // No second code was texted.
    expect(fake.textsTo(phone)).toHaveLength(textsBefore);

    // The account alone now reads it, and its challenges count it.
    expect((await inject('GET', '/api/me/loyalty', user.cookie)).statusCode).toBe(200);
    const challenges = await inject('GET', '/api/me/challenges', user.cookie);
    expect(challenges.statusCode).toBe(200);
    expect(challenges.json().phoneLinked).toBe(true);
  });

  it('still needs the phone’s own code: a session for another number, another browser’s session, or none', async () => {
    const user = await signUp(t.app);
    const phone = newPhone();
    const other = newPhone();
    const otherSession = await verifyPhone(t.app, other, fake);
    // Someone else verified `phone` in their own browser: that session is not this one's.
    await verifyPhone(t.app, phone, fake);

    // No phone session: nothing to link.
    const none = await inject('POST', '/api/me/phone', user.cookie, {});
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('phone_unverified');
    // A phone session for another number does not link `phone`.
    const another = await inject('POST', '/api/me/phone', withCookies(user.cookie, otherSession), { phone });
    expect(another.statusCode).toBe(401);
    expect(another.json().code).toBe('phone_unverified');
    const mine = await inject('GET', '/api/me/challenges', user.cookie);
    expect(mine.json().phoneLinked).toBe(false);
    expect(await linkedPhoneOf(user.user.id)).toBeNull();

    // Not signed in: the phone session alone links nothing.
    const anon = await t.app.inject({ method: 'POST', url: '/api/me/phone', headers: { cookie: otherSession }, payload: {} });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('unauthorized');
  });
});
