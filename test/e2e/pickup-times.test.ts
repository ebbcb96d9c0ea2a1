/**
 * Pickup times in the browser (DESIGN §10.2, issue 17 items 1–4, the customer's side): a guest on
 * a phone schedules a slot (days with windows, chips by hour, a full slot disabled, "N left"),
 * her slot fills while she is at the checkout and the page offers the next free slots at once;
 * the confirmation and tracking page say when to come. An as-soon-as-possible order shows its
 * ready estimate with a countdown, and the new estimate when the vendor confirms. A paused vendor
 * shows "Not taking orders until …" on the preorder page and the vendor dialog, stays browsable
 * and cannot be ordered from. Both languages, 375 and 1280 px, axe on every screen.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { VALLEY_TIME_ZONE } from '../../src/shared/constants.js';
import { addDays } from '../../src/shared/pickup-choice.js';
import { zonedDate } from '../../src/shared/pickup.js';
import { UNTIL_CLOSING } from '../../src/shared/schemas/pickup.js';
import { createShop, type MenuItem, signedInContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserAppWithTexts, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, vendorCard, watchPageErrors } from './helpers.js';

const { app } = setupBrowserAppWithTexts();
const http = app.http;

const TZ = VALLEY_TIME_ZONE;

// ---------------------------------------------------------------- HTTP set-up

interface Slot {
  start: string;
  end: string;
  remaining: number;
}


/** A vendor with a menu and, every day, 10:00–11:00 (30-min slots of 2) and 11:00–13:00 (slots of 8). */
async function createSlotShop() {
  const shop = await createShop(app, {
    name: `Tacos La Palma ${randomBytes(2).toString('hex')}`,
    profile: { address: '45-100 Oasis St, Indio, CA 92201', phone: '(760) 555-0142', paymentMethods: ['cash', 'zelle'] },
    owner: { prefix: 'pickup', lastName: 'Medina' },
    items: [
      { name: 'Carne Asada Taco', price: 3.5, prepTime: 10 },
      { name: 'Horchata', price: 4, prepTime: 5 },
    ],
  });
  const windows = [0, 1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) => [
    { dayOfWeek, startTime: '10:00', endTime: '11:00', slotDuration: 30, maxOrders: 2 },
    { dayOfWeek, startTime: '11:00', endTime: '13:00', slotDuration: 30, maxOrders: 8 },
  ]);
  const put = await http('PUT', `/api/vendors/${shop.vendor.id}/pickup-slots`, windows, shop.session);
  expect(put.status).toBe(200);
  return shop;
}

/** Tomorrow in the valley: its windows are always ahead, whatever the hour the test runs. */
function tomorrow(): string {
  return addDays(zonedDate(new Date(), TZ), 1);
}

async function pickupTimes(vendorId: number, date: string): Promise<Slot[]> {
  const res = await http<Slot[]>('GET', `/api/vendors/${vendorId}/pickup-times?date=${date}`);
  expect(res.status).toBe(200);
  return res.json;
}

async function orderOverHttp(vendorId: number, item: MenuItem, scheduledPickupTime: string | null, phone = '(760) 555-0100') {
  return http('POST', '/api/guest-preorders', {
    vendorId,
    firstName: 'Mateo',
    lastName: 'Reyes',
    phone,
    paymentMethod: 'cash',
    items: [{ menuItemId: item.id, quantity: 1 }],
    totalAmount: item.price,
    scheduledPickupTime,
  });
}

/** '10:30 AM' in valley time, as the page writes it in this language. */
function valleyTime(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: TZ }).format(new Date(iso));
}

const valleyDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(d);

/**
 * A sentence around a time as the pages say it: `today` with the time today, `tomorrow` after the
 * valley's midnight (an estimate made at 11:50 PM is ready tomorrow).
 */
