/**
 * Chat at 375 px (issue 19 item 4): a customer writes from the vendor dialog; the vendor's inbox
 * shows it live with an unread badge; the vendor answers; the customer sees the answer live and
 * "Read" under her message, the vendor "Read" under its answer; axe finds nothing; the dialog's
 * button in Spanish.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, signUp, withSession } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { expectAccessible, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

describeBrowser('chat between a customer and a vendor, at 375 px', () => {
  it('the customer writes, the vendor sees it live and answers, both see Read; Spanish label', async () => {
    const name = `Chat Tacos ${randomBytes(2).toString('hex')}`;
    const shop = await createShop(app, { name });
    const customer = await signUp(app, { prefix: 'chatter', firstName: 'Ana' });

    // The vendor's dashboard is open: no messages yet.
    const vendorContext = await app.newContext(viewports.phone);
    await withSession(vendorContext, app, shop.session);
    const desk = await vendorContext.newPage();
    const deskWatch = watchPageErrors(desk);
    await desk.goto('/vendor-dashboard');
    const inbox = desk.getByRole('region', { name: 'Messages' });
    await inbox.getByText('No messages yet.', { exact: false }).waitFor();

    // The customer opens the vendor's dialog and writes.
    const context = await app.newContext(viewports.phone);
    await withSession(context, app, customer);
    const page = await context.newPage();
    const watch = watchPageErrors(page);
    await page.goto('/');
    await page.locator(`[data-testid="vendor-card"][data-vendor-id="${shop.vendor.id}"]`).getByRole('button', { name, exact: true }).click();
    await page.getByTestId('chat-open').click();
    const panel = page.getByTestId('chat-panel');
    await panel.getByText('No messages yet. Say hello!').waitFor();
    const field = panel.getByLabel('Your message');
    await field.fill('Do you have horchata today? <b>https://example.com</b>');
    await panel.getByText('54/1000').waitFor();
    await field.press('Enter');
    await panel.getByText('Do you have horchata today? <b>https://example.com</b>').waitFor();
    expect(await panel.locator('a, b').count()).toBe(0); // text stays text

    // Live on the vendor's side: the badge and the conversation, first name only.
    await inbox.getByTestId('chat-unread').getByText('1 unread message').waitFor();
    await screenshot(desk, 'chat-inbox-375');
    await inbox.getByRole('button', { name: 'Open the conversation with Ana' }).click();
    const conversation = inbox.getByTestId('chat-conversation');
    await conversation.getByText('Do you have horchata today?', { exact: false }).waitFor();
    await expect.poll(() => inbox.getByTestId('chat-unread').count()).toBe(0);
    await conversation.getByLabel('Your message').fill('Yes! Cold and fresh until 9.');
    await conversation.getByLabel('Your message').press('Enter');

    // Live on the customer's side: the answer, and "Read" under her message.
    await panel.getByText('Yes! Cold and fresh until 9.').waitFor();
    await panel.getByTestId('chat-read').waitFor();
    await screenshot(page, 'chat-panel-375');
    await expectAccessible(page);
    // The customer has the answer on screen: the vendor sees "Read" under it.
    await conversation.getByTestId('chat-read').waitFor();
    await expectAccessible(desk);
    await screenshot(desk, 'chat-conversation-375');

    // Spanish: the dialog's button.
    const es = await app.newContext(viewports.phone, 'es-MX');
    await withSession(es, app, customer);
    const esPage = await es.newPage();
    await esPage.goto('/');
    await esPage.locator(`[data-testid="vendor-card"][data-vendor-id="${shop.vendor.id}"]`).getByRole('button', { name, exact: true }).click();
    await esPage.getByRole('button', { name: 'Enviar mensaje' }).waitFor();
    watch.expectNone();
    deskWatch.expectNone();
  });
});
