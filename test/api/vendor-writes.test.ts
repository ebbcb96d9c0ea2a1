/**
 * Vendor self-service writes (SPEC §2 registration and dashboard, §4, §5, §7; DESIGN §4, §5):
 * registration, the own vendor, profile edits, hours, loyalty switch, Mark as Open/Closed, the
 * menu, and who may do each of them.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  BusinessHoursListSchema,
  MenuItemSchema,
  MyVendorSchema,
  OwnVendorSchema,
  StatusOverrideResultSchema,
  VendorDetailSchema,
} from '../../src/shared/schemas/vendors.js';
import { requestsTo, setupTestApp } from '../support/app.js';
import { addMenuItem, createVendor, signUp, signUpVendor, vendorBody } from '../support/factories.js';
import type { Method } from '../support/routes.js';

/** Thursday 12 June 2025, 12:00 in the valley (PDT, UTC−7). */
const THURSDAY_NOON = new Date('2025-06-12T19:00:00Z');
let clock = THURSDAY_NOON;
const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0' }, now: () => clock });

const call = requestsTo(t);

async function myVendor(cookie: string) {
  const res = await call('GET', '/api/my-vendor', cookie);
  expect(res.statusCode).toBe(200);
  return MyVendorSchema.parse(res.json());
}

describe('POST /api/vendors (registration)', () => {
  it('creates the profile (201), owned by the caller, and the caller can read it back', async () => {
    const { user, cookie } = await signUp(t.app);
    const res = await call('POST', '/api/vendors', cookie, vendorBody({ businessName: '  Dune Dogs  ', cuisine: 'Hot Dogs' }));
    expect(res.statusCode).toBe(201);
    const vendor = OwnVendorSchema.parse(res.json());
    expect(vendor).toMatchObject({
      businessName: 'Dune Dogs',
      cuisine: 'Hot Dogs',
      userId: user.id,
      isActive: true,
      hasLoyaltyProgram: false,
      statusOverride: null,
      statusOverrideUntil: null,
    });
    const mine = await myVendor(cookie);
    expect(mine.vendor.id).toBe(vendor.id);
    expect(mine).toMatchObject({ isOpen: false, rating: 0, reviewCount: 0, reviews: [], businessHours: [], menuItems: [] });
  });

  it('answers 409 Already Registered to a second profile, also when two arrive at once', async () => {
    const { cookie } = await signUpVendor(t.app);
    const again = await call('POST', '/api/vendors', cookie, vendorBody());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'Already Registered' });

    const { user, cookie: racer } = await signUp(t.app);
    const both = await Promise.all([
      call('POST', '/api/vendors', racer, vendorBody()),
      call('POST', '/api/vendors', racer, vendorBody()),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from vendors where user_id = ${user.id}`);
    expect(rows.rows[0].n).toBe(1);
  });

  it('derives acceptsPreorders from the payment methods, whatever the client sent', async () => {
    const a = await signUp(t.app);
    const none = await createVendor(t.app, a.cookie, { acceptsPreorders: true, paymentMethods: [] });
    expect(none.acceptsPreorders).toBe(false);
    expect(none.paymentMethods).toEqual([]);

    const b = await signUp(t.app);
    const some = await createVendor(t.app, b.cookie, { acceptsPreorders: false, paymentMethods: ['cash', 'cash', 'applePay'] });
    expect(some.acceptsPreorders).toBe(true);
    expect(some.paymentMethods).toEqual(['cash', 'applePay']);

    const c = await signUp(t.app);
    const { paymentMethods: _omit, ...withoutMethods } = vendorBody({ acceptsPreorders: true });
    const res = await call('POST', '/api/vendors', c.cookie, withoutMethods);
    expect(res.statusCode).toBe(201);
    expect(res.json().acceptsPreorders).toBe(false);
  });

  it.each([
    [{ businessName: undefined }, 'Business name is required'],
    [{ businessName: '   ' }, 'Business name is required'],
    [{ cuisine: undefined }, 'Cuisine type is required'],
    [{ cuisine: '' }, 'Cuisine type is required'],
    [{ address: undefined }, 'Full address is required'],
    [{ address: ' ' }, 'Full address is required'],
  ])('answers 400 with the SPEC text for %o', async (override, message) => {
    const { user, cookie } = await signUp(t.app);
    const res = await call('POST', '/api/vendors', cookie, vendorBody(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const rows = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from vendors where user_id = ${user.id}`);
    expect(rows.rows[0].n).toBe(0);
  });

  it('answers 401 to a visitor, even with an invalid body', async () => {
    for (const body of [vendorBody(), {}]) {
      const res = await call('POST', '/api/vendors', undefined, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Unauthorized' });
    }
  });
});

