/**
 * What browser tests set up before a page opens: the shop and users of test/support/http-shop.ts
 * (re-exported here, so a browser test imports one module), and a user's session inside a
 * browser context.
 */
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { type setupBrowserApp, viewports } from './browser.js';
import type { Server } from './http-shop.js';

export * from './http-shop.js';

/** Puts `session`'s cookies into a browser context, so its pages are signed in. */
export async function withSession(context: BrowserContext, app: Server, session: { cookie: string }): Promise<void> {
  await context.addCookies(
    session.cookie.split('; ').map((pair) => {
      const eq = pair.indexOf('=');
      return { name: pair.slice(0, eq), value: pair.slice(eq + 1), url: app.baseUrl };
    }),
  );
}

/** A fresh browser context (its own cookies) signed in as `session`, at `viewport` in `locale`. */
export async function signedInContext(
  app: ReturnType<typeof setupBrowserApp>,
  session: { cookie: string },
  viewport: { width: number; height: number } = viewports.desktop,
  locale = 'en-US',
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await app.newContext(viewport, locale, options);
  await withSession(context, app, session);
  return context;
}
