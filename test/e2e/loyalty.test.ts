/**
 * The loyalty page in the browser (SPEC §2 "Loyalty program", §4, §5, §8; DESIGN §4): a vendor
 * with the program on and rewards (made over HTTP), a completed order that earned floor(total)
 * points, then on /loyalty-program: Missing Information, check points, next reward, reward
 * buttons (Redeem / 'Need N more' / 'Inactive'), Phone Number Required, redeem → the code and
 * the new balance, the history with both entries, and the failure notices. The phone is
 * verified first by a texted code (DESIGN §10.1), read from a fake Twilio.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createShop, moveOrder, type PlacedOrder, placeOrder, type Shop } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserAppWithTexts, viewports } from '../support/browser.js';
import { animationsSettled, expectAccessible, horizontalOverflow, verifyPhoneInline, watchPageErrors } from './helpers.js';

// Codes are texted through a fake Twilio that starts before the server.
const { app, twilio } = setupBrowserAppWithTexts();

const http = app.http;

/** A live BBQ stand open around the clock with one plate, its loyalty program on or off. */
async function createVendor(businessName: string, loyalty: boolean) {
  return createShop(app, {
    name: businessName,
    profile: { cuisine: 'BBQ', address: '73-000 El Paseo, Palm Desert, CA 92260' },
    owner: { prefix: 'loyal', firstName: 'Inés' },
    loyalty,
    items: [{ name: 'Brisket Plate', price: 14.5, description: 'Smoked 14 hours.' }],
  });
}

async function addReward(session: { cookie: string }, vendorId: number, reward: Record<string, unknown>) {
  const res = await http('POST', `/api/vendors/${vendorId}/loyalty-rewards`, reward, session);
  expect(res.status).toBe(201);
}

/** Places an order and walks it to completed, which earns floor(total) points. */
async function completedOrder(shop: Shop, phone: string, quantity: number): Promise<PlacedOrder> {
  const placed = await placeOrder(app, shop, { phone, quantity, firstName: 'Camila', lastName: 'Flores' });
  await moveOrder(app, shop, placed.id, ['confirmed', 'ready', 'completed']);
  return placed;
}

async function notice(page: Page, title: string, description: string | RegExp) {
  const items = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
  await items.filter({ hasText: title }).filter({ hasText: description }).first().waitFor();
}

function reward(page: Page, name: string) {
  return page.locator(`[data-testid="reward"][data-reward-name="${name}"]`);
}

