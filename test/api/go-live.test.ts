/**
 * Going live (issue 24 item 3, decision 0028): a new vendor is unlisted and 404 to everyone but
 * its owner (whose preview works) until every step of the setup checklist is done and it goes
 * live; Go live refuses with the missing steps and changes nothing; the caches follow.
 */
import { describe, expect, it } from 'vitest';
import { MyVendorSchema, VendorDetailSchema, VendorListSchema, VendorSetupSchema } from '../../src/shared/schemas/vendors.js';
import { setupTestApp } from '../support/app.js';
import { adminEnv, adminLogin, type Cookie, signUp, vendorBody } from '../support/factories.js';
import { openAroundTheClockIn } from '../support/open-hours.js';

const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0', ORDER_RATE_LIMIT: '0', ...adminEnv } });

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie?: Cookie, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A new vendor straight through POST /api/vendors (not the factories, which put it live). */
async function newVendor(overrides: Record<string, unknown> = {}) {
  const { cookie } = await signUp(t.app);
  const res = await call('POST', '/api/vendors', cookie, vendorBody(overrides));
  expect(res.statusCode).toBe(201);
  const vendor = res.json() as { id: number; publishedAt: string | null };
  return { cookie, vendor };
}

async function setup(cookie: Cookie) {
  const res = await call('GET', '/api/my-vendor', cookie);
  expect(res.statusCode).toBe(200);
  return MyVendorSchema.parse(res.json()).setup;
}

const done = (s: { steps: { key: string; done: boolean }[] }) => s.steps.filter((x) => x.done).map((x) => x.key);
const listedIds = async () => VendorListSchema.parse((await call('GET', '/api/vendors')).json()).map((e) => e.vendor.id);

async function uploadedImage(cookie: Cookie): Promise<string> {
  const ticket = (await call('POST', '/api/objects/upload', cookie)).json();
  const put = await t.app.inject({ method: 'PUT', url: ticket.uploadURL, headers: { 'content-type': 'image/png' }, payload: PNG });
  expect(put.statusCode).toBe(200);
  return put.json().objectPath as string;
}

async function addItem(cookie: Cookie, vendorId: number, name: string, extra: Record<string, unknown> = {}) {
  const res = await call('POST', `/api/vendors/${vendorId}/menu`, cookie, { name, price: 4.5, ...extra });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; name: string; price: string };
}

const order = (vendorId: number, item: { id: number; name: string; price: string }, extra: Record<string, unknown> = {}) => ({
  vendorId,
  firstName: 'Lupe',
  lastName: 'Ortiz',
  phone: '(760) 555-0123',
  paymentMethod: 'cash',
  items: [{ menuItemId: item.id, name: item.name, price: item.price, quantity: 1 }],
  totalAmount: item.price,
  ...extra,
});

