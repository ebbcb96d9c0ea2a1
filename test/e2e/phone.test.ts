/**
 * The verified phone in the browser (DESIGN §10.1), with texts read from a fake Twilio on
 * loopback (test/support/fake-twilio.ts), as the customer reads them on the phone:
 * a guest orders on a phone with "Text me when it's ready", the vendor completes the order (the
 * customer gets the confirmed and ready texts), the customer opens the loyalty page at 375 px,
 * asks for a code, types a wrong one, then the right one, sees the points, redeems, and the
 * vendor checks the reward code on the desk (first the reward, then "already used"). Track by
 * Phone needs the same code; "Not you?" signs the phone out; a signed-in account links its phone
 * (Resend after its countdown, on a controlled clock) and sees its orders and points.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createShop, moveOrder, placeOrder, type Shop, signUp, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserAppWithTexts, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

// The server texts the codes through a fake Twilio that starts before it.
const { app, twilio } = setupBrowserAppWithTexts();

/** Every 401 a visitor without a verified phone sees on these pages is expected. */
const EXPECTED_401 = ['/api/phone/me'];

const http = app.http;

/** A live BBQ stand with its loyalty program on, one plate and a reward at 10 points. */
async function createPhoneShop(): Promise<Shop> {
  const shop = await createShop(app, {
    name: `Smoke Tree BBQ ${randomBytes(2).toString('hex')}`,
    profile: { cuisine: 'BBQ', address: '73-000 El Paseo, Palm Desert, CA 92260' },
    owner: { prefix: 'phone', firstName: 'Inés' },
    loyalty: true,
    items: [{ name: 'Brisket Plate', price: 14.5, description: 'Smoked 14 hours.' }],
  });
  const reward = await http(
    'POST',
    `/api/vendors/${shop.vendor.id}/loyalty-rewards`,
    { name: 'Free Horchata', pointsRequired: 10, discountType: 'fixed_amount', discountValue: 3 },
    shop.session,
  );
  expect(reward.status).toBe(201);
  return shop;
}

const complete = (shop: Shop, orderId: number) => moveOrder(app, shop, orderId, ['confirmed', 'ready', 'completed']);

