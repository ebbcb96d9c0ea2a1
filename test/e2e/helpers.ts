/** Shared checks for browser tests: page errors fail a test; accessibility through axe. */
import AxeBuilder from '@axe-core/playwright';
import type { AxeResults } from 'axe-core';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type setupBrowserApp, viewports } from '../support/browser.js';
import { signedInContext, signUpContext } from '../support/browser-shop.js';
import type { FakeTwilio } from '../support/fake-twilio.js';

/**
 * Collects uncaught page errors and console errors. Chromium logs "Failed to load resource" for
 * every 4xx answer; for GET /api/auth/user (a visitor's 401 is how the app learns nobody is
 * signed in) and for the paths in `expectedFailures` that is expected.
 */
export function watchPageErrors(
  page: Page,
  expectedFailures: string[] = [],
): { errors: string[]; expectNone(): void } {
  const errors: string[] = [];
  const allowed = new Set(['/api/auth/user', ...expectedFailures]);
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const url = msg.location().url ?? '';
    if (msg.text().startsWith('Failed to load resource') && allowed.has(new URL(url, 'http://x').pathname)) {
      return;
    }
    errors.push(`console.error: ${msg.text()} (${url})`);
  });
  return {
    errors,
    expectNone() {
      expect(errors).toEqual([]);
    },
  };
}

/**
 * Runs axe (WCAG 2.x A and AA) on the page and checks that no two landmarks share a role and a
 * name; fails with a readable list of what it found.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Colours are judged in their settled state, not mid-fade: while axe looks, the page runs as for
  // a visitor who asks for reduced motion (every animation and transition ends at once, so a
  // toast that starts to fade out during the check is never half transparent), and the checks
  // start once running transitions and entrance animations have ended, including ones that start
  // while waiting. A page that already asks for reduced motion (a test's own emulation) keeps it.
  const reduced = await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await checkSettled(page);
  } finally {
    if (!reduced) await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Waits until no finite CSS animation or transition is running (a dialog's fade-in, a notice's
 * slide or snap-back), including ones that start while waiting; 5 s at most. Endless ones (a
 * spinner) are not waited for. The deterministic wait before a screenshot or a "nothing more
 * appeared" check, instead of a fixed sleep.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const deadline = performance.now() + 5_000;
    for (;;) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
      if (running.length === 0 || performance.now() > deadline) return;
      await Promise.race([
        Promise.all(running.map((a) => a.finished.catch(() => undefined))),
        new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - performance.now()))),
      ]);
    }
  });
}

/**
 * axe-core's violations of the given WCAG tags on the page. It runs in the page itself (legacy mode)
 * and keeps only violations: by default @axe-core/playwright opens a blank page per scan, injects
 * axe's 580 KB there a second time to merge the frames' results, and lists every passing node.
 * Our pages have no cross-origin frames, so the answer is the same; a scan of the vendor dashboard
 * took 0.8 s instead of 2.1 s on the 2-core host, and the browser tests run about 200 scans.
 */
export async function axeViolations(page: Page, tags: string[]): Promise<AxeResults['violations']> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] }) // before withTags, which adds runOnly to these options
    .withTags(tags)
    .setLegacyMode()
    .analyze();
  return results.violations;
}

async function checkSettled(page: Page): Promise<void> {
  await animationsSettled(page);
  const violations = await axeViolations(page, ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const problems = violations.map(
    (v) => `${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n')}`,
  );
  expect([...problems, ...(await repeatedLandmarks(page))]).toEqual([]);
}

const LANDMARK = /^\s*- (banner|complementary|contentinfo|form|main|navigation|region|search)(?: "((?:[^"\\]|\\.)*)")?/;

/**
 * Landmarks a screen reader lists with the same role and name (two "Menu Items" regions, one
 * inside the other), read from the accessibility tree as the browser exposes it. axe's
 * landmark-unique let a nested pair through on the vendor dashboard.
 */
