/**
 * Orders nobody confirms (issue 44 defect 3) at 375 px: a guest order still pending 40 minutes
 * after its ready estimate. The tracking page (the phone's clock set past the estimate; the time of
 * day the test runs does not matter) no longer shows the past time as current ("Ready at about …
 * any minute now"): it says the truck has not confirmed yet and offers Cancel order. The customer
 * cancels after a confirm dialog; the page says they cancelled it, and the vendor's desk, open on
 * another phone, shows the order cancelled and a notice saying so, without a reload. A second order, not late yet, shows the
 * countdown and the cancel offer under it; once the vendor confirms it, the offer goes.
 */
import { expect, it } from 'vitest';
import { createShop, moveOrder, placeOrder, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserAppWithTexts, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const { app } = setupBrowserAppWithTexts();

describeBrowser('the customer cancels an order nobody confirms, at 375 px', () => {
  it('says the truck has not confirmed instead of a past time, cancels it, and the desk sees it live', async () => {
    const shop = await createShop(app, { owner: { prefix: 'cancel' } });
    const order = await placeOrder(app, shop, { phone: '(760) 555-0344' });
    expect(order.status).toBe('pending');
    expect(order.estimatedReadyTime).not.toBeNull();

    // The vendor's desk, open on a phone.
    const deskContext = await app.newContext(viewports.phone);
    await withSession(deskContext, app, shop.session);
    const desk = await deskContext.newPage();
    const deskWatch = watchPageErrors(desk);
    await desk.goto('/vendor-preorders');
    const card = desk.locator(`[data-testid="vendor-preorder"][data-invoice="${order.invoiceNumber}"]`);
    await card.filter({ hasText: 'Pending' }).waitFor();

    // The customer's phone, 40 minutes after the estimate.
    const page = await (await app.newContext(viewports.phone)).newPage();
    await page.clock.setFixedTime(new Date(Date.parse(order.estimatedReadyTime!) + 40 * 60_000));
    const watch = watchPageErrors(page, ['/api/phone/me']);
    await page.goto(`/order-tracking?token=${encodeURIComponent(order.trackingToken)}`);
    const tracked = page.getByTestId('tracked-order');
    const late = tracked.getByTestId('not-confirmed');
    await late.waitFor();
    expect(await late.textContent()).toContain(`${shop.vendor.businessName} has not confirmed your order yet`);
    expect(await late.textContent()).toMatch(/It was due around \d{1,2}:\d{2}\s[AP]M\. You can wait, call them, or cancel it\./);
    expect(await tracked.getByTestId('pickup-time-note').count()).toBe(0);
    expect(await tracked.textContent()).not.toContain('any minute now');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'customer-cancel-late-phone', { fullPage: true });
    await expectAccessible(page);

    await tracked.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Cancel order ${order.invoiceNumber}?` }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'customer-cancel-dialog-phone');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await tracked.getByTestId('tracked-status').filter({ hasText: 'Cancelled' }).waitFor();
    await tracked.getByText('You cancelled this order.').waitFor();
    expect(await tracked.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
    expect(await tracked.getByTestId('not-confirmed').count()).toBe(0);
    await screenshot(page, 'customer-cancel-done-phone', { fullPage: true });

    // The desk follows without a reload.
    await card.filter({ hasText: 'Cancelled' }).waitFor();
    expect(await card.getByRole('button', { name: /Confirm/ }).count()).toBe(0);
    // The notices wait folded behind their count (issue 44 friction 1).
    await desk.getByTestId('vendor-inbox').getByRole('button', { name: 'Show notices' }).click();
    await desk.getByText(`Order ${order.invoiceNumber} cancelled by the customer`).waitFor();
    await screenshot(desk, 'customer-cancel-desk-phone', { fullPage: true });
    watch.expectNone();
    deskWatch.expectNone();
  });

  it('says it in Spanish too: "todavía no ha confirmado", with the time it was due, and "Cancelar pedido"', async () => {
    const shop = await createShop(app, { owner: { prefix: 'cancel' } });
    const order = await placeOrder(app, shop, { phone: '(760) 555-0346' });
    const page = await (await app.newContext(viewports.phone, 'es-US')).newPage();
    await page.clock.setFixedTime(new Date(Date.parse(order.estimatedReadyTime!) + 40 * 60_000));
    const watch = watchPageErrors(page, ['/api/phone/me']);
    await page.goto(`/order-tracking?token=${encodeURIComponent(order.trackingToken)}`);
    const late = page.getByTestId('tracked-order').getByTestId('not-confirmed');
    await late.waitFor();
    const text = (await late.textContent())?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain(`${shop.vendor.businessName} todavía no ha confirmado tu pedido`);
    expect(text).toMatch(/Debía estar hacia la(s \d{1,2}|\s1):\d{2} [ap]\. ?m\. Puedes esperar, llamar o cancelarlo\./);
    await page.getByTestId('tracked-order').getByRole('button', { name: 'Cancelar pedido' }).waitFor();
    expect(await page.getByTestId('tracked-order').textContent()).not.toContain('en cualquier momento');
    await screenshot(page, 'customer-cancel-late-es-phone');
    await expectAccessible(page);
    watch.expectNone();
  });

  it('offers the cancel under the countdown while the estimate is ahead, and takes it away once confirmed', async () => {
    const shop = await createShop(app, { owner: { prefix: 'cancel' } });
    const order = await placeOrder(app, shop, { phone: '(760) 555-0345' });
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await (await app.newContext(viewport)).newPage();
      // Ten minutes before the estimate.
      await page.clock.setFixedTime(new Date(Date.parse(order.estimatedReadyTime!) - 10 * 60_000));
      const watch = watchPageErrors(page, ['/api/phone/me']);
      await page.goto(`/order-tracking?token=${encodeURIComponent(order.trackingToken)}`);
      const tracked = page.getByTestId('tracked-order');
      await tracked.getByTestId('pickup-countdown').filter({ hasText: 'in 10 min' }).waitFor();
      await tracked.getByText('You can cancel until the vendor confirms your order.').waitFor();
      expect(await tracked.getByTestId('not-confirmed').count()).toBe(0);
      await screenshot(page, `customer-cancel-pending-${viewport === viewports.phone ? 'phone' : 'desktop'}`, { fullPage: true });
      await expectAccessible(page);
      if (viewport === viewports.desktop) {
        await page.getByText('Live updates on').waitFor();
        await moveOrder(app, shop, order.id, ['confirmed']);
        await tracked.getByTestId('tracked-status').filter({ hasText: 'Confirmed' }).waitFor();
        await expect.poll(() => tracked.getByRole('button', { name: 'Cancel order' }).count()).toBe(0);
      }
      watch.expectNone();
    }
  });
});
