/**
 * The vendor's menu in the browser (issue 24 item 5, decision 0023): one availability control per
 * item (Available, Sold out today, Hidden) and the vendor's own order of categories and items,
 * changed by keyboard on a phone (375 px) and by drag on a desktop, each saved with one Save order
 * and one notice, and seen in that order on the customer's preorder page. Each test makes its own
 * vendor.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { confirmSignUpContext } from '../support/browser-shop.js';
import { expectAccessible, horizontalOverflow, recordNotices, watchPageErrors } from './helpers.js';
import { publishByAdmin } from '../support/publish.js';

const app = setupBrowserApp();

/** A vendor with Tacos (Asada, Pastor, Suadero) and Drinks (Horchata, Jamaica), in that order. */
async function vendorWithMenu(context: BrowserContext, businessName: string) {
  const email = `menu-order-${randomUUID().slice(0, 8)}@example.com`;
  const signup = await context.request.post('/api/auth/signup', {
    data: { email, password: 'mecca-hills-2024', firstName: 'Lupita' },
  });
  expect(signup.status()).toBe(202);
  await confirmSignUpContext(context, email);
  const res = await context.request.post('/api/vendors', {
    data: { businessName, cuisine: 'Mexican', address: '45-100 Oasis St, Indio, CA 92201', paymentMethods: ['cash'] },
  });
  expect(res.status()).toBe(201);
  const vendor = (await res.json()) as { id: number };
  await publishByAdmin(app.baseUrl, vendor.id);
  const menu: [string, string[]][] = [
    ['Tacos', ['Asada', 'Pastor', 'Suadero']],
    ['Drinks', ['Horchata', 'Jamaica']],
  ];
  for (const [category, names] of menu) {
    for (const name of names) {
      const item = await context.request.post(`/api/vendors/${vendor.id}/menu`, { data: { name, price: 4, category } });
      expect(item.status()).toBe(201);
    }
  }
  return vendor;
}

/** The item names on the customer's preorder page, top to bottom. */
async function preorderMenu(page: Page, vendorId: number): Promise<string[]> {
  await page.goto(`/guest-preorder?vendor=${vendorId}`);
  const items = page.getByTestId('menu-item');
  await items.first().waitFor();
  return items.evaluateAll((els) => els.map((el) => el.getAttribute('data-item-name') ?? ''));
}

/** The category headings on the customer's preorder page, top to bottom. */
async function preorderCategories(page: Page): Promise<string[]> {
  return page.getByTestId('menu-group').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
}

async function noticeWith(page: Page, description: string) {
  await page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: description }).waitFor();
}

/** Drags `handle` with the mouse until it sits above (or below) `target`, in small steps. */
async function drag(page: Page, handle: Locator, target: Locator, where: 'above' | 'below') {
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag: nothing to drag');
  const x = from.x + from.width / 2;
  await page.mouse.move(x, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, where === 'above' ? to.y + 3 : to.y + to.height - 3, { steps: 10 });
  await page.mouse.up();
}

/** The names of a list's visible rows (cards on a phone, table rows on a desktop), in order. */
async function rowNames(scope: Locator, list: string): Promise<string[]> {
  return scope
    .locator(`[data-reorder-row="${list}"]`)
    .evaluateAll((els) =>
      els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute('data-item-name') ?? el.getAttribute('data-name') ?? ''),
    );
}

