/**
 * Trust on the street (issue 25 items 5 and 6; DESIGN §10.5; decision 0024): the 4-digit pickup
 * code, "not picked up" (owner only, from ready only, one strike per order), three strikes in 30
 * days → 403 verify_phone_first unless the caller verified that phone, the checkout's text consent
 * written with the order (both order paths) with the words shown, and Twilio's signed inbound
 * webhook: STOP stops every text (checked when the outbox sends), START starts them again, HELP
 * answers with the support line, a forged signature changes nothing.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OPTED_OUT } from '../../src/server/messaging/worker.js';
import { twilioSignature } from '../../src/server/messaging/inbound.js';
import { translate } from '../../src/shared/messages/index.js';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import type { Cookie } from '../support/factories.js';
import { FAKE_TWILIO_TOKEN } from '../support/fake-twilio.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';
import { fakeTwilioForFile, outboxIdle, verifyPhone } from '../support/phone.js';

const PUBLIC_URL = 'https://valleyeats.example';
const env: Record<string, string | undefined> = {
  PUBLIC_URL,
  OUTBOX_POLL_MS: '100',
  OUTBOX_RETRY_BASE_MS: '100',
  SMS_TIMEOUT_MS: '3000',
  ...NO_ORDER_LIMITS,
  SMS_HELP_CONTACT: '(760) 555-0199',
};
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ env });

let nextPhone = 300;
const newPhone = () => `760555${String(nextPhone++).padStart(4, '0')}`;

type Order = { id: number; trackingToken: string; status: string; pickupCode: string; phone: string };

async function order(
  shop: Awaited<ReturnType<typeof createShop>>,
  phone: string,
  options: { notifyBySms?: boolean; cookie?: Cookie; language?: string; item?: number } = {},
) {
  const body = orderBody(shop.vendor.id, [{ item: shop.items[options.item ?? 0], quantity: 1 }], {
    phone,
    notifyBySms: options.notifyBySms ?? false,
  });
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.language) headers['accept-language'] = options.language;
  return placeOrder(t.app, body, headers);
}

async function setStatus(cookie: Cookie, id: number, status: string) {
  const res = await t.app.inject({ method: 'PUT', url: `/api/guest-preorders/${id}/status`, headers: { cookie }, payload: { status } });
  expect(res.statusCode, res.body).toBe(200);
}

const noShow = (id: number, cookie?: Cookie) =>
  t.app.inject({ method: 'POST', url: `/api/guest-preorders/${id}/no-show`, headers: cookie ? { cookie } : {} });

async function readyOrder(shop: Awaited<ReturnType<typeof createShop>>, phone: string): Promise<Order> {
  const res = await order(shop, phone);
  expect(res.statusCode, res.body).toBe(201);
  const placed = res.json() as Order;
  await setStatus(shop.cookie, placed.id, 'confirmed');
  await setStatus(shop.cookie, placed.id, 'ready');
  return placed;
}

async function strikes(phone: string) {
  const rows = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from no_show_strikes where phone = ${phone}`);
  return rows.rows[0].n;
}

async function consents(phone: string) {
  const rows = await t.database.db.execute<{ opted_in: boolean; wording: string; source: string }>(
    sql`select opted_in, wording, source from sms_consents where phone = ${phone} order by id`,
  );
  return rows.rows;
}

/** Posts an inbound text as Twilio would: form-encoded, signed with the account's token (or a given signature). */
function inbound(from: string, body: string, signature?: string | null) {
  const form = { AccountSid: 'AC00000000000000000000000000000000', Body: body, From: from, MessageSid: 'SM0123', To: '+17605550000' };
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  const signed = signature === undefined ? twilioSignature(FAKE_TWILIO_TOKEN, `${PUBLIC_URL}/api/sms/inbound`, form) : signature;
  if (signed !== null) headers['x-twilio-signature'] = signed;
  return t.app.inject({ method: 'POST', url: '/api/sms/inbound', headers, payload: new URLSearchParams(form).toString() });
}

