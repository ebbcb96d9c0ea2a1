/**
 * Issue 44 friction 6: the administrator approves new vendors before they go live. The
 * administrator switches "Approve new vendors" on (Admin → Vendors, desktop); a vendor with its
 * checklist done presses Go live on a 375 px phone and is told it waits for approval, unlisted;
 * the administrator sees it waiting and approves it; the vendor's dashboard is live and its inbox
 * says so. Waits retry (waitFor, expect.poll); no fixed sleeps.
 */
import { expect, it } from 'vitest';
import { createShop, signedInContext } from '../support/browser-shop.js';
import { describeBrowser, screenshot, setupBrowserApp, viewports } from '../support/browser.js';
import { adminSessionFor } from '../support/publish.js';
import { PHOTO_PNG } from '../support/uploads.js';
import { expectAccessible, horizontalOverflow, watchPageErrors } from './helpers.js';

const app = setupBrowserApp();

const listedIds = async () => ((await app.http<{ vendor: { id: number } }[]>('GET', '/api/vendors')).json ?? []).map((e) => e.vendor.id);

/** A vendor set up over HTTP with every step of its checklist done, not live. */
async function readyShop() {
  const shop = await createShop(app, {
    live: false,
    items: [
      { name: 'Carne Asada Taco', price: 3.5 },
      { name: 'Date Shake', price: 7.25 },
      { name: 'Elote', price: 4 },
    ],
  });
  const ticket = (await app.http<{ uploadURL: string; objectPath: string }>('POST', '/api/objects/upload', undefined, shop.session)).json!;
  const put = await fetch(new URL(ticket.uploadURL, app.baseUrl), { method: 'PUT', headers: { 'content-type': 'image/png', cookie: shop.session.cookie }, body: PHOTO_PNG });
  expect(put.status).toBe(200);
  expect((await app.http('PATCH', `/api/vendors/${shop.vendor.id}`, { profileImageUrl: ticket.objectPath }, shop.session)).status).toBe(200);
  return shop;
}

describeBrowser('approving new vendors (issue 44)', () => {
  it('holds Go live until the administrator approves, then the vendor is live and told', async () => {
    const admin = await signedInContext(app, { cookie: await adminSessionFor(app.baseUrl) }, viewports.desktop);
    const desk = await admin.newPage();
    const adminErrors = watchPageErrors(desk);
    await desk.goto('/ceo-dashboard');
    await desk.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab', { name: 'Vendors' }).click();
    const setting = desk.getByRole('switch', { name: 'Approve new vendors' });
    await setting.click();
    await expect.poll(() => setting.getAttribute('aria-checked')).toBe('true');
    expect((await app.http('GET', '/admin/api/settings', undefined, { cookie: await adminSessionFor(app.baseUrl) })).json).toEqual({ vendorApproval: true });

    const shop = await readyShop();
    const vendor = await (await signedInContext(app, shop.session, viewports.phone)).newPage();
    const vendorErrors = watchPageErrors(vendor);
    await vendor.goto('/vendor-dashboard');
    const card = vendor.getByTestId('go-live-card');
    await card.getByRole('button', { name: 'Go live' }).click();
    const waiting = card.getByTestId('go-live-waiting');
    await waiting.getByText('Waiting for approval').waitFor();
    await card.getByRole('button', { name: 'Sent for approval' }).and(vendor.locator(':disabled')).waitFor();
    expect(await horizontalOverflow(vendor)).toBeLessThanOrEqual(0);
    await expectAccessible(vendor);
    await screenshot(vendor, 'vendor-approval-waiting-phone');
    expect(await listedIds()).not.toContain(shop.vendor.id);

    // The administrator sees it waiting and approves it.
    await desk.getByRole('button', { name: 'Refresh' }).click();
    await desk.getByRole('button', { name: `Approve ${shop.vendor.businessName}` }).click();
    await desk.getByText(`${shop.vendor.businessName} is live`).first().waitFor();
    await screenshot(desk, 'vendor-approval-admin-desktop');
    await expect.poll(listedIds).toContain(shop.vendor.id);

    // The vendor's dashboard: live, and the inbox says so.
    await vendor.reload();
    await vendor.getByRole('heading', { level: 1, name: 'Vendor Dashboard' }).waitFor();
    await card.waitFor({ state: 'detached' });
    const inbox = await app.http<{ entries: { type: string; title: string }[] }>('GET', '/api/my-vendor/inbox', undefined, shop.session);
    expect(inbox.json!.entries).toContainEqual(expect.objectContaining({ type: 'vendor_approved', title: 'You are live' }));
    adminErrors.expectNone();
    vendorErrors.expectNone();
  });
});