async function chooseVendor(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

describeBrowser('loyalty program page', () => {
  it('checks points, redeems a reward and shows the code, the new balance and the history', async () => {
    const shop = await createVendor(`Smoke Tree BBQ ${randomBytes(2).toString('hex')}`, true);
    const other = await createVendor(`No Points Grill ${randomBytes(2).toString('hex')}`, false);
    await addReward(shop.session, shop.vendor.id, {
      name: 'Free Side of Slaw',
      description: 'Any side, on the house.',
      pointsRequired: 5,
      discountType: 'fixed_amount',
      discountValue: 3,
    });
    await addReward(shop.session, shop.vendor.id, {
      name: 'Free Brisket Taco',
      pointsRequired: 20,
      discountType: 'fixed_amount',
      discountValue: 4.5,
    });
    await addReward(shop.session, shop.vendor.id, {
      name: 'Half-off Family Pack',
      description: 'For the whole crew.',
      pointsRequired: 500,
      discountType: 'percentage',
      discountValue: 50,
    });
    await addReward(shop.session, shop.vendor.id, {
      name: 'Summer Special',
      pointsRequired: 3,
      discountType: 'percentage',
      discountValue: 10,
      isActive: false,
    });
    // 2 × $14.50 = $29.00 → 29 points.
    const order = await completedOrder(shop, '(760) 555-0144', 2);
    expect(order.totalAmount).toBe('29.00');

    const page = await app.newPage(viewports.desktop);
    const watch = watchPageErrors(page, ['/api/loyalty/redeem', '/api/phone/me']);
    await page.goto('/loyalty-program');
    await page.getByRole('heading', { level: 1, name: 'Loyalty Program' }).waitFor();
    const explainer = (await page.getByTestId('loyalty-explainer').textContent()) ?? '';
    for (const part of ['Order food', 'Earn 1 point per $1 spent. Some vendors have bonus events.', 'discounts, free items']) {
      expect(explainer).toContain(part);
    }

    // SPEC §5: phone and vendor are both needed.
    await page.getByRole('button', { name: 'Check Points' }).click();
    await notice(page, 'Missing Information', 'Please enter phone number and select vendor');
    await page.getByLabel('Phone number').fill('760-555-0144');
    await page.getByRole('button', { name: 'Check Points' }).click();
    await notice(page, 'Missing Information', 'Please enter phone number and select vendor');
    await screenshot(page, 'loyalty-program-desktop', { fullPage: true });
    await expectAccessible(page);

    // Only loyalty vendors are offered, each with a gift.
    await page.getByRole('combobox', { name: 'Vendor' }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.filter({ hasText: shop.vendor.businessName }).count()).toBe(1);
    expect(await options.filter({ hasText: other.vendor.businessName }).count()).toBe(0);
    expect(await options.filter({ hasText: shop.vendor.businessName }).locator('svg.lucide-gift').count()).toBe(1);
    await page.keyboard.press('Escape');
    await chooseVendor(page, shop.vendor.businessName);
    await page.getByRole('button', { name: 'Check Points' }).click();
    await verifyPhoneInline(page, twilio.fake, '(760) 555-0144');

    const results = page.getByTestId('loyalty-results');
    await results.waitFor();
    expect(await page.getByTestId('loyalty-balance').textContent()).toBe('29');
    expect(await page.getByTestId('loyalty-next-reward').textContent()).toContain('Half-off Family Pack');
    expect(await page.getByTestId('loyalty-transaction-count').textContent()).toBe('1');
    expect(await reward(page, 'Free Side of Slaw').getByRole('button').textContent()).toMatch(/^Redeem/);
    expect(await reward(page, 'Free Brisket Taco').getByRole('button').textContent()).toMatch(/^Redeem/);
    expect(await reward(page, 'Half-off Family Pack').getByRole('button').textContent()).toBe('Need 471 more');
    expect(await reward(page, 'Half-off Family Pack').getByRole('button').isDisabled()).toBe(true);
    expect(await reward(page, 'Summer Special').getByRole('button').textContent()).toBe('Inactive');
    expect(await reward(page, 'Half-off Family Pack').textContent()).toContain('50% off');
    expect(await reward(page, 'Free Brisket Taco').textContent()).toContain('$4.50 off');
    const history = page.getByTestId('loyalty-transaction');
    expect(await history.count()).toBe(1);
    expect(await history.first().textContent()).toContain('+29');
    expect(await history.first().textContent()).toContain('Balance: 29');
    await screenshot(page, 'loyalty-program-results-desktop', { fullPage: true });
    await expectAccessible(page);

    // Redeeming needs the phone.
    await page.getByLabel('Phone number').fill('');
    await reward(page, 'Free Brisket Taco').getByRole('button').click();
    await notice(page, 'Phone Number Required', 'Please enter your phone number to redeem rewards');
    await page.getByLabel('Phone number').fill('(760) 555-0144');

    // Redeem, after confirming.
    await reward(page, 'Free Brisket Taco').getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Redeem Free Brisket Taco?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('You will have 9 points left');
    await animationsSettled(page); // the dialog's fade-in
    await screenshot(page, 'loyalty-program-redeem-dialog-desktop');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Redeem Reward' }).click();
    await notice(page, 'Reward Redeemed!', 'Free Brisket Taco');
    const code = (await page.getByTestId('redemption-code').textContent()) ?? '';
    expect(code.length).toBeGreaterThanOrEqual(6);
    await page.getByTestId('loyalty-balance').filter({ hasText: /^9$/ }).waitFor();
    expect(await page.getByTestId('redemption').textContent()).toContain('New balance: 9 points');
    await page.getByTestId('loyalty-transaction-count').filter({ hasText: /^2$/ }).waitFor();
    expect(await history.count()).toBe(2);
    expect(await history.nth(0).textContent()).toContain('−20');
    expect(await history.nth(0).textContent()).toContain('Balance: 9');
    expect(await history.nth(1).textContent()).toContain('+29');
    expect(await reward(page, 'Free Brisket Taco').getByRole('button').textContent()).toBe('Need 11 more');
    expect(await page.getByTestId('loyalty-next-reward').textContent()).toContain('Free Brisket Taco');
    await screenshot(page, 'loyalty-program-redeemed-desktop', { fullPage: true });
    await expectAccessible(page);

    // The server says no: 'Redemption Failed' with its message.
    await page.route('**/api/loyalty/redeem', (route) =>
      route.fulfill({ status: 409, contentType: 'application/json', body: '{"message":"Insufficient points"}' }),
    );
    await reward(page, 'Free Side of Slaw').getByRole('button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem Reward' }).click();
    await notice(page, 'Redemption Failed', 'Insufficient points');
    await page.unroute('**/api/loyalty/redeem');

    // The network fails: 'Error - Failed to redeem reward'.
    await page.route('**/api/loyalty/redeem', (route) => route.abort('failed'));
    await reward(page, 'Free Side of Slaw').getByRole('button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem Reward' }).click();
    await notice(page, 'Error', 'Failed to redeem reward');
    await page.unroute('**/api/loyalty/redeem');
    expect(await page.getByTestId('loyalty-balance').textContent()).toBe('9');
    watch.expectNone();
  }, 180_000);

  it('fits a phone', async () => {
    const shop = await createVendor(`Mecca Mesquite ${randomBytes(2).toString('hex')}`, true);
    await addReward(shop.session, shop.vendor.id, {
      name: 'Free Horchata',
      pointsRequired: 10,
      discountType: 'fixed_amount',
      discountValue: 3,
    });
    await completedOrder(shop, '442-555-0110', 1);

    const page = await app.newPage(viewports.phone);
    const watch = watchPageErrors(page, ['/api/phone/me']);
    await page.goto('/loyalty-program');
    await page.getByRole('heading', { level: 1, name: 'Loyalty Program' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'loyalty-program-phone', { fullPage: true });
    await expectAccessible(page);
    await page.getByLabel('Phone number').fill('442-555-0110');
    await chooseVendor(page, shop.vendor.businessName);
    await page.getByRole('button', { name: 'Check Points' }).click();
    await verifyPhoneInline(page, twilio.fake, '442-555-0110');
    await page.getByTestId('loyalty-results').waitFor();
    expect(await page.getByTestId('loyalty-balance').textContent()).toBe('14');
    expect(await page.getByTestId('loyalty-next-reward').textContent()).toBe('All unlocked!');
    // The results, far below the form on a phone, come into view with their heading focused.
    const heading = page.getByRole('heading', { level: 2, name: `Your points at ${shop.vendor.businessName}` });
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    await expect.poll(() => heading.evaluate((h) => h.getBoundingClientRect().top >= 0 && h.getBoundingClientRect().top < window.innerHeight / 2)).toBe(true);
    // The verified phone's points at every vendor, in one view; each opens its rewards.
    const everywhere = page.getByTestId('points-everywhere');
    await everywhere.getByText(shop.vendor.businessName).waitFor();
    expect(await everywhere.textContent()).toContain('14 points');
    await everywhere.getByRole('button', { name: `Rewards at ${shop.vendor.businessName}` }).click();
    await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'loyalty-program-results-phone', { fullPage: true });
    await expectAccessible(page);
    watch.expectNone();
  }, 120_000);
});
