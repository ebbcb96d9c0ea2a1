/**
 * The map home in the browser (SPEC §2 "Map home", "Vendor detail dialog", §5 filtering, §8):
 * a signed-in user searches ('bbq', nonsense), picks the Desserts chip, sees one map pin per
 * listed vendor, opens a vendor from its card and from its pin (keyboard), reads hours Sunday to
 * Saturday and the menu, reaches the preorder link; the open/closed badges follow the hours; on a
 * phone the bottom bar switches between map and list, and a customer who shares their place finds
 * the nearest open truck (Open now, Nearest first, distances, a tap anywhere on a card); on a hot
 * day the weather line and the suggestion lift the cuisines an administrator's rule names. Vendors
 * made over HTTP, the weather from a fake National Weather Service.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createShop, signedInContext, signUp } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { type FakeNws, startFakeNws } from '../support/fake-nws.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

// The valley's weather comes from a fake National Weather Service: 107 °F and sunny.
const env: Record<string, string> = {};
let nws: FakeNws;
beforeAll(async () => {
  nws = await startFakeNws();
  nws.set({ temperature: 107, shortForecast: 'Sunny' });
  Object.assign(env, nws.env);
});
afterAll(async () => {
  await nws?.close();
});
const app = setupBrowserApp(env);

interface ListEntry {
  vendor: { id: number; businessName: string; cuisine: string };
  isOpen: boolean;
}

const http = app.http;

/** A vendor (BBQ unless said) open all day every day, or closed every day, with a menu. */
async function makeVendor(name: string, open: boolean, cuisine = 'BBQ', place?: { latitude: number; longitude: number }) {
  const shop = await createShop(app, {
    name,
    profile: { cuisine, address: '45-200 Smurr St, Indio, CA 92201', phone: '(760) 555-0150', description: 'Post oak brisket.', ...place },
    owner: { prefix: 'map', firstName: 'Ana' },
    hours: open ? 'open' : 'closed',
    items: [{ name: 'Brisket Plate', price: 16, description: 'Half pound, two sides.' }],
  });
  return shop.vendor.id;
}

