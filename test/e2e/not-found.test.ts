/** SPEC §2: any other path shows a 'Page Not Found' page; its link goes home. */
import { expect, it } from 'vitest';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

describeBrowser('page not found', () => {
  it('shows Page Not Found for an unknown path, and the link goes home', async () => {
    const page = await app.newPage(viewports.phone);
    const watch = watchPageErrors(page);
    await page.goto('/no/such/page?x=1');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe('Page Not Found · Valley Eats');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'not-found-phone', { fullPage: true });
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to Valley Eats' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1, name: 'Find the best street food in the valley' }).waitFor();
    watch.expectNone();
  });

  it('shows the heading of a page that later work fills', async () => {
    const page = await app.newPage();
    await page.goto('/order-tracking');
    await page.getByRole('heading', { level: 1, name: 'Track Your Order' }).waitFor();
    await page.goto('/loyalty-program');
    await page.getByRole('heading', { level: 1, name: 'Loyalty Program' }).waitFor();
  });
});
