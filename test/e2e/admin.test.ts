/**
 * The administrator dashboard in the browser (SPEC §2 "Admin login and dashboard", §4, §5, §8,
 * §9; DESIGN §5): platform stats, promotions and advertisements (validation texts, defaults,
 * LIVE / INACTIVE / EXPIRED, edit, switch off, delete), events with special locations, a
 * vendor's registration approved with a location, vendor contact links and deactivation, a lost
 * session, and every tab at 375 and 1280 px. The server starts empty: the vendor is made over HTTP.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { animationsSettled, expectAccessible, horizontalOverflow, recordNotices, watchPageErrors } from './helpers.js';
import { expectStatus, signUp } from '../support/browser-shop.js';
import { publishByAdmin } from '../support/publish.js';
import { PHOTO_PNG } from '../support/uploads.js';

const app = setupBrowserApp();
const ADMIN = { username: 'ceo', password: 'correct-horse-battery' };



/** A vendor owner with a profile, made over HTTP. */
async function makeVendor(businessName: string) {
  const signup = await signUp(app, { prefix: 'admin-e2e', firstName: 'Marisol', lastName: 'Reyes' });
  const vendor = await expectStatus(
    app,
    201,
    'POST',
    '/api/vendors',
    {
      businessName,
      cuisine: 'Mexican',
      address: '45-100 Jackson St, Indio, CA 92201',
      phone: '(760) 555-0142',
      paymentMethods: ['cash'],
    },
    signup.cookie,
  );
  await publishByAdmin(app.baseUrl, (vendor.json as { id: number }).id);
  return { email: signup.email, cookie: signup.cookie, vendor: vendor.json as { id: number; businessName: string } };
}

/** 'YYYY-MM-DD' in the valley (the server reads plain dates in its VALLEY_TZ, Los Angeles by default). */
function valleyDate(days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Los_Angeles',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
  return parts;
}

async function logIn(page: Page) {
  await page.goto('/secret-login');
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/ceo-dashboard');
  await page.getByRole('heading', { level: 1, name: 'CEO Dashboard' }).waitFor();
}

async function openTab(page: Page, name: string) {
  const tab = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name });
  await tab.click();
  await expect.poll(() => tab.getAttribute('aria-selected'), SLOW).toBe('true');
}

/** Waits for a visible notice (toast) with this title (and description when given). */
async function notice(page: Page, title: string, description?: string) {
  let item = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: title });
  if (description) item = item.filter({ hasText: description });
  await item.waitFor();
}

/** The server shares two cores with other work: give polls time. */
const SLOW = { timeout: 15_000 };

const stat = (page: Page, key: string) => page.locator(`[data-stat="${key}"]`);