describe('GET /api/my-vendor', () => {
  it('answers 401 to a visitor and 404 No vendor profile to a user without one', async () => {
    expect((await call('GET', '/api/my-vendor')).statusCode).toBe(401);
    const { cookie } = await signUp(t.app);
    const res = await call('GET', '/api/my-vendor', cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'No vendor profile' });
  });

  it('still shows the owner a deactivated profile', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    await t.database.db.execute(sql`update vendors set is_active = false where id = ${vendor.id}`);
    const mine = await myVendor(cookie);
    expect(mine.vendor).toMatchObject({ id: vendor.id, isActive: false });
  });
});

describe('PATCH /api/vendors/:id (Edit Profile)', () => {
  it('changes only the fields sent, and re-derives acceptsPreorders when methods are sent', async () => {
    const { cookie, vendor } = await signUpVendor(t.app, { paymentMethods: ['zelle'] });
    expect(vendor.acceptsPreorders).toBe(true);

    const renamed = await call('PATCH', `/api/vendors/${vendor.id}`, cookie, {
      businessName: 'Palm Desert Pupusas',
      description: '',
      latitude: 33.72,
      longitude: -116.37,
    });
    expect(renamed.statusCode).toBe(200);
    const body = OwnVendorSchema.parse(renamed.json());
    expect(body).toMatchObject({
      businessName: 'Palm Desert Pupusas',
      description: null,
      cuisine: vendor.cuisine,
      latitude: 33.72,
      longitude: -116.37,
      acceptsPreorders: true,
      paymentMethods: ['zelle'],
    });

    const off = await call('PATCH', `/api/vendors/${vendor.id}`, cookie, { paymentMethods: [], acceptsPreorders: true });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ acceptsPreorders: false, paymentMethods: [] });

    const on = await call('PATCH', `/api/vendors/${vendor.id}`, cookie, { paymentMethods: ['square'] });
    expect(on.json()).toMatchObject({ acceptsPreorders: true, paymentMethods: ['square'] });

    const detail = VendorDetailSchema.parse((await call('GET', `/api/vendors/${vendor.id}`)).json());
    expect(detail.vendor).toMatchObject({ businessName: 'Palm Desert Pupusas', acceptsPreorders: true });
  });

  it.each([
    [{ businessName: '' }, 'Business name is required'],
    [{ cuisine: '  ' }, 'Cuisine type is required'],
    [{ address: '' }, 'Full address is required'],
  ])('answers 400 with the SPEC text for %o', async (payload, message) => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const res = await call('PATCH', `/api/vendors/${vendor.id}`, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await myVendor(cookie)).vendor.businessName).toBe(vendor.businessName);
  });
});

