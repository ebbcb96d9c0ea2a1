/**
 * A menu item's one availability state and the vendor's own menu order (issue 24 item 5,
 * decision 0023): the three states through PATCH's isAvailable/isSoldOut, "sold out today" reset
 * at the next 04:00 valley time by the first read (no cron), hidden items off the public menu;
 * PUT /api/vendors/:id/menu-categories/order and /menu/order (owner only, exact ids or 400
 * order_mismatch, one write, visible at once on GET /api/vendors/:id), new items appended.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itemState, stateFields } from '../../src/shared/menu-availability.js';
import { MenuCategoryListSchema, MenuCategorySchema } from '../../src/shared/schemas/pickup.js';
import { MenuItemSchema, MyVendorSchema, VendorDetailSchema } from '../../src/shared/schemas/vendors.js';
import { requestsTo, setupTestApp } from '../support/app.js';
import { addMenuItem, signUp, signUpVendor } from '../support/factories.js';

/** Tuesday 24 November 2026, 18:00 in the valley (PST, UTC−8). */
const TUESDAY_EVENING = new Date('2026-11-25T02:00:00Z');
let clock = TUESDAY_EVENING;
const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0' }, now: () => clock });

const call = requestsTo(t);

async function publicDetail(vendorId: number) {
  const res = await call('GET', `/api/vendors/${vendorId}`);
  expect(res.statusCode, res.body).toBe(200);
  return VendorDetailSchema.parse(res.json());
}

