/**
 * Verified phone (issue 15 items 3, 4, 5, 7; DESIGN §10.1; decision 0016): codes by text
 * message, the phone session, loyalty and orders behind it, redemption codes a vendor checks
 * once, and accounts that link a phone. Texts go through a fake Twilio on loopback; the code is
 * read from the text, as a customer reads it.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { changedTables, dbFingerprint } from '../support/db-state.js';
import { adminEnv, adminLogin, type Cookie, cookiesFrom, signUp } from '../support/factories.js';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.js';
import { completedOrder, createShop } from '../support/ordering.js';
import { linkPhone, outboxIdle, requestCode, verifyPhone, withCookies } from '../support/phone.js';

const MINUTE = 60_000;
/** The app's clock: real time plus what a test moved it on by. */
let offset = 0;
const now = () => new Date(Date.now() + offset);

let fake: FakeTwilio;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeTwilio();
  t = await createTestApp({ env: { ...fake.env, ...adminEnv, LOOKUP_RATE_LIMIT: '0', AUTH_RATE_LIMIT: '0' }, now });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A fresh US number per test (so the 3-codes window of one test never touches another). */
let nextPhone = 100;
const newPhone = () => `760555${String(nextPhone++).padStart(4, '0')}`;

const post = (url: string, payload: unknown, cookie?: Cookie, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { ...headers, ...(cookie ? { cookie } : {}) } });
const get = (url: string, cookie?: Cookie) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function count(table: 'phone_codes' | 'notifications' | 'sessions', phone?: string) {
  const column = table === 'phone_codes' ? sql`phone` : table === 'notifications' ? sql`guest_phone` : sql`sess->>'phone'`;
  const rows = await t.database.db.execute<{ n: number }>(
    phone === undefined
      ? sql`select count(*)::int as n from ${sql.raw(table)}`
      : sql`select count(*)::int as n from ${sql.raw(table)} where ${column} = ${phone}`,
  );
  return rows.rows[0].n;
}

/** A fingerprint of every table, taken once the outbox is idle. */
async function snapshot() {
  await outboxIdle(t.database);
  const fingerprint = await dbFingerprint(t.database);
  const before = await fingerprint.take();
  return {
    async changed(allowed: string[] = []) {
      await outboxIdle(t.database);
      return changedTables(before, await fingerprint.take(), allowed);
    },
  };
}

