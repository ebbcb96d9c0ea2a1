/**
 * Pauses that end on their own, in the browser at 375 px (issue 25 item 3, decision 0027): the
 * desk pauses orders for 15 minutes and shows when that ends; "+5 min" on one order moves its
 * ready time on the desk card and, live, on the customer's tracking page; the controls in
 * Spanish. axe on each screen, no horizontal overflow, screenshots.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, type PlacedOrder, placeOrder, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { clearOfMorningLine, pauseMinutesAt } from '../support/open-hours.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const http = app.http;

const squash = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
/** '7:42 PM' in the valley, as the pages write it. */
const valleyTime = (iso: string, locale = 'en-US') =>
  squash(new Intl.DateTimeFormat(locale, { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' }).format(new Date(iso)));

describeBrowser('pauses that end on their own at 375 px', () => {
  it('pauses for 15 minutes with its end shown; "+5 min" moves the ready time on the desk and, live, on the tracking page', async () => {
    const shop = await createShop(app, {
      name: `Raspados El Oasis ${randomBytes(2).toString('hex')}`,
      owner: { prefix: 'pause' },
      items: [{ name: 'Mangonada', price: 6, prepTime: 10 }],
    });
    const order = await placeOrder(app, shop, { phone: '(760) 555-0411', firstName: 'Memo' });
    expect(order.estimatedReadyTime).not.toBeNull();

    // The customer follows the order.
    const customer = await (await app.newContext(viewports.phone)).newPage();
    const customerWatch = watchPageErrors(customer, ['/api/phone/me']);
    await customer.goto(`/order-tracking?token=${encodeURIComponent(order.trackingToken)}`);
    const tracked = customer.getByTestId('pickup-time-text');
    await tracked.filter({ hasText: valleyTime(order.estimatedReadyTime as string) }).waitFor();

    const context = await app.newContext(viewports.phone);
    await withSession(context, app, shop.session);
    const desk = await context.newPage();
    const watch = watchPageErrors(desk);
    await desk.goto('/vendor-preorders');
    const state = desk.getByTestId('ordering-state');
    await state.filter({ hasText: 'Taking orders' }).waitFor();

    // Pause for 15 minutes: the state says until when.
    const controls = desk.getByTestId('ordering-controls');
    await clearOfMorningLine();
    await controls.getByRole('group', { name: 'Pause orders for' }).getByRole('button', { name: '15 min' }).click();
    // Past the valley's midnight the time names its day ("Mon 12:06 AM"): the test may run at any hour.
    await state.filter({ hasText: /Paused until (?:[A-Z][a-z]{2} )?\d{1,2}:\d{2}\s?[AP]M/ }).waitFor();
    const mine = await http<{ vendor: { pausedUntil: string; pauseReason: string } }>('GET', '/api/my-vendor', undefined, shop.session);
    expect(mine.json.vendor.pauseReason).toBe('vendor');
    // 15 minutes, or less when the valley's 04:00 line (an around-the-clock shop's closing) comes first.
    const minutes = (Date.parse(mine.json.vendor.pausedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(pauseMinutesAt(15, new Date()) - 2);
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
    // The click's PUT may land after a read made at once: read until the new time is there.
    let moved = '';
    await expect
      .poll(
        async () => {
          const later = await http<PlacedOrder[]>('GET', '/api/my-vendor/preorders', undefined, shop.session);
          moved = later.json.find((o) => o.id === order.id)?.estimatedReadyTime ?? '';
          return Date.parse(moved) - Date.parse(order.estimatedReadyTime as string);
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(5 * 60_000);
    await card.getByTestId('preorder-pickup').filter({ hasText: valleyTime(moved) }).waitFor();
    await desk.getByText(`Order ${order.invoiceNumber}: ready at`).first().waitFor();
    await screenshot(desk, 'pause-ends-desk-phone', { fullPage: true });
    watch.expectNone();

    // The tracking page follows without a reload.
    await tracked.filter({ hasText: valleyTime(moved) }).waitFor();
    expect(await horizontalOverflow(customer)).toBeLessThanOrEqual(0);
    await screenshot(customer, 'pause-ends-tracking-phone');
    await expectAccessible(customer);
    customerWatch.expectNone();
  });

  it('offers the durations and the "+5 min" buttons in Spanish', async () => {
    const shop = await createShop(app, {
      name: `Raspados El Oasis ${randomBytes(2).toString('hex')}`,
      owner: { prefix: 'pause' },
      items: [{ name: 'Mangonada', price: 6, prepTime: 10 }],
    });
    const order = await placeOrder(app, shop, { phone: '(760) 555-0411', firstName: 'Lupe' });
    const context = await app.newContext(viewports.phone, 'es-MX');
    await withSession(context, app, shop.session);
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
    // "a la 1:25 a.m." in the one o'clock hours, "a las" in the others.
    await desk.getByText(new RegExp(`Pedido ${order.invoiceNumber}: listo a las? \\d`)).first().waitFor();
    expect(await horizontalOverflow(desk)).toBeLessThanOrEqual(0);
    await screenshot(desk, 'pause-ends-desk-phone-es', { fullPage: true });
    await expectAccessible(desk);
    watch.expectNone();
  });
});