describe('pickup code', () => {
  it('every order carries 4 digits, on its answer, its tracking page and the vendor desk', async () => {
    const shop = await createShop(t.app);
    const res = await order(shop, newPhone());
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json() as Order;
    expect(placed.pickupCode).toMatch(/^\d{4}$/);
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${placed.trackingToken}` });
    expect(tracked.json().pickupCode).toBe(placed.pickupCode);
    const desk = await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders', headers: { cookie: shop.cookie } });
    expect(desk.json().find((o: Order) => o.id === placed.id).pickupCode).toBe(placed.pickupCode);
  });

  it('an order on the transaction path (an item with stock) gets one too', async () => {
    const shop = await createShop(t.app, { items: [{ name: 'Tamales', price: 4, inventoryCount: 10 }] });
    const res = await order(shop, newPhone());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pickupCode).toMatch(/^\d{4}$/);
  });
});

describe('not picked up', () => {
  it('the owner marks a ready order: cancelled, one strike; again changes nothing', async () => {
    const shop = await createShop(t.app);
    const phone = newPhone();
    const placed = await readyOrder(shop, phone);
    const res = await noShow(placed.id, shop.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: placed.id, status: 'cancelled', pickupCode: placed.pickupCode });
    expect(await strikes(phone)).toBe(1);
    const again = await noShow(placed.id, shop.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe('cancelled');
    expect(await strikes(phone)).toBe(1);
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${placed.trackingToken}` });
    expect(tracked.json().status).toBe('cancelled');
  });

  it('only from ready: a pending, a confirmed or an otherwise cancelled order is 409 not_ready', async () => {
    const shop = await createShop(t.app);
    const phone = newPhone();
    const pending = (await order(shop, phone)).json() as Order;
    const res = await noShow(pending.id, shop.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('not_ready');
    await setStatus(shop.cookie, pending.id, 'confirmed');
    expect((await noShow(pending.id, shop.cookie)).statusCode).toBe(409);
    const other = (await order(shop, phone)).json() as Order;
    await setStatus(shop.cookie, other.id, 'cancelled');
    const cancelled = await noShow(other.id, shop.cookie);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().code).toBe('not_ready');
    expect(await strikes(phone)).toBe(0);
  });

  it('owner only: another vendor gets 403, a visitor 401, an unknown order 404', async () => {
    const shop = await createShop(t.app);
    const other = await createShop(t.app);
    const phone = newPhone();
    const placed = await readyOrder(shop, phone);
    const foreign = await noShow(placed.id, other.cookie);
    expect(foreign.statusCode).toBe(403);
    expect((await noShow(placed.id)).statusCode).toBe(401);
    expect((await noShow(99_999_999, shop.cookie)).statusCode).toBe(404);
    expect(await strikes(phone)).toBe(0);
  });
});

