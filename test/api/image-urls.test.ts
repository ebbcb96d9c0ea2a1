/**
 * Image URL fields accept only images this server stored (issue 16 item 3): a vendor once set
 * profileImageUrl to /api/logout, and every visitor's browser signed itself out loading it.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import { addMenuItem, type Cookie, signUp, signUpVendor, vendorBody } from '../support/factories.js';

const t = setupTestApp();

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

/** Uploads a real image through the API; returns the URL it is served at. */
async function uploadedImage(cookie: Cookie): Promise<string> {
  const ticket = (await t.app.inject({ method: 'POST', url: '/api/objects/upload', headers: { cookie } })).json();
  const put = await t.app.inject({ method: 'PUT', url: ticket.uploadURL, headers: { 'content-type': 'image/png' }, payload: PNG });
  expect(put.statusCode).toBe(200);
  return put.json().objectPath as string;
}

const FOREIGN = [
  '/api/logout',
  '/api/logout?x=/uploads/0123456789abcdef0123456789abcdef',
  'https://tracker.example/pixel.gif',
  'https://evil.example/uploads/0123456789abcdef0123456789abcdef',
  '/uploads/../api/logout',
  'javascript:alert(1)',
  '',
];

describe('vendor image URLs', () => {
  it('refuses a profile image that is not one of our uploads: 400 invalid_image_url, translated', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    for (const url of FOREIGN) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/vendors/${vendor.id}`,
        headers: { cookie },
        payload: { profileImageUrl: url },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ message: 'Images must be uploaded through Valley Eats', code: 'invalid_image_url' });
    }
    const es = await t.app.inject({
      method: 'PATCH',
      url: `/api/vendors/${vendor.id}`,
      headers: { cookie, 'accept-language': 'es' },
      payload: { menuImageUrls: ['/api/logout'] },
    });
    expect(es.statusCode).toBe(400);
    expect(es.json()).toEqual({ message: 'Las imágenes deben subirse a través de Valley Eats', code: 'invalid_image_url' });
    // Nothing was stored.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/my-vendor', headers: { cookie } })).json();
    expect(mine.vendor.profileImageUrl).toBeNull();
    expect(mine.vendor.menuImageUrls).toEqual([]);
  });

  it('accepts images uploaded through the server, and null to clear', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const profile = await uploadedImage(cookie);
    const menu = await uploadedImage(cookie);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/vendors/${vendor.id}`,
      headers: { cookie },
      payload: { profileImageUrl: profile, menuImageUrls: [menu] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profileImageUrl: profile, menuImageUrls: [menu] });
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/vendors/${vendor.id}`,
      headers: { cookie },
      payload: { profileImageUrl: null, menuImageUrls: [] },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ profileImageUrl: null, menuImageUrls: [] });
  });

  it('checks registration too: one foreign URL among menu photos refuses the profile', async () => {
    const { cookie } = await signUp(t.app);
    const ours = await uploadedImage(cookie);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: { cookie },
      payload: vendorBody({ profileImageUrl: ours, menuImageUrls: [ours, 'https://tracker.example/a.png'] }),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_image_url');
    expect((await t.app.inject({ method: 'GET', url: '/api/my-vendor', headers: { cookie } })).statusCode).toBe(404);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: { cookie },
      payload: vendorBody({ profileImageUrl: ours, menuImageUrls: [ours] }),
    });
    expect(ok.statusCode).toBe(201);
  });
});

describe('menu item image URLs', () => {
  it('refuses foreign URLs on create and edit, accepts our uploads', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/vendors/${vendor.id}/menu`,
      headers: { cookie },
      payload: { name: 'Taco', price: 3.5, imageUrl: '/api/logout' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().code).toBe('invalid_image_url');

    const item = await addMenuItem(t.app, cookie, vendor.id);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${item.id}`,
      headers: { cookie },
      payload: { imageUrl: 'https://tracker.example/pixel.gif' },
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().code).toBe('invalid_image_url');

    const ours = await uploadedImage(cookie);
    const good = await t.app.inject({
      method: 'PATCH',
      url: `/api/menu-items/${item.id}`,
      headers: { cookie },
      payload: { imageUrl: ours },
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().imageUrl).toBe(ours);
  });
});