describe('POST /api/phone/verify', () => {
  it('texts a 6-digit code in the request’s language and keeps only a hash of it, for 10 minutes', async () => {
    const phone = newPhone();
    const res = await post('/api/phone/verify', { phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ expiresInSeconds: 600 });
    const text = await fake.waitForText(phone);
    expect(text.to).toBe(`+1${phone}`);
    const code = /\b(\d{6})\b/.exec(text.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(text.body).toContain('Valley Eats');
    const rows = await t.database.db.execute<{ code_hash: string; expires_at: Date; created_at: Date; attempts: number }>(
      sql`select code_hash, expires_at, created_at, attempts from phone_codes where phone = ${phone}`,
    );
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0];
    expect(row.code_hash).not.toContain(code as string);
    expect(row.code_hash.length).toBeGreaterThanOrEqual(40);
    expect(new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()).toBe(10 * MINUTE);
    expect(row.attempts).toBe(0);
    // The outbox row is a phone code (the worker redacts such bodies once sent).
    const outbox = await t.database.db.execute<{ type: string; channel: string }>(
      sql`select type, channel from notifications where guest_phone = ${phone}`,
    );
    expect(outbox.rows).toEqual([{ type: 'phone_code', channel: 'sms' }]);

    const spanish = newPhone();
    expect((await post('/api/phone/verify', { phone: spanish }, undefined, { 'accept-language': 'es-MX,es;q=0.9' })).statusCode).toBe(202);
    expect((await fake.waitForText(spanish)).body).toMatch(/tu código es \d{6}/);
  });

  it('refuses a malformed phone with 400 invalid_phone and writes nothing', async () => {
    const state = await snapshot();
    for (const phone of ['123', '760-555', '(060) 555-0100', '760 155 0100', '+44 20 7946 0958', 'seven six zero', '', 7605550100, null]) {
      const res = await post('/api/phone/verify', { phone });
      expect(res.statusCode, `${JSON.stringify(phone)}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('invalid_phone');
      expect(res.json().message).toBe('Enter a 10-digit US phone number');
    }
    const missing = await post('/api/phone/verify', {});
    expect(missing.json().code).toBe('invalid_phone');
    const spanish = await post('/api/phone/verify', { phone: '123' }, undefined, { 'accept-language': 'es' });
    expect(spanish.json()).toMatchObject({ code: 'invalid_phone', message: 'Escribe un número de teléfono de EE. UU. de 10 dígitos' });
    expect(await state.changed()).toEqual([]);
  });

  it('sends at most 3 codes per phone to one address in 15 minutes: the 4th is 429 too_many_codes and writes nothing', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) expect((await post('/api/phone/verify', { phone })).statusCode).toBe(202);
    const codes = await count('phone_codes', phone);
    const texts = await count('notifications', phone);
    const fourth = await post('/api/phone/verify', { phone: `+1 ${phone}` });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('too_many_codes');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(await count('phone_codes', phone)).toBe(codes);
    expect(await count('notifications', phone)).toBe(texts);
    // Another phone is not affected; 15 minutes later this one may have a code again.
    expect((await post('/api/phone/verify', { phone: newPhone() })).statusCode).toBe(202);
    offset += 15 * MINUTE + 1000;
    expect((await post('/api/phone/verify', { phone })).statusCode).toBe(202);
  });

  it('counts the per-phone limit exactly under concurrency: 10 at once, 3 codes', async () => {
    const phone = newPhone();
    const results = await Promise.all(Array.from({ length: 10 }, () => post('/api/phone/verify', { phone })));
    expect(results.filter((r) => r.statusCode === 202)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 429 && r.json().code === 'too_many_codes')).toHaveLength(7);
    expect(await count('phone_codes', phone)).toBe(3);
    expect(await count('notifications', phone)).toBe(3);
  });

  it('answers 202 for a number the provider refuses (400): the text ends failed, not retried forever', async () => {
    const phone = newPhone();
    fake.invalidNumbers.add(`+1${phone}`);
    expect((await post('/api/phone/verify', { phone })).statusCode).toBe(202);
    const deadline = Date.now() + 10_000;
    let row: { failed_at: Date | null; is_sent: boolean } | undefined;
    while (Date.now() < deadline) {
      row = (
        await t.database.db.execute<{ failed_at: Date | null; is_sent: boolean }>(
          sql`select failed_at, is_sent from notifications where guest_phone = ${phone}`,
        )
      ).rows[0];
      if (row?.failed_at) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(row?.failed_at).toBeTruthy();
    expect(row?.is_sent).toBe(false);
    expect(fake.textsTo(phone)).toEqual([]);
  });
});

describe('POST /api/phone/verify/check', () => {
  it('answers 200 {phone} and a 30-day verified-phone session for the right code, once', async () => {
    const phone = newPhone();
    const code = await requestCode(t.app, phone, fake);
    const res = await post('/api/phone/verify/check', { phone: `${phone.slice(0, 3)}.${phone.slice(3, 6)}.${phone.slice(6)}`, code });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ phone });
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^ve_phone=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // Secure in production only
    const expires = Date.parse(/Expires=([^;]+)/i.exec(setCookie)?.[1] ?? '');
    expect(Math.abs(expires - (now().getTime() + 30 * 24 * 60 * MINUTE))).toBeLessThan(5000);
    expect(await count('sessions', phone)).toBe(1);
    const cookie = cookiesFrom(res);
    expect((await get('/api/phone/me', cookie)).json()).toEqual({ phone });
    // Used once: the same code again is refused.
    const again = await post('/api/phone/verify/check', { phone, code });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('invalid_code');
  });

  it('refuses a wrong code with 400 invalid_code; wrong tries never spend the code (issue 43 item 3)', async () => {
    const phone = newPhone();
    const code = await requestCode(t.app, phone, fake);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 8; i++) {
      const res = await post('/api/phone/verify/check', { phone, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_code', message: 'That code is wrong or has expired' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await count('sessions', phone)).toBe(0);
    // The tries count against whoever makes them (PHONE_CHECK_LIMIT per address, off in this
    // file; test/api/phone-abuse.test.ts), not against the owner's code: it still works.
    expect((await post('/api/phone/verify/check', { phone, code })).statusCode).toBe(200);
  });

  it('refuses an expired code (after 10 minutes) and a code of another phone', async () => {
    const phone = newPhone();
    const code = await requestCode(t.app, phone, fake);
    const other = newPhone();
    const otherRes = await post('/api/phone/verify/check', { phone: other, code });
    expect(otherRes.json().code).toBe('invalid_code');
    offset += 10 * MINUTE + 1000;
    const res = await post('/api/phone/verify/check', { phone, code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid_code');
    expect(await count('sessions', phone)).toBe(0);
  });

  it('refuses a malformed code (400 invalid_code, not counted) and a malformed phone (400 invalid_phone)', async () => {
    const phone = newPhone();
    const code = await requestCode(t.app, phone, fake);
    const state = await snapshot();
    for (const bad of ['12345', '1234567', 'abcdef', '', 123456, null]) {
      const res = await post('/api/phone/verify/check', { phone, code: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_code');
    }
    const badPhone = await post('/api/phone/verify/check', { phone: '555-0100', code });
    expect(badPhone.json().code).toBe('invalid_phone');
    expect(await state.changed()).toEqual([]);
    expect((await post('/api/phone/verify/check', { phone, code })).statusCode).toBe(200);
  });

  it('accepts any open code of the phone (a late text still works); a success spends them all', async () => {
    const phone = newPhone();
    const first = await requestCode(t.app, phone, fake);
    const second = await requestCode(t.app, phone, fake);
    expect((await post('/api/phone/verify/check', { phone, code: first })).statusCode).toBe(200);
    expect((await post('/api/phone/verify/check', { phone, code: second })).json().code).toBe('invalid_code');
  });
});

describe('the phone session', () => {
  it('GET /api/phone/me is 401 phone_unverified without one; sign-out ends it everywhere', async () => {
    const none = await get('/api/phone/me');
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('phone_unverified');
    const phone = newPhone();
    const cookie = await verifyPhone(t.app, phone, fake);
    expect((await get('/api/phone/me', cookie)).statusCode).toBe(200);
    const out = await post('/api/phone/signout', undefined, cookie);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(String(out.headers['set-cookie'])).toMatch(/ve_phone=;/);
    expect(await count('sessions', phone)).toBe(0);
    // The old cookie, replayed, proves nothing any more.
    expect((await get('/api/phone/me', cookie)).json().code).toBe('phone_unverified');
    // A forged or tampered cookie is no session either.
    expect((await get('/api/phone/me', 've_phone=not-a-signed-sid')).statusCode).toBe(401);
  });

  it('lasts 30 days', async () => {
    const phone = newPhone();
    const cookie = await verifyPhone(t.app, phone, fake);
    offset += 29 * 24 * 60 * MINUTE;
    expect((await get('/api/phone/me', cookie)).statusCode).toBe(200);
    offset += 24 * 60 * MINUTE + MINUTE;
    expect((await get('/api/phone/me', cookie)).statusCode).toBe(401);
  });
});

// ---------------------------------------------------------------- loyalty and orders behind the phone

async function loyaltyShop(price = 20) {
  const shop = await createShop(t.app, { items: [{ name: 'Birria Plate', price }] });
  const on = await t.app.inject({
    method: 'PUT',
    url: `/api/vendors/${shop.vendor.id}/loyalty-program`,
    payload: { enabled: true },
    headers: { cookie: shop.cookie },
  });
  expect(on.statusCode).toBe(200);
  const reward = await post(
    `/api/vendors/${shop.vendor.id}/loyalty-rewards`,
    { name: 'Free horchata', discountType: 'fixed_amount', discountValue: 3, pointsRequired: 5 },
    shop.cookie,
  );
  expect(reward.statusCode).toBe(201);
  return { ...shop, rewardId: (reward.json() as { id: number }).id };
}

describe('loyalty and orders need the verified phone', () => {
  it('answers 401 phone_unverified to a visitor and to a session of another phone, and 200 to the phone’s own', async () => {
    const shop = await loyaltyShop();
    const phone = newPhone();
    const order = await completedOrder(t.app, shop, phone); // $20 → 20 points
    const mine = await verifyPhone(t.app, phone, fake);
    const theirs = await verifyPhone(t.app, newPhone(), fake);
    const reads = [
      `/api/loyalty/balance/${phone}?vendorId=${shop.vendor.id}`,
      `/api/loyalty/transactions/${phone}?vendorId=${shop.vendor.id}`,
      `/api/orders/phone/${phone}`,
    ];
    const state = await snapshot();
    for (const cookie of [undefined, theirs]) {
      for (const url of reads) {
        const res = await get(url, cookie);
        expect(res.statusCode, url).toBe(401);
        expect(res.json()).toMatchObject({ code: 'phone_unverified', message: 'Confirm this phone with a texted code first' });
      }
      const redeem = await post('/api/loyalty/redeem', { phone, rewardId: shop.rewardId }, cookie);
      expect(redeem.statusCode).toBe(401);
      expect(redeem.json().code).toBe('phone_unverified');
    }
    expect(await state.changed()).toEqual([]);

    expect((await get(reads[0], mine)).json()).toEqual({ balance: 20 });
    expect((await get(reads[1], mine)).json()).toHaveLength(1);
    expect((await get(`/api/orders/phone/${encodeURIComponent(`+1 (${phone.slice(0, 3)}) ${phone.slice(3)}`)}`, mine)).json()[0].id).toBe(
      order.id,
    );
    const redeemed = await post('/api/loyalty/redeem', { phone, rewardId: shop.rewardId }, mine);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().balance).toBe(15);
  });

  it('the tracking page still shows its own order’s points without a code', async () => {
    const shop = await loyaltyShop(12.5);
    const order = await completedOrder(t.app, shop, newPhone(), 2); // $25 → 25 points
    const res = await get(`/api/track/${order.trackingToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().loyaltyPointsEarned).toBe(25);
  });
});

// ---------------------------------------------------------------- redemption codes

const CODE_FORMAT = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

describe('redemption codes', () => {
  let shop: Awaited<ReturnType<typeof loyaltyShop>>;
  let phone: string;
  let phoneCookie: Cookie;
  const redeem = async () => {
    const res = await post('/api/loyalty/redeem', { phone, rewardId: shop.rewardId }, phoneCookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().redemptionCode as string;
  };
  const check = (code: string, cookie: Cookie | null = shop.cookie, vendorId = shop.vendor.id) =>
    post(`/api/vendors/${vendorId}/redemptions/check`, { code }, cookie ?? undefined);

  beforeAll(async () => {
    shop = await loyaltyShop(50);
    phone = newPhone();
    await completedOrder(t.app, shop, phone, 2); // 100 points: 20 rewards
    phoneCookie = await verifyPhone(t.app, phone, fake);
  }, 60_000);

  it('are 10 characters of Crockford base32 (50 random bits), each different', async () => {
    const codes = [await redeem(), await redeem(), await redeem()];
    for (const code of codes) expect(code).toMatch(CODE_FORMAT);
    expect(new Set(codes).size).toBe(3);
  });

  it('never appear in any listing: the customer’s history, the vendor’s and the administrator’s views', async () => {
    const code = await redeem();
    const bare = code.replace('-', '');
    const admin = await adminLogin(t.app);
    const user = await signUp(t.app);
    await linkPhone(t.app, user.cookie, phone, fake);
    const views: [string, Cookie | undefined][] = [
      [`/api/loyalty/transactions/${phone}?vendorId=${shop.vendor.id}`, phoneCookie],
      [`/api/loyalty/balance/${phone}?vendorId=${shop.vendor.id}`, phoneCookie],
      [`/api/orders/phone/${phone}`, phoneCookie],
      ['/api/me/loyalty', user.cookie],
      ['/api/me/orders', user.cookie],
      [`/api/loyalty/rewards?vendorId=${shop.vendor.id}`, undefined],
      [`/api/vendors/${shop.vendor.id}`, undefined],
      ['/api/vendors', undefined],
      ['/api/my-vendor', shop.cookie],
      ['/api/my-vendor/preorders', shop.cookie],
      ['/api/my-vendor/preorders/summary', shop.cookie],
      [`/api/vendors/${shop.vendor.id}/loyalty-rewards`, shop.cookie],
      [`/api/vendors/${shop.vendor.id}/analytics/performance?days=30`, shop.cookie],
      ['/admin/api/vendors', admin],
      ['/admin/api/platform-stats', admin],
    ];
    for (const [url, cookie] of views) {
      const res = await get(url, cookie);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.body, url).not.toContain(code);
      expect(res.body, url).not.toContain(bare);
    }
    const history = (await get(`/api/loyalty/transactions/${phone}?vendorId=${shop.vendor.id}`, phoneCookie)).json();
    expect(history[0]).toMatchObject({ transactionType: 'redeemed', description: 'Redeemed Free horchata' });
  });

  it('the owner checks a code once: 200 {rewardName, redeemedAt}, then 409 code_used', async () => {
    const code = await redeem();
    const res = await check(code.toLowerCase().replace('-', ' ')); // typed loosely
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rewardName: 'Free horchata', redeemedAt: expect.any(String) });
    const used = await t.database.db.execute<{ code_used_at: Date | null }>(
      sql`select code_used_at from loyalty_transactions where redemption_code = ${code}`,
    );
    expect(new Date(used.rows[0].code_used_at as Date).toISOString()).toBe(res.json().redeemedAt);
    const again = await check(code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'code_used', message: 'This code has already been used', redeemedAt: res.json().redeemedAt });
  });

  it('unknown codes and another vendor’s codes are 404 code_not_found; only the owner may check (401/403/404)', async () => {
    const code = await redeem();
    const other = await loyaltyShop();
    for (const typed of ['ZZZZZ-ZZZZZ', 'RDM-ABC234', 'x']) {
      const res = await check(typed);
      expect(res.statusCode, typed).toBe(404);
      expect(res.json().code).toBe('code_not_found');
    }
    const state = await snapshot();
    const foreign = await check(code, other.cookie, other.vendor.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('code_not_found');
    expect((await check(code, null)).statusCode).toBe(401);
    expect((await check(code, other.cookie)).statusCode).toBe(403);
    expect((await check(code, (await signUp(t.app)).cookie)).statusCode).toBe(403);
    expect((await check(code, shop.cookie, 2_000_000_000)).statusCode).toBe(404);
    expect(await state.changed(['sessions', 'users', 'user_credentials'])).toEqual([]);
    // Still unused: its own vendor can check it.
    expect((await check(code)).statusCode).toBe(200);
  });

  it('ten concurrent checks of one code: exactly one 200', async () => {
    const code = await redeem();
    const results = await Promise.all(Array.from({ length: 10 }, () => check(code)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409 && r.json().code === 'code_used')).toHaveLength(9);
  });
});

// ---------------------------------------------------------------- accounts link a phone

describe('accounts link a phone', () => {
  it('links the phone of the caller’s phone session; then orders and points at every vendor follow the account', async () => {
    const user = await signUp(t.app);
    const phone = newPhone();
    const a = await loyaltyShop(10);
    const b = await loyaltyShop(30);
    await completedOrder(t.app, a, phone, 1); // 10 points at a
    await completedOrder(t.app, b, phone, 1); // 30 points at b
    const phoneCookie = await verifyPhone(t.app, phone, fake);

    // Not signed in → 401 unauthorized; signed in without (or with another) phone session → 401 phone_unverified.
    const anon = await post('/api/me/phone', { phone }, phoneCookie);
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe('unauthorized');
    expect((await post('/api/me/phone', { phone }, user.cookie)).json().code).toBe('phone_unverified');
    const otherSession = await verifyPhone(t.app, newPhone(), fake);
    expect((await post('/api/me/phone', { phone }, withCookies(user.cookie, otherSession))).json().code).toBe('phone_unverified');
    expect((await post('/api/me/phone', { phone: '12' }, withCookies(user.cookie, phoneCookie))).json().code).toBe('invalid_phone');
    // Before linking: 409 phone_not_linked.
    for (const url of ['/api/me/orders', '/api/me/loyalty']) {
      const res = await get(url, user.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('phone_not_linked');
      expect((await get(url)).statusCode).toBe(401);
    }

    const linked = await post('/api/me/phone', { phone }, withCookies(user.cookie, phoneCookie));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toEqual({ phone });
    const row = await t.database.db.execute<{ phone: string }>(sql`select phone from users where id = ${user.user.id}`);
    expect(row.rows[0].phone).toBe(phone);

    // The account alone (no phone session) now reads them.
    const orders = await get('/api/me/orders', user.cookie);
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toHaveLength(2);
    // Each opens its tracking (the account's own orders); never their items.
    expect(orders.json().every((o: { trackingToken: unknown }) => typeof o.trackingToken === 'string')).toBe(true);
    expect(JSON.stringify(orders.json())).not.toMatch(/items/);
    const points = await get('/api/me/loyalty', user.cookie);
    expect(points.json()).toEqual(
      expect.arrayContaining([
        { vendorId: a.vendor.id, vendorName: a.vendor.businessName, balance: 10 },
        { vendorId: b.vendor.id, vendorName: b.vendor.businessName, balance: 30 },
      ]),
    );
    expect(points.json()).toHaveLength(2);
    expect((await get('/api/phone/me', user.cookie)).json()).toEqual({ phone });
    expect((await get(`/api/loyalty/balance/${phone}?vendorId=${b.vendor.id}`, user.cookie)).json()).toEqual({ balance: 30 });
    expect((await get(`/api/orders/phone/${phone}`, user.cookie)).statusCode).toBe(200);
  });

  it('shows a verified phone its points at every vendor in one answer, and nothing to anyone else', async () => {
    const phone = newPhone();
    const a = await loyaltyShop(10);
    const b = await loyaltyShop(30);
    await completedOrder(t.app, a, phone, 2); // 20 points at a
    await completedOrder(t.app, b, phone, 1); // 30 points at b
    // Knowing the number opens nothing: no session, or another phone's session → 401 phone_unverified.
    expect((await get('/api/phone/loyalty')).json().code).toBe('phone_unverified');
    const other = await verifyPhone(t.app, newPhone(), fake);
    expect((await get('/api/phone/loyalty', other)).json()).toEqual([]);
    const mine = await verifyPhone(t.app, phone, fake);
    const res = await get('/api/phone/loyalty', mine);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { vendorId: a.vendor.id, vendorName: a.vendor.businessName, balance: 20 },
        { vendorId: b.vendor.id, vendorName: b.vendor.businessName, balance: 30 },
      ]),
    );
    expect(res.json()).toHaveLength(2);
  });

  it('409 phone_taken when another account holds the phone, and nothing changes', async () => {
    const phone = newPhone();
    const first = await signUp(t.app);
    await linkPhone(t.app, first.cookie, phone, fake);
    const second = await signUp(t.app);
    const phoneCookie = await verifyPhone(t.app, phone, fake);
    const res = await post('/api/me/phone', { phone }, withCookies(second.cookie, phoneCookie));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'phone_taken', message: 'This phone is linked to another account' });
    const rows = await t.database.db.execute<{ id: string; phone: string | null }>(
      sql`select id, phone from users where id in (${first.user.id}, ${second.user.id})`,
    );
    const byId = new Map(rows.rows.map((r) => [r.id, r.phone]));
    expect(byId.get(first.user.id)).toBe(phone);
    expect(byId.get(second.user.id)).toBeNull();
    // Linking it again to the same account is fine.
    const own = await verifyPhone(t.app, phone, fake);
    expect((await post('/api/me/phone', { phone }, withCookies(first.cookie, own))).statusCode).toBe(200);
  });

  it('DELETE /api/me/phone unlinks: the account no longer reads that phone', async () => {
    const user = await signUp(t.app);
    const phone = newPhone();
    await linkPhone(t.app, user.cookie, phone, fake);
    const del = await t.app.inject({ method: 'DELETE', url: '/api/me/phone', headers: { cookie: user.cookie } });
    expect(del.statusCode).toBe(204);
    expect((await get('/api/me/orders', user.cookie)).json().code).toBe('phone_not_linked');
    expect((await get(`/api/orders/phone/${phone}`, user.cookie)).json().code).toBe('phone_unverified');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/phone' })).statusCode).toBe(401);
  });
});

describe('the per-IP limit (LOOKUP_RATE_LIMIT)', () => {
  it('answers 429 rate_limited past the limit per minute from one address, whatever the phones', async () => {
    const limited = await createTestApp({ env: { LOOKUP_RATE_LIMIT: '2' } });
    try {
      const verify = (phone: string, remoteAddress = '203.0.113.7') =>
        limited.app.inject({ method: 'POST', url: '/api/phone/verify', payload: { phone }, remoteAddress });
      expect((await verify('7605550901')).statusCode).toBe(202);
      expect((await verify('7605550902')).statusCode).toBe(202);
      const third = await verify('7605550903');
      expect(third.statusCode).toBe(429);
      expect(third.json().code).toBe('rate_limited');
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
      expect((await verify('7605550903', '203.0.113.8')).statusCode).toBe(202);
      // Checks for a phone that was never sent a code: always wrong (400), never a lucky match.
      const check = (remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: '/api/phone/verify/check', payload: { phone: '7605550999', code: '000000' }, remoteAddress });
      expect((await check('203.0.113.9')).statusCode).toBe(400);
      expect((await check('203.0.113.9')).statusCode).toBe(400);
      expect((await check('203.0.113.9')).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
