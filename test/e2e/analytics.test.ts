/**
 * Vendor analytics in the browser (SPEC §2 "Vendor analytics", §9; DESIGN §6). A vendor with a
 * fixed set of orders placed through HTTP "now" (the server runs on the real clock here), so
 * every figure can be worked out by hand:
 *
 *   Carne Asada Taco $4.50, Horchata $3.25
 *   order 1 (phone A): 2 tacos + 1 horchata = $12.25   completed, rated 5 (service 5, food 4, value 4, on time 5, recommends)
 *   order 2 (phone B): 1 taco               =  $4.50   completed, rated 4 (service 3, food 5, value 4, on time 3, does not recommend)
 *   order 3 (phone A): 1 taco + 2 horchatas = $11.00   completed, not rated
 *   order 4 (phone B): 1 horchata           =  $3.25   cancelled: never counted
 *
 *   revenue $27.75 (completed orders, decision 0022), 3 orders, average $9.25, growth "New" (the
 *   previous period is empty), no open orders,
 *   2 new customers; rating 4.5 from 2 reviews; tacos 4 ordered / $18.00 / 4.5 stars,
 *   horchata 3 / $9.75 / 5.0; feedback service 4.0, food 4.5, value 4.0, timeliness 4.0;
 *   50% would recommend; peak hour = the valley hour the orders were placed in, 3 orders.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectStatus, signInContext, signUp } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { openAroundTheClock } from '../support/open-hours.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';
import { publishByAdmin } from '../support/publish.js';

const app = setupBrowserApp();


const http = app.http;

const valleyHour = new Intl.DateTimeFormat('en-US', { hour: 'numeric', timeZone: 'America/Los_Angeles' });

async function makeVendorWithOrders() {
  const owner = await signUp(app, { prefix: 'analytics', firstName: 'Marisol', lastName: 'Tester' });
  const vendor = (
    await expectStatus(
      app,
      201,
      'POST',
      '/api/vendors',
      {
        businessName: 'Taqueria El Sol',
        cuisine: 'Mexican',
        address: '82-500 Highway 111, Indio, CA 92201',
        paymentMethods: ['cash'],
      },
      owner.cookie,
    )
  ).json as { id: number };
  await publishByAdmin(app.baseUrl, vendor.id);
  await openAroundTheClock(vendor.id, (url, body) => http('POST', url, body, owner.cookie));
  const addItem = async (name: string, price: number) =>
    (await expectStatus(app, 201, 'POST', `/api/vendors/${vendor.id}/menu`, { name, price, category: 'Food' }, owner.cookie)).json as {
      id: number;
      name: string;
      price: string;
    };
  const taco = await addItem('Carne Asada Taco', 4.5);
  const horchata = await addItem('Horchata', 3.25);
  await addItem('Churros', 5); // never ordered

  const phoneA = '(760) 555-0101';
  const phoneB = '(760) 555-0102';
  const place = async (phone: string, lines: [typeof taco, number][], total: string) =>
    (
      await expectStatus(
        app,
        201,
        'POST',
        '/api/guest-preorders',
        {
          vendorId: vendor.id,
          firstName: 'Lupe',
          lastName: 'Ortiz',
          phone,
          paymentMethod: 'cash',
          items: lines.map(([item, quantity]) => ({ menuItemId: item.id, name: item.name, price: item.price, quantity })),
          totalAmount: total,
        },
      )
    ).json as { id: number; trackingToken: string; createdAt: string };
  const orders = [
    await place(phoneA, [[taco, 2], [horchata, 1]], '12.25'),
    await place(phoneB, [[taco, 1]], '4.50'),
    await place(phoneA, [[taco, 1], [horchata, 2]], '11.00'),
  ];
  const cancelled = await place(phoneB, [[horchata, 1]], '3.25');
  await expectStatus(app, 200, 'PUT', `/api/guest-preorders/${cancelled.id}/status`, { status: 'cancelled' }, owner.cookie);
  for (const order of orders) {
    for (const status of ['confirmed', 'ready', 'completed']) {
      await expectStatus(app, 200, 'PUT', `/api/guest-preorders/${order.id}/status`, { status }, owner.cookie);
    }
  }
  const review = (order: (typeof orders)[number], r: number[], wouldRecommend: boolean) =>
    expectStatus(
      app,
      201,
      'POST',
      '/api/preorder-reviews',
      {
        trackingToken: order.trackingToken,
        rating: r[0],
        serviceRating: r[1],
        foodQualityRating: r[2],
        valueRating: r[3],
        timelinessRating: r[4],
        wouldRecommend,
      },
    );
  // The first order's cash was marked paid at the desk: money collected, no tip.
  await expectStatus(app, 200, 'POST', `/api/guest-preorders/${orders[0].id}/paid`, undefined, owner.cookie);
  await review(orders[0], [5, 5, 4, 4, 5], true);
  await review(orders[1], [4, 3, 5, 4, 3], false);

  // The peak hours: the valley hour of each counted order ("7 PM"), counted by hand.
  const hours = new Map<string, number>();
  for (const o of orders) {
    const label = valleyHour.format(new Date(o.createdAt));
    hours.set(label, (hours.get(label) ?? 0) + 1);
  }
  return { owner, vendor, peak: [...hours.entries()].sort((a, b) => b[1] - a[1]) };
}

async function expectFigures(page: Page, peak: [string, number][]) {
  const content = page.getByTestId('analytics-content');
  await content.waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="analytics-content"]')?.getAttribute('aria-busy') === 'false');
  const text = async (id: string) => ((await page.getByTestId(id).textContent()) ?? '').replace(/\s+/g, ' ').trim();

  expect(await text('stat-revenue-value')).toBe('$27.75');
  expect(await text('stat-orders-value')).toBe('3');
  expect(await text('stat-average-value')).toBe('$9.25');
  expect(await text('stat-rating-value')).toBe('4.5 out of 5');
  expect(await text('stat-rating')).toContain('2 reviews');
  for (const id of ['stat-revenue', 'stat-orders', 'stat-average']) {
    // Growth against an empty previous period reads "New" (decision 0022), as text, not colour alone.
    expect(await text(id)).toMatch(/New\s*vs previous \d+ days/);
    expect(await page.getByTestId(id).locator('[data-direction]').getAttribute('data-direction')).toBe('new');
  }
  expect(await text('stat-revenue')).toContain('Completed orders');
  expect(await text('stat-open-value')).toBe('0');
  expect(await text('stat-open')).toContain('$0.00 still to collect');
  expect(await text('stat-collected-value')).toBe('$12.25');
  expect(await text('stat-collected')).toContain('tips apart');
  expect(await text('stat-tips-value')).toBe('$0.00');

  const popular = page.getByRole('table', { name: 'Popular Items' });
  const rows = popular.getByRole('row');
  expect(await rows.count()).toBe(3); // header + 2 items
  expect((await rows.nth(1).textContent())?.replace(/\s+/g, ' ')).toMatch(/Carne Asada Taco\s*4\s*\$18\.00\s*4\.5/);
  expect((await rows.nth(2).textContent())?.replace(/\s+/g, ' ')).toMatch(/Horchata\s*3\s*\$9\.75\s*5\.0/);

  // The charts' text equivalents (visually hidden tables).
  const peakTable = page.getByRole('table', { name: 'Peak Hours' });
  const peakRows = peakTable.getByRole('row');
  expect(await peakRows.count()).toBe(peak.length + 1);
  for (const [i, [hour, count]] of peak.entries()) {
    expect(await peakRows.nth(i + 1).getByRole('rowheader').textContent()).toBe(hour);
    expect(await peakRows.nth(i + 1).getByRole('cell').textContent()).toBe(String(count));
  }
  // …and the chart itself draws the hour labels.
  expect(await page.getByTestId('peak-hours').locator('svg text', { hasText: peak[0][0] }).count()).toBeGreaterThan(0);

  const feedbackRows = page.getByRole('table', { name: 'Customer Feedback' }).getByRole('row');
  const feedback: string[] = [];
  for (let i = 1; i < (await feedbackRows.count()); i++) feedback.push(((await feedbackRows.nth(i).textContent()) ?? '').trim());
  expect(feedback).toEqual(['Service4.0', 'Food Quality4.5', 'Value for Money4.0', 'Timeliness4.0']);
  expect(await page.getByTestId('feedback').locator('svg text', { hasText: '4.5 / 5' }).count()).toBe(1);

  expect(await text('trend-revenue')).toContain('New');
  expect(await text('trend-orders')).toContain('2 new customers');
  expect(await text('trend-recommend')).toContain('50%');
}

describeBrowser('vendor analytics', () => {
  it('shows hand-computed figures for 30, 7 and 90 days, on a phone and a desktop', async () => {
    const { owner, peak } = await makeVendorWithOrders();
    expect(peak.length).toBeGreaterThan(0);

    const context = await app.newContext(viewports.desktop);
    await signInContext(context, owner.email);
    const page = await context.newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const watch = watchPageErrors(page);
    await page.goto('/vendor-analytics');
    await page.getByRole('heading', { level: 1, name: 'Vendor Analytics' }).waitFor();

    const periods = page.getByRole('group', { name: 'Period' });
    expect(await periods.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(await periods.getByRole('button', { name: '7 days' }).getAttribute('aria-pressed')).toBe('false');
    await expectFigures(page, peak);
    await page.getByText('How Taqueria El Sol is doing over the last 30 days.').waitFor();
    await screenshot(page, 'vendor-analytics-desktop', { fullPage: true });
    await expectAccessible(page);

    for (const days of [7, 90]) {
      const requested = page.waitForResponse((r) => r.url().includes(`/analytics/performance?days=${days}`));
      await periods.getByRole('button', { name: `${days} days` }).click();
      expect((await requested).status()).toBe(200);
      expect(await periods.getByRole('button', { name: `${days} days` }).getAttribute('aria-pressed')).toBe('true');
      expect(await periods.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('false');
      await page.getByText(`How Taqueria El Sol is doing over the last ${days} days.`).waitFor();
      await expectFigures(page, peak);
      expect(await page.getByTestId('stat-revenue').textContent()).toContain(`vs previous ${days} days`);
    }

    await page.setViewportSize(viewports.phone);
    await page.getByRole('button', { name: '30 days' }).click();
    await expectFigures(page, peak);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'vendor-analytics-phone', { fullPage: true });
    await screenshot(page, 'vendor-analytics-phone-top');
    await expectAccessible(page);
    watch.expectNone();
  });

  it('shows zeros and empty panels for a vendor without orders', async () => {
    const owner = await signUp(app, { prefix: 'analytics', firstName: 'Nico', lastName: 'Tester' });
    await expectStatus(
      app,
      201,
      'POST',
      '/api/vendors',
      { businessName: 'Dulce Desierto', cuisine: 'Desserts', address: '73-100 El Paseo, Palm Desert, CA 92260' },
      owner.cookie,
    );
    const context = await app.newContext(viewports.phone);
    await signInContext(context, owner.email);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/vendor-analytics');
    await page.getByTestId('analytics-content').waitFor();
    expect(await page.getByTestId('stat-revenue-value').textContent()).toBe('$0.00');
    expect(await page.getByTestId('stat-orders-value').textContent()).toBe('0');
    expect(await page.getByTestId('stat-average-value').textContent()).toBe('$0.00');
    expect(await page.getByTestId('stat-rating').textContent()).toContain('No reviews yet');
    await page.getByText('No items ordered in the last 30 days.').waitFor();
    await page.getByText('No orders in the last 30 days.').waitFor();
    await page.getByText('No customer ratings yet.', { exact: false }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'vendor-analytics-empty-phone', { fullPage: true });
    await expectAccessible(page);
    watch.expectNone();
  });

  it('says Access Required to a visitor, with a way to sign in', async () => {
    const page = await app.newPage(viewports.phone);
    const watch = watchPageErrors(page);
    await page.goto('/vendor-analytics');
    await page.getByRole('heading', { name: 'Access Required' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vendor-analytics');
    expect(await page.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fvendor-analytics',
    );
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fvendor-analytics&screen=signup',
    );
    expect(await page.getByTestId('analytics-content').count()).toBe(0);
    await screenshot(page, 'vendor-analytics-visitor-phone');
    await expectAccessible(page);
    watch.expectNone();
  });

  it('says Access Required to a signed-in user without a vendor profile', async () => {
    const user = await signUp(app, { prefix: 'analytics', firstName: 'Iris', lastName: 'Tester' });
    const context = await app.newContext(viewports.desktop);
    await signInContext(context, user.email);
    const page = await context.newPage();
    const watch = watchPageErrors(page, ['/api/my-vendor']);
    await page.goto('/vendor-analytics');
    await page.getByRole('heading', { name: 'Access Required' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Vendor Analytics');
    expect(await page.getByRole('link', { name: 'Create Vendor Profile' }).getAttribute('href')).toBe(
      '/vendor-registration',
    );
    await screenshot(page, 'vendor-analytics-no-profile-desktop');
    await expectAccessible(page);
    watch.expectNone();
  });
});
