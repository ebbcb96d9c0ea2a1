/**
 * Going live (issue 24 item 3, decision 0028) at 375 px: a vendor registered through the form
 * lands on the dashboard's setup checklist, is not listed, previews its own page, completes each
 * step from the checklist's buttons, goes live, and a visitor finds it on the map's list. One
 * Spanish check of the card.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { es } from '../../src/shared/messages/es/index.js';
import { signUpContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { photoFile } from '../support/uploads.js';
import { expectAccessible, horizontalOverflow, openVendorRegistration, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const photoPath = photoFile('truck.png');

const listedIds = async () => ((await app.http<{ vendor: { id: number } }[]>('GET', '/api/vendors')).json ?? []).map((e) => e.vendor.id);

describeBrowser('going live', () => {
  it('registers, works through the checklist, previews, goes live and is found on the map list (375 px)', async () => {
    // The preview page never sends the view beacon (a vendor not live yet is 404 to it): `watch`
    // expects only the registration form's 404 for the user's vendor.
    const { context, page, watch } = await openVendorRegistration(app);

    // ---- registration lands on the dashboard with the checklist
    const name = `Mariscos La Ola ${randomUUID().slice(0, 4)}`;
    await page.getByLabel('Business name').fill(name);
    await page.getByLabel('Cuisine type').fill('Seafood');
    await page.getByLabel('Full business address').fill('45-100 Oasis St, Indio, CA 92201');
    await page.getByRole('checkbox', { name: 'Cash on Pickup' }).check();
    await page.getByRole('button', { name: 'Create Vendor Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard');

    const card = page.getByTestId('go-live-card');
    await card.getByRole('heading', { name: 'Get ready to go live' }).waitFor();
    const progress = card.getByTestId('go-live-progress');
    expect(await progress.textContent()).toBe('1 of 4 done');
    const step = (key: string) => card.getByTestId(`setup-step-${key}`);
    expect(await step('payment').getAttribute('data-done')).toBe('true');
    for (const key of ['photo', 'hours', 'menu']) expect(await step(key).getAttribute('data-done')).toBe('false');
    const goLive = card.getByRole('button', { name: 'Go live' });
    expect(await goLive.isDisabled()).toBe(true);
    const vendorId = (await (await context.request.get('/api/my-vendor')).json()).vendor.id as number;
    expect(await listedIds()).not.toContain(vendorId);
    expect((await app.http('GET', `/api/vendors/${vendorId}`)).status).toBe(404);

    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'go-live-checklist-phone');

    // ---- the owner's preview
    await card.getByRole('link', { name: 'Preview my page' }).click();
    await page.waitForURL((url) => url.pathname === '/guest-preorder');
    await page.getByTestId('preview-banner').getByText('Preview — not live yet').waitFor();
    await page.getByText('Ordering opens when you go live.').waitFor();
    expect(await page.getByRole('button', { name: /Place Preorder/ }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'go-live-preview-phone');
    await page.getByRole('link', { name: 'Back to the checklist' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard');

    // ---- each step from its button
    await step('photo').getByRole('button', { name: 'Add photo' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });
    await profile.getByLabel('Profile photo').setInputFiles(photoPath);
    await profile.getByRole('img', { name: 'Profile photo', exact: true }).waitFor();
    await profile.getByRole('button', { name: 'Save Changes' }).click();
    await profile.waitFor({ state: 'hidden' });
    await step('photo').and(page.locator('[data-done="true"]')).waitFor();

    await step('hours').getByRole('button', { name: 'Set hours' }).click();
    const monday = page.getByRole('switch', { name: 'Open on Monday' });
    // Focus goes to the hours editor.
    await page.waitForFunction(() => document.activeElement?.closest('#business-hours') !== null);
    await monday.click();
    await page.getByLabel('Monday, shift 1, Opens').fill('10:00');
    await page.getByLabel('Monday, shift 1, Closes').fill('20:00');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await step('hours').and(page.locator('[data-done="true"]')).waitFor();
    expect(await progress.textContent()).toBe('3 of 4 done');

    for (const [n, [item, price]] of [
      ['Aguachile', '12.00'],
      ['Tostada de Ceviche', '5.50'],
      ['Coctel de Camarón', '11.00'],
    ].entries()) {
      await step('menu').getByRole('button', { name: 'Add items' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
      await dialog.getByLabel('Item name').fill(item);
      await dialog.getByLabel('Price ($)').fill(price);
      await dialog.getByRole('button', { name: 'Add Item' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await step('menu').getByText(`${n + 1} of 3 on your menu so far.`).waitFor();
    }
    await step('menu').and(page.locator('[data-done="true"]')).waitFor();
    expect(await progress.textContent()).toBe('4 of 4 done');
    expect(await goLive.isEnabled()).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'go-live-ready-phone');

    // ---- Go live
    await goLive.click();
    const notice = page.getByTestId('went-live-notice');
    await notice.getByText("You're live!").waitFor();
    await card.waitFor({ state: 'detached' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('went-live-notice');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'go-live-done-phone');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    watch.expectNone();

    // ---- a visitor finds it on the map's list
    const visitor = await (await app.newContext(viewports.phone)).newPage();
    await visitor.goto('/explore');
    const vendorCard = visitor.locator(`[data-testid="vendor-card"][data-vendor-id="${vendorId}"]`);
    await vendorCard.waitFor();
    expect(await vendorCard.textContent()).toContain(name.slice(0, 15));
    await visitor.close();
    await page.close();
  });

  it('shows the checklist in Spanish, on a phone and a desktop', async () => {
    const context = await app.newContext(viewports.phone, 'es-ES');
    await signUpContext(context, { prefix: 'go-live' });
    const res = await context.request.post('/api/vendors', {
      data: { businessName: 'Tacos La Güera', cuisine: 'Mexican', address: '45-100 Oasis St, Indio, CA 92201', paymentMethods: [] },
    });
    expect(res.status()).toBe(201);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/vendor-dashboard');
    const card = page.getByTestId('go-live-card');
    await card.getByRole('heading', { name: es['goLive.card.title'] }).waitFor();
    expect(await card.getByTestId('go-live-progress').textContent()).toBe('0 de 4 listos');
    await card.getByRole('button', { name: es['goLive.action.payment'] }).waitFor();
    expect(await card.getByRole('button', { name: es['goLive.button.goLive'] }).isDisabled()).toBe(true);
    expect(await card.getByText(es['goLive.step.menu'].replace('{n}', '3')).count()).toBe(1);
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'go-live-checklist-phone-es');
    // And on a desktop: the card spans the dashboard above the stats.
    await page.setViewportSize(viewports.desktop);
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'go-live-checklist-desktop-es');
    watch.expectNone();
    await page.close();
  });
});
