/**
 * The preorder desk as a vendor in a rush sees it (issue 44 friction 2): busy mode asks "for how
 * long" before its buttons and defaults to 30 minutes, not until closing (375 px).
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, signedInContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { clearOfMorningLine, pauseMinutesAt } from '../support/open-hours.js';
import { expectAccessible, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const http = app.http;

describeBrowser('the preorder desk in a rush', () => {
  it('busy mode at 375 px: the duration comes before the buttons and is 30 minutes by default', async () => {
    const shop = await createShop(app, { name: `Elotes Don Chuy ${randomBytes(2).toString('hex')}` });
    const page = await (await signedInContext(app, shop.session, viewports.phone)).newPage();
    const watch = watchPageErrors(page);
    await page.goto('/vendor-preorders');
    const controls = page.getByTestId('ordering-controls');
    const duration = controls.getByTestId('busy-duration');
    await duration.waitFor();
    expect(await duration.inputValue()).toBe('30');
    const plusTen = controls.getByRole('button', { name: '+10 min' });
    const [durationBox, buttonBox] = [await duration.boundingBox(), await plusTen.boundingBox()];
    expect(durationBox && buttonBox && durationBox.y + durationBox.height <= buttonBox.y).toBe(true);
    await duration.scrollIntoViewIfNeeded();
    await screenshot(page, 'desk-busy-duration-phone');

    // "+10 min" with the default: busy for 30 minutes (less when the 04:00 line comes first).
    await clearOfMorningLine();
    await plusTen.click();
    await controls.getByTestId('ordering-state').filter({ hasText: /Busy: \+10 min until/ }).waitFor();
    const mine = await http<{ vendor: { extraPrepUntil: string | null } }>('GET', '/api/my-vendor', undefined, shop.session);
    const minutes = (Date.parse(mine.json.vendor.extraPrepUntil ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(pauseMinutesAt(30, new Date()) - 2);
    expect(minutes).toBeLessThanOrEqual(30);
    await expectAccessible(page);
    watch.expectNone();
  });
});
