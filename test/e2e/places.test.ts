/**
 * Where a truck is, as a customer sees it at 375 px (issue 18 item 1; DESIGN §10.3): a vendor with
 * two places and a week tied to them shows its place of the moment on the list's card, says "Now
 * at …" with a Directions link in its dialog, reads the week by place, and is pinned on the map at
 * that place. Spanish: the same words in the dialog.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, signUp, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { publishByAdmin } from '../support/publish.js';
import { boxesInOneFrame, expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const http = app.http;

describeBrowser('where a truck is, at 375 px', () => {
  it('the card, the dialog (Now at, Directions, the week by place) and the map pin follow the place of the moment', async () => {
    const name = `Tacos Itinerantes ${randomBytes(2).toString('hex')}`;
    // No hours yet and not live: the week is tied to its places first, then it goes live.
    const shop = await createShop(app, {
      name,
      profile: { address: '1 Main St, Coachella, CA' },
      owner: { prefix: 'places', firstName: 'Ana' },
      hours: 'none',
      items: [{ name: 'Taco al Pastor', price: 3 }],
      live: false,
    });
    const owner = shop.session;
    const id = shop.vendor.id;
    const place = (locationName: string, address: string, latitude: number, longitude: number) =>
      http<{ id: number }>('POST', `/api/vendors/${id}/locations`, { locationName, address, latitude, longitude }, owner);
    const market = await place('Palm Desert market', '73-500 El Paseo, Palm Desert, CA', 33.7222, -116.3745);
    const indio = await place('Indio Blvd', '82-500 Indio Blvd, Indio, CA', 33.7206, -116.2156);
    expect([market.status, indio.status]).toEqual([201, 201]);
    // Open around the clock every day at the market; today it is where the week says.
    const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
      dayOfWeek,
      isClosed: false,
      shifts: [{ openTime: '00:00', closeTime: '00:00', locationId: market.json.id }],
    }));
    expect((await http('PUT', `/api/vendors/${id}/hours`, week, owner)).status).toBe(200);
    await publishByAdmin(app.baseUrl, id);

    const context = await app.newContext(viewports.phone);
    await withSession(context, app, await signUp(app, { prefix: 'customer', firstName: 'Ana' }));
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/');
    const card = page.locator(`[data-testid="vendor-card"][data-vendor-id="${id}"]`);
    await card.getByText('Palm Desert market · 73-500 El Paseo, Palm Desert, CA').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Now at Palm Desert market').waitFor();
    const directions = dialog.getByRole('link', { name: 'Directions to Palm Desert market' });
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=33.7222,-116.3745');
    // The week by place: each day names the market under its hours.
    const rows = dialog.getByTestId('hours-row');
    await rows.first().waitFor();
    expect(await rows.filter({ hasText: 'Palm Desert market' }).count()).toBe(7);
    await expectAccessible(page);
    await screenshot(page, 'places-dialog-phone');
    await page.keyboard.press('Escape');

    // The pin stands at the market (Palm Desert), west of Indio on the valley map.
    await page.getByTestId('mobile-bottom-bar').getByRole('button', { name: 'Map' }).click();
    const pin = page.locator(`[data-testid="map-pin"][data-vendor-id="${id}"]`);
    await pin.waitFor();
    const indioLabel = page.getByTestId('city-label').filter({ hasText: /^Indio$/ });
    const [pinBox, indioBox] = await boxesInOneFrame(page, [pin, indioLabel]);
    expect(pinBox.x).toBeLessThan(indioBox.x);
    await screenshot(page, 'places-map-phone');
    watch.expectNone();

    // In Spanish.
    const es = await app.newContext(viewports.phone, 'es-MX');
    await withSession(es, app, await signUp(app, { prefix: 'cliente', firstName: 'Ana' }));
    const esPage = await es.newPage();
    await esPage.goto('/');
    await esPage.locator(`[data-testid="vendor-card"][data-vendor-id="${id}"]`).getByRole('button', { name, exact: true }).click();
    await esPage.getByRole('dialog').getByText('Ahora en Palm Desert market').waitFor();
    await esPage.getByRole('dialog').getByRole('link', { name: 'Cómo llegar a Palm Desert market' }).waitFor();
  });
});
