/**
 * The food feed at 375 px (issue 19 item 2): a signed-in customer posts a photo tagged with a
 * vendor, sees it at the top of the feed (the text stays text), likes it (aria-pressed, the count
 * follows), the vendor dialog shows it under "From the feed"; axe finds nothing; a Spanish
 * visitor reads the feed in Spanish and is asked to sign in.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, signUp, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

// A small PNG (the upload pipeline refuses what is not an image).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMElEQVRIiWO4maRNU8QwakHSaBBpj6aim6MZTXu0qLg5WpomjVY4N0erzKTB3aoAAIliMj01ZGHiAAAAAElFTkSuQmCC',
  'base64',
);

describeBrowser('the food feed, at 375 px', () => {
  it('a customer posts a photo about a vendor, likes it, and the vendor dialog shows it; Spanish for a visitor', async () => {
    const name = `Feed Tacos ${randomBytes(2).toString('hex')}`;
    const shop = await createShop(app, { name });
    const customer = await signUp(app, { prefix: 'poster', firstName: 'Lupe' });
    const text = `Al pastor off the spit <b>${randomBytes(2).toString('hex')}</b> https://example.com`;

    const context = await app.newContext(viewports.phone);
    await withSession(context, app, customer);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/feed');
    const composer = page.getByTestId('post-composer');
    await composer.getByRole('button', { name: 'Photo', exact: true }).click();
    await expect.poll(() => composer.getByRole('button', { name: 'Photo', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await composer.getByLabel('What’s good?').fill(text);
    await composer.getByText(`${text.length}/500`).waitFor();
    await composer.getByLabel('Vendor (optional)').selectOption({ label: name });
    await composer.getByLabel('Photos').setInputFiles({ name: 'pastor.png', mimeType: 'image/png', buffer: PNG });
    await composer.getByRole('img', { name: 'Photos 1' }).waitFor();
    await expectAccessible(page);
    await composer.getByRole('button', { name: 'Post', exact: true }).click();

    const post = page.getByTestId('post').filter({ hasText: text }).first();
    // The text is text: the <b> shows, the address is no link.
    await post.getByTestId('post-content').getByText(text, { exact: true }).waitFor();
    expect(await post.getByRole('link').count()).toBe(0);
    await post.getByText(`at ${name}`).waitFor();
    await post.getByRole('img', { name: 'Photo 1 from Lupe’s post' }).waitFor();
    expect(await page.getByTestId('post').first().getAttribute('data-post-id')).toBe(await post.getAttribute('data-post-id'));

    const like = post.getByTestId('post-like');
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    await like.getByText('1 like').waitFor();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await horizontalOverflow(page)).toBe(0);
    await screenshot(page, 'feed-375', { fullPage: true });
    await expectAccessible(page);

    // The like was kept by the server.
    await page.reload();
    const again = page.getByTestId('post').filter({ hasText: text }).first().getByTestId('post-like');
    await again.getByText('1 like').waitFor();
    expect(await again.getAttribute('aria-pressed')).toBe('true');

    // ---- the vendor dialog shows the post
    await page.goto('/');
    await page.locator(`[data-testid="vendor-card"][data-vendor-id="${shop.vendor.id}"]`).getByRole('button', { name, exact: true }).click();
    const section = page.getByRole('dialog').getByTestId('vendor-posts');
    await section.getByText(text, { exact: true }).waitFor();
    await section.getByRole('link', { name: 'See the food feed' }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'feed-vendor-dialog-375');
    watch.expectNone();

    // ---- a visitor, in Spanish
    const visitor = await (await app.newContext(viewports.phone, 'es-MX')).newPage();
    await visitor.goto('/feed');
    await visitor.getByRole('heading', { name: 'Muro de comida', level: 1 }).waitFor();
    await visitor.getByRole('link', { name: 'Inicia sesión para publicar, dar me gusta y denunciar' }).waitFor();
    await visitor.getByTestId('post').filter({ hasText: text }).getByText('1 me gusta').waitFor();
    expect(await horizontalOverflow(visitor)).toBe(0);
  });
});
