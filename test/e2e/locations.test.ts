/**
 * Vendor locations in the browser at 375 px (issue 18 item 1; DESIGN §10.3): the vendor adds two
 * locations on the dashboard (a pin on the valley map each, one the main one), ties Tuesday's
 * shift to one and Saturday's to the other in the hours editor (one save; Copy Monday copies the
 * place too), checks in at "Palm Desert market" from the desk, and the API answers say so; then
 * hides one and deletes the other (a second test, from places and a week written through the API).
 * Spanish: the manager and the hours' "Where".
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { createShop, withSession } from '../support/browser-shop.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const http = app.http;

interface Location {
  id: number;
  locationName: string;
  address: string;
  latitude: number;
  longitude: number;
  isMainLocation: boolean;
  isActive: boolean;
}
interface Hours {
  dayOfWeek: number;
  shift: number;
  locationId: number | null;
}

/** Where a day's first shift is (null: the listed address). */
const placeOf = (rows: Hours[], day: number) => rows.find((h) => h.dayOfWeek === day && h.shift === 0)?.locationId;

/** Places the pin at a share of the dialog's map. */
async function placePin(dialog: Locator, x: number, y: number) {
  const map = dialog.getByRole('application', { name: /click to place your pin/ });
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  await map.click({ position: { x: box.width * x, y: box.height * y } });
  await dialog.getByTestId('picked-pin').waitFor();
}