async function chooseVendor(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

describeBrowser('verified phone: the whole loyalty journey', () => {
  it('orders with texts, verifies the phone by code, sees points, redeems, and the vendor checks the code once', async () => {
    const shop = await createPhoneShop();
    const phone = '(760) 555-0191';

    // A guest orders on a phone and asks to be texted.
    const guestContext = await app.newContext(viewports.phone);
    const guest = await guestContext.newPage();
    // The first try, with a Caribbean number and "Text me", is refused by the server (400).
    const guestWatch = watchPageErrors(guest, ['/api/guest-preorders']);
    await guest.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    await guest.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    const addToCart = guest.locator('[data-testid="menu-item"]').getByRole('button', { name: /^Add to Cart/ });
    await addToCart.click();
    await addToCart.click();
    await guest.getByLabel('First name').fill('Camila');
    await guest.getByLabel('Last name').fill('Flores');
    await guest.getByLabel('Phone', { exact: true }).fill(phone);
    await guest.getByLabel('Cash on Pickup').check();
    const notify = guest.getByRole('checkbox', { name: 'Text me when it’s ready' });
    expect(await notify.getAttribute('aria-checked')).toBe('false');
    await notify.click();
    expect(await notify.getAttribute('aria-checked')).toBe('true');
    await guest.getByText('We text this number twice').scrollIntoViewIfNeeded();
    await screenshot(guest, 'phone-checkout-notify-phone', { fullPage: true });
    await expectAccessible(guest);
    // A number the valley does not text (Jamaica's 876; issue 43): the phone field says why and
    // nothing else is lost; the right number then goes through.
    const phoneField = guest.getByLabel('Phone', { exact: true });
    await phoneField.fill('(876) 555-0123');
    await guest.getByRole('button', { name: /^Place Preorder/ }).click();
    await guest.getByText(/We can only text US and Canadian numbers/).first().waitFor();
    await phoneField.and(guest.locator('[aria-invalid="true"]')).waitFor();
    expect(await notify.getAttribute('aria-checked')).toBe('true');
    await phoneField.fill(phone);
    await guest.getByRole('button', { name: /^Place Preorder/ }).click();
    await guest.getByTestId('preorder-confirmation').waitFor();
    const invoice = (await guest.getByTestId('confirmation-invoice').textContent()) ?? '';
    // The guest's own link to the order (vendor answers never carry the tracking token).
    const trackingLink = await guest
      .getByTestId('preorder-confirmation')
      .locator('a[href^="/order-tracking?token="]')
      .getAttribute('href');
    const trackingToken = new URL(trackingLink ?? '', 'http://localhost').searchParams.get('token');
    expect(trackingToken).toBeTruthy();
    guestWatch.expectNone();

    // The vendor confirms, readies and completes it: 2 × $14.50 = 29 points, and two texts.
    const orders = await http<{ id: number; invoiceNumber: string }[]>(
      'GET',
      '/api/my-vendor/preorders',
      undefined,
      shop.session,
    );
    const order = orders.json.find((o) => o.invoiceNumber === invoice);
    expect(order).toBeDefined();
    await complete(shop, order!.id);
    await twilio.fake.waitForText(phone, { after: 1, timeoutMs: 15_000 });
    const orderTexts = twilio.fake.textsTo(phone).map((m) => m.body);
    expect(orderTexts.join('\n')).toContain(invoice);

    // The customer opens the loyalty page on a phone: Check Points asks for the code first.
    const customerContext = await app.newContext(viewports.phone);
    const page = await customerContext.newPage();
    const watch = watchPageErrors(page, [...EXPECTED_401, '/api/phone/verify/check']);
    await page.goto('/loyalty-program');
    await page.getByRole('heading', { level: 1, name: 'Loyalty Program' }).waitFor();
    await page.getByLabel('Phone number').fill('760-555-0191');
    await chooseVendor(page, shop.vendor.businessName);
    await page.getByRole('button', { name: 'Check Points' }).click();
    const box = page.getByTestId('verify-phone');
    await box.getByText('To show the points of (760) 555-0191, confirm it’s your phone first.').waitFor();
    expect(await page.getByTestId('loyalty-results').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-verify-ask-phone', { fullPage: true });
    await expectAccessible(page);

    // A wrong code: a clear error, the field empties for another try.
    const before = twilio.fake.textsTo(phone).length;
    await box.getByRole('button', { name: 'Text me a code' }).click();
    const code = await twilio.fake.waitForCode(phone, { after: before });
    await box.getByTestId('verify-status').filter({ hasText: 'We texted a code to (760) 555-0191' }).waitFor();
    await box.getByRole('button', { name: /^Resend in \d+ seconds?$/ }).waitFor();
    expect(await box.getByRole('button', { name: /^Resend in/ }).isDisabled()).toBe(true);
    const field = box.getByLabel('6-digit code');
    expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    const wrong = code === '000000' ? '111111' : '000000';
    await field.pressSequentially(wrong);
    await box.getByRole('alert').filter({ hasText: 'That code is wrong or has expired.' }).waitFor();
    expect(await field.inputValue()).toBe('');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-verify-code-phone', { fullPage: true });
    await expectAccessible(page);

    // The right code: it submits itself on the 6th digit, and the lookup continues.
    await field.pressSequentially(code);
    const results = page.getByTestId('loyalty-results');
    await results.waitFor();
    await page.getByTestId('loyalty-balance').filter({ hasText: /^29$/ }).waitFor();
    expect(await page.getByTestId('verify-phone').count()).toBe(0);
    expect(await page.getByTestId('verified-phone').textContent()).toContain('(760) 555-0191');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-loyalty-verified-phone', { fullPage: true });
    await expectAccessible(page);

    // Redeem.
    await page.locator('[data-testid="reward"][data-reward-name="Free Horchata"]').getByRole('button').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Redeem Reward' }).click();
    const redemptionCode = ((await page.getByTestId('redemption-code').textContent()) ?? '').trim();
    expect(redemptionCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    await page.getByTestId('loyalty-balance').filter({ hasText: /^19$/ }).waitFor();
    await screenshot(page, 'phone-loyalty-redeemed-phone', { fullPage: true });

    // The vendor checks the code at the window: the reward once, then "already used".
    const deskContext = await app.newContext(viewports.desktop);
    await withSession(deskContext, app, shop.session);
    const desk = await deskContext.newPage();
    const deskWatch = watchPageErrors(desk, [`/api/vendors/${shop.vendor.id}/redemptions/check`]);
    await desk.goto('/vendor-preorders');
    const check = desk.getByTestId('reward-check');
    await check.getByRole('heading', { name: 'Check a reward code' }).waitFor();
    await check.getByLabel('Reward code').fill(redemptionCode.toLowerCase());
    await check.getByRole('button', { name: 'Check code' }).click();
    const result = check.getByTestId('reward-check-result');
    await result.locator('[data-result="valid"]').filter({ hasText: 'Valid: Free Horchata' }).waitFor();
    expect(await result.textContent()).toContain('Marked as used at');
    await screenshot(desk, 'phone-reward-check-valid-desktop', { fullPage: true });
    await expectAccessible(desk);
    await check.getByRole('button', { name: 'Check code' }).click();
    await result.locator('[data-result="used"]').filter({ hasText: 'Already used' }).waitFor();
    await screenshot(desk, 'phone-reward-check-used-desktop', { fullPage: true });
    await check.getByLabel('Reward code').fill('ZZZZZ-ZZZZZ');
    await check.getByRole('button', { name: 'Check code' }).click();
    await result.locator('[data-result="notFound"]').filter({ hasText: 'Not found' }).waitFor();
    await desk.setViewportSize(viewports.phone);
    expect(await horizontalOverflow(desk)).toBeLessThanOrEqual(0);
    await screenshot(check, 'phone-reward-check-phone');
    deskWatch.expectNone();

    // Track by Phone: the verified phone lists its orders without another code.
    await page.goto('/order-tracking');
    await page.getByRole('tab', { name: 'Track by Phone' }).click();
    await page.getByLabel('Phone number').fill('760 555 0191');
    await page.getByRole('button', { name: 'Find Orders' }).click();
    await page.getByTestId('phone-order').filter({ hasText: invoice }).waitFor();
    expect(await page.getByTestId('verify-phone').count()).toBe(0);
    await screenshot(page, 'phone-track-by-phone-phone', { fullPage: true });

    // The tracking page shows its own order's points without a code, and offers push.
    const stranger = await (await app.newContext(viewports.phone)).newPage();
    const strangerWatch = watchPageErrors(stranger, EXPECTED_401);
    await stranger.goto(`/order-tracking?token=${trackingToken}`);
    await stranger.getByTestId('tracked-points').filter({ hasText: 'This order earned 29 loyalty points.' }).waitFor();
    // Another number needs its own code.
    await stranger.getByRole('tab', { name: 'Track by Phone' }).click();
    await stranger.getByLabel('Phone number').fill(phone);
    await stranger.getByRole('button', { name: 'Find Orders' }).click();
    await stranger.getByText('To list the orders of (760) 555-0191, confirm it’s your phone first.').waitFor();
    expect(await stranger.getByTestId('phone-orders').count()).toBe(0);
    await expectAccessible(stranger);
    strangerWatch.expectNone();

    // "Not you?" signs this phone out: Check Points asks for a code again.
    await page.goto('/loyalty-program');
    await page.getByTestId('verified-phone').waitFor();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('(760) 555-0191');
    await page.getByRole('button', { name: 'Not (760) 555-0191? Sign this phone out' }).click();
    await page.getByTestId('verified-phone').waitFor({ state: 'detached' });
    expect(await page.getByLabel('Phone number').inputValue()).toBe('');
    await page.getByLabel('Phone number').fill(phone);
    await chooseVendor(page, shop.vendor.businessName);
    await page.getByRole('button', { name: 'Check Points' }).click();
    await page.getByTestId('verify-phone').waitFor();
    expect(await page.getByTestId('loyalty-results').count()).toBe(0);
    watch.expectNone();
  }, 240_000);

  it('tracks an open order with a push button, and links a phone to an account', async () => {
    const shop = await createPhoneShop();
    const phone = '(442) 555-0137';
    const open = await placeOrder(app, shop, { phone, quantity: 1, firstName: 'Camila', lastName: 'Flores' });
    const done = await placeOrder(app, shop, { phone, quantity: 2, firstName: 'Camila', lastName: 'Flores' });
    await complete(shop, done.id);

    // An open order: the push button shows where the browser supports push.
    const tracker = await app.newPage(viewports.desktop);
    const trackerWatch = watchPageErrors(tracker);
    await tracker.goto(`/order-tracking?token=${open.trackingToken}`);
    await tracker.getByTestId('tracked-order').waitFor();
    await tracker.getByRole('button', { name: 'Notify me on this device' }).waitFor();
    await screenshot(tracker, 'phone-tracking-push-desktop', { fullPage: true });
    await expectAccessible(tracker);
    trackerWatch.expectNone();

    // A signed-in customer links the phone on the loyalty page, then sees orders and points.
    const customer = await signUp(app, { prefix: 'phone', firstName: 'Camila' });
    const context = await app.newContext(viewports.desktop);
    await withSession(context, app, customer);
    const page = await context.newPage();
    // A controllable clock, to reach the end of the resend countdown without waiting for it.
    await page.clock.install();
    const watch = watchPageErrors(page, [...EXPECTED_401, '/api/me/orders', '/api/me/loyalty']);
    await page.goto('/loyalty-program');
    const account = page.getByTestId('account-phone');
    await account.getByRole('button', { name: 'Link my phone' }).click();
    await account.getByLabel('Phone number').fill(phone);
    await screenshot(page, 'phone-account-link-desktop', { fullPage: true });
    await expectAccessible(page);
    const box = account.getByTestId('verify-phone');
    const sentBefore = twilio.fake.textsTo(phone).length;
    await box.getByRole('button', { name: 'Text me a code' }).click();
    const firstCode = await twilio.fake.waitForCode(phone, { after: sentBefore });
    await box.getByTestId('verify-status').filter({ hasText: 'We texted a code to (442) 555-0137' }).waitFor();
    await screenshot(page, 'phone-account-code-desktop', { fullPage: true });
    await expectAccessible(page);
    // Resend waits for its countdown, then texts a new code; the new one is the one that works.
    const resend = box.getByRole('button', { name: /^Resend in \d+ seconds?$/ });
    expect(await resend.isDisabled()).toBe(true);
    await page.clock.fastForward(31_000);
    await box.getByRole('button', { name: 'Resend code' }).click();
    const secondCode = await twilio.fake.waitForCode(phone, { after: sentBefore + 1 });
    await box.getByTestId('verify-status').filter({ hasText: 'A new code is on its way to (442) 555-0137' }).waitFor();
    expect(twilio.fake.textsTo(phone)).toHaveLength(sentBefore + 2);
    expect(secondCode).toMatch(/^\d{6}$/);
    expect(firstCode).toMatch(/^\d{6}$/);
    await box.getByLabel('6-digit code').pressSequentially(secondCode);
    await account.getByText('Linked phone: (442) 555-0137').waitFor();
    await account.getByTestId('account-orders').getByText(done.invoiceNumber).waitFor();
    expect(await account.getByTestId('account-orders').getByText(open.invoiceNumber).count()).toBe(1);
    expect(await account.getByTestId('account-points').textContent()).toContain('29 points');
    await screenshot(page, 'phone-account-linked-desktop', { fullPage: true });
    await expectAccessible(page);
    await page.setViewportSize(viewports.phone);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-account-linked-phone', { fullPage: true });
    watch.expectNone();
  }, 180_000);
});
