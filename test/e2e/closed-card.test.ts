/**
 * A closed truck on a 375 px phone (issue 44 defect 9): its card on the map home's list says when it
 * opens next ("Closed" · "Opens Sat 11:00 AM"; in Spanish "Abre el sáb a las 11:00 a. m.", and "a la
 * 1:00 p. m." for one o'clock), and its preorder page offers later pickup times from its windows.
 * The trucks open two and three valley days from now, so the answer is the same whatever the time
 * of day the test runs; the expected words come from the server's `opensAt`.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { VALLEY_TIME_ZONE } from '../../src/shared/constants.js';
import { addDays } from '../../src/shared/pickup-choice.js';
import { zonedDate } from '../../src/shared/pickup.js';
import { createShop, type Shop } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, vendorCard, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const http = app.http;

/** The valley weekday (0 = Sunday) and date `days` from today. */
function dayAhead(days: number): { date: string; weekday: number } {
  const date = addDays(zonedDate(new Date(), VALLEY_TIME_ZONE), days);
  const [y, m, d] = date.split('-').map(Number);
  return { date, weekday: new Date(Date.UTC(y, m - 1, d)).getUTCDay() };
}

/** A truck open only on the valley day `days` ahead, from `opens` to 20:00, taking pickups there from its opening. */
async function closedTruck(days: number, opens: string): Promise<{ shop: Shop; opensAt: string; date: string }> {
  const shop = await createShop(app, {
    name: `Birrieria Cerrada ${randomBytes(2).toString('hex')}`,
    owner: { prefix: 'closedcard' },
    items: [{ name: 'Birria Taco', price: 4, prepTime: 10 }],
  });
  const { date, weekday } = dayAhead(days);
  const week = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) =>
    dayOfWeek === weekday
      ? { dayOfWeek, isClosed: false, shifts: [{ openTime: opens, closeTime: '20:00' }] }
      : { dayOfWeek, isClosed: true, shifts: [] },
  );
  expect((await http('PUT', `/api/vendors/${shop.vendor.id}/hours`, week, shop.session)).status).toBe(200);
  const windows = [{ dayOfWeek: weekday, startTime: opens, endTime: '20:00', slotDuration: 30, maxOrders: 4 }];
  expect((await http('PUT', `/api/vendors/${shop.vendor.id}/pickup-slots`, windows, shop.session)).status).toBe(200);
  const detail = (await http('GET', `/api/vendors/${shop.vendor.id}`)).json as { isOpen: boolean; opensAt: string | null };
  expect(detail.isOpen).toBe(false);
  expect(detail.opensAt).not.toBeNull();
  return { shop, opensAt: detail.opensAt!, date };
}

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
const weekday = (iso: string, tag: string) =>
  new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: VALLEY_TIME_ZONE }).format(new Date(iso)).replace(/\.$/, '');

/** The card's "opens" line once the list shows it (cards below the first screen come with the first scroll). */
async function opensLine(page: Page, vendorId: number): Promise<string> {
  await page.mouse.wheel(0, 400);
  const line = vendorCard(page, vendorId).getByTestId('vendor-opens');
  await line.waitFor();
  return squash(await line.textContent());
}

describeBrowser('a closed truck on the list and its preorder page (375 px)', () => {
  it('says when it opens next, in English and Spanish, and its preorder page offers later pickup times', async () => {
    const eleven = await closedTruck(3, '11:00');
    const one = await closedTruck(2, '13:00');

    // English.
    const page = await app.newPage(viewports.phone);
    const watch = watchPageErrors(page);
    await page.goto('/explore');
    expect(await opensLine(page, eleven.shop.vendor.id)).toBe(`Opens ${weekday(eleven.opensAt, 'en-US')} 11:00 AM`);
    expect(await opensLine(page, one.shop.vendor.id)).toBe(`Opens ${weekday(one.opensAt, 'en-US')} 1:00 PM`);
    const card = vendorCard(page, eleven.shop.vendor.id);
    expect(squash(await card.textContent())).toContain('Closed');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'closed-card-phone');
    await expectAccessible(page);

    // Its preorder page: "as soon as possible" is not offered, the day it opens is, with its times.
    await page.goto(`/guest-preorder?vendor=${eleven.shop.vendor.id}`);
    await page.getByRole('heading', { level: 1, name: eleven.shop.vendor.businessName }).waitFor();
    await page.locator('[data-testid="menu-item"][data-item-name="Birria Taco"]').getByRole('button', { name: /^Add to Cart/ }).click();
    const slots = (await http('GET', `/api/vendors/${eleven.shop.vendor.id}/pickup-times?date=${eleven.date}`)).json as { start: string }[];
    expect(slots.length).toBeGreaterThan(0);
    const pickup = page.getByTestId('pickup-time');
    await pickup.waitFor();
    await expect.poll(() => pickup.getByRole('radio', { name: /^As soon as possible/ }).isDisabled()).toBe(true);
    await page.locator(`[data-testid="pickup-slot"][data-start="${slots[0].start}"]`).waitFor();
    await screenshot(page, 'closed-card-preorder-phone', { fullPage: true });
    watch.expectNone();

    // Spanish: "Abre el sáb a las 11:00 a. m.", and "a la" before one o'clock.
    const es = await (await app.newContext(viewports.phone, 'es-US')).newPage();
    const esWatch = watchPageErrors(es);
    await es.goto('/explore');
    const esDay = (iso: string) => weekday(iso, 'es-US');
    expect(await opensLine(es, eleven.shop.vendor.id)).toMatch(new RegExp(`^Abre el ${esDay(eleven.opensAt)}\\.? a las 11:00 a\\. ?m\\.$`));
    expect(await opensLine(es, one.shop.vendor.id)).toMatch(new RegExp(`^Abre el ${esDay(one.opensAt)}\\.? a la 1:00 p\\. ?m\\.$`));
    expect(squash(await vendorCard(es, eleven.shop.vendor.id).textContent())).toContain('Cerrado');
    await vendorCard(es, one.shop.vendor.id).scrollIntoViewIfNeeded();
    await screenshot(es, 'closed-card-es-phone');
    esWatch.expectNone();

    // The wide list at 1280 px, for the eye.
    const wide = await app.newPage(viewports.desktop);
    await wide.goto('/explore');
    expect(await opensLine(wide, eleven.shop.vendor.id)).toBe(`Opens ${weekday(eleven.opensAt, 'en-US')} 11:00 AM`);
    await vendorCard(wide, eleven.shop.vendor.id).scrollIntoViewIfNeeded();
    await screenshot(wide, 'closed-card-desktop');
  }, 180_000);
});
