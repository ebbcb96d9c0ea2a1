/**
 * Vendor self-service in the browser (SPEC §2 "Vendor registration" and "Vendor dashboard", §4
 * preorder rule, §5, §8, §9; DESIGN §5): sign up, register with a real profile photo, then run
 * the dashboard — hours, menu, open/closed, loyalty rewards — and check that another user sees
 * none of it and may change none of it. Each test makes its own users.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { PASSWORD, signUpContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { photoFile } from '../support/uploads.js';
import { expectAccessible, horizontalOverflow, openVendorRegistration, recordNotices, watchPageErrors } from './helpers.js';
import { publishByAdmin } from '../support/publish.js';
import { signUpLink } from '../support/fake-smtp-server.js';

const app = setupBrowserApp();
const photoPath = photoFile('taqueria.png');
const menuPhotoPath = photoFile('menu.png');

/** Makes a vendor with two menu items and Monday hours for the signed-in context. */
async function createVendorFor(context: BrowserContext) {
  const vendorRes = await context.request.post('/api/vendors', {
    data: {
      businessName: 'Dune Dogs',
      cuisine: 'Hot Dogs',
      address: '68-718 E Palm Canyon Dr, Cathedral City, CA 92234',
      phone: '760-555-0142',
      description: 'Sonoran hot dogs wrapped in bacon, since 2015.',
      paymentMethods: ['cash', 'zelle'],
      preorderInstructions: 'Pick up at the window on the left.',
    },
  });
  expect(vendorRes.status()).toBe(201);
  const vendor = await vendorRes.json();
  await publishByAdmin(app.baseUrl, vendor.id);
  for (const item of [
    { name: 'Sonoran Dog', description: 'Bacon-wrapped, beans, onions, jalapeño salsa', price: 7.5 },
    { name: 'Horchata', description: 'House-made, 16 oz', price: 3.25, inventoryCount: 4 },
  ]) {
    expect((await context.request.post(`/api/vendors/${vendor.id}/menu`, { data: item })).status()).toBe(201);
  }
  for (const body of [
    { dayOfWeek: 1, openTime: '11:00', closeTime: '21:00' },
    { dayOfWeek: 0, isClosed: true },
  ]) {
    expect((await context.request.post(`/api/vendors/${vendor.id}/hours`, { data: body })).status()).toBe(200);
  }
  return vendor as { id: number };
}

/** Waits for a visible notice (toast) with this title and description. */
async function noticeWith(page: Page, title: string, description: string | RegExp) {
  const notices = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
  await notices.filter({ hasText: title }).filter({ hasText: description }).waitFor();
}