describeBrowser('CEO dashboard', () => {
  it('runs the platform: stats, promotions, ads, events, registrations and vendors', async () => {
    const owner = await makeVendor('Dune Dogs');
    const page = await app.newPage(viewports.desktop);
    const watch = watchPageErrors(page);
    const notices = await recordNotices(page);
    await logIn(page);

    // ---- overview: the five platform stats
    await expect.poll(() => stat(page, 'totalVendors').textContent(), SLOW).toBe('1');
    expect(await stat(page, 'totalUsers').textContent()).toBe('1');
    expect(await stat(page, 'totalOrders').textContent()).toBe('0');
    expect(await stat(page, 'totalReviews').textContent()).toBe('0');
    expect(await stat(page, 'totalEvents').textContent()).toBe('0');
    expect(await page.getByRole('tabpanel').getByRole('term').allTextContents()).toEqual([
      'Users',
      'Vendors',
      'Orders',
      'Reviews',
      'Events',
    ]);
    await screenshot(page, 'admin-overview-stats-desktop');

    // ---- the tabs work from the keyboard and remember the choice in the address
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
    await tabs.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => tabs.getByRole('tab', { name: 'Vendors' }).getAttribute('aria-selected'), SLOW).toBe('true');
    expect(await tabs.getByRole('tab', { name: 'Vendors' }).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(new URL(page.url()).search).toBe('?tab=vendors');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => tabs.getByRole('tab', { name: 'Overview' }).getAttribute('aria-selected'), SLOW).toBe('true');

    // ---- promotions: SPEC §5 texts on an empty submit, SPEC §9 defaults, no error notice
    await openTab(page, 'Promotions');
    const promoForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Promotion' }) });
    expect(await promoForm.getByLabel('Type').textContent()).toContain('Discount');
    expect(await promoForm.getByLabel('Discount value').inputValue()).toBe('0');
    await promoForm.getByRole('button', { name: 'Create Promotion' }).click();
    for (const text of ['Title is required', 'Description is required', 'Start date is required', 'End date is required']) {
      await promoForm.getByText(text, { exact: true }).waitFor();
    }
    expect(await promoForm.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    expect(await promoForm.getByText('Type is required').count()).toBe(0);
    await screenshot(page, 'admin-promotion-errors-desktop');

    await promoForm.getByLabel('Title').fill('Taco Tuesday');
    await promoForm.getByLabel('Description').fill('20% off every taco on Tuesdays.');
    await promoForm.getByLabel('Discount value').fill('20');
    await promoForm.getByLabel('Start date').fill(valleyDate(0));
    await promoForm.getByLabel('End date').fill(valleyDate(14));
    await promoForm.getByRole('button', { name: 'Create Promotion' }).click();
    await notice(page, 'Promotion Created!');
    const taco = page.locator('[data-promotion="Taco Tuesday"]');
    await taco.getByText('LIVE', { exact: true }).waitFor();
    expect(await taco.getByText('Discount value 20').count()).toBe(1);
    // The form is back to its defaults.
    expect(await promoForm.getByLabel('Title').inputValue()).toBe('');
    expect(await promoForm.getByLabel('Discount value').inputValue()).toBe('0');
    const live = await expectStatus(app, 200, 'GET', '/api/promotions/active');
    expect(live.json.map((p: { title: string }) => p.title)).toContain('Taco Tuesday');

    // Edit in a dialog (PATCH), switch off and on.
    await taco.getByRole('button', { name: 'Edit Taco Tuesday' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Promotion' });
    await editDialog.getByLabel('Title').fill('Taco Tuesday Deluxe');
    await screenshot(page, 'admin-promotion-edit-desktop');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await editDialog.waitFor({ state: 'detached' });
    const deluxe = page.locator('[data-promotion="Taco Tuesday Deluxe"]');
    await deluxe.getByText('LIVE', { exact: true }).waitFor();
    await deluxe.getByRole('button', { name: 'Deactivate Taco Tuesday Deluxe' }).click();
    await deluxe.getByText('INACTIVE', { exact: true }).waitFor();
    await deluxe.getByRole('button', { name: 'Activate Taco Tuesday Deluxe' }).click();
    await deluxe.getByText('LIVE', { exact: true }).waitFor();

    // An expired promotion shows EXPIRED, and is deleted after a confirmation.
    const expired = await page.context().request.post('/admin/api/promotions', {
      data: {
        title: 'Last Spring Special',
        description: 'Over already.',
        type: 'bogo',
        startDate: valleyDate(-10),
        endDate: valleyDate(-3),
      },
    });
    expect(expired.status()).toBe(201);
    await page.getByRole('button', { name: 'Refresh' }).click();
    const old = page.locator('[data-promotion="Last Spring Special"]');
    await old.getByText('EXPIRED', { exact: true }).waitFor();
    await screenshot(page, 'admin-promotions-desktop', { fullPage: true });
    await old.getByRole('button', { name: 'Delete Last Spring Special' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete “Last Spring Special”?' });
    await confirm.waitFor();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await old.waitFor({ state: 'detached' });
    await notice(page, 'Promotion deleted');

    // ---- advertisements: defaults visible, SPEC §5 texts, created LIVE with its counters
    await openTab(page, 'Advertisements');
    const adForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Advertisement' }) });
    expect(await adForm.getByLabel('Ad type').textContent()).toContain('Banner');
    expect(await adForm.getByLabel('Placement').textContent()).toContain('Homepage');
    expect(await adForm.getByLabel('Amount paid ($)').inputValue()).toBe('0');
    expect(await adForm.getByLabel('Duration (hours)').inputValue()).toBe('24');
    await adForm.getByRole('button', { name: 'Create Advertisement' }).click();
    for (const text of ['Title is required', 'Message is required', 'Amount must be greater than 0']) {
      await adForm.getByText(text, { exact: true }).waitFor();
    }
    await adForm.getByLabel('Duration (hours)').fill('0');
    await adForm.getByRole('button', { name: 'Create Advertisement' }).click();
    await adForm.getByText('Duration must be at least 1 hour', { exact: true }).waitFor();
    await screenshot(page, 'admin-ad-errors-desktop');

    await adForm.getByLabel('Title').fill('Late-night tacos');
    await adForm.getByLabel('Message').fill('Open until 2 AM on Highway 111.');
    await adForm.getByLabel('Placement').click();
    await page.getByRole('option', { name: 'Search' }).click();
    await adForm.getByLabel('Amount paid ($)').fill('120');
    await adForm.getByLabel('Duration (hours)').fill('48');
    await adForm.getByRole('button', { name: 'Create Advertisement' }).click();
    await notice(page, 'Advertisement Created!');
    const ad = page.locator('[data-ad="Late-night tacos"]');
    await ad.getByText('LIVE', { exact: true }).waitFor();
    expect(await ad.getByText('$120.00').count()).toBe(1);
    expect(await ad.locator('[data-metric="impressions"]').textContent()).toBe('0');
    expect(await adForm.getByLabel('Amount paid ($)').inputValue()).toBe('0');

    // Customers see it on the search placement; the counters follow.
    const shown = await expectStatus(app, 200, 'GET', '/api/ads?placement=search');
    const publicAd = shown.json.find((a: { title: string }) => a.title === 'Late-night tacos');
    expect(publicAd).toBeTruthy();
    await expectStatus(app, 204, 'POST', `/api/ads/${publicAd.id}/click`);
    // Impressions are written in batches every few seconds: refresh until they arrive.
    const refresh = page.getByRole('button', { name: 'Refresh' });
    await expect
      .poll(
        async () => {
          await refresh.click();
          await expect.poll(() => refresh.isEnabled(), SLOW).toBe(true);
          return `${await ad.locator('[data-metric="impressions"]').textContent()}/${await ad.locator('[data-metric="clicks"]').textContent()}`;
        },
        { timeout: 20_000, interval: 1000 },
      )
      .toBe('1/1');

    // ---- events: created with special locations from the list editor
    await openTab(page, 'Events');
    const eventForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Event' }) });
    await eventForm.getByRole('button', { name: 'Create Event' }).click();
    await eventForm.getByText('Event name is required', { exact: true }).waitFor();
    await eventForm.getByLabel('Event name').fill('VillageFest Night');
    await eventForm.getByLabel('Event type').fill('Street fair');
    await eventForm.getByLabel('Start date').fill(valleyDate(3));
    await eventForm.getByLabel('End date').fill(valleyDate(4));
    await eventForm.getByLabel('Venue (optional)').fill('Palm Canyon Dr, Palm Springs');
    await eventForm.getByLabel('Description (optional)').fill('Thursday night street fair downtown.');
    const locations = eventForm.getByLabel('Special locations', { exact: true });
    await locations.fill('Fountain Plaza');
    await locations.press('Enter');
    await locations.fill('Arenas Corner');
    await eventForm.getByRole('button', { name: 'Add', exact: true }).click();
    await locations.fill('fountain plaza');
    await locations.press('Enter');
    await eventForm.getByText('fountain plaza is already on the list.').waitFor();
    await locations.fill('Museum Steps');
    await locations.press('Enter');
    await eventForm.getByRole('button', { name: 'Remove Museum Steps' }).click();
    const added = eventForm.getByRole('list', { name: 'Special locations added' }).getByRole('listitem');
    expect(await added.allTextContents()).toEqual(['Fountain Plaza', 'Arenas Corner']);
    await screenshot(page, 'admin-event-form-desktop');
    await eventForm.getByRole('button', { name: 'Create Event' }).click();
    await notice(page, 'Event Created!');
    const festCard = page.locator('[data-event="VillageFest Night"]');
    await festCard.getByText('Upcoming').waitFor();
    expect(await festCard.getByText('Arenas Corner').count()).toBe(1);
    expect(await eventForm.getByLabel('Event name').inputValue()).toBe('');

    // ---- the vendor registers over HTTP; the administrator approves it with a location
    const open = await expectStatus(app, 200, 'GET', '/api/events');
    const fest = open.json.find((e: { name: string }) => e.name === 'VillageFest Night');
    expect(fest.specialLocations).toEqual(['Fountain Plaza', 'Arenas Corner']);
    await expectStatus(
      app,
      201,
      'POST',
      `/api/events/${fest.id}/register`,
      { requestedLocation: 'Near the fountain', notes: 'We bring our own generator.' },
      owner.cookie,
    );

    await openTab(page, 'Registrations');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const card = page.locator('[data-registration="Dune Dogs"]');
    await card.getByText('Pending', { exact: true }).waitFor();
    expect(await card.getByText('VillageFest Night').count()).toBe(1);
    expect(await card.getByText('We bring our own generator.').count()).toBe(1);
    expect(await tabs.getByRole('tab', { name: /Registrations/ }).textContent()).toContain('1');
    await card.getByRole('button', { name: 'Approve Dune Dogs for VillageFest Night' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve Dune Dogs' });
    const approvedLocation = approve.getByLabel('Approved location');
    expect(await approvedLocation.inputValue()).toBe('Near the fountain');
    const chips = approve.getByRole('group', { name: 'Special locations' }).getByRole('button');
    expect(await chips.allTextContents()).toEqual(['Near the fountain(requested)', 'Fountain Plaza', 'Arenas Corner']);
    await chips.filter({ hasText: 'Arenas Corner' }).click();
    expect(await approvedLocation.inputValue()).toBe('Arenas Corner');
    expect(await chips.filter({ hasText: 'Arenas Corner' }).getAttribute('aria-pressed')).toBe('true');
    await approve.getByLabel('Registration fee ($)').fill('35');
    await approve.getByLabel('Fee paid').check();
    await screenshot(page, 'admin-approve-dialog-desktop');
    await expectAccessible(page);
    await approve.getByRole('button', { name: 'Approve Registration' }).click();
    await notice(page, 'Registration approved', 'Dune Dogs will set up at Arenas Corner.');
    await page.getByText('No registrations have this status.').waitFor();
    await page.getByRole('button', { name: 'Approved (1)' }).click();
    await card.getByText('Approved', { exact: true }).waitFor();
    expect(await card.getByText('Arenas Corner').count()).toBe(1);
    expect(await card.getByText('$35.00 · paid').count()).toBe(1);
    const mine = await expectStatus(app, 200, 'GET', '/api/my-vendor/events', undefined, owner.cookie);
    expect(mine.json[0]).toMatchObject({
      status: 'approved',
      approvedLocation: 'Arenas Corner',
      registrationFee: '35.00',
      isPaid: true,
    });

    // ---- vendors: owner, contact links, deactivation hides the vendor from customers
    await openTab(page, 'Vendors');
    await page.getByRole('button', { name: 'Refresh' }).click();
    const dogs = page.locator('li').filter({ has: page.getByRole('heading', { name: 'Dune Dogs' }) });
    await dogs.getByText('Marisol Reyes').waitFor();
    expect(await dogs.getByText(owner.email).count()).toBe(1);
    expect(await dogs.getByText('(760) 555-0142').count()).toBe(1);
    expect(await dogs.getByText('No reviews yet').count()).toBe(1);
    await dogs.getByRole('button', { name: 'Contact Dune Dogs' }).click();
    const contact = page.getByRole('dialog', { name: 'Contact Dune Dogs' });
    expect(await contact.getByRole('link', { name: /Send an email/ }).getAttribute('href')).toBe(
      `mailto:${owner.email}?subject=Valley%20Eats`,
    );
    expect(await contact.getByRole('link', { name: /Call the vendor/ }).getAttribute('href')).toBe('tel:+17605550142');
    await contact.getByRole('button', { name: 'Close' }).first().click();
    await contact.waitFor({ state: 'detached' });

    const before = await expectStatus(app, 200, 'GET', '/api/vendors');
    expect(before.json.map((v: { vendor: { id: number } }) => v.vendor.id)).toContain(owner.vendor.id);
    await dogs.getByRole('button', { name: 'Deactivate Dune Dogs' }).click();
    const sure = page.getByRole('alertdialog', { name: 'Deactivate Dune Dogs?' });
    await screenshot(page, 'admin-deactivate-confirm-desktop');
    await sure.getByRole('button', { name: 'Deactivate' }).click();
    await notice(page, 'Vendor deactivated', 'Dune Dogs is hidden from customers.');
    await dogs.getByText('Deactivated', { exact: true }).waitFor();
    await dogs.getByRole('button', { name: 'Reactivate Dune Dogs' }).waitFor();
    const after = await expectStatus(app, 200, 'GET', '/api/vendors');
    expect(after.json.map((v: { vendor: { id: number } }) => v.vendor.id)).not.toContain(owner.vendor.id);

    // SPEC §8: the admin creation forms never showed an error notice.
    expect(notices.filter((n) => n.startsWith('toast: Error'))).toEqual([]);
    watch.expectNone();
  }, 180_000);

  it('says a failed creation in the form, not in a notice (SPEC §8)', async () => {
    const page = await app.newPage(viewports.desktop);
    const watch = watchPageErrors(page, ['/admin/api/promotions']);
    const notices = await recordNotices(page);
    await logIn(page);
    await openTab(page, 'Promotions');
    await page.route('**/admin/api/promotions', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Internal Server Error' }),
          })
        : route.fallback(),
    );
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Promotion' }) });
    await form.getByLabel('Title').fill('Will fail');
    await form.getByLabel('Description').fill('The server is down.');
    await form.getByLabel('Start date').fill(valleyDate(0));
    await form.getByLabel('End date').fill(valleyDate(1));
    await form.getByRole('button', { name: 'Create Promotion' }).click();
    await form.getByRole('alert').filter({ hasText: 'Internal Server Error' }).waitFor();
    await animationsSettled(page); // a notice would be sliding in by now
    expect(notices.filter((n) => n.startsWith('toast:'))).toEqual([]);
    expect(await form.getByLabel('Title').inputValue()).toBe('Will fail');
    watch.expectNone();
  });

  it('sends the administrator back to the login when the session is gone', async () => {
    const page = await app.newPage(viewports.desktop);
    const watch = watchPageErrors(page, ['/admin/api/vendors']);
    const notices = await recordNotices(page);
    await logIn(page);
    await openTab(page, 'Vendors');
    await page.getByRole('heading', { name: 'All vendors' }).waitFor();
    // The session ends elsewhere (another tab logs out).
    expect((await page.context().request.post('/admin-logout', { data: {} })).status()).toBe(200);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForURL((url) => url.pathname === '/secret-login');
    await expect.poll(() => notices, { timeout: 5_000 }).toContain('toast: UnauthorizedYou are logged out. Logging in again...');
    watch.expectNone();
  });

  it('keeps the weather rules: the form checks what the server will, a rule is added, switched off and deleted', async () => {
    const page = await app.newPage(viewports.desktop);
    const watch = watchPageErrors(page);
    await logIn(page);
    await openTab(page, 'Weather');
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add rule' }) });
    await form.getByRole('button', { name: 'Add rule' }).click();
    await form.getByText('Name one to eight cuisines (up to 80 characters each)').waitFor();
    await form.getByText('Write a message of up to 200 characters').waitFor();

    await form.getByLabel('At or above (°F)').fill('100');
    await form.getByLabel('Cuisines to suggest').fill('Desserts, Hawaiian ,');
    await form.getByLabel('Message customers see').fill('Cool off with raspados.');
    await form.getByRole('button', { name: 'Add rule' }).click();
    await notice(page, 'Weather rule added');
    const card = page.locator('[data-weather-rule="Cool off with raspados."]');
    await card.getByText('any sky, 100°F and above').waitFor();
    await card.getByText('Desserts, Hawaiian').waitFor();
    const admin = (await expectStatus(app, 200, 'POST', '/secret-admin-login', ADMIN)).cookie;
    const rules = await expectStatus(app, 200, 'GET', '/admin/api/weather-recommendations', undefined, admin);
    expect(rules.json).toEqual([
      { id: expect.any(Number), weatherCondition: 'any', temperature: 100, recommendedCuisines: ['Desserts', 'Hawaiian'], message: 'Cool off with raspados.', isActive: true },
    ]);

    await card.getByRole('button', { name: /^Deactivate/ }).click();
    await notice(page, 'Weather rule deactivated');
    await card.getByText('INACTIVE', { exact: true }).waitFor();
    await card.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await notice(page, 'Weather rule deleted');
    await card.waitFor({ state: 'detached' });
    watch.expectNone();
  });

  it('judges a reported post with its photo, its author and who reported it and why (issue 44 item 5)', async () => {
    const author = await signUp(app, { prefix: 'poster', firstName: 'Beto' });
    const reporter = await signUp(app, { prefix: 'reporter', firstName: 'Lupe' });
    const silent = await signUp(app, { prefix: 'silent', firstName: 'Nico' });
    const ticket = await expectStatus<{ uploadURL: string; objectPath: string }>(app, 200, 'POST', '/api/objects/upload', {}, author);
    const put = await fetch(new URL(ticket.json.uploadURL, app.baseUrl), {
      method: 'PUT',
      headers: { 'content-type': 'image/png', cookie: author.cookie },
      body: PHOTO_PNG,
    });
    expect(put.status).toBe(200);
    const post = await expectStatus<{ id: number }>(
      app,
      201,
      'POST',
      '/api/posts',
      { type: 'photo', content: 'Best tacos in Indio, call me', photos: [ticket.json.objectPath], vendorId: null },
      author,
    );
    await expectStatus(app, 200, 'POST', `/api/posts/${post.json.id}/report`, { reason: 'A phone number for a scam' }, reporter);
    await expectStatus(app, 200, 'POST', `/api/posts/${post.json.id}/report`, {}, silent);

    const page = await app.newPage(viewports.desktop);
    const watch = watchPageErrors(page);
    await logIn(page);
    await openTab(page, 'Reported posts');
    const card = page.locator(`[data-reported-post="${post.json.id}"]`);
    await card.getByText('2 reports').waitFor();
    await card.getByText(`Posted by Beto (${author.email})`).waitFor();
    const photo = card.getByRole('img', { name: 'Photo 1 from Beto’s post' });
    await photo.waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), SLOW).toBe(true);
    const reports = card.getByTestId('reported-post-reports').getByRole('listitem');
    await expect.poll(() => reports.allInnerTexts(), SLOW).toEqual([
      expect.stringMatching(new RegExp(`^Nico \\(${silent.email}\\), .+: No reason given$`)),
      expect.stringMatching(new RegExp(`^Lupe \\(${reporter.email}\\), .+: A phone number for a scam$`)),
    ]);
    await expectAccessible(page);
    await screenshot(page, 'admin-reported-post');
    watch.expectNone();
  });

  for (const [size, viewport] of [
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const) {
    it(`lays out every tab at ${viewport.width} px, accessibly`, async () => {
      const page = await app.newPage(viewport);
      const watch = watchPageErrors(page);
      await logIn(page);
      for (const [tab, ready] of [
        ['Overview', 'Right now'],
        ['Vendors', 'All vendors'],
        ['Promotions', 'Create Promotion'],
        ['Advertisements', 'Create Advertisement'],
        ['Events', 'Create Event'],
        ['Registrations', 'Event registrations'],
        ['Weather', 'Add a weather rule'],
        ['Attractions', 'Add an attraction'],
        ['Challenges', 'Add a challenge'],
      ]) {
        await openTab(page, tab);
        const panel = page.getByRole('tabpanel');
        await panel.getByRole('heading', { name: ready }).first().waitFor();
        await panel.getByRole('status').first().waitFor({ state: 'detached', timeout: 10_000 });
        expect(await horizontalOverflow(page), `${tab} at ${size}`).toBeLessThanOrEqual(0);
        await screenshot(page, `admin-${tab.toLowerCase()}-${size}`, { fullPage: true });
        await expectAccessible(page);
      }
      if (size === 'phone') {
        // The tab list scrolls sideways on a phone; the chosen tab is scrolled into view.
        const list = page.getByRole('tablist', { name: 'Dashboard sections' });
        expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth && el.scrollLeft > 0)).toBe(true);
        const box = (await list.getByRole('tab', { name: /Registrations/ }).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      watch.expectNone();
    }, 120_000);
  }
});
