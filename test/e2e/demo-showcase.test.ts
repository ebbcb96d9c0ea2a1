/**
 * The demo valley as a newcomer sees it (issue 44 friction 3): food pictures on the trucks' cards
 * and menus (served by the app itself: no network), and the README's demo vendor login leading to
 * its dashboard, at 375 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/server/db/demo-logins.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp({ SEED_DEMO: 'true' });

/** How many of these images have loaded a picture (not a broken image). */
function loaded(page: Page, testId: string): Promise<number> {
  return page
    .getByTestId(testId)
    .evaluateAll((images) => images.filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0).length);
}

describeBrowser('the demo valley (issue 44 friction 3)', () => {
  it.each([
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const)('shows food pictures on the trucks and their menus at %s size', async (name, viewport) => {
    const page = await app.newPage(viewport);
    const watch = watchPageErrors(page);
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(app.baseUrl) && !r.url().startsWith('data:')) outside.push(r.url());
    });
    await page.goto('/explore');
    const photos = page.getByTestId('vendor-card-photo');
    await photos.first().scrollIntoViewIfNeeded();
    // Every card drawn so far has its picture (the list draws more as it scrolls).
    await expect.poll(() => photos.count()).toBeGreaterThanOrEqual(3);
    await expect.poll(async () => (await loaded(page, 'vendor-card-photo')) === (await photos.count())).toBe(true);
    await screenshot(page, `demo-explore-${name}`);
    // A truck's menu, on its preorder page.
    await page.goto('/v/1');
    await expect.poll(() => loaded(page, 'menu-item-photo')).toBeGreaterThan(3);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `demo-menu-${name}`);
    expect(outside.filter((url) => /\.(svg|png|jpe?g|webp)(\?|$)/.test(url))).toEqual([]);
    watch.expectNone();
  });

  it("signs in with the README's demo vendor login and opens its dashboard", async () => {
    const vendor = DEMO_LOGINS.find((l) => l.role === 'vendor')!;
    const page = await app.newPage(viewports.phone);
    await page.goto('/sign-in?returnTo=%2Fvendor-dashboard');
    await page.getByLabel('Email').fill(vendor.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vendor Dashboard' }).waitFor();
    await page.getByText('Tahquitz Taco Co.').first().waitFor();
    await screenshot(page, 'demo-vendor-dashboard-phone');
  });
});
