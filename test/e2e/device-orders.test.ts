/**
 * The orders placed on this device, on the tracking page (issue 44 friction 5), on a 375 px phone:
 * a guest orders at two trucks from the same browser; /order-tracking lists both, newest first,
 * with vendor, time, total and the status read by each order's tracking token; a vendor's change
 * shows; a row opens that order's tracking view (the others stay listed under it); one can be
 * taken off the list for good; an order placed elsewhere is not listed and one older than 30 days
 * is dropped. In Spanish the list reads in Spanish. Every wait retries (waitFor, expect.poll): no
 * fixed sleeps.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createShop, orderBody } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

const KEY = 'valley-eats.orders';

function menuItem(page: Page, name: string) {
  return page.locator(`[data-testid="menu-item"][data-item-name="${name}"]`);
}

/** A guest order placed in this page's browser from the vendor's preorder page; its invoice. */
async function placeInBrowser(page: Page, vendor: { id: number; businessName: string }, item: string): Promise<string> {
  await page.goto(`/guest-preorder?vendor=${vendor.id}`);
  await page.getByRole('heading', { level: 1, name: vendor.businessName }).waitFor();
  await menuItem(page, item).getByRole('button', { name: /^Add to Cart/ }).click();
  await page.locator('#checkout').scrollIntoViewIfNeeded();
  await page.getByLabel('First name').fill('Lupe');
  await page.getByLabel('Last name').fill('Ortiz');
  await page.getByLabel('Phone', { exact: true }).fill('(760) 555-0177');
  await page.getByLabel('Cash on Pickup').check();
  await page.getByRole('button', { name: /^Place Preorder/ }).click();
  const confirmation = page.getByTestId('preorder-confirmation');
  await confirmation.waitFor();
  const invoice = (await confirmation.getByTestId('confirmation-invoice').textContent())?.trim() ?? '';
  expect(invoice).toMatch(/^INV-[A-Z0-9]{6}$/);
  return invoice;
}

/** The listed rows as "vendor | status | total", top to bottom. */
async function rows(page: Page): Promise<string[]> {
  return page.getByTestId('device-order').evaluateAll((items) =>
    items.map((li) => {
      const vendor = li.querySelector('a')?.childNodes[0]?.textContent ?? '';
      const total = li.querySelector('.tabular-nums')?.textContent ?? '';
      const status = li.querySelector('[data-status]')?.textContent ?? li.querySelector('[data-testid="status-badge"]')?.textContent ?? '';
      return `${vendor} | ${status.trim()} | ${total}`;
    }),
  );
}

