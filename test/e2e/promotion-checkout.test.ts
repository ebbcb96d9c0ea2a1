/**
 * Issue 44 defect 4, as a hungry visitor on a 375 px phone sees it: the administrator's "Taco
 * Tuesday 20% off" now belongs to a truck. Its card on the map leads to that truck's preorder page,
 * which says what it takes off and until when; the checkout shows the discount and the lower total,
 * the order is placed at that total and its tracking page keeps the discount line. In Spanish the
 * same banner speaks Spanish. Waits retry (waitFor, expect.poll); no fixed sleeps.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createShop } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { adminSessionFor } from '../support/publish.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const DAY = 24 * 60 * 60 * 1000;

function menuItem(page: Page, name: string) {
  return page.locator(`[data-testid="menu-item"][data-item-name="${name}"]`);
}

/** The administrator ties a 20% discount to the vendor, live from yesterday to tomorrow. */
async function taco20(vendorId: number, title: string) {
  const cookie = await adminSessionFor(app.baseUrl);
  const res = await fetch(`${app.baseUrl}/admin/api/promotions`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      title,
      description: 'Twenty percent off every order, tacos or not.',
      type: 'discount',
      discountValue: 20,
      vendorId,
      startDate: new Date(Date.now() - DAY).toISOString(),
      endDate: new Date(Date.now() + DAY).toISOString(),
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

describeBrowser('a promotion applied at checkout (issue 44)', () => {
  it('leads from the map to the truck, takes 20% off at checkout and keeps it on the order (375 px)', async () => {
    const shop = await createShop(app, {
      items: [
        { name: 'Carne Asada Taco', price: 3.5 },
        { name: 'Date Shake', price: 7.25 },
      ],
    });
    await taco20(shop.vendor.id, `Taco Tuesday ${shop.vendor.id}`);
    const page = await app.newPage(viewports.phone);
    const errors = watchPageErrors(page);

    await page.goto('/explore');
    const card = page.getByTestId('promotion').filter({ hasText: `Taco Tuesday ${shop.vendor.id}` });
    await card.getByText('20% off').waitFor();
    await card.getByRole('link', { name: `Order from ${shop.vendor.businessName}` }).click();
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    const banner = page.getByTestId('vendor-promotion');
    await banner.getByText(`Taco Tuesday ${shop.vendor.id}: 20% off`).waitFor();
    await banner.getByText(/Taken off your order at checkout, until /).waitFor();

    await menuItem(page, 'Carne Asada Taco').getByRole('button', { name: /^Add to Cart/ }).click();
    await menuItem(page, 'Carne Asada Taco').getByRole('button', { name: /^Add to Cart/ }).click();
    await menuItem(page, 'Date Shake').getByRole('button', { name: /^Add to Cart/ }).click();
    // The cart: the food, the promotion's line and the total after it.
    await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe('$11.40');
    await page.getByTestId('cart-promotion').filter({ hasText: `Taco Tuesday ${shop.vendor.id} (20% off)` }).filter({ hasText: '−$2.85' }).waitFor();
    await page.getByText('$14.25').first().waitFor();
    // The phone's order bar says what will be paid.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId('order-bar').filter({ hasText: '3 items · $11.40' }).waitFor();

    await page.locator('#checkout').scrollIntoViewIfNeeded();
    await page.getByLabel('First name').fill('Lupe');
    await page.getByLabel('Last name').fill('Ortiz');
    await page.getByLabel('Phone', { exact: true }).fill('(760) 555-0144');
    await page.getByLabel('Cash on Pickup').check();
    await screenshot(page, 'promotion-checkout-phone', { fullPage: true });
    await expectAccessible(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Place Preorder · $11.40' }).click();
    const confirmation = page.getByTestId('preorder-confirmation');
    await confirmation.waitFor();

    // The order's own page: the discount line and the lower total.
    await confirmation.getByRole('link', { name: 'Track this order' }).click();
    const discount = page.getByTestId('order-discount');
    await discount.filter({ hasText: `Taco Tuesday ${shop.vendor.id}` }).filter({ hasText: '−$2.85' }).waitFor();
    await page.getByText('$11.40').first().waitFor();
    await screenshot(page, 'promotion-tracked-order-phone', { fullPage: true });
    errors.expectNone();
  });

  it('says it in Spanish to a Spanish phone', async () => {
    const shop = await createShop(app);
    await taco20(shop.vendor.id, `Martes de Tacos ${shop.vendor.id}`);
    const page = await app.newPage(viewports.phone, 'es-MX');
    await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    const banner = page.getByTestId('vendor-promotion');
    await banner.getByText(`Martes de Tacos ${shop.vendor.id}: 20% de descuento`).waitFor();
    await banner.getByText(/Se descuenta de tu pedido al pagar, hasta el /).waitFor();
    await screenshot(page, 'promotion-banner-es-phone');
  });
});
