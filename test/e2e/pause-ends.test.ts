/**
 * Pauses that end on their own, in the browser at 375 px (issue 25 item 3, decision 0027): the
 * desk pauses orders for 15 minutes and shows when that ends; "+5 min" on one order moves its
 * ready time on the desk card and, live, on the customer's tracking page; the controls in
 * Spanish. axe on each screen, no horizontal overflow, screenshots.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, screenshotPath, setupBrowserApp, viewports } from '../support/browser.js';
import { TEST_ADMIN } from '../support/factories.js';
import { openAroundTheClock } from '../support/open-hours.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const http = app.http;

interface Session {
  cookie: string;
}
interface Order {
  id: number;
  invoiceNumber: string;
  trackingToken: string;
  estimatedReadyTime: string | null;
}

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
/** '7:42 PM' in the valley, as the pages write it. */
const valleyTime = (iso: string, locale = 'en-US') =>
  squash(new Intl.DateTimeFormat(locale, { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' }).format(new Date(iso)));

/** Puts a vendor live the way the administrator does (decision 0028); a server without Go live answers 404, also fine. */
async function goLive(vendorId: number) {
  const login = await fetch(`${app.baseUrl}/secret-admin-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_ADMIN),
  });
  expect(login.ok).toBe(true);
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const res = await fetch(`${app.baseUrl}/admin/api/vendors/${vendorId}/publish`, { method: 'POST', headers: { cookie } });
  expect([200, 201, 204, 404]).toContain(res.status);
}

async function createShop() {
  const res = await fetch(`${app.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `pause-${randomBytes(4).toString('hex')}@example.com`, password: 'desert-bloom-42', firstName: 'Rosa' }),
  });
  expect(res.status).toBe(201);
  const session: Session = { cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
  const vendor = await http<{ id: number; businessName: string }>(
    'POST',
    '/api/vendors',
    {
      businessName: `Raspados El Oasis ${randomBytes(2).toString('hex')}`,
      cuisine: 'Mexican',
      address: '82-500 Highway 111, Indio, CA 92201',
      paymentMethods: ['cash'],
    },
    session,
  );
  expect(vendor.status).toBe(201);
  await goLive(vendor.json.id);
  await openAroundTheClock(vendor.json.id, (url, body) => http('POST', url, body, session));
  const item = await http<{ id: number; name: string; price: string }>(
    'POST',
    `/api/vendors/${vendor.json.id}/menu`,
    { name: 'Mangonada', price: 6, prepTime: 10 },
    session,
  );
  expect(item.status).toBe(201);
  return { session, vendor: vendor.json, item: item.json };
}
type Shop = Awaited<ReturnType<typeof createShop>>;

async function placeOrder(shop: Shop, firstName: string): Promise<Order> {
  const placed = await http<Order>('POST', '/api/guest-preorders', {
    vendorId: shop.vendor.id,
    firstName,
    lastName: 'Ruiz',
    phone: '(760) 555-0411',
    paymentMethod: 'cash',
    items: [{ menuItemId: shop.item.id, name: shop.item.name, price: shop.item.price, quantity: 1 }],
    totalAmount: shop.item.price,
  });
  expect(placed.status).toBe(201);
  return placed.json;
}

async function withCookie(context: BrowserContext, session: Session) {
  await context.addCookies(
    session.cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: app.baseUrl };
    }),
  );
}

