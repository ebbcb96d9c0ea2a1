/**
 * Unanswered orders escalate (issue 41 item 3, docs/decisions/0050-festival-night.md), on a
 * controlled clock: 2 minutes pending → the vendor's inbox; 5 → one text to the vendor's phone;
 * 10 → online ordering pauses itself until closing and the customers waiting there are told (the
 * tracking page, and a text for those who asked for texts).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../src/server/config.js';
import { escalationTick } from '../../src/server/escalation/escalate.js';
import type { PreorderEvent } from '../../src/server/realtime/hub.js';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import type { Cookie } from '../support/factories.js';
import { createShop, enterWalkUp, orderBody, placeOrder } from '../support/ordering.js';
import { fakeTwilioForFile, outboxIdle } from '../support/phone.js';
import { forwardClock } from '../support/clock.js';

// Friday 27 November 2026, 5:00 PM in the valley (PST, UTC-8); the shops are open around the
// clock, so ordering pauses until the next 04:00 (12:00Z).
const T0 = Date.parse('2026-11-28T01:00:00Z');
const NEXT_4AM = '2026-11-28T12:00:00.000Z';
const clock = forwardClock(T0);
const { at, set: setClock } = clock;

const env: Record<string, string | undefined> = {
  OUTBOX_POLL_MS: '100',
  SMS_TIMEOUT_MS: '3000',
  ACCEPT_ALERT_MINUTES: '2',
  ACCEPT_TEXT_MINUTES: '5',
  ACCEPT_PAUSE_MINUTES: '10',
  ...NO_ORDER_LIMITS,
};
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ env, now: clock.now });

type Shop = Awaited<ReturnType<typeof createShop>>;
let phoneSeq = 3000;
const nextPhone = () => `760555${String(phoneSeq++).padStart(4, '0')}`;

const events: PreorderEvent[] = [];
let unsubscribe: (() => void) | undefined;
beforeAll(() => {
  unsubscribe = t.app.realtime.onEvent((e) => void events.push(e));
});
afterAll(() => unsubscribe?.());

function order(s: Shop, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return placeOrder(t.app, orderBody(s.vendor.id, [{ item: s.items[0], quantity: 1 }], { phone: nextPhone(), ...overrides }), headers);
}
/** One round, as the worker's tick runs it (the tests call it at the minutes they mean; the tick runs beside). */
const round = () => escalationTick(t.app);
async function inbox(vendorId: number, type: string) {
  const r = await t.database.db.execute<{ message: string; metadata: Record<string, unknown> }>(
    sql`select message, metadata from notifications where vendor_id = ${vendorId} and channel = 'inbox' and type = ${type} order by id`,
  );
  return r.rows;
}
async function texts(type: string, phone?: string) {
  const r = await t.database.db.execute<{ message: string; guest_phone: string }>(
    sql`select message, guest_phone from notifications where channel = 'sms' and type = ${type}
        ${phone ? sql`and guest_phone = ${phone}` : sql``} order by id`,
  );
  return r.rows;
}
async function stored(vendorId: number) {
  const r = await t.database.db.execute<{ paused_until: string | null; pause_reason: string | null }>(
    sql`select paused_until, pause_reason from vendors where id = ${vendorId}`,
  );
  return r.rows[0];
}
const track = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/track/${token}` })).json();
const setStatus = (id: number, status: string, cookie: Cookie) =>
  t.app.inject({ method: 'PUT', url: `/api/guest-preorders/${id}/status`, payload: { status }, headers: { cookie } });

describe('an order nobody answers', () => {
  it('tells the inbox at 2 minutes, texts the vendor once at 5, pauses ordering at 10 and tells every waiting customer', async () => {
    setClock(0);
    const shop = await createShop(t.app);
    const vendorPhone = '7605550198'; // the shop's profile number (test/support/factories.ts)
    const texting = nextPhone();
    const first = (await order(shop, { phone: texting, notifyBySms: true }, { 'accept-language': 'es' })).json();
    expect(first.status).toBe('pending');

    setClock(1);
    await round();
    expect(await inbox(shop.vendor.id, 'order_unanswered')).toHaveLength(0);

    setClock(2);
    await round();
    await round(); // once per order
    const alerts = await inbox(shop.vendor.id, 'order_unanswered');
    expect(alerts).toHaveLength(1);
    expect(alerts[0].message).toBe(`Order ${first.invoiceNumber} has waited 2 minutes for an answer. Accept it or say no on your order desk.`);
    // The desk reads it in its own language (the values are kept).
    const desk = await t.app.inject({ method: 'GET', url: '/api/my-vendor/inbox', headers: { cookie: shop.cookie, 'accept-language': 'es' } });
    expect(desk.json().entries.find((e: { type: string }) => e.type === 'order_unanswered')?.values).toMatchObject({
      invoice: first.invoiceNumber,
      minutes: 2,
    });

    setClock(3);
    const quiet = await order(shop, { notifyBySms: false });
    const second = (await order(shop, { notifyBySms: true })).json();
    expect(quiet.statusCode).toBe(201);

    setClock(5);
    await round();
    expect(await inbox(shop.vendor.id, 'order_unanswered')).toHaveLength(3);
    const vendorTexts = await texts('order_unanswered_text');
    expect(vendorTexts).toHaveLength(1);
    expect(vendorTexts[0].guest_phone).toBe(vendorPhone);
    expect(vendorTexts[0].message).toBe(
      `Valley Eats: ${shop.vendor.businessName}, order ${first.invoiceNumber} has waited 5 min for an answer. Open your order desk. Online ordering pauses itself at 10 min.`,
    );
    // The later orders reach 5 minutes within 5 minutes of that text: no second text.
    setClock(8);
    await round();
    expect(await texts('order_unanswered_text')).toHaveLength(1);
    expect((await order(shop)).statusCode).toBe(201);
    expect((await track(first.trackingToken)).unanswered).toBe(false);

    const seen = events.length;
    setClock(10);
    await round();
    expect(await stored(shop.vendor.id)).toMatchObject({ pause_reason: 'unanswered' });
    const refused = await order(shop);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ordering_paused', pausedUntil: NEXT_4AM });
    const own = await t.app.inject({ method: 'GET', url: '/api/my-vendor', headers: { cookie: shop.cookie } });
    expect(own.json().vendor).toMatchObject({ pausedUntil: NEXT_4AM, pauseReason: 'unanswered' });
    const pausedNotice = await inbox(shop.vendor.id, 'unanswered');
    expect(pausedNotice).toHaveLength(1);
    expect(pausedNotice[0].metadata).toMatchObject({ invoice: first.invoiceNumber, minutes: 10, pausedUntil: NEXT_4AM });
    // Every customer waiting there is told, the youngest too, on the tracking page and live.
    expect((await track(first.trackingToken)).unanswered).toBe(true);
    expect((await track(second.trackingToken)).unanswered).toBe(true);
    expect(events.slice(seen)).toContainEqual(expect.objectContaining({ kind: 'delay', trackingToken: second.trackingToken }));
    // Texts only to those who asked for them, in their language.
    const told = await twilio.fake.waitForText(texting);
    expect(told.body).toContain(`todavía no ha respondido el pedido ${first.invoiceNumber}`);
    expect(await texts('order_unanswered_customer', second.phone)).toHaveLength(1);
    expect(await texts('order_unanswered_customer', quiet.json().phone)).toEqual([]);

    // Once: another round pauses nothing more and tells nobody twice.
    await round();
    expect(await inbox(shop.vendor.id, 'unanswered')).toHaveLength(1);
    expect(await texts('order_unanswered_customer')).toHaveLength(2);

    // The vendor answers: that order is no longer "unanswered"; Resume takes orders again and the
    // orders that already paused it do not pause it again.
    expect((await setStatus(first.id, 'confirmed', shop.cookie)).statusCode).toBe(200);
    expect((await track(first.trackingToken)).unanswered).toBe(false);
    const resume = await t.app.inject({
      method: 'PUT',
      url: `/api/vendors/${shop.vendor.id}/ordering`,
      payload: { pausedUntil: null, extraPrepMinutes: 0 },
      headers: { cookie: shop.cookie },
    });
    expect(resume.json().pauseReason).toBeNull();
    setClock(12);
    await round();
    expect(await stored(shop.vendor.id)).toMatchObject({ paused_until: null });
    expect((await order(shop)).statusCode).toBe(201);
    await outboxIdle(t.database);
  });

  it('leaves walk-ups, answered orders and yesterday’s orders alone, and keeps a running pause', async () => {
    setClock(60);
    const shop = await createShop(t.app);
    const answered = (await order(shop)).json();
    expect((await setStatus(answered.id, 'confirmed', shop.cookie)).statusCode).toBe(200);
    const walkUp = await enterWalkUp(t.app, shop.cookie, shop.items[0]);
    expect(walkUp.statusCode, walkUp.body).toBe(201);
    // An order from before the latest 04:00 (the server was away): not today's.
    const old = (await order(shop)).json();
    await t.database.db.execute(sql`update guest_preorders set created_at = ${at(-14 * 60).toISOString()}::timestamptz where id = ${old.id}`);
    setClock(90);
    await round();
    expect(await inbox(shop.vendor.id, 'order_unanswered')).toHaveLength(0);
    expect(await stored(shop.vendor.id)).toMatchObject({ paused_until: null });

    // Paused by the vendor itself until 6:30 PM: an overdue order tells its customer, the pause stays the vendor's.
    const waiting = (await order(shop)).json();
    const until = at(150).toISOString();
    await t.app.inject({ method: 'PUT', url: `/api/vendors/${shop.vendor.id}/ordering`, payload: { pausedUntil: until, extraPrepMinutes: 0 }, headers: { cookie: shop.cookie } });
    setClock(101);
    await round();
    expect(await stored(shop.vendor.id)).toMatchObject({ pause_reason: 'vendor' });
    expect(new Date((await stored(shop.vendor.id)).paused_until ?? 0).toISOString()).toBe(until);
    expect(await inbox(shop.vendor.id, 'unanswered')).toHaveLength(0);
    expect((await track(waiting.trackingToken)).unanswered).toBe(true);
    await outboxIdle(t.database);
  });

  it('runs on the outbox worker’s tick, and of two rounds at once one pauses and tells', async () => {
    setClock(200);
    const shop = await createShop(t.app);
    const twin = await createShop(t.app);
    expect((await order(shop)).statusCode).toBe(201);
    expect((await order(twin)).statusCode).toBe(201);
    setClock(211);
    // Two rounds at once (and the worker's own tick beside them): one pause, one notice.
    await Promise.all([round(), round()]);
    expect(await inbox(twin.vendor.id, 'unanswered')).toHaveLength(1);
    // Nobody calls a round for the other shop: the worker's tick pauses it.
    await expect.poll(async () => (await stored(shop.vendor.id)).pause_reason, { timeout: 10_000 }).toBe('unanswered');
    expect(await inbox(shop.vendor.id, 'unanswered')).toHaveLength(1);
    await outboxIdle(t.database);
  });
});

describe('the settings', () => {
  it('take the steps in order; 0 turns one off', () => {
    expect(() => testConfig({ ACCEPT_ALERT_MINUTES: '5', ACCEPT_TEXT_MINUTES: '5', ACCEPT_PAUSE_MINUTES: '10' })).toThrow(/ACCEPT_TEXT_MINUTES/);
    expect(() => testConfig({ ACCEPT_ALERT_MINUTES: '2', ACCEPT_TEXT_MINUTES: '0', ACCEPT_PAUSE_MINUTES: '1' })).toThrow(/ACCEPT_PAUSE_MINUTES/);
    expect(testConfig({ ACCEPT_ALERT_MINUTES: '2', ACCEPT_TEXT_MINUTES: '0', ACCEPT_PAUSE_MINUTES: '10' }).ACCEPT_TEXT_MINUTES).toBe(0);
  });
});
