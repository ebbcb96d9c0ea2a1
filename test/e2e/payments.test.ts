/**
 * Paying when you order with Square in the browser (DESIGN §11, issue 40), against the fake Square
 * and its fake Web Payments SDK (test/support/fake-square.ts): the vendor connects from the
 * dashboard's Square card (Connect → Square's page → back, "Connected"); a guest on a phone picks
 * "Pay now", types a sandbox test card, adds a 15 % tip and places a paid order; a declined test
 * card says so, places nothing and keeps the cart. The desk says "Paid", the kitchen ticket too; the
 * desk marks a pay-at-pickup order paid and refunds a paid one after asking.
 */
import { afterAll, expect, it } from 'vitest';
import { createShop, expectStatus, moveOrder, orderBody, placeOrder, withSession } from '../support/browser-shop.js';
import { describeBrowser, httpRequest, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { injectOver, newIdempotencyKey, startFakeSquare } from '../support/fake-square.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const square = await startFakeSquare();
afterAll(() => square.close());
const app = setupBrowserApp({ ORDER_RATE_LIMIT: '0', ...square.env });

const TACO_AND_AGUA = [
  { name: 'Birria Taco', price: 4, prepTime: 10 },
  { name: 'Agua Fresca', price: 3.25, prepTime: 2 },
];

/** A vendor's shop whose Square connection was made over HTTP, through the fake Square's sign-in. */
async function connectedShop(prefix: string, items: { name: string; price: number; prepTime: number }[]) {
  square.redirectUrl = `${app.baseUrl}/api/payments/square/callback`;
  const shop = await createShop(app, { owner: { prefix }, items });
  expect((await square.connect(injectOver(app.baseUrl), shop.session.cookie)).statusCode).toBe(302);
  return shop;
}

describeBrowser('paying when you order with Square', () => {
  // Three tests where there was one (43 s of its 60 in a clean-clone CI): each starts from a shop of
  // its own, connected to Square through the dashboard or, where that is not what is tested, over HTTP.
  it('the vendor connects Square from the dashboard: Connect, Square’s page, back to "Connected"', async () => {
    square.redirectUrl = `${app.baseUrl}/api/payments/square/callback`;
    const shop = await createShop(app, { owner: { prefix: 'square' }, items: [{ name: 'Birria Taco', price: 4, prepTime: 10 }] });

    // The dashboard at phone width.
    const vendorContext = await app.newContext(viewports.phone);
    await withSession(vendorContext, app, shop.session);
    const dashboard = await vendorContext.newPage();
    const vendorErrors = watchPageErrors(dashboard);
    await dashboard.goto('/vendor-dashboard');
    const card = dashboard.getByTestId('square-card');
    await expect.poll(() => card.getByTestId('square-status').textContent()).toContain('Not connected');
    await screenshot(card, 'square-card-not-connected-phone');
    await card.getByRole('link', { name: 'Connect Square' }).click();
    await dashboard.waitForURL(/\/vendor-dashboard\?square=connected$/);
    await expect.poll(() => dashboard.getByTestId('square-status').textContent()).toBe(`Connected: ${square.location.name}`);
    await dashboard.getByRole('button', { name: 'Disconnect' }).waitFor();
    expect(await horizontalOverflow(dashboard)).toBeLessThanOrEqual(0);
    await screenshot(dashboard.getByTestId('square-card'), 'square-card-connected-phone');
    vendorErrors.expectNone();
  });

  it('a guest pays now with a tip; a declined card places nothing; the desk and the kitchen say "Paid"', async () => {
    const shop = await connectedShop('pay-now', TACO_AND_AGUA);

    // The guest's phone.
    const guest = await (await app.newContext(viewports.phone)).newPage();
    const guestErrors = watchPageErrors(guest, ['/api/guest-preorders']); // the declined card's 402
    await guest.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    const item = (name: string) => guest.locator(`[data-testid="menu-item"][data-item-name="${name}"]`);
    await item('Birria Taco').getByRole('button', { name: /^Add to Cart/ }).click();
    await item('Birria Taco').getByRole('button', { name: /^Add to Cart/ }).click();
    await item('Agua Fresca').getByRole('button', { name: /^Add to Cart/ }).click();
    await guest.locator('#checkout').scrollIntoViewIfNeeded();
    await guest.getByLabel('First name').fill('Lupe');
    await guest.getByLabel('Last name').fill('Ortiz');
    await guest.getByLabel('Phone', { exact: true }).fill('(760) 555-0123');
    // The SDK is not on the page until "Pay now" is chosen.
    expect(await guest.locator(`script[src="${square.sdkUrl}"]`).count()).toBe(0);
    await guest.getByLabel('Pay now').check();
    const form = guest.getByTestId('pay-now');
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByLabel('MM/YY').fill('12/30');
    await form.getByLabel('CVV').fill('123');
    await form.getByLabel('ZIP').fill('92201');
    await form.getByRole('button', { name: '15 %' }).click();
    // $11.25 and a 15 % tip of $1.69.
    await expect.poll(() => form.getByTestId('total-with-tip').textContent()).toBe('Total with tip: $12.94');
    expect(await horizontalOverflow(guest)).toBeLessThanOrEqual(0);
    await expectAccessible(guest);
    await screenshot(guest, 'guest-pay-now-phone', { fullPage: true });

    // The button says what the card will be charged: the order and the tip.
    const submit = guest.getByRole('button', { name: 'Pay $12.94 and place order' });
    await submit.click();
    await guest.getByText('Your card was declined. No order was placed and nothing was charged.').first().waitFor();
    const before = (await app.http('GET', '/api/my-vendor/preorders', undefined, shop.session)).json as unknown[];
    expect(before).toHaveLength(0);
    expect(await guest.getByTestId('cart-line').count()).toBe(2);

    await form.getByLabel('Card number').fill('4111 1111 1111 1111');
    await submit.click();
    await guest.getByTestId('preorder-confirmation').waitFor();
    const orders = (await app.http('GET', '/api/my-vendor/preorders', undefined, shop.session)).json as { id: number; invoiceNumber: string; paymentStatus: string; totalAmount: string; payment: { tipAmount: string } }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentStatus: 'paid', totalAmount: '11.25', payment: { tipAmount: '1.69' } });
    const paid = square.payments.filter((p) => p.status === 'COMPLETED');
    expect(paid.map((p) => [p.amount_money.amount, p.tip_money?.amount])).toEqual([[1125, 169]]);
    await screenshot(guest, 'guest-pay-now-placed-phone', { fullPage: true });
    guestErrors.expectNone();

    // The desk says "Paid" (desktop).
    const deskContext = await app.newContext(viewports.desktop);
    await withSession(deskContext, app, shop.session);
    const desk = await deskContext.newPage();
    await desk.goto('/vendor-preorders');
    await expect.poll(() => desk.getByTestId('payment-status').first().textContent()).toContain('Paid');
    await screenshot(desk, 'desk-paid-desktop');

    // The kitchen ticket says it too: the cook hands a paid order straight over.
    const kitchen = await deskContext.newPage();
    await kitchen.goto('/vendor-kitchen');
    await expect.poll(() => kitchen.getByTestId('kitchen-card').first().getByTestId('payment-badge').textContent()).toBe('Paid');
    await kitchen.close();
  });

  it('the desk marks a pay-at-pickup order paid, and refunds a paid one (tip included) after asking', async () => {
    const shop = await connectedShop('refund', TACO_AND_AGUA);
    // Paid now over HTTP, as the checkout pays in the test above: $11.25 and a $1.69 tip.
    const paidNow = await httpRequest<{ id: number; invoiceNumber: string }>(
      app.baseUrl,
      'POST',
      '/api/guest-preorders',
      orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 2 }, { item: shop.items[1], quantity: 1 }], {
        paymentMethod: 'square',
        payment: { sourceId: 'cnon:card-nonce-ok' },
        tipCents: 169,
      }),
      undefined,
      { 'idempotency-key': newIdempotencyKey() },
    );
    expect(paidNow.status, JSON.stringify(paidNow.json)).toBe(201);
    const paidOrder = paidNow.json;
    const deskContext = await app.newContext(viewports.desktop);
    await withSession(deskContext, app, shop.session);
    const desk = await deskContext.newPage();
    await desk.goto('/vendor-preorders');
    await expect.poll(() => desk.getByTestId('payment-status').first().textContent()).toContain('Paid');

    // A pay-at-pickup order, confirmed: "Mark paid" when the money is taken at the window.
    const cash = await placeOrder(app, shop, { phone: '7605550124', firstName: 'Rosa' });
    await moveOrder(app, shop, cash.id, ['confirmed']);
    await desk.reload();
    await desk.getByRole('button', { name: `Mark order ${cash.invoiceNumber} paid` }).click();
    await desk.getByText('Marked paid').first().waitFor();
    const status = async (id: number) =>
      ((await app.http('GET', '/api/my-vendor/preorders', undefined, shop.session)).json as { id: number; paymentStatus: string }[]).find((o) => o.id === id)?.paymentStatus;
    expect(await status(cash.id)).toBe('paid');
    await expect.poll(() => desk.getByRole('button', { name: `Mark order ${cash.invoiceNumber} paid` }).count()).toBe(0);

    // The paid order refunded by hand: asked first, the whole payment (tip included) goes back.
    await desk.getByRole('button', { name: `Refund order ${paidOrder.invoiceNumber}` }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.getByText('$12.94 goes back to the customer’s card through Square, tip included.', { exact: false }).waitFor();
    await expectAccessible(desk);
    await screenshot(desk, 'desk-refund-dialog-desktop');
    await dialog.getByRole('button', { name: 'Refund $12.94' }).click();
    await desk.getByText('Refunded $12.94').first().waitFor();
    expect(await status(paidOrder.id)).toBe('refunded');
    expect(square.refunds.map((r) => r.amount_money.amount)).toEqual([1294]);
    await expect.poll(() => desk.getByRole('button', { name: `Refund order ${paidOrder.invoiceNumber}` }).count()).toBe(0);
  });

  it('a guest on a phone pays with Google Pay (a 20 % tip on the sheet) or Cash App Pay; Apple Pay is not offered in Chromium', async () => {
    const shop = await connectedShop('wallet', [{ name: 'Elote', price: 5, prepTime: 5 }]);

    const order = async (phone: string, wallet: 'Google Pay' | 'Cash App Pay', tip?: string) => {
      const guest = await (await app.newContext(viewports.phone)).newPage();
      const errors = watchPageErrors(guest);
      await guest.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
      await guest.locator('[data-testid="menu-item"][data-item-name="Elote"]').getByRole('button', { name: /^Add to Cart/ }).click();
      await guest.locator('#checkout').scrollIntoViewIfNeeded();
      await guest.getByLabel('First name').fill('Rosa');
      await guest.getByLabel('Last name').fill('Lopez');
      await guest.getByLabel('Phone', { exact: true }).fill(phone);
      await guest.getByLabel('Pay now').check();
      const form = guest.getByTestId('pay-now');
      await form.getByRole('button', { name: wallet }).waitFor();
      expect(await form.getByRole('button', { name: 'Apple Pay' }).count()).toBe(0);
      if (tip) await form.getByRole('button', { name: tip }).click();
      expect(await horizontalOverflow(guest)).toBeLessThanOrEqual(0);
      await screenshot(guest.locator('#checkout'), `checkout-wallets-phone-${wallet === 'Google Pay' ? 'google' : 'cash'}`);
      await form.getByRole('button', { name: wallet }).click();
      await guest.getByTestId('preorder-confirmation').waitFor();
      errors.expectNone();
      return guest;
    };

    // Google Pay: $5 and a 20 % tip of $1; the sheet was asked for $6.00.
    const google = await order('(760) 555-0131', 'Google Pay', '20 %');
    expect(await google.evaluate(() => (window as unknown as { __fakeSquareWallet: Record<string, string> }).__fakeSquareWallet.googlePay)).toBe('6.00');
    // Cash App Pay, no tip: a wallet payment.
    await order('(760) 555-0132', 'Cash App Pay');

    const orders = (await app.http('GET', '/api/my-vendor/preorders', undefined, shop.session)).json as { phone: string; paymentStatus: string; payment: { tipAmount: string } }[];
    expect(orders.map((o) => [o.phone, o.paymentStatus, o.payment.tipAmount]).sort()).toEqual([
      ['7605550131', 'paid', '1.00'],
      ['7605550132', 'paid', '0.00'],
    ]);
    const mine = square.payments.filter((p) => p.status === 'COMPLETED' && p.amount_money.amount === 500);
    expect(mine.map((p) => [p.source_type, p.tip_money?.amount ?? 0]).sort()).toEqual([
      ['CARD', 100],
      ['WALLET', 0],
    ]);
  });

  it('a vendor that asks every order to be paid now: chosen on the dashboard in Spanish, the checkout offers only Pay now', async () => {
    square.redirectUrl = `${app.baseUrl}/api/payments/square/callback`;
    const shop = await createShop(app, { owner: { prefix: 'prepay' }, items: [{ name: 'Elote', price: 5, prepTime: 5 }] });
    const vendorContext = await app.newContext(viewports.phone, 'es-MX');
    await withSession(vendorContext, app, shop.session);
    const dashboard = await vendorContext.newPage();
    const vendorErrors = watchPageErrors(dashboard);
    await dashboard.goto('/vendor-dashboard');
    const card = dashboard.getByTestId('square-card');
    await card.getByRole('link', { name: 'Conectar Square' }).click();
    await dashboard.waitForURL(/\/vendor-dashboard\?square=connected$/);
    const policy = dashboard.getByRole('group', { name: 'Pedir a los clientes que paguen al hacer el pedido' });
    expect(await policy.getByLabel('Nunca: pueden pagar al recoger').isChecked()).toBe(true);
    await policy.getByLabel('Siempre').check();
    await expect.poll(async () => (await expectStatus<{ prepay: string }>(app, 200, 'GET', '/api/my-vendor/square', undefined, shop.session)).json.prepay).toBe('always');
    expect(await policy.getByLabel('Siempre').isChecked()).toBe(true);
    expect(await horizontalOverflow(dashboard)).toBeLessThanOrEqual(0);
    await screenshot(card, 'square-card-prepay-phone-es');
    vendorErrors.expectNone();

    const guest = await (await app.newContext(viewports.phone)).newPage();
    await guest.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    await guest.locator('[data-testid="menu-item"][data-item-name="Elote"]').getByRole('button', { name: /^Add to Cart/ }).click();
    await guest.locator('#checkout').scrollIntoViewIfNeeded();
    await guest.getByText('This truck takes orders paid when you order.').waitFor();
    expect(await guest.getByLabel('Pay now').isChecked()).toBe(true);
    expect(await guest.getByLabel('Pay at pickup').count()).toBe(0);
    await screenshot(guest.locator('#checkout'), 'checkout-prepay-always-phone');
  });
});
