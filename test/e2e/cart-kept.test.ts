/**
 * The guest's cart is kept on the device (issue 44 item 1), as seen on a 375 px phone: two items,
 * then a reload, then the map and Back, find the same lines, total and order bar; a restored cart
 * takes the menu's fresh prices and loses what sold out; placing the order empties it for good; a
 * browser whose storage is blocked still orders. Every wait retries (waitFor, expect.poll): no
 * fixed sleeps.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createShop } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

function menuItem(page: Page, name: string) {
  return page.locator(`[data-testid="menu-item"][data-item-name="${name}"]`);
}

/** The cart as the guest reads it: "name ×quantity" per line, in order. */
async function cartLines(page: Page): Promise<string[]> {
  return page
    .getByTestId('cart-line')
    .evaluateAll((lines) =>
      lines.map((l) => `${l.querySelector('p')?.textContent} ×${l.querySelector('[data-testid="cart-quantity"]')?.textContent}`),
    );
}

/** Waits until the cart shows these lines and this total (retrying, as the page restores it after hydration). */
async function expectCart(page: Page, lines: string[], total: string) {
  await expect.poll(() => cartLines(page)).toEqual(lines);
  await expect.poll(() => page.getByTestId('cart-total').textContent()).toBe(total);
}

function shopItems() {
  return [
    { name: 'Carne Asada Taco', price: 3.5, category: 'Tacos' },
    { name: 'Date Shake', price: 7.25, category: 'Drinks' },
    { name: 'Horchata', price: 3, category: 'Drinks' },
  ];
}

describeBrowser('the cart kept on the device (375 px phone)', () => {
  it('survives a reload and Back from the map, is reconciled with the menu and is emptied by placing the order', async () => {
    const shop = await createShop(app, { items: shopItems() });
    const [taco, shake] = shop.items as [(typeof shop.items)[0], (typeof shop.items)[0]];
    const page = await app.newPage(viewports.phone);
    const errors = watchPageErrors(page);
    await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();

    // Two items; the phone's order bar sums them.
    await menuItem(page, 'Carne Asada Taco').getByRole('button', { name: /^Add to Cart/ }).click();
    await menuItem(page, 'Carne Asada Taco').getByRole('button', { name: /^Add to Cart/ }).click();
    await menuItem(page, 'Date Shake').getByRole('button', { name: /^Add to Cart/ }).click();
    await expectCart(page, ['Carne Asada Taco ×2', 'Date Shake ×1'], '$14.25');
    const bar = page.getByTestId('order-bar');
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.filter({ hasText: '3 items · $14.25' }).waitFor();

    // A reload: the same lines, total and bar.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    await expectCart(page, ['Carne Asada Taco ×2', 'Date Shake ×1'], '$14.25');
    await bar.filter({ hasText: '3 items · $14.25' }).waitFor();
    await screenshot(page, 'guest-preorder-cart-restored-phone');
    await screenshot(page, 'guest-preorder-cart-restored-full-phone', { fullPage: true });
    await expectAccessible(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // The map from the page's own navigation, then Back.
    await page.getByRole('link', { name: 'Map', exact: true }).click();
    await page.waitForURL('**/explore');
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    await expectCart(page, ['Carne Asada Taco ×2', 'Date Shake ×1'], '$14.25');
    // Back may return to where the checkout was on screen, where the bar steps aside: from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await bar.filter({ hasText: '3 items · $14.25' }).waitFor();

    // Meanwhile the taco sold out and the shake went up: the restored cart follows the menu.
    expect((await app.http('PATCH', `/api/menu-items/${taco.id}`, { isSoldOut: true }, shop.session)).status).toBe(200);
    expect((await app.http('PATCH', `/api/menu-items/${shake.id}`, { price: 8 }, shop.session)).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    await expectCart(page, ['Date Shake ×1'], '$8.00');

    // Placing the order empties the cart, on this page and after a reload.
    await page.locator('#checkout').scrollIntoViewIfNeeded();
    await page.getByLabel('First name').fill('Lupe');
    await page.getByLabel('Last name').fill('Ortiz');
    await page.getByLabel('Phone', { exact: true }).fill('(760) 555-0188');
    await page.getByLabel('Cash on Pickup').check();
    await page.getByRole('button', { name: /^Place Preorder/ }).click();
    await page.getByTestId('preorder-confirmation').waitFor();
    await page.getByTestId('cart-empty').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    await page.getByTestId('cart-empty').waitFor();
    await bar.waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => window.localStorage.getItem(key), `valley-eats.cart.${shop.vendor.id}`)).toBeNull();
    errors.expectNone();
  });

  it('keeps each vendor its own cart and forgets one older than a day', async () => {
    const a = await createShop(app, { items: shopItems() });
    const b = await createShop(app, { items: [{ name: 'Birria Taco', price: 4 }] });
    const page = await app.newPage(viewports.phone);
    const errors = watchPageErrors(page);
    await page.goto(`/guest-preorder?vendor=${a.vendor.id}`);
    await menuItem(page, 'Horchata').getByRole('button', { name: /^Add to Cart/ }).click();
    await expectCart(page, ['Horchata ×1'], '$3.00');

    await page.goto(`/guest-preorder?vendor=${b.vendor.id}`);
    await page.getByRole('heading', { level: 1, name: b.vendor.businessName }).waitFor();
    await page.getByTestId('cart-empty').waitFor();
    await page.goto(`/guest-preorder?vendor=${a.vendor.id}`);
    await expectCart(page, ['Horchata ×1'], '$3.00');

    // Saved 25 hours ago: gone.
    await page.evaluate((key) => {
      const kept = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      window.localStorage.setItem(key, JSON.stringify({ ...kept, savedAt: Date.now() - 25 * 3_600_000 }));
    }, `valley-eats.cart.${a.vendor.id}`);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: a.vendor.businessName }).waitFor();
    await page.getByTestId('cart-empty').waitFor();
    errors.expectNone();
  });

  it('still takes an order where storage is blocked (a private window)', async () => {
    const shop = await createShop(app, { items: shopItems() });
    const context = await app.newContext(viewports.phone);
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    await menuItem(page, 'Date Shake').getByRole('button', { name: /^Add to Cart/ }).click();
    await expectCart(page, ['Date Shake ×1'], '$7.25');
    errors.expectNone();
  });
});
