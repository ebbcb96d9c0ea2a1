/**
 * No-shows and the pickup code in the browser at 375 px (issue 25 item 5; DESIGN §10.5): the
 * vendor's desk shows each open order's 4-digit pickup code and marks a ready order "Not picked
 * up" (after a confirm dialog); the tracking page shows the code large; a phone with 3 no-shows
 * is asked at the checkout to confirm itself by a texted code in place (read from the fake
 * Twilio), and then orders with the same cart.
 */
import { expect, it } from 'vitest';
import { createShop, moveOrder, type PlacedOrder, placeOrder, type Shop, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserAppWithTexts, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, verifyPhoneInline, watchPageErrors } from './helpers.js';

const { app, twilio } = setupBrowserAppWithTexts();
const http = app.http;

async function readyOrder(shop: Shop, phone: string): Promise<PlacedOrder> {
  const placed = await placeOrder(app, shop, { phone });
  await moveOrder(app, shop, placed.id, ['confirmed', 'ready']);
  return placed;
}

describeBrowser('no-shows and the pickup code at 375 px', () => {
  it('the vendor sees the pickup code and marks a ready order "Not picked up"; the tracking page shows the code', async () => {
    const shop = await createShop(app, { owner: { prefix: 'noshow' } });
    const order = await readyOrder(shop, '(760) 555-0311');
    expect(order.pickupCode).toMatch(/^\d{4}$/);

    const context = await app.newContext(viewports.phone);
    await withSession(context, app, shop.session);
    const desk = await context.newPage();
    const watch = watchPageErrors(desk);
    await desk.goto('/vendor-preorders');
    const card = desk.locator(`[data-testid="vendor-preorder"][data-invoice="${order.invoiceNumber}"]`);
    await card.getByTestId('pickup-code').filter({ hasText: order.pickupCode }).waitFor();
    const notPickedUp = card.getByRole('button', { name: `Not picked up · ${order.invoiceNumber}` });
    await notPickedUp.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(desk)).toBeLessThanOrEqual(0);
    await screenshot(desk, 'no-show-desk-ready-phone', { fullPage: true });
    await expectAccessible(desk);

    await notPickedUp.click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Mark ${order.invoiceNumber} as not picked up?` }).waitFor();
    expect(await dialog.textContent()).toContain('(760) 555-0311');
    await expectAccessible(desk); // also waits for the dialog's entrance to end
    await screenshot(desk, 'no-show-desk-dialog-phone');
    await dialog.getByRole('button', { name: 'Mark not picked up' }).click();
    await card.filter({ hasText: 'Cancelled' }).waitFor();
    expect(await card.getByRole('button', { name: /Not picked up/ }).count()).toBe(0);
    const orders = await http<PlacedOrder[]>('GET', '/api/my-vendor/preorders', undefined, shop.session);
    expect(orders.json.find((o) => o.id === order.id)?.status).toBe('cancelled');
    await screenshot(desk, 'no-show-desk-cancelled-phone', { fullPage: true });
    watch.expectNone();

    // The customer's tracking page of an open order: the code, large.
    const other = await readyOrder(shop, '(760) 555-0312');
    const page = await (await app.newContext(viewports.phone)).newPage();
    const pageWatch = watchPageErrors(page, ['/api/phone/me']);
    await page.goto(`/order-tracking?token=${encodeURIComponent(other.trackingToken)}`);
    const code = page.getByTestId('tracked-order').getByTestId('pickup-code');
    await code.getByText('Pickup code', { exact: true }).waitFor();
    expect(await code.getByTestId('pickup-code-digits').textContent()).toBe(other.pickupCode);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'no-show-tracking-code-phone');
    await expectAccessible(page);
    pageWatch.expectNone();

    // In Spanish too.
    const spanish = await (await app.newContext(viewports.phone, 'es-MX')).newPage();
    await spanish.goto(`/order-tracking?token=${encodeURIComponent(other.trackingToken)}`);
    const código = spanish.getByTestId('pickup-code');
    await código.getByText('Código de recogida', { exact: true }).waitFor();
    await código.getByText('Di o muestra este código en la ventanilla.').waitFor();
    await screenshot(spanish, 'no-show-tracking-code-phone-es');

    // The kitchen view acts on ready orders too: its ticket has the code and "Not picked up".
    const kitchen = await context.newPage();
    const kitchenWatch = watchPageErrors(kitchen);
    await kitchen.goto('/vendor-kitchen');
    const ticket = kitchen.locator(`[data-testid="kitchen-card"][data-invoice="${other.invoiceNumber}"]`);
    await ticket.getByTestId('pickup-code').filter({ hasText: other.pickupCode }).waitFor();
    await ticket.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(kitchen)).toBeLessThanOrEqual(0);
    await screenshot(kitchen, 'no-show-kitchen-ready-phone', { fullPage: true });
    await ticket.getByRole('button', { name: `Not picked up · ${other.invoiceNumber}` }).click();
    await kitchen.getByRole('dialog').getByRole('button', { name: 'Mark not picked up' }).click();
    await ticket.waitFor({ state: 'detached' });
    const after = await http<PlacedOrder[]>('GET', '/api/my-vendor/preorders', undefined, shop.session);
    expect(after.json.find((o) => o.id === other.id)?.status).toBe('cancelled');
    kitchenWatch.expectNone();
  });

  it('a phone with 3 no-shows is asked at checkout to confirm itself by text, then orders', async () => {
    const shop = await createShop(app, { owner: { prefix: 'noshow' } });
    const phone = '7605550321';
    for (let i = 0; i < 3; i++) {
      const order = await readyOrder(shop, phone);
      expect((await http('POST', `/api/guest-preorders/${order.id}/no-show`, undefined, shop.session)).status).toBe(200);
    }

    const page = await (await app.newContext(viewports.phone)).newPage();
    const watch = watchPageErrors(page, ['/api/guest-preorders', '/api/phone/me']);
    await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    await page.locator('[data-testid="menu-item"]').getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByLabel('First name').fill('Memo');
    await page.getByLabel('Last name').fill('Ruiz');
    await page.getByLabel('Phone', { exact: true }).fill('(760) 555-0321');
    await page.getByLabel('Cash on Pickup').check();
    await page.getByText('Order texts only, never marketing.').waitFor();
    await page.getByRole('button', { name: /^Place Preorder/ }).click();

    const box = page.getByTestId('verify-first');
    await box.getByText('(760) 555-0321 has had 3 orders not picked up in the last 30 days.').waitFor();
    await box.getByRole('heading', { name: 'Confirm your phone to order' }).waitFor();
    expect(await page.getByTestId('preorder-confirmation').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'no-show-checkout-verify-phone', { fullPage: true });
    await expectAccessible(page);

    await verifyPhoneInline(page, twilio.fake, phone, box);
    await page.getByText('Phone confirmed. You can place your order now.').first().waitFor();
    await box.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Place Preorder/ }).click();
    await page.getByTestId('preorder-confirmation').waitFor();
    await screenshot(page, 'no-show-checkout-ordered-phone', { fullPage: true });
    watch.expectNone();
  });
});
