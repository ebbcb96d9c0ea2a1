/**
 * Reviews at 375 px (issue 19 item 1): a signed-in customer writes a review with stars, a comment
 * and a photo from the vendor dialog and sees it at once with its photo; the vendor answers it once
 * from the dashboard; the customer sees "Reply from …" under it; a visitor is asked to sign in; an
 * account that never ordered there is told reviews come from orders (decision 0042); axe finds
 * nothing; the Spanish labels.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, moveOrder, placeOrder, signUp } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserAppWithTexts, viewports } from '../support/browser.js';
import { PHOTO_PNG } from '../support/uploads.js';
import { expectAccessible, horizontalOverflow, signedInPage, vendorCard, verifiedPhoneSession } from './helpers.js';

const { app, twilio } = setupBrowserAppWithTexts();

/** A vendor (`name`) and a signed-in customer who ordered there, picked it up, and holds that phone: only such customers review. */
async function customerWhoPickedUp(firstName = 'Ana') {
  const name = `Birria Reviews ${randomBytes(2).toString('hex')}`;
  const shop = await createShop(app, { name });
  const customer = await signUp(app, { prefix: 'critic', firstName });
  const phone = `7605559${String(randomBytes(2).readUInt16BE(0) % 1000).padStart(3, '0')}`;
  const order = await placeOrder(app, shop, { phone, firstName });
  await moveOrder(app, shop, order.id, ['confirmed', 'ready', 'completed']);
  const phoneSession = await verifiedPhoneSession(app, twilio.fake, phone);
  const linked = await app.http('POST', '/api/me/phone', { phone }, `${customer.cookie}; ${phoneSession.cookie}`);
  expect(linked.status).toBe(200);
  return { name, shop, customer };
}

describeBrowser('reviews, at 375 px', () => {
  // Three tests where there was one (43 s of its 60 in a clean-clone CI).
  it('an account that never ordered there is told reviews come from orders; a visitor, in Spanish, is asked to sign in', async () => {
    const name = `Birria Reviews ${randomBytes(2).toString('hex')}`;
    const shop = await createShop(app, { name });

    // An account that never ordered there is told how reviews come, not offered a form.
    const stranger = await signedInPage(app, await signUp(app, { prefix: 'stranger' }));
    await vendorCard(stranger.page, shop.vendor.id).getByRole('button', { name, exact: true }).click();
    await stranger.page
      .getByRole('dialog')
      .getByTestId('review-purchase-required')
      .filter({ hasText: 'Only customers who ordered here can review it' })
      .waitFor();
    expect(await stranger.page.getByRole('dialog').getByRole('button', { name: 'Write a review' }).count()).toBe(0);
    stranger.watch.expectNone();
    await stranger.context.close();

    // ---- a visitor, in Spanish: asked to sign in
    const visitor = await (await app.newContext(viewports.phone, 'es-MX')).newPage();
    await visitor.goto('/explore');
    await vendorCard(visitor, shop.vendor.id).getByRole('button', { name, exact: true }).click();
    const signIn = visitor.getByRole('dialog').getByRole('link', { name: 'Inicia sesión para escribir una reseña' });
    await signIn.waitFor();
    expect(await signIn.getAttribute('href')).toBe('/api/login?returnTo=%2Fexplore');
  });

  it('a customer reviews with stars, a comment and a photo from the vendor dialog, and sees it at once', async () => {
    const { name, shop, customer } = await customerWhoPickedUp();

    // ---- the customer, from the vendor dialog
    const { page, watch } = await signedInPage(app, customer);
    const card = vendorCard(page, shop.vendor.id);
    await card.getByRole('button', { name, exact: true }).click();
    const dialog = page.getByRole('dialog');
    const reviews = dialog.getByTestId('vendor-reviews');
    await reviews.getByText('No reviews yet. Be the first to tell others how it was.').waitFor();
    await reviews.getByRole('button', { name: 'Write a review' }).click();
    const form = reviews.getByTestId('review-form');
    // Posting without stars says what is missing and sends nothing.
    await form.getByRole('button', { name: 'Post review' }).click();
    await form.getByText('Choose a rating from 1 to 5 stars').waitFor();
    await form.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: '4 stars' }).check({ force: true });
    await form.getByRole('group', { name: /^Food/ }).getByRole('radio', { name: '5 stars' }).check({ force: true });
    await form.getByLabel(/Your review/).fill('Birria with a rich consommé. <b>Go early</b>, it sells out.');
    await form.getByLabel('Photos').setInputFiles({ name: 'birria.png', mimeType: 'image/png', buffer: PHOTO_PNG });
    await form.getByRole('img', { name: 'Photos 1' }).waitFor();
    await screenshot(form, 'reviews-form-375');
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Post review' }).click();
    await form.waitFor({ state: 'detached' });

    const mine = reviews.getByTestId('review').first();
    // The comment is text: the <b> is shown, not made bold.
    await mine.getByText('Birria with a rich consommé. <b>Go early</b>, it sells out.').waitFor();
    await mine.getByText('Your review').waitFor();
    await mine.getByRole('img', { name: 'Photo 1 from Ana’s review' }).waitFor();
    await dialog.getByRole('img', { name: '4 out of 5 stars' }).first().waitFor();
    await reviews.getByRole('button', { name: 'Edit your review' }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);
    await reviews.scrollIntoViewIfNeeded();
    await screenshot(page, 'reviews-dialog-375');

    watch.expectNone();
  });

  it('the vendor replies once from the dashboard; the customer sees the reply, and a Spanish reader "Respuesta de"', async () => {
    const { name, shop, customer } = await customerWhoPickedUp();
    const posted = await app.http('POST', `/api/vendors/${shop.vendor.id}/reviews`, { rating: 4, comment: 'Birria with a rich consommé. Go early, it sells out.' }, customer);
    expect(posted.status, JSON.stringify(posted.json)).toBe(201);

    // ---- the vendor answers from the dashboard, once
    const { page: desk, watch: deskWatch } = await signedInPage(app, shop.session, viewports.phone, '/vendor-dashboard');
    const manager = desk.getByTestId('vendor-reviews-manager');
    const entry = manager.getByTestId('review').filter({ hasText: 'Birria with a rich consommé' });
    await entry.getByRole('button', { name: 'Reply' }).click();
    await entry.getByLabel('Your reply to Ana').fill('Gracias, Ana! We open at 5 on Fridays.');
    await entry.getByRole('button', { name: 'Post reply' }).click();
    await entry.getByTestId('vendor-reply').getByText('Gracias, Ana! We open at 5 on Fridays.').waitFor();
    expect(await entry.getByRole('button', { name: 'Reply' }).count()).toBe(0);
    await entry.scrollIntoViewIfNeeded();
    await screenshot(desk, 'reviews-vendor-reply-375');
    await expectAccessible(desk);

    // ---- the customer sees the reply
    const { page, watch } = await signedInPage(app, customer);
    await vendorCard(page, shop.vendor.id).getByRole('button', { name, exact: true }).click();
    const reply = page.getByRole('dialog').getByTestId('vendor-reply');
    await reply.getByText(`Reply from ${name}`).waitFor();
    await reply.getByText('Gracias, Ana! We open at 5 on Fridays.').waitFor();


    const visitor = await (await app.newContext(viewports.phone, 'es-MX')).newPage();
    await visitor.goto('/explore');
    await vendorCard(visitor, shop.vendor.id).getByRole('button', { name, exact: true }).click();
    await visitor.getByRole('dialog').getByText(`Respuesta de ${name}`).waitFor();
    watch.expectNone();
    deskWatch.expectNone();
  });
});
