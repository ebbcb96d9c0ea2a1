/**
 * The desk through a dropout in the browser (issue 42, DESIGN §13, decision 0051): a truck's
 * tablet loses its signal for ten minutes (Playwright's offline switch; the page's clock is moved
 * on, no sleeps). Meanwhile the vendor confirms one order, marks another ready and takes a
 * walk-up: each waits on the device ("Offline — 3 changes waiting"), and the desk and the kitchen
 * open again without a network from the cached shell and the last snapshot. Back online, the
 * changes go out by themselves and the server holds exactly those, once; the truck's second
 * tablet, online all along, shows them. A customer's cancel made meanwhile wins and is shown.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createShop, type MenuItem, signedInContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp({ ORDER_RATE_LIMIT: '0' });
const http = app.http;

interface Order {
  id: number;
  invoiceNumber: string;
  trackingToken: string;
  source: string;
  status: string;
  firstName: string;
  items: { name: string; quantity: number }[];
}

let phoneSeq = 1200;
async function placeOrder(vendorId: number, item: MenuItem, firstName: string) {
  const res = await http<Order>('POST', '/api/guest-preorders', {
    vendorId,
    firstName,
    lastName: 'Reyes',
    phone: `(760) 555-${String(phoneSeq++).padStart(4, '0')}`,
    paymentMethod: 'cash',
    items: [{ menuItemId: item.id, name: item.name, price: item.price, quantity: 1 }],
    totalAmount: item.price,
  });
  expect(res.status).toBe(201);
  return res.json;
}

/** Waits until the service worker controls the page (it registers a few seconds after load). */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
  }
}

const card = (page: Page, name: string) => page.getByTestId('vendor-preorder').filter({ hasText: name });

