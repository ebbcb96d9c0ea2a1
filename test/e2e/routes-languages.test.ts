/**
 * Issue Reach, accessibility: every route, as a visitor, as a signed-in vendor and as the
 * administrator, in English and in Spanish, has no serious or critical axe-core violation under
 * WCAG 2.2 A/AA (target size included), and its main heading is in the page's language.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, TEST_ADMIN } from '../support/factories.js';
import { describeBrowser, setupBrowserApp, viewports } from '../support/browser.js';
import { confirmSignUp } from '../support/browser-shop.js';
import { publishByAdmin } from '../support/publish.js';
import { axeViolations } from './helpers.js';

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
  const violations = await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  return violations
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
    // One test per route, each on its caller's page (made once per language): a failure names its
    // route, and no test holds many full-page scans (eleven in one took 43 s on a busy machine).
    describe(lang === 'en' ? 'English' : 'Spanish', () => {
      let visitorPage: Page;
      let vendorPage: Page;
      let adminPage: Page;
      let vendorId = 0;
      beforeAll(async () => {
        visitorPage = await (await app.newContext(viewports.phone, browserLocale)).newPage();
        const vendor = await vendorSession();
        vendorId = vendor.vendorId;
        const signedIn = await app.newContext(viewports.desktop, browserLocale);
        await withCookie(signedIn, vendor.cookie);
        vendorPage = await signedIn.newPage();
        const admin = await app.newContext(viewports.desktop, browserLocale);
        await withCookie(admin, await adminCookie());
        adminPage = await admin.newPage();
      });

      for (const path of visitorRoutes) {
        it(`has no serious or critical axe violation at ${path} as a visitor`, async () => {
          expect(await check(visitorPage, path, lang)).toEqual([]);
        });
      }
      for (const path of vendorRoutes) {
        it(`has no serious or critical axe violation at ${path} as a vendor`, async () => {
          expect(await check(vendorPage, path, lang)).toEqual([]);
        });
      }
      it("has no serious or critical axe violation at the vendor's own preorder page", async () => {
        expect(await check(vendorPage, `/guest-preorder?vendor=${vendorId}`, lang)).toEqual([]);
      });
      it('has no serious or critical axe violation at /ceo-dashboard as the administrator', async () => {
        expect(await check(adminPage, '/ceo-dashboard', lang)).toEqual([]);
      });
    });
  }
});
