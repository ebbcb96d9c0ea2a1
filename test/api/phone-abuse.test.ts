/**
 * Issue 43 items 2 and 3 (decision 0014): verification codes only to numbers the valley serves,
 * limited per asking address, per phone and for the whole service; a rival can neither spend the
 * owner's code with wrong guesses nor use up the owner's codes from one address. Texts go through
 * a fake Twilio on loopback; the owner's code is read from the text, as the owner would.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.js';

const HOUR = 60 * 60_000;

let fake: FakeTwilio;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTestApp({
    env: { ...fake.env, PHONE_CODE_IP_LIMIT: '4', PHONE_CHECK_LIMIT: '6', LOOKUP_RATE_LIMIT: '0', AUTH_RATE_LIMIT: '0' },
  });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let nextPhone = 3000;
const newPhone = () => `760555${String(nextPhone++).padStart(4, '0')}`;
const newAddress = () => `198.51.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;

function verify(app: TestApp, phone: unknown, remoteAddress: string, headers: Record<string, string> = {}) {
  return app.app.inject({ method: 'POST', url: '/api/phone/verify', payload: { phone }, remoteAddress, headers });
}
function check(phone: string, code: string, remoteAddress: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/phone/verify/check', payload: { phone, code }, remoteAddress, headers });
}
async function codesOf(app: TestApp, phone: string) {
  const rows = await app.database.db.execute<{ n: number }>(sql`select count(*)::int as n from phone_codes where phone = ${phone}`);
  return Number(rows.rows[0].n);
}

describe('only numbers the valley serves (US and Canadian places)', () => {
  it.each([
    ['Jamaica', '+1 876 555 0100'],
    ['Turks and Caicos', '(649) 555-0100'],
    ['Bahamas', '242-555-0100'],
    ['Puerto Rico', '787 555 0100'],
    ['Dominican Republic', '18095550100'],
    ['Guam', '671 555 0100'],
    ['premium 900', '900 555 0100'],
    ['toll-free 800', '800 555 0100'],
    ['toll-free 888', '888 555 0100'],
    ['toll-free 833', '833 555 0100'],
    ['personal communications 500', '500 555 0100'],
    ['personal communications 533', '533 555 0100'],
    ['government 710', '710 555 0100'],
    ['service code 411 as area code', '411 555 0100'],
    ['N11 exchange', '760 911 0100'],
    ['pay-per-call exchange 976', '760 976 0100'],
  ])('refuses %s with 400 phone_not_served and texts nothing', async (_name, phone) => {
    const res = await verify(t, phone, newAddress());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      code: 'phone_not_served',
      message: 'We can only text US and Canadian numbers (not toll-free, premium or Caribbean numbers)',
    });
    expect(await codesOf(t, phone.replace(/\D/g, '').replace(/^1(\d{10})$/, '$1'))).toBe(0);
  });

  it('says so in Spanish; checking and linking refuse such a number too', async () => {
    const res = await verify(t, '876 555 0100', newAddress(), { 'accept-language': 'es' });
    expect(res.json()).toMatchObject({ code: 'phone_not_served', message: expect.stringMatching(/^Solo podemos enviar mensajes a números de EE\. UU\. y Canadá/) });
    expect((await check('8765550100', '123456', newAddress())).json().code).toBe('phone_not_served');
  });

  it('accepts geographic numbers of the US and Canada (Coachella Valley, New York, Toronto, Vancouver)', async () => {
    for (const phone of ['760 555 0199', '212 555 0199', '416 555 0199', '604 555 0199']) {
      expect((await verify(t, phone, newAddress())).statusCode, phone).toBe(202);
    }
  });
});

describe('codes per asking address (PHONE_CODE_IP_LIMIT an hour)', () => {
  it('refuses the 5th code an hour from one address, whatever X-Forwarded-For says; other addresses go on', async () => {
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await verify(t, newPhone(), address, { 'x-forwarded-for': newAddress() })).statusCode);
    expect(statuses).toEqual([202, 202, 202, 202]);
    const phone = newPhone();
    const refused = await verify(t, phone, address, { 'x-forwarded-for': newAddress() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'too_many_code_requests',
      message: 'Too many codes were asked for from this connection. Try again in an hour',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await codesOf(t, phone)).toBe(0);
    const spanish = await verify(t, phone, address, { 'accept-language': 'es' });
    expect(spanish.json().message).toBe('Se pidieron demasiados códigos desde esta conexión. Inténtalo de nuevo en una hora');
    expect((await verify(t, phone, newAddress())).statusCode).toBe(202);
  });
});

describe('a rival cannot lock the phone’s owner out (issue 43 item 3)', () => {
  it('a rival’s requests use up only the rival’s codes for the phone: the owner still gets one', async () => {
    const phone = newPhone();
    const rival = newAddress();
    for (let i = 0; i < 3; i++) expect((await verify(t, phone, rival)).statusCode).toBe(202);
    const fourth = await verify(t, phone, rival);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('too_many_codes');
    const owner = await verify(t, phone, newAddress());
    expect(owner.statusCode, owner.body).toBe(202);
    expect(await codesOf(t, phone)).toBe(4);
  });

  it('a phone is sent at most 15 codes a day from every address together', async () => {
    const phone = newPhone();
    for (let a = 0; a < 5; a++) {
      const address = newAddress();
      for (let i = 0; i < 3; i++) expect((await verify(t, phone, address)).statusCode).toBe(202);
    }
    const refused = await verify(t, phone, newAddress());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_codes', message: expect.stringMatching(/all its codes for today/) });
    expect(await codesOf(t, phone)).toBe(15);
  });

  it('wrong guesses from another address count against that address, never against the owner’s code', async () => {
    const phone = newPhone();
    const ownerAddress = newAddress();
    const before = fake.textsTo(phone).length;
    expect((await verify(t, phone, ownerAddress)).statusCode).toBe(202);
    const code = await fake.waitForCode(phone, { after: before });
    const wrong = code === '000000' ? '111111' : '000000';

    const rival = newAddress();
    for (let i = 0; i < 6; i++) {
      const res = await check(phone, wrong, rival, { 'x-forwarded-for': newAddress() });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_code');
    }
    const seventh = await check(phone, code, rival);
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json()).toEqual({ code: 'too_many_guesses', message: 'Too many tries at a code. Wait an hour, then try again' });
    expect(seventh.headers['set-cookie']).toBeUndefined();
    const spanish = await check(phone, wrong, rival, { 'accept-language': 'es' });
    expect(spanish.json().message).toBe('Demasiados intentos con un código. Espera una hora y vuelve a intentarlo');

    // The owner's code still works (before: the 5th wrong guess spent it).
    const owner = await check(phone, code, ownerAddress);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toEqual({ phone });
  });

  it('a signed-in guesser is limited across addresses too', async () => {
    const phone = newPhone();
    const guesser = await signUp(t.app);
    for (let i = 0; i < 6; i++) expect((await check(phone, '000000', newAddress(), { cookie: guesser.cookie })).statusCode).toBe(400);
    const refused = await check(phone, '000000', newAddress(), { cookie: guesser.cookie });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('too_many_guesses');
    expect((await check(phone, '000000', newAddress())).statusCode).toBe(400);
  });
});

describe('codes for the whole service (PHONE_CODE_HOURLY_LIMIT, PHONE_CODE_DAILY_LIMIT)', () => {
  it('stops at the hourly figure, then at the daily cap, for every address and phone', async () => {
    let clock = 0;
    const capped = await createTestApp({
      env: { ...fake.env, PHONE_CODE_HOURLY_LIMIT: '5', PHONE_CODE_DAILY_LIMIT: '8', PHONE_CODE_IP_LIMIT: '10' },
      now: () => new Date(Date.now() + clock),
    });
    try {
      for (let i = 0; i < 5; i++) expect((await verify(capped, newPhone(), newAddress())).statusCode).toBe(202);
      const phone = newPhone();
      const hourly = await verify(capped, phone, newAddress());
      expect(hourly.statusCode).toBe(429);
      expect(hourly.json()).toEqual({ code: 'codes_unavailable', message: 'We can’t send codes right now. Try again later' });
      expect(await codesOf(capped, phone)).toBe(0);
      expect((await verify(capped, phone, newAddress(), { 'accept-language': 'es' })).json().message).toBe(
        'Ahora no podemos enviar códigos. Inténtalo más tarde',
      );

      clock += HOUR + 1000;
      for (let i = 0; i < 3; i++) expect((await verify(capped, newPhone(), newAddress())).statusCode).toBe(202);
      const daily = await verify(capped, newPhone(), newAddress());
      expect(daily.statusCode).toBe(429);
      expect(daily.json().code).toBe('codes_unavailable');
      expect(Number(daily.headers['retry-after'])).toBeGreaterThan(22 * 60 * 60);
    } finally {
      await capped.close();
    }
  });
});
