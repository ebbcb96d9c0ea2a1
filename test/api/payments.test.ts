/**
 * Paying when you order with Square (DESIGN §11, issue 40) against a fake Square on 127.0.0.1
 * (test/support/fake-square.ts): connecting (OAuth state bound to vendor and session, single use,
 * tokens sealed at rest, refreshed, revoked on disconnect), the paid checkout through the one
 * order path (declines and outages keep no order and take no stock, a retry never charges twice),
 * signed webhooks applied once, refunds on cancel and by hand, and "Mark paid".
 */
import { sql } from 'drizzle-orm';
import { formatMoney } from '../../src/shared/money.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowServerErrors, setupTestApp } from '../support/app.js';
import { signUpVendor } from '../support/factories.js';
import { FAKE_SQUARE_TOKEN_KEY, squareSignature, startFakeSquare } from '../support/fake-square.js';
import { createShop, enterWalkUp, moveOrder, orderBody, placeOrder } from '../support/ordering.js';
import { reconcile, squareKey } from '../../src/server/payments/checkout.js';
import { changePreorderStatus } from '../../src/server/preorders/queries.js';
import { changeOrderStatus, recoverOrderEvents } from '../../src/server/preorders/status-change.js';
import { open } from '../../src/server/payments/secret-box.js';

const square = await startFakeSquare();
const PUBLIC_URL = 'https://valleyeats.example';
const t = setupTestApp({ env: { ...square.env, PUBLIC_URL } });
square.redirectUrl = `${PUBLIC_URL}/api/payments/square/callback`;
afterAll(() => square.close());

type Shop = Awaited<ReturnType<typeof createShop>>;
let shop: Shop;

/** Clicks Connect, passes Square's page (the fake grants at once) and lands on the callback. */
async function connect(cookie: string) {
  const start = await t.app.inject({ method: 'GET', url: '/api/my-vendor/square/connect', headers: { cookie } });
  expect(start.statusCode, start.body).toBe(302);
  const granted = await fetch(String(start.headers.location), { redirect: 'manual' });
  expect(granted.status).toBe(302);
  const back = new URL(String(granted.headers.get('location')));
  return t.app.inject({ method: 'GET', url: back.pathname + back.search, headers: { cookie } });
}

let keyCounter = 0;
const newKey = () => `checkout-${Date.now()}-${++keyCounter}`;

function paidBody(s: Shop, sourceId = 'cnon:card-nonce-ok', extra: Record<string, unknown> = {}) {
  return orderBody(s.vendor.id, [{ item: s.items[0], quantity: 2 }, { item: s.items[1], quantity: 1 }], {
    paymentMethod: 'square',
    payment: { sourceId },
    ...extra,
  });
}

