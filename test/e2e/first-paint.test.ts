/**
 * The server's first paint (issue 20 item 1, docs/decisions/0039): the landing page, the map home,
 * a guest preorder link and an order's tracking link leave the server with their content in the HTML, in the visitor's
 * language, and the browser hydrates that HTML without a mismatch, a layout shift or asking the
 * API again for what came with the page. Nothing in a vendor's name can break out of the page.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createShop, moveOrder, placeOrder, signedInContext, signUp } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

/** The page as the server sends it, before any script runs. */
async function html(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${app.baseUrl}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

/** The HTML inside #root, where the first paint goes. */
function rootOf(page: string): string {
  const start = page.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  return page.slice(start, page.indexOf('<script type="application/json" id="ve-first-paint"', start));
}

/** Layout shifts and the API reads the page makes, from the first byte. */
async function watchPage(page: Page): Promise<{ apiReads: string[]; layoutShift: () => Promise<number> }> {
  const apiReads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) apiReads.push(`${url.pathname}${url.search}`);
  });
  await page.addInitScript(() => {
    const shifts = { total: 0 };
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.total += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    apiReads,
    layoutShift: () => page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total),
  };
}

describeBrowser('The server draws the first paint', () => {
  it('sends a guest preorder link with its menu in the HTML, in English or Spanish, and the page hydrates it without a shift or a second read', async () => {
    const shop = await createShop(app, {
      name: 'Birrieria First Paint',
      items: [
        { name: 'Quesabirria', price: 4.5, description: 'Crisp, cheesy, with consomé.', category: 'Tacos' },
        { name: 'Agua de Jamaica', price: 3, category: 'Drinks' },
      ],
    });
    const path = `/guest-preorder?vendor=${shop.vendor.id}`;

    const english = await html(path);
    expect(english).toContain('<html lang="en">');
    const root = rootOf(english);
    for (const text of ['Birrieria First Paint', 'Quesabirria', 'Agua de Jamaica', 'Menu']) expect(root).toContain(text);
    const spanish = await html(path, { 'accept-language': 'es-MX,es;q=0.9' });
    expect(spanish).toContain('<html lang="es">');
    expect(rootOf(spanish)).toContain('Menú');

    const page = await app.newPage(viewports.phone);
    const errors = watchPageErrors(page);
    const watch = await watchPage(page);
    await page.goto(path);
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.ready)).toBe('true');
    // The vendor and its pickup windows came with the page: the browser does not ask again.
    expect(watch.apiReads.filter((read) => read === `/api/vendors/${shop.vendor.id}` || read.endsWith('/pickup-slots'))).toEqual([]);
    // Hydrated: the menu answers a tap, and the checkout arrived where its place was kept.
    // On a phone the first tap also brings the page's code (decision 0047): the order shows when it has.
    await page.getByRole('button', { name: /Quesabirria/ }).first().click();
    await page.getByRole('region', { name: 'Your Order' }).filter({ hasText: 'Quesabirria' }).waitFor();
    await page.getByTestId('checkout-loading').waitFor({ state: 'detached' });
    expect(await watch.layoutShift()).toBeLessThan(0.02);
    errors.expectNone();
    await expectAccessible(page);
    await screenshot(page, 'first-paint-preorder-phone');
  });

  it("sends a signed-in customer's map home with the vendor list in the HTML, and hydrates it in Spanish", async () => {
    await createShop(app, { name: 'Tacos Primera Pintura' });
    const session = await signUp(app, { prefix: 'first-paint' });

    const root = rootOf(await html('/', { cookie: session.cookie, 'accept-language': 'es' }));
    expect(root).toContain('Tacos Primera Pintura');
    expect(root).toContain('Comida callejera');

    const context = await signedInContext(app, session, viewports.desktop, 'es-MX');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const watch = await watchPage(page);
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.ready)).toBe('true');
    expect(watch.apiReads.filter((read) => read === '/api/vendors' || read === '/api/weather')).toEqual([]);
    // The map's controls took their wide form from CSS, not from a measurement after hydration.
    await expect.poll(() => page.getByTestId('attractions-toggle').textContent()).toBe('Atracciones');
    expect(await watch.layoutShift()).toBeLessThan(0.02);
    // Hydrated: the search box filters the list the server drew.
    await page.getByRole('searchbox').fill('Primera Pintura');
    await expect.poll(() => page.getByTestId('result-count').textContent()).toMatch(/^1 /);
    errors.expectNone();
    await screenshot(page, 'first-paint-home-desktop-es');
  });

  it("keeps a phone's vendor cards as the server drew them until the first touch, which opens the card it lands on", async () => {
    for (let i = 0; i < 5; i++) await createShop(app, { name: `Island Truck ${i}` });
    const session = await signUp(app, { prefix: 'islands' });
    const context = await signedInContext(app, session, viewports.phone);
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.ready)).toBe('true');
    // The frame answers at once; the cards are the server's HTML, not yet React's
    // (docs/decisions/0047-islands.md): a phone hydrates them when they are wanted.
    const hydrated = (selector: string) =>
      page.locator(selector).first().evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
    expect(await hydrated('#main h1')).toBe(false);
    expect(await hydrated('[data-testid="vendor-card"]')).toBe(false);
    // A scroll nobody made is not an intent: a strip with scroll snapping (promotions, ads) settles
    // at layout and fires `scroll`, which, when it came after the page's script, loaded the whole
    // app on a phone that had not been touched (Lighthouse: 174 KB of script instead of 21 KB).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.evaluate(async () => {
      document.querySelector('[data-testid="vendor-card"]')!.dispatchEvent(new Event('scroll'));
      document.dispatchEvent(new Event('scroll'));
      // A frame and a task: an import the scroll started would have asked for its script by then.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    });
    expect(scripts).toEqual([]);
    expect(await hydrated('[data-testid="vendor-card"]')).toBe(false);
    const drawn = await page.getByTestId('vendor-card').count();
    expect(drawn).toBeGreaterThan(0);
    // The first tap, on a card, opens that vendor: nothing is lost while React takes the card over.
    const first = page.getByTestId('vendor-card').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.click();
    await page.getByRole('dialog', { name }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // From then on the list is the app's: the rest of the cards follow.
    await expect.poll(() => page.getByTestId('vendor-card').count()).toBeGreaterThan(drawn);
    errors.expectNone();
  });

  it("sends an order's tracking link with the order in the HTML, and a phone nobody touches still sees it change", async () => {
    const shop = await createShop(app, { name: 'Tacos Seguimiento' });
    const order = await placeOrder(app, shop, { phone: '(760) 555-0142' });
    const path = `/order-tracking?token=${order.trackingToken}`;
    const english = rootOf(await html(path));
    for (const text of [order.invoiceNumber, 'Tacos Seguimiento', 'Pending', 'Birria Taco']) expect(english).toContain(text);
    expect(rootOf(await html(path, { 'accept-language': 'es-MX,es;q=0.9' }))).toContain('Pendiente');

    const page = await app.newPage(viewports.phone);
    const errors = watchPageErrors(page);
    const watch = await watchPage(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    const status = page.getByTestId('tracked-status');
    await status.waitFor();
    expect(await status.textContent()).toContain('Pending');
    // On a phone the drawn order is the server's HTML until the first touch (decision 0047): only
    // the page's first script came, and the order was not asked for again.
    const isReact = () => status.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
    expect(await isReact()).toBe(false);
    const firstScripts = scripts.length;
    expect(watch.apiReads.filter((read) => read === `/api/track/${order.trackingToken}`)).toEqual([]);
    // Nobody touches the phone: the truck confirms the order, and the page shows it, now the app's.
    // The drawn page did not move while it loaded (what moves next is the order changing).
    expect(await watch.layoutShift()).toBeLessThan(0.02);
    await moveOrder(app, shop, order.id, ['confirmed']);
    await expect.poll(() => status.textContent()).toContain('Confirmed');
    expect(scripts.length).toBeGreaterThan(firstScripts);
    await expect.poll(isReact).toBe(true);
    // From then on it follows its own stream: "Ready" reaches the tab's title too.
    await moveOrder(app, shop, order.id, ['ready']);
    await expect.poll(() => page.title()).toContain('Ready for pickup!');
    errors.expectNone();
    await expectAccessible(page);
    await screenshot(page, 'first-paint-tracking-phone');
  });

  it('draws the countdown to pickup again within the minute on a phone nobody touches', async () => {
    const shop = await createShop(app, { name: 'Tacos Reloj' });
    const order = await placeOrder(app, shop, { phone: '(760) 555-0143' });
    const page = await app.newPage(viewports.phone);
    const errors = watchPageErrors(page);
    // The phone's clock is the server's, and moves only when the test moves it.
    await page.clock.install();
    await page.goto(`/order-tracking?token=${order.trackingToken}`);
    const countdown = page.getByTestId('tracked-order').getByTestId('pickup-countdown');
    const drawn = await countdown.textContent();
    expect(drawn).toMatch(/^in \d+ min$/);
    const isReact = () => countdown.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
    expect(await isReact()).toBe(false);
    // A minute on, "in 15 min" would no longer be true: the page is the app's and counts down.
    await page.clock.runFor(61_000);
    await expect.poll(isReact).toBe(true);
    await expect.poll(() => countdown.textContent()).not.toBe(drawn);
    errors.expectNone();
  });

  it('sends the landing page drawn to a visitor, and a choice of Spanish made in this browser is kept from the first paint on', async () => {
    const visitor = rootOf(await html('/'));
    expect(visitor).toContain('Events');
    expect(visitor).not.toContain('ordering.nav');

    const page = await app.newPage(viewports.desktop);
    const errors = watchPageErrors(page);
    await page.goto('/');
    await page.locator('[data-testid=language-switch]:visible').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    // The choice goes with the next page: the server draws it in Spanish.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 've-locale')?.value).toBe('es');
    await page.reload();
    const drawn = await page.evaluate(() => document.getElementById('ve-first-paint')?.textContent ?? '');
    expect(JSON.parse(drawn).locale).toBe('es');
    await expect.poll(() => page.getByRole('link', { name: 'Eventos' }).count()).toBeGreaterThan(0);
    errors.expectNone();
  });

  it('escapes a vendor name that tries to close the page\'s script or add its own', async () => {
    const hostile = '</script><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2">';
    const shop = await createShop(app, { name: hostile.slice(0, 100) });
    const page = await app.newPage(viewports.desktop);
    const errors = watchPageErrors(page);
    await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().textContent()).toContain('</script>');
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    errors.expectNone();
  });
});
