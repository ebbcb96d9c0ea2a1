/**
 * Issue 16 item 12: the client tells a lost session by status and error code, never by the
 * (translated) message. A Spanish vendor whose session ends while the app is open is sent to
 * sign in, like an English one, instead of seeing "could not be loaded".
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { es } from '../../src/shared/messages/es/index.js';
import { describeBrowser, setupBrowserApp, viewports } from '../support/browser.js';
import { confirmSignUpContext } from '../support/browser-shop.js';
import { recordNotices } from './helpers.js';

const app = setupBrowserApp();

describeBrowser('a session that ends while the app is open', () => {
  it('sends a Spanish vendor to sign in, not to a load failure', async () => {
    const context = await app.newContext(viewports.phone, 'es-MX');
    const email = `expiry-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await context.request.post('/api/auth/signup', {
      data: { email, password: 'desert-sunset-42', firstName: 'Marisol' },
    });
    expect(signUp.status()).toBe(202);
    await confirmSignUpContext(context, email);
    const vendor = await context.request.post('/api/vendors', {
      data: { businessName: 'Tacos La Palma', cuisine: 'Mexican', address: '45-100 Oasis St, Indio, CA 92201', paymentMethods: ['cash'] },
    });
    expect(vendor.status()).toBe(201);

    const page = await context.newPage();
    const notices = await recordNotices(page);
    // The dashboard's live stream (bell and messages share it) is open before the session ends: a stream
    // still connecting would meet the ended session itself and send the page to sign in from the
    // dashboard (decision 0017) before the tap this test is about.
    let streamsOpen = 0;
    page.on('response', (r) => {
      if (r.url().includes('/api/me/notifications/stream') && r.status() === 200) streamsOpen += 1;
    });
    await page.goto('/vendor-dashboard');
    const analyticsLink = page.getByRole('navigation', { name: es['vendorUi.nav.label'] }).getByRole('link', {
      name: es['vendorUi.nav.analytics'],
    });
    await analyticsLink.waitFor({ timeout: 15_000 });
    await expect.poll(() => streamsOpen, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);

    // The session ends on the server's side (expired, or signed out elsewhere): the browser's
    // cookie no longer names a session, and the server answers 401 "No autorizado".
    await context.clearCookies();
    await analyticsLink.click();

    await page.waitForURL((url) => url.pathname === '/sign-in' && url.searchParams.get('returnTo') === '/vendor-analytics', {
      timeout: 15_000,
    });
    await page.getByRole('heading', { name: es['auth.signIn.title'] }).waitFor({ timeout: 15_000 });
    await expect.poll(() => notices.some((n) => n.includes(es['notice.unauthorized.title'])), { timeout: 5_000 }).toBe(true);
    expect(notices.some((n) => n.includes(es['vendorAnalytics.loadFailed']))).toBe(false);
  });
});
