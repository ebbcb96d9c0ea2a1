/** Ordering factories: a vendor that takes preorders, and guest orders placed through HTTP. */
import { expect } from 'vitest';
import type { App } from '../../src/server/app.js';
import { addMenuItem, type Cookie, signUp, signUpVendor } from './factories.js';
import type { FakeTwilio } from './fake-twilio.js';
import { orderBody } from './http-shop.js';
import { openAroundTheClockIn } from './open-hours.js';
import { linkPhone } from './phone.js';

export interface ShopItem {
  id: number;
  name: string;
  price: string;
}

export async function createShop(
  app: App,
  options: {
    paymentMethods?: string[];
    items?: { name: string; price: number; inventoryCount?: number | null; prepTime?: number; isAvailable?: boolean }[];
  } = {},
) {
  const { cookie, vendor, user } = await signUpVendor(app, {
    paymentMethods: options.paymentMethods ?? ['cash', 'zelle'],
    preorderInstructions: 'Pick up at the window',
  });
  await openAroundTheClockIn(app, cookie, vendor.id);
  const items: ShopItem[] = [];
  for (const item of options.items ?? [
    { name: 'Carne Asada Taco', price: 3.5, prepTime: 10 },
    { name: 'Date Shake', price: 7.25, prepTime: 5 },
  ]) {
    items.push(await addMenuItem(app, cookie, vendor.id, item));
  }
  return { cookie: cookie as Cookie, vendor, user, items };
}

/** A $10 plate and a $4 drink: the analytics tests add their figures up by hand from these. */
export const PLATE_AND_HORCHATA = [
  { name: 'Taco Plate', price: 10 },
  { name: 'Horchata', price: 4 },
];

/** A guest order's body (its home is http-shop.ts, which the crash test can import outside Vitest). */
export { orderBody };

export async function placeOrder(app: App, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/guest-preorders', payload: body, headers });
}

/** The vendor (`cookie`) enters a walk-up of one `item` for `firstName` at its desk (POST /api/my-vendor/walk-up-orders). */
export function enterWalkUp(app: App, cookie: Cookie, item: ShopItem, firstName = 'Ana') {
  return app.inject({
    method: 'POST',
    url: '/api/my-vendor/walk-up-orders',
    payload: { items: [{ menuItemId: item.id, quantity: 1 }], firstName },
    headers: { cookie },
  });
}

/** The vendor (`cookie`) moves an order through `statuses` in turn; each step must answer 200. */
export async function moveOrder(app: App, cookie: Cookie, orderId: number, statuses: string[]): Promise<void> {
  for (const status of statuses) {
    const res = await app.inject({ method: 'PUT', url: `/api/guest-preorders/${orderId}/status`, payload: { status }, headers: { cookie } });
    expect(res.statusCode, `${status}: ${res.body}`).toBe(200);
  }
}

/** A guest order of `quantity` × the shop's first item for `phone`, placed (201) and completed. */
export async function completedOrder(
  app: App,
  shop: { cookie: Cookie; vendor: { id: number }; items: ShopItem[] },
  phone: string,
  quantity = 1,
): Promise<{ id: number; totalAmount: string; trackingToken: string }> {
  const placed = await placeOrder(app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity }], { phone }));
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json();
  await moveOrder(app, shop.cookie, order.id, ['confirmed', 'ready', 'completed']);
  return order;
}

/**
 * A signed-in customer who ordered at the shop: a completed online order from `phone`, which the
 * account then links by its texted code (read from `fake`). Reviews come only from such customers
 * (decision 0042).
 */
export async function customerWhoOrdered(
  app: App,
  shop: { cookie: Cookie; vendor: { id: number }; items: ShopItem[] },
  phone: string,
  fake: FakeTwilio,
  overrides: Parameters<typeof signUp>[1] = {},
) {
  const customer = await signUp(app, overrides);
  await completedOrder(app, shop, phone);
  await linkPhone(app, customer.cookie, phone, fake);
  return customer;
}
