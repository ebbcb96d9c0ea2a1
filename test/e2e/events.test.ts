/**
 * Event management in the browser (SPEC §2 "Event management", §3, §4, §5, §8): the administrator
 * creates events through the admin API, a vendor registers through the modal form, the
 * administrator approves with a location, and the vendor sees the decision; the administrator
 * places approved vendors on the event's site and customers see who is where (decision 0038).
 * Visitors and users without a vendor profile get 'Login Required'.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectStatus, signInContext, signUp } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, recordNotices, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const ADMIN = { username: 'ceo', password: 'correct-horse-battery' };

async function signUpVendor(businessName: string) {
  const user = await signUp(app, { prefix: 'events', firstName: 'Marisol' });
  await expectStatus(
    app,
    201,
    'POST',
    '/api/vendors',
    { businessName, cuisine: 'Mexican', address: '45-100 Oasis St, Indio, CA 92201', paymentMethods: ['cash'] },
    user.cookie,
  );
  return user;
}

async function adminCookie() {
  return (await expectStatus(app, 200, 'POST', '/secret-admin-login', ADMIN)).cookie;
}

interface CreatedEvent {
  id: number;
  name: string;
}

async function createEvent(admin: string, body: Record<string, unknown>) {
  return (await expectStatus<CreatedEvent>(app, 201, 'POST', '/admin/api/events', body, admin)).json;
}

/**
 * Waits for a visible notice (toast) with this title and description. Radix renders each as an
 * <li> in the notifications region (found by CSS: while a modal is open the region is hidden from
 * the accessibility tree, and the notice reaches screen readers through Radix's live region).
 */
async function noticeWith(page: Page, title: string, description: string) {
  const notices = page.locator('li[data-swipe-direction]');
  await notices.filter({ hasText: title }).filter({ hasText: description }).waitFor();
}

const squash = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** A registration card's details: each <dt> with its <dd>. */
async function detailsOf(card: Locator): Promise<Record<string, string>> {
  const terms = await card.locator('dt').allTextContents();
  const values = await card.locator('dd').allTextContents();
  return Object.fromEntries(terms.map((term, i) => [squash(term), squash(values[i])]));
}