async function stockOf(itemId: number) {
  return (await t.database.db.execute<{ n: number | null }>(sql`select inventory_count as n from menu_items where id = ${itemId}`)).rows[0].n;
}
async function orderCount(vendorId: number) {
  return (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from guest_preorders where vendor_id = ${vendorId}`)).rows[0].n;
}

beforeAll(async () => {
  shop = await createShop(t.app, {
    items: [
      { name: 'Carne Asada Taco', price: 3.5, prepTime: 10, inventoryCount: 20 },
      { name: 'Date Shake', price: 7.25, prepTime: 5 },
    ],
  });
});

describe('connecting a Square account', () => {
  it('is "not connected" first, and the vendor page offers no online payment', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/my-vendor/square', headers: { cookie: shop.cookie } });
    expect(res.json()).toEqual({ enabled: true, connected: false, merchantId: null, locationId: null, locationName: null, prepay: 'never' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}` });
    expect(detail.json().payOnline).toBeNull();
  });

  it('sends the owner to Square with a state, and the callback keeps the tokens sealed', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/my-vendor/square/connect', headers: { cookie: shop.cookie } });
    const to = new URL(String(start.headers.location));
    expect(to.origin + to.pathname).toBe(`${square.url}/oauth2/authorize`);
    expect(to.searchParams.get('client_id')).toBe(square.env.SQUARE_APPLICATION_ID);
    expect(to.searchParams.get('session')).toBe('false');
    expect(to.searchParams.get('scope')).toContain('PAYMENTS_WRITE');
    expect(to.searchParams.get('state')?.length).toBeGreaterThan(20);

    const res = await connect(shop.cookie);
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toBe('/vendor-dashboard?square=connected');
    const status = await t.app.inject({ method: 'GET', url: '/api/my-vendor/square', headers: { cookie: shop.cookie } });
    expect(status.json()).toEqual({ enabled: true, connected: true, merchantId: square.merchantId, locationId: square.location.id, locationName: square.location.name, prepay: 'never' });

    // At rest: no token in the clear, and the sealed one opens only with the key.
    const row = (await t.database.db.execute<{ a: string; r: string }>(sql`select access_token_enc as a, refresh_token_enc as r from vendor_square_connections where vendor_id = ${shop.vendor.id}`)).rows[0];
    const issued = square.tokens.at(-1)!;
    expect(row.a).not.toContain(issued.accessToken);
    expect(open(FAKE_SQUARE_TOKEN_KEY, row.a)).toBe(issued.accessToken);
    expect(open('00'.repeat(32), row.a)).toBeNull();
    // Every /v2 request carried Square-Version.
    expect(square.requests.filter((r) => r.path.startsWith('/v2/')).every((r) => r.squareVersion === '2025-01-23')).toBe(true);

    const detail = await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}` });
    expect(detail.json().payOnline).toEqual({ provider: 'square', prepay: 'never', applicationId: square.env.SQUARE_APPLICATION_ID, locationId: square.location.id, sdkUrl: square.sdkUrl });
    expect(detail.body).not.toContain(issued.accessToken);
  });

  it('refuses a reused state, another session’s state and a made-up one: 400 invalid_state', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/my-vendor/square/connect', headers: { cookie: shop.cookie } });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const other = await signUpVendor(t.app);
    const stolen = await t.app.inject({ method: 'GET', url: `/api/payments/square/callback?code=${square.issueCode()}&state=${state}`, headers: { cookie: other.cookie } });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().code).toBe('invalid_state');
    // Spent by the attempt above: single use, even for its own session.
    const reused = await t.app.inject({ method: 'GET', url: `/api/payments/square/callback?code=${square.issueCode()}&state=${state}`, headers: { cookie: shop.cookie } });
    expect(reused.json().code).toBe('invalid_state');
    const made = await t.app.inject({ method: 'GET', url: '/api/payments/square/callback?code=x&state=made-up', headers: { cookie: shop.cookie, 'accept-language': 'es' } });
    expect(made.statusCode).toBe(400);
    expect(made.json().message).toMatch(/ya no es válido/);
    expect((await t.app.inject({ method: 'GET', url: '/api/my-vendor/square/connect' })).statusCode).toBe(401);
  });

  it('refreshes a token about to expire before using it', async () => {
    const before = square.tokens.filter((x) => !x.revoked).length;
    await t.database.db.execute(sql`update vendor_square_connections set expires_at = now() + interval '1 day' where vendor_id = ${shop.vendor.id}`);
    const res = await placeOrder(t.app, paidBody(shop), { 'idempotency-key': newKey() });
    expect(res.statusCode, res.body).toBe(201);
    expect(square.requests.some((r) => r.path === '/oauth2/token' && (r.body as { grant_type: string }).grant_type === 'refresh_token')).toBe(true);
    expect(square.tokens.filter((x) => !x.revoked).length).toBe(before);
    const expires = (await t.database.db.execute<{ e: Date }>(sql`select expires_at as e from vendor_square_connections where vendor_id = ${shop.vendor.id}`)).rows[0].e;
    expect(new Date(expires).getTime()).toBeGreaterThan(Date.now() + 20 * 24 * 3600_000);
  });
});

describe('paying when you order', () => {
  it('charges the server’s total and tip, and lands a paid order with a PICKUP order at Square', async () => {
    const key = newKey();
    const stock = await stockOf(shop.items[0].id);
    const res = await placeOrder(t.app, paidBody(shop, 'cnon:card-nonce-ok', { tipCents: 215 }), { 'idempotency-key': key });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ paymentStatus: 'paid', totalAmount: '14.25', payment: { tipAmount: '2.15' } });
    const payment = square.payments.find((p) => p.id === order.payment.paymentId)!;
    expect(payment).toMatchObject({ status: 'COMPLETED', amount_money: { amount: 1425, currency: 'USD' }, tip_money: { amount: 215 }, reference_id: order.invoiceNumber });
    expect(order.payment.receiptUrl).toBe(payment.receipt_url);
    const sqOrder = square.orders.find((o) => o.id === payment.order_id)!;
    expect(sqOrder.reference_id).toBe(order.invoiceNumber);
    expect(sqOrder.line_items.map((l) => [l.name, l.quantity, l.base_price_money.amount])).toEqual([
      ['Carne Asada Taco', '2', 350],
      ['Date Shake', '1', 725],
    ]);
    expect(sqOrder.fulfillments).toEqual([expect.objectContaining({ type: 'PICKUP', pickup_details: expect.objectContaining({ recipient: expect.objectContaining({ display_name: 'Lupe Ortiz' }) }) })]);
    expect(await stockOf(shop.items[0].id)).toBe(stock! - 2);

    // The same checkout again (an answer lost in transit): the same order, no second charge.
    const charges = square.paymentRequests().length;
    const again = await placeOrder(t.app, paidBody(shop, 'cnon:card-nonce-ok', { tipCents: 215 }), { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(order.id);
    expect(square.paymentRequests().length).toBe(charges);
    expect(square.payments.filter((p) => p.status === 'COMPLETED' && p.reference_id === order.invoiceNumber)).toHaveLength(1);

    // The desk sees it paid.
    const desk = await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders', headers: { cookie: shop.cookie } });
    expect(desk.json().find((o: { id: number }) => o.id === order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('a decline keeps no order and takes no stock: 402 payment_declined with the reason, in the reader’s language', async () => {
    const stock = await stockOf(shop.items[0].id);
    const count = await orderCount(shop.vendor.id);
    const declined = await placeOrder(t.app, paidBody(shop, 'cnon:card-nonce-declined'), { 'idempotency-key': newKey() });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'payment_declined', reason: 'CARD_DECLINED' });
    const cvv = await placeOrder(t.app, paidBody(shop, 'cnon:card-nonce-rejected-cvv'), { 'idempotency-key': newKey(), 'accept-language': 'es' });
    expect(cvv.statusCode).toBe(402);
    expect(cvv.json()).toMatchObject({ code: 'payment_declined', reason: 'CVV_FAILURE' });
    expect(cvv.json().message).toMatch(/CVV/);
    expect(cvv.json().message).toMatch(/No se hizo el pedido/);
    expect(await stockOf(shop.items[0].id)).toBe(stock);
    expect(await orderCount(shop.vendor.id)).toBe(count);
  });

  it('the same checkout key with a new card after a decline is charged once', async () => {
    const key = newKey();
    expect((await placeOrder(t.app, paidBody(shop, 'cnon:card-nonce-declined'), { 'idempotency-key': key })).statusCode).toBe(402);
    const ok = await placeOrder(t.app, paidBody(shop), { 'idempotency-key': key });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().paymentStatus).toBe('paid');
  });

  it('Square unreachable keeps no order: 502 payment_unavailable; the retry with the same key succeeds once', async () => {
    allowServerErrors(502);
    const stock = await stockOf(shop.items[0].id);
    const count = await orderCount(shop.vendor.id);
    const key = newKey();
    square.setMode({ kind: 'fail', status: 503 }, /^\/v2\/payments$/);
    const down = await placeOrder(t.app, paidBody(shop), { 'idempotency-key': key });
    square.setMode({ kind: 'ok' });
    expect(down.statusCode).toBe(502);
    expect(down.json().code).toBe('payment_unavailable');
    expect(await stockOf(shop.items[0].id)).toBe(stock);
    expect(await orderCount(shop.vendor.id)).toBe(count);
    const retried = await placeOrder(t.app, paidBody(shop), { 'idempotency-key': key });
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await orderCount(shop.vendor.id)).toBe(count + 1);
  });

  it('asks for an Idempotency-Key, and refuses a vendor not connected', async () => {
    const noKey = await placeOrder(t.app, paidBody(shop));
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().code).toBe('idempotency_key_required');
    const other = await createShop(t.app);
    const res = await placeOrder(t.app, paidBody(other), { 'idempotency-key': newKey() });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('payments_not_connected');
    const tip = await placeOrder(t.app, paidBody(shop, 'cnon:card-nonce-ok', { tipCents: 1.5 }), { 'idempotency-key': newKey() });
    expect(tip.statusCode).toBe(400);
  });

  it('an order that fails its checks is not charged (stock too short: 409 before Square is asked)', async () => {
    const charges = square.paymentRequests().length;
    const body = orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 99 }], { paymentMethod: 'square', payment: { sourceId: 'cnon:card-nonce-ok' } });
    const res = await placeOrder(t.app, body, { 'idempotency-key': newKey() });
    expect(res.statusCode).toBe(409);
    expect(square.paymentRequests().length).toBe(charges);
  });
});

describe('webhooks, refunds and Mark paid', () => {
  const hook = () => `${PUBLIC_URL}/api/payments/square/webhook`;
  const post = (event: Record<string, unknown>, signature?: string) => {
    const body = JSON.stringify(event);
    return t.app.inject({
      method: 'POST',
      url: '/api/payments/square/webhook',
      headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': signature ?? sign(body) },
      payload: body,
    });
  };
  const sign = (body: string) => squareSignature(square.env.SQUARE_WEBHOOK_SIGNATURE_KEY, hook(), body);

  it('refuses a body that is not JSON, or poisons a prototype, with 400 invalid_json like any other route (signed or not)', async () => {
    for (const body of ['{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', '{not json']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/square/webhook',
        headers: { 'content-type': 'application/json', 'x-square-hmacsha256-signature': sign(body) },
        payload: body,
      });
      expect(res.statusCode, body).toBe(400);
      expect(res.json().code).toBe('invalid_json');
    }
  });

  it('refuses a bad signature (403 invalid_signature, nothing written) and applies each event once', async () => {
    const placed = (await placeOrder(t.app, paidBody(shop), { 'idempotency-key': newKey() })).json();
    const event = { merchant_id: square.merchantId, type: 'payment.updated', event_id: `evt-${placed.id}`, created_at: new Date().toISOString(), data: { type: 'payment', id: placed.payment.paymentId, object: { payment: { id: placed.payment.paymentId, status: 'FAILED' } } } };
    const bad = await post(event, 'bm90IGEgc2lnbmF0dXJl');
    expect(bad.statusCode).toBe(403);
    expect(bad.json().code).toBe('invalid_signature');
    const status = async () => (await t.database.db.execute<{ s: string }>(sql`select payment_status as s from guest_preorders where id = ${placed.id}`)).rows[0].s;
    expect(await status()).toBe('paid');
    const first = await post(event);
    expect(first.json()).toEqual({ applied: true });
    expect(await status()).toBe('payment_failed');
    // Put back by hand; the same event again changes nothing.
    await t.database.db.execute(sql`update guest_preorders set payment_status = 'paid' where id = ${placed.id}`);
    expect((await post(event)).json()).toEqual({ applied: false });
    expect(await status()).toBe('paid');
    // refund.updated COMPLETED → refunded.
    const refunded = await post({ ...event, event_id: `evt-r-${placed.id}`, type: 'refund.updated', data: { type: 'refund', id: 'r1', object: { refund: { id: 'r1', payment_id: placed.payment.paymentId, status: 'COMPLETED' } } } });
    expect(refunded.json()).toEqual({ applied: true });
    expect(await status()).toBe('refunded');
  });

  it('the confirmation text of a paid order says it is paid; a pay-at-pickup one says how much to bring', async () => {
    // Date shakes (no stock count): the stock of tacos is the later tests'.
    const shake = (extra: Record<string, unknown>) =>
      orderBody(shop.vendor.id, [{ item: shop.items[1], quantity: 1 }], { paymentMethod: 'square', payment: { sourceId: 'cnon:card-nonce-ok' }, ...extra });
    const paid = (await placeOrder(t.app, shake({ notifyBySms: true }), { 'idempotency-key': newKey() })).json();
    const cash = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[1], quantity: 1 }], { notifyBySms: true }))).json();
    await moveOrder(t.app, shop.cookie, paid.id, ['confirmed']);
    await moveOrder(t.app, shop.cookie, cash.id, ['confirmed']);
    const text = async (id: number) =>
      (await t.database.db.execute<{ message: string }>(sql`select message from notifications where type = 'order_confirmed' and (metadata->>'preorderId')::int = ${id}`)).rows.map((r) => r.message);
    expect(await text(paid.id)).toEqual([expect.stringContaining('Paid online.')]);
    expect((await text(paid.id))[0]).not.toContain('at pickup');
    expect(await text(cash.id)).toEqual([expect.stringContaining(`Pay ${formatMoney(cash.totalAmount, 'en-US')} at pickup.`)]);
  });

  it('analytics count the money collected and the tips apart; a refunded order leaves both', async () => {
    const perf = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}/analytics/performance?days=7`, headers: { cookie: shop.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { collected: string; tips: string };
    };
    const before = await perf();
    const cents = (v: string) => Math.round(Number(v) * 100);
    const body = orderBody(shop.vendor.id, [{ item: shop.items[1], quantity: 1 }], { paymentMethod: 'square', payment: { sourceId: 'cnon:card-nonce-ok' }, tipCents: 250 });
    const placed = (await placeOrder(t.app, body, { 'idempotency-key': newKey() })).json();
    const after = await perf();
    expect(cents(after.collected) - cents(before.collected)).toBe(cents(placed.totalAmount));
    expect(cents(after.tips) - cents(before.tips)).toBe(250);
    const refund = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${placed.id}/refund`, headers: { cookie: shop.cookie } });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await perf()).toEqual(expect.objectContaining({ collected: before.collected, tips: before.tips }));
  });

  it('cancelling a paid order refunds it in full and texts the customer', async () => {
    const placed = (await placeOrder(t.app, paidBody(shop, 'cnon:card-nonce-ok', { tipCents: 300, notifyBySms: true }), { 'idempotency-key': newKey() })).json();
    await moveOrder(t.app, shop.cookie, placed.id, ['cancelled']);
    const refund = square.refunds.find((r) => r.payment_id === placed.payment.paymentId);
    expect(refund?.amount_money).toEqual({ amount: 1725, currency: 'USD' });
    const row = (await t.database.db.execute<{ s: string }>(sql`select payment_status as s from guest_preorders where id = ${placed.id}`)).rows[0];
    expect(row.s).toBe('refunded');
    const texts = await t.database.db.execute<{ message: string }>(sql`select message from notifications where type = 'order_refunded' and (metadata->>'preorderId')::int = ${placed.id}`);
    expect(texts.rows.map((r) => r.message)).toEqual([expect.stringContaining('$17.25 was refunded')]);
    // By hand again: already refunded.
    const again = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${placed.id}/refund`, headers: { cookie: shop.cookie } });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('already_refunded');
  });

  it('a paid order cancelled by a process that died after the commit is refunded by the worker, once', async () => {
    const placed = (await placeOrder(t.app, paidBody(shop, 'cnon:card-nonce-ok', { notifyBySms: true }), { 'idempotency-key': newKey() })).json();
    await changeOrderStatus(
      t.app,
      (onChanged, now) => changePreorderStatus(t.database.db, placed.id, 'cancelled', { now, onChanged }),
      { runAfterCommit: false },
    );
    const refunds = () => square.refunds.filter((r) => r.payment_id === placed.payment.paymentId);
    const paymentStatus = async () => (await t.database.db.execute<{ s: string }>(sql`select payment_status as s from guest_preorders where id = ${placed.id}`)).rows[0].s;
    expect(refunds()).toEqual([]);
    expect(await paymentStatus()).toBe('paid');
    // Once the lease of the instance that died has run out, any worker's round refunds it.
    await t.database.db.execute(sql`update order_events set lease_until = now() - interval '1 second' where preorder_id = ${placed.id}`);
    while ((await recoverOrderEvents(t.app)) > 0);
    expect(refunds()).toHaveLength(1);
    expect(await paymentStatus()).toBe('refunded');
    // Run again (the worker died before recording it done): Square is not asked twice.
    await t.database.db.execute(sql`update order_events set processed_at = null, lease_until = now() - interval '1 second' where preorder_id = ${placed.id}`);
    while ((await recoverOrderEvents(t.app)) > 0);
    expect(refunds()).toHaveLength(1);
    const texts = await t.database.db.execute<{ message: string }>(sql`select message from notifications where type = 'order_refunded' and (metadata->>'preorderId')::int = ${placed.id}`);
    expect(texts.rows).toHaveLength(1);
  });

  it('refunds by hand (owner only) and marks a pay-at-pickup order paid', async () => {
    const placed = (await placeOrder(t.app, paidBody(shop), { 'idempotency-key': newKey() })).json();
    const other = await signUpVendor(t.app);
    const stranger = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${placed.id}/refund`, headers: { cookie: other.cookie } });
    expect(stranger.statusCode).toBe(403);
    const res = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${placed.id}/refund`, headers: { cookie: shop.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentStatus).toBe('refunded');
    expect(square.refunds.filter((r) => r.payment_id === placed.payment.paymentId)).toHaveLength(1);

    const cash = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[1], quantity: 1 }]))).json();
    expect(cash.paymentStatus).toBe('pending');
    expect((await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${cash.id}/refund`, headers: { cookie: shop.cookie } })).json().code).toBe('not_paid_online');
    // Not before the vendor has confirmed it (its customer may still cancel it)…
    const early = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${cash.id}/paid`, headers: { cookie: shop.cookie } });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'order_not_confirmed', message: 'Confirm the order before marking it paid; a cancelled order cannot be marked paid' });
    const setStatus = (id: number, status: string) =>
      t.app.inject({ method: 'PUT', url: `/api/guest-preorders/${id}/status`, headers: { cookie: shop.cookie }, payload: { status } });
    expect((await setStatus(cash.id, 'confirmed')).statusCode).toBe(200);
    const paid = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${cash.id}/paid`, headers: { cookie: shop.cookie } });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().paymentStatus).toBe('paid');
    const twice = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${cash.id}/paid`, headers: { cookie: shop.cookie } });
    expect(twice.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${cash.id}/paid`, headers: { cookie: other.cookie } })).statusCode).toBe(403);
    // …and never on a cancelled order: nothing changes.
    const dropped = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[1], quantity: 1 }]))).json();
    expect((await setStatus(dropped.id, 'cancelled')).statusCode).toBe(200);
    const late = await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${dropped.id}/paid`, headers: { cookie: shop.cookie } });
    expect(late.json().code).toBe('order_not_confirmed');
    const [row] = (await t.database.db.execute<{ payment_status: string }>(sql`select payment_status from guest_preorders where id = ${dropped.id}`)).rows;
    expect(row.payment_status).toBe('pending');
  });

  it('after a crash between the charge and the commit, reconcile places the paid order once (same keys, no second charge)', async () => {
    const key = newKey();
    const body = paidBody(shop);
    const token = square.tokens.filter((x) => !x.revoked).at(-1)!.accessToken;
    const headers = { authorization: `Bearer ${token}`, 'square-version': '2025-01-23', 'content-type': 'application/json' };
    const invoice = 'INV-CRASH1';
    // What the first try did before the process died: Square's order and the payment, with the keys derived from the order's key.
    const sqOrder = await (
      await fetch(`${square.url}/v2/orders`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          idempotency_key: squareKey('order', key),
          order: { location_id: square.location.id, reference_id: invoice, line_items: [{ name: 'Carne Asada Taco', quantity: '2', base_price_money: { amount: 350, currency: 'USD' } }, { name: 'Date Shake', quantity: '1', base_price_money: { amount: 725, currency: 'USD' } }] },
        }),
      })
    ).json();
    const first = await fetch(`${square.url}/v2/payments`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        idempotency_key: squareKey('payment', key, 'cnon:card-nonce-ok'),
        source_id: 'cnon:card-nonce-ok',
        amount_money: { amount: 1425, currency: 'USD' },
        order_id: sqOrder.order.id,
        location_id: square.location.id,
        reference_id: invoice,
        autocomplete: true,
        note: `Valley Eats ${invoice}`,
      }),
    });
    expect(first.status).toBe(200);
    const { payment: _payment, tipCents: _tip, ...input } = body as Record<string, unknown>;
    await t.database.db.execute(sql`
      insert into payment_attempts (idempotency_key, vendor_id, state, request, amount_cents, tip_cents, invoice_number, square_order_id, created_at, updated_at)
      values (${key}, ${shop.vendor.id}, 'charging', ${JSON.stringify({ input, locale: 'en', sourceId: 'cnon:card-nonce-ok', verificationToken: null })}::jsonb,
              1425, 0, ${invoice}, ${sqOrder.order.id}, now() - interval '5 minutes', now() - interval '5 minutes')`);
    const count = await orderCount(shop.vendor.id);
    expect(await reconcile(t.app, new Date())).toBe(1);
    expect(await orderCount(shop.vendor.id)).toBe(count + 1);
    const placed = (await t.database.db.execute<{ s: string; inv: string }>(sql`select payment_status as s, invoice_number as inv from guest_preorders where idempotency_key = ${key}`)).rows[0];
    expect(placed).toEqual({ s: 'paid', inv: invoice });
    expect(square.payments.filter((p) => p.reference_id === invoice && p.status === 'COMPLETED')).toHaveLength(1);
    // Run again: nothing left to settle; the checkout retried by the customer answers the same order.
    expect(await reconcile(t.app, new Date())).toBe(0);
    const retried = await placeOrder(t.app, body, { 'idempotency-key': key });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().invoiceNumber).toBe(invoice);
  });

  it('Cancel today refunds the day’s paid orders', async () => {
    const placed = (await placeOrder(t.app, paidBody(shop), { 'idempotency-key': newKey() })).json();
    const res = await t.app.inject({ method: 'POST', url: `/api/vendors/${shop.vendor.id}/cancel-today`, headers: { cookie: shop.cookie } });
    expect(res.statusCode, res.body).toBe(200);
    expect(square.refunds.filter((r) => r.payment_id === placed.payment.paymentId).map((r) => r.amount_money.amount)).toEqual([1425]);
    const row = (await t.database.db.execute<{ s: string }>(sql`select payment_status as s from guest_preorders where id = ${placed.id}`)).rows[0];
    expect(row.s).toBe('refunded');
  });

  it('disconnecting revokes the token at Square and the vendor page stops offering online payment', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/my-vendor/square', headers: { cookie: shop.cookie } });
    expect(res.json()).toMatchObject({ connected: false });
    expect(square.requests.some((r) => r.path === '/oauth2/revoke' && r.authorization === `Client ${square.env.SQUARE_APPLICATION_SECRET}`)).toBe(true);
    expect(square.tokens.every((x) => x.revoked)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/vendors/${shop.vendor.id}` })).json().payOnline).toBeNull();
  });
});

describe('a vendor that asks to be paid when ordering (prepay)', () => {
  const setPrepay = (cookie: string, prepay: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/my-vendor/square/prepay', payload: { prepay }, headers: { cookie } });
  let phoneSeq = 7000;
  const nextPhone = () => `(760) 555-${String(phoneSeq++).padStart(4, '0')}`;
  const atPickup = (s: Shop, phone: string) => placeOrder(t.app, orderBody(s.vendor.id, [{ item: s.items[1], quantity: 1 }], { phone }));
  const paid = (s: Shop, phone: string) =>
    placeOrder(t.app, orderBody(s.vendor.id, [{ item: s.items[1], quantity: 1 }], { phone, paymentMethod: 'square', payment: { sourceId: 'cnon:card-nonce-ok' } }), {
      'idempotency-key': newKey(),
    });

  it('needs Square connected; refuses a policy it does not know; only the owner sets it', async () => {
    const s = await createShop(t.app);
    const early = await setPrepay(s.cookie, 'always');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('payments_not_connected');
    expect((await setPrepay(s.cookie, 'sometimes')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/my-vendor/square/prepay', payload: { prepay: 'always' } })).statusCode).toBe(401);
    expect((await setPrepay(s.cookie, 'never')).json().prepay).toBe('never');
  });

  it("'always': an order at pickup is refused with 409 prepay_required and nothing kept; paying now places it; the desk's walk-ups are not asked", async () => {
    const s = await createShop(t.app);
    expect((await connect(s.cookie)).statusCode).toBe(302);
    const set = await setPrepay(s.cookie, 'always');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ connected: true, prepay: 'always' });
    // The checkout learns it from the vendor detail (it then offers Pay now only).
    expect((await t.app.inject({ method: 'GET', url: `/api/vendors/${s.vendor.id}` })).json().payOnline).toMatchObject({ prepay: 'always' });
    const before = await orderCount(s.vendor.id);
    const refused = await atPickup(s, nextPhone());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'prepay_required', message: 'This truck asks you to pay when you order: choose Pay now.' });
    const spanish = await placeOrder(t.app, orderBody(s.vendor.id, [{ item: s.items[1], quantity: 1 }], { phone: nextPhone() }), { 'accept-language': 'es' });
    expect(spanish.json().message).toBe('Este puesto pide pagar al hacer el pedido: elige Pagar ahora.');
    expect(await orderCount(s.vendor.id)).toBe(before);
    const ok = await paid(s, nextPhone());
    expect(ok.statusCode, ok.body).toBe(201);
    const walkUp = await enterWalkUp(t.app, s.cookie, s.items[1]);
    expect(walkUp.statusCode, walkUp.body).toBe(201);
    // Back to never: pay at pickup again (the public detail forgets the old policy at once).
    expect((await setPrepay(s.cookie, 'never')).statusCode).toBe(200);
    expect((await atPickup(s, nextPhone())).statusCode).toBe(201);
  });

  it("'after_no_show': a phone that missed a pickup pays now instead of verifying; others pay at pickup", async () => {
    const s = await createShop(t.app);
    expect((await connect(s.cookie)).statusCode).toBe(302);
    expect((await setPrepay(s.cookie, 'after_no_show')).statusCode).toBe(200);
    // A phone that did not pick up one order here (ready, then marked not picked up).
    const missed = nextPhone();
    const first = await atPickup(s, missed);
    expect(first.statusCode, first.body).toBe(201);
    await moveOrder(t.app, s.cookie, first.json().id, ['confirmed', 'ready']);
    expect((await t.app.inject({ method: 'POST', url: `/api/guest-preorders/${first.json().id}/no-show`, headers: { cookie: s.cookie } })).statusCode).toBe(200);
    const refused = await atPickup(s, missed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('prepay_required');
    expect((await paid(s, missed)).statusCode).toBe(201);
    expect((await atPickup(s, nextPhone())).statusCode).toBe(201);
  });
});