describeBrowser('the desk through a dropout', () => {
  it('confirms, marks ready and takes a walk-up offline for ten minutes; back online the server holds exactly those, once, and the second tablet shows them', async () => {
    const shop = await createShop(app, {
      owner: { prefix: 'dropout' },
      items: [
        { name: 'Birria Taco', price: 4, prepTime: 10 },
        { name: 'Consomé', price: 3, prepTime: 5 },
      ],
    });
    const [taco, consome] = shop.items;
    await placeOrder(shop.vendor.id, taco, 'Mateo');
    const lucia = await placeOrder(shop.vendor.id, consome, 'Lucia');
    const ana = await placeOrder(shop.vendor.id, taco, 'Ana');
    expect((await http('PUT', `/api/guest-preorders/${lucia.id}/status`, { status: 'confirmed' }, shop.session)).status).toBe(200);

    // Tablet 1 at the window (a phone-sized screen), tablet 2 on the counter.
    const tablet = await signedInContext(app, shop.session, viewports.phone);
    const desk = await tablet.newPage();
    const watch = watchPageErrors(desk);
    await desk.goto('/vendor-preorders');
    await card(desk, 'Mateo').getByRole('button', { name: 'Confirm' }).waitFor();
    await controlled(desk);
    await card(desk, 'Lucia').getByRole('button', { name: 'Mark Ready' }).waitFor();
    await desk.clock.install();

    const counter = await signedInContext(app, shop.session, viewports.desktop);
    const second = await counter.newPage();
    await second.goto('/vendor-preorders');
    await card(second, 'Mateo').getByRole('button', { name: 'Confirm' }).waitFor();

    // The signal goes.
    await tablet.setOffline(true);
    await card(desk, 'Mateo').getByRole('button', { name: 'Confirm' }).click();
    const banner = desk.getByTestId('desk-offline');
    await banner.getByText('Offline — 1 change waiting').waitFor();
    // Shown as made: the card offers the next step.
    await card(desk, 'Mateo').getByRole('button', { name: 'Mark Ready' }).waitFor();
    await card(desk, 'Lucia').getByRole('button', { name: 'Mark Ready' }).click();
    await banner.getByText('Offline — 2 changes waiting').waitFor();

    await desk.getByRole('button', { name: 'New walk-up order' }).click();
    const dialog = desk.getByRole('dialog', { name: 'New walk-up order' });
    await dialog.getByRole('button', { name: 'One more Birria Taco' }).click();
    await dialog.getByRole('button', { name: 'One more Birria Taco' }).click();
    await dialog.getByRole('button', { name: 'Add order' }).click();
    await dialog.waitFor({ state: 'detached' });
    await banner.getByText('Offline — 3 changes waiting').waitFor();
    await banner.getByText('Waiting to send').click();
    await banner.getByText('Walk-up: 2 × Birria Taco').waitFor();
    expect(await horizontalOverflow(desk)).toBeLessThanOrEqual(0);
    await expectAccessible(desk);
    await screenshot(desk, 'desk-offline-phone', { fullPage: true });

    // Ten minutes without a signal: the desk keeps trying (its heartbeat, the live stream) and nothing reaches the server.
    await desk.clock.fastForward(10 * 60_000);
    const during = await http<Order[]>('GET', '/api/my-vendor/preorders', undefined, shop.session);
    expect(during.json.map((o) => [o.firstName, o.status]).sort()).toEqual([
      ['Ana', 'pending'],
      ['Lucia', 'confirmed'],
      ['Mateo', 'pending'],
    ]);
    // Meanwhile Ana cancels her order from its tracking page; the vendor had confirmed it offline.
    expect((await http('POST', `/api/track/${ana.trackingToken}/cancel`)).status).toBe(200);

    // Opened again without a network: the cached shell and the last orders, and what waits.
    await card(desk, 'Ana').getByRole('button', { name: 'Confirm' }).click();
    await banner.getByText('Offline — 4 changes waiting').waitFor();
    await desk.reload();
    await card(desk, 'Mateo').waitFor();
    await desk.getByTestId('desk-offline').getByText('Offline — 4 changes waiting').waitFor();
    await card(desk, 'Mateo').getByRole('button', { name: 'Mark Ready' }).waitFor();
    const kitchen = await tablet.newPage();
    await kitchen.goto('/vendor-kitchen');
    await kitchen.getByTestId('kitchen-column-ready').getByTestId('kitchen-card').filter({ hasText: 'Lucia' }).waitFor();
    await kitchen.getByTestId('desk-offline').getByText('Offline — 4 changes waiting').waitFor();
    await screenshot(kitchen, 'desk-offline-kitchen-phone');
    await kitchen.close();
    await screenshot(desk, 'desk-offline-reopened-phone');

    // The signal is back: the queue goes out by itself.
    await tablet.setOffline(false);
    await desk.getByTestId('desk-offline').waitFor({ state: 'detached' });
    // Ana's cancel won: the desk says so and shows her order cancelled.
    await desk.getByText(`The customer cancelled order ${ana.invoiceNumber} before your change reached us. Do not prepare it.`).first().waitFor();
    await card(desk, 'Ana').getByText('Cancelled', { exact: true }).waitFor();

    // The server holds exactly those changes, once.
    await expect
      .poll(async () => {
        const orders = (await http<Order[]>('GET', '/api/my-vendor/preorders', undefined, shop.session)).json;
        return orders.map((o) => [o.source, o.firstName, o.status, o.items.map((i) => `${i.quantity} ${i.name}`).join()]).sort();
      })
      .toEqual(
        [
          ['online', 'Ana', 'cancelled', '1 Birria Taco'],
          ['online', 'Lucia', 'ready', '1 Consomé'],
          ['online', 'Mateo', 'confirmed', '1 Birria Taco'],
          ['walk_up', '', 'confirmed', '2 Birria Taco'],
        ].sort(),
      );
    // Started again online: nothing is sent twice.
    await desk.reload();
    await card(desk, 'Mateo').getByRole('button', { name: 'Mark Ready' }).waitFor();
    expect((await http<Order[]>('GET', '/api/my-vendor/preorders', undefined, shop.session)).json).toHaveLength(4);
    expect(await desk.getByTestId('desk-offline').count()).toBe(0);

    // The truck's second tablet, online all along, shows the same orders.
    await card(second, 'Mateo').getByRole('button', { name: 'Mark Ready' }).waitFor();
    await card(second, 'Lucia').getByRole('button', { name: 'Complete Order' }).waitFor();
    await card(second, 'Ana').getByText('Cancelled', { exact: true }).waitFor();
    await second.getByTestId('vendor-preorder').getByTestId('order-source').filter({ hasText: 'Walk-up' }).waitFor();
    await screenshot(second, 'desk-offline-second-tablet-desktop');
    // Its own signal drops with nothing to send: the banner says so at 1280 px and goes when it is back.
    await counter.setOffline(true);
    await second.getByTestId('desk-offline').getByText('Offline — nothing waiting').waitFor();
    // The live badge does not claim "Live" without a network.
    await second.getByText('Reconnecting…').waitFor();
    expect(await horizontalOverflow(second)).toBeLessThanOrEqual(0);
    await screenshot(second, 'desk-offline-banner-desktop');
    await counter.setOffline(false);
    await second.getByTestId('desk-offline').waitFor({ state: 'detached' });
    // Offline requests fail by design (the browser logs them); no script error.
    expect(watch.errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  }, 180_000);
});
