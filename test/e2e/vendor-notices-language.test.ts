/**
 * A Spanish vendor desk reads its notices in Spanish (issue 44 defect 6), at 375 px: an English
 * customer orders 3 items; the desk shows "Nuevo pedido …" and "… pidió 3 productos", not the
 * customer's English words. The same notice reads in English on an English desk at 1280 px.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, orderBody, type PlacedOrder, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const http = app.http;

describeBrowser('vendor notices in the reader’s language', () => {
  it('a Spanish desk at 375 px shows an English customer’s new preorder in Spanish', async () => {
    const shop = await createShop(app, { name: `Pupusería La Ceiba ${randomBytes(2).toString('hex')}` });
    const placed = await http<PlacedOrder>(
      'POST',
      '/api/guest-preorders',
      // No Accept-Language: the server answers this customer in English.
      orderBody(shop.vendor.id, [{ item: shop.item, quantity: 3 }], { firstName: 'Memo', lastName: 'Ruiz', phone: '(760) 555-0431' }),
    );
    expect(placed.status).toBe(201);
    const invoice = placed.json.invoiceNumber;
    const total = `$${placed.json.totalAmount}`;

    const context = await app.newContext(viewports.phone, 'es-MX');
    await withSession(context, app, shop.session);
    const desk = await context.newPage();
    const watch = watchPageErrors(desk);
    await desk.goto('/vendor-preorders');
    const inbox = desk.getByTestId('vendor-inbox');
    // The notices wait folded behind their count (issue 44 friction 1).
    await inbox.getByRole('button', { name: 'Ver avisos' }).click();
    await inbox.getByText(`Nuevo pedido ${invoice}`, { exact: true }).waitFor();
    await inbox.getByText(`Memo R. pidió 3 productos, total ${total}`, { exact: true }).waitFor();
    await inbox.getByText('1 nuevo', { exact: true }).waitFor();
    expect(await inbox.getByText('New preorder', { exact: false }).count()).toBe(0);
    expect(await inbox.getByText('ordered', { exact: false }).count()).toBe(0);
    expect(await horizontalOverflow(desk)).toBeLessThanOrEqual(0);
    await inbox.scrollIntoViewIfNeeded();
    await screenshot(desk, 'vendor-notices-es-phone');
    await expectAccessible(desk);
    watch.expectNone();

    // The same notice on an English desk, wide.
    const wide = await app.newContext(viewports.desktop);
    await withSession(wide, app, shop.session);
    const wideDesk = await wide.newPage();
    const wideWatch = watchPageErrors(wideDesk);
    await wideDesk.goto('/vendor-preorders');
    const wideInbox = wideDesk.getByTestId('vendor-inbox');
    await wideInbox.getByRole('button', { name: 'Show notices' }).click();
    await wideInbox.getByText(`Memo R. ordered 3 items, total ${total}`, { exact: true }).waitFor();
    await wideInbox.scrollIntoViewIfNeeded();
    await screenshot(wideDesk, 'vendor-notices-en-desktop');
    wideWatch.expectNone();
  });
});