describe('a new vendor before it goes live', () => {
  it('starts unpublished with the checklist to do: unlisted, 404 to others, a preview for its owner, no orders', async () => {
    const { cookie, vendor } = await newVendor();
    expect(vendor.publishedAt).toBeNull();
    const s = await setup(cookie);
    expect(s).toEqual({
      steps: [
        { key: 'photo', done: false },
        { key: 'hours', done: false },
        { key: 'menu', done: false },
        { key: 'payment', done: true },
      ],
      live: false,
      publishedAt: null,
      awaitingApproval: false,
    });

    expect(await listedIds()).not.toContain(vendor.id);
    const { cookie: stranger } = await signUp(t.app);
    for (const url of [`/api/vendors/${vendor.id}`, `/api/vendors/${vendor.id}/menu`, `/api/vendors/${vendor.id}/pickup-slots`]) {
      for (const who of [undefined, stranger]) {
        const res = await call('GET', url, who);
        expect(res.statusCode, `${url} ${who ? 'stranger' : 'visitor'}`).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    }
    expect((await call('POST', `/api/vendors/${vendor.id}/views`)).statusCode).toBe(404);

    // The owner's preview: the same detail, marked.
    const preview = await call('GET', `/api/vendors/${vendor.id}`, cookie);
    expect(preview.statusCode).toBe(200);
    expect(VendorDetailSchema.parse(preview.json()).preview).toBe(true);
    expect((await call('GET', `/api/vendors/${vendor.id}/menu`, cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/vendors/${vendor.id}/pickup-slots`, cookie)).statusCode).toBe(200);

    // No orders, "as soon as possible" or for later, whoever asks (the owner too).
    await openAroundTheClockIn(t.app, cookie, vendor.id);
    const item = await addItem(cookie, vendor.id, 'Taco');
    for (const who of [undefined, cookie]) {
      const asap = await t.app.inject({ method: 'POST', url: '/api/guest-preorders', payload: order(vendor.id, item), headers: who ? { cookie: who } : {} });
      expect(asap.statusCode).toBe(404);
      expect(asap.json().code).toBe('not_found');
    }
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/guest-preorders',
      payload: order(vendor.id, item, { scheduledPickupTime: new Date(Date.now() + 2 * 86_400_000).toISOString() }),
    });
    expect(later.statusCode).toBe(404);
  });

  it('counts a payment method as a step', async () => {
    const { cookie } = await newVendor({ paymentMethods: [] });
    expect(done(await setup(cookie))).toEqual([]);
  });
});

describe('POST /api/vendors/:id/go-live', () => {
  it('refuses with the missing steps and changes nothing, then goes live once every step is done', async () => {
    const { cookie, vendor } = await newVendor();
    const url = `/api/vendors/${vendor.id}/go-live`;

    const refused = await call('POST', url, cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'setup_incomplete', missing: ['photo', 'hours', 'menu'] });
    expect((await setup(cookie)).live).toBe(false);

    // The photo and the hours.
    const photo = await uploadedImage(cookie);
    expect((await call('PATCH', `/api/vendors/${vendor.id}`, cookie, { profileImageUrl: photo })).statusCode).toBe(200);
    const week = [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d, isClosed: false, shifts: [{ openTime: '00:00', closeTime: '00:00' }] }));
    expect((await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, week)).statusCode).toBe(200);
    expect(done(await setup(cookie))).toEqual(['photo', 'hours', 'payment']);

    // Two items and a hidden one are not three on the public menu.
    const first = await addItem(cookie, vendor.id, 'Carne Asada Taco');
    await addItem(cookie, vendor.id, 'Date Shake');
    await addItem(cookie, vendor.id, 'Secret Salsa', { isAvailable: false });
    const still = await call('POST', url, cookie);
    expect(still.statusCode).toBe(409);
    expect(still.json()).toMatchObject({ code: 'setup_incomplete', missing: ['menu'] });

    // The list is cached without the vendor: going live must clear it.
    expect(await listedIds()).not.toContain(vendor.id);
    expect((await call('GET', `/api/vendors/${vendor.id}`, cookie)).json().preview).toBe(true);

    await addItem(cookie, vendor.id, 'Elote');
    expect((await setup(cookie)).steps.every((s) => s.done)).toBe(true);
    const live = await call('POST', url, cookie);
    expect(live.statusCode).toBe(200);
    const body = VendorSetupSchema.parse(live.json());
    expect(body.live).toBe(true);
    expect(body.publishedAt).not.toBeNull();

    expect(await listedIds()).toContain(vendor.id);
    const detail = await call('GET', `/api/vendors/${vendor.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().preview).toBeUndefined();
    // The owner's own read is the public one now.
    expect((await call('GET', `/api/vendors/${vendor.id}`, cookie)).json().preview).toBeUndefined();
    const placed = await t.app.inject({ method: 'POST', url: '/api/guest-preorders', payload: order(vendor.id, first) });
    expect(placed.statusCode).toBe(201);

    // Again: the same answer, the first date kept.
    const again = await call('POST', url, cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(body);
    expect((await setup(cookie)).publishedAt).toBe(body.publishedAt);
  });

  it('is the owner’s only: 401 to visitors, 403 to others, 404 for no vendor; nothing changes', async () => {
    const { vendor } = await newVendor({ paymentMethods: ['cash'] });
    const { cookie: other } = await signUp(t.app);
    expect((await call('POST', `/api/vendors/${vendor.id}/go-live`)).statusCode).toBe(401);
    expect((await call('POST', `/api/vendors/${vendor.id}/go-live`, other)).statusCode).toBe(403);
    expect((await call('POST', '/api/vendors/999999/go-live', other)).statusCode).toBe(404);
    expect((await call('POST', '/api/vendors/abc/go-live', other)).statusCode).toBe(404);
    expect(await listedIds()).not.toContain(vendor.id);
  });
});

describe('POST /admin/api/vendors/:id/publish', () => {
  it('puts a vendor live without its checklist, for the administrator only', async () => {
    const { cookie, vendor } = await newVendor();
    const url = `/admin/api/vendors/${vendor.id}/publish`;
    expect((await call('POST', url)).statusCode).toBe(401);
    expect((await call('POST', url, cookie)).statusCode).toBe(401);
    expect(await listedIds()).not.toContain(vendor.id);

    const admin = await adminLogin(t.app);
    const res = await call('POST', url, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().vendor.publishedAt).not.toBeNull();
    expect(await listedIds()).toContain(vendor.id);
    expect((await setup(cookie)).live).toBe(true);
    expect((await call('POST', '/admin/api/vendors/999999/publish', admin)).statusCode).toBe(404);
  });
});

describe('approving new vendors (issue 44 friction 6)', () => {
  /** A new vendor with every step of the checklist done. */
  async function readyVendor() {
    const { cookie, vendor } = await newVendor();
    const photo = await uploadedImage(cookie);
    expect((await call('PATCH', `/api/vendors/${vendor.id}`, cookie, { profileImageUrl: photo })).statusCode).toBe(200);
    await openAroundTheClockIn(t.app, cookie, vendor.id);
    const item = await addItem(cookie, vendor.id, 'Carne Asada Taco');
    await addItem(cookie, vendor.id, 'Date Shake');
    await addItem(cookie, vendor.id, 'Elote');
    return { cookie, vendor, item };
  }

  it('makes Go live wait for the administrator while switched on; Approve puts it live and tells the vendor', async () => {
    const admin = await adminLogin(t.app);
    expect((await call('GET', '/admin/api/settings', admin)).json()).toEqual({ vendorApproval: false });
    const on = await call('PUT', '/admin/api/settings', admin, { vendorApproval: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ vendorApproval: true });
    try {
      const { cookie, vendor, item } = await readyVendor();
      const asked = await call('POST', `/api/vendors/${vendor.id}/go-live`, cookie);
      expect(asked.statusCode).toBe(200);
      expect(VendorSetupSchema.parse(asked.json())).toMatchObject({ live: false, publishedAt: null, awaitingApproval: true });
      // Asking again is the same answer; still unlisted, still no orders.
      expect((await call('POST', `/api/vendors/${vendor.id}/go-live`, cookie)).json()).toEqual(asked.json());
      expect(await listedIds()).not.toContain(vendor.id);
      expect((await t.app.inject({ method: 'POST', url: '/api/guest-preorders', payload: order(vendor.id, item) })).statusCode).toBe(404);

      // The administrator sees it waiting and approves it.
      const waiting = (await call('GET', '/admin/api/vendors', admin)).json() as { vendor: { id: number; approvalRequestedAt: string | null } }[];
      expect(waiting.find((v) => v.vendor.id === vendor.id)?.vendor.approvalRequestedAt).not.toBeNull();
      expect((await call('POST', `/admin/api/vendors/${vendor.id}/publish`, admin)).statusCode).toBe(200);
      expect(await listedIds()).toContain(vendor.id);
      expect(await setup(cookie)).toMatchObject({ live: true, awaitingApproval: false });
      expect((await t.app.inject({ method: 'POST', url: '/api/guest-preorders', payload: order(vendor.id, item) })).statusCode).toBe(201);
      const inbox = (await call('GET', '/api/my-vendor/inbox', cookie)).json() as { entries: { type: string; title: string }[] };
      expect(inbox.entries).toContainEqual(expect.objectContaining({ type: 'vendor_approved', title: 'You are live' }));
      // One more waits when the switch goes off: its ask is forgotten, its Go live publishes at once.
      const late = await readyVendor();
      expect((await call('POST', `/api/vendors/${late.vendor.id}/go-live`, late.cookie)).json()).toMatchObject({ awaitingApproval: true });
      expect((await call('PUT', '/admin/api/settings', admin, { vendorApproval: false })).statusCode).toBe(200);
      expect(await setup(late.cookie)).toMatchObject({ live: false, awaitingApproval: false });
    } finally {
      expect((await call('PUT', '/admin/api/settings', admin, { vendorApproval: false })).statusCode).toBe(200);
    }
    // Switched off again: Go live is immediate, as before.
    const { cookie, vendor } = await readyVendor();
    expect((await call('POST', `/api/vendors/${vendor.id}/go-live`, cookie)).json()).toMatchObject({ live: true, awaitingApproval: false });
  });

  it('keeps the switch to the administrator, and refuses a body that is not a boolean', async () => {
    const { cookie } = await newVendor();
    expect((await call('GET', '/admin/api/settings')).statusCode).toBe(401);
    expect((await call('PUT', '/admin/api/settings', cookie, { vendorApproval: true })).statusCode).toBe(401);
    const admin = await adminLogin(t.app);
    const bad = await call('PUT', '/admin/api/settings', admin, { vendorApproval: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Send vendorApproval as true or false');
    expect((await call('GET', '/admin/api/settings', admin)).json()).toEqual({ vendorApproval: false });
  });
});