describeBrowser('pauses that end on their own at 375 px', () => {
  it('pauses for 15 minutes with its end shown; "+5 min" moves the ready time on the desk and, live, on the tracking page', async () => {
    const shop = await createShop();
    const order = await placeOrder(shop, 'Memo');
    expect(order.estimatedReadyTime).not.toBeNull();

    // The customer follows the order.
    const customer = await (await app.newContext(viewports.phone)).newPage();
    const customerWatch = watchPageErrors(customer, ['/api/phone/me']);
    await customer.goto(`/order-tracking?token=${encodeURIComponent(order.trackingToken)}`);
    const tracked = customer.getByTestId('pickup-time-text');
    await tracked.filter({ hasText: valleyTime(order.estimatedReadyTime as string) }).waitFor();

    const context = await app.newContext(viewports.phone);
    await withCookie(context, shop.session);
    const desk = await context.newPage();
    const watch = watchPageErrors(desk);
    await desk.goto('/vendor-preorders');
    const state = desk.getByTestId('ordering-state');
    await state.filter({ hasText: 'Taking orders' }).waitFor();

    // Pause for 15 minutes: the state says until when.
    const controls = desk.getByTestId('ordering-controls');
    await controls.getByRole('group', { name: 'Pause orders for' }).getByRole('button', { name: '15 min' }).click();
    await state.filter({ hasText: /Paused until \d{1,2}:\d{2}\s?[AP]M/ }).waitFor();
    const mine = await http<{ vendor: { pausedUntil: string; pauseReason: string } }>('GET', '/api/my-vendor', undefined, shop.session);
    expect(mine.json.vendor.pauseReason).toBe('vendor');
    const minutes = (Date.parse(mine.json.vendor.pausedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(13);
    expect(minutes).toBeLessThanOrEqual(15);
    expect(squash(await state.textContent())).toContain(`Paused until ${valleyTime(mine.json.vendor.pausedUntil)}`);
    // Customers are refused meanwhile.
    const refused = await http<{ code: string }>('POST', '/api/guest-preorders', {
      vendorId: shop.vendor.id,
      firstName: 'Caro',
      lastName: 'Ruiz',
      phone: '(760) 555-0412',
      paymentMethod: 'cash',
      items: [{ menuItemId: shop.item.id, name: shop.item.name, price: shop.item.price, quantity: 1 }],
      totalAmount: shop.item.price,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('ordering_paused');

    // "+5 min" on the order.
    const card = desk.locator(`[data-testid="vendor-preorder"][data-invoice="${order.invoiceNumber}"]`);
    const plusFive = card.getByTestId('delay-buttons').getByRole('button', { name: '+5 min' });
    await plusFive.scrollIntoViewIfNeeded();
    const box = await plusFive.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(await horizontalOverflow(desk)).toBeLessThanOrEqual(0);
    await expectAccessible(desk);
    await plusFive.click();
    const later = await http<Order[]>('GET', '/api/my-vendor/preorders', undefined, shop.session);
    const moved = later.json.find((o) => o.id === order.id)?.estimatedReadyTime as string;
    expect(Date.parse(moved) - Date.parse(order.estimatedReadyTime as string)).toBeGreaterThanOrEqual(5 * 60_000);
    await card.getByTestId('preorder-pickup').filter({ hasText: valleyTime(moved) }).waitFor();
    await desk.getByText(`Order ${order.invoiceNumber}: ready at`).first().waitFor();
    await desk.screenshot({ path: screenshotPath('pause-ends-desk-phone'), fullPage: true });
    watch.expectNone();

    // The tracking page follows without a reload.
    await tracked.filter({ hasText: valleyTime(moved) }).waitFor();
    expect(await horizontalOverflow(customer)).toBeLessThanOrEqual(0);
    await customer.screenshot({ path: screenshotPath('pause-ends-tracking-phone') });
    await expectAccessible(customer);
    customerWatch.expectNone();
  });

  it('offers the durations and the "+5 min" buttons in Spanish', async () => {
    const shop = await createShop();
    const order = await placeOrder(shop, 'Lupe');
    const context = await app.newContext(viewports.phone, 'es-MX');
    await withCookie(context, shop.session);
    const desk = await context.newPage();
    const watch = watchPageErrors(desk);
    await desk.goto('/vendor-preorders');
    const controls = desk.getByTestId('ordering-controls');
    await controls.getByRole('button', { name: 'Hasta el cierre' }).waitFor();
    await controls.getByText('Por cuánto tiempo').waitFor();
    await controls.getByRole('button', { name: 'Hasta el cierre' }).click();
    await desk.getByTestId('ordering-state').filter({ hasText: /En pausa hasta/ }).waitFor();
    const card = desk.locator(`[data-testid="vendor-preorder"][data-invoice="${order.invoiceNumber}"]`);
    await card.getByRole('group', { name: `Añadir tiempo al pedido ${order.invoiceNumber}` }).getByRole('button', { name: '+10 min' }).click();
    await desk.getByText(`Pedido ${order.invoiceNumber}: listo a las`).first().waitFor();
    expect(await horizontalOverflow(desk)).toBeLessThanOrEqual(0);
    await desk.screenshot({ path: screenshotPath('pause-ends-desk-phone-es'), fullPage: true });
    await expectAccessible(desk);
    watch.expectNone();
  });
});
