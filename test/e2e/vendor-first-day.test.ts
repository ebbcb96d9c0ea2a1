/**
 * The vendor's first day in the browser (issue 24 items 2, 4, 6, 7; decision 0022), on a phone
 * (375 px) and a desktop: the weekly hours editor (copy Monday to all, a split shift, one Save,
 * one notice, the customer's detail showing both shifts), the dashboard's loading and empty
 * states and its profile views, and registration photos uploading on pick. Each test makes its
 * own users and vendors.
 */
import type { BrowserContext, Locator, Page, Route } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { photoFile } from '../support/uploads.js';
import { expectAccessible, horizontalOverflow, openVendorRegistration, recordNotices, watchPageErrors } from './helpers.js';
import { publishByAdmin } from '../support/publish.js';

const app = setupBrowserApp();
const photoPath = photoFile('taqueria.png');

async function createVendorFor(context: BrowserContext, businessName: string, items: { name: string; price: number }[] = []) {
  const res = await context.request.post('/api/vendors', {
    data: { businessName, cuisine: 'Mexican', address: '82-500 Highway 111, Indio, CA 92201', paymentMethods: ['cash'] },
  });
  expect(res.status()).toBe(201);
  const vendor = (await res.json()) as { id: number };
  await publishByAdmin(app.baseUrl, vendor.id);
  for (const item of items) {
    expect((await context.request.post(`/api/vendors/${vendor.id}/menu`, { data: item })).status()).toBe(201);
  }
  return vendor;
}

/** A request held until the test lets it go (no fixed sleeps): `release()` sends it on. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    release,
    async hold(route: Route) {
      await opened;
      await route.continue();
    },
  };
}

/** A screenshot of one part of the page, taken from the full page (no sticky header over it). */
async function shoot(page: Page, part: Locator, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await part.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
  });
  await screenshot(page, name, { fullPage: true, clip: box });
}

async function noticeWith(page: Page, description: string) {
  await page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: description }).waitFor();
}

