/**
 * Issue 44 friction 8, on a 375 px phone: a visitor standing at the truck reads "less than 0.1 mi
 * away" ("a menos de 0.1 mi" in Spanish), never "0.0 mi"; and the guest preorder page shows the
 * vendor's number, so instructions that send Zelle or Cash App to it name a number on the page.
 * Every wait retries (waitFor, expect.poll): no fixed sleeps.
 */
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { createShop, signedInContext, signUp } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { boxesInOneFrame, expectAccessible, horizontalOverflow, vendorCard, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

const truck = { latitude: 33.7214, longitude: -116.2166 };

describeBrowser('distances and the vendor number (375 px phone)', () => {
  it('says "less than 0.1 mi away" at the truck, in English and Spanish', async () => {
    const shop = await createShop(app, {
      name: `Pupusería Near ${randomBytes(2).toString('hex')}`,
      profile: { cuisine: 'Salvadoran', phone: '(760) 555-0115', ...truck },
      items: [{ name: 'Pupusa Revuelta', price: 3.5 }],
    });
    const session = await signUp(app, { prefix: 'near', firstName: 'Ana' });
    for (const [locale, text, viewport] of [
      ['en-US', 'less than 0.1 mi away', viewports.phone],
      ['es-MX', 'a menos de 0.1 mi', viewports.phone],
      ['en-US', 'less than 0.1 mi away', viewports.desktop],
    ] as const) {
      const context = await signedInContext(app, session, viewport, locale, {
        geolocation: truck,
        permissions: ['geolocation'],
      });
      const page = await context.newPage();
      const errors = watchPageErrors(page);
      await page.goto('/');
      const card = vendorCard(page, shop.vendor.id);
      await card.waitFor();
      // The list hydrates on the visitor's first intent (docs/decisions/0047-islands.md).
      await page.mouse.wheel(0, 100);
      await expect.poll(() => card.getByTestId('vendor-distance').textContent()).toBe(text);
      expect(await card.textContent()).not.toMatch(/0[.,]0 mi/);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `near-distance-${locale}-${viewport.width}`);
      errors.expectNone();
      await context.close();
    }
  });

  it("shows the vendor's number on the preorder page, above its payment instructions", async () => {
    const instructions = 'Zelle or Cash App to the number above, or pay cash when you pick up.';
    const shop = await createShop(app, {
      name: `Pupusería Number ${randomBytes(2).toString('hex')}`,
      profile: { phone: '7605550115', paymentMethods: ['cash', 'zelle', 'cashApp'], preorderInstructions: instructions },
      items: [{ name: 'Pupusa Revuelta', price: 3.5 }],
    });
    for (const viewport of [viewports.phone, viewports.desktop]) {
      const page = await app.newPage(viewport);
      const errors = watchPageErrors(page);
      await page.goto(`/guest-preorder?vendor=${shop.vendor.id}`);
      await page.getByRole('heading', { level: 1, name: shop.vendor.businessName }).waitFor();
      const number = page.getByRole('link', { name: `Call ${shop.vendor.businessName} at (760) 555-0115` });
      await number.waitFor();
      expect(await number.textContent()).toBe('(760) 555-0115');
      expect(await number.getAttribute('href')).toBe('tel:7605550115');
      const said = page.getByText(instructions);
      const [numberBox, saidBox] = await boxesInOneFrame(page, [number, said]);
      expect(numberBox.y + numberBox.height).toBeLessThanOrEqual(saidBox.y);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, `preorder-vendor-number-${viewport.width}`);
      if (viewport === viewports.phone) await expectAccessible(page);
      errors.expectNone();
    }
  });
});
