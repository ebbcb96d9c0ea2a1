/**
 * Challenges (issue 19 item 3): the administrator adds one from the dashboard; at 375 px a visitor sees the open challenges and is asked to sign
 * in; a signed-in customer joins one (Joined, a progress bar, one more participant), sees the badge
 * shelf with the level and the nudge to link a verified phone, on /challenges and on the profile;
 * axe finds nothing; the Spanish labels.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { signUp, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { TEST_ADMIN } from '../support/factories.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const DAY = 24 * 60 * 60 * 1000;
/** A valley calendar day `days` from today, as a date input takes it. */
const valleyDay = (days: number) => new Date(Date.now() + days * DAY).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' });

describeBrowser('challenges, at 375 px', () => {
  it('a visitor is asked to sign in; a customer joins, sees the progress and the badge shelf; Spanish labels', async () => {
    const name = `Taco Trail ${randomBytes(2).toString('hex')}`;
    // ---- the administrator adds it from the dashboard
    const admin = await app.newPage(viewports.desktop);
    await admin.goto('/secret-login');
    await admin.getByLabel('Username').fill(TEST_ADMIN.username);
    await admin.getByLabel('Password').fill(TEST_ADMIN.password);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL((url) => url.pathname === '/ceo-dashboard');
    await admin.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Challenges' }).click();
    const panel = admin.getByRole('tabpanel');
    await panel.getByRole('heading', { name: 'Add a challenge' }).first().waitFor();
    await panel.getByLabel('Name').fill(name);
    await panel.getByLabel('Description').fill('Five different taco trucks this month.');
    await panel.getByLabel('Goal').fill('5');
    await panel.getByRole('combobox', { name: 'Cuisine' }).click();
    await admin.getByRole('option', { name: 'Tacos' }).click();
    await panel.getByLabel('Points').fill('100');
    await panel.getByLabel('Starts').fill(valleyDay(-1));
    await panel.getByLabel('Ends').fill(valleyDay(20));
    await panel.getByRole('button', { name: 'Add challenge' }).click();
    await panel.locator(`[data-challenge="${name}"]`).getByText('0 joined').waitFor();
    const open = (await app.http<{ id: number; name: string }[]>('GET', '/api/challenges')).json;
    const id = open.find((c) => c.name === name)?.id ?? 0;
    expect(id).toBeGreaterThan(0);

    // ---- a visitor
    const visitor = await app.newPage(viewports.phone);
    await visitor.goto('/challenges');
    const visitorCard = visitor.locator(`[data-testid="challenge"][data-challenge-id="${id}"]`);
    await visitorCard.getByRole('link', { name: 'Sign in to join' }).waitFor();
    await visitorCard.getByText('5 different vendors').waitFor();
    await visitorCard.getByText('Only Tacos counts').waitFor();

    // ---- a customer joins
    const customer = await signUp(app, { prefix: 'trail', firstName: 'Ana' });
    const context = await app.newContext(viewports.phone);
    await withSession(context, app, customer);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/challenges');
    const card = page.locator(`[data-testid="challenge"][data-challenge-id="${id}"]`);
    await card.getByText('0 joined').waitFor();
    await card.getByRole('button', { name: `Join ${name}` }).click();
    await card.getByText('Joined', { exact: true }).waitFor();
    await card.getByText('1 joined').waitFor();
    const bar = card.getByRole('progressbar', { name: `Progress in ${name}` });
    expect(await bar.getAttribute('aria-valuenow')).toBe('0');
    expect(await bar.getAttribute('aria-valuemax')).toBe('5');
    await card.getByText('0 of 5').waitFor();
    const shelf = page.getByTestId('badge-shelf');
    await shelf.getByText('Level 1').waitFor();
    await shelf.getByText('Finish a challenge to earn your first badge.').waitFor();
    await shelf.getByRole('link', { name: 'Link my phone' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'challenges-375', { fullPage: true });

    // ---- the same shelf on the profile page
    await page.goto('/profile');
    await page.getByTestId('badge-shelf').getByText('Level 1').waitFor();

    // ---- Spanish
    const es = await app.newContext(viewports.phone, 'es-MX');
    await withSession(es, app, customer);
    const esPage = await es.newPage();
    await esPage.goto('/challenges');
    await esPage.getByRole('heading', { name: 'Retos', level: 1 }).waitFor();
    await esPage.locator(`[data-challenge-id="${id}"]`).getByText('Inscrito', { exact: true }).waitFor();
    await esPage.getByTestId('badge-shelf').getByText('Nivel 1').waitFor();
    watch.expectNone();
  });
});