async function repeatedLandmarks(page: Page): Promise<string[]> {
  const counts = new Map<string, number>();
  for (const line of (await page.ariaSnapshot()).split('\n')) {
    const match = LANDMARK.exec(line);
    if (!match) continue;
    const key = `${match[1]} "${match[2] ?? ''}"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > 1).map(([key, n]) => `landmark-repeated: ${key} ×${n}`);
}

/** Whether the page scrolls sideways (a layout that does not fit the viewport). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** A box in page coordinates (the viewport's plus its scroll), so a scroll cannot move it. */
export type PageBox = { x: number; y: number; width: number; height: number };

/**
 * The boxes of several elements read in one frame. Two `boundingBox()` calls are two round
 * trips: a scroll or a banner that comes or goes between them compares one layout with another
 * (a desk test failed CI so). Each locator must match one element.
 */
export async function boxesInOneFrame(page: Page, locators: Locator[]): Promise<PageBox[]> {
  const handles = await Promise.all(locators.map((locator) => locator.elementHandle()));
  return page.evaluate((elements) => {
    return elements.map((element) => {
      const r = (element as Element).getBoundingClientRect();
      return { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height };
    });
  }, handles);
}

/**
 * Records every notice (toast) the page shows and every screen-reader announcement, across
 * navigations. Notices can be up for only 500 ms before a redirect, too short to poll for.
 * Toasts are recorded as "toast: <text>", live-region announcements as "announced: <text>".
 * Each report reaches the test asynchronously (an exposed function): read the list through
 * `expect.poll`, never once right after the page moved on.
 */
export async function recordNotices(page: Page): Promise<string[]> {
  const notices: string[] = [];
  await page.exposeFunction('__recordNotice', (text: string) => {
    notices.push(text);
  });
  await page.addInitScript(() => {
    const seen = new Map<Element, string>();
    const record = (window as unknown as { __recordNotice: (text: string) => void }).__recordNotice;
    const check = () => {
      // Radix renders each toast as an <li> in the "Notifications (F8)" region, and copies its
      // text into a short-lived live region for screen readers.
      const found = document.querySelectorAll('li[data-swipe-direction], [aria-live="assertive"], [aria-live="polite"]');
      for (const el of found) {
        const text = (el.textContent ?? '').trim();
        if (!text || seen.get(el) === text) continue;
        seen.set(el, text);
        record(`${el.tagName === 'LI' ? 'toast' : 'announced'}: ${text}`);
      }
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return notices;
}

/**
 * A new user (signed up in a fresh context at `viewport`) on the vendor registration form. The
 * form asks for the user's vendor first: that 404 (none yet) is expected by `watch`.
 */
export async function openVendorRegistration(
  app: ReturnType<typeof setupBrowserApp>,
  viewport: { width: number; height: number } = viewports.phone,
): Promise<{ context: BrowserContext; page: Page; watch: ReturnType<typeof watchPageErrors> }> {
  const context = await app.newContext(viewport);
  await signUpContext(context, { prefix: 'vendor' });
  const page = await context.newPage();
  const watch = watchPageErrors(page, ['/api/my-vendor']);
  await page.goto('/vendor-registration');
  await page.getByRole('heading', { level: 1, name: 'Vendor Registration' }).waitFor();
  return { context, page, watch };
}

/**
 * The inline code step on a page (or in `box`): "Text me a code", then the code `fake` Twilio
 * texted, typed (it submits itself).
 */
export async function verifyPhoneInline(
  page: Page,
  fake: FakeTwilio,
  phone: string,
  box: Locator = page.getByTestId('verify-phone'),
): Promise<void> {
  await box.waitFor();
  const before = fake.textsTo(phone).length;
  await box.getByRole('button', { name: 'Text me a code' }).click();
  const code = await fake.waitForCode(phone, { after: before });
  await box.getByLabel('6-digit code').pressSequentially(code);
}

/**
 * A verified-phone session over HTTP, as the texted code gives it (POST /api/phone/verify, the code
 * from `fake`'s text, POST /api/phone/verify/check): the session, to hand to `withSession` or `http`.
 */
export async function verifiedPhoneSession(
  app: ReturnType<typeof setupBrowserApp>,
  fake: FakeTwilio,
  phone: string,
): Promise<{ cookie: string }> {
  const before = fake.textsTo(phone).length;
  expect((await app.http('POST', '/api/phone/verify', { phone })).status).toBe(202);
  const code = await fake.waitForCode(phone, { after: before });
  const checked = await app.http('POST', '/api/phone/verify/check', { phone, code });
  expect(checked.status).toBe(200);
  return { cookie: checked.cookie };
}

/** A vendor's card on the map's list. */
export function vendorCard(page: Page, vendorId: number): Locator {
  return page.locator(`[data-testid="vendor-card"][data-vendor-id="${vendorId}"]`);
}

/** `path` (default the map home) in a fresh context signed in as `session`, its page errors watched. */
export async function signedInPage(
  app: ReturnType<typeof setupBrowserApp>,
  session: { cookie: string },
  viewport: { width: number; height: number } = viewports.phone,
  path = '/',
): Promise<{ context: BrowserContext; page: Page; watch: ReturnType<typeof watchPageErrors> }> {
  const context = await signedInContext(app, session, viewport);
  const page = await context.newPage();
  const watch = watchPageErrors(page);
  await page.goto(path);
  return { context, page, watch };
}
