/**
 * DESIGN §8 front-end budgets, enforced: the first route (the landing page a visitor opens)
 * needs at most 100 KB (100,000 bytes) of gzipped JavaScript. Counted: every script the page
 * itself loads until the network is quiet (not the service worker's precaching), each gzipped
 * at level 9 as the build's .gz copies are.
 */
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeBrowser, setupBrowserApp, viewports } from '../support/browser.js';

const app = setupBrowserApp();
const FIRST_ROUTE_JS_BUDGET = 100_000;

describeBrowser('front-end budgets', () => {
  it('the landing page loads at most 100 KB of gzipped JavaScript', async () => {
    const page = await app.newPage(viewports.phone);
    const scripts = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || response.request().serviceWorker()) return;
      scripts.set(
        new URL(response.url()).pathname,
        response.body().then((body) => gzipSync(body, { level: 9 }).length),
      );
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Find the best street food in the valley' }).waitFor();
    await page.waitForLoadState('networkidle');

    const sizes = await Promise.all([...scripts].map(async ([path, size]) => [path, await size] as const));
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const report = sizes
      .sort((a, b) => b[1] - a[1])
      .map(([path, size]) => `${(size / 1000).toFixed(1)} kB ${path}`)
      .join('\n');
    console.info(`First route JavaScript: ${(total / 1000).toFixed(1)} kB gzipped\n${report}`);
    // The app's own code is there: the entry and the landing page's chunk.
    expect(sizes.some(([path]) => /\/assets\/index-.*\.js$/.test(path))).toBe(true);
    expect(sizes.some(([path]) => /\/assets\/landing-.*\.js$/.test(path))).toBe(true);
    expect(total, report).toBeLessThanOrEqual(FIRST_ROUTE_JS_BUDGET);
  });
});