describeBrowser('event management', () => {
  it('registers through the modal, then shows the administrator’s approval', async () => {
    const admin = await adminCookie();
    const market = await createEvent(admin, {
      name: 'VillageFest Night Market',
      type: 'Night Market',
      startDate: '2031-03-14',
      endDate: '2031-03-16',
      venue: 'Palm Canyon Drive, Palm Springs',
      description: 'Three evenings of street food, music and makers downtown.',
      specialLocations: ['North Corner', 'Fountain Plaza', 'Arenas Road'],
    });
    const festival = await createEvent(admin, {
      name: 'Date Festival Food Row',
      type: 'Festival',
      startDate: '2031-04-05',
      endDate: '2031-04-05',
      venue: 'Riverside County Fairgrounds, Indio',
    });
    const vendor = await signUpVendor('Taqueria El Sol');

    const context = await app.newContext(viewports.desktop);
    await signInContext(context, vendor.email);
    const page = await context.newPage();
    const watch = watchPageErrors(page, [`/api/events/${festival.id}/register`]);
    const notices = await recordNotices(page);
    await page.goto('/event-management');
    await page.getByRole('heading', { level: 1, name: 'Event Management' }).waitFor();

    // The available events, dates in valley-friendly words.
    const events = page.getByRole('region', { name: 'Available Events' });
    const marketCard = events.getByRole('article', { name: market.name });
    await marketCard.waitFor();
    expect(squash(await marketCard.textContent())).toContain('Fri, Mar 14 – Sun, Mar 16, 2031');
    expect(squash(await marketCard.textContent())).toContain('Palm Canyon Drive, Palm Springs');
    expect(squash(await marketCard.textContent())).toContain('Night Market');
    expect(await marketCard.getByRole('listitem').allTextContents()).toEqual(['North Corner', 'Fountain Plaza', 'Arenas Road']);
    const festivalCard = events.getByRole('article', { name: festival.name });
    expect(squash(await festivalCard.textContent())).toContain('Sat, Apr 5, 2031');
    const mine = page.getByRole('region', { name: 'My Registrations' });
    await mine.getByText('You have not registered for any events yet.').waitFor();
    await screenshot(page, 'event-management-desktop-empty', { fullPage: true });
    await expectAccessible(page);

    // The modal: the preferred location is required.
    const register = marketCard.getByRole('button', { name: `Register for ${market.name}` });
    await register.click();
    const dialog = page.getByRole('dialog', { name: `Register for ${market.name}` });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Submit Registration' }).click();
    await dialog.getByText('Preferred location is required').waitFor();
    const location = dialog.getByLabel('Preferred location');
    expect(await location.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    // Choose one of the event's special locations (or type one), add a menu and notes, submit.
    await dialog.getByRole('button', { name: 'Fountain Plaza' }).click();
    expect(await location.inputValue()).toBe('Fountain Plaza');
    expect(await dialog.getByRole('button', { name: 'Fountain Plaza' }).getAttribute('aria-pressed')).toBe('true');
    expect(await dialog.getByText('Preferred location is required').count()).toBe(0);
    await dialog.getByLabel('Special menu (optional)').fill('Birria tacos, elote, agua de jamaica');
    await dialog.getByLabel('Notes (optional)').fill('We need one 20 A outlet.');
    await screenshot(page, 'event-management-dialog-desktop');
    await dialog.getByRole('button', { name: 'Submit Registration' }).click();
    await noticeWith(page, 'Registration Submitted!', `Your registration for ${market.name} has been sent for review.`);
    await dialog.waitFor({ state: 'detached' });
    // Read out to screen readers as well (Radix copies the notice into a live region).
    await expect.poll(() => notices.some((n) => /^announced: .*Registration Submitted!.*for review\./.test(n)), { timeout: 5_000 }).toBe(true);

    // Pending, and the Register button is now a disabled 'Registered'.
    const registration = mine.getByRole('article', { name: market.name });
    await registration.waitFor();
    expect(squash(await registration.getByTestId('registration-status').textContent())).toBe('Status: pending');
    expect(await detailsOf(registration)).toEqual({
      'Requested location': 'Fountain Plaza',
      'Approved location': 'Not assigned yet',
      'Registration fee': 'No fee set',
      Payment: 'Not paid',
      'Special menu': 'Birria tacos, elote, agua de jamaica',
      Notes: 'We need one 20 A outlet.',
    });
    const registered = marketCard.getByRole('button', { name: 'Registered' });
    expect(await registered.isDisabled()).toBe(true);
    expect(await marketCard.getByRole('button', { name: /^Register for/ }).count()).toBe(0);
    await screenshot(page, 'event-management-pending-desktop');
    // Focus went to the registrations, not lost on the now-disabled button.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('My Registrations');

    // A registration the server refuses: the event closes while the form is open.
    await festivalCard.getByRole('button', { name: `Register for ${festival.name}` }).click();
    const festivalDialog = page.getByRole('dialog', { name: `Register for ${festival.name}` });
    await festivalDialog.getByLabel('Preferred location').fill('Next to the main stage');
    await expectStatus(app, 200, 'PATCH', `/admin/api/events/${festival.id}`, { isActive: false }, admin);
    await festivalDialog.getByRole('button', { name: 'Submit Registration' }).click();
    await noticeWith(page, 'Registration Failed', 'This event is not open for registration');
    await expect.poll(() => notices.some((n) => /^announced: .*Registration Failed.*not open for registration/.test(n)), { timeout: 5_000 }).toBe(true);
    await festivalDialog.waitFor();
    await festivalDialog.getByRole('button', { name: 'Cancel' }).click();
    await festivalCard.waitFor({ state: 'detached' }); // the list was reloaded: the event is closed

    // The administrator approves with a location and a fee.
    const list = await expectStatus<{ id: number; eventId: number; status: string }[]>(
      app,
      200,
      'GET',
      `/admin/api/event-registrations?eventId=${market.id}`,
      undefined,
      admin,
    );
    expect(list.json.map((r) => r.status)).toEqual(['pending']);
    await expectStatus(
      app,
      200,
      'PATCH',
      `/admin/api/event-registrations/${list.json[0].id}`,
      { status: 'approved', approvedLocation: 'Fountain Plaza, stall 4', registrationFee: 150 },
      admin,
    );
    await page.reload();
    const approved = page.getByRole('region', { name: 'My Registrations' }).getByRole('article', { name: market.name });
    await approved.waitFor();
    expect(squash(await approved.getByTestId('registration-status').textContent())).toBe('Status: approved');
    expect(await detailsOf(approved)).toMatchObject({
      'Requested location': 'Fountain Plaza',
      'Approved location': 'Fountain Plaza, stall 4',
      'Registration fee': '$150.00',
      Payment: 'Not paid',
    });
    expect(await page.getByRole('button', { name: 'Registered' }).isDisabled()).toBe(true);
    await screenshot(page, 'event-management-desktop', { fullPage: true });
    await expectAccessible(page);

    await page.setViewportSize(viewports.phone);
    await approved.waitFor();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'event-management-phone', { fullPage: true });
    await expectAccessible(page);
    watch.expectNone();
  });

  it('opens the form on a phone and keeps it usable', async () => {
    const admin = await adminCookie();
    const event = await createEvent(admin, {
      name: 'Coachella Valley Food Truck Rally',
      type: 'Rally',
      startDate: '2031-05-10',
      endDate: '2031-05-10',
      venue: 'Civic Center Park, Palm Desert',
      specialLocations: ['Lakeside', 'Amphitheater Lawn'],
    });
    const vendor = await signUpVendor('Dulce Desierto');
    const context = await app.newContext(viewports.phone);
    await signInContext(context, vendor.email);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/event-management');
    const card = page.getByRole('article', { name: event.name });
    await card.getByRole('button', { name: `Register for ${event.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Register for ${event.name}` });
    await dialog.getByLabel('Preferred location').fill('By the fountain');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'event-management-dialog-phone');
    await expectAccessible(page);
    // Escape closes the dialog and focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Radix gives focus back in the frame after the dialog went: a retrying read, not one look.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Register for ${event.name}`);
    watch.expectNone();
  });

  it('places approved vendors on the event site, and customers on a phone see who is where', async () => {
    const admin = await adminCookie();
    const event = await createEvent(admin, {
      name: 'Fairgrounds Taco Night',
      type: 'night_market',
      startDate: '2031-06-14',
      endDate: '2031-06-14',
      venue: 'Riverside County Fairgrounds, Indio',
      specialLocations: ['Main Stage Plaza', 'Date Palm Row'],
    });
    /** A live vendor with an approved registration for the event. */
    const approvedVendor = async (businessName: string) => {
      const user = await signUp(app, { prefix: 'events', firstName: 'Rosa' });
      const vendor = await expectStatus<{ id: number }>(
        app,
        201,
        'POST',
        '/api/vendors',
        { businessName, cuisine: 'Mexican', address: '82-503 Hwy 111, Indio, CA 92201', paymentMethods: ['cash'] },
        user.cookie,
      );
      await expectStatus(app, 200, 'POST', `/admin/api/vendors/${vendor.json.id}/publish`, undefined, admin);
      const registration = await expectStatus<{ id: number }>(
        app,
        201,
        'POST',
        `/api/events/${event.id}/register`,
        { requestedLocation: 'Main Stage Plaza' },
        user.cookie,
      );
      await expectStatus(app, 200, 'PATCH', `/admin/api/event-registrations/${registration.json.id}`, { status: 'approved' }, admin);
      return { registrationId: registration.json.id, email: user.email };
    };
    const elotes = await approvedVendor('Elotes Doña Rosa');
    const birriaRegistration = (await approvedVendor('Birria Boys')).registrationId;
    // One vendor is already placed (not premium); the administrator places the other on a phone.
    await expectStatus(
      app,
      200,
      'PUT',
      `/admin/api/event-registrations/${birriaRegistration}/site`,
      { locationName: 'Date Palm Row, spot 3', latitude: 33.7192, longitude: -116.2215, isPremium: false },
      admin,
    );

    const adminContext = await app.newContext(viewports.phone);
    const signedIn = await adminContext.request.post('/secret-admin-login', { data: ADMIN });
    expect(signedIn.status()).toBe(200);
    const page = await adminContext.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/ceo-dashboard');
    const tab = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: /Registrations/ });
    await tab.click();
    await page.getByRole('button', { name: /^Approved \(/ }).click();
    const card = page.locator('[data-registration="Elotes Doña Rosa"]');
    await expect.poll(() => card.getByText('Not placed yet').isVisible(), { timeout: 15_000 }).toBe(true);
    await card.getByRole('button', { name: `Place Elotes Doña Rosa on the site of ${event.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Place Elotes Doña Rosa on the site' });
    await dialog.waitFor();

    // The same rules as the server: a name, and a position inside the valley.
    await dialog.getByLabel('Latitude').fill('36.1699'); // Las Vegas
    await dialog.getByLabel('Longitude').fill('-115.1398');
    await dialog.getByRole('button', { name: 'Save spot' }).click();
    await dialog.getByText('Name the spot, e.g. Row B, spot 4 (up to 120 characters)').waitFor();
    expect(await dialog.getByText('The pin must be inside the Coachella Valley').count()).toBe(2);
    expect(await dialog.getByLabel('Spot name').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('Spot name').fill('Main Stage Plaza, spot 1');
    await dialog.getByLabel('Latitude').fill('33.7186');
    await dialog.getByLabel('Longitude').fill('-116.2205');
    await dialog.getByLabel('Premium spot').check();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'event-site-form-phone');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save spot' }).click();
    await noticeWith(page, 'Spot saved', 'Elotes Doña Rosa is at Main Stage Plaza, spot 1.');
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Main Stage Plaza, spot 1').waitFor();
    await card.getByText('Premium', { exact: true }).waitFor();
    await card.getByRole('button', { name: `Edit the spot of Elotes Doña Rosa at ${event.name}` }).waitFor();
    watch.expectNone();

    // A customer on a phone: who is where, the premium spot first.
    const visitor = await app.newPage(viewports.phone);
    const watchVisitor = watchPageErrors(visitor);
    await visitor.goto('/events');
    const eventCard = visitor.getByRole('article', { name: event.name });
    const whoIsWhere = eventCard.getByRole('list', { name: `Who’s where at ${event.name}` });
    await whoIsWhere.waitFor();
    await eventCard.getByRole('heading', { name: 'Who’s where' }).waitFor();
    const entries = whoIsWhere.getByRole('listitem');
    expect((await entries.allTextContents()).map(squash)).toEqual([
      'Elotes Doña RosaPremiumMain Stage Plaza, spot 1Directions',
      'Birria BoysDate Palm Row, spot 3Directions',
    ]);
    await entries.first().getByText('Premium', { exact: true }).waitFor();
    const directions = whoIsWhere.getByRole('link', { name: 'Directions to Elotes Doña Rosa at Main Stage Plaza, spot 1' });
    expect(await directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=33.7186,-116.2205');
    await eventCard.scrollIntoViewIfNeeded();
    expect(await horizontalOverflow(visitor)).toBeLessThanOrEqual(0);
    await screenshot(eventCard, 'events-who-is-where-phone');
    await screenshot(visitor, 'events-who-is-where-phone-page', { fullPage: true });
    await expectAccessible(visitor);
    watchVisitor.expectNone();

    // In Spanish, the same list in Spanish words.
    const spanish = await app.newPage(viewports.phone, 'es-MX');
    await spanish.goto('/events');
    const spanishList = spanish.getByRole('article', { name: event.name }).getByRole('list', { name: `Quién está dónde en ${event.name}` });
    await spanishList.waitFor();
    await spanishList.getByRole('link', { name: 'Cómo llegar a Elotes Doña Rosa en Main Stage Plaza, spot 1' }).waitFor();

    // The vendor sees its spot on its own registration.
    const vendorContext = await app.newContext(viewports.phone);
    await signInContext(vendorContext, elotes.email);
    const vendorPage = await vendorContext.newPage();
    await vendorPage.goto('/event-management');
    const mine = vendorPage.getByRole('region', { name: 'My Registrations' }).getByRole('article', { name: event.name });
    await mine.waitFor();
    expect(await detailsOf(mine)).toMatchObject({ 'Your spot on the site': 'Main Stage Plaza, spot 1 · premium' });
  });

  it('says Login Required to a visitor and to a user without a vendor profile', async () => {
    const visitor = await app.newPage(viewports.phone);
    const watchVisitor = watchPageErrors(visitor);
    await visitor.goto('/event-management');
    await visitor.getByRole('heading', { name: 'Login Required' }).waitFor();
    expect(new URL(visitor.url()).pathname).toBe('/event-management');
    expect(await visitor.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/api/login?returnTo=%2Fevent-management',
    );
    expect(await visitor.getByRole('region', { name: 'Available Events' }).count()).toBe(0);
    await screenshot(visitor, 'event-management-visitor-phone');
    await expectAccessible(visitor);

    // Customers find the events themselves, without signing in, types in words.
    const admin = await adminCookie();
    await createEvent(admin, {
      name: 'Indio Night Market',
      type: 'night_market',
      startDate: '2031-05-09',
      endDate: '2031-05-09',
      venue: 'Miles Ave Park, Indio',
      description: 'Tacos, elote and live music under the palms.',
      specialLocations: ['North lot'],
      isActive: true,
    });
    await visitor.getByRole('link', { name: 'See what is coming up' }).click();
    await visitor.waitForURL((url) => url.pathname === '/events');
    await visitor.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    const card = visitor.getByRole('article', { name: 'Indio Night Market' });
    await card.getByText('Night Market', { exact: true }).waitFor();
    await card.getByText('Miles Ave Park, Indio').waitFor();
    expect(await card.getByRole('button').count()).toBe(0);
    expect(await horizontalOverflow(visitor)).toBeLessThanOrEqual(0);
    await screenshot(visitor, 'events-public-phone', { fullPage: true });
    await expectAccessible(visitor);
    watchVisitor.expectNone();

    const user = await signUp(app, { prefix: 'events', firstName: 'Iris' });
    const context = await app.newContext(viewports.desktop);
    await signInContext(context, user.email);
    const page = await context.newPage();
    const watch = watchPageErrors(page, ['/api/my-vendor']);
    await page.goto('/event-management');
    await page.getByRole('heading', { name: 'Login Required' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create Vendor Profile' }).getAttribute('href')).toBe('/vendor-registration');
    await expectAccessible(page);
    watch.expectNone();
  });
});