describeBrowser("the vendor's menu: one availability control and its own order", () => {
  it('on a phone: sold out today and hidden with one control each, categories and items reordered by keyboard', async () => {
    const context = await app.newContext(viewports.phone);
    const vendor = await vendorWithMenu(context, 'Tacos La Palma');
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    const notices = await recordNotices(page);
    const orderWrites: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/order') && r.method() === 'PUT') orderWrites.push(new URL(r.url()).pathname);
    });

    await page.goto('/vendor-dashboard');
    const pastor = page.locator('[data-testid="menu-card"][data-item-name="Pastor"]');
    await pastor.waitFor();
    // One control with three choices, Available chosen; no switches any more.
    const pastorState = pastor.getByRole('group', { name: 'Availability of Pastor' });
    expect(await pastorState.getByRole('radio').count()).toBe(3);
    expect(await pastorState.getByRole('radio', { name: 'Available' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: /Sold out/ }).count()).toBe(0);
    // Each choice is a target of at least 44 × 44 px for a thumb.
    for (const box of await pastorState.locator('label').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))) {
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }

    await pastorState.getByRole('radio', { name: 'Sold out today' }).check();
    await noticeWith(page, 'Pastor is sold out for today. It comes back at 4:00 AM.');
    expect(await pastorState.getByRole('radio', { name: 'Sold out today' }).isChecked()).toBe(true);
    expect(await pastorState.getByRole('radio', { name: 'Available' }).isChecked()).toBe(false);

    // The keyboard works inside the group too (native radios): from Available, two right arrows to Hidden.
    const jamaica = page.locator('[data-testid="menu-card"][data-item-name="Jamaica"]');
    await jamaica.getByRole('radio', { name: 'Available' }).focus();
    await page.keyboard.press('ArrowRight');
    await noticeWith(page, 'Jamaica is sold out for today.');
    await page.keyboard.press('ArrowRight');
    await noticeWith(page, 'Jamaica is hidden from customers.');
    await jamaica.getByText('Hidden', { exact: true }).first().waitFor();

    // Customers: Pastor is sold out (not orderable), Jamaica is gone; the vendor detail marks Pastor.
    const customer = await (await app.newContext(viewports.phone)).newPage();
    expect(await preorderMenu(customer, vendor.id)).toEqual(['Asada', 'Suadero', 'Horchata']);
    const detail = (await (await customer.request.get(`/api/vendors/${vendor.id}`)).json()) as {
      menuItems: { name: string; isAvailable: boolean; isSoldOut: boolean }[];
    };
    expect(detail.menuItems.map((i) => [i.name, i.isSoldOut])).toEqual([
      ['Asada', false],
      ['Pastor', true],
      ['Suadero', false],
      ['Horchata', false],
    ]);

    // ---- categories by keyboard: Drinks up with the arrow key on its handle, then one save.
    const categories = page.getByTestId('menu-categories');
    const drinksHandle = categories.getByRole('button', { name: /^Reorder Drinks/ });
    await drinksHandle.focus();
    await page.keyboard.press('ArrowUp');
    expect(await rowNames(categories, 'categories')).toEqual(['Drinks', 'Tacos']);
    // Focus stays on the handle; the move is said aloud, nothing is saved yet.
    expect(await drinksHandle.evaluate((el) => el === document.activeElement)).toBe(true);
    await categories.getByRole('status').filter({ hasText: 'Drinks moved to position 1 of 2.' }).waitFor();
    expect(orderWrites).toEqual([]);
    const categoryBar = categories.getByTestId('category-order-bar');
    await categoryBar.getByText('The new order is not saved yet.').waitFor();
    await categoryBar.getByRole('button', { name: 'Save order' }).click();
    await noticeWith(page, 'Category order saved. Customers see it now.');
    await categoryBar.waitFor({ state: 'detached' });

    // ---- items by keyboard: Suadero to the top of Tacos with Move up twice (buttons), one save.
    const suadero = page.locator('[data-testid="menu-card"][data-item-name="Suadero"]');
    await suadero.getByRole('button', { name: 'Move Suadero up' }).click();
    await page.locator('[data-testid="menu-card"][data-item-name="Suadero"]').getByRole('button', { name: 'Move Suadero up' }).click();
    expect(await rowNames(page.getByTestId('menu-cards'), `c${await categoryId(context, vendor.id, 'Tacos')}`)).toEqual([
      'Suadero',
      'Asada',
      'Pastor',
    ]);
    await page.getByRole('status').filter({ hasText: 'Suadero moved to position 1 of 3.' }).waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page.getByTestId('menu-cards'), 'vendor-menu-order-phone');
    await expectAccessible(page);
    await page.getByTestId('menu-order-bar').getByRole('button', { name: 'Save order' }).click();
    await noticeWith(page, 'Menu order saved. Customers see it now.');
    await page.getByTestId('menu-order-bar').waitFor({ state: 'detached' });

    // One PUT per save, one notice per save, none per move.
    expect(orderWrites).toEqual([`/api/vendors/${vendor.id}/menu-categories/order`, `/api/vendors/${vendor.id}/menu/order`]);
    const toasts = notices.filter((n) => n.startsWith('toast:'));
    expect(toasts).toHaveLength(5);
    expect(toasts.filter((n) => n.includes('order saved'))).toHaveLength(2);

    // The customer's menu follows: Drinks first, then Suadero at the top of Tacos.
    expect(await preorderMenu(customer, vendor.id)).toEqual(['Horchata', 'Suadero', 'Asada']);
    expect(await preorderCategories(customer)).toEqual(['Drinks', 'Tacos']);
    await screenshot(customer, 'vendor-menu-order-customer-phone', { fullPage: true });
    watch.expectNone();
  });

  it('on a desktop: categories and items reordered by drag, saved once each, in the customer’s order', async () => {
    const context = await app.newContext(viewports.desktop);
    const vendor = await vendorWithMenu(context, 'Jugos El Oasis');
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    const notices = await recordNotices(page);
    await page.goto('/vendor-dashboard');
    const categories = page.getByTestId('menu-categories');
    const drinksRow = categories.locator('[data-reorder-row="categories"][data-name="Drinks"]');
    const tacosRow = categories.locator('[data-reorder-row="categories"][data-name="Tacos"]');
    await drinksRow.waitFor();

    // Drag Drinks above Tacos.
    await drag(page, drinksRow.getByTestId('reorder-handle'), tacosRow, 'above');
    expect(await rowNames(categories, 'categories')).toEqual(['Drinks', 'Tacos']);
    await categories.getByRole('status').filter({ hasText: 'Drinks moved to position 1 of 2.' }).waitFor();

    // Drag Suadero (table row) above Asada, and Jamaica above Horchata.
    const table = page.getByRole('table', { name: 'Menu Items' });
    const row = (name: string) => table.locator(`tr[data-item-name="${name}"]`);
    await drag(page, row('Suadero').getByTestId('reorder-handle'), row('Asada'), 'above');
    await drag(page, row('Jamaica').getByTestId('reorder-handle'), row('Horchata'), 'above');
    const tacos = `c${await categoryId(context, vendor.id, 'Tacos')}`;
    expect(await rowNames(table, tacos)).toEqual(['Suadero', 'Asada', 'Pastor']);
    // Items move only within their category.
    expect(await rowNames(table, `c${await categoryId(context, vendor.id, 'Drinks')}`)).toEqual(['Jamaica', 'Horchata']);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'vendor-menu-order-desktop', { fullPage: true });
    await screenshot(table, 'vendor-menu-order-desktop-table');
    await expectAccessible(page);

    // Undo brings the server's order back; drag again and save.
    await page.getByTestId('menu-order-bar').getByRole('button', { name: 'Undo' }).click();
    expect(await rowNames(table, tacos)).toEqual(['Asada', 'Pastor', 'Suadero']);
    await drag(page, row('Suadero').getByTestId('reorder-handle'), row('Asada'), 'above');
    await drag(page, row('Jamaica').getByTestId('reorder-handle'), row('Horchata'), 'above');
    await page.getByTestId('menu-order-bar').getByRole('button', { name: 'Save order' }).click();
    await noticeWith(page, 'Menu order saved. Customers see it now.');
    await categories.getByTestId('category-order-bar').getByRole('button', { name: 'Save order' }).click();
    await noticeWith(page, 'Category order saved. Customers see it now.');
    await expect.poll(() => notices.filter((n) => n.startsWith('toast:')), { timeout: 5_000 }).toHaveLength(2);

    // After the reload the dashboard keeps the saved order; so does the customer's page.
    await page.reload();
    await table.waitFor();
    expect(await rowNames(table, tacos)).toEqual(['Suadero', 'Asada', 'Pastor']);
    const customer = await (await app.newContext(viewports.desktop)).newPage();
    expect(await preorderMenu(customer, vendor.id)).toEqual(['Jamaica', 'Horchata', 'Suadero', 'Asada', 'Pastor']);
    expect(await preorderCategories(customer)).toEqual(['Drinks', 'Tacos']);
    watch.expectNone();
  });
});

async function categoryId(context: BrowserContext, vendorId: number, name: string): Promise<number> {
  const list = (await (await context.request.get(`/api/vendors/${vendorId}/menu-categories`)).json()) as { id: number; name: string }[];
  const found = list.find((c) => c.name === name);
  if (!found) throw new Error(`no category ${name}`);
  return found.id;
}
