/**
 * Issue Reach, offline: the built app registers its service worker; after a guest has opened a
 * vendor's preorder page and an order's tracking page, both open again with the network off,
 * with the offline banner, and a change (placing an order) is refused at once with a clear
 * message instead of hanging. The manifest makes the app installable.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../src/shared/messages/en/index.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { confirmSignUp } from '../support/browser-shop.js';
import { openAroundTheClock } from '../support/open-hours.js';
import { expectAccessible } from './helpers.js';
import { publishByAdmin } from '../support/publish.js';

const app = setupBrowserApp();

const http = app.http;

async function shopWithOrder() {
  const email = `offline-${randomBytes(4).toString('hex')}@example.com`;
  const signup = await fetch(`${app.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'desert-bloom-42', firstName: 'Rosa' }),
  });
  expect(signup.status).toBe(202);
  const { cookie } = await confirmSignUp(app, email);
  const vendor = await http<{ id: number; businessName: string }>(
    'POST',
    '/api/vendors',
    { businessName: `Dátiles del Desierto ${randomBytes(2).toString('hex')}`, cuisine: 'Desserts', address: '81-000 Hwy 111, Indio, CA 92201', paymentMethods: ['cash'] },
    cookie,
  );
  expect(vendor.status).toBe(201);
  await publishByAdmin(app.baseUrl, vendor.json.id);
  await openAroundTheClock(vendor.json.id, (url, body) => http('POST', url, body, cookie));
  const item = await http<{ id: number; name: string; price: string }>(
    'POST',
    `/api/vendors/${vendor.json.id}/menu`,
    { name: 'Date Shake', price: 7.25 },
    cookie,
  );
  expect(item.status).toBe(201);
  const order = await http<{ invoiceNumber: string; trackingToken: string }>('POST', '/api/guest-preorders', {
    vendorId: vendor.json.id,
    firstName: 'Mateo',
    lastName: 'Reyes',
    phone: '(760) 555-0188',
    paymentMethod: 'cash',
    items: [{ menuItemId: item.json.id, name: item.json.name, price: item.json.price, quantity: 2 }],
    totalAmount: '14.50',
  });
  expect(order.status).toBe(201);
  return { vendor: vendor.json, order: order.json };
}

/** Waits until the service worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

describeBrowser('offline', () => {
  it('is installable: a manifest with icons and a service worker', async () => {
    const manifest = await http<{ name: string; display: string; icons: { sizes: string }[] }>('GET', '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.json).toMatchObject({ name: 'Valley Eats', display: 'standalone' });
    expect(manifest.json.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']) {
      expect((await fetch(`${app.baseUrl}${icon}`)).status).toBe(200);
    }
    const page = await app.newPage(viewports.phone);
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    await controlled(page);
  });

  it('opens the tracking page and the preorder page again without a network, and refuses changes at once', async () => {
    const { vendor, order } = await shopWithOrder();
    const context = await app.newContext(viewports.phone);
    const page = await context.newPage();
    await page.goto('/');
    await controlled(page);

    // Seen once online: the vendor's preorder page and the order's tracking page.
    await page.goto(`/guest-preorder?vendor=${vendor.id}`);
    await page.getByRole('heading', { level: 1, name: vendor.businessName }).waitFor();
    await page.goto(`/order-tracking?token=${encodeURIComponent(order.trackingToken)}`);
    await page.getByText(order.invoiceNumber).first().waitFor();

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('offline-banner').waitFor();
    await page.getByText(order.invoiceNumber).first().waitFor();
    await page.getByText(en['ordering.status.pending'], { exact: true }).first().waitFor();
    expect(await page.getByText('Date Shake').count()).toBeGreaterThan(0);
    await screenshot(page, 'offline-tracking-phone', { fullPage: true });
    await expectAccessible(page);

    // The preorder page opens from the device too; placing the order is refused at once.
    await page.goto(`/guest-preorder?vendor=${vendor.id}`);
    await page.getByRole('heading', { level: 1, name: vendor.businessName }).waitFor();
    await page.getByTestId('offline-banner').waitFor();
    await page.locator('[data-testid="menu-item"][data-item-name="Date Shake"]').getByRole('button', { name: /^Add to Cart/ }).click();
    await page.getByLabel('First name').fill('Lupe');
    await page.getByLabel('Last name').fill('Ortiz');
    await page.getByLabel('Phone', { exact: true }).fill('(760) 555-0123');
    await page.getByLabel('Cash on Pickup').check();
    const started = Date.now();
    await page.getByRole('button', { name: /^Place Preorder/ }).click();
    await page.getByText(en['offline.refused.body']).first().waitFor({ timeout: 5_000 });
    expect(Date.now() - started).toBeLessThan(5_000);
    // Nothing was lost: the cart and the form are still filled in.
    expect(await page.getByLabel('First name').inputValue()).toBe('Lupe');
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    await screenshot(page, 'offline-preorder-phone', { fullPage: true });

    // Back online, the banner goes away.
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
  });
});