describeBrowser("the vendor's first day", () => {
  it('sets the whole week in one editor on a phone: copy Monday, a split shift, one save, one notice', async () => {
    const context = await app.newContext(viewports.phone);
    await signUpContext(context, { prefix: 'first-day', firstName: 'Marisol' });
    const vendor = await createVendorFor(context, 'Taqueria Dos Turnos', [{ name: 'Taco', price: 3.5 }]);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    const notices = await recordNotices(page);
    const hourWrites: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(`/api/vendors/${vendor.id}/hours`) && r.method() !== 'GET') hourWrites.push(r.method());
    });

    await page.goto('/vendor-dashboard');
    const section = page.getByRole('region', { name: 'Business Hours' });
    await section.waitFor();
    const monday = page.getByTestId('hours-day-1');
    // A new vendor: every day closed, nothing to save yet.
    expect(await page.getByRole('switch', { name: 'Open on Monday' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('button', { name: 'Save hours' }).isDisabled()).toBe(true);

    // Monday: open, then split into lunch and dinner, dinner until 22:00.
    await page.getByRole('switch', { name: 'Open on Monday' }).click();
    await page.getByRole('button', { name: 'Add a second shift on Monday' }).click();
    expect(await page.getByLabel('Monday, shift 1, Closes').inputValue()).toBe('14:00');
    await page.getByLabel('Monday, shift 2, Closes').fill('22:00');
    await page.getByTestId('hours-unsaved').waitFor();

    // Copy Monday to every day, then close Sunday.
    await page.getByRole('button', { name: 'Copy Monday to all days' }).click();
    await page.getByText("Monday's hours copied to every day. Save to keep them.").waitFor();
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      expect(await page.getByRole('switch', { name: `Open on ${day}` }).getAttribute('aria-checked')).toBe('true');
      expect(await page.getByLabel(`${day}, shift 2, Closes`).inputValue()).toBe('22:00');
    }
    await page.getByRole('switch', { name: 'Open on Sunday' }).click();
    expect(await page.getByLabel('Sunday, shift 1, Opens').count()).toBe(0);

    // A shift overlapping the one before is refused at its day, before anything is sent.
    await page.getByLabel('Wednesday, shift 2, Opens').fill('13:00');
    await page.getByRole('button', { name: 'Save hours' }).click();
    await page.getByTestId('hours-day-3').getByRole('alert').filter({ hasText: 'The shifts of a day must not overlap' }).waitFor();
    expect(hourWrites).toEqual([]);
    await page.getByLabel('Wednesday, shift 2, Opens').fill('17:00');

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, section, 'vendor-first-day-hours-phone');
    await expectAccessible(page);

    // One save: one PUT, one notice.
    await page.getByRole('button', { name: 'Save hours' }).click();
    await noticeWith(page, 'Your week of hours is saved.');
    await page.getByTestId('hours-unsaved').waitFor({ state: 'detached' });
    expect(hourWrites).toEqual(['PUT']);
    await expect.poll(() => notices.filter((n) => n.startsWith('toast:')), { timeout: 5_000 }).toHaveLength(1);
    expect(await monday.getByLabel('Monday, shift 2, Opens').inputValue()).toBe('17:00');

    // What customers get: both shifts on every open day, Sunday closed.
    const detail = await context.request.get(`/api/vendors/${vendor.id}`);
    const hours = (await detail.json()).businessHours as { dayOfWeek: number; shift: number; openTime: string; closeTime: string; isClosed: boolean }[];
    expect(hours.filter((h) => h.dayOfWeek === 3)).toEqual([
      { dayOfWeek: 3, shift: 0, openTime: '11:00', closeTime: '14:00', isClosed: false, locationId: null },
      { dayOfWeek: 3, shift: 1, openTime: '17:00', closeTime: '22:00', isClosed: false, locationId: null },
    ]);
    expect(hours.filter((h) => h.dayOfWeek === 0).every((h) => h.isClosed)).toBe(true);

    // The customer's detail dialog (desktop, another user) reads both shifts.
    const customerContext = await app.newContext(viewports.desktop);
    await signUpContext(customerContext, { prefix: 'first-day', firstName: 'Lupe' });
    const customer = await customerContext.newPage();
    const customerWatch = watchPageErrors(customer);
    await customer.goto('/');
    const card = customer.locator(`[data-testid="vendor-card"][data-vendor-id="${vendor.id}"]`);
    await card.getByRole('button').first().click();
    const dialog = customer.getByTestId('vendor-detail');
    const rows = dialog.getByTestId('hours-row');
    await rows.first().waitFor();
    expect(await rows.nth(3).locator('dd').textContent()).toBe('11:00 AM - 2:00 PM, 5:00 PM - 10:00 PM');
    expect(await rows.nth(0).locator('dd').textContent()).toBe('Closed');
    customerWatch.expectNone();

    await page.setViewportSize(viewports.desktop);
    await shoot(page, section, 'vendor-first-day-hours-desktop');
    watch.expectNone();
  });

  // Three tests where there was one (41 s of its 60 in a clean-clone CI).
  it('dashboard: a loading state while loading, never "no profile" or "no menu items"; then the menu', async () => {
    const context = await app.newContext(viewports.phone);
    await signUpContext(context, { prefix: 'first-day', firstName: 'Marisol' });
    await createVendorFor(context, 'Churros La Quinta', [
      { name: 'Churro', price: 2.5 },
      { name: 'Champurrado', price: 3 },
    ]);
    const page = await context.newPage();
    const watch = watchPageErrors(page);

    // Held on its way: the page shows skeletons, never "no profile" or "no menu items".
    const myVendor = gate();
    await page.route('**/api/my-vendor', (route) => myVendor.hold(route));
    await page.goto('/vendor-dashboard');
    await page.getByRole('status', { name: 'Loading…' }).waitFor();
    expect(await page.getByText('No menu items yet').count()).toBe(0);
    expect(await page.getByText('No Vendor Profile Found').count()).toBe(0);
    await screenshot(page, 'vendor-first-day-dashboard-loading-phone');
    myVendor.release();
    await page.getByText('Champurrado').first().waitFor();
    expect(await page.getByText('No menu items yet').count()).toBe(0);
    expect(await page.getByTestId('stat-profile-views').textContent()).toContain('0');
    watch.expectNone();
  });

  it("dashboard: a customer's views of the vendor's detail are counted once a day, the owner's own never", async () => {
    const context = await app.newContext(viewports.phone);
    await signUpContext(context, { prefix: 'first-day', firstName: 'Marisol' });
    const vendor = await createVendorFor(context, 'Churros Coachella', [{ name: 'Churro', price: 2.5 }]);

    // A customer opens the vendor's detail twice; the owner opens it too: one view.
    const customerContext = await app.newContext(viewports.desktop);
    await signUpContext(customerContext, { prefix: 'first-day', firstName: 'Lupe' });
    const customer = await customerContext.newPage();
    await customer.goto('/');
    const card = customer.locator(`[data-testid="vendor-card"][data-vendor-id="${vendor.id}"]`);
    for (let i = 0; i < 2; i++) {
      const beacon = customer.waitForResponse((r) => r.url().endsWith(`/api/vendors/${vendor.id}/views`));
      await card.getByRole('button').first().click();
      expect((await beacon).status()).toBe(204);
      await customer.keyboard.press('Escape');
      await customer.getByTestId('vendor-detail').waitFor({ state: 'detached' });
    }
    const own = await context.newPage();
    await own.setViewportSize(viewports.desktop);
    await own.goto('/');
    const ownBeacon = own.waitForResponse((r) => r.url().endsWith(`/api/vendors/${vendor.id}/views`));
    await own.locator(`[data-testid="vendor-card"][data-vendor-id="${vendor.id}"]`).getByRole('button').first().click();
    expect((await ownBeacon).status()).toBe(204);
    await own.close();

    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/vendor-dashboard');
    const views = page.getByTestId('stat-profile-views');
    await views.waitFor();
    expect((await views.textContent())?.replace(/\s+/g, ' ')).toBe('Profile Views1Last 30 days');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'vendor-first-day-dashboard-phone');
    await expectAccessible(page);
    await page.setViewportSize(viewports.desktop);
    await screenshot(page, 'vendor-first-day-dashboard-desktop');
    watch.expectNone();
  });

  it('dashboard: a vendor without items sees the empty menu text, and only that', async () => {
    const empty = await app.newContext(viewports.phone);
    await signUpContext(empty, { prefix: 'first-day', firstName: 'Beto' });
    await createVendorFor(empty, 'Elotes Beto');
    const emptyPage = await empty.newPage();
    const watch = watchPageErrors(emptyPage);
    await emptyPage.goto('/vendor-dashboard');
    await emptyPage.getByText('No menu items yet. Add your first item to get started!').waitFor();
    expect(await emptyPage.getByText('No vendor profile yet').count()).toBe(0);
    watch.expectNone();
  });

  it('fits a phone in Spanish too: a split day, the copy button and the save', async () => {
    const context = await app.newContext(viewports.phone, 'es-MX');
    await signUpContext(context, { prefix: 'first-day', firstName: 'Rocío' });
    await createVendorFor(context, 'Birria Los Dos Turnos');
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/vendor-dashboard');
    const section = page.getByRole('region', { name: 'Horario', exact: true });
    await section.waitFor();
    await page.getByRole('switch', { name: 'Abierto el Lunes' }).click();
    await page.getByRole('button', { name: 'Agregar un segundo turno el Lunes' }).click();
    await page.getByRole('button', { name: 'Copiar el lunes a todos los días' }).click();
    await page.getByText('El horario del lunes se copió a todos los días. Guarda para conservarlo.').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, section, 'vendor-first-day-hours-es-phone');
    await page.getByRole('button', { name: 'Guardar horario', exact: true }).click();
    await page.getByText('Tu horario de la semana está guardado.').first().waitFor();
    watch.expectNone();
  });

  it('registration uploads a photo on pick with a progress bar; saving waits for it', async () => {
    const { page, watch } = await openVendorRegistration(app);
    await page.getByLabel('Business name').fill('Paletas del Valle');
    await page.getByLabel('Cuisine type').fill('Desserts');
    await page.getByLabel('Full business address').fill('45-100 Oasis St, Indio, CA 92201');

    const upload = gate();
    await page.route('**/api/uploads/**', (route) => upload.hold(route));
    await page.getByLabel('Profile photo').setInputFiles(photoPath);
    // Started by the pick itself: a progress bar, no Upload button to press.
    await page.getByRole('progressbar', { name: 'Uploading taqueria.png' }).waitFor();
    expect(await page.getByRole('button', { name: /^Upload/ }).count()).toBe(0);
    await screenshot(page, 'vendor-first-day-registration-uploading-phone');
    // Saving mid-upload is asked to wait.
    await page.getByRole('button', { name: 'Create Vendor Profile' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Wait for your photos to finish uploading, or remove them, before saving.' })
      .first()
      .waitFor();

    upload.release();
    const photo = page.getByRole('img', { name: 'Profile photo', exact: true });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).toMatch(/^\/uploads\//);
    await page.getByRole('progressbar').waitFor({ state: 'detached' });
    await page.unroute('**/api/uploads/**');

    const created = page.waitForResponse((r) => r.url().endsWith('/api/vendors') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Create Vendor Profile' }).click();
    const res = await created;
    expect(res.status()).toBe(201);
    expect((await res.json()).profileImageUrl).toMatch(/^\/uploads\//);
    await page.waitForURL((url) => url.pathname === '/vendor-dashboard');
    await page.getByRole('img', { name: /Paletas del Valle/ }).waitFor();
    watch.expectNone();
  });
});
