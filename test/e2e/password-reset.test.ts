/**
 * Forgot password in the browser (issue 24 item 8): sign-in → "Forgot password?" → the e-mail
 * (received by a fake SMTP server on 127.0.0.1, through the app's real nodemailer transport) →
 * its link → a new password → sign-in with a notice → signed in with the new password. A used
 * link says so; an unknown address gets the same answer. Screenshots at 375 and 1280 px.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { confirmSignUp } from '../support/browser-shop.js';
import { fakeSmtpForFile } from '../support/fake-smtp.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const env: Record<string, string> = {};
const smtp = fakeSmtpForFile(env);
const app = setupBrowserApp(env);

async function createUser(firstName = 'Marisol') {
  const user = { email: `reset-${randomUUID().slice(0, 8)}@example.com`, password: 'old-desert-password', firstName };
  const res = await app.http('POST', '/api/auth/signup', user);
  expect(res.status).toBe(202);
  await confirmSignUp(app, user.email);
  return user;
}

/** Asks for a link on /forgot-password and returns the one the e-mail carries. */
async function askForLink(page: Page, email: string, shot?: string): Promise<string> {
  const before = smtp.fake.messagesTo(email).length;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
  if (shot) await screenshot(page, shot, { fullPage: true });
  const mail = (await smtp.fake.waitFor(email, before + 1))[before];
  const link = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in:\n${mail.text}`);
  return link;
}

describeBrowser('forgot password', () => {
  it('resets a password from the e-mailed link and signs in with the new one, on a phone', async () => {
    const user = await createUser();
    const page = await app.newPage(viewports.phone);
    const watch = watchPageErrors(page, ['/api/auth/forgot-password', '/api/auth/reset-password']);

    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email is required').waitFor();
    await screenshot(page, 'forgot-password-phone', { fullPage: true });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    const link = await askForLink(page, user.email, 'forgot-password-sent-phone');
    expect(new URL(link).origin).toBe(app.baseUrl);
    await expectAccessible(page);

    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await screenshot(page, 'reset-password-phone', { fullPage: true });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    await page.getByLabel('New password').fill('new-oasis-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    await screenshot(page, 'sign-in-after-reset-phone', { fullPage: true });

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('new-oasis-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('banner').getByText('Welcome, Marisol').waitFor();

    // The link worked once.
    const again = await app.newPage(viewports.phone);
    await again.goto(link);
    await again.getByLabel('New password').fill('third-password-try');
    await again.getByRole('button', { name: 'Change password' }).click();
    await again.getByText('This reset link is not valid or has already been used. Ask for a new one.').waitFor();
    await again.getByRole('link', { name: 'Ask for a new link' }).click();
    await again.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    watch.expectNone();
  });

  it('gives an unknown address the same answer, and shows the pages on a desktop', async () => {
    const page = await app.newPage(viewports.desktop);
    const watch = watchPageErrors(page);
    await page.goto('/forgot-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await screenshot(page, 'forgot-password-desktop', { fullPage: true });
    const before = smtp.fake.messages.length;
    await page.getByLabel('Email').fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.getByText('If an account uses that address').first().waitFor();

    const user = await createUser('Lupe');
    await page.goto('/forgot-password');
    const link = await askForLink(page, user.email, 'forgot-password-sent-desktop');
    expect(smtp.fake.messagesTo('nobody-at-all@example.com')).toEqual([]);
    // Lupe's sign-up link and her reset link; nothing to the unknown address.
    expect(smtp.fake.messages.length).toBe(before + 2);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'Choose a new password' }).waitFor();
    await screenshot(page, 'reset-password-desktop', { fullPage: true });

    // Without a token the page says where to get one.
    await page.goto('/reset-password');
    await page.getByText('This page needs the link from the e-mail. Ask for a new one.').waitFor();
    watch.expectNone();
  });

  it('speaks Spanish to a Spanish-speaking browser', async () => {
    const page = await app.newPage(viewports.phone, 'es-MX');
    const watch = watchPageErrors(page, ['/api/auth/reset-password']);
    await page.goto('/sign-in');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.getByRole('heading', { level: 1, name: '¿Olvidaste tu contraseña?' }).waitFor();
    await page.getByLabel('Correo electrónico').fill('nadie@example.com');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByRole('heading', { level: 1, name: 'Revisa tu correo' }).waitFor();
    await expectAccessible(page);
    await page.goto('/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await page.getByLabel('Nueva contraseña').fill('contraseña-nueva');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await page.getByText('Este enlace no es válido o ya se usó. Pide uno nuevo.').waitFor();
    await screenshot(page, 'reset-password-invalid-es-phone', { fullPage: true });
    watch.expectNone();
  });
});
