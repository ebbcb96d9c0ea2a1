/**
 * Issue Reach, accessibility: every route, as a visitor, as a signed-in vendor and as the
 * administrator, in English and in Spanish, has no serious or critical axe-core violation under
 * WCAG 2.2 A/AA (target size included), and its main heading is in the page's language.
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { adminEnv, TEST_ADMIN } from '../support/factories.js';
import { describeBrowser, setupBrowserApp, viewports } from '../support/browser.js';
import { confirmSignUp } from '../support/browser-shop.js';
import { publishByAdmin } from '../support/publish.js';

const app = setupBrowserApp(adminEnv);

async function post(path: string, body: unknown, cookie?: string) {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { res, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

async function vendorSession() {
  const email = `routes-${randomBytes(4).toString('hex')}@example.com`;
  const { res } = await post('/api/auth/signup', { email, password: 'desert-bloom-42', firstName: 'Rosa' });
  expect(res.status).toBe(202);
  const { cookie } = await confirmSignUp(app, email);
  const vendor = await post(
    '/api/vendors',
    { businessName: 'Birria La Reina', cuisine: 'Mexican', address: '82-500 Hwy 111, Indio, CA 92201', paymentMethods: ['cash'] },
    cookie,
  );
  expect(vendor.res.status).toBe(201);
  const { id } = (await vendor.res.json()) as { id: number };
  await publishByAdmin(app.baseUrl, id);
  return { cookie, vendorId: id };
}

async function adminCookie() {
  const { res, cookie } = await post('/secret-admin-login', TEST_ADMIN);
  expect(res.status).toBe(200);
  return cookie;
}

async function withCookie(context: BrowserContext, cookie: string) {
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: app.baseUrl };
    }),
  );
}

async function check(page: Page, path: string, lang: 'en' | 'es'): Promise<string[]> {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  // Live streams keep the network busy: wait for loading placeholders to go instead.
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 5_000 }).catch(() => undefined);
  expect(await page.locator('html').getAttribute('lang'), path).toBe(lang);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${lang} ${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const visitorRoutes = [
  '/',
  '/explore',
  '/sign-in',
  '/sign-up',
  '/secret-login',
  '/order-tracking',
  '/loyalty-program',
  '/guest-preorder',
  '/vendor-analytics',
  '/event-management',
  '/no-such-page',
];
const vendorRoutes = [
  '/',
  '/vendor-dashboard',
  '/vendor-preorders',
  '/vendor-kitchen',
  '/vendor-poster',
  '/vendor-analytics',
  '/event-management',
];

describeBrowser('every route in both languages', () => {
  for (const [lang, browserLocale] of [
    ['en', 'en-US'],
    ['es', 'es-MX'],
  ] as const) {
    const language = lang === 'en' ? 'English' : 'Spanish';
    // One test per kind of caller: each stays well within the browser tests' time limit.
    it(`has no serious or critical axe violation in ${language}: a visitor's routes`, async () => {
      const problems: string[] = [];
      const visitor = await app.newContext(viewports.phone, browserLocale);
      const visitorPage = await visitor.newPage();
      for (const path of visitorRoutes) problems.push(...(await check(visitorPage, path, lang)));
      expect(problems).toEqual([]);
    });

    it(`has no serious or critical axe violation in ${language}: a vendor's and the administrator's routes`, async () => {
      const problems: string[] = [];
      const vendor = await vendorSession();
      const signedIn = await app.newContext(viewports.desktop, browserLocale);
      await withCookie(signedIn, vendor.cookie);
      const vendorPage = await signedIn.newPage();
      for (const path of [...vendorRoutes, `/guest-preorder?vendor=${vendor.vendorId}`]) {
        problems.push(...(await check(vendorPage, path, lang)));
      }

      const admin = await app.newContext(viewports.desktop, browserLocale);
      await withCookie(admin, await adminCookie());
      const adminPage = await admin.newPage();
      problems.push(...(await check(adminPage, '/ceo-dashboard', lang)));
      expect(problems).toEqual([]);
    });
  }
});