describe('three strikes', () => {
  it('a phone with 3 no-shows in 30 days must verify first (403 verify_phone_first), on both order paths; its verified session passes', async () => {
    const shop = await createShop(t.app, {
      items: [
        { name: 'Carne Asada Taco', price: 3.5, prepTime: 10 },
        { name: 'Tamales', price: 4, inventoryCount: 50 },
      ],
    });
    const phone = newPhone();
    for (let i = 0; i < 2; i++) expect((await noShow((await readyOrder(shop, phone)).id, shop.cookie)).statusCode).toBe(200);
    // Two strikes: still fine.
    const third = await readyOrder(shop, phone);
    expect((await noShow(third.id, shop.cookie)).statusCode).toBe(200);
    expect(await strikes(phone)).toBe(3);

    const before = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from guest_preorders where phone = ${phone}`);
    const refused = await order(shop, phone);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().code).toBe('verify_phone_first');
    const refusedStock = await order(shop, phone, { item: 1 });
    expect(refusedStock.statusCode).toBe(403);
    expect(refusedStock.json().code).toBe('verify_phone_first');
    const after = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from guest_preorders where phone = ${phone}`);
    expect(after.rows[0].n).toBe(before.rows[0].n);

    // Another phone's session does not help; this phone's does.
    const otherCookie = await verifyPhone(t.app, newPhone(), twilio.fake);
    expect((await order(shop, phone, { cookie: otherCookie })).statusCode).toBe(403);
    const cookie = await verifyPhone(t.app, phone, twilio.fake);
    const allowed = await order(shop, phone, { cookie });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect((await order(shop, phone, { cookie, item: 1 })).statusCode).toBe(201);
    // Other phones order as ever.
    expect((await order(shop, newPhone())).statusCode).toBe(201);
  });

  it('the strike check and the consent stay inside the one-statement order path (no extra round trip)', async () => {
    const shop = await createShop(t.app);
    const database = t.database as unknown as { prepared: (...args: unknown[]) => Promise<unknown[]> };
    const prepared = database.prepared;
    const rows: number[] = [];
    database.prepared = async (...args: unknown[]) => {
      const answer = await prepared.apply(database, args);
      rows.push(answer.length);
      return answer;
    };
    try {
      const phone = newPhone();
      expect((await order(shop, phone)).statusCode).toBe(201);
      expect((await order(shop, phone, { notifyBySms: true })).statusCode).toBe(201);
      // Both orders were placed by the one statement (a row each), the second with its consent.
      expect(rows).toEqual([1, 1]);
      expect(await consents(phone)).toHaveLength(1);
    } finally {
      database.prepared = prepared;
    }
  });

  it('strikes older than 30 days do not count', async () => {
    const shop = await createShop(t.app);
    const phone = newPhone();
    await t.database.db.execute(sql`
      insert into no_show_strikes (phone, vendor_id, created_at)
      select ${phone}, ${shop.vendor.id}, now() - interval '31 days' from generate_series(1, 3)`);
    await t.database.db.execute(sql`insert into no_show_strikes (phone, vendor_id) values (${phone}, ${shop.vendor.id}), (${phone}, ${shop.vendor.id})`);
    expect((await order(shop, phone)).statusCode).toBe(201);
    await t.database.db.execute(sql`insert into no_show_strikes (phone, vendor_id) values (${phone}, ${shop.vendor.id})`);
    expect((await order(shop, phone)).json().code).toBe('verify_phone_first');
  });
});

describe('text consent at checkout', () => {
  it('"Text me when it’s ready" is recorded with the words shown, in the order’s language, on both order paths', async () => {
    const shop = await createShop(t.app, {
      items: [
        { name: 'Carne Asada Taco', price: 3.5, prepTime: 10 },
        { name: 'Tamales', price: 4, inventoryCount: 50 },
      ],
    });
    const english = newPhone();
    expect((await order(shop, english, { notifyBySms: true })).statusCode).toBe(201);
    const en = `${translate('en', 'phoneUi.checkout.notify')}. ${translate('en', 'streetTrust.consent.hint')}`;
    expect(await consents(english)).toEqual([{ opted_in: true, wording: en, source: 'checkout' }]);
    expect(en).toContain('Reply STOP');

    const spanish = newPhone();
    expect((await order(shop, spanish, { notifyBySms: true, language: 'es-MX,es;q=0.9', item: 1 })).statusCode).toBe(201);
    const es = `${translate('es', 'phoneUi.checkout.notify')}. ${translate('es', 'streetTrust.consent.hint')}`;
    expect(await consents(spanish)).toEqual([{ opted_in: true, wording: es, source: 'checkout' }]);

    // Without the box ticked nothing is recorded (on either path).
    const quiet = newPhone();
    expect((await order(shop, quiet)).statusCode).toBe(201);
    expect((await order(shop, quiet, { item: 1 })).statusCode).toBe(201);
    expect(await consents(quiet)).toEqual([]);
  });
});

