/**
 * Spanish text as a vendor reads it on a 375 px phone (issue 44 item 7): "Marcar como abierto" says
 * until when in Spanish word order, "hasta el sábado a las 4:00 a.m.", with one period, never
 * "hasta las sábado 4:00 a.m..". The rules themselves are unit-tested (test/unit/text-rules.test.ts).
 */
import { expect, it } from 'vitest';
import { createShop, signedInContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

const UNTIL = /hasta el (lunes|martes|miércoles|jueves|viernes|sábado|domingo) a las 4:00\sa\.\s?m\. Después vuelve a aplicarse tu horario\.$/;

describeBrowser('Spanish text on the vendor dashboard (375 px)', () => {
  it('says until when the truck is marked open in Spanish word order, with one period', async () => {
    const shop = await createShop(app);
    const context = await signedInContext(app, shop.session, viewports.phone, 'es-US');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/vendor-dashboard');
    await page.getByRole('button', { name: 'Marcar como abierto' }).click();
    const status = page.getByText(/^Marcado como abierto hasta /);
    await status.waitFor();
    await expect.poll(() => status.textContent()).toMatch(new RegExp(`^Marcado como abierto ${UNTIL.source}`));
    // The notice that confirms it says the same.
    const notice = page.getByRole('region', { name: /F8/ }).getByText(/^Hasta el /);
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(new RegExp(`^H${UNTIL.source.slice(1)}`));
    await screenshot(page, 'vendor-dashboard-marked-open-es-phone');
    errors.expectNone();
  });

  it('keeps a menu item\'s name whole in the guest\'s cart, and lets the header scroll away (issue 44 item 8)', async () => {
    const shop = await createShop(app, { items: [{ name: 'Horchata Salvadoreña', price: 3.5, category: 'Bebidas' }] });
    const context = await app.newContext(viewports.phone, 'es-US');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
    const item = page.locator('[data-testid="menu-item"][data-item-name="Horchata Salvadoreña"]');
    await item.getByRole('button', { name: /^Agregar al carrito/ }).click();
    const name = page.getByTestId('cart-line').getByText('Horchata Salvadoreña', { exact: true });
    await name.waitFor();
    // Each word on one line: a word split across two lines gives its range two boxes.
    const splitWords = () =>
      name.evaluate((element) => {
        const text = element.firstChild as Text;
        const split: string[] = [];
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          if (range.getClientRects().length > 1) split.push(match[0]);
        }
        return split;
      });
    await expect.poll(splitWords).toEqual([]);
    // Scrolled down to the cart, the header (two rows on a phone: brand, then links) has gone
    // with the page instead of holding ~130 px of the screen (issue 44 item 8).
    await page.getByTestId('cart-line').scrollIntoViewIfNeeded();
    await expect.poll(async () => {
      const header = await page.locator('header').first().boundingBox();
      return header ? header.y + header.height : 0;
    }).toBeLessThanOrEqual(0);
    await screenshot(page, 'guest-preorder-cart-line-es-phone');
    errors.expectNone();
  });
  it('keeps the chat sign-in button inside the vendor dialog on a phone (issue 44 item 8)', async () => {
    const shop = await createShop(app, { items: [{ name: 'Taco de Canasta', price: 2.5, category: 'Tacos' }] });
    const context = await app.newContext(viewports.phone, 'es-US');
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/explore');
    // The cards below the phone's first screen come with the first scroll (decision 0047).
    await page.mouse.wheel(0, 400);
    await page.locator('[data-testid="vendor-card"]').filter({ hasText: shop.vendor.businessName }).getByRole('button').first().click();
    const dialog = page.getByRole('dialog');
    const chat = dialog.getByRole('button', { name: 'Inicia sesión para enviar un mensaje' });
    await chat.waitFor();
    // Its right edge within the dialog's (it ran 30 px out of a 375 px phone's dialog on one line).
    await expect
      .poll(async () => {
        const [box, button] = [await dialog.boundingBox(), await chat.boundingBox()];
        return box && button ? box.x + box.width - (button.x + button.width) : -1;
      })
      .toBeGreaterThanOrEqual(0);
    await screenshot(page, 'vendor-dialog-chat-sign-in-es-phone');
    errors.expectNone();
  });
  it('shows every top-bar link whole in Spanish at 375 and 1024 px, clear of the language switch (issue 44 item 8)', async () => {
    for (const viewport of [viewports.phone, { width: 1024, height: 768 }]) {
      const context = await app.newContext(viewport, 'es-US');
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto('/explore');
      const links = page.getByRole('navigation').first().getByRole('link');
      await links.filter({ hasText: 'Vende con nosotros' }).waitFor();
      const language = await page.getByTestId('language-switch').boundingBox();
      const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
      for (const box of boxes) {
        // Inside the screen (a row cut at its edge gave no sign that it scrolled) ...
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
        // ... and not under the language switch (at 1024 px "Vende con nosotros" ran beneath it).
        const overlaps = box!.y < language!.y + language!.height && language!.y < box!.y + box!.height &&
          box!.x < language!.x + language!.width && language!.x < box!.x + box!.width;
        expect(overlaps).toBe(false);
      }
      errors.expectNone();
      await context.close();
    }
  });
});
