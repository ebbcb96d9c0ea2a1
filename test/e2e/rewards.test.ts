/**
 * Rewards that reach the checkout (issue 23 item 8, issue 24 item 9), in the browser: the vendor
 * adds a reward that is a free item from its menu; a customer with points (a verified phone)
 * redeems it on the loyalty page at 375 px and follows "Use it on a preorder"; the preorder page
 * applies the code, asks for the free item until it is in the cart, takes it off the total and
 * places the order; the vendor's desk shows the reward on the order, and the code is spent.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, moveOrder, placeOrder, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserAppWithTexts, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, verifiedPhoneSession, watchPageErrors } from './helpers.js';

const { app, twilio } = setupBrowserAppWithTexts();
const http = app.http;

/** A live dessert cart open around the clock with its loyalty program on and two items. */
async function createRewardsShop() {
  return createShop(app, {
    name: `Churros El Güero ${randomBytes(2).toString('hex')}`,
    profile: { cuisine: 'Desserts' },
    owner: { prefix: 'rewards' },
    loyalty: true,
    items: [
      { name: 'Brisket Plate', price: 12.75 },
      { name: 'Churros', price: 4.5 },
    ],
  });
}

describeBrowser('rewards at checkout', () => {
  it('a free-item reward made on the dashboard, redeemed on the loyalty page, applied and spent on a preorder at 375 px', async () => {
    const shop = await createRewardsShop();
    const [plate] = shop.items;

    // The vendor adds "Free churros" (a free item) on the dashboard.
    const vendorContext = await app.newContext(viewports.phone);
    await withSession(vendorContext, app, shop.session);
    const dashboard = await vendorContext.newPage();
    const dashboardWatch = watchPageErrors(dashboard);
    await dashboard.goto('/vendor-dashboard');
    await dashboard.getByRole('button', { name: 'Add Reward' }).click();
    const dialog = dashboard.getByRole('dialog');
    await dialog.getByLabel('Reward name').fill('Free churros');
    await dialog.getByLabel('Points required').fill('20');
    await dialog.getByRole('combobox', { name: 'Reward type' }).click();
    await dashboard.getByRole('option', { name: 'Free item' }).click();
    await dialog.getByRole('combobox', { name: 'Free item' }).click();
    await dashboard.getByRole('option', { name: 'Churros' }).click();
    await screenshot(dashboard, 'rewards-free-item-form-phone');
    await expectAccessible(dashboard);
    await dialog.getByRole('button', { name: 'Add Reward' }).click();
    await dashboard.getByText('Free Churros', { exact: true }).waitFor();
    dashboardWatch.expectNone();

    // A customer earned 25 points (two plates), with a verified phone.
    const phone = '(760) 555-0177';
    const placed = await placeOrder(app, shop, { phone, item: plate, quantity: 2, firstName: 'Camila', lastName: 'Flores' });
    expect(placed.totalAmount).toBe('25.50');
    await moveOrder(app, shop, placed.id, ['confirmed', 'ready', 'completed']);
    const customerContext = await app.newContext(viewports.phone);
    await withSession(customerContext, app, await verifiedPhoneSession(app, twilio.fake, phone));
    const page = await customerContext.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/loyalty-program');
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('combobox', { name: 'Vendor' }).click();
    await page.getByRole('option', { name: new RegExp(shop.vendor.businessName) }).click();
    await page.getByRole('button', { name: 'Check Points' }).click();
    await page.getByTestId('loyalty-balance').filter({ hasText: /^25$/ }).waitFor();
    const reward = page.locator('[data-testid="reward"][data-reward-name="Free churros"]');
    await reward.getByText('Free Churros', { exact: true }).waitFor();
    await reward.getByRole('button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem Reward' }).click();
    const code = ((await page.getByTestId('redemption-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);

    // "Use it on a preorder": the code arrives applied; the free item must be in the cart.
    await page.getByRole('link', { name: 'Use it on a preorder' }).click();
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    const applied = page.getByTestId('reward-applied');
    await applied.getByText('Free churros').waitFor();
    await page.locator('[data-testid="menu-item"][data-item-name="Brisket Plate"]').getByRole('button', { name: /^Add to Cart/ }).click();
    await applied.getByTestId('reward-item-missing').filter({ hasText: 'Add Churros to your order to use this reward' }).waitFor();
    expect(await page.getByRole('button', { name: /^Place Preorder/ }).isDisabled()).toBe(true);
    await page.locator('[data-testid="menu-item"][data-item-name="Churros"]').getByRole('button', { name: /^Add to Cart/ }).click();
    await applied.getByText('−$4.50').waitFor();
    await applied.getByTestId('reward-total').filter({ hasText: 'Total with the reward: $12.75' }).waitFor();
    expect(await applied.getByTestId('reward-item-missing').count()).toBe(0);
    await page.getByLabel('First name').fill('Camila');
    await page.getByLabel('Last name').fill('Flores');
    await page.getByLabel('Phone', { exact: true }).fill(phone);
    await page.getByLabel('Cash on Pickup').check();
    const place = page.getByRole('button', { name: 'Place Preorder · $12.75' });
    await place.waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await applied.scrollIntoViewIfNeeded();
    await screenshot(page, 'rewards-checkout-phone', { fullPage: true });
    await expectAccessible(page);
    await place.click();
    await page.getByTestId('preorder-confirmation').waitFor();

    // The vendor's desk shows the reward on the order; the code cannot be used again.
    await dashboard.goto('/vendor-preorders');
    await dashboard.getByTestId('order-reward').filter({ hasText: `Reward −$4.50 · code ${code}` }).waitFor();
    await screenshot(dashboard, 'rewards-desk-phone', { fullPage: true });
    const again = await http('POST', `/api/vendors/${shop.vendor.id}/redemptions/preview`, { code });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('code_used');
    watch.expectNone();
  }, 240_000);

  it('says why a code cannot be used, in Spanish', async () => {
    const shop = await createRewardsShop();
    const page = await app.newPage(viewports.phone, 'es-MX');
    const watch = watchPageErrors(page, [`/api/vendors/${shop.vendor.id}/redemptions/preview`]);
    await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    await page.locator('[data-testid="menu-item"][data-item-name="Churros"]').getByRole('button').click();
    await page.getByRole('button', { name: '¿Tienes un código de premio?' }).click();
    await page.getByLabel('Código de premio').fill('ZZZZZ-ZZZZZ');
    await page.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Ningún premio de este vendedor tiene este código').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    watch.expectNone();
  }, 120_000);

  it('flags a phone earning more than 5 times a day, on the vendor’s dashboard and the admin overview at 375 px', async () => {
    const shop = await createRewardsShop();
    const [plate] = shop.items;
    const phone = '(760) 555-0166';
    for (let i = 0; i < 6; i++) {
      const placed = await placeOrder(app, shop, { phone, item: plate, firstName: 'Beto' });
      await moveOrder(app, shop, placed.id, ['confirmed', 'ready', 'completed']);
    }
    const vendorContext = await app.newContext(viewports.phone);
    await withSession(vendorContext, app, shop.session);
    const dashboard = await vendorContext.newPage();
    const watch = watchPageErrors(dashboard);
    await dashboard.goto('/vendor-dashboard');
    const flags = dashboard.getByTestId('loyalty-flags');
    await flags.getByText('Unusual points activity').waitFor();
    await flags.getByTestId('loyalty-flag').filter({ hasText: '(760) 555-0166 earned 6 times on' }).waitFor();
    await flags.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(dashboard)).toBeLessThanOrEqual(0);
    await screenshot(dashboard, 'loyalty-flags-dashboard-phone');
    await expectAccessible(dashboard);

    const admin = await http('POST', '/secret-admin-login', { username: 'ceo', password: 'correct-horse-battery' });
    expect(admin.status).toBe(200);
    const adminContext = await app.newContext(viewports.phone);
    await withSession(adminContext, app, admin);
    const overview = await adminContext.newPage();
    const adminWatch = watchPageErrors(overview);
    await overview.goto('/ceo-dashboard');
    await overview
      .getByTestId('loyalty-flag')
      .filter({ hasText: `(760) 555-0166 earned 6 times at ${shop.vendor.businessName}` })
      .waitFor();
    await expectAccessible(overview);
    watch.expectNone();
    adminWatch.expectNone();
  }, 180_000);
});