async function signedInPage(
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<{ page: Page; context: BrowserContext }> {
  const session = await signUp(app, { prefix: 'map', firstName: 'Ana' });
  const context = await signedInContext(app, session, viewport, 'en-US', options);
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
    await expect.poll(() => pinIds(page)).toEqual(ids(() => true));
    await screenshot(page, 'discovery-desktop', { fullPage: true });
    await expectAccessible(page);

    // The badges follow the hours.
    const openCard = page.locator(`[data-testid="vendor-card"][data-vendor-id="${openId}"]`);
    const closedCard = page.locator(`[data-testid="vendor-card"][data-vendor-id="${closedId}"]`);
    expect(await openCard.getByText('Open', { exact: true }).count()).toBeGreaterThan(0);
    expect(await closedCard.getByText('Closed', { exact: true }).count()).toBeGreaterThan(0);

    // 'bbq' → only vendors whose name or cuisine says BBQ.
    const search = page.getByPlaceholder('Search vendors or food type...');
    // Typing never moves the search box (desktop), even when the list shrinks to nothing.
    await page.evaluate(() => window.scrollTo({ top: 120, behavior: 'instant' }));
    const searchTop = (await search.boundingBox())!.y;
    await search.fill('bbq');
    const bbq = ids((e) => `${e.vendor.businessName} ${e.vendor.cuisine}`.toLowerCase().includes('bbq'));
    expect(bbq.length).toBeGreaterThanOrEqual(2);
    await expect.poll(() => listedIds(page)).toEqual(bbq);
    await expect.poll(() => pinIds(page)).toEqual(bbq);

    // Nonsense → SPEC §8's empty text, and no pins.
    await search.fill('zzqx-nothing');
    await page.getByText('No vendors found matching your search. Try adjusting your filters or search terms.').waitFor();
    await expect.poll(() => pinIds(page)).toEqual([]);
    expect((await search.boundingBox())!.y).toBe(searchTop);
    await search.fill('');

    // The Desserts chip.
    await page.getByRole('button', { name: 'Desserts', exact: true }).click();
    const desserts = ids((e) => e.vendor.cuisine.toLowerCase().includes('dessert'));
    expect(desserts.length).toBeGreaterThan(0);
    await expect.poll(() => listedIds(page)).toEqual(desserts);
    await expect.poll(() => pinIds(page)).toEqual(desserts);
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
    await screenshot(page, 'discovery-dialog-desktop');
    await expectAccessible(page);
    // Focus stays inside while tabbing; Escape closes and gives focus back to the card.
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus comes back once the closing dialog has let it go (a moment after it leaves the page).
    await expect.poll(() => opener.evaluate((b) => b === document.activeElement)).toBe(true);

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
    await page.getByTestId('list-pane').waitFor({ state: 'hidden' });
    // The map is drawn at its size once its pane shows (its pins follow the measurement).
    await page.getByTestId('map-pin').first().waitFor();
    // Where pins crowd a town, its name is drawn over them (pins stay tappable through it).
    const hidden = await page.evaluate(() => {
      const rect = (e: Element) => e.getBoundingClientRect();
      const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const z = (e: Element) => Number(getComputedStyle(e).zIndex) || 0;
      const pins = [...document.querySelectorAll('[data-testid="map-pin"]')];
      return [...document.querySelectorAll('[data-testid="city-label"]')]
        .filter((label) => pins.some((pin) => overlap(rect(label), rect(pin)) && z(pin) >= z(label)))
        .map((label) => label.textContent);
    });
    expect(hidden).toEqual([]);
    await screenshot(page, 'discovery-map-phone');
    await bar.getByRole('button', { name: 'List' }).click();
    await page.getByTestId('list-pane').waitFor({ state: 'visible' });
    await page.getByTestId('map-pane').waitFor({ state: 'hidden' });
    await bar.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe('search');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'discovery-list-phone', { fullPage: true });
    await expectAccessible(page);
  });

  it('finds the nearest open truck on a phone: Open now, Nearest first, distances, cuisine chips, the whole card', async () => {
    const suffix = randomBytes(2).toString('hex');
    // The customer stands in Indio. Near: Indio (open) and Coachella (closed); far: Palm Springs (open).
    const indio = { latitude: 33.7214, longitude: -116.2166 };
    const nearOpen = await makeVendor(`Lumpia Cart ${suffix}`, true, 'Filipino', indio);
    const nearClosed = await makeVendor(`Closed Smoker ${suffix}`, false, 'BBQ', { latitude: 33.6803, longitude: -116.1739 });
    const farOpen = await makeVendor(`Palm Springs Espresso Bar and Bakery ${suffix}`, true, 'Coffee', { latitude: 33.8303, longitude: -116.5453 });
    const { page } = await signedInPage(viewports.phone, {
      geolocation: { latitude: 33.7206, longitude: -116.2156 },
      permissions: ['geolocation'],
    });
    const errors = watchPageErrors(page);
    const card = (id: number) => page.locator(`[data-testid="vendor-card"][data-vendor-id="${id}"]`);
    // The phone's first screen holds the first cards as the server drew them; the rest come as the
    // person starts scrolling (docs/decisions/0047-islands.md).
    await page.mouse.wheel(0, 400);
    await card(farOpen).waitFor();

    // Chips come from the cuisines vendors have; a long name is shown whole, not cut at 15.
    await page.getByRole('button', { name: 'Filipino', exact: true }).waitFor();
    expect(await card(farOpen).getByRole('heading').textContent()).toBe(`Palm Springs Espresso Bar and Bakery ${suffix}`);

    // The visitor already allowed their place: distances appear on the cards.
    await expect.poll(() => card(nearOpen).getByTestId('vendor-distance').textContent()).toBe('less than 0.1 mi away');
    expect(await card(farOpen).getByTestId('vendor-distance').textContent()).toBe('20 mi away');

    // Open now: closed vendors leave the list.
    const openNow = page.getByRole('button', { name: 'Open now' });
    await openNow.click();
    expect(await openNow.getAttribute('aria-pressed')).toBe('true');
    await card(nearClosed).waitFor({ state: 'detached' });
    expect(await card(farOpen).count()).toBe(1);
    await openNow.click();
    await card(nearClosed).waitFor();

    // Nearest first: Indio, then Coachella, ... Palm Springs after them.
    await page.getByRole('button', { name: 'Nearest first' }).click();
    const order = async () =>
      page.getByTestId('vendor-card').evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-vendor-id'))));
    await expect.poll(async () => (await order()).slice(0, 2)).toEqual([nearOpen, nearClosed]);
    expect((await order()).indexOf(farOpen)).toBeGreaterThan(1);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'discovery-nearest-phone', { fullPage: true });
    await expectAccessible(page);

    // A tap on the card's address (not its name) opens the vendor: the name's hit area covers it.
    await card(nearOpen).scrollIntoViewIfNeeded();
    const address = await card(nearOpen).getByText('45-200 Smurr St, Indio, CA 92201').boundingBox();
    await page.mouse.click(address!.x + address!.width / 2, address!.y + address!.height / 2);
    const dialog = page.getByTestId('vendor-detail');
    await dialog.getByRole('heading', { name: `Lumpia Cart ${suffix}` }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // "Show my location" on the map finishes: the dot is there and "Finding you…" goes away.
    await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Map' }).click();
    await page.getByRole('button', { name: 'Show my location' }).click();
    await page.getByTestId('your-location').waitFor();
    await expect.poll(() => page.getByText('Finding you…').count()).toBe(0);
    errors.expectNone();
  });

  it('on a hot day shows the temperature and the suggestion, and lifts its cuisines to the top (English and Spanish)', async () => {
    const suffix = randomBytes(2).toString('hex');
    const admin = (await http('POST', '/secret-admin-login', { username: 'ceo', password: 'correct-horse-battery' })).cookie;
    const rule = await http<{ id: number }>(
      'POST',
      '/admin/api/weather-recommendations',
      { weatherCondition: 'any', temperature: 100, recommendedCuisines: ['Hawaiian'], message: 'Cool off with shave ice.' },
      admin,
    );
    expect(rule.status).toBe(201);
    try {
      const shaveIce = await makeVendor(`Shave Ice Hale ${suffix}`, true, 'Hawaiian');
      const { page } = await signedInPage(viewports.phone);
      const errors = watchPageErrors(page);
      await expect.poll(() => page.getByTestId('weather-now').textContent()).toBe('107°F in the valley, clear');
      const suggestion = page.getByTestId('weather-suggestion');
      await suggestion.getByText('Suggested now: Hawaiian').waitFor();
      await suggestion.getByText('Cool off with shave ice.').waitFor();
      // Open vendors first, and among them the suggested cuisine.
      const first = page.getByTestId('vendor-card').first();
      expect(await first.getAttribute('data-vendor-id')).toBe(String(shaveIce));
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'discovery-weather-phone');
      await expectAccessible(page);
      errors.expectNone();

      const spanish = await app.newContext(viewports.desktop, 'es-MX');
      const es = await spanish.newPage();
      await es.goto('/explore');
      await expect.poll(() => es.getByTestId('weather-now').textContent()).toBe('107°F en el valle, despejado');
      await es.getByTestId('weather-suggestion').getByText('Sugerido ahora: Hawaiana').waitFor();
      await screenshot(es, 'discovery-weather-desktop-es');
    } finally {
      await http('DELETE', `/admin/api/weather-recommendations/${rule.json.id}`, undefined, admin);
    }
  });

  it('switches the attractions layer on (partners starred) and names those within a mile in the vendor dialog', async () => {
    const suffix = randomBytes(2).toString('hex');
    const admin = (await http('POST', '/secret-admin-login', { username: 'ceo', password: 'correct-horse-battery' })).cookie;
    const place = (name: string, latitude: number, longitude: number, isPartner: boolean) =>
      http<{ id: number }>('POST', '/admin/api/attractions', { name, type: 'landmark', address: 'Indio, CA', latitude, longitude, isPartner }, admin);
    const garden = await place(`Date Garden ${suffix}`, 33.709, -116.2727, true);
    const far = await place(`Tramway ${suffix}`, 33.8372, -116.6139, false);
    expect([garden.status, far.status]).toEqual([201, 201]);
    try {
      const vendorId = await makeVendor(`Date Shake Stand ${suffix}`, true, 'Desserts', { latitude: 33.7125, longitude: -116.2727 });
      const { page } = await signedInPage(viewports.desktop);
      const errors = watchPageErrors(page);
      await expect.poll(() => page.getByTestId('attraction-marker').count()).toBe(0);
      const toggle = page.getByRole('button', { name: 'Attractions' });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('img', { name: `Date Garden ${suffix}, Landmark, Valley Eats partner` }).waitFor();
      await page.getByRole('img', { name: `Tramway ${suffix}, Landmark` }).waitFor();
      await screenshot(page, 'discovery-attractions-desktop');
      await expectAccessible(page);

      await page.locator(`[data-testid="vendor-card"][data-vendor-id="${vendorId}"]`).getByRole('button').first().click();
      const nearby = page.getByTestId('vendor-detail').getByTestId('vendor-nearby');
      await nearby.getByText(`Date Garden ${suffix}`).waitFor();
      await nearby.getByText('0.2 mi').waitFor();
      expect(await nearby.getByText(`Tramway ${suffix}`).count()).toBe(0);
      await nearby.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await screenshot(page, 'discovery-nearby-desktop');

      errors.expectNone();
    } finally {
      for (const id of [garden.json.id, far.json.id]) await http('DELETE', `/admin/api/attractions/${id}`, undefined, admin);
    }
  });
});
