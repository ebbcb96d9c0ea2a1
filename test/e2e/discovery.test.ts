/**
 * The map home in the browser (SPEC §2 "Map home", "Vendor detail dialog", §5 filtering, §8):
 * a signed-in user searches ('bbq', nonsense), picks the Desserts chip, sees one map pin per
 * listed vendor, opens a vendor from its card and from its pin (keyboard), reads hours Sunday to
 * Saturday and the menu, reaches the preorder link; the open/closed badges follow the hours; on a
 * phone the bottom bar switches between map and list. Demo vendors plus two made over HTTP.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, screenshotPath, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

interface ListEntry {
  vendor: { id: number; businessName: string; cuisine: string };
  isOpen: boolean;
}

const http = app.http;

async function signUp(): Promise<string> {
  const res = await fetch(`${app.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `map-${randomBytes(4).toString('hex')}@example.com`, password: 'desert-bloom-42', firstName: 'Ana' }),
  });
  expect(res.status).toBe(201);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** A vendor (BBQ unless said) open all day every day, or closed every day, with a menu. */
async function makeVendor(name: string, open: boolean, cuisine = 'BBQ') {
  const cookie = await signUp();
  const vendor = await http<{ id: number }>(
    'POST',
    '/api/vendors',
    { businessName: name, cuisine, address: '45-200 Smurr St, Indio, CA 92201', phone: '(760) 555-0150', description: 'Post oak brisket.', paymentMethods: ['cash'] },
    cookie,
  );
  expect(vendor.status).toBe(201);
  for (let day = 0; day < 7; day++) {
    const body = open ? { dayOfWeek: day, openTime: '00:00', closeTime: '23:59', isClosed: false } : { dayOfWeek: day, isClosed: true };
    expect((await http('POST', `/api/vendors/${vendor.json.id}/hours`, body, cookie)).status).toBe(200);
  }
  expect((await http('POST', `/api/vendors/${vendor.json.id}/menu`, { name: 'Brisket Plate', price: 16, description: 'Half pound, two sides.' }, cookie)).status).toBe(201);
  return vendor.json.id;
}

async function signedInPage(viewport: { width: number; height: number }): Promise<{ page: Page; context: BrowserContext }> {
  const cookie = await signUp();
  const context = await app.newContext(viewport);
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: app.baseUrl };
    }),
  );
  const page = await context.newPage();
  await page.goto('/');
  await page.getByTestId('vendor-card').first().waitFor();
  return { page, context };
}

const listedIds = async (page: Page) =>
  (await page.getByTestId('vendor-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-vendor-id'))))).sort(
    (a, b) => a - b,
  );
const pinIds = async (page: Page) =>
  (await page.getByTestId('map-pin').evaluateAll((pins) => pins.map((p) => Number(p.getAttribute('data-vendor-id'))))).sort(
    (a, b) => a - b,
  );

