/**
 * The fuzz test's route table, its payments part (DESIGN §11, issue 40): Square's webhook (a
 * signed event, a fresh event id each run), a refund by hand of an order paid through the fake
 * Square, "Mark paid", the prepay policy and disconnecting. The fuzz app runs with a fake Square (fuzz-suite.ts).
 */
import { type Cookie, signUpVendor } from './factories.js';
import type { FakeSquare } from './fake-square.js';
import { FAKE_SQUARE_WEBHOOK_KEY, FAKE_SQUARE_WEBHOOK_URL, squareSignature } from './fake-square.js';
import type { FuzzFixtures } from './fuzz-fixtures.js';
import { fixtureRequests } from './fuzz-fixtures.js';
import type { FuzzRoute } from './fuzz-variants.js';
import { orderBody } from './ordering.js';

export function paymentRoutes(fx: FuzzFixtures, square: FakeSquare): FuzzRoute[] {
  const { call } = fixtureRequests(fx);
  let connected = false;
  let seq = 0;
  const freshPhone = () => `442556${String(1000 + seq++).padStart(4, '0')}`;
  const paidOrder = async () => {
    if (!connected) {
      const res = await square.connect(fx.t.app, fx.shop.cookie);
      if (res.statusCode !== 302) throw new Error(`square connect fixture: ${res.statusCode} ${res.body}`);
      connected = true;
    }
    const body = orderBody(fx.shop.vendorId, [{ item: fx.shop.items[0], quantity: 1 }], {
      phone: freshPhone(),
      paymentMethod: 'square',
      payment: { sourceId: 'cnon:card-nonce-ok' },
    });
    const res = await fx.t.app.inject({ method: 'POST', url: '/api/guest-preorders', payload: body, headers: { 'idempotency-key': `fuzz-paid-${Date.now()}-${seq}` } });
    if (res.statusCode !== 201) throw new Error(`paid order fixture: ${res.statusCode} ${res.body}`);
    return res.json() as { id: number; payment: { paymentId: string } };
  };
  return [
    {
      method: 'POST',
      route: '/api/payments/square/webhook',
      target: () => {
        const event = {
          merchant_id: square.merchantId,
          type: 'payment.updated',
          event_id: `fuzz-${Date.now()}-${seq++}`,
          created_at: new Date().toISOString(),
          data: { type: 'payment', id: 'unknown-payment', object: { payment: { id: 'unknown-payment', status: 'COMPLETED' } } },
        };
        const signature = squareSignature(FAKE_SQUARE_WEBHOOK_KEY, FAKE_SQUARE_WEBHOOK_URL, JSON.stringify(event));
        return { url: '/api/payments/square/webhook', body: event, headers: { 'x-square-hmacsha256-signature': signature } };
      },
    },
    {
      method: 'POST',
      route: '/api/guest-preorders/:id/refund',
      target: async () => ({ url: `/api/guest-preorders/${(await paidOrder()).id}/refund`, cookie: fx.shop.cookie }),
    },
    {
      method: 'POST',
      route: '/api/guest-preorders/:id/paid',
      target: async () => {
        const body = orderBody(fx.shop.vendorId, [{ item: fx.shop.items[0], quantity: 1 }], { phone: freshPhone() });
        const order = (await call('POST', '/api/guest-preorders', undefined, body)).json() as { id: number };
        // Mark paid takes a confirmed order (canMarkPaid).
        await call('PUT', `/api/guest-preorders/${order.id}/status`, fx.shop.cookie, { status: 'confirmed' });
        return { url: `/api/guest-preorders/${order.id}/paid`, cookie: fx.shop.cookie };
      },
    },
    {
      method: 'PUT',
      route: '/api/my-vendor/square/prepay',
      // Another vendor's own policy (connected each run, so every policy may be set): the shop keeps paying at pickup.
      target: async () => {
        const { cookie } = await signUpVendor(fx.t.app);
        await square.connect(fx.t.app, cookie as Cookie);
        return { url: '/api/my-vendor/square/prepay', cookie, body: { prepay: 'always' } };
      },
    },
    {
      method: 'DELETE',
      route: '/api/my-vendor/square',
      // Another vendor's own connection (connected each run): the shop keeps its own for the refunds.
      target: async () => {
        const { cookie } = await signUpVendor(fx.t.app);
        await square.connect(fx.t.app, cookie as Cookie);
        return { url: '/api/my-vendor/square', cookie };
      },
    },
  ];
}
