/**
 * Profiles and dietary tags at 375 px (issue 18 item 3, decision 0041): a customer sets a dietary
 * restriction and a preferred cuisine on /profile (a too long bio is refused with its message
 * first); the map home then lists that cuisine first and "Fits my diet" keeps only the vendor with
 * an item for them (a vegan item counts as vegetarian); the menu shows the item's tag badges. No
 * console error (the profile is part of the map home's first paint: no hydration mismatch); axe
 * clean; Spanish once.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, signUp, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

describeBrowser('profiles and dietary tags, at 375 px', () => {
  it('the profile ranks and filters the map home; tag badges on the menu; Spanish', async () => {
    const tag = randomBytes(2).toString('hex');
    // Made first, so the server lists it first: only the preference can put the Thai cart ahead.
    const korean = await createShop(app, {
      name: `Seoul Cart ${tag}`,
      profile: { cuisine: 'Korean' },
      items: [{ name: 'Kimchi Fried Rice', price: 11 }],
    });
    const thai = await createShop(app, {
      name: `Bangkok Wheels ${tag}`,
      profile: { cuisine: 'Thai' },
      items: [{ name: 'Tofu Pad Thai', price: 12, dietaryTags: ['vegan', 'gluten-free'] }],
    });
    const customer = await signUp(app, { prefix: 'diet', firstName: 'Priya' });

    const context = await app.newContext(viewports.phone);
    await withSession(context, app, customer);
    const page = await context.newPage();
    const watch = watchPageErrors(page);

    // From the header to the profile.
    await page.goto('/');
    await page.getByTestId('profile-link').click();
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    const bio = page.getByLabel('About you');
    await bio.fill('x'.repeat(501));
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Keep your bio to 500 characters or fewer.').waitFor();
    await bio.fill('Vegetarian, always hungry for noodles.');
    await page.getByRole('checkbox', { name: 'Vegetarian' }).click();
    await page.getByTestId('cuisine-chips').getByText('Thai', { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: 'Thai' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('Profile saved').first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await screenshot(page, 'profile-phone', { fullPage: true });

    // The map home: the preferred cuisine first (both open), then "Fits my diet".
    await page.goto('/');
    const card = (id: number) => page.locator(`[data-testid="vendor-card"][data-vendor-id="${id}"]`);
    await card(thai.vendor.id).waitFor();
    const order = await page
      .getByTestId('vendor-card')
      .evaluateAll((cards) => cards.map((c) => Number((c as HTMLElement).dataset.vendorId)));
    expect(order.indexOf(thai.vendor.id)).toBeLessThan(order.indexOf(korean.vendor.id));
    const fits = page.getByRole('button', { name: /Fits my diet/ });
    await fits.click();
    await expect.poll(() => fits.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => card(korean.vendor.id).count()).toBe(0);
    await card(thai.vendor.id).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'profile-map-home-phone');

    // The menu's badges.
    await card(thai.vendor.id).getByRole('button', { name: `Bangkok Wheels ${tag}`, exact: true }).click();
    const item = page.getByRole('dialog').getByTestId('menu-item').filter({ hasText: 'Tofu Pad Thai' });
    const badges = item.getByRole('list', { name: 'Dietary tags' });
    await expect.poll(() => badges.textContent()).toBe('VeganGluten-free');
    await expectAccessible(page);
    watch.expectNone();

    // In Spanish: the same profile, its words.
    const es = await app.newContext(viewports.phone, 'es-MX');
    await withSession(es, app, customer);
    const esPage = await es.newPage();
    const esWatch = watchPageErrors(esPage);
    await esPage.goto('/');
    await esPage.getByRole('button', { name: /Para mi dieta/ }).waitFor();
    await esPage.goto('/profile');
    await expect.poll(() => esPage.getByRole('checkbox', { name: 'Vegetariano' }).isChecked()).toBe(true);
    esWatch.expectNone();
  });
});