describeBrowser('orders on this device, on the tracking page (375 px phone)', () => {
  it('lists the orders placed in this browser, newest first, live status by token, opens and removes them', async () => {
    const taqueria = await createShop(app, { name: `Tacos Lupita ${Date.now() % 10_000}`, items: [{ name: 'Birria Taco', price: 4 }] });
    const pupuseria = await createShop(app, { name: `Pupusas Ceiba ${Date.now() % 10_000}`, items: [{ name: 'Pupusa Revuelta', price: 3.5 }] });
    const page = await app.newPage(viewports.phone);
    const errors = watchPageErrors(page);

    const first = await placeInBrowser(page, taqueria.vendor, 'Birria Taco');
    const second = await placeInBrowser(page, pupuseria.vendor, 'Pupusa Revuelta');
    // An order placed elsewhere (over HTTP) is not this device's.
    const elsewhere = await app.http('POST', '/api/guest-preorders', orderBody(taqueria.vendor.id, [{ item: taqueria.item, quantity: 3 }], { phone: '(760) 555-0179' }));
    expect(elsewhere.status).toBe(201);

    await page.goto('/order-tracking');
    await page.getByRole('heading', { level: 1, name: 'Track Your Order' }).waitFor();
    const list = page.getByRole('region', { name: 'Orders on this device' });
    await list.waitFor();
    await expect.poll(() => rows(page)).toEqual([
      `${pupuseria.vendor.businessName} | Pending | $3.50`,
      `${taqueria.vendor.businessName} | Pending | $4.00`,
    ]);
    expect(await list.textContent()).toContain(first);
    expect(await list.textContent()).toContain(second);
    expect(await list.textContent()).not.toContain(elsewhere.json.invoiceNumber);
    // Time of each: the date and time it was placed.
    expect(await page.getByTestId('device-order').first().locator('time').getAttribute('datetime')).toMatch(/^\d{4}-/);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'device-orders-phone', { fullPage: true });
    await expectAccessible(page);

    // The taquería confirms: the status read by the order's token follows.
    const desk = await app.http('GET', '/api/my-vendor/preorders', undefined, taqueria.session);
    const placed = (desk.json as { id: number; invoiceNumber: string }[]).find((o) => o.invoiceNumber === first);
    expect(placed).toBeTruthy();
    expect((await app.http('PUT', `/api/guest-preorders/${placed!.id}/status`, { status: 'confirmed' }, taqueria.session)).status).toBe(200);
    await page.reload();
    await expect.poll(() => rows(page)).toEqual([
      `${pupuseria.vendor.businessName} | Pending | $3.50`,
      `${taqueria.vendor.businessName} | Confirmed | $4.00`,
    ]);

    // A row opens its order's tracking view; the other order stays listed below it.
    await page.getByRole('link', { name: `${taqueria.vendor.businessName} — follow this order` }).click();
    await page.waitForURL(/order-tracking\?token=/);
    await page.getByTestId('tracked-order').filter({ hasText: first }).waitFor();
    await expect.poll(() => rows(page)).toEqual([`${pupuseria.vendor.businessName} | Pending | $3.50`]);
    await screenshot(page, 'device-orders-following-phone', { fullPage: true });

    // Removed from the list: gone, and still gone after a reload; the order itself is untouched.
    await page.goto('/order-tracking');
    await expect.poll(() => rows(page)).toHaveLength(2);
    await page.getByRole('button', { name: `Remove ${second} from this list` }).click();
    await expect.poll(() => rows(page)).toEqual([`${taqueria.vendor.businessName} | Confirmed | $4.00`]);
    await page.reload();
    await expect.poll(() => rows(page)).toEqual([`${taqueria.vendor.businessName} | Confirmed | $4.00`]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), KEY)).not.toContain('placedAt":0');

    // An order placed more than 30 days ago is dropped.
    await page.evaluate((key) => {
      const kept = JSON.parse(window.localStorage.getItem(key) ?? '{}');
      kept.orders = kept.orders.map((o: { token: string }) => ({ ...o, placedAt: Date.now() - 31 * 24 * 3_600_000 }));
      window.localStorage.setItem(key, JSON.stringify(kept));
    }, KEY);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Track Your Order' }).waitFor();
    await page.getByRole('button', { name: 'Track Order' }).waitFor();
    await expect.poll(() => page.getByTestId('device-orders').count()).toBe(0);
    errors.expectNone();
  });

  it('reads in Spanish, at 375 and 1280 px', async () => {
    const shop = await createShop(app, { name: `Mariscos Chuy ${Date.now() % 10_000}`, items: [{ name: 'Coctel', price: 12 }] });
    const placed = await app.http('POST', '/api/guest-preorders', orderBody(shop.vendor.id, [{ item: shop.item, quantity: 1 }], { phone: '(760) 555-0178' }));
    expect(placed.status).toBe(201);
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const context = await app.newContext(viewport, 'es-MX');
      // This browser placed it (the checkout writes the same entry).
      await context.addInitScript(
        ([key, token]) => {
          if (!window.localStorage.getItem(key)) {
            window.localStorage.setItem(key, JSON.stringify({ v: 1, orders: [{ token, placedAt: Date.now() - 60_000 }] }));
          }
        },
        [KEY, placed.json.trackingToken as string] as const,
      );
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto('/order-tracking');
      const list = page.getByRole('region', { name: 'Pedidos en este dispositivo' });
      await list.waitFor();
      await expect.poll(() => rows(page)).toEqual([`${shop.vendor.businessName} | Pendiente | $12.00`]);
      await list.getByRole('button', { name: `Quitar ${placed.json.invoiceNumber} de esta lista` }).waitFor();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `device-orders-es-${viewport.width}`, { fullPage: true });
      if (viewport === viewports.phone) await expectAccessible(page);
      errors.expectNone();
      await context.close();
    }
  });
});