describe('inbound texts (Twilio webhook)', () => {
  it('a forged or missing signature is 403 invalid_signature and records nothing', async () => {
    const phone = newPhone();
    const forged = await inbound(`+1${phone}`, 'STOP', 'bm90IGEgcmVhbCBzaWduYXR1cmU=');
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('invalid_signature');
    const missing = await inbound(`+1${phone}`, 'STOP', null);
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('invalid_signature');
    // Signed for another URL (a replay to another path, say).
    const form = { Body: 'STOP', From: `+1${phone}` };
    const elsewhere = twilioSignature(FAKE_TWILIO_TOKEN, `${PUBLIC_URL}/api/other`, form);
    expect((await inbound(`+1${phone}`, 'STOP', elsewhere)).statusCode).toBe(403);
    expect(await consents(phone)).toEqual([]);
  });

  it('STOP: a queued order text is never sent; START: texts again; answers in TwiML', async () => {
    const shop = await createShop(t.app);
    const phone = newPhone();
    const placed = (await order(shop, phone, { notifyBySms: true })).json() as Order;

    const stop = await inbound(`+1${phone}`, ' stop ');
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.headers['content-type']).toContain('text/xml');
    expect(stop.body).toContain('<Response><Message>Valley Eats: you will get no more texts from us.');
    expect((await consents(phone)).at(-1)).toEqual({ opted_in: false, wording: 'stop', source: 'sms' });

    await setStatus(shop.cookie, placed.id, 'confirmed');
    await outboxIdle(t.database);
    const skipped = await t.database.db.execute<{ is_sent: boolean; last_error: string | null; failed: boolean }>(
      sql`select is_sent, last_error, failed_at is not null as failed from notifications
          where guest_phone = ${phone} and channel = 'sms' and type = 'order_confirmed'`,
    );
    expect(skipped.rows).toEqual([{ is_sent: false, last_error: OPTED_OUT, failed: true }]);
    expect(twilio.fake.textsTo(phone)).toHaveLength(0);

    const start = await inbound(`+1${phone}`, 'START');
    expect(start.statusCode).toBe(200);
    expect(start.body).toContain('order texts are on again');
    expect((await consents(phone)).at(-1)).toMatchObject({ opted_in: true, source: 'sms' });
    await setStatus(shop.cookie, placed.id, 'ready');
    const ready = await twilio.fake.waitForText(phone);
    expect(ready.body).toContain('is ready for pickup');
    expect(twilio.fake.textsTo(phone)).toHaveLength(1);
  });

  it('every one of Twilio’s stop words opts out', async () => {
    for (const word of ['STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']) {
      const phone = newPhone();
      expect((await inbound(`+1${phone}`, word)).statusCode).toBe(200);
      expect(await consents(phone)).toEqual([{ opted_in: false, wording: word, source: 'sms' }]);
    }
  });

  it('HELP answers with the support line, in Spanish for a phone whose last order was in Spanish; other texts get no answer', async () => {
    const phone = newPhone();
    const help = await inbound(`+1${phone}`, 'HELP');
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain('Help: (760) 555-0199');
    expect(help.body).toContain('Reply STOP to stop');

    const shop = await createShop(t.app);
    const spanish = newPhone();
    expect((await order(shop, spanish, { language: 'es-MX,es;q=0.9' })).statusCode).toBe(201);
    const ayuda = await inbound(`+1${spanish}`, 'info');
    expect(ayuda.body).toContain('Ayuda: (760) 555-0199');
    const parar = await inbound(`+1${spanish}`, 'STOP');
    expect(parar.body).toContain('ya no recibirás mensajes');

    const chat = await inbound(`+1${phone}`, 'Is the truck at the market today?');
    expect(chat.statusCode).toBe(200);
    expect(chat.body).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    expect(await consents(phone)).toEqual([]);
  });
});
