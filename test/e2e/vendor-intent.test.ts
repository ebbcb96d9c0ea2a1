/**
 * Issue 24 item 1: a call to action that needs an account keeps its intent through sign-up and
 * sign-in. On a phone (375 px), "Join as Vendor" → create an account → the vendor registration
 * form; "Join as Vendor" → "Sign in" instead → the same form; "Vendor Sign In" → the dashboard.
 * Never off-site: a crafted returnTo falls back to the home page.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, setupBrowserApp, viewports } from '../support/browser.js';
import { confirmSignUp } from '../support/browser-shop.js';
import { signUpLink } from '../support/fake-smtp-server.js';
import { watchPageErrors } from './helpers.js';

const app = setupBrowserApp();
const HEADLINE = 'Find the best street food in the valley';
const PASSWORD = 'mecca-dates-2026';

function newEmail(): string {
  return `intent-${randomUUID().slice(0, 8)}@example.com`;
}

async function createUser(): Promise<{ email: string; password: string }> {
  const user = { email: newEmail(), password: PASSWORD, firstName: 'Lupe' };
  const res = await app.http('POST', '/api/auth/signup', user);
  expect(res.status).toBe(202);
  await confirmSignUp(app, user.email);
  return user;
}

async function openLandingOnPhone(): Promise<{ page: Page; watch: ReturnType<typeof watchPageErrors> }> {
  const page = await app.newPage(viewports.phone);
  const watch = watchPageErrors(page, ['/api/my-vendor']);
  await page.goto('/');
  await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
  return { page, watch };
}

async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describeBrowser('calls to action keep their intent through the login (375 px)', () => {
  it('Join as Vendor → sign up → the vendor registration form', async () => {
    const { page, watch } = await openLandingOnPhone();
    const join = page.getByRole('main').getByRole('link', { name: 'Join as Vendor', exact: true }).first();
    await join.waitFor();
    await join.click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-up');

    await page.getByLabel('First name').fill('Lupe');
    const email = newEmail();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    // The e-mail's link keeps the intent (decision 0052).
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.goto((await signUpLink(email)).url);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vendor Registration' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vendor-registration');
    await page.getByLabel('Business name').waitFor();
    watch.expectNone();
  });

  it('Join as Vendor → sign in instead → the vendor registration form', async () => {
    const user = await createUser();
    const { page, watch } = await openLandingOnPhone();
    await page.getByRole('main').getByRole('link', { name: 'Join as Vendor', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/vendor-registration');

    await fillSignIn(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: 'Vendor Registration' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vendor-registration');
    watch.expectNone();
  });

  it('Vendor Sign In → sign in → the vendor dashboard', async () => {
    const user = await createUser();
    const { page, watch } = await openLandingOnPhone();
    await page.getByRole('banner').getByRole('link', { name: 'Vendor Sign In' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await fillSignIn(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: 'Vendor Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vendor-dashboard');
    watch.expectNone();
  });

  it('never follows a returnTo off the site, on either page', async () => {
    const page = await app.newPage(viewports.phone);
    await page.goto('/api/login?returnTo=%2F%2Fevil.example%2Fsteal&screen=signup');
    await page.getByRole('heading', { level: 1, name: 'Create your account' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await page.getByLabel('First name').fill('Lupe');
    const email = newEmail();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const { url } = await signUpLink(email);
    expect(url).not.toContain('returnTo');
    await page.goto(url);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(app.baseUrl).host);
  });
});
