/**
 * The order board (issue 41 item 1, decision 0050) on a tablet facing the crowd, with no sign-in:
 * Preparing and Ready with pickup codes and first name + initial, never a last name or a phone,
 * live (an order the vendor marks ready moves across without a reload), in big type that fits
 * 1920×1080 and 1024×768 without scrolling sideways. The tracking page says how many orders are
 * ahead, live.
 */
import { expect, it } from 'vitest';
import { createShop, moveOrder, placeOrder } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp } from '../support/browser.js';
import { horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

describeBrowser('the order board', () => {
  it('shows preparing and ready orders by code and first name, live, at 1920×1080 and 1024×768', async () => {
    const shop = await createShop(app, { owner: { prefix: 'board' } });
    const cooking = await placeOrder(app, shop, { phone: '(760) 555-0411', firstName: 'Maria', lastName: 'Lopez' });
    const ready = await placeOrder(app, shop, { phone: '(760) 555-0412', firstName: 'Juan', lastName: 'Reyes' });
    await moveOrder(app, shop, cooking.id, ['confirmed']);
    await moveOrder(app, shop, ready.id, ['confirmed', 'ready']);

    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1024, height: 768 },
    ]) {
      const page = await (await app.newContext(viewport)).newPage();
      const watch = watchPageErrors(page);
      await page.goto(`/board/${shop.vendor.id}`);
      const preparing = page.getByTestId('board-preparing');
      const readyColumn = page.getByTestId('board-ready');
      await expect.poll(() => preparing.textContent()).toContain('Maria L.');
      expect(await preparing.textContent()).toContain(cooking.pickupCode);
      expect(await readyColumn.textContent()).toContain('Juan R.');
      expect(await readyColumn.textContent()).toContain(ready.pickupCode);
      const text = (await page.textContent('body')) ?? '';
      for (const secret of ['Lopez', 'Reyes', 'Soto', '555']) expect(text).not.toContain(secret);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Readable from 5 m: the pickup codes are at least 40 px tall.
      const size = await preparing.locator('li span').first().evaluate((el: Element) => Number.parseFloat(getComputedStyle(el).fontSize));
      expect(size).toBeGreaterThanOrEqual(40);
      await expect.poll(() => page.getByTestId('board-live').textContent()).toContain('Live');
      await screenshot(page, `board-${viewport.width}`);
      watch.expectNone();
      await page.close();
    }

    // Live: the vendor marks the cooking order ready; the open board moves it without a reload.
    const page = await (await app.newContext({ width: 1024, height: 768 })).newPage();
    await page.goto(`/board/${shop.vendor.id}`);
    await expect.poll(() => page.getByTestId('board-live').textContent()).toContain('Live');
    await moveOrder(app, shop, cooking.id, ['ready']);
    await expect.poll(() => page.getByTestId('board-ready').textContent()).toContain('Maria L.');
    expect(await page.getByTestId('board-preparing').textContent()).not.toContain('Maria L.');

    // A tracking page: the orders still waiting ahead of it, live.
    const first = await placeOrder(app, shop, { phone: '(760) 555-0414' });
    await placeOrder(app, shop, { phone: '(760) 555-0415' });
    const next = await placeOrder(app, shop, { phone: '(760) 555-0413', firstName: 'Ana', lastName: 'Soto' });
    const phone = await (await app.newContext({ width: 375, height: 812 })).newPage();
    await phone.goto(`/order-tracking?token=${encodeURIComponent(next.trackingToken)}`);
    await expect.poll(() => phone.getByTestId('tracked-queue').textContent()).toContain('2 orders ahead of you');
    await moveOrder(app, shop, first.id, ['cancelled']);
    await expect.poll(() => phone.getByTestId('tracked-queue').textContent()).toContain('1 order ahead of you');
    await screenshot(phone, 'board-tracking-queue-375', { fullPage: true });
  });

  it('says so for a board that does not exist', async () => {
    const page = await (await app.newContext({ width: 1024, height: 768 })).newPage();
    await page.goto('/board/999999');
    await expect.poll(() => page.textContent('main')).toContain('There is no board here');
  });
});
