/**
 * Issue Reach, "done when": a Spanish-speaking customer finds a vendor's page, orders, tracks
 * the order and checks the points it earned entirely in Spanish and with the keyboard only (no
 * mouse, no clicks). The browser says it speaks Spanish (es-MX); the language switch then brings
 * English back and the choice survives a reload. axe-core checks every page in Spanish.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { createShop } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserAppWithTexts, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

// Points by phone need the phone verified by a texted code (DESIGN §10.1), read from a fake
// Twilio that starts before the server.
const { app, twilio } = setupBrowserAppWithTexts();

const http = app.http;

/** A live taquería with its loyalty program on and one taco. */
async function createTaqueria() {
  return createShop(app, {
    name: `Tacos La Güera ${randomBytes(2).toString('hex')}`,
    profile: { address: '45-100 Oasis St, Indio, CA 92201', phone: '(760) 555-0199' },
    owner: { prefix: 'taqueria' },
    loyalty: true,
    items: [{ name: 'Taco de Birria', price: 12.5 }],
  });
}

/** What the focused element is called: its label, aria-label or text. */
function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return '';
    const labelled = el.getAttribute('aria-labelledby');
    if (labelled) {
      return labelled
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    }
    const input = el as HTMLInputElement;
    const label = input.labels?.[0]?.textContent;
    return (el.getAttribute('aria-label') ?? label ?? el.textContent ?? '').replace(/\s+/g, ' ').trim();
  });
}

/** Presses Tab until the focused element's name matches; fails after `max` presses. */
async function tabTo(page: Page, name: string | RegExp, max = 80): Promise<void> {
  const matches = (text: string) => (typeof name === 'string' ? text.includes(name) : name.test(text));
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const current = await focusedName(page);
    if (matches(current)) return;
    seen.push(current);
  }
  throw new Error(`Tab never reached "${name}"; focus went through: ${seen.join(' | ')}`);
}

describeBrowser('Spanish, keyboard only', () => {
  it('orders, tracks the order and checks the points in Spanish without a mouse', async () => {
    const shop = await createTaqueria();
    const context = await app.newContext(viewports.desktop, 'es-MX');
    const page = await context.newPage();
    const errors = watchPageErrors(page, ['/api/phone/me']);

    // The vendor's preorder page, in Spanish because the browser asks for it.
    await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByTestId('cart-empty').filter({ hasText: es['guestPreorder.cart.empty'] }).waitFor();
    expect(await page.getByText(en['guestPreorder.cart.empty']).count()).toBe(0);
    await expectAccessible(page);

    // Add the taco, fill the form, pay cash, place the order.
    await tabTo(page, new RegExp(`^${es['guestPreorder.menu.add']}.*Taco de Birria`));
    await page.keyboard.press('Enter');
    await page.getByTestId('cart-total').filter({ hasText: '$12.50' }).waitFor();
    await tabTo(page, es['guestPreorder.form.firstName']);
    await page.keyboard.type('Lupe');
    await tabTo(page, es['guestPreorder.form.lastName']);
    await page.keyboard.type('Ortiz');
    await tabTo(page, new RegExp(`^${es['guestPreorder.form.phone']}`));
    await page.keyboard.type('(760) 555-0177');
    await tabTo(page, es['payment.cash']);
    await page.keyboard.press('Space');
    expect(await page.getByLabel(es['payment.cash']).isChecked()).toBe(true);
    await tabTo(page, new RegExp(`^${es['guestPreorder.form.submit']}`));
    await screenshot(page, 'spanish-guest-preorder-desktop', { fullPage: true });
    await page.keyboard.press('Enter');
    await page.getByTestId('preorder-confirmation').waitFor();
    const invoice = (await page.getByTestId('confirmation-invoice').textContent()) ?? '';
    expect(invoice).toMatch(/^INV-/);
    await expectAccessible(page);

    // Follow the tracking link from the confirmation.
    await tabTo(page, es['guestPreorder.placed.track']);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/order-tracking');
    await page.getByText(invoice).first().waitFor();
    await page.getByText(es['ordering.status.pending'], { exact: true }).first().waitFor();
    await screenshot(page, 'spanish-order-tracking-desktop', { fullPage: true });
    await expectAccessible(page);

    // The vendor completes the order: it earns floor($12.50) = 12 points.
    const orders = await http<{ id: number; invoiceNumber: string }[]>('GET', '/api/my-vendor/preorders', undefined, shop.session);
    expect(orders.status).toBe(200);
    const orderId = orders.json.find((o) => o.invoiceNumber === invoice)?.id;
    expect(orderId).toBeDefined();
    for (const status of ['confirmed', 'ready', 'completed']) {
      expect((await http('PUT', `/api/guest-preorders/${orderId}/status`, { status }, shop.session)).status).toBe(200);
    }
    await page.getByText(es['ordering.status.completed'], { exact: true }).first().waitFor();

    // Points, from the header's loyalty link.
    await tabTo(page, es['ordering.nav.loyalty']);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/loyalty-program');
    await page.getByRole('heading', { level: 1, name: es['loyaltyPage.title'] }).waitFor();
    await tabTo(page, es['loyaltyPage.form.phone']);
    await page.keyboard.type('(760) 555-0177');
    await tabTo(page, es['loyaltyPage.form.vendor']);
    await page.keyboard.press('Enter');
    await page.getByRole('option', { name: new RegExp(shop.vendor.businessName) }).waitFor();
    // Radix Select: arrows move among the options, Enter chooses.
    for (let i = 0; i < 40; i++) {
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      if (focused.includes(shop.vendor.businessName)) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await tabTo(page, es['loyaltyPage.form.submit']);
    await page.keyboard.press('Enter');
    // The phone is confirmed by a texted code: ask for it, then type it (the field takes focus).
    await page.getByTestId('verify-phone').waitFor();
    const before = twilio.fake.textsTo('7605550177').length;
    await tabTo(page, es['phoneUi.verify.send']);
    await page.keyboard.press('Enter');
    const code = await twilio.fake.waitForCode('7605550177', { after: before });
    await page.getByLabel(es['phoneUi.verify.code']).waitFor();
    expect(await focusedName(page)).toContain(es['phoneUi.verify.code']);
    await page.keyboard.type(code);
    await page.getByText(es['loyaltyPage.stats.balance']).waitFor();
    await page.getByTestId('loyalty-balance').filter({ hasText: '12' }).waitFor();
    await screenshot(page, 'spanish-loyalty-desktop', { fullPage: true });
    await expectAccessible(page);

    // Back to English with the switch; the choice is remembered.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, 'English');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: en['loyaltyPage.title'] }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en['loyaltyPage.title'] }).waitFor();
    errors.expectNone();
  });

  it('shows the landing page and the sign-in form in Spanish, and Spanish server messages', async () => {
    const page = await app.newPage(viewports.phone, 'es-419');
    await page.goto('/');
    await page.getByTestId('site-title').waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await page.getByText(es['landing.nav.vendorSignIn']).first().waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    // On a phone the switch sits in the menu.
    await page.getByRole('button', { name: es['landing.nav.openMenu'] }).click();
    await page.locator('#landing-menu').getByRole('button', { name: 'English' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'spanish-landing-phone', { fullPage: true });

    await page.goto('/sign-in');
    await page.getByLabel(es['auth.field.email']).fill('nadie@example.com');
    await page.getByLabel(es['auth.field.password']).fill('not-the-password');
    await page.keyboard.press('Enter');
    await page.getByText(es['auth.error.invalidLogin']).waitFor();
    await expectAccessible(page);
  });
});
