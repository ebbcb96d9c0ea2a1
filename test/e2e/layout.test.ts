/**
 * Layout at the widths where issue 44 defect 8 was seen, in Spanish and English: the vendor area's
 * header at 1024 px ("Cerrar sesión" ran off the screen's right edge); the public pages' header
 * (SiteHeader) from 768 to 1024 px (its links ran off the screen with the language switch) and at
 * 1280 px in Spanish (past the page's column); a menu item's "Add to Cart" beside "1 in cart" in a
 * narrow card at 1024 px (it ran out of the card); the tracking page's status in a phone's first
 * 400 px in Spanish. The 375 px cases seen earlier (the cart line's name, the chat sign-in button,
 * the top bar's links) are in spanish-text.test.ts.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createShop, placeOrder, signedInContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

const tablet = { width: 1024, height: 768 };
const LOCALES = ['es-US', 'en-US'] as const;

/** How far `inner` sticks out of `outer` on any side (0 or less: inside). */
async function outside(inner: Locator, outer: Locator | { width: number; height: number }): Promise<number> {
  const a = await inner.boundingBox();
  const b = 'boundingBox' in outer ? await outer.boundingBox() : { x: 0, y: 0, ...outer };
  if (!a || !b) return Number.POSITIVE_INFINITY;
  return Math.max(b.x - a.x, b.y - a.y, a.x + a.width - (b.x + b.width), a.y + a.height - (b.y + b.height));
}

/** Each link of the page's first navigation, whole on the screen, all on the brand's row. */
async function expectOneRowOnScreen(page: Page, viewport: { width: number; height: number }): Promise<void> {
  const header = page.locator('header').first();
  const links = header.getByRole('navigation').getByRole('link');
  await links.first().waitFor();
  const brand = (await header.getByRole('link').first().boundingBox())!;
  for (const link of [...(await links.all()), header.getByTestId('language-switch')]) {
    expect(await outside(link, { width: viewport.width, height: viewport.height })).toBeLessThanOrEqual(0);
    const box = (await link.boundingBox())!;
    // Its middle within the brand's height: the same row.
    expect(Math.abs(box.y + box.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(brand.height / 2);
  }
  expect((await header.boundingBox())!.height).toBeLessThan(80);
}

describeBrowser('layout at 375, 768, 1024 and 1280 px (issue 44 defect 8)', () => {
  it('keeps logout whole in the vendor area\'s header at 1024 px', async () => {
    const shop = await createShop(app);
    for (const locale of LOCALES) {
      const context = await signedInContext(app, shop.session, tablet, locale);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto('/vendor-preorders');
      const logout = page.locator('header').getByRole('button', { name: locale === 'es-US' ? 'Cerrar sesión' : 'Logout' });
      await logout.waitFor();
      // "Cerrar sesión" ended 10 px past a 1024 px screen ("Logout" 22 px), the page scrolled sideways.
      expect(await outside(logout, tablet)).toBeLessThanOrEqual(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectOneRowOnScreen(page, tablet);
      await screenshot(page, `vendor-preorders-header-${locale}-1024`);
      errors.expectNone();
      await context.close();
    }
  });

  it('fits the public header on one row at 1024 px and keeps a menu card\'s button inside it', async () => {
    const shop = await createShop(app, { items: [{ name: 'Horchata Salvadoreña', price: 3.5, category: 'Bebidas' }] });
    for (const locale of LOCALES) {
      const context = await app.newContext(tablet, locale);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
      // The header's links ran off the screen, "Muro de comida" cut and the language switch out
      // of sight; the page scrolled sideways by 146 px in Spanish, 68 px in English.
      await expectOneRowOnScreen(page, tablet);
      const card = page.locator('[data-testid="menu-item"][data-item-name="Horchata Salvadoreña"]');
      const add = card.getByRole('button', { name: /^(Agregar al carrito|Add to Cart)/ });
      await add.click();
      await card.getByText(/^(1 en el carrito|1 in cart)$/).waitFor();
      // In Spanish, beside "1 en el carrito", the button ran 18 px out of the card's right edge.
      await expect.poll(() => outside(add, card)).toBeLessThanOrEqual(0);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `guest-preorder-header-${locale}-1024`);
      errors.expectNone();
      await context.close();
    }
  });

  it('keeps the public header\'s row inside the page\'s column at 1280 px', async () => {
    const shop = await createShop(app);
    for (const locale of LOCALES) {
      const context = await app.newContext(viewports.desktop, locale);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
      const row = page.locator('header').first().locator('> div');
      await page.getByTestId('language-switch').waitFor();
      // In Spanish the row (icons and full labels) ran 50 px past the 1152 px column's right edge.
      await expect.poll(() => row.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      await expectOneRowOnScreen(page, viewports.desktop);
      await screenshot(page, `guest-preorder-header-${locale}-1280`);
      errors.expectNone();
      await context.close();
    }
  });

  it('keeps the public header\'s links on the screen at 768 px', async () => {
    const viewport = { width: 768, height: 1024 };
    for (const locale of LOCALES) {
      const context = await app.newContext(viewport, locale);
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto('/order-tracking');
      const links = page.locator('header').getByRole('navigation').getByRole('link');
      await links.first().waitFor();
      for (const link of [...(await links.all()), page.getByTestId('language-switch')]) {
        expect(await outside(link, viewport)).toBeLessThanOrEqual(0);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `order-tracking-header-${locale}-768`);
      errors.expectNone();
      await context.close();
    }
  });

  it('shows a followed order\'s status in a Spanish phone\'s first 400 px', async () => {
    const shop = await createShop(app);
    const order = await placeOrder(app, shop, { phone: '(760) 555-0144' });
    const context = await app.newContext(viewports.phone, 'es-US');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`/order-tracking?token=${order.trackingToken}`);
    const status = page.getByTestId('tracked-status');
    await status.waitFor();
    // It started 430 px down, under the subtitle and the code/phone tabs.
    expect((await status.boundingBox())!.y).toBeLessThan(400);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'order-tracking-status-es-375');
    errors.expectNone();
  });
});