async function myVendor(cookie: string) {
  const res = await call('GET', '/api/my-vendor', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return MyVendorSchema.parse(res.json());
}

async function newCategory(cookie: string, vendorId: number, name: string) {
  const res = await call('POST', `/api/vendors/${vendorId}/menu-categories`, cookie, { name });
  expect(res.statusCode, res.body).toBe(201);
  return MenuCategorySchema.parse(res.json());
}

async function fingerprint(vendorId: number): Promise<string> {
  const r = await t.database.db.execute<{ f: string }>(sql`
    select coalesce((select string_agg(id || ':' || sort_order, ',' order by id) from menu_items where vendor_id = ${vendorId}), '') || '|' ||
           coalesce((select string_agg(id || ':' || sort_order, ',' order by id) from menu_categories where vendor_id = ${vendorId}), '') as f`);
  return r.rows[0].f;
}

const names = (items: { name: string }[]) => items.map((i) => i.name);

describe('one availability state', () => {
  it('maps available / sold out today / hidden onto isAvailable and isSoldOut, and the public menu follows', async () => {
    clock = TUESDAY_EVENING;
    const { cookie, vendor } = await signUpVendor(t.app);
    const elote = await addMenuItem(t.app, cookie, vendor.id, { name: 'Elote', category: null });
    const churro = await addMenuItem(t.app, cookie, vendor.id, { name: 'Churro', category: null });

    const soldOut = await call('PATCH', `/api/menu-items/${elote.id}`, cookie, stateFields('soldOut'));
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(itemState(MenuItemSchema.parse(soldOut.json()))).toBe('soldOut');
    const hidden = await call('PATCH', `/api/menu-items/${churro.id}`, cookie, stateFields('hidden'));
    expect(hidden.json()).toMatchObject({ isAvailable: false, isSoldOut: false });

    // Customers see the sold-out item (marked), not the hidden one; the owner sees both.
    const menu = (await publicDetail(vendor.id)).menuItems;
    expect(menu.map((i) => [i.name, itemState(i)])).toEqual([['Elote', 'soldOut']]);
    expect((await call('GET', `/api/vendors/${vendor.id}/menu`)).json().map((i: { name: string }) => i.name)).toEqual(['Elote']);
    expect((await myVendor(cookie)).menuItems.map((i) => [i.name, itemState(i)])).toEqual([
      ['Elote', 'soldOut'],
      ['Churro', 'hidden'],
    ]);

    // Back to available, and a new item may start as sold out today (the add dialog's control).
    await call('PATCH', `/api/menu-items/${churro.id}`, cookie, stateFields('available'));
    const pozole = await addMenuItem(t.app, cookie, vendor.id, { name: 'Pozole', category: null, isSoldOut: true } as never);
    expect(pozole).toMatchObject({ isAvailable: true, isSoldOut: true });
    expect(names((await publicDetail(vendor.id)).menuItems)).toEqual(['Elote', 'Churro', 'Pozole']);
  });

  it('ends "sold out today" at the next 04:00 valley time on the first read, through the cache; counted stock at 0 stays sold out', async () => {
    clock = TUESDAY_EVENING;
    const { cookie, vendor } = await signUpVendor(t.app);
    const elote = await addMenuItem(t.app, cookie, vendor.id, { name: 'Elote', category: null });
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Tamal', category: null, inventoryCount: 0 });
    const hiddenToo = await addMenuItem(t.app, cookie, vendor.id, { name: 'Menudo', category: null });
    await call('PATCH', `/api/menu-items/${elote.id}`, cookie, stateFields('soldOut'));
    await call('PATCH', `/api/menu-items/${hiddenToo.id}`, cookie, { isAvailable: false, isSoldOut: true });
    const state = (items: { name: string; isAvailable: boolean; isSoldOut: boolean }[]) =>
      Object.fromEntries(items.map((i) => [i.name, itemState(i)]));
    expect(state((await publicDetail(vendor.id)).menuItems)).toEqual({ Elote: 'soldOut', Tamal: 'soldOut' });

    // Late at night, before 04:00 (Wednesday 03:59): still sold out, also from the cache.
    clock = new Date('2026-11-25T11:59:00Z');
    expect(state((await publicDetail(vendor.id)).menuItems)).toEqual({ Elote: 'soldOut', Tamal: 'soldOut' });
    // 04:00: the cached detail is dropped, the first read resets the item in the database.
    clock = new Date('2026-11-25T12:00:00Z');
    expect(state((await publicDetail(vendor.id)).menuItems)).toEqual({ Elote: 'available', Tamal: 'soldOut' });
    const rows = await t.database.db.execute<{ name: string; is_sold_out: boolean }>(
      sql`select name, is_sold_out from menu_items where vendor_id = ${vendor.id} order by id`,
    );
    expect(rows.rows.map((r) => [r.name, r.is_sold_out])).toEqual([
      ['Elote', false],
      ['Tamal', true],
      ['Menudo', false],
    ]);

    // Marked sold out again at 02:00 the next night: it ends at 04:00 that same morning, and the
    // owner's own read resets it as well.
    clock = new Date('2026-11-26T10:00:00Z');
    await call('PATCH', `/api/menu-items/${elote.id}`, cookie, stateFields('soldOut'));
    expect(state((await myVendor(cookie)).menuItems).Elote).toBe('soldOut');
    clock = new Date('2026-11-26T12:00:00Z');
    expect(state((await myVendor(cookie)).menuItems)).toEqual({ Elote: 'available', Tamal: 'soldOut', Menudo: 'hidden' });
  });
});

describe('menu order routes', () => {
  it('reorders categories and items in one request each; GET /api/vendors/:id shows the order; new items go last', async () => {
    clock = TUESDAY_EVENING;
    const { cookie, vendor } = await signUpVendor(t.app);
    const tacos = await newCategory(cookie, vendor.id, 'Tacos');
    const drinks = await newCategory(cookie, vendor.id, 'Drinks');
    const hidden = await newCategory(cookie, vendor.id, 'Secret');
    await call('PATCH', `/api/menu-categories/${hidden.id}`, cookie, { isActive: false });
    const asada = await addMenuItem(t.app, cookie, vendor.id, { name: 'Asada', categoryId: tacos.id });
    const pastor = await addMenuItem(t.app, cookie, vendor.id, { name: 'Pastor', categoryId: tacos.id });
    const horchata = await addMenuItem(t.app, cookie, vendor.id, { name: 'Horchata', categoryId: drinks.id });
    const loose = await addMenuItem(t.app, cookie, vendor.id, { name: 'Salsa', category: null });
    expect(names((await publicDetail(vendor.id)).menuItems)).toEqual(['Asada', 'Pastor', 'Horchata', 'Salsa']);

    const cats = await call('PUT', `/api/vendors/${vendor.id}/menu-categories/order`, cookie, {
      ids: [drinks.id, hidden.id, tacos.id],
    });
    expect(cats.statusCode, cats.body).toBe(200);
    expect(MenuCategoryListSchema.parse(cats.json()).map((c) => [c.name, c.sortOrder])).toEqual([
      ['Drinks', 0],
      ['Secret', 1],
      ['Tacos', 2],
    ]);
    const items = await call('PUT', `/api/vendors/${vendor.id}/menu/order`, cookie, { categoryId: tacos.id, ids: [pastor.id, asada.id] });
    expect(items.statusCode, items.body).toBe(200);
    expect(names(z.array(MenuItemSchema).parse(items.json()))).toEqual(['Pastor', 'Asada']);
    const none = await call('PUT', `/api/vendors/${vendor.id}/menu/order`, cookie, { categoryId: null, ids: [loose.id] });
    expect(none.statusCode, none.body).toBe(200);

    const detail = await publicDetail(vendor.id);
    expect(detail.menuCategories.map((c) => c.name)).toEqual(['Drinks', 'Tacos']);
    expect(names(detail.menuItems)).toEqual(['Horchata', 'Pastor', 'Asada', 'Salsa']);
    expect(names((await myVendor(cookie)).menuItems)).toEqual(['Horchata', 'Pastor', 'Asada', 'Salsa']);

    // A new item in Tacos goes after the reordered ones; an item moved into Tacos goes last too.
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Suadero', categoryId: tacos.id });
    await call('PATCH', `/api/menu-items/${horchata.id}`, cookie, { categoryId: tacos.id });
    expect(names((await publicDetail(vendor.id)).menuItems)).toEqual(['Pastor', 'Asada', 'Suadero', 'Horchata', 'Salsa']);
    // PATCH sortOrder (SPEC §10.2's move) keeps working beside the new route.
    await call('PATCH', `/api/menu-categories/${tacos.id}`, cookie, { sortOrder: 0 });
    expect((await publicDetail(vendor.id)).menuCategories.map((c) => c.name)).toEqual(['Tacos', 'Drinks']);
  });

  it('refuses anything but exactly the list’s ids with 400 order_mismatch, and changes nothing', async () => {
    clock = TUESDAY_EVENING;
    const { cookie, vendor } = await signUpVendor(t.app);
    const other = await signUpVendor(t.app);
    const tacos = await newCategory(cookie, vendor.id, 'Tacos');
    const drinks = await newCategory(cookie, vendor.id, 'Drinks');
    const theirs = await newCategory(other.cookie, other.vendor.id, 'Theirs');
    const a = await addMenuItem(t.app, cookie, vendor.id, { name: 'A', categoryId: tacos.id });
    const b = await addMenuItem(t.app, cookie, vendor.id, { name: 'B', categoryId: tacos.id });
    const c = await addMenuItem(t.app, cookie, vendor.id, { name: 'C', categoryId: drinks.id });
    const x = await addMenuItem(t.app, other.cookie, other.vendor.id, { name: 'X', categoryId: theirs.id });
    const before = await fingerprint(vendor.id);
    const categoryOrders = [[tacos.id], [tacos.id, drinks.id, theirs.id], [tacos.id, tacos.id], [tacos.id, theirs.id], []];
    for (const ids of categoryOrders) {
      const res = await call('PUT', `/api/vendors/${vendor.id}/menu-categories/order`, cookie, { ids });
      expect(res.statusCode, JSON.stringify(ids)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'order_mismatch', message: 'The order must list each of your menu categories exactly once' });
    }
    const itemOrders = [
      { categoryId: tacos.id, ids: [a.id] },
      { categoryId: tacos.id, ids: [a.id, b.id, c.id] },
      { categoryId: tacos.id, ids: [a.id, a.id] },
      { categoryId: tacos.id, ids: [a.id, x.id] },
      { categoryId: null, ids: [a.id] },
      { categoryId: drinks.id, ids: [] },
    ];
    for (const body of itemOrders) {
      const res = await call('PUT', `/api/vendors/${vendor.id}/menu/order`, cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'order_mismatch' });
    }
    const foreign = await call('PUT', `/api/vendors/${vendor.id}/menu/order`, cookie, { categoryId: theirs.id, ids: [x.id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'invalid_category' });
    for (const body of [{}, { ids: 'x' }, { ids: [0] }, { ids: [1.5] }, { categoryId: 'a', ids: [] }]) {
      expect((await call('PUT', `/api/vendors/${vendor.id}/menu/order`, cookie, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await fingerprint(vendor.id)).toBe(before);
    // Empty lists are exactly right for a vendor without any: 200.
    const empty = await signUpVendor(t.app);
    expect((await call('PUT', `/api/vendors/${empty.vendor.id}/menu-categories/order`, empty.cookie, { ids: [] })).json()).toEqual([]);
    expect((await call('PUT', `/api/vendors/${empty.vendor.id}/menu/order`, empty.cookie, { categoryId: null, ids: [] })).json()).toEqual([]);
  });

  it('lets only the owner reorder (401 visitors, 403 others, 404 unknown vendor)', async () => {
    clock = TUESDAY_EVENING;
    const owner = await signUpVendor(t.app);
    const other = await signUpVendor(t.app);
    const plain = await signUp(t.app);
    const tacos = await newCategory(owner.cookie, owner.vendor.id, 'Tacos');
    const a = await addMenuItem(t.app, owner.cookie, owner.vendor.id, { name: 'A', categoryId: tacos.id });
    const before = await fingerprint(owner.vendor.id);
    const routes = [
      { url: `/api/vendors/${owner.vendor.id}/menu-categories/order`, body: { ids: [tacos.id] } },
      { url: `/api/vendors/${owner.vendor.id}/menu/order`, body: { categoryId: tacos.id, ids: [a.id] } },
    ];
    for (const { url, body } of routes) {
      expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
      for (const cookie of [other.cookie, plain.cookie]) {
        const res = await call('PUT', url, cookie, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden' });
      }
      expect((await call('PUT', url.replace(`/${owner.vendor.id}/`, '/999999/'), owner.cookie, body)).statusCode).toBe(404);
    }
    expect(await fingerprint(owner.vendor.id)).toBe(before);
  });
});
