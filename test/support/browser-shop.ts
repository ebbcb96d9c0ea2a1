/**
 * What browser tests set up before a page opens: the shop and users of test/support/http-shop.ts
 * (re-exported here, so a browser test imports one module), and a user's session inside a
 * browser context.
 */
import { randomBytes } from 'node:crypto';
import type { BrowserContext, BrowserContextOptions } from 'playwright-core';
import { type setupBrowserApp, viewports } from './browser.js';
import { signUpLink } from './fake-smtp-server.js';
import { PASSWORD, type Server } from './http-shop.js';

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

/** Signs a browser context in as the user `email` (PASSWORD), through its own request: its cookie jar keeps the session. */
export async function signInContext(context: BrowserContext, email: string): Promise<void> {
  const res = await context.request.post('/api/auth/signin', { data: { email, password: PASSWORD } });
  if (res.status() !== 200) throw new Error(`POST /api/auth/signin: expected 200, got ${res.status()} ${await res.text()}`);
}

/**
 * Signs a new user up through a browser context's own request (a fresh e-mail starting with
 * `prefix`, PASSWORD): its cookie jar keeps the session.
 */
export async function signUpContext(
  context: BrowserContext,
  options: { prefix?: string; firstName?: string } = {},
): Promise<{ email: string }> {
  const email = `${options.prefix ?? 'user'}-${randomBytes(4).toString('hex')}@example.com`;
  const res = await context.request.post('/api/auth/signup', {
    data: { email, password: PASSWORD, firstName: options.firstName ?? 'Rosa' },
  });
  if (res.status() !== 202) throw new Error(`POST /api/auth/signup: expected 202, got ${res.status()} ${await res.text()}`);
  await confirmSignUpContext(context, email);
  return { email };
}

/** Opens the sign-up link e-mailed to `email` (decision 0052) in a browser context: its cookie jar keeps the session. */
export async function confirmSignUpContext(context: BrowserContext, email: string): Promise<void> {
  const { token } = await signUpLink(email);
  const res = await context.request.post('/api/auth/signup/confirm', { data: { token } });
  if (res.status() !== 201) throw new Error(`POST /api/auth/signup/confirm: expected 201, got ${res.status()} ${await res.text()}`);
}