describe('POST /api/vendors/:id/hours', () => {
  it('keeps one row per day, merges each change with it, and answers the whole week', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const url = `/api/vendors/${vendor.id}/hours`;

    const first = await call('POST', url, cookie, { dayOfWeek: 3, openTime: '09:00' });
    expect(first.statusCode).toBe(200);
    expect(BusinessHoursListSchema.parse(first.json())).toEqual([
      { dayOfWeek: 3, shift: 0, openTime: '09:00', closeTime: null, isClosed: false, locationId: null },
    ]);

    await call('POST', url, cookie, { dayOfWeek: 3, closeTime: '17:30' });
    const closed = await call('POST', url, cookie, { dayOfWeek: 3, isClosed: true });
    expect(closed.json()).toEqual([{ dayOfWeek: 3, shift: 0, openTime: '09:00', closeTime: '17:30', isClosed: true, locationId: null }]);

    // Hours past midnight are kept as they are: 18:00–02:00.
    const late = await call('POST', url, cookie, { dayOfWeek: 5, openTime: '18:00', closeTime: '02:00' });
    await call('POST', url, cookie, { dayOfWeek: 0, isClosed: false, openTime: '08:00', closeTime: '14:00' });
    const week = await call('POST', url, cookie, { dayOfWeek: 3, isClosed: false });
    expect(late.statusCode).toBe(200);
    expect(week.json()).toEqual([
      { dayOfWeek: 0, shift: 0, openTime: '08:00', closeTime: '14:00', isClosed: false, locationId: null },
      { dayOfWeek: 3, shift: 0, openTime: '09:00', closeTime: '17:30', isClosed: false, locationId: null },
      { dayOfWeek: 5, shift: 0, openTime: '18:00', closeTime: '02:00', isClosed: false, locationId: null },
    ]);

    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from business_hours where vendor_id = ${vendor.id} and day_of_week = 3`,
    );
    expect(rows.rows[0].n).toBe(1);
    expect((await myVendor(cookie)).businessHours).toEqual(week.json());
    const detail = VendorDetailSchema.parse((await call('GET', `/api/vendors/${vendor.id}`)).json());
    expect(detail.businessHours).toEqual(week.json());
  });

  it.each([
    [{ dayOfWeek: 7, isClosed: true }, 'Day must be 0 (Sunday) to 6 (Saturday)'],
    [{ isClosed: true }, 'Day must be 0 (Sunday) to 6 (Saturday)'],
    [{ dayOfWeek: 2 }, 'Send isClosed, openTime or closeTime'],
    [{ dayOfWeek: 2, openTime: '25:00' }, 'Use a time such as 09:30'],
  ])('answers 400 to %o', async (payload, message) => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const res = await call('POST', `/api/vendors/${vendor.id}/hours`, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe('PUT /api/vendors/:id/loyalty-program', () => {
  it('switches the program on and off', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const on = await call('PUT', `/api/vendors/${vendor.id}/loyalty-program`, cookie, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(OwnVendorSchema.parse(on.json()).hasLoyaltyProgram).toBe(true);
    expect((await call('GET', `/api/vendors/${vendor.id}`)).json().vendor.hasLoyaltyProgram).toBe(true);
    const off = await call('PUT', `/api/vendors/${vendor.id}/loyalty-program`, cookie, { enabled: false });
    expect(off.json().hasLoyaltyProgram).toBe(false);
    const bad = await call('PUT', `/api/vendors/${vendor.id}/loyalty-program`, cookie, { enabled: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /api/vendors/:id/status (Mark as Open / Mark as Closed)', () => {
  it('lasts until the next 04:00 valley time, and null clears it', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const url = `/api/vendors/${vendor.id}/status`;
    try {
      // Thursday 20:00 PDT → Friday 04:00 PDT.
      clock = new Date('2025-06-13T03:00:00Z');
      const evening = await call('PUT', url, cookie, { override: 'open' });
      expect(evening.statusCode).toBe(200);
      const result = StatusOverrideResultSchema.parse(evening.json());
      expect(result.isOpen).toBe(true);
      expect(result.vendor).toMatchObject({ statusOverride: 'open', statusOverrideUntil: '2025-06-13T11:00:00.000Z' });

      // Friday 01:00 PDT → the same morning's 04:00.
      clock = new Date('2025-06-13T08:00:00Z');
      const night = await call('PUT', url, cookie, { override: 'closed' });
      expect(night.json()).toMatchObject({
        isOpen: false,
        vendor: { statusOverride: 'closed', statusOverrideUntil: '2025-06-13T11:00:00.000Z' },
      });

      // Winter (PST, UTC−8): 15 January 20:00 → 16 January 04:00 = 12:00 UTC.
      clock = new Date('2025-01-16T04:00:00Z');
      const winter = await call('PUT', url, cookie, { override: 'closed' });
      expect(winter.json().vendor.statusOverrideUntil).toBe('2025-01-16T12:00:00.000Z');

      const cleared = await call('PUT', url, cookie, { override: null });
      expect(cleared.json()).toMatchObject({ isOpen: false, vendor: { statusOverride: null, statusOverrideUntil: null } });
      expect((await myVendor(cookie)).vendor).toMatchObject({ statusOverride: null, statusOverrideUntil: null });

      expect((await call('PUT', url, cookie, { override: 'maybe' })).statusCode).toBe(400);
    } finally {
      clock = THURSDAY_NOON;
    }
  });
});

describe('menu', () => {
  it('adds an item (201) with the price as a 2-decimal string', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const res = await call('POST', `/api/vendors/${vendor.id}/menu`, cookie, {
      name: 'Quesabirria',
      description: 'Three tacos with consomé',
      price: 12.5,
      category: 'Tacos',
    });
    expect(res.statusCode).toBe(201);
    const item = MenuItemSchema.parse(res.json());
    expect(item).toMatchObject({
      vendorId: vendor.id,
      name: 'Quesabirria',
      price: '12.50',
      category: 'Tacos',
      isAvailable: true,
      isSoldOut: false,
      inventoryCount: null,
      prepTime: 15,
    });
    const cheap = await addMenuItem(t.app, cookie, vendor.id, { price: 0.1 + 0.2 });
    expect(cheap.price).toBe('0.30');
    const stored = await t.database.db.execute<{ price: string }>(sql`select price::text as price from menu_items where id = ${item.id}`);
    expect(stored.rows[0].price).toBe('12.50');
    const none = await addMenuItem(t.app, cookie, vendor.id, { inventoryCount: 0 });
    expect(none.isSoldOut).toBe(true);
  });

  it.each([
    [{ price: 3 }],
    [{ name: '', price: 3 }],
    [{ name: '   ', price: 3 }],
    [{ name: 'Elote' }],
    [{ name: 'Elote', price: '' }],
    [{ name: 'Elote', price: 'abc' }],
  ])('answers 400 Name and price are required to %o', async (payload) => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const res = await call('POST', `/api/vendors/${vendor.id}/menu`, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name and price are required');
    expect((await myVendor(cookie)).menuItems).toEqual([]);
  });

  it('edits an item; inventory 0 sells it out and more clears it', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const item = await addMenuItem(t.app, cookie, vendor.id, { name: 'Tamal', price: 3 });
    const url = `/api/menu-items/${item.id}`;

    const edited = await call('PATCH', url, cookie, { name: 'Tamal de rajas', price: 3.75, prepTime: 5 });
    expect(edited.statusCode).toBe(200);
    expect(MenuItemSchema.parse(edited.json())).toMatchObject({ name: 'Tamal de rajas', price: '3.75', prepTime: 5 });

    const out = await call('PATCH', url, cookie, { inventoryCount: 0 });
    expect(out.json()).toMatchObject({ inventoryCount: 0, isSoldOut: true });
    expect((await call('GET', `/api/vendors/${vendor.id}/menu`)).json()[0]).toMatchObject({ isSoldOut: true });

    const restocked = await call('PATCH', url, cookie, { inventoryCount: 12 });
    expect(restocked.json()).toMatchObject({ inventoryCount: 12, isSoldOut: false });

    const manual = await call('PATCH', url, cookie, { isSoldOut: true });
    expect(manual.json()).toMatchObject({ inventoryCount: 12, isSoldOut: true });
    const hidden = await call('PATCH', url, cookie, { isAvailable: false, isSoldOut: false });
    expect(hidden.json()).toMatchObject({ isAvailable: false, isSoldOut: false });

    const bad = await call('PATCH', url, cookie, { name: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Name and price are required');
    const negative = await call('PATCH', url, cookie, { inventoryCount: -1 });
    expect(negative.statusCode).toBe(400);
  });

  it('deletes an item (204); a second delete is 404', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const keep = await addMenuItem(t.app, cookie, vendor.id);
    const drop = await addMenuItem(t.app, cookie, vendor.id);
    const res = await call('DELETE', `/api/menu-items/${drop.id}`, cookie);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const menu = z.array(MenuItemSchema).parse((await call('GET', `/api/vendors/${vendor.id}/menu`)).json());
    expect(menu.map((m) => m.id)).toEqual([keep.id]);
    const again = await call('DELETE', `/api/menu-items/${drop.id}`, cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Menu item not found' });
  });
});

describe('who may write', () => {
  const writes = (vendorId: number, itemId: number): [Method, string, object | undefined][] => [
    ['PATCH', `/api/vendors/${vendorId}`, { businessName: 'Taken Over' }],
    ['POST', `/api/vendors/${vendorId}/hours`, { dayOfWeek: 2, isClosed: true }],
    ['PUT', `/api/vendors/${vendorId}/loyalty-program`, { enabled: true }],
    ['PUT', `/api/vendors/${vendorId}/status`, { override: 'closed' }],
    ['POST', `/api/vendors/${vendorId}/menu`, { name: 'Intruder special', price: 1 }],
    ['PATCH', `/api/menu-items/${itemId}`, { price: 0, inventoryCount: 0 }],
    ['DELETE', `/api/menu-items/${itemId}`, undefined],
  ];

  it('answers 401 to visitors and 403 to other users (with or without a vendor), and changes nothing', async () => {
    const owner = await signUpVendor(t.app, { paymentMethods: ['cash'] });
    await call('POST', `/api/vendors/${owner.vendor.id}/hours`, owner.cookie, { dayOfWeek: 2, openTime: '10:00', closeTime: '18:00' });
    const item = await addMenuItem(t.app, owner.cookie, owner.vendor.id, { name: 'Original', price: 5 });
    const before = await myVendor(owner.cookie);

    const stranger = await signUp(t.app);
    const rival = await signUpVendor(t.app);
    const cases = writes(owner.vendor.id, item.id);
    expect(cases).toHaveLength(7);
    for (const [method, url, payload] of cases) {
      const visitor = await call(method, url, undefined, payload);
      expect(visitor.statusCode, `${method} ${url} as visitor`).toBe(401);
      expect(visitor.json()).toMatchObject({ message: 'Unauthorized' });
      // Even an invalid body: the guard answers before validation.
      if (payload !== undefined) expect((await call(method, url, undefined, {})).statusCode).toBe(401);

      for (const [who, cookie] of [
        ['a user without a vendor', stranger.cookie],
        ['another vendor', rival.cookie],
      ] as const) {
        const res = await call(method, url, cookie, payload);
        expect(res.statusCode, `${method} ${url} as ${who}`).toBe(403);
        expect(res.json()).toMatchObject({ message: 'Forbidden' });
      }
    }

    expect(await myVendor(owner.cookie)).toEqual(before);
    expect((await myVendor(rival.cookie)).menuItems).toEqual([]);

    // The owner can do every one of them.
    for (const [method, url, payload] of cases) {
      const res = await call(method, url, owner.cookie, payload);
      expect(res.statusCode, `${method} ${url} as owner`).toBeLessThan(300);
    }
  });

  it('answers 404 for a vendor or menu item that does not exist', async () => {
    const { cookie } = await signUpVendor(t.app);
    for (const [method, url, payload] of writes(999999, 999999)) {
      const res = await call(method, url, cookie, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe(url.includes('menu-items') ? 'Menu item not found' : 'Vendor not found');
    }
  });
});
