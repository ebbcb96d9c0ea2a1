/**
 * Order texts (DESIGN §10.1, issue 15 item 6): "Text me when it's ready" (`notifyBySms`) on a guest
 * order, then a text when the vendor confirms it (with the ready time in valley time) and when it
 * is ready (with the pickup address and the vendor's instructions), in the order's language, with
 * the tracking link; nothing without the box ticked. Texts go through the outbox to the fake Twilio.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema.js';
import { setupTestApp } from '../support/app.js';
import { type FakeTwilio, startFakeTwilio } from '../support/fake-twilio.js';
import { createShop, orderBody, placeOrder } from '../support/ordering.js';

let fake: FakeTwilio;
beforeAll(async () => {
  fake = await startFakeTwilio();
});
afterAll(async () => fake?.close());

/** 20:00 UTC is 12:00 in the valley (America/Los_Angeles, standard time in November). */
const NOW = new Date('2026-11-23T20:00:00Z');
const env = () => ({
  ...fake.env,
  PUBLIC_URL: 'https://valleyeats.example',
  OUTBOX_POLL_MS: '100',
  OUTBOX_RETRY_BASE_MS: '100',
  SMS_TIMEOUT_MS: '3000',
  ORDER_RATE_LIMIT: '0',
});
// The fake starts in beforeAll; the app's env is read when the app is built (also in beforeAll, later).
const t = setupTestApp({
  get env() {
    return env();
  },
  now: () => NOW,
});

async function shopAndOrder(phone: string, options: { notifyBySms?: boolean; language?: string }) {
  const shop = await createShop(t.app, { items: [{ name: 'Carne Asada Taco', price: 3.5, prepTime: 10 }] });
  const body = orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 2 }], {
    phone,
    ...(options.notifyBySms === undefined ? {} : { notifyBySms: options.notifyBySms }),
  });
  const res = await placeOrder(t.app, body, options.language ? { 'accept-language': options.language } : {});
  expect(res.statusCode, res.body).toBe(201);
  return { shop, order: res.json() as { id: number; invoiceNumber: string; trackingToken: string; notifyBySms: boolean } };
}

async function setStatus(cookie: string, id: number, status: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/guest-preorders/${id}/status`,
    headers: { cookie },
    payload: { status },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('order texts', () => {
  it('texts an English order when it is confirmed (ready time in valley time) and ready (where to pick it up), with the tracking link', async () => {
    const phone = '7605550401';
    const { shop, order } = await shopAndOrder(phone, { notifyBySms: true });
    expect(order.notifyBySms).toBe(true);
    const link = `https://valleyeats.example/order-tracking?token=${order.trackingToken}`;

    await setStatus(shop.cookie, order.id, 'confirmed');
    const confirmed = await fake.waitForText(phone);
    expect(confirmed.body).toContain(shop.vendor.businessName);
    expect(confirmed.body).toContain(order.invoiceNumber);
    expect(confirmed.body).toContain('is confirmed');
    // Ready 10 minutes (the taco's prep time) after 12:00 valley time.
    expect(confirmed.body).toMatch(/12:10\sPM/);
    // Two tacos at $3.50, to be paid at the window.
    expect(confirmed.body).toContain('Pay $7.00 at pickup.');
    expect(confirmed.body).toContain(`Track it: ${link}`);

    await setStatus(shop.cookie, order.id, 'ready');
    const ready = await fake.waitForText(phone, { after: 1 });
    expect(ready.body).toContain('is ready for pickup at 82-500 Highway 111, Indio, CA 92201.');
    expect(ready.body).toContain('Pick up at the window');
    expect(ready.body).toContain('Pay $7.00 at pickup.');
    expect(ready.body).toContain(link);

    await setStatus(shop.cookie, order.id, 'completed');
    await new Promise((r) => setTimeout(r, 400));
    expect(fake.textsTo(phone)).toHaveLength(2);
  });

  it('texts a Spanish order in Spanish', async () => {
    const phone = '7605550402';
    const { shop, order } = await shopAndOrder(phone, { notifyBySms: true, language: 'es-MX,es;q=0.9' });
    const stored = await t.database.db.execute<{ locale: string; notify_by_sms: boolean }>(
      sql`select locale, notify_by_sms from guest_preorders where id = ${order.id}`,
    );
    expect(stored.rows[0]).toEqual({ locale: 'es', notify_by_sms: true });

    // The vendor's own language does not matter: the text follows the order's.
    await setStatus(shop.cookie, order.id, 'confirmed');
    const confirmed = await fake.waitForText(phone);
    expect(confirmed.body).toContain('está confirmado y debería estar listo alrededor de las 12:10');
    expect(confirmed.body).toContain(`Síguelo aquí: https://valleyeats.example/order-tracking?token=${order.trackingToken}`);
    expect(confirmed.body).not.toContain('Track it');

    await setStatus(shop.cookie, order.id, 'ready');
    const ready = await fake.waitForText(phone, { after: 1 });
    expect(ready.body).toContain('está listo para recoger en 82-500 Highway 111');
    expect(ready.body).toContain('Paga $7.00 al recoger.');
  });

  it('sends no text without notifyBySms (the default), and none for a cancelled order', async () => {
    const quiet = '7605550403';
    const { shop, order } = await shopAndOrder(quiet, {});
    expect(order.notifyBySms).toBe(false);
    await setStatus(shop.cookie, order.id, 'confirmed');
    await setStatus(shop.cookie, order.id, 'ready');

    const cancelledPhone = '7605550404';
    const cancelled = await shopAndOrder(cancelledPhone, { notifyBySms: true });
    await setStatus(cancelled.shop.cookie, cancelled.order.id, 'cancelled');

    // A later text that is sent shows the worker has run past these changes.
    const marker = await shopAndOrder('7605550405', { notifyBySms: true });
    await setStatus(marker.shop.cookie, marker.order.id, 'confirmed');
    await fake.waitForText('7605550405');

    expect(fake.textsTo(quiet)).toHaveLength(0);
    expect(fake.textsTo(cancelledPhone)).toHaveLength(0);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.channel, 'sms'), eq(notifications.guestPhone, quiet)));
    expect(rows).toHaveLength(0);
  });

  it('records the sent texts in the outbox', async () => {
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.channel, 'sms'), eq(notifications.guestPhone, '7605550401')));
    expect(rows.map((r) => r.type).sort()).toEqual(['order_confirmed', 'order_ready']);
    expect(rows.every((r) => r.isSent && r.providerId?.startsWith('SM'))).toBe(true);
  });
  it('refuses "Text me" to a number the valley does not text (issue 43): 400 phone_not_served, no order; without the box it is placed', async () => {
    const shop = await createShop(t.app, { items: [{ name: 'Carne Asada Taco', price: 3.5, prepTime: 10 }] });
    const count = async () =>
      Number((await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from guest_preorders where vendor_id = ${shop.vendor.id}`)).rows[0].n);
    // A Jamaican (876), a premium (900) and a toll-free (800) number: SMS pumping pays on them.
    for (const phone of ['(876) 555-0123', '900-555-0123', '1 800 555 0123']) {
      const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone, notifyBySms: true }));
      expect(res.statusCode, phone).toBe(400);
      expect(res.json()).toMatchObject({ code: 'phone_not_served', message: expect.stringContaining('US and Canadian numbers') });
    }
    expect(await count()).toBe(0);
    // The same number may still order for pickup: only the texts are refused.
    const placed = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: '(876) 555-0123' }));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await count()).toBe(1);
    expect(fake.textsTo('8765550123')).toHaveLength(0);
  });
});
