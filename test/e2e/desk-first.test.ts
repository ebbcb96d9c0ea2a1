/**
 * The preorder desk as a vendor in a rush sees it (issue 44 friction 1 and 2): the open orders
 * start within the first screen at 375×812 and 1024×768, under a one-line strip (state, notices
 * folded to their count, a link to busy mode), with stats, location, notices, busy mode and
 * rewards after them; a card on a phone keeps name, pickup time, items and actions and folds its
 * details. Busy mode asks "for how long" before its buttons and defaults to 30 minutes, not until
 * closing (375 px).
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, placeOrder, signedInContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { clearOfMorningLine, pauseMinutesAt } from '../support/open-hours.js';
import { browserSubscription } from '../support/push.js';
import { animationsSettled, boxesInOneFrame, expectAccessible, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const http = app.http;

const tablet = { width: 1024, height: 768 } as const;

describeBrowser('the preorder desk in a rush', () => {
  it('the orders come first at 375×812 and 1024×768; notices fold to a count; a phone card folds its details', async () => {
    const shop = await createShop(app, {
      name: `Tacos El Güero ${randomBytes(2).toString('hex')}`,
      items: [
        { name: 'Taco de Asada', price: 3.5 },
        { name: 'Horchata', price: 4 },
      ],
    });
    const names = ['Memo', 'Caro', 'Beto', 'Lupe', 'Nico'];
    for (const [i, firstName] of names.entries()) {
      await placeOrder(app, shop, { phone: `(760) 555-04${50 + i}`, firstName, quantity: 2, item: shop.items[i % 2] });
    }

    for (const [viewport, name] of [
      [viewports.phone, 'phone'],
      [tablet, 'tablet'],
    ] as const) {
      const page = await (await signedInContext(app, shop.session, viewport)).newPage();
      const watch = watchPageErrors(page);
      await page.goto('/vendor-preorders');
      const list = page.getByTestId('vendor-preorder-list');
      await page.getByTestId('vendor-preorder').nth(names.length - 1).waitFor();
      await screenshot(page, `desk-orders-first-${name}`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const top = (await list.boundingBox())?.y ?? Number.POSITIVE_INFINITY;
      expect(top).toBeLessThan(700);
      // The notices (one per new order) wait folded behind their count.
      const openNotices = page.getByTestId('desk-strip').getByRole('button', { name: `${names.length} new notices` });
      await openNotices.waitFor();
      if (name === 'phone') {
        // The first card on a phone: its pickup time, items and Confirm on the first screen.
        const card = page.getByTestId('vendor-preorder').first();
        const confirm = card.getByRole('button', { name: 'Confirm' });
        const confirmBox = await confirm.boundingBox();
        expect((confirmBox?.y ?? Number.POSITIVE_INFINITY) + (confirmBox?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
        expect(await card.getByRole('link', { name: /^Call / }).count()).toBe(0);
        await card.getByRole('button', { name: 'Details' }).click();
        await card.getByRole('link', { name: /^Call Memo Ruiz at \(760\) 555-0450$/ }).waitFor();
        await card.getByText('Cash on Pickup', { exact: true }).waitFor();
      } else {
        // From 640 px the details stay in the card, with no toggle.
        const card = page.getByTestId('vendor-preorder').first();
        await card.getByRole('link', { name: /^Call / }).waitFor();
        expect(await card.getByRole('button', { name: 'Details' }).count()).toBe(0);
      }
      const inbox = page.getByTestId('vendor-inbox');
      await inbox.getByText(/^New preorder /).first().waitFor({ state: 'hidden' });
      await openNotices.click();
      await inbox.getByText(/^New preorder /).first().waitFor();
      expect(await inbox.getByText(/^New preorder /).count()).toBe(names.length);
      // …and brought into view, under the sticky header.
      await expect
        .poll(async () => {
          const y = (await inbox.boundingBox())?.y ?? -1;
          return y >= 0 && y < viewport.height / 2;
        })
        .toBe(true);
      await animationsSettled(page);
      await screenshot(page, `desk-notices-open-${name}`);
      await expectAccessible(page);
      watch.expectNone();
    }
  });

  it('busy mode at 375 px: the duration comes before the buttons and is 30 minutes by default', async () => {
    const shop = await createShop(app, { name: `Elotes Don Chuy ${randomBytes(2).toString('hex')}` });
    const page = await (await signedInContext(app, shop.session, viewports.phone)).newPage();
    const watch = watchPageErrors(page);
    await page.goto('/vendor-preorders');
    const controls = page.getByTestId('ordering-controls');
    const duration = controls.getByTestId('busy-duration');
    await duration.waitFor();
    expect(await duration.inputValue()).toBe('30');
    const plusTen = controls.getByRole('button', { name: '+10 min' });
    const [durationBox, buttonBox] = await boxesInOneFrame(page, [duration, plusTen]);
    expect(durationBox.y + durationBox.height).toBeLessThanOrEqual(buttonBox.y);
    await duration.scrollIntoViewIfNeeded();
    await screenshot(page, 'desk-busy-duration-phone');

    // "+10 min" with the default: busy for 30 minutes (less when the 04:00 line comes first).
    await clearOfMorningLine();
    await plusTen.click();
    await controls.getByTestId('ordering-state').filter({ hasText: /Busy: \+10 min until/ }).waitFor();
    const mine = await http<{ vendor: { extraPrepUntil: string | null } }>('GET', '/api/my-vendor', undefined, shop.session);
    const minutes = (Date.parse(mine.json.vendor.extraPrepUntil ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(pauseMinutesAt(30, new Date()) - 2);
    expect(minutes).toBeLessThanOrEqual(30);
    await expectAccessible(page);
    watch.expectNone();
  });

  it('"Alerts on this device" subscribes this tablet for the desk’s alerts and forgets it when turned off (1024 px)', async () => {
    const shop = await createShop(app, { name: `Birria La Güera ${randomBytes(2).toString('hex')}` });
    const context = await signedInContext(app, shop.session, tablet);
    await context.grantPermissions(['notifications']);
    // The browser's push service stands in for Google's (no network here): the subscription the
    // browser would hand over, with a real P-256 point and auth secret.
    const subscription = browserSubscription('https://push.example.com/send/desk-tablet');
    // Like a browser's, the subscription outlives a reload.
    await context.addInitScript((sub) => {
      const made = { endpoint: sub.endpoint, toJSON: () => ({ endpoint: sub.endpoint, keys: sub.keys }), unsubscribe: async () => true };
      PushManager.prototype.subscribe = async () => {
        localStorage.setItem('test:push-subscribed', '1');
        return made as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async () => (localStorage.getItem('test:push-subscribed') ? (made as unknown as PushSubscription) : null);
    }, subscription);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/vendor-preorders');
    const alerts = page.getByTestId('desk-push');
    const toggle = alerts.getByRole('switch', { name: 'Alerts on this device' });
    await toggle.scrollIntoViewIfNeeded();
    await toggle.click();
    // The service worker registers a few seconds after the page loads (src/client/main.tsx): the
    // subscription waits for it.
    await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 20_000 }).toBe('true');
    await screenshot(alerts, 'desk-alerts-on-tablet');
    await expectAccessible(page);
    // The server has this device for the vendor: the same subscription again is a refresh (200), not a new one.
    expect((await http('POST', '/api/my-vendor/push', subscription, shop.session)).status).toBe(200);

    // Remembered on the device; off tells the server to forget it.
    await page.reload();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked'), { timeout: 20_000 }).toBe('false');
    // Forgotten: the same subscription is a new one again (201).
    expect((await http('POST', '/api/my-vendor/push', subscription, shop.session)).status).toBe(201);
    watch.expectNone();
  });
});
