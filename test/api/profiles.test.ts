/**
 * Profiles and dietary tags (issue 18 item 3, DESIGN §10.3, decision 0041): GET/PATCH
 * /api/me/profile for the signed-in user only (made with defaults on the first read), bad input
 * refused with a code and nothing written, favourite vendors only live ones; menu items carry
 * dietary tags through the owner's writes to the public menu and the list's tag sets.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userProfiles } from '../../src/server/db/schema.js';
import { setupTestApp } from '../support/app.js';
import { addMenuItem, type Cookie, createVendor, signUp, signUpVendor } from '../support/factories.js';

const t = setupTestApp();

const call = (method: 'GET' | 'PATCH' | 'POST' | 'DELETE', url: string, cookie?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

const profileRows = async (userId: string) =>
  t.database.db.select().from(userProfiles).where(eq(userProfiles.userId, userId));

describe('GET/PATCH /api/me/profile', () => {
  it('reads create the defaults once; each field is written on its own; another user sees only their own', async () => {
    const ana = await signUp(t.app);
    const ben = await signUp(t.app);
    const empty = { bio: null, dietaryRestrictions: [], preferredCuisines: [], favoriteVendors: [] };
    expect((await call('GET', '/api/me/profile', ana.cookie)).json()).toEqual(empty);
    expect((await call('GET', '/api/me/profile', ana.cookie)).json()).toEqual(empty);
    expect(await profileRows(ana.user.id)).toHaveLength(1);

    const shop = await signUpVendor(t.app);
    const steps: [object, object][] = [
      [{ bio: '  Taco lover from Indio  ' }, { bio: 'Taco lover from Indio' }],
      [{ dietaryRestrictions: ['halal', 'vegan', 'vegan'] }, { dietaryRestrictions: ['vegan', 'halal'] }],
      [{ preferredCuisines: ['Tacos', 'BBQ', 'Tacos'] }, { preferredCuisines: ['Tacos', 'BBQ'] }],
      [{ favoriteVendors: [shop.vendor.id] }, { favoriteVendors: [shop.vendor.id] }],
      [{ bio: '' }, { bio: null }],
    ];
    let expected: object = empty;
    for (const [patch, change] of steps) {
      expected = { ...expected, ...change };
      const res = await call('PATCH', '/api/me/profile', ana.cookie, patch);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(expected);
    }
    expect((await call('GET', '/api/me/profile', ana.cookie)).json()).toEqual(expected);
    // The follows area's column is neither shown nor written here.
    expect((await call('GET', '/api/me/profile', ana.cookie)).json()).not.toHaveProperty('textFollowedVendors');
    expect((await call('PATCH', '/api/me/profile', ana.cookie, { textFollowedVendors: true, bio: 'x' })).statusCode).toBe(200);
    expect((await profileRows(ana.user.id))[0].textFollowedVendors).toBe(false);

    // Ben's first write makes his row; Ana's is untouched.
    expect((await call('PATCH', '/api/me/profile', ben.cookie, { preferredCuisines: ['Thai'] })).json()).toEqual({
      ...empty,
      preferredCuisines: ['Thai'],
    });
    expect((await call('GET', '/api/me/profile', ana.cookie)).json().preferredCuisines).toEqual(['Tacos', 'BBQ']);
  });

  it('refuses bad input with a code and writes nothing; signed out is 401', async () => {
    const { user, cookie } = await signUp(t.app);
    const live = await signUpVendor(t.app);
    const unlisted = await createVendor(t.app, (await signUp(t.app)).cookie, {}, { live: false });
    const bad: [object, string][] = [
      [{}, 'invalid_request'],
      [{ dietaryRestrictions: ['keto'] }, 'invalid_request'],
      [{ dietaryRestrictions: 'vegan' }, 'invalid_request'],
      [{ preferredCuisines: ['Martian'] }, 'invalid_request'],
      [{ bio: 'x'.repeat(501) }, 'invalid_request'],
      [{ bio: 'nul\u0000byte' }, 'invalid_request'],
      [{ favoriteVendors: Array.from({ length: 11 }, (_, i) => i + 1) }, 'invalid_request'],
      [{ favoriteVendors: [0] }, 'invalid_request'],
      [{ favoriteVendors: [999_999_999] }, 'unknown_vendor'],
      [{ favoriteVendors: [live.vendor.id, unlisted.id] }, 'unknown_vendor'],
    ];
    for (const [body, code] of bad) {
      // With a valid field beside the bad one (except the empty body): nothing of it is written either.
      const res = await call('PATCH', '/api/me/profile', cookie, Object.keys(body).length === 0 ? body : { bio: 'kept?', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await profileRows(user.id)).toHaveLength(0);
    const unknown = await call('PATCH', '/api/me/profile', cookie, { favoriteVendors: [unlisted.id] });
    expect(unknown.json()).toMatchObject({ code: 'unknown_vendor', unknownIds: [unlisted.id] });

    // A long bio: the message says so, in Spanish too.
    const es = await t.app.inject({
      method: 'PATCH',
      url: '/api/me/profile',
      headers: { cookie, 'accept-language': 'es' },
      payload: { bio: 'x'.repeat(501) },
    });
    expect(es.json().message).toContain('500');
    expect(await profileRows(user.id)).toHaveLength(0);

    expect((await call('GET', '/api/me/profile')).statusCode).toBe(401);
    const out = await call('PATCH', '/api/me/profile', undefined, { bio: 'hi' });
    expect(out.statusCode).toBe(401);
    expect(out.json().code).toBe('unauthorized');
  });

  it('a favourite vendor that goes off the map is no longer shown', async () => {
    const { cookie } = await signUp(t.app);
    const shop = await signUpVendor(t.app);
    expect((await call('PATCH', '/api/me/profile', cookie, { favoriteVendors: [shop.vendor.id] })).statusCode).toBe(200);
    const admin = t.database.db;
    const { vendors } = await import('../../src/server/db/schema.js');
    await admin.update(vendors).set({ isActive: false }).where(eq(vendors.id, shop.vendor.id));
    expect((await call('GET', '/api/me/profile', cookie)).json().favoriteVendors).toEqual([]);
  });
});

describe('menu item dietary tags', () => {
  it('round-trip through the owner’s writes to the public menu and the list’s tag sets', async () => {
    const shop = await signUpVendor(t.app);
    const nopal = await addMenuItem(t.app, shop.cookie, shop.vendor.id, {
      name: 'Nopal Taco',
      dietaryTags: ['vegan', 'gluten-free', 'vegan'],
    });
    expect(nopal.dietaryTags).toEqual(['vegan', 'gluten-free']);
    const asada = await addMenuItem(t.app, shop.cookie, shop.vendor.id, { name: 'Asada Taco' });
    expect(asada.dietaryTags).toEqual([]);
    const bad = await call('POST', `/api/vendors/${shop.vendor.id}/menu`, shop.cookie, { name: 'X', price: 1, dietaryTags: ['keto'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_request');

    const publicMenu = async () =>
      (await call('GET', `/api/vendors/${shop.vendor.id}`)).json().menuItems.map((i: { name: string; dietaryTags: string[] }) => [
        i.name,
        i.dietaryTags,
      ]);
    const tagSets = async () =>
      (await call('GET', '/api/vendors')).json().find((e: { vendor: { id: number } }) => e.vendor.id === shop.vendor.id).dietaryTagSets;
    expect(await publicMenu()).toEqual([
      ['Nopal Taco', ['vegan', 'gluten-free']],
      ['Asada Taco', []],
    ]);
    expect(await tagSets()).toEqual([['vegan', 'gluten-free']]);

    // The owner changes the tags: the detail and the list follow at once.
    const patched = await call('PATCH', `/api/menu-items/${asada.id}`, shop.cookie, { dietaryTags: ['halal'] });
    expect(patched.json().dietaryTags).toEqual(['halal']);
    expect(await tagSets()).toEqual(expect.arrayContaining([['vegan', 'gluten-free'], ['halal']]));
    // A hidden item's tags leave the list.
    await call('PATCH', `/api/menu-items/${nopal.id}`, shop.cookie, { isAvailable: false });
    expect(await tagSets()).toEqual([['halal']]);
    expect((await call('PATCH', `/api/menu-items/${asada.id}`, shop.cookie, { dietaryTags: 'halal' })).statusCode).toBe(400);
    expect(await tagSets()).toEqual([['halal']]);
  });
});