/** Picks `option` in the select named `name`. */
async function choose(page: Page, scope: Locator, name: string, option: string) {
  await scope.getByRole('combobox', { name }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describeBrowser('vendor locations at 375 px', () => {
  it('adds two locations, ties days to them in one save and checks in at one', async () => {
    const shop = await createShop(app, { name: `Birriería Rodante ${randomBytes(2).toString('hex')}`, owner: { prefix: 'places' } });
    const vendorId = shop.vendor.id;
    const context = await app.newContext(viewports.phone);
    await withSession(context, app, shop.session);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    const hourWrites: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith(`/api/vendors/${vendorId}/hours`) && r.method() !== 'GET') hourWrites.push(r.method());
    });

    await page.goto('/vendor-dashboard');
    const manager = page.getByRole('region', { name: 'Locations' });
    await manager.getByText('No locations yet: customers see your listed address.').waitFor();
    // Without locations the hours editor has no "Where".
    await page.getByTestId('hours-day-2').waitFor();
    expect(await page.getByTestId('shift-place').count()).toBe(0);

    // ---- add "Indio Blvd", the main one; an empty form first says what is missing
    await manager.getByRole('button', { name: 'Add location' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add a location' });
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.getByText('Give the location a name, like “Indio Blvd” or “Palm Desert market”').waitFor();
    await dialog.getByText('Enter the location’s address').waitFor();
    await dialog.getByText('Place the location on the map').waitFor();
    await dialog.getByLabel('Name').fill('Indio Blvd');
    await dialog.getByLabel('Address').fill('45-100 Indio Blvd, Indio, CA 92201');
    await placePin(dialog, 0.7, 0.55);
    await dialog.getByText('Place the location on the map').waitFor({ state: 'detached' });
    await dialog.getByRole('checkbox', { name: 'Main location' }).click();
    expect(await dialog.getByRole('checkbox', { name: 'Shown to customers' }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'locations-add-dialog-phone');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.waitFor({ state: 'detached' });
    const indioRow = manager.locator('[data-testid="location-row"][data-name="Indio Blvd"]');
    await indioRow.getByText('Main', { exact: true }).waitFor();
    await indioRow.getByText('45-100 Indio Blvd, Indio, CA 92201').waitFor();

    // ---- add "Palm Desert market"
    await manager.getByRole('button', { name: 'Add location' }).click();
    dialog = page.getByRole('dialog', { name: 'Add a location' });
    await dialog.getByLabel('Name').fill('Palm Desert market');
    await dialog.getByLabel('Address').fill('73-500 El Paseo, Palm Desert, CA 92260');
    await placePin(dialog, 0.45, 0.45);
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.waitFor({ state: 'detached' });
    const palmRow = manager.locator('[data-testid="location-row"][data-name="Palm Desert market"]');
    await palmRow.waitFor();
    expect(await palmRow.getByText('Main', { exact: true }).count()).toBe(0);

    const listed = await http<Location[]>('GET', `/api/vendors/${vendorId}/locations`, undefined, shop.session);
    expect(listed.status).toBe(200);
    const indio = listed.json.find((l) => l.locationName === 'Indio Blvd');
    const palm = listed.json.find((l) => l.locationName === 'Palm Desert market');
    expect(indio).toMatchObject({ isMainLocation: true, isActive: true, address: '45-100 Indio Blvd, Indio, CA 92201' });
    expect(palm).toMatchObject({ isMainLocation: false, isActive: true });
    if (!indio || !palm) throw new Error('locations missing');
    expect(palm.latitude).not.toBe(indio.latitude);

    // ---- hours: Copy Monday copies the place too (then discarded)
    const hours = page.getByRole('region', { name: 'Business Hours' });
    const monday = page.getByTestId('hours-day-1');
    await choose(page, monday, 'Monday, shift 1, where', 'Indio Blvd');
    await hours.getByRole('button', { name: 'Copy Monday to all days' }).click();
    await expect
      .poll(() => page.getByTestId('hours-day-6').getByRole('combobox', { name: 'Saturday, shift 1, where' }).textContent())
      .toBe('Indio Blvd');
    await hours.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => monday.getByRole('combobox').textContent()).toBe('Listed address');

    // ---- Tuesday at Indio Blvd, Saturday at the market, one save
    const tuesday = page.getByTestId('hours-day-2');
    const saturday = page.getByTestId('hours-day-6');
    await choose(page, tuesday, 'Tuesday, shift 1, where', 'Indio Blvd');
    await choose(page, saturday, 'Saturday, shift 1, where', 'Palm Desert market');
    await tuesday.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'locations-hours-phone');
    await hours.getByRole('button', { name: 'Save hours' }).click();
    await page.getByText('Your week of hours is saved.').first().waitFor();
    await page.getByTestId('hours-unsaved').waitFor({ state: 'detached' });
    expect(hourWrites).toEqual(['PUT']);
    await expectAccessible(page);

    const detail = await http<{ businessHours: Hours[] }>('GET', `/api/vendors/${vendorId}`);
    expect(placeOf(detail.json.businessHours, 2)).toBe(indio.id);
    expect(placeOf(detail.json.businessHours, 6)).toBe(palm.id);
    for (const day of [0, 1, 3, 4, 5]) expect(placeOf(detail.json.businessHours, day)).toBeNull();
    // A reload shows the saved places.
    await page.reload();
    await expect.poll(() => page.getByTestId('hours-day-6').getByRole('combobox').textContent()).toBe('Palm Desert market');
    expect(await page.getByTestId('hours-day-2').getByRole('combobox').textContent()).toBe('Indio Blvd');

    // ---- the desk: "Where are you?" then "We're here"
    const desk = await context.newPage();
    const deskWatch = watchPageErrors(desk);
    await desk.goto('/vendor-preorders');
    const card = desk.getByTestId('here-now-card');
    // By default: where the schedule puts the truck now (today's shift's place), else the main location.
    const scheduled = await http<{ currentLocation: { locationName: string } | null }>('GET', `/api/vendors/${vendorId}`);
    const where = card.getByRole('combobox', { name: 'Where are you?' });
    await expect.poll(() => where.textContent()).toBe(scheduled.json.currentLocation?.locationName ?? 'Indio Blvd');
    await choose(desk, card, 'Where are you?', 'Palm Desert market');
    await card.getByRole('button', { name: 'We’re here' }).click();
    await card.getByText('Customers see: Here · confirmed just now').waitFor();
    expect(await horizontalOverflow(desk)).toBeLessThanOrEqual(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(desk, 'locations-desk-phone');
    await expectAccessible(desk);
    const here = await http<{ hereNow: { locationName: string | null } | null; currentLocation: { id: number } | null }>(
      'GET',
      `/api/vendors/${vendorId}`,
    );
    expect(here.json.hereNow?.locationName).toBe('Palm Desert market');
    expect(here.json.currentLocation?.id).toBe(palm.id);
    deskWatch.expectNone();
    watch.expectNone();
  }, 120_000); // two places by hand, a week, a check-in on a second page: 25–50 s on a busy machine

  it('hides one location and deletes the other, whose hours go back to the listed address; in Spanish and on a desktop too', async () => {
    const shop = await createShop(app, { name: `Birriería Rodante ${randomBytes(2).toString('hex')}`, owner: { prefix: 'places' } });
    const vendorId = shop.vendor.id;
    // The first test's places and week, written straight through the API.
    const place = async (locationName: string, address: string, longitude: number, isMainLocation: boolean) => {
      const created = await http<Location>('POST', `/api/vendors/${vendorId}/locations`, { locationName, address, latitude: 33.72, longitude, isMainLocation }, shop.session);
      expect(created.status).toBe(201);
      return created.json;
    };
    const indio = await place('Indio Blvd', '45-100 Indio Blvd, Indio, CA 92201', -116.21, true);
    const palm = await place('Palm Desert market', '73-500 El Paseo, Palm Desert, CA 92260', -116.37, false);
    const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      isClosed: false,
      shifts: [{ openTime: '10:00', closeTime: '20:00', locationId: dayOfWeek === 2 ? indio.id : dayOfWeek === 6 ? palm.id : null }],
    }));
    expect((await http('PUT', `/api/vendors/${vendorId}/hours`, week, shop.session)).status).toBe(200);

    const context = await app.newContext(viewports.phone);
    await withSession(context, app, shop.session);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/vendor-dashboard');
    const manager = page.getByRole('region', { name: 'Locations' });
    const indioRow = manager.locator('[data-testid="location-row"][data-name="Indio Blvd"]');
    const palmRow = manager.locator('[data-testid="location-row"][data-name="Palm Desert market"]');
    await indioRow.getByText('Main', { exact: true }).waitFor();

    // ---- edit: the market is hidden from customers
    await palmRow.getByRole('button', { name: 'Edit Palm Desert market' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Palm Desert market' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe('Palm Desert market');
    await dialog.getByTestId('picked-pin').waitFor();
    const shown = dialog.getByRole('checkbox', { name: 'Shown to customers' });
    expect(await shown.getAttribute('aria-checked')).toBe('true');
    await shown.click();
    await dialog.getByLabel('Address').fill('73-510 El Paseo, Palm Desert, CA 92260');
    await dialog.getByRole('button', { name: 'Save location' }).click();
    await dialog.waitFor({ state: 'detached' });
    await palmRow.getByText('Hidden', { exact: true }).waitFor();
    await palmRow.getByText('73-510 El Paseo, Palm Desert, CA 92260').waitFor();
    const publicList = await http<Location[]>('GET', `/api/vendors/${vendorId}/locations`);
    expect(publicList.json.map((l) => l.locationName)).toEqual(['Indio Blvd']);
    await manager.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'locations-manager-phone');

    // ---- delete Indio Blvd (asked first): Tuesday goes back to the listed address
    await indioRow.getByRole('button', { name: 'Delete Indio Blvd' }).click();
    const ask = page.getByRole('dialog', { name: 'Delete Indio Blvd?' });
    await ask.getByText('Hours tied to it go back to your listed address.').waitFor();
    await expectAccessible(page);
    await ask.getByRole('button', { name: 'Delete location' }).click();
    await ask.waitFor({ state: 'detached' });
    await indioRow.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('hours-day-2').getByRole('combobox').textContent()).toBe('Listed address');
    const after = await http<{ businessHours: Hours[] }>('GET', `/api/vendors/${vendorId}`);
    expect(placeOf(after.json.businessHours, 2)).toBeNull();
    expect(placeOf(after.json.businessHours, 6)).toBe(palm.id);
    watch.expectNone();

    // ---- Spanish: the manager and the hours' "Where"
    const es = await app.newContext(viewports.phone, 'es-MX');
    await withSession(es, app, shop.session);
    const esPage = await es.newPage();
    const esWatch = watchPageErrors(esPage);
    await esPage.goto('/vendor-dashboard');
    const esManager = esPage.getByRole('region', { name: 'Ubicaciones' });
    await esManager.getByRole('button', { name: 'Agregar ubicación' }).waitFor();
    await esManager.getByText('Oculta', { exact: true }).waitFor();
    await esManager.getByRole('button', { name: 'Editar Palm Desert market' }).waitFor();
    await expect
      .poll(() => esPage.getByTestId('hours-day-6').getByRole('combobox', { name: 'Sábado, turno 1, dónde' }).textContent())
      .toBe('Palm Desert market (Oculta)');
    expect(await horizontalOverflow(esPage)).toBeLessThanOrEqual(0);
    await esManager.scrollIntoViewIfNeeded();
    await screenshot(esPage, 'locations-manager-es-phone');
    await expectAccessible(esPage);
    esWatch.expectNone();

    // ---- desktop: the manager beside the week, and the edit dialog
    const wide = await app.newContext(viewports.desktop);
    await withSession(wide, app, shop.session);
    const widePage = await wide.newPage();
    await widePage.goto('/vendor-dashboard');
    const wideManager = widePage.getByRole('region', { name: 'Locations' });
    await wideManager.getByText('Hidden', { exact: true }).waitFor();
    expect(await horizontalOverflow(widePage)).toBeLessThanOrEqual(0);
    await wideManager.scrollIntoViewIfNeeded();
    await screenshot(widePage, 'locations-manager-desktop');
    await wideManager.getByRole('button', { name: 'Edit Palm Desert market' }).click();
    await widePage.getByRole('dialog', { name: 'Edit Palm Desert market' }).getByTestId('picked-pin').waitFor();
    await screenshot(widePage, 'locations-edit-dialog-desktop');
    await expectAccessible(widePage);
  }, 120_000); // an edit, a delete, then Spanish and a desktop: 25–50 s on a busy machine
});