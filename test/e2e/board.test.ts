/**
 * The order board (issue 41 item 1, decision 0050) on a tablet facing the crowd, with no sign-in:
 * Preparing and Ready with pickup codes and first name + initial, never a last name or a phone,
 * live (an order the vendor marks ready moves across without a reload), in big type that fits
 * 1920×1080 and 1024×768 without scrolling sideways. The tracking page says how many orders are
 * ahead, live.
 */
import { expect, it } from 'vitest';
import { createShop, expectStatus, moveOrder, placeOrder } from '../support/browser-shop.js';
import { adminSessionFor } from '../support/publish.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

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

  it('the events page shows, while an event is on, who is here, open, paused and the wait per truck', async () => {
    const admin = { cookie: await adminSessionFor(app.baseUrl) };
    const here = await createShop(app, { owner: { prefix: 'live' }, name: 'Birria Boys' });
    const paused = await createShop(app, { owner: { prefix: 'live' }, name: 'Elotes Doña Rosa' });
    const now = Date.now();
    const event = (
      await expectStatus<{ id: number; name: string }>(
        app,
        201,
        'POST',
        '/admin/api/events',
        {
          name: 'Indio Night Market',
          type: 'night_market',
          startDate: new Date(now - 60 * 60_000).toISOString(),
          endDate: new Date(now + 5 * 60 * 60_000).toISOString(),
          venue: 'Miles Avenue Park',
          specialLocations: [],
        },
        admin.cookie,
      )
    ).json;
    for (const shop of [here, paused]) {
      const reg = await expectStatus<{ id: number }>(app, 201, 'POST', `/api/events/${event.id}/register`, { requestedLocation: 'North lot' }, shop.session);
      await expectStatus(app, 200, 'PATCH', `/admin/api/event-registrations/${reg.json.id}`, { status: 'approved' }, admin.cookie);
    }
    await expectStatus(app, 200, 'POST', `/api/vendors/${here.vendor.id}/check-in`, {}, here.session);
    await expectStatus(
      app,
      200,
      'PUT',
      `/api/vendors/${paused.vendor.id}/ordering`,
      { pausedUntil: new Date(now + 30 * 60_000).toISOString(), extraPrepMinutes: 0 },
      paused.session,
    );

    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await (await app.newContext(viewport)).newPage();
      const watch = watchPageErrors(page);
      await page.goto('/events');
      const live = page.getByRole('region', { name: 'Right now' });
      const birria = live.getByRole('listitem').filter({ hasText: 'Birria Boys' });
      await birria.waitFor();
      await birria.getByText('Here', { exact: true }).waitFor();
      await birria.getByText(/^~\d+ min wait$/).waitFor();
      const elotes = live.getByRole('listitem').filter({ hasText: 'Elotes Doña Rosa' });
      await elotes.getByText('Not taking online orders').waitFor();
      await elotes.getByText('Not checked in').waitFor();
      expect(await live.getByRole('link', { name: 'Ready board: Indio Night Market' }).getAttribute('href')).toBe(`/events/${event.id}/board`);
      expect(await horizontalOverflow(page)).toBe(0);
      await expectAccessible(page);
      await screenshot(live, `events-live-${viewport.width}`);
      watch.expectNone();
    }
  });

  it('says so for a board that does not exist', async () => {
    const page = await (await app.newContext({ width: 1024, height: 768 })).newPage();
    await page.goto('/board/999999');
    await expect.poll(() => page.textContent('main')).toContain('There is no board here');
  });
});
