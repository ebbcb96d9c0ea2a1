/**
 * Browser tests: the built app on a fresh data directory (a copy of the migrated template),
 * driven by playwright-core in Debian's Chromium. Without Chromium the tests are skipped with a
 * printed notice, except under CI=true where that is a failure.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
  type PageScreenshotOptions,
} from 'playwright-core';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { httpRequest, ServerProcess, testServerEnv } from './server-process.js';
import { copyTemplate, repoRoot } from './template.js';
import { fakeTwilioForFile } from './phone.js';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);

if (!hasChromium && process.env.CI === 'true') {
  throw new Error(`Chromium not found at ${chromiumPath}; browser tests must run under CI`);
}

if (!hasChromium) console.warn(`[browser tests skipped: no Chromium at ${chromiumPath}]`);

/** describe() when Chromium is present; skipped (with the notice above) otherwise. */
export const describeBrowser = describe.skipIf(!hasChromium);

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts the real server (src/server/main.ts) on a fresh copy of the template database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-e2e-'));
  copyTemplate(inject('pgliteTemplate'), path.join(dataDir, 'pglite'));
  const server = new ServerProcess({
    env: { ...testServerEnv({ dataDir, clientDir: inject('clientDir') }), ...env },
    startTimeoutMs: 60_000,
  });
  try {
    await server.start();
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    baseUrl: server.baseUrl,
    dataDir,
    output: () => server.output(),
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1280, height: 800 },
} as const;

// One home for requests to a running server (scripts and the ops tests use it too).
export { type HttpAnswer, httpRequest } from './server-process.js';

const readyPages = new WeakSet<Page>();

/**
 * The landing page, the map home and a guest preorder link arrive drawn by the server: on screen
 * before the app's script has made them answer to a click (docs/decisions/0039). After a load,
 * `goto` and `reload` also wait for the app to say it is ready (`<html data-ready>`, set once the
 * first page is rendered or hydrated), as a person waits for a page to finish loading. A load that
 * is not the app (a JSON answer, a redirect elsewhere) has no #root and is not waited for; a page
 * that never gets ready fails on the test's own next check.
 */
function waitForAppAfterLoads(page: Page): void {
  if (readyPages.has(page)) return;
  readyPages.add(page);
  const ready = () =>
    page
      .waitForFunction(() => document.documentElement.dataset.ready === 'true' || !document.getElementById('root'), null, {
        timeout: 15_000,
      })
      .catch(() => undefined);
  const goto = page.goto.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/**
 * One server and one browser for a test file. `newPage()` opens a page in a fresh context
 * (its own cookies) at the given viewport.
 */
export function setupBrowserApp(env: Record<string, string> = {}) {
  const handle = {
    server: undefined as unknown as RunningServer,
    browser: undefined as unknown as Browser,
    contexts: [] as BrowserContext[],
    get baseUrl() {
      return handle.server.baseUrl;
    },
    /**
     * A fresh context; the browser speaks `locale` (English unless a test asks for another).
     * `options` adds Playwright's own (a granted geolocation, say).
     */
    async newContext(viewport: { width: number; height: number } = viewports.desktop, locale = 'en-US', options: BrowserContextOptions = {}) {
      const context = await handle.browser.newContext({ ...options, viewport, baseURL: handle.server.baseUrl, locale });
      handle.contexts.push(context);
      context.on('page', waitForAppAfterLoads);
      const newPage = context.newPage.bind(context);
      context.newPage = async () => {
        const page = await newPage();
        waitForAppAfterLoads(page);
        return page;
      };
      return context;
    },
    async newPage(viewport: { width: number; height: number } = viewports.desktop, locale = 'en-US'): Promise<Page> {
      const context = await handle.newContext(viewport, locale);
      return context.newPage();
    },
    /** `httpRequest` against this file's server. */
    http<T = any>(method: string, path: string, body?: unknown, session?: string | { cookie: string }) {
      return httpRequest<T>(handle.server.baseUrl, method, path, body, session);
    },
  };
  beforeAll(async () => {
    if (!hasChromium) return;
    [handle.server, handle.browser] = await Promise.all([startServer(env), launchBrowser()]);
  }, 90_000);
  afterAll(async () => {
    for (const c of handle.contexts) await c.close().catch(() => {});
    await handle.browser?.close();
    await handle.server?.stop();
  });
  return handle;
}

/**
 * `setupBrowserApp` whose server texts through a fake Twilio started before it (phone codes, order
 * texts): `twilio.fake` reads what was sent.
 */
export function setupBrowserAppWithTexts(env: Record<string, string> = {}) {
  const twilio = fakeTwilioForFile(env);
  return { app: setupBrowserApp(env), twilio };
}

/** `SCREENSHOTS=1` keeps the browser tests' screenshots; without it none is taken. */
const takeScreenshots = process.env.SCREENSHOTS === '1';

/**
 * A screenshot for people to look at, test-results/screenshots/<name>.png, taken only when
 * SCREENSHOTS=1 (`SCREENSHOTS=1 npx vitest run --project browser test/e2e/<file>`): nothing
 * asserts on them, and the ~185 of a run, half of them full-page, cost time on every run; the
 * browser tests take none any other way. Without SCREENSHOTS=1 a part of the page is still waited
 * for until it is visible and scrolled into view, as its screenshot did, so a test checks the same
 * either way.
 */
export async function screenshot(page: Page, name: string, options?: ScreenshotOptions): Promise<void>;
export async function screenshot(part: Locator, name: string): Promise<void>;
export async function screenshot(target: Page | Locator, name: string, options: ScreenshotOptions = {}): Promise<void> {
  const file = path.join(repoRoot, 'test-results/screenshots', `${name}.png`);
  if (isLocator(target)) {
    if (takeScreenshots) await target.screenshot({ path: file });
    else await target.scrollIntoViewIfNeeded();
    return;
  }
  if (takeScreenshots) await target.screenshot({ path: file, ...options });
}

type ScreenshotOptions = Pick<PageScreenshotOptions, 'fullPage' | 'clip'>;

function isLocator(target: Page | Locator): target is Locator {
  return !('goto' in target);
}

/**
 * Scrolls the page to `part` as a person does: a turn of the mouse wheel (a person's scroll starts
 * with a wheel, a touch or a key), then into view. A scroll made by script alone is not a
 * visitor's first intent (src/client/lib/hydrate-on-intent.ts): a phone's drawn page would stay
 * the server's HTML, as it does for a page that scrolls by itself.
 */
export async function scrollLikeAPerson(page: Page, part: Locator): Promise<void> {
  await page.mouse.wheel(0, 200);
  await part.scrollIntoViewIfNeeded();
}
