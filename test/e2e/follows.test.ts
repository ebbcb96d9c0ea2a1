/**
 * Follows and the bell at 375 px (issue 18 item 2, decision 0040): a signed-in customer follows a
 * vendor from its card (the dialog's heart agrees), "Following" keeps only it, the bell's count
 * goes up live when the vendor checks in, the panel lists the notice and "Mark all read" clears
 * the count; axe finds nothing; the labels in Spanish.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, signedInContext, signUp } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, signedInPage, vendorCard } from './helpers.js';

const app = setupBrowserApp();

describeBrowser('follows and the bell, at 375 px', () => {
  it('follow from the card, filter by Following, a live count on check-in, read it; Spanish labels', async () => {
    const name = `Birria Bell ${randomBytes(2).toString('hex')}`;
    const shop = await createShop(app, { name });
    await createShop(app, { name: `Other Truck ${randomBytes(2).toString('hex')}` });
    const customer = await signUp(app, { prefix: 'fan', firstName: 'Ana' });
    const { page, watch } = await signedInPage(app, customer);

    const card = vendorCard(page, shop.vendor.id);
    const heart = card.getByRole('button', { name: `Follow ${name}` });
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');

    // The dialog's heart says the same.
    await card.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const dialogHeart = dialog.getByRole('button', { name: `Follow ${name}` });
    await expect.poll(() => dialogHeart.getAttribute('aria-pressed')).toBe('true');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });

    // Following: only the followed vendor.
    await page.getByTestId('following-filter').click();
    await expect.poll(() => page.getByTestId('vendor-card').count()).toBe(1);
    await card.waitFor();

    // The vendor checks in: the bell's count goes up without a reload.
    const bell = page.getByTestId('notification-bell');
    expect(await page.getByTestId('notification-count').count()).toBe(0);
    expect((await app.http('POST', `/api/vendors/${shop.vendor.id}/check-in`, {}, shop.session)).status).toBe(200);
    await expect.poll(() => page.getByTestId('notification-count').textContent(), { timeout: 10_000 }).toBe('1');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');

    await bell.click();
    const panel = page.getByTestId('notifications-panel');
    await panel.getByText(`${name} is open`).waitFor();
    await screenshot(page, 'follows-panel-375');
    await expectAccessible(page);
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => page.getByTestId('notification-count').count()).toBe(0);
    await page.keyboard.press('Escape');

    // Spanish: the heart and the bell.
    const es = await signedInContext(app, customer, viewports.phone, 'es-MX');
    const esPage = await es.newPage();
    await esPage.goto('/');
    const esHeart = esPage.locator(`[data-vendor-id="${shop.vendor.id}"]`).getByRole('button', { name: `Seguir a ${name}` });
    await expect.poll(() => esHeart.getAttribute('aria-pressed')).toBe('true');
    await esPage.getByRole('button', { name: 'Avisos' }).waitFor();
    await esPage.getByTestId('following-filter').getByText('Siguiendo').waitFor();
    watch.expectNone();
  });
});
