/**
 * The front-end budget, enforced (docs/decisions/0011-front-end-budgets.md, 0039): Lighthouse (the
 * npm package, on Debian's Chromium, nothing leaves localhost) scores the first routes — the
 * landing page, the map home (signed in, and a visitor's), the guest preorder page (where a
 * vendor's short link /v/:id leads) and an order's tracking link — built as production serves
 * them, at least 95 for performance and 100 for accessibility under its mobile preset (simulated 4×
 * CPU slow-down and slow 4G; the median of 5 runs, each printed with its total blocking time and
 * the page's script bytes as they came over the wire, whose medians must stay within 150 ms and
 * 70 KB) and under its desktop preset (median of 3); accessibility is audited in the first run of
 * each. Its Vitest project is a group of its own, with none of our other tests running
 * (vitest.config.ts). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { chromiumPath, describeBrowser, setupBrowserApp } from '../support/browser.js';
import { confirmSignUp, createShop, placeOrder } from '../support/browser-shop.js';

const app = setupBrowserApp({ SEED_DEMO: 'true' });
/** Runs per page: a phone's score moves more from run to run, so it gets more runs. */
const RUNS = { mobile: 5, desktop: 3 } as const;

let chrome: chromeLauncher.LaunchedChrome | undefined;
let cookie = '';
let vendorId = 0;
let trackingToken = '';

beforeAll(async () => {
  if (!app.server) return;
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const signUp = await fetch(`${app.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'lighthouse@example.com',
      password: 'desert-bloom-42',
      firstName: 'Lupe',
      lastName: 'Lighthouse',
    }),
  });
  expect(signUp.status).toBe(202);
  ({ cookie } = await confirmSignUp(app, 'lighthouse@example.com'));
  const vendors = (await (await fetch(`${app.baseUrl}/api/vendors`)).json()) as { vendor: { id: number } }[];
  expect(vendors.length).toBeGreaterThan(0);
  vendorId = vendors[0].vendor.id;
  // An order to follow, as a guest opens its tracking link from the text that confirms it.
  const shop = await createShop(app);
  ({ trackingToken } = await placeOrder(app, shop, { phone: '(760) 555-0199' }));
}, 120_000);

afterAll(async () => {
  await chrome?.kill();
});

interface Scores {
  performance: number;
  accessibility: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** The page's script as it came over the wire (brotli), bytes. */
  scriptBytes: number;
  summary: string;
  /** Lighthouse could not measure (a runtime error), as opposed to measuring a low score. */
  failed?: boolean;
}

type Preset = 'desktop' | 'mobile';

/**
 * One Lighthouse run. `accessibility`: also audit the page's accessibility (axe over the same
 * page, whatever the CPU does: the first run of a page and preset does it, the others measure speed
 * only). No full-page screenshot: nothing here reads it, and it cost every run its time.
 */
async function audit(path: string, signedIn: boolean, preset: Preset, accessibility: boolean): Promise<Scores> {
  const result = await lighthouse(
    `${app.baseUrl}${path}`,
    {
      port: chrome!.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: accessibility ? ['performance', 'accessibility'] : ['performance'],
      disableFullPageScreenshot: true,
      extraHeaders: signedIn ? { Cookie: cookie } : undefined,
    },
    // Lighthouse's default configuration is its mobile preset.
    preset === 'desktop' ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  // LIGHTHOUSE_REPORT_DIR=dir keeps each run's full report there, to read where the time went.
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = `${preset}-${signedIn ? 'signed-in' : 'visitor'}${path.replace(/[^a-z0-9]+/gi, '-')}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(lhr));
    const trace = (result!.artifacts as { Trace?: unknown } | undefined)?.Trace;
    if (trace) writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name.replace(/\.json$/, '.trace.json')), JSON.stringify(trace));
  }
  if (lhr.runtimeError) {
    return {
      performance: 0,
      accessibility: 0,
      tbt: Number.POSITIVE_INFINITY,
      scriptBytes: Number.POSITIVE_INFINITY,
      summary: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
      failed: true,
    };
  }
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? lhr.audits[id]?.errorMessage ?? '?';
  // What the page's scripts weighed on the wire (brotli from our server), from Lighthouse's own list.
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scriptBytes = requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: lhr.categories.accessibility ? Math.round((lhr.categories.accessibility.score ?? 0) * 100) : Number.NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.POSITIVE_INFINITY,
    scriptBytes,
    // The host's CPU benchmark (Lighthouse's benchmarkIndex, measured with each run) tells a slow page
    // from a slow machine when a run scores low.
    summary: `TBT ${metric('total-blocking-time')}, scripts ${(scriptBytes / 1024).toFixed(1)} KB, FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, CLS ${metric('cumulative-layout-shift')}, host CPU benchmark ${Math.round(lhr.environment.benchmarkIndex)}${failedA11y.length ? `; accessibility failures: ${failedA11y.join(', ')}` : ''}${lhr.runWarnings.length ? `; warnings: ${lhr.runWarnings.join(' / ')}` : ''}`,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describeBrowser('Lighthouse', () => {
  const pages: [name: string, path: () => string, signedIn: boolean][] = [
    ['the landing page', () => '/', false],
    ['the map home', () => '/', true],
    ["a visitor's map home", () => '/explore', false],
    ['the guest preorder page', () => `/guest-preorder?vendor=${vendorId}`, false],
    ['the order tracking page', () => `/order-tracking?token=${trackingToken}`, false],
  ];
  for (const preset of ['desktop', 'mobile'] as const) {
    for (const [name, path, signedIn] of pages) {
      it(`scores ${name} at least 95 for performance and 100 for accessibility on ${preset} (median of ${RUNS[preset]})`, async () => {
        const runs: Scores[] = [];
        for (let i = 0; i < RUNS[preset]; i++) {
          // A run that could not record its trace (NO_NAVSTART and the like) measured nothing:
          // Lighthouse's own advice is to run again, twice at most.
          const withAccessibility = i === 0;
          let scores = await audit(path(), signedIn, preset, withAccessibility);
          for (let retry = 0; scores.failed && retry < 2; retry++) scores = await audit(path(), signedIn, preset, withAccessibility);
          runs.push(scores);
        }
        const report = runs
          .map((r, i) => `run ${i + 1}: performance ${r.performance}${i === 0 ? `, accessibility ${r.accessibility}` : ''} (${r.summary})`)
          .join('\n');
        console.info(`Lighthouse ${preset}, ${name} (${path()}):\n${report}`);
        expect(median(runs.map((r) => r.performance)), report).toBeGreaterThanOrEqual(95);
        expect(runs[0].accessibility, report).toBe(100);
        if (preset === 'mobile') {
          // What a phone gets before its first touch: at most 70 KB of script and 150 ms blocked.
          expect(median(runs.map((r) => r.scriptBytes)), report).toBeLessThanOrEqual(70 * 1024);
          expect(median(runs.map((r) => r.tbt)), report).toBeLessThanOrEqual(150);
        }
      }, 480_000);
    }
  }
});
