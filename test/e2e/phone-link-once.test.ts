/**
 * One code, not two (issue 44 friction 4; decision 0016): a signed-in customer on a 375 px phone
 * confirms a phone by its code on /loyalty-program to see the points, then "Link my phone" links
 * that phone in one tap, with no second code texted; /challenges then shows it linked. A phone
 * this browser has not confirmed (another number) still asks for its own code.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createShop, moveOrder, placeOrder, signUp, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserAppWithTexts, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, verifyPhoneInline, watchPageErrors } from './helpers.js';

const { app, twilio } = setupBrowserAppWithTexts();

/** A signed-in customer with no phone yet: /api/phone/me, /api/me/orders and /api/me/loyalty answer 401/409 first. */
const EXPECTED = ['/api/phone/me', '/api/me/orders', '/api/me/loyalty'];

async function customerPage(): Promise<{ page: Page; watch: ReturnType<typeof watchPageErrors> }> {
  const customer = await signUp(app, { prefix: 'link-once', firstName: 'Camila' });
  const context = await app.newContext(viewports.phone);
  await withSession(context, app, customer);
  const page = await context.newPage();
  return { page, watch: watchPageErrors(page, EXPECTED) };
}

/** Check Points on /loyalty-program for `phone`, confirmed by its texted code. */
async function verifyOnLoyaltyPage(page: Page, phone: string, vendorName: string): Promise<void> {
  await page.goto('/loyalty-program');
  await page.getByRole('heading', { level: 1, name: 'Loyalty Program' }).waitFor();
  await page.getByLabel('Phone number').first().fill(phone);
  await page.getByRole('combobox', { name: 'Vendor' }).click();
  await page.getByRole('option', { name: new RegExp(vendorName) }).click();
  await page.getByRole('button', { name: 'Check Points' }).click();
  await verifyPhoneInline(page, twilio.fake, phone);
  await page.getByTestId('loyalty-results').waitFor();
}

describeBrowser('linking the phone just confirmed in this browser', () => {
  it('links it in one tap with no second code, and /challenges shows it linked; another number still needs its code', async () => {
    const shop = await createShop(app, {
      name: `Palm Canyon Tacos ${randomBytes(2).toString('hex')}`,
      owner: { prefix: 'link-once-owner', firstName: 'Inés' },
      loyalty: true,
      items: [{ name: 'Carnitas Plate', price: 12, description: 'Slow-cooked pork.' }],
    });
    const phone = '(760) 555-0177';
    const order = await placeOrder(app, shop, { phone, quantity: 1, firstName: 'Camila', lastName: 'Flores' });
    await moveOrder(app, shop, order.id, ['confirmed', 'ready', 'completed']);

    const { page, watch } = await customerPage();
    await verifyOnLoyaltyPage(page, phone, shop.vendor.businessName);
    const textsAfterCode = twilio.fake.textsTo(phone).length;

    // The account section offers the phone confirmed here, in one tap.
    const account = page.getByTestId('account-phone');
    const offer = account.getByTestId('link-verified-phone');
    await offer.getByText('(760) 555-0177 is confirmed in this browser: link it without a new code.').waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(account, 'phone-link-once-offer-375');
    await expectAccessible(page);
    await offer.getByRole('button', { name: 'Link my phone' }).click();
    await account.getByText('Linked phone: (760) 555-0177').waitFor();
    await account.getByTestId('account-orders').getByText(order.invoiceNumber).waitFor();
    // No second code: no code step in the section, no new text.
    expect(await account.getByTestId('verify-phone').count()).toBe(0);
    expect(twilio.fake.textsTo(phone)).toHaveLength(textsAfterCode);
    await screenshot(account, 'phone-link-once-linked-375');

    // /challenges (in the app, as a customer goes there): the phone is linked, no nudge to link it.
    await page.goto('/challenges');
    const shelf = page.getByTestId('badge-shelf');
    await shelf.getByTestId('phone-linked').filter({ hasText: 'Your phone is linked: its orders count.' }).waitFor();
    expect(await shelf.getByRole('link', { name: 'Link my phone' }).count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'phone-link-once-challenges-375', { fullPage: true });
    await expectAccessible(page);
    watch.expectNone();
  }, 180_000);

  it('a phone session for another number does not link this one: its own code is asked', async () => {
    const shop = await createShop(app, {
      name: `Indio Elote ${randomBytes(2).toString('hex')}`,
      owner: { prefix: 'link-other-owner', firstName: 'Luis' },
      loyalty: true,
      items: [{ name: 'Elote', price: 5, description: 'With cotija.' }],
    });
    const confirmed = '(760) 555-0178';
    const other = '(442) 555-0179';
    const { page, watch } = await customerPage();
    await verifyOnLoyaltyPage(page, confirmed, shop.vendor.businessName);

    // The customer wants another number linked: the code step asks for that number's code.
    const account = page.getByTestId('account-phone');
    await account.getByRole('button', { name: 'Link another number' }).click();
    const box = account.getByTestId('verify-phone');
    await box.getByLabel('Phone number').fill(other);
    const before = twilio.fake.textsTo(other).length;
    await box.getByRole('button', { name: 'Text me a code' }).click();
    await box.getByTestId('verify-status').filter({ hasText: 'We texted a code to (442) 555-0179' }).waitFor();
    await twilio.fake.waitForCode(other, { after: before });
    expect(await account.getByText(/^Linked phone/).count()).toBe(0);
    await screenshot(account, 'phone-link-other-needs-code-375');

    // The server agrees: this browser's phone session (for the first number) links no other.
    const cookies = await page.context().cookies();
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const refused = await app.http<{ code: string }>('POST', '/api/me/phone', { phone: other }, { cookie });
    expect(refused.status).toBe(401);
    expect(refused.json.code).toBe('phone_unverified');
    const challenges = await app.http<{ phoneLinked: boolean }>('GET', '/api/me/challenges', undefined, { cookie });
    expect(challenges.json.phoneLinked).toBe(false);
    watch.expectNone();
  }, 180_000);
});