function sentenceFromToday(iso: string, today: (time: string) => string, tomorrow: (time: string) => string): string {
  const time = squash(valleyTime(iso));
  return valleyDate(new Date(iso)) === valleyDate(new Date()) ? today(time) : tomorrow(time);
}
const readyText = (iso: string) => sentenceFromToday(iso, (t) => `Ready at about ${t}`, (t) => `Ready tomorrow at about ${t}`);
const pausedText = (iso: string) =>
  sentenceFromToday(iso, (t) => `Not taking orders until ${t}`, (t) => `Not taking orders until tomorrow at ${t}`);

/** Text with every run of white space (ICU puts a narrow no-break space before AM) as one space. */
const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

function slotChip(page: Page, start: string) {
  return page.locator(`[data-testid="pickup-slot"][data-start="${start}"]`);
}

function menuItem(page: Page, name: string) {
  return page.locator(`[data-testid="menu-item"][data-item-name="${name}"]`);
}

async function addToCart(page: Page, name: string) {
  await menuItem(page, name).getByRole('button', { name: /^Add to Cart/ }).click();
}

/** Once the vendor takes orders again: the page, reloaded, shows no `banner` and an added item can be ordered. */
async function expectOrderableAgain(page: Page, vendor: { businessName: string }, item: string, banner: string) {
  await page.reload();
  await page.getByRole('heading', { level: 1, name: vendor.businessName }).waitFor();
  await addToCart(page, item);
  expect(await page.getByTestId(banner).count()).toBe(0);
  expect(await page.getByRole('button', { name: /^Place Preorder/ }).isDisabled()).toBe(false);
}

/** Opens the vendor's guest preorder page and waits for its name. */
async function openPreorder(page: Page, vendor: { id: number; businessName: string }) {
  await page.goto(`/guest-preorder?vendor=${vendor.id}`);
  await page.getByRole('heading', { level: 1, name: vendor.businessName }).waitFor();
}

/** A full-page screenshot to look at, and axe on the same state. */
async function lookAt(page: Page, name: string) {
  await screenshot(page, name, { fullPage: true });
  await expectAccessible(page);
}

/** From the confirmation to the tracking page: its pickup-time note, once shown. */
async function trackedNote(page: Page, confirmation: Locator) {
  await confirmation.getByRole('link', { name: 'Track this order' }).click();
  const note = page.getByTestId('tracked-order').getByTestId('pickup-time-note');
  await note.waitFor();
  return note;
}

async function fillGuestForm(page: Page) {
  await page.getByLabel('First name').fill('Lupe');
  await page.getByLabel('Last name').fill('Ortiz');
  await page.getByLabel('Phone', { exact: true }).fill('(760) 555-0123');
  await page.getByLabel('Cash on Pickup').check();
}

// ---------------------------------------------------------------- scheduling a slot

