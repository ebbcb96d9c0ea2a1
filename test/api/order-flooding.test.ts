/**
 * Issue 43 item 5 (decision 0014): guest orders are limited per address at one vendor and per
 * phone at every vendor, besides per address (ORDER_RATE_LIMIT) and open orders per phone per
 * vendor (ORDER_PHONE_LIMIT), so one address cannot fill a rival's slots and analytics with fake
 * orders from made-up phones. The figures tested are the defaults of the config module.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { setupTestApp } from '../support/app.js';
import { createShop, orderBody } from '../support/ordering.js';

const defaults = loadConfig({ NODE_ENV: 'test' });
const t = setupTestApp({
  env: {
    ORDER_PHONE_LIMIT: String(defaults.ORDER_PHONE_LIMIT),
    ORDER_VENDOR_IP_LIMIT: String(defaults.ORDER_VENDOR_IP_LIMIT),
    ORDER_PHONE_HOURLY_LIMIT: String(defaults.ORDER_PHONE_HOURLY_LIMIT),
    ORDER_RATE_LIMIT: String(defaults.ORDER_RATE_LIMIT),
  },
});

const freshAddress = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + (randomBytes(1)[0] % 250)}`;
let nextPhone = 1000;
const freshPhone = () => `(760) 555-${String(nextPhone++)}`;

type Shop = Awaited<ReturnType<typeof createShop>>;
function post(shop: Shop, phone: string, remoteAddress: string, headers: Record<string, string> = {}) {
  const body = orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone });
  return t.app.inject({ method: 'POST', url: '/api/guest-preorders', payload: body, headers, remoteAddress });
}
async function ordersAt(shop: Shop) {
  const rows = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from guest_preorders where vendor_id = ${shop.vendor.id}`,
  );
  return Number(rows.rows[0].n);
}

describe('the defaults a marketplace would choose', () => {
  it('are 3 open orders per phone per vendor, 5 orders per address per vendor in 15 minutes, 10 per phone an hour', () => {
    expect([defaults.ORDER_PHONE_LIMIT, defaults.ORDER_VENDOR_IP_LIMIT, defaults.ORDER_PHONE_HOURLY_LIMIT]).toEqual([3, 5, 10]);
  });
});

describe('orders from one address at one vendor (ORDER_VENDOR_IP_LIMIT)', () => {
  it('refuses the 6th order in 15 minutes from one address to one vendor, whatever the phones and X-Forwarded-For', async () => {
    const shop = await createShop(t.app);
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(shop, freshPhone(), address, { 'x-forwarded-for': freshAddress() })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    const refused = await post(shop, freshPhone(), address, { 'x-forwarded-for': freshAddress() });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'too_many_vendor_orders',
      message: 'Too many orders to this vendor from this connection. Please wait a few minutes before ordering again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const spanish = await post(shop, freshPhone(), address, { 'accept-language': 'es' });
    expect(spanish.json().message).toBe('Demasiados pedidos a este vendedor desde esta conexión. Espera unos minutos antes de volver a pedir.');
    expect(await ordersAt(shop)).toBe(5);

    // The same address at another vendor, and another address at this vendor, order as usual.
    expect((await post(await createShop(t.app), freshPhone(), address)).statusCode).toBe(201);
    expect((await post(shop, freshPhone(), freshAddress())).statusCode).toBe(201);
  });
});

describe('orders from one phone (ORDER_PHONE_LIMIT per vendor, ORDER_PHONE_HOURLY_LIMIT everywhere)', () => {
  it('refuses a 4th open order of one phone at one vendor, from any address', async () => {
    const shop = await createShop(t.app);
    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await post(shop, phone, freshAddress())).statusCode).toBe(201);
    const fourth = await post(shop, phone, freshAddress());
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('too_many_open_orders');
  });

  it('refuses the 11th order of one phone in an hour across vendors and addresses', async () => {
    const phone = freshPhone();
    const shops = [await createShop(t.app), await createShop(t.app), await createShop(t.app), await createShop(t.app)];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await post(shops[i % 4], phone, freshAddress())).statusCode);
    expect(statuses).toEqual(Array(10).fill(201));
    const refused = await post(shops[3], phone.replace(/\D/g, ''), freshAddress(), { 'accept-language': 'es' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'too_many_phone_orders',
      message: 'Este número de teléfono hizo demasiados pedidos en esta hora. Inténtalo más tarde.',
    });
    expect((await post(shops[3], freshPhone(), freshAddress())).statusCode).toBe(201);
  });
});