describeBrowser('discovery: the map home', () => {
  it('filters by text and chip, keeps pins and cards in step, and opens a vendor from a card and a pin', async () => {
    const suffix = randomBytes(2).toString('hex');
    const openId = await makeVendor(`Smoke Yard ${suffix}`, true);
    const closedId = await makeVendor(`Pit Stop ${suffix}`, false);
    await makeVendor(`Paleteria Luna ${suffix}`, true, 'Desserts');
    const all = (await http<ListEntry[]>('GET', '/api/vendors')).json;
    const ids = (pred: (e: ListEntry) => boolean) => all.filter(pred).map((e) => e.vendor.id).sort((a, b) => a - b);

    const { page } = await signedInPage(viewports.desktop);
    const errors = watchPageErrors(page);
    await page.getByText(`Smoke Yard ${suffix}`).first().waitFor();

    // All: every vendor listed, one pin each.
    expect(await listedIds(page)).toEqual(ids(() => true));
    expect(await pinIds(page)).toEqual(ids(() => true));
    await page.screenshot({ path: screenshotPath('discovery-desktop'), fullPage: true });
    await expectAccessible(page);

    // The badges follow the hours.
    const openCard = page.locator(`[data-testid="vendor-card"][data-vendor-id="${openId}"]`);
    const closedCard = page.locator(`[data-testid="vendor-card"][data-vendor-id="${closedId}"]`);
    expect(await openCard.getByText('Open', { exact: true }).count()).toBeGreaterThan(0);
    expect(await closedCard.getByText('Closed', { exact: true }).count()).toBeGreaterThan(0);

    // 'bbq' → only vendors whose name or cuisine says BBQ.
    const search = page.getByPlaceholder('Search vendors or food type...');
    await search.fill('bbq');
    const bbq = ids((e) => `${e.vendor.businessName} ${e.vendor.cuisine}`.toLowerCase().includes('bbq'));
    expect(bbq.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => listedIds(page)).toEqual(bbq);
    expect(await pinIds(page)).toEqual(bbq);

    // Nonsense → SPEC §8's empty text, and no pins.
    await search.fill('zzqx-nothing');
    await page.getByText('No vendors found matching your search. Try adjusting your filters or search terms.').waitFor();
    expect(await pinIds(page)).toEqual([]);
    await search.fill('');

    // The Desserts chip.
    await page.getByRole('button', { name: 'Desserts', exact: true }).click();
    const desserts = ids((e) => e.vendor.cuisine.toLowerCase().includes('dessert'));
    expect(desserts.length).toBeGreaterThan(0);
    await expect.poll(() => listedIds(page)).toEqual(desserts);
    expect(await pinIds(page)).toEqual(desserts);
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await expect.poll(() => listedIds(page)).toEqual(ids(() => true));

    // The detail dialog from a card: hours Sunday → Saturday, menu, tel: link, preorder link.
    const opener = openCard.getByRole('button').first();
    await opener.click();
    const dialog = page.getByTestId('vendor-detail');
    await dialog.getByRole('heading', { name: `Smoke Yard ${suffix}` }).waitFor();
    await dialog.getByTestId('hours-row').first().waitFor();
    const days = await dialog.getByTestId('hours-row').locator('dt').allTextContents();
    expect(days.map((d) => d.replace(/\s*\(Today\)$/, ''))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect((await dialog.getByTestId('hours-row').locator('dd').allTextContents()).every((h) => /\d.*-.*\d/.test(h))).toBe(true);
    await dialog.getByTestId('menu-item').filter({ hasText: 'Brisket Plate' }).waitFor();
    expect(await dialog.getByTestId('vendor-menu').textContent()).toContain('$16.00');
    expect(await dialog.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await dialog.getByRole('link', { name: /Preorder/ }).getAttribute('href')).toBe(`/guest-preorder?vendor=${openId}`);
    await page.screenshot({ path: screenshotPath('discovery-dialog-desktop') });
    await expectAccessible(page);
    // Focus stays inside while tabbing; Escape closes and gives focus back to the card.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);

    // From the closed vendor's pin, by keyboard: 'Closed' every day.
    const pin = page.locator(`[data-testid="map-pin"][data-vendor-id="${closedId}"]`);
    await pin.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('heading', { name: `Pit Stop ${suffix}` }).waitFor();
    await dialog.getByTestId('hours-row').first().waitFor();
    expect(await dialog.getByTestId('hours-row').locator('dd').allTextContents()).toEqual(Array(7).fill('Closed'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    errors.expectNone();
  });

  it('switches between map and list with the bottom bar on a phone', async () => {
    await makeVendor(`Tacos El Compa ${randomBytes(2).toString('hex')}`, true, 'Tacos');
    const { page } = await signedInPage(viewports.phone);
    const bar = page.getByTestId('mobile-bottom-bar');
    await bar.waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await bar.getByRole('button', { name: 'Map' }).click();
    await page.getByTestId('map-pane').waitFor({ state: 'visible' });
    expect(await page.getByTestId('list-pane').isVisible()).toBe(false);
    expect(await page.getByTestId('map-pin').count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('discovery-map-phone') });
    await bar.getByRole('button', { name: 'List' }).click();
    await page.getByTestId('list-pane').waitFor({ state: 'visible' });
    expect(await page.getByTestId('map-pane').isVisible()).toBe(false);
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('discovery-list-phone'), fullPage: true });
    await expectAccessible(page);
  });
});