describeBrowser('pickup times: choosing a slot', () => {
  it('at 375 px: days with windows, full slots disabled, N left, slot_full offers the next slots, the confirmation and tracking say when', async () => {
    const shop = await createSlotShop();
    const [taco] = shop.items;
    const date = tomorrow();
    const slots = await pickupTimes(shop.vendor.id, date);
    expect(slots.map((s) => valleyTime(s.start).replace(/\s/g, ' '))).toEqual([
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
      '12:00 PM',
      '12:30 PM',
    ]);
    const [ten, tenThirty, eleven] = slots;
    // 10:00 fills up, 10:30 keeps one place.
    for (const phone of ['(760) 555-0101', '(760) 555-0102', '(760) 555-0103']) {
      const start = phone.endsWith('3') ? tenThirty.start : ten.start;
      expect((await orderOverHttp(shop.vendor.id, taco, start, phone)).status).toBe(201);
    }

    const page = await app.newPage(viewports.phone);
    const watch = watchPageErrors(page, ['/api/guest-preorders']);
    await openPreorder(page, shop.vendor);
    await addToCart(page, 'Carne Asada Taco');
    await fillGuestForm(page);

    // As soon as possible is the default; Schedule opens the days that have windows.
    const pickup = page.getByTestId('pickup-time');
    await pickup.waitFor();
    expect(await pickup.getByRole('radio', { name: /^As soon as possible/ }).isChecked()).toBe(true);
    expect(await pickup.getByTestId('pickup-slot').count()).toBe(0);
    await pickup.getByRole('radio', { name: /^Schedule/ }).check();
    const days = pickup.getByRole('group', { name: 'Day' }).getByRole('radio');
    await days.first().waitFor();
    const dayNames = await days.evaluateAll((inputs) => inputs.map((i) => i.parentElement?.textContent ?? ''));
    expect(dayNames).toContain('Tomorrow');
    expect(dayNames.length).toBeGreaterThanOrEqual(6);
    expect(dayNames.length).toBeLessThanOrEqual(7);
    await pickup.getByRole('radio', { name: 'Tomorrow' }).check();

    // Chips grouped by hour: 10 AM (10:00 full, 10:30 one left), 11 AM, 12 PM.
    await slotChip(page, ten.start).waitFor();
    const hours = await pickup.getByRole('group', { name: 'Time' }).locator('fieldset > legend').allTextContents();
    expect(hours.map(squash)).toEqual(['10 AM', '11 AM', '12 PM']);
    expect(squash(await slotChip(page, ten.start).textContent())).toBe('10:00 AM Full');
    expect(await slotChip(page, ten.start).getByRole('radio').isDisabled()).toBe(true);
    expect(squash(await slotChip(page, tenThirty.start).textContent())).toBe('10:30 AM 1 left');
    expect(squash(await slotChip(page, eleven.start).textContent())).toBe('11:00 AM');
    // A full slot cannot be chosen.
    await slotChip(page, ten.start).click({ force: true });
    expect(await slotChip(page, ten.start).getByRole('radio').isChecked()).toBe(false);
    // Schedule without a slot: the page asks for one instead of sending.
    await page.getByRole('button', { name: /^Place Preorder/ }).click();
    await pickup.getByTestId('pickup-error').filter({ hasText: 'Choose a pickup time' }).waitFor();

    await slotChip(page, tenThirty.start).click();
    expect(await slotChip(page, tenThirty.start).getByRole('radio').isChecked()).toBe(true);
    expect(await pickup.getByTestId('pickup-error').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(pickup, 'pickup-times-slots-phone');
    await lookAt(page, 'pickup-times-checkout-phone');

    // Someone else takes the last place at 10:30 while Lupe is at the checkout.
    expect((await orderOverHttp(shop.vendor.id, taco, tenThirty.start, '(760) 555-0104')).status).toBe(201);
    await page.getByRole('button', { name: /^Place Preorder/ }).click();
    const offer = page.getByTestId('slot-full');
    await offer.getByText('That pickup time just filled up').waitFor();
    const next = offer.getByTestId('next-slot');
    await next.first().waitFor();
    expect(squash(await next.first().textContent())).toBe(`Tomorrow, ${squash(valleyTime(eleven.start))}`);
    // The cart and the details are kept; the day's chips now show 10:30 as full.
    expect(await page.getByTestId('cart-line').count()).toBe(1);
    expect(await page.getByLabel('First name').inputValue()).toBe('Lupe');
    await slotChip(page, tenThirty.start).filter({ hasText: 'Full' }).waitFor();
    expect(await slotChip(page, tenThirty.start).getByRole('radio').isChecked()).toBe(false);
    await lookAt(page, 'pickup-times-slot-full-phone');

    await next.first().click();
    expect(await next.first().getAttribute('aria-pressed')).toBe('true');
    expect(await slotChip(page, eleven.start).getByRole('radio').isChecked()).toBe(true);
    await page.getByRole('button', { name: /^Place Preorder/ }).click();
    const confirmation = page.getByTestId('preorder-confirmation');
    await confirmation.waitFor();
    const expected = `Pickup tomorrow at ${squash(valleyTime(eleven.start))}`;
    expect(squash(await confirmation.getByTestId('pickup-time-text').textContent())).toBe(expected);
    expect(await confirmation.getByTestId('pickup-countdown').count()).toBe(0);
    await lookAt(page, 'pickup-times-confirmation-phone');

    // The order holds the slot; the tracking page says the same.
    const href = (await confirmation.getByRole('link', { name: 'Track this order' }).getAttribute('href')) ?? '';
    const token = new URL(href, app.baseUrl).searchParams.get('token') ?? '';
    const tracked = await http('GET', `/api/track/${token}`);
    expect(tracked.json.scheduledPickupTime).toBe(eleven.start);
    expect((await pickupTimes(shop.vendor.id, date)).find((s) => s.start === eleven.start)?.remaining).toBe(7);
    const note = await trackedNote(page, confirmation);
    expect(squash(await note.getByTestId('pickup-time-text').textContent())).toBe(expected);
    await lookAt(page, 'pickup-times-tracking-phone');
    watch.expectNone();
  }, 180_000);
});

// ---------------------------------------------------------------- as soon as possible

describeBrowser('pickup times: the ready estimate', () => {
  it('at 1280 px: an ASAP order shows "Ready at about" with a countdown, and the new estimate once the vendor confirms', async () => {
    const shop = await createSlotShop();
    const page = await app.newPage(viewports.desktop);
    const watch = watchPageErrors(page);
    await openPreorder(page, shop.vendor);
    await addToCart(page, 'Carne Asada Taco');
    await fillGuestForm(page);
    await page.getByTestId('pickup-time').waitFor();
    await page.getByRole('radio', { name: /^Schedule/ }).check();
    await page.getByTestId('pickup-slot').first().waitFor();
    await lookAt(page, 'pickup-times-checkout-desktop');
    await page.getByRole('radio', { name: /^As soon as possible/ }).check();
    expect(await page.getByTestId('pickup-slot').count()).toBe(0);
    await page.getByRole('button', { name: /^Place Preorder/ }).click();

    const confirmation = page.getByTestId('preorder-confirmation');
    await confirmation.waitFor();
    const href = (await confirmation.getByRole('link', { name: 'Track this order' }).getAttribute('href')) ?? '';
    const token = new URL(href, app.baseUrl).searchParams.get('token') ?? '';
    const placed = (await http('GET', `/api/track/${token}`)).json as { id: number; estimatedReadyTime: string; scheduledPickupTime: null };
    expect(placed.scheduledPickupTime).toBeNull();
    expect(Date.parse(placed.estimatedReadyTime)).toBeGreaterThan(Date.now());
    const text = confirmation.getByTestId('pickup-time-text');
    expect(squash(await text.textContent())).toBe(readyText(placed.estimatedReadyTime));
    const minutes = Math.ceil((Date.parse(placed.estimatedReadyTime) - Date.now()) / 60_000);
    expect(await confirmation.getByTestId('pickup-countdown').textContent()).toMatch(/^in \d+ min$/);
    const shown = Number((await confirmation.getByTestId('pickup-countdown').textContent())?.match(/\d+/)?.[0]);
    expect(Math.abs(shown - minutes)).toBeLessThanOrEqual(1);
    await lookAt(page, 'pickup-times-estimate-desktop');

    // Busy mode (+30 min), then the vendor confirms: the estimate moves, and the open
    // confirmation shows the new one without a reload.
    const busy = await http('PUT', `/api/vendors/${shop.vendor.id}/ordering`, { pausedUntil: null, extraPrepMinutes: 30 }, shop.session);
    expect(busy.status).toBe(200);
    expect((await http('PUT', `/api/guest-preorders/${placed.id}/status`, { status: 'confirmed' }, shop.session)).status).toBe(200);
    const confirmed = (await http('GET', `/api/track/${token}`)).json as { estimatedReadyTime: string };
    expect(Date.parse(confirmed.estimatedReadyTime)).toBeGreaterThan(Date.parse(placed.estimatedReadyTime));
    const newText = readyText(confirmed.estimatedReadyTime);
    await expect.poll(async () => squash(await text.textContent()), { timeout: 10_000 }).toBe(newText);

    // The tracking page: the same estimate and a countdown.
    const note = await trackedNote(page, confirmation);
    expect(squash(await note.getByTestId('pickup-time-text').textContent())).toBe(newText);
    expect(await note.getByTestId('pickup-countdown').textContent()).toMatch(/^in \d+ min$/);
    await lookAt(page, 'pickup-times-tracking-desktop');
    watch.expectNone();
  }, 180_000);
});

// ---------------------------------------------------------------- paused vendors

describeBrowser('pickup times: a paused vendor', () => {
  it('shows "Not taking orders until …", stays browsable, cannot be ordered from, and says so in the dialog', async () => {
    const shop = await createSlotShop();
    const page = await app.newPage(viewports.phone);
    const watch = watchPageErrors(page, ['/api/guest-preorders']);
    await openPreorder(page, shop.vendor);
    await addToCart(page, 'Carne Asada Taco');
    await fillGuestForm(page);
    expect(await page.getByTestId('paused-banner').count()).toBe(0);

    // The vendor pauses for 30 minutes while the guest is at the checkout: the order is refused,
    // and the page learns about the pause.
    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    const paused = await http('PUT', `/api/vendors/${shop.vendor.id}/ordering`, { pausedUntil: until, extraPrepMinutes: 0 }, shop.session);
    expect(paused.status).toBe(200);
    await page.getByRole('button', { name: /^Place Preorder/ }).click();
    const banner = page.getByTestId('paused-banner');
    await banner.waitFor();
    expect(squash(await banner.textContent())).toContain(pausedText(paused.json.pausedUntil));
    const button = page.getByRole('button', { name: 'Ordering paused' });
    expect(await button.isDisabled()).toBe(true);
    // The button says why, next to it.
    const why = await button.getAttribute('aria-describedby');
    expect(squash(await page.locator(`#${why}`).textContent())).toBe(
      pausedText(paused.json.pausedUntil),
    );
    // Still browsable: the menu adds to the cart.
    await addToCart(page, 'Horchata');
    expect(await page.getByTestId('cart-line').count()).toBe(2);
    expect(await page.getByLabel('First name').inputValue()).toBe('Lupe');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await lookAt(page, 'pickup-times-paused-phone');

    // "Until closing" (what "until I resume" became, decision 0027): 04:00 next morning for a shop
    // open around the clock, and the banner says so.
    const closing = await http<{ pausedUntil: string }>(
      'PUT',
      `/api/vendors/${shop.vendor.id}/ordering`,
      { pausedUntil: UNTIL_CLOSING, extraPrepMinutes: 0 },
      shop.session,
    );
    expect(closing.status).toBe(200);
    expect(squash(valleyTime(closing.json.pausedUntil))).toBe('4:00 AM');
    await page.reload();
    await banner.getByText(/Not taking orders until .*4:00\sAM/).waitFor();
    await addToCart(page, 'Carne Asada Taco');
    expect(await page.getByRole('button', { name: 'Ordering paused' }).isDisabled()).toBe(true);

    // The vendor dialog on the map home says the same and still offers the menu.
    const context = await signedInContext(app, shop.session, viewports.desktop);
    const home = await context.newPage();
    const homeWatch = watchPageErrors(home);
    await home.goto('/');
    const card = vendorCard(home, shop.vendor.id);
    await card.getByRole('button').first().click();
    const dialog = home.getByTestId('vendor-detail');
    await dialog.getByTestId('paused-banner').getByText(/Not taking orders until .*4:00\sAM/).waitFor();
    await dialog.getByTestId('menu-item').filter({ hasText: 'Carne Asada Taco' }).waitFor();
    await screenshot(home, 'pickup-times-paused-dialog-desktop');
    await expectAccessible(home);

    // Resumed: the page takes orders again.
    expect(
      (await http('PUT', `/api/vendors/${shop.vendor.id}/ordering`, { pausedUntil: null, extraPrepMinutes: 0 }, shop.session)).status,
    ).toBe(200);
    await expectOrderableAgain(page, shop.vendor, 'Carne Asada Taco', 'paused-banner');
    watch.expectNone();
    homeWatch.expectNone();
  }, 180_000);
});

describeBrowser('pickup times: a closed vendor (issue 23)', () => {
  it('at 375 px: says when it opens, offers only a later time and takes it; without windows nothing can be ordered; the dialog says so', async () => {
    const shop = await createSlotShop();
    expect((await http('PUT', `/api/vendors/${shop.vendor.id}/status`, { override: 'closed' }, shop.session)).status).toBe(200);
    const detail = (await http('GET', `/api/vendors/${shop.vendor.id}`)).json as { isOpen: boolean; opensAt: string };
    expect(detail.isOpen).toBe(false);
    // Mark as Closed lasts until 04:00; the hours are open then.
    const opens = zonedDate(new Date(detail.opensAt), TZ) === zonedDate(new Date(), TZ)
      ? squash(valleyTime(detail.opensAt))
      : `Tomorrow, ${squash(valleyTime(detail.opensAt))}`;

    const page = await app.newPage(viewports.phone);
    const watch = watchPageErrors(page);
    await openPreorder(page, shop.vendor);
    const banner = page.getByTestId('closed-banner');
    await banner.getByText(`Closed now · opens ${opens}`).waitFor();
    await banner.getByText('You can order now for a pickup time when they are open.').waitFor();
    await addToCart(page, 'Carne Asada Taco');
    await fillGuestForm(page);

    // "As soon as possible" cannot be chosen; a later time is asked for.
    const pickup = page.getByTestId('pickup-time');
    const asap = pickup.getByRole('radio', { name: /^As soon as possible/ });
    await asap.waitFor();
    await expect.poll(() => asap.isDisabled()).toBe(true);
    await pickup.getByText('Not while they are closed').waitFor();
    await expect.poll(() => pickup.getByRole('radio', { name: /^Schedule/ }).isChecked()).toBe(true);
    await pickup.getByRole('radio', { name: 'Tomorrow' }).check();
    const eleven = (await pickupTimes(shop.vendor.id, tomorrow()))[2];
    await slotChip(page, eleven.start).click();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await lookAt(page, 'pickup-times-closed-phone');
    await page.getByRole('button', { name: /^Place Preorder/ }).click();
    const confirmation = page.getByTestId('preorder-confirmation');
    await confirmation.waitFor();
    expect(squash(await confirmation.getByTestId('pickup-time-text').textContent())).toBe(
      `Pickup tomorrow at ${squash(valleyTime(eleven.start))}`,
    );

    // Without pickup windows a closed vendor takes nothing until it opens.
    expect((await http('PUT', `/api/vendors/${shop.vendor.id}/pickup-slots`, [], shop.session)).status).toBe(200);
    await page.reload();
    await banner.getByText('You can look at the menu; ordering opens when they do.').waitFor();
    await addToCart(page, 'Horchata');
    const button = page.getByRole('button', { name: 'Closed now' });
    await button.waitFor();
    await expect.poll(() => button.isDisabled()).toBe(true);
    expect(await page.getByTestId('pickup-time').count()).toBe(0);
    await expectAccessible(page);

    // A visitor's vendor dialog on the map says when it opens.
    const home = await app.newPage(viewports.phone);
    const homeWatch = watchPageErrors(home);
    await home.goto('/explore');
    // Below the phone's first screen: the visitor scrolls to it (the cards after the first few come
    // with the first scroll, docs/decisions/0047-islands.md).
    await home.mouse.wheel(0, 400);
    await vendorCard(home, shop.vendor.id).getByRole('button').first().click();
    const dialog = home.getByTestId('vendor-detail');
    await dialog.getByTestId('closed-banner').getByText(`Closed now · opens ${opens}`).waitFor();
    await screenshot(home, 'pickup-times-closed-dialog-phone');
    await expectAccessible(home);

    // Mark as Open: orders "as soon as possible" again.
    expect((await http('PUT', `/api/vendors/${shop.vendor.id}/status`, { override: 'open' }, shop.session)).status).toBe(200);
    await expectOrderableAgain(page, shop.vendor, 'Horchata', 'closed-banner');
    watch.expectNone();
    homeWatch.expectNone();
  }, 180_000);
});

// ---------------------------------------------------------------- Spanish

describeBrowser('pickup times: in Spanish', () => {
  it('offers the slots, the pause and the confirmation in Spanish at 375 and 1280 px', async () => {
    const shop = await createSlotShop();
    const [taco] = shop.items;
    const date = tomorrow();
    const [ten] = await pickupTimes(shop.vendor.id, date);
    expect((await orderOverHttp(shop.vendor.id, taco, ten.start, '(760) 555-0111')).status).toBe(201);

    for (const [name, viewport] of [
      // Desktop first: the phone then places the order that fills the slot.
      ['desktop', viewports.desktop],
      ['phone', viewports.phone],
    ] as const) {
      const page = await app.newPage(viewport, 'es-MX');
      const watch = watchPageErrors(page);
      await openPreorder(page, shop.vendor);
      await menuItem(page, 'Carne Asada Taco').getByRole('button').first().click();
      const pickup = page.getByTestId('pickup-time');
      await pickup.getByText('Hora de recogida', { exact: true }).waitFor();
      await pickup.getByRole('radio', { name: /^Programar/ }).check();
      await pickup.getByRole('radio', { name: 'Mañana' }).check();
      await slotChip(page, ten.start).waitFor();
      expect(squash(await slotChip(page, ten.start).textContent())).toBe(`${squash(valleyTime(ten.start, 'es-US'))} quedan 1`);
      await slotChip(page, ten.start).click();
      await page.getByLabel('Nombre', { exact: true }).fill('Lupe');
      await page.getByLabel('Apellido', { exact: true }).fill('Ortiz');
      await page.getByLabel('Teléfono', { exact: true }).fill('(760) 555-0123');
      await page.getByLabel('Efectivo al recoger').check();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await lookAt(page, `pickup-times-checkout-es-${name}`);
      if (name === 'phone') {
        await page.getByRole('button', { name: /^Hacer pedido/ }).click();
        const confirmation = page.getByTestId('preorder-confirmation');
        await confirmation.waitFor();
        expect(squash(await confirmation.getByTestId('pickup-time-text').textContent())).toBe(
          `Recoger mañana a las ${squash(valleyTime(ten.start, 'es-US'))}`,
        );
        await lookAt(page, 'pickup-times-confirmation-es-phone');
      }
      watch.expectNone();
    }

    // Paused, in Spanish.
    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    const paused = await http('PUT', `/api/vendors/${shop.vendor.id}/ordering`, { pausedUntil: until, extraPrepMinutes: 0 }, shop.session);
    expect(paused.status).toBe(200);
    const page = await app.newPage(viewports.phone, 'es-MX');
    await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    const banner = page.getByTestId('paused-banner');
    await banner.waitFor();
    // 'hasta las 12:07 a. m.' the same day, 'hasta mañana a las 12:07 a. m.' past the valley's midnight.
    const pausedTime = squash(valleyTime(paused.json.pausedUntil, 'es-US'));
    const sameDay = valleyDate(new Date(paused.json.pausedUntil)) === valleyDate(new Date());
    // Spanish says "la 1:44 p. m." but "las 2:44 p. m." (the test runs at any hour of the day).
    const article = /^1(?!\d)/.test(pausedTime) ? 'la' : 'las';
    expect(squash(await banner.textContent())).toContain(
      sameDay ? `No acepta pedidos hasta ${article} ${pausedTime}` : `No acepta pedidos hasta mañana a ${article} ${pausedTime}`,
    );
    await lookAt(page, 'pickup-times-paused-es-phone');
  }, 180_000);
});
