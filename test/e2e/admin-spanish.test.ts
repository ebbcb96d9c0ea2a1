/**
 * The administrator's area in Spanish (issue 44 friction 7): the header offers the language
 * switch, and every tab of /ceo-dashboard, on the demo data, shows no English text of the admin
 * catalogues (src/shared/messages/{en,es}/admin*.ts) nor English button words, at 375 and 1280 px.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { en } from '../../src/shared/messages/en/index.js';
import { es } from '../../src/shared/messages/es/index.js';
import { ADMIN_TABS } from '../../src/client/components/admin/tabs.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { adminEnv, TEST_ADMIN } from '../support/factories.js';
import { horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp({ ...adminEnv, SEED_DEMO: 'true' });

/** English texts of the admin catalogues that Spanish says differently (no placeholders, 2+ words). */
const englishAdminTexts = (Object.keys(en) as (keyof typeof en)[])
  .filter((key) => /^admin(Ui|Api)?\./.test(key))
  .map((key) => [en[key], es[key]] as const)
  .filter(([english, spanish]) => english !== spanish && !english.includes('{') && /\S+\s+\S+/.test(english))
  .map(([english]) => english);

/** Button and status words an English screen would show. */
const ENGLISH_WORDS = /\b(Edit|Delete|Refresh|Retry|Save|Cancel|Create|Approve|Reject|Pending|Active|Inactive|Expired|Logout|Overview|Vendors|Promotions|Advertisements|Registrations|Weather|Attractions|Challenges)\b/;

async function adminPage(viewport: { width: number; height: number }, locale: string): Promise<Page> {
  const context = await app.newContext(viewport, locale);
  const res = await context.request.post('/secret-admin-login', { data: TEST_ADMIN });
  expect(res.status()).toBe(200);
  return context.newPage();
}

/**
 * The English admin texts visible on the page now, and English words on its controls (buttons,
 * tabs, labels, headings, column heads: the page's own words, not the data, such as a demo event's
 * English description, which is shown as it was written).
 */
async function englishOnScreen(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  const found = englishAdminTexts.filter((english) => text.includes(english));
  const controls = await page.locator('button, [role=tab], label, th, h1, h2, legend').allInnerTexts();
  const words = controls.map((c) => ENGLISH_WORDS.exec(c)?.[0]).filter((w) => w !== undefined);
  return [...found, ...words];
}

describeBrowser('the admin area in Spanish (issue 44 friction 7)', () => {
  it.each([
    ['phone', viewports.phone],
    ['desktop', viewports.desktop],
  ] as const)('shows every tab in Spanish at %s size', async (name, viewport) => {
    expect(englishAdminTexts.length).toBeGreaterThan(50);
    const page = await adminPage(viewport, 'es-MX');
    const watch = watchPageErrors(page);
    await page.goto('/ceo-dashboard');
    await page.getByRole('heading', { level: 1, name: es['admin.dashboard.title'] }).waitFor();
    await page.getByRole('button', { name: es['admin.logout'] }).waitFor();
    // The header's brand, language switch and logout side by side, none over another.
    const header = page.getByRole('banner');
    const boxes = await Promise.all(
      [header.getByRole('link').first(), header.getByTestId('language-switch'), header.getByRole('button', { name: es['admin.logout'] })].map(
        async (part) => (await part.boundingBox())!,
      ),
    );
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width);
    expect(boxes.at(-1)!.x + boxes.at(-1)!.width).toBeLessThanOrEqual(viewport.width);
    for (const tab of ADMIN_TABS) {
      await page.goto(tab === 'overview' ? '/ceo-dashboard' : `/ceo-dashboard?tab=${tab}`);
      const panel = page.getByRole('tabpanel');
      await panel.waitFor();
      // The tab's data has arrived (its loading state is gone).
      await expect.poll(() => panel.getByRole('status').filter({ hasText: /Cargando|Loading/ }).count()).toBe(0);
      await expect.poll(() => englishOnScreen(page), { timeout: 5000 }).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `admin-es-${tab}-${name}`, { fullPage: true });
    }
    watch.expectNone();
  });

  it('switches the admin area between English and Spanish from its header', async () => {
    const page = await adminPage(viewports.desktop, 'en-US');
    await page.goto('/ceo-dashboard');
    await page.getByRole('heading', { level: 1, name: en['admin.dashboard.title'] }).waitFor();
    await page.getByTestId('language-switch').click();
    await page.getByRole('heading', { level: 1, name: es['admin.dashboard.title'] }).waitFor();
    await page.getByRole('button', { name: es['admin.logout'] }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: es['admin.dashboard.title'] }).waitFor();
    await screenshot(page, 'admin-es-switched-desktop');
  });
});
