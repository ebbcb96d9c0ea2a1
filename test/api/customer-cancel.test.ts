/**
 * The customer cancels their own order (issue 44): POST /api/track/:token/cancel, authorised by the
 * order's tracking token, only while the vendor has not confirmed it (409 `not_pending` after),
 * through the status machine's one change path: the desk's list shows it cancelled, the vendor gets
 * a notice, a reward code comes back and the tracking answer says the customer cancelled it.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TrackedPreorderSchema, VendorPreorderListSchema } from '../../src/shared/schemas/preorders.js';
import { inboxNoticeText } from '../../src/shared/vendor-inbox.js';
import { setupTestApp } from '../support/app.js';
import { createShop, moveOrder, orderBody, placeOrder } from '../support/ordering.js';

const clock = new Date('2026-11-23T19:00:00Z');
const t = setupTestApp({ now: () => clock });

let shop: Awaited<ReturnType<typeof createShop>>;

beforeAll(async () => {
  shop = await createShop(t.app);
});

async function newOrder(phone = '(760) 555-0123'): Promise<{ id: number; trackingToken: string; invoiceNumber: string; phone: string }> {
  const res = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 2 }], { phone }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const cancel = (token: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/track/${encodeURIComponent(token)}/cancel`, headers });

describe('the customer cancels a pending order by its tracking token', () => {
  it('cancels it, tells the vendor and says on the tracking page who cancelled it', async () => {
    const order = await newOrder();
    // A Spanish customer: the vendor's notice keeps English words and its values, for each reader's language.
    const res = await cancel(order.trackingToken, { 'accept-language': 'es' });
    expect(res.statusCode, res.body).toBe(200);
    const answered = TrackedPreorderSchema.parse(res.json());
    expect(answered).toMatchObject({ id: order.id, status: 'cancelled', cancelledByCustomer: true });

    const tracked = TrackedPreorderSchema.parse((await t.app.inject({ method: 'GET', url: `/api/track/${order.trackingToken}` })).json());
    expect(tracked).toMatchObject({ status: 'cancelled', cancelledByCustomer: true });

    const desk = await t.app.inject({ method: 'GET', url: '/api/my-vendor/preorders', headers: { cookie: shop.cookie } });
    const mine = VendorPreorderListSchema.parse(desk.json()).find((o) => o.id === order.id);
    expect(mine?.status).toBe('cancelled');

    const notices = await t.database.db.execute<{ title: string; type: string }>(
      sql`select title, type from notifications where vendor_id = ${shop.vendor.id} and type = 'customerCancelled'
          and (metadata->>'preorderId')::int = ${order.id}`,
    );
    expect(notices.rows).toEqual([{ title: `Order ${order.invoiceNumber} cancelled by the customer`, type: 'customerCancelled' }]);
    const inbox = await t.app.inject({ method: 'GET', url: '/api/my-vendor/inbox', headers: { cookie: shop.cookie, 'accept-language': 'es' } });
    expect(inbox.json().entries[0]).toMatchObject({
      type: 'customerCancelled',
      values: { preorderId: order.id, invoice: order.invoiceNumber, name: 'Lupe O.' },
    });
    expect(inboxNoticeText('es', inbox.json().entries[0], 'title')).toBe(`El cliente canceló el pedido ${order.invoiceNumber}`);
    expect(inboxNoticeText('en', inbox.json().entries[0], 'body')).toBe('Lupe O. cancelled it before it was confirmed.');
  });

  it('answers 409 not_pending the second time, and changes nothing', async () => {
    const order = await newOrder();
    expect((await cancel(order.trackingToken)).statusCode).toBe(200);
    const again = await cancel(order.trackingToken);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('not_pending');
    const notices = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where type = 'customerCancelled' and (metadata->>'preorderId')::int = ${order.id}`,
    );
    expect(notices.rows[0].n).toBe(1);
  });

  it('refuses once the vendor confirmed it (409 not_pending, in the reader’s language), and the order stays confirmed', async () => {
    const order = await newOrder();
    await moveOrder(t.app, shop.cookie, order.id, ['confirmed']);
    const res = await cancel(order.trackingToken, { 'accept-language': 'es' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'not_pending' });
    expect(res.json().message).toMatch(/^El vendedor ya confirmó este pedido/);
    const tracked = TrackedPreorderSchema.parse((await t.app.inject({ method: 'GET', url: `/api/track/${order.trackingToken}` })).json());
    expect(tracked).toMatchObject({ status: 'confirmed', cancelledByCustomer: false });
  });

  it('is not the vendor’s cancel: an order the vendor cancelled does not read as the customer’s', async () => {
    const order = await newOrder();
    await moveOrder(t.app, shop.cookie, order.id, ['cancelled']);
    const tracked = TrackedPreorderSchema.parse((await t.app.inject({ method: 'GET', url: `/api/track/${order.trackingToken}` })).json());
    expect(tracked).toMatchObject({ status: 'cancelled', cancelledByCustomer: false });
    expect((await cancel(order.trackingToken)).json().code).toBe('not_pending');
  });

  it('needs the token: an unknown token or the order’s phone number is 404', async () => {
    const order = await newOrder('(760) 555-0177');
    expect((await cancel('not-a-real-token-0000')).statusCode).toBe(404);
    expect((await cancel(order.phone)).statusCode).toBe(404);
    expect((await cancel('7605550177')).statusCode).toBe(404);
    const tracked = TrackedPreorderSchema.parse((await t.app.inject({ method: 'GET', url: `/api/track/${order.trackingToken}` })).json());
    expect(tracked.status).toBe('pending');
  });
});
