/**
 * SPEC §2 "Landing page": nav, hero, three steps, call to action, footer; the vendor calls to
 * action go to /api/login with a returnTo, Explore Map and Start Exploring open the map home without an account
 * (issue 23); 5 clicks on the title or headline within 3 s open /secret-login.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { confirmSignUp } from '../support/browser-shop.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';
import { publishByAdmin } from '../support/publish.js';

const app = setupBrowserApp();
const HEADLINE = 'Find the best street food in the valley';

async function openLanding(viewport: { width: number; height: number } = viewports.desktop) {
  const page = await app.newPage(viewport);
  const watch = watchPageErrors(page);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
  return { page, watch };
}

function pathOf(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

async function clickTimes(page: Page, selector: string, times: number) {
  for (let i = 0; i < times; i++) await page.locator(selector).click();
}

describeBrowser('landing page', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`shows every part of the landing page at ${viewport.width} px`, async () => {
      const { page, watch } = await openLanding(viewport);
      expect(await page.title()).toBe('Valley Eats · Street food of the Coachella Valley');

      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
      const banner = page.getByRole('banner');
      expect(await banner.getByRole('button', { name: 'Valley Eats' }).getAttribute('title')).toBe('CEO Access');
      await banner.getByRole('link', { name: 'Vendor Sign In' }).waitFor();
      if (viewport.width >= 768) {
        await banner.getByRole('link', { name: 'Find Vendors' }).waitFor();
        await banner.getByRole('link', { name: 'How It Works' }).waitFor();
      } else {
        // On a phone the section links sit behind the menu button.
        const menu = banner.getByRole('button', { name: 'Open menu' });
        await menu.click();
        expect(await banner.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
        await banner.getByRole('link', { name: 'Find Vendors' }).waitFor();
        await banner.getByRole('link', { name: 'How It Works' }).click();
        expect(new URL(page.url()).hash).toBe('#how-it-works');
        await banner.getByRole('link', { name: 'How It Works' }).waitFor({ state: 'hidden' });
        await page.evaluate(() => window.scrollTo(0, 0));
      }

      const main = page.getByRole('main');
      for (const step of ['Find Vendors', 'Browse Menus', 'Support Local']) {
        await main.getByRole('heading', { level: 3, name: step }).waitFor();
      }
      await main.getByRole('heading', { level: 2, name: 'How It Works' }).waitFor();
      await main.getByRole('link', { name: 'Start Exploring' }).waitFor();

      const footer = page.getByRole('contentinfo');
      await footer.getByRole('navigation', { name: 'For Customers' }).waitFor();
      await footer.getByRole('navigation', { name: 'For Vendors' }).waitFor();
      expect(await footer.getByRole('link', { name: 'hello@valleyeats.example' }).getAttribute('href')).toBe(
        'mailto:hello@valleyeats.example',
      );
      expect(await footer.getByRole('link', { name: '(760) 555-0100' }).getAttribute('href')).toBe('tel:+17605550100');
      await footer.getByText('Indio, CA 92201').waitFor();

      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `landing-${name}`, { fullPage: true });
      await expectAccessible(page);
      watch.expectNone();
    });
  }

  it('sends the vendor calls to action to the login, keeping where they lead (issue 24 item 1)', async () => {
    const { page, watch } = await openLanding();
    const targets = {
      'Join as Vendor': { href: '/api/login?returnTo=%2Fvendor-registration&screen=signup', page: '/sign-up', heading: 'Create your account' },
      'Vendor Sign In': { href: '/api/login?returnTo=%2Fvendor-dashboard', page: '/sign-in', heading: 'Welcome back' },
    };
    for (const [name, target] of Object.entries(targets)) {
      const links = page.getByRole('link', { name, exact: true });
      const count = await links.count();
      expect(count, name).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) expect(await links.nth(i).getAttribute('href'), name).toBe(target.href);
    }
    for (const [name, target] of Object.entries(targets)) {
      await page.goto('/');
      const link = page.getByRole('link', { name, exact: true }).first();
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.isNavigationRequest() && new URL(r.url()).pathname === '/api/login'),
        link.click(),
      ]);
      expect(pathOf(request.url()), name).toBe(target.href);
      // /api/login hands over to the sign-in or sign-up page (DESIGN §3), returnTo kept.
      await page.waitForURL((url) => url.pathname === target.page);
      expect(new URL(page.url()).searchParams.get('returnTo'), name).toBe(new URL(target.href, page.url()).searchParams.get('returnTo'));
      await page.getByRole('heading', { level: 1, name: target.heading }).waitFor();
    }
    watch.expectNone();
  });

  it('lets a visitor explore the map without an account, on a phone', async () => {
    const owner = await app.http('POST', '/api/auth/signup', {
      email: 'explore-owner@example.com',
      password: 'desert-bloom-42',
      firstName: 'Rosa',
    });
    expect(owner.status).toBe(202);
    const { cookie } = await confirmSignUp(app, 'explore-owner@example.com');
    const vendor = await app.http<{ id: number }>(
      'POST',
      '/api/vendors',
      { businessName: 'Churros El Paseo', cuisine: 'Desserts', address: '73-400 El Paseo, Palm Desert, CA', phone: '(760) 555-0190', paymentMethods: ['cash'] },
      cookie,
    );
    expect(vendor.status).toBe(201);
    await publishByAdmin(app.baseUrl, vendor.json.id);

    const { page, watch } = await openLanding(viewports.phone);
    for (const name of ['Explore Map', 'Start Exploring']) {
      const links = page.getByRole('link', { name, exact: true });
      for (let i = 0; i < (await links.count()); i++) expect(await links.nth(i).getAttribute('href'), name).toBe('/explore');
    }
    await page.getByRole('link', { name: 'Explore Map', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/explore');
    await page.getByRole('heading', { level: 1, name: 'Street food near you' }).waitFor();
    const card = page.locator(`[data-testid="vendor-card"][data-vendor-id="${vendor.json.id}"]`);
    await card.waitFor();
    // Signing in is offered, never required; nobody is welcomed.
    expect(await page.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/api/login?returnTo=%2Fexplore');
    expect(await page.getByTestId('welcome').count()).toBe(0);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'explore-visitor-phone', { fullPage: true });
    await expectAccessible(page);

    // The vendor's details and its preorder page, still without an account.
    await card.getByRole('button').first().click();
    const dialog = page.getByTestId('vendor-detail');
    await dialog.getByRole('heading', { name: 'Churros El Paseo' }).waitFor();
    expect(await dialog.getByRole('link', { name: /Preorder/ }).getAttribute('href')).toBe(`/guest-preorder?vendor=${vendor.json.id}`);
    expect(new URL(page.url()).pathname).toBe('/explore');
    watch.expectNone();
  });

  it('opens /secret-login after 5 clicks on the title within 3 s', async () => {
    const { page } = await openLanding(viewports.phone);
    await clickTimes(page, '[data-testid="site-title"]', 5);
    await page.waitForURL((url) => url.pathname === '/secret-login');
    await page.getByRole('heading', { level: 1, name: 'CEO Access' }).waitFor();
  });

  it('opens /secret-login after 5 clicks on the headline', async () => {
    const { page } = await openLanding();
    await clickTimes(page, 'h1', 5);
    await page.waitForURL((url) => url.pathname === '/secret-login');
  });

  it('stays put after 4 clicks, a 3.5 s pause and 1 more click', async () => {
    const { page } = await openLanding();
    // The page's own clock: the pause is skipped over, not waited for.
    await page.clock.install();
    await clickTimes(page, '[data-testid="site-title"]', 4);
    await page.clock.fastForward(3500);
    await clickTimes(page, '[data-testid="site-title"]', 1);
    await page.clock.fastForward(500);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
  });
});
