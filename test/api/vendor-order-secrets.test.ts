/**
 * A vendor never gets its customers' tracking links (issue 43, threat model): the token in
 * /order-tracking?token=… is the guest's secret (it reads the order, rates it, opens its live
 * stream). Every answer the vendor's desk and kitchen read carries the order without it: the list,
 * a status change, a walk-up, a no-show and a delay. The guest who placed the order still gets it.
 * Runs on PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import { createShop, moveOrder, orderBody, placeOrder } from '../support/ordering.js';

const t = setupTestApp({ env: { ...NO_ORDER_LIMITS } });

describe('vendor order answers', () => {
  it('carry no tracking token; the guest’s own answer does', async () => {
    const shop = await createShop(t.app);
    const vendorReq = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: shop.cookie }, ...(payload ? { payload } : {}) });

    const placed = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: '7605550143' }));
    expect(placed.statusCode, placed.body).toBe(201);
    const token = placed.json().trackingToken as string;
    expect(token).toMatch(/.{16,}/);
    const id = placed.json().id as number;

    const answers = {
      list: await vendorReq('GET', '/api/my-vendor/preorders'),
      status: await vendorReq('PUT', `/api/guest-preorders/${id}/status`, { status: 'confirmed' }),
      delay: await vendorReq('POST', `/api/guest-preorders/${id}/delay`, { minutes: 5 }),
      walkUp: await vendorReq('POST', '/api/my-vendor/walk-up-orders', {
        items: [{ menuItemId: shop.items[0].id, quantity: 1 }],
        firstName: 'Pat',
        phone: '7605550144',
      }),
    };
    await moveOrder(t.app, shop.cookie, id, ['ready']);
    const noShow = await vendorReq('POST', `/api/guest-preorders/${id}/no-show`);
    for (const [name, res] of Object.entries({ ...answers, noShow })) {
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
      expect(res.body, name).not.toContain(token);
      expect(res.body, name).not.toContain('trackingToken');
    }
    // The desk still gets what it shows: the order, its code and its customer.
    expect(answers.list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id, invoiceNumber: placed.json().invoiceNumber, pickupCode: placed.json().pickupCode })]),
    );
    // The guest still follows the order with the link.
    const tracked = await t.app.inject({ method: 'GET', url: `/api/track/${token}` });
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().trackingToken).toBe(token);
  });
});