describeBrowser('vendor registration and dashboard', () => {
  it('signs up, registers with a profile photo and runs the dashboard; another user sees and changes nothing', async () => {
    const context = await app.newContext(viewports.desktop);
    const page = await context.newPage();
    const watch = watchPageErrors(page, ['/api/my-vendor']);
    const notices = await recordNotices(page);

    // ---- sign up through the UI, coming back to registration
    await page.goto('/sign-up?returnTo=%2Fvendor-registration');
    await page.getByLabel('First name').fill('Marisol');
    const email = `vendor-${randomUUID().slice(0, 8)}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The account waits for the e-mailed link, which keeps the way back (decision 0052).
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.goto((await signUpLink(email)).url);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor-registration');
    await page.getByRole('heading', { level: 1, name: 'Vendor Registration' }).waitFor();

    // ---- SPEC §5 validation
    await page.getByRole('button', { name: 'Create Vendor Profile' }).click();
    await page.getByText('Business name is required').waitFor();
    await page.getByText('Cuisine type is required').waitFor();
    await page.getByText('Full address is required').waitFor();
    expect(await page.getByLabel('Business name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Business name').fill('Taqueria El Sol');
    await page.getByLabel('Cuisine type').fill('Mexican');
    await page.getByLabel('Description').fill('Tacos al pastor off the trompo, every night in Indio.');
    await page.getByLabel('Full business address').fill('82-011 Highway 111, Indio, CA 92201');
    await page.getByLabel('Phone').fill('(760) 555-0199');

    // ---- SPEC §4 preorder rule: a method turns preorders on; turning them off clears the methods
    const preorders = page.getByRole('switch', { name: 'Accept preorders' });
    const cash = page.getByRole('checkbox', { name: 'Cash on Pickup' });
    const zelle = page.getByRole('checkbox', { name: 'Zelle' });
    expect(await preorders.getAttribute('aria-checked')).toBe('false');
    await cash.click();
    expect(await preorders.getAttribute('aria-checked')).toBe('true');
    await zelle.click();
    await preorders.click();
    expect(await preorders.getAttribute('aria-checked')).toBe('false');
    expect(await cash.getAttribute('aria-checked')).toBe('false');
    expect(await zelle.getAttribute('aria-checked')).toBe('false');
    await cash.click();
    expect(await preorders.getAttribute('aria-checked')).toBe('true');
    await page.getByLabel('Preorder instructions').fill('Pick up at the side window.');

    // ---- photos: SPEC §8 checks, upload on pick (issue 24), a progress bar, the uploaded photo
    const menuPhotos = page.getByLabel('Menu photos');
    await menuPhotos.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Only JPEG, PNG, WebP or GIF images are allowed').waitFor();
    await menuPhotos.setInputFiles(menuPhotoPath);
    // Uploaded on pick (issue 24): the stored photo shows, then the same file again is a duplicate.
    await page.getByRole('img', { name: 'Menu photos 1' }).waitFor();
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await page.getByRole('img', { name: 'Menu photos 1' }).waitFor({ state: 'detached' });

    await context.setOffline(true);
    await page.getByText('No Internet connection').waitFor();
    await context.setOffline(false);
    await page.getByText('Connected to the Internet').waitFor();

    // Slow the upload down so the progress bar is on screen long enough to see.
    await page.route('**/api/uploads/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByLabel('Profile photo').setInputFiles(photoPath);
    await page.getByRole('progressbar', { name: 'Uploading taqueria.png' }).waitFor(); // started by the pick
    const photo = page.getByRole('img', { name: 'Profile photo', exact: true });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/uploads\/[0-9a-f]{32}/);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[alt="Profile photo"]');
      return img?.complete && img.naturalWidth === 32;
    });
    expect(await page.getByRole('progressbar').count()).toBe(0);
    await page.unroute('**/api/uploads/**');

    // ---- the pin: a click on the valley map
    expect(await page.getByTestId('pin-summary').textContent()).toContain('No pin yet');
    const map = page.getByRole('application', { name: /click to place your pin/ });
    const box = (await map.boundingBox())!;
    await map.click({ position: { x: box.width * 0.55, y: box.height * 0.6 } });
    await page.getByTestId('picked-pin').waitFor();
    expect(await page.getByTestId('pin-summary').textContent()).toMatch(/^Pinned near [A-Z][a-z]+/);

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'vendor-registration-desktop', { fullPage: true });
    await expectAccessible(page);

    // ---- create
    await page.getByRole('button', { name: 'Create Vendor Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard');
    await noticeWith(page, 'Success', 'Your vendor profile has been created successfully!');
    await expect.poll(() => notices, { timeout: 5_000 }).toContain('toast: SuccessYour vendor profile has been created successfully!');

    // ---- the dashboard shows the profile
    await page.getByText('Taqueria El Sol').first().waitFor();
    const header = page.getByRole('main');
    await header.getByText('Mexican').first().waitFor();
    const avatar = page.getByRole('img', { name: 'Taqueria El Sol profile photo' });
    expect(await avatar.getAttribute('src')).toMatch(/^\/uploads\//);
    await page.getByText('82-011 Highway 111, Indio, CA 92201').waitFor();
    await page.getByText('(760) 555-0199').waitFor();
    await page.getByText('Accepting preorders').waitFor();
    await page.getByText('Pinned on the valley map').waitFor();
    expect(await page.getByTestId('vendor-status').textContent()).toBe('CLOSED');
    const created = (await (await context.request.get('/api/my-vendor')).json()).vendor;
    expect(created.latitude).toBeGreaterThan(33.3);
    expect(created.longitude).toBeLessThan(-115.8);
    expect(created.acceptsPreorders).toBe(true);
    expect(created.paymentMethods).toEqual(['cash']);
    expect(created.profileImageUrl).toMatch(/^\/uploads\//);
    await page.getByText('No menu items yet. Add your first item to get started!').waitFor();
    const nav = page.getByRole('navigation', { name: 'Vendor tools' });
    for (const [name, href] of [
      ['Preorders', '/vendor-preorders'],
      ['Analytics', '/vendor-analytics'],
      ['Events', '/event-management'],
      ['Map View', '/'],
    ]) {
      expect(await nav.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    // A button that POSTs /api/logout (issue 16 item 3), no longer a link a GET could fake.
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await page.getByRole('link', { name: 'Logout' }).count()).toBe(0);

    // ---- Monday hours in the weekly editor (one save, issue 24), kept after a reload
    await page.getByRole('switch', { name: 'Open on Monday' }).click();
    await page.getByLabel('Monday, shift 1, Opens').fill('09:00');
    await page.getByLabel('Monday, shift 1, Closes').fill('17:30');
    const saved = page.waitForResponse((r) => r.url().endsWith('/hours') && r.request().method() === 'PUT' && r.status() === 200);
    await page.getByRole('button', { name: 'Save hours' }).click();
    await saved;
    await noticeWith(page, 'Success', 'Your week of hours is saved.');
    await page.reload();
    await page.getByText('Taqueria El Sol').first().waitFor();
    expect(await page.getByLabel('Monday, shift 1, Opens').inputValue()).toBe('09:00');
    expect(await page.getByLabel('Monday, shift 1, Closes').inputValue()).toBe('17:30');
    expect(await page.getByRole('switch', { name: 'Open on Sunday' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByLabel('Sunday, shift 1, Opens').count()).toBe(0);

    // ---- menu: add (SPEC §5), edit, sold out, delete
    await page.getByRole('button', { name: 'Manage Menu' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Name and price are required' }).waitFor();
    await dialog.getByLabel('Item name').fill('Al Pastor Taco');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Name and price are required' }).waitFor();
    expect(await dialog.getByLabel('Price ($)').getAttribute('step')).toBe('0.01');
    await dialog.getByLabel('Price ($)').fill('3.50');
    await dialog.getByLabel('Description').fill('Pineapple, onion, cilantro');
    const added = page.waitForRequest((r) => r.url().endsWith('/menu') && r.method() === 'POST');
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    expect((await added).postDataJSON()).toMatchObject({ name: 'Al Pastor Taco', price: 3.5 });
    await noticeWith(page, 'Success', 'Menu item added successfully');
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /Al Pastor Taco/ });
    await row.getByRole('cell', { name: '$3.50' }).waitFor();
    // The form was cleared.
    await page.getByRole('button', { name: 'Manage Menu' }).click();
    expect(await dialog.getByLabel('Item name').inputValue()).toBe('');
    expect(await dialog.getByLabel('Price ($)').inputValue()).toBe('');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Edit Al Pastor Taco' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit Menu Item' });
    expect(await dialog.getByLabel('Price ($)').inputValue()).toBe('3.50');
    await dialog.getByLabel('Price ($)').fill('4.25');
    // A photo for the item: uploaded first, then saved with it.
    await dialog.getByLabel('Photo', { exact: true }).setInputFiles(menuPhotoPath); // uploaded on pick
    // Uploaded: the picker shows the stored photo (Save before that would be asked to wait).
    await dialog.getByRole('img', { name: 'Photo', exact: true }).waitFor();
    const edited = page.waitForRequest((r) => r.url().includes('/api/menu-items/') && r.method() === 'PATCH');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await edited).postDataJSON().imageUrl).toMatch(/^\/uploads\//);
    await noticeWith(page, 'Success', 'Menu item updated successfully');
    await row.getByRole('cell', { name: '$4.25' }).waitFor();

    // Decision 0028: two more items finish the setup checklist (photo, hours and payment are done);
    // the vendor goes live from it, and only then do customers see it.
    for (const [name, price] of [
      ['Carne Asada Taco', '3.75'],
      ['Horchata', '3.00'],
    ]) {
      await page.getByTestId('setup-step-menu').getByRole('button', { name: 'Add items' }).click();
      const add = page.getByRole('dialog', { name: 'Add Menu Item' });
      await add.getByLabel('Item name').fill(name);
      await add.getByLabel('Price ($)').fill(price);
      await add.getByRole('button', { name: 'Add Item' }).click();
      await add.waitFor({ state: 'hidden' });
    }
    await page.getByTestId('go-live-card').getByRole('button', { name: 'Go live' }).click();
    await page.getByTestId('went-live-notice').waitFor();

    // Customers see the photos without an account: the vendor's on its card, the item's in the menu.
    const visitor = await (await app.newContext(viewports.phone)).newPage();
    await visitor.goto('/explore');
    const card = visitor.locator(`[data-testid="vendor-card"][data-vendor-id="${created.id}"]`);
    expect(await card.getByTestId('vendor-card-photo').getAttribute('src')).toBe(created.profileImageUrl);
    await card.getByRole('button').first().click();
    const detail = visitor.getByTestId('vendor-detail');
    await detail.getByTestId('menu-item').filter({ hasText: 'Al Pastor Taco' }).getByTestId('menu-item-photo').waitFor();
    await screenshot(visitor, 'vendor-detail-photos-phone');
    await visitor.close();

    // One availability control (decision 0023): Sold out today.
    await row.getByRole('group', { name: 'Availability of Al Pastor Taco' }).getByRole('radio', { name: 'Sold out today' }).check();
    await noticeWith(page, 'Success', 'Al Pastor Taco is sold out for today. It comes back at 4:00 AM.');
    await row.getByRole('radio', { name: 'Sold out today', checked: true }).waitFor();
    await row.getByText('Sold out', { exact: true }).first().waitFor();

    await row.getByRole('button', { name: 'Delete Al Pastor Taco' }).click();
    await page.getByRole('dialog', { name: 'Delete Al Pastor Taco?' }).getByRole('button', { name: 'Delete Item' }).click();
    await noticeWith(page, 'Success', 'Menu item deleted successfully');
    // The two items added to go live go too (a live vendor stays live with fewer: decision 0028).
    for (const name of ['Carne Asada Taco', 'Horchata']) {
      await page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: `Delete ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
      await confirm.getByRole('button', { name: 'Delete Item' }).click();
      await confirm.waitFor({ state: 'detached' });
    }
    await page.getByText('No menu items yet. Add your first item to get started!').waitFor();

    // ---- Mark as Open → OPEN, until 4:00 the next morning, and back to business hours
    await page.getByRole('button', { name: 'Mark as Open' }).click();
    await page.getByTestId('vendor-status').getByText('OPEN', { exact: true }).waitFor();
    await page.getByText(/Marked as open until \w+ 4:00\sAM/).waitFor();
    expect(await page.getByRole('button', { name: 'Mark as Open' }).getAttribute('aria-pressed')).toBe('true');

    // ---- loyalty program and rewards (issue "Loyalty" item 4)
    expect(await page.getByRole('heading', { name: 'Loyalty Rewards' }).count()).toBe(0);
    await page.getByRole('switch', { name: 'Loyalty program' }).click();
    await noticeWith(page, 'Success', 'Loyalty program settings updated');
    await page.getByRole('heading', { name: 'Loyalty Rewards' }).waitFor();
    await page.getByText('No rewards yet.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Add Reward' }).click();
    const rewardDialog = page.getByRole('dialog', { name: 'Add Reward' });
    await rewardDialog.getByLabel('Reward name').fill('Free Horchata');
    await rewardDialog.getByLabel('Points required').fill('50');
    await rewardDialog.getByLabel('Value (%)').fill('10');
    await rewardDialog.getByLabel('Max uses').fill('100');
    await rewardDialog.getByRole('button', { name: 'Add Reward' }).click();
    await noticeWith(page, 'Success', 'Reward added');
    const rewards = page.getByRole('list', { name: 'Loyalty Rewards' });
    const reward = rewards.getByRole('listitem').filter({ hasText: 'Free Horchata' });
    await reward.getByText('10% off').waitFor();
    await reward.getByText('Active', { exact: true }).waitFor();
    await reward.getByText('0 of 100').waitFor();
    await reward.getByRole('button', { name: 'Deactivate Free Horchata' }).click();
    await noticeWith(page, 'Success', 'Free Horchata is deactivated');
    await reward.getByText('Inactive', { exact: true }).waitFor();
    await reward.getByRole('button', { name: 'Edit Free Horchata' }).click();
    const editReward = page.getByRole('dialog', { name: 'Edit Reward' });
    expect(await editReward.getByLabel('Points required').inputValue()).toBe('50');
    await editReward.getByLabel('Points required').fill('75');
    await editReward.getByLabel('Valid until').fill('2030-12-31');
    await editReward.getByRole('button', { name: 'Save Changes' }).click();
    await noticeWith(page, 'Success', 'Reward updated');
    await reward.getByText('Dec 31, 2030').waitFor();
    await reward.getByText('75', { exact: true }).waitFor();
    await reward.getByRole('button', { name: 'Activate Free Horchata' }).click();
    await reward.getByText('Active', { exact: true }).waitFor();

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'vendor-dashboard-desktop', { fullPage: true });
    await expectAccessible(page);
    await reward.getByRole('button', { name: 'Delete Free Horchata' }).click();
    await page.getByRole('dialog', { name: 'Delete Free Horchata?' }).getByRole('button', { name: 'Delete Reward' }).click();
    await noticeWith(page, 'Success', 'Reward deleted');
    await page.getByText('No rewards yet.', { exact: false }).waitFor();
    watch.expectNone();

    // ---- another user: no access to this vendor's data, 403 on a direct change
    const own = await context.request.get('/api/my-vendor');
    const vendorId = (await own.json()).vendor.id as number;
    const otherContext = await app.newContext(viewports.desktop);
    await signUpContext(otherContext, { prefix: 'vendor', firstName: 'Nico' });
    const other = await otherContext.newPage();
    await other.goto('/vendor-dashboard');
    await other.getByRole('heading', { name: 'No Vendor Profile Found' }).waitFor();
    expect(await other.getByText('Taqueria El Sol').count()).toBe(0);
    expect(await other.getByRole('link', { name: 'Create Vendor Profile' }).getAttribute('href')).toBe(
      '/vendor-registration',
    );
    expect(await other.getByRole('link', { name: 'Go Back to Map' }).getAttribute('href')).toBe('/');
    const patch = await otherContext.request.patch(`/api/vendors/${vendorId}`, { data: { businessName: 'Hijacked' } });
    expect(patch.status()).toBe(403);
    const hours = await otherContext.request.post(`/api/vendors/${vendorId}/hours`, {
      data: { dayOfWeek: 1, isClosed: true },
    });
    expect(hours.status()).toBe(403);
    const stillMine = await (await context.request.get('/api/my-vendor')).json();
    expect(stillMine.vendor.businessName).toBe('Taqueria El Sol');
  }, 180_000);

  it('looks right on a phone: registration and a dashboard with menu and hours', async () => {
    const { context, page, watch } = await openVendorRegistration(app);
    await page.getByLabel('Business name').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'vendor-registration-phone', { fullPage: true });
    await expectAccessible(page);

    await createVendorFor(context);
    await page.goto('/vendor-dashboard');
    await page.getByText('Dune Dogs').first().waitFor();
    await page.getByText('Sonoran Dog').first().waitFor();
    expect(await page.getByLabel('Monday, shift 1, Opens').inputValue()).toBe('11:00');
    // The item's own stock line, once, and the low-stock warning (4 is under the default threshold of 5).
    expect(await page.getByText('4 left', { exact: true }).filter({ visible: true }).count()).toBe(1);
    await page.getByText('Horchata (4 left)').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'vendor-dashboard-phone', { fullPage: true });
    await expectAccessible(page);

    // Edit Profile: every registration field, the same preorder rule.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
    expect(await dialog.getByLabel('Business name').inputValue()).toBe('Dune Dogs');
    expect(await dialog.getByRole('checkbox', { name: 'Zelle' }).getAttribute('aria-checked')).toBe('true');
    await dialog.getByRole('switch', { name: 'Accept preorders' }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Cash on Pickup' }).getAttribute('aria-checked')).toBe('false');
    await dialog.getByLabel('Business name').fill('Dune Dogs & Co');
    await screenshot(page, 'vendor-edit-profile-phone');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await noticeWith(page, 'Success', 'Your vendor profile has been updated');
    await page.getByText('Dune Dogs & Co').first().waitFor();
    await page.getByText('Not accepting preorders').waitFor();

    // The same dashboard on a desktop: the menu as SPEC's table.
    await page.setViewportSize(viewports.desktop);
    const table = page.getByRole('table', { name: 'Menu Items' });
    for (const column of ['Item Name', 'Description', 'Price', 'Actions']) {
      await table.getByRole('columnheader', { name: column }).waitFor();
    }
    await table.getByRole('row', { name: /Horchata/ }).getByRole('cell', { name: '$3.25' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'vendor-dashboard-menu-desktop', { fullPage: true });
    watch.expectNone();
  });

  it('gives the vendor a short link and a printable QR poster, and customers a way to share the vendor', async () => {
    const context = await app.newContext(viewports.phone, 'en-US', { permissions: ['clipboard-read', 'clipboard-write'] });
    await signUpContext(context, { prefix: 'vendor', firstName: 'Lupe' });
    const vendor = await createVendorFor(context);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/vendor-dashboard');
    const short = `${app.baseUrl}/v/${vendor.id}`;
    expect(await page.getByTestId('short-link').textContent()).toBe(short.replace(/^https?:\/\//, ''));
    await page.getByRole('link', { name: 'Print QR poster' }).click();
    await page.waitForURL((url) => url.pathname === '/vendor-poster');
    const poster = page.getByTestId('qr-poster');
    await poster.getByRole('heading', { level: 1, name: 'Dune Dogs' }).waitFor();
    const qr = poster.getByRole('img', { name: `QR code for ${short}` });
    await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'vendor-qr-poster-phone', { fullPage: true });
    await expectAccessible(page);
    // On paper only the poster: no buttons.
    await page.emulateMedia({ media: 'print' });
    await page.getByRole('button', { name: 'Print' }).waitFor({ state: 'hidden' });
    await page.emulateMedia({ media: null });

    // The short link (what the QR code holds) opens the preorder page, where a customer copies it.
    await page.goto(`/v/${vendor.id}`);
    await page.waitForURL((url) => url.pathname === '/guest-preorder' && url.searchParams.get('vendor') === String(vendor.id));
    await page.getByRole('heading', { level: 1, name: 'Dune Dogs' }).waitFor();
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByTestId('share-status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(short);
    watch.expectNone();
  });

  it('sends a user who already has a profile to the dashboard after 1 s', async () => {
    const context = await app.newContext(viewports.desktop);
    await signUpContext(context, { prefix: 'vendor', firstName: 'Lupe' });
    await createVendorFor(context);
    const page = await context.newPage();
    const notices = await recordNotices(page);
    const started = Date.now();
    await page.goto('/vendor-registration');
    await noticeWith(page, 'Already Registered', 'You already have a vendor profile.');
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard');
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    await expect.poll(() => notices.some((n) => n.startsWith('toast: Already Registered')), { timeout: 5_000 }).toBe(true);
    await page.getByText('Dune Dogs').first().waitFor();
  });

  it('tells a visitor to log in to register as a vendor', async () => {
    const page = await app.newPage(viewports.phone);
    const notices = await recordNotices(page);
    await page.goto('/vendor-registration');
    await page.waitForURL((url) => url.pathname === '/sign-in');
    await expect.poll(() => notices, { timeout: 5_000 }).toContain('toast: UnauthorizedYou need to be logged in to register as a vendor');
  });
});
