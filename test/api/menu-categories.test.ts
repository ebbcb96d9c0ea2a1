/**
 * Menu categories, daily specials and low stock (issue 17 item 6, DESIGN §10.2): the category
 * routes and who may use them, items filed under categories, the grouped public menu, hidden
 * categories, specials on their valley date only (also through the read cache), low stock.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MenuCategoryListSchema, MenuCategorySchema } from '../../src/shared/schemas/pickup.js';
import {
  LowStockListSchema,
  MenuItemSchema,
  MyVendorSchema,
  VendorDetailSchema,
} from '../../src/shared/schemas/vendors.js';
import { requestsTo, setupTestApp } from '../support/app.js';
import { addMenuItem, signUp, signUpVendor } from '../support/factories.js';

/** Thursday 12 June 2025, 23:30 in the valley (PDT, UTC−7): half an hour before valley midnight. */
const THURSDAY_LATE = new Date('2025-06-13T06:30:00Z');
let clock = THURSDAY_LATE;
const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0' }, now: () => clock });

const call = requestsTo(t);

async function newCategory(cookie: string, vendorId: number, body: object) {
  const res = await call('POST', `/api/vendors/${vendorId}/menu-categories`, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return MenuCategorySchema.parse(res.json());
}

async function publicDetail(vendorId: number) {
  const res = await call('GET', `/api/vendors/${vendorId}`);
  expect(res.statusCode, res.body).toBe(200);
  return VendorDetailSchema.parse(res.json());
}

async function publicMenuNames(vendorId: number): Promise<string[]> {
  const res = await call('GET', `/api/vendors/${vendorId}/menu`);
  expect(res.statusCode, res.body).toBe(200);
  return z.array(MenuItemSchema).parse(res.json()).map((i) => i.name);
}

async function myVendor(cookie: string) {
  const res = await call('GET', '/api/my-vendor', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return MyVendorSchema.parse(res.json());
}

async function categoryCount(vendorId: number): Promise<number> {
  const r = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from menu_categories where vendor_id = ${vendorId}`,
  );
  return r.rows[0].n;
}

describe('category routes', () => {
  it('creates, lists in order, renames (items follow), moves, hides and deletes (items stay, uncategorised)', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const tacos = await newCategory(cookie, vendor.id, { name: '  Tacos ', description: 'On corn tortillas.' });
    expect(tacos).toEqual({ id: tacos.id, vendorId: vendor.id, name: 'Tacos', description: 'On corn tortillas.', sortOrder: 0, isActive: true });
    const drinks = await newCategory(cookie, vendor.id, { name: 'Drinks' });
    const sides = await newCategory(cookie, vendor.id, { name: 'Sides', sortOrder: 0 });
    expect(drinks.sortOrder).toBe(1);

    const listed = MenuCategoryListSchema.parse((await call('GET', `/api/vendors/${vendor.id}/menu-categories`)).json());
    expect(listed.map((c) => [c.name, c.sortOrder])).toEqual([['Sides', 0], ['Tacos', 1], ['Drinks', 2]]);

    const taco = await addMenuItem(t.app, cookie, vendor.id, { name: 'Al Pastor Taco', categoryId: tacos.id, category: null });
    expect(taco).toMatchObject({ categoryId: tacos.id, category: 'Tacos' });

    const renamed = await call('PATCH', `/api/menu-categories/${tacos.id}`, cookie, { name: 'Street Tacos' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(MenuCategorySchema.parse(renamed.json()).name).toBe('Street Tacos');
    expect((await myVendor(cookie)).menuItems.find((i) => i.id === taco.id)).toMatchObject({ category: 'Street Tacos', categoryId: tacos.id });

    // Drinks to the top: the others shift down and the order is numbered 0, 1, 2 again.
    const moved = await call('PATCH', `/api/menu-categories/${drinks.id}`, cookie, { sortOrder: 0 });
    expect(moved.json()).toMatchObject({ sortOrder: 0 });
    const order = MenuCategoryListSchema.parse((await call('GET', `/api/vendors/${vendor.id}/menu-categories`)).json());
    expect(order.map((c) => [c.name, c.sortOrder])).toEqual([['Drinks', 0], ['Sides', 1], ['Street Tacos', 2]]);

    const hidden = await call('PATCH', `/api/menu-categories/${sides.id}`, cookie, { isActive: false, description: 'Elote, frijoles.' });
    expect(hidden.json()).toMatchObject({ isActive: false, description: 'Elote, frijoles.', name: 'Sides' });

    const gone = await call('DELETE', `/api/menu-categories/${tacos.id}`, cookie);
    expect(gone.statusCode).toBe(204);
    const after = await myVendor(cookie);
    expect(after.menuItems.find((i) => i.id === taco.id)).toMatchObject({ name: 'Al Pastor Taco', categoryId: null, category: null });
    expect(after.menuCategories.map((c) => c.name)).toEqual(['Drinks', 'Sides']);
    expect((await call('PATCH', `/api/menu-categories/${tacos.id}`, cookie, { name: 'Back' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/menu-categories/${tacos.id}`, cookie)).json()).toMatchObject({
      code: 'not_found',
      message: 'Menu category not found',
    });
  });

  it('lets only the owner write (401 visitors, 403 another vendor, 404 unknown) and changes nothing when refused', async () => {
    const owner = await signUpVendor(t.app);
    const other = await signUpVendor(t.app);
    const plain = await signUp(t.app);
    const category = await newCategory(owner.cookie, owner.vendor.id, { name: 'Burritos' });
    for (const cookie of [other.cookie, plain.cookie]) {
      expect((await call('POST', `/api/vendors/${owner.vendor.id}/menu-categories`, cookie, { name: 'Mine now' })).statusCode).toBe(403);
      const patch = await call('PATCH', `/api/menu-categories/${category.id}`, cookie, { name: 'Mine now' });
      expect(patch.statusCode).toBe(403);
      expect(patch.json()).toMatchObject({ code: 'forbidden' });
      expect((await call('DELETE', `/api/menu-categories/${category.id}`, cookie)).statusCode).toBe(403);
      expect((await call('GET', `/api/vendors/${owner.vendor.id}/low-stock`, cookie)).statusCode).toBe(403);
    }
    expect((await call('PATCH', `/api/menu-categories/${category.id}`, undefined, { name: 'x' })).statusCode).toBe(401);
    expect((await call('POST', '/api/vendors/999999/menu-categories', owner.cookie, { name: 'x' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/menu-categories/999999', owner.cookie, { name: 'x' })).statusCode).toBe(404);
    const list = MenuCategoryListSchema.parse((await call('GET', `/api/vendors/${owner.vendor.id}/menu-categories`)).json());
    expect(list).toEqual([category]);
    expect((await call('GET', '/api/vendors/999999/menu-categories')).statusCode).toBe(404);
  });

  it('refuses a bad name with the rule’s message (400), a name in use (409), and translates', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    await newCategory(cookie, vendor.id, { name: 'Tortas' });
    const url = `/api/vendors/${vendor.id}/menu-categories`;
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const res = await call('POST', url, cookie, { name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_request', message: 'A category needs a name of at most 60 characters' });
    }
    expect((await call('POST', url, cookie, { name: 'Dulces', description: 'd'.repeat(301) })).json()).toMatchObject({
      message: 'A category description can be at most 300 characters',
    });
    const spanish = await t.app.inject({ method: 'POST', url, headers: { cookie, 'accept-language': 'es' }, payload: { name: '' } });
    expect(spanish.json().message).toBe('Una categoría necesita un nombre de como máximo 60 caracteres');

    const again = await call('POST', url, cookie, { name: ' tortas ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'category_exists', message: 'You already have a category called “Tortas”' });
    const bebidas = await newCategory(cookie, vendor.id, { name: 'Bebidas' });
    const clash = await call('PATCH', `/api/menu-categories/${bebidas.id}`, cookie, { name: 'TORTAS' });
    expect(clash.statusCode).toBe(409);
    expect((await call('PATCH', `/api/menu-categories/${bebidas.id}`, cookie, { name: '' })).statusCode).toBe(400);
    expect(await categoryCount(vendor.id)).toBe(2);
  });
});

describe('items and their categories', () => {
  it('files an item named with a category under it, made once even when five arrive at once', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const items = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => addMenuItem(t.app, cookie, vendor.id, { name: `Birria ${n}`, category: n % 2 ? 'Birria' : 'birria ' })),
    );
    expect(await categoryCount(vendor.id)).toBe(1);
    expect(new Set(items.map((i) => i.categoryId)).size).toBe(1);
    // The first of the five to arrive names it, as typed (trimmed); the others join it.
    expect(new Set(items.map((i) => i.category)).size).toBe(1);
    expect(['Birria', 'birria']).toContain(items[0].category);

    // Moving an item by name to a new category, then out of any.
    const moved = await call('PATCH', `/api/menu-items/${items[0].id}`, cookie, { category: 'Consomé' });
    expect(moved.json()).toMatchObject({ category: 'Consomé' });
    expect(await categoryCount(vendor.id)).toBe(2);
    const cleared = await call('PATCH', `/api/menu-items/${items[0].id}`, cookie, { categoryId: null });
    expect(cleared.json()).toMatchObject({ category: null, categoryId: null });
  });

  it('refuses a categoryId of another vendor (400 invalid_category) and changes nothing', async () => {
    const mine = await signUpVendor(t.app);
    const theirs = await signUpVendor(t.app);
    const foreign = await newCategory(theirs.cookie, theirs.vendor.id, { name: 'Their tacos' });
    const create = await call('POST', `/api/vendors/${mine.vendor.id}/menu`, mine.cookie, { name: 'Taco', price: 3, categoryId: foreign.id });
    expect(create.statusCode).toBe(400);
    expect(create.json()).toMatchObject({ code: 'invalid_category', message: 'That category is not one of your menu categories' });
    expect((await myVendor(mine.cookie)).menuItems).toEqual([]);

    const item = await addMenuItem(t.app, mine.cookie, mine.vendor.id, { name: 'Quesadilla', category: 'Antojitos' });
    const patch = await call('PATCH', `/api/menu-items/${item.id}`, mine.cookie, { categoryId: foreign.id, price: 9 });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().code).toBe('invalid_category');
    expect((await myVendor(mine.cookie)).menuItems[0]).toMatchObject({ category: 'Antojitos', price: '3.50' });
    const bad = await call('PATCH', `/api/menu-items/${item.id}`, mine.cookie, { categoryId: 'tacos' });
    expect(bad.json()).toMatchObject({ message: 'Choose one of your menu categories' });
  });
});

describe('the public menu', () => {
  it('lists items in category order with the categories as headings, uncategorised last', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const drinks = await newCategory(cookie, vendor.id, { name: 'Drinks' });
    const tacos = await newCategory(cookie, vendor.id, { name: 'Tacos', description: 'Two per order.' });
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Horchata', categoryId: drinks.id });
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Loose churro', category: null });
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Carnitas', categoryId: tacos.id });
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Jamaica', categoryId: drinks.id });

    let detail = await publicDetail(vendor.id);
    expect(detail.menuItems.map((i) => i.name)).toEqual(['Horchata', 'Jamaica', 'Carnitas', 'Loose churro']);
    expect(detail.menuCategories.map((c) => [c.name, c.description])).toEqual([['Drinks', null], ['Tacos', 'Two per order.']]);

    await call('PATCH', `/api/menu-categories/${tacos.id}`, cookie, { sortOrder: 0 });
    detail = await publicDetail(vendor.id);
    expect(detail.menuItems.map((i) => i.name)).toEqual(['Carnitas', 'Horchata', 'Jamaica', 'Loose churro']);
    expect(await publicMenuNames(vendor.id)).toEqual(['Carnitas', 'Horchata', 'Jamaica', 'Loose churro']);
  });

  it('shows customers no hidden category nor its items; the owner still sees both', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const secret = await newCategory(cookie, vendor.id, { name: 'Secret menu' });
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Secret Burrito', categoryId: secret.id });
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Bean Burrito', category: 'Burritos' });
    expect(await publicMenuNames(vendor.id)).toEqual(['Secret Burrito', 'Bean Burrito']); // read once: now cached

    await call('PATCH', `/api/menu-categories/${secret.id}`, cookie, { isActive: false });
    const detail = await publicDetail(vendor.id);
    expect(detail.menuItems.map((i) => i.name)).toEqual(['Bean Burrito']);
    expect(detail.menuCategories.map((c) => c.name)).toEqual(['Burritos']);
    expect(await publicMenuNames(vendor.id)).toEqual(['Bean Burrito']);
    const publicList = MenuCategoryListSchema.parse((await call('GET', `/api/vendors/${vendor.id}/menu-categories`)).json());
    expect(publicList.map((c) => c.name)).toEqual(['Burritos']);
    const otherUser = (await signUp(t.app)).cookie;
    const asOther = MenuCategoryListSchema.parse((await call('GET', `/api/vendors/${vendor.id}/menu-categories`, otherUser)).json());
    expect(asOther.map((c) => c.name)).toEqual(['Burritos']);

    const own = MenuCategoryListSchema.parse((await call('GET', `/api/vendors/${vendor.id}/menu-categories`, cookie)).json());
    expect(own.map((c) => [c.name, c.isActive])).toEqual([['Secret menu', false], ['Burritos', true]]);
    const mine = await myVendor(cookie);
    expect(mine.menuItems.map((i) => i.name)).toEqual(['Secret Burrito', 'Bean Burrito']);
    expect(mine.menuCategories.map((c) => c.name)).toEqual(['Secret menu', 'Burritos']);

    await call('PATCH', `/api/menu-categories/${secret.id}`, cookie, { isActive: true });
    expect(await publicMenuNames(vendor.id)).toEqual(['Secret Burrito', 'Bean Burrito']);
  });

  it('shows a daily special on its valley date only, also from the cache across valley midnight', async () => {
    clock = THURSDAY_LATE;
    try {
      const { cookie, vendor } = await signUpVendor(t.app);
      await addMenuItem(t.app, cookie, vendor.id, { name: 'Carne Asada Taco' });
      const tonight = await addMenuItem(t.app, cookie, vendor.id, { name: 'Thursday Birria', isDailySpecial: true, specialDate: '2025-06-12' });
      expect(tonight).toMatchObject({ isDailySpecial: true, specialDate: '2025-06-12' });
      const tomorrow = await addMenuItem(t.app, cookie, vendor.id, { name: 'Friday Fish Taco', isDailySpecial: true, specialDate: '2025-06-13' });
      // A special without a date is today's (in the valley: still Thursday at 23:30).
      const undated = await addMenuItem(t.app, cookie, vendor.id, { name: 'Chef’s Choice', isDailySpecial: true });
      expect(undated.specialDate).toBe('2025-06-12');

      const thursday = await publicDetail(vendor.id);
      expect(thursday.menuItems.map((i) => i.name)).toEqual(['Carne Asada Taco', 'Thursday Birria', 'Chef’s Choice']);
      expect(thursday.menuItems.find((i) => i.name === 'Thursday Birria')).toMatchObject({ isDailySpecial: true, specialDate: '2025-06-12' });
      expect(await publicMenuNames(vendor.id)).toEqual(['Carne Asada Taco', 'Thursday Birria', 'Chef’s Choice']);

      // One minute past valley midnight, no write in between: the cached menu moves to Friday.
      clock = new Date('2025-06-13T07:01:00Z');
      const before = t.database.statements.count;
      const friday = await publicDetail(vendor.id);
      expect(t.database.statements.count - before, 'served from the cache').toBe(0);
      expect(friday.menuItems.map((i) => i.name)).toEqual(['Carne Asada Taco', 'Friday Fish Taco']);
      expect(await publicMenuNames(vendor.id)).toEqual(['Carne Asada Taco', 'Friday Fish Taco']);

      // The owner sees every special, whatever its date; switching one off clears its date.
      expect((await myVendor(cookie)).menuItems.map((i) => i.name)).toEqual([
        'Carne Asada Taco',
        'Thursday Birria',
        'Friday Fish Taco',
        'Chef’s Choice',
      ]);
      const off = await call('PATCH', `/api/menu-items/${tomorrow.id}`, cookie, { isDailySpecial: false });
      expect(off.json()).toMatchObject({ isDailySpecial: false, specialDate: null });
      expect(await publicMenuNames(vendor.id)).toEqual(['Carne Asada Taco', 'Friday Fish Taco']);
      const bad = await call('PATCH', `/api/menu-items/${tomorrow.id}`, cookie, { isDailySpecial: true, specialDate: '2025-02-30' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Choose a valid date for the daily special' });
    } finally {
      clock = THURSDAY_LATE;
    }
  });
});

describe('low stock', () => {
  it('lists the items at or under their threshold, fewest first, as the vendor changes counts', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const asada = await addMenuItem(t.app, cookie, vendor.id, { name: 'Carne Asada Taco', inventoryCount: 3 });
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Pastor Taco', inventoryCount: 5 });
    const shake = await addMenuItem(t.app, cookie, vendor.id, { name: 'Date Shake', inventoryCount: 6 });
    await addMenuItem(t.app, cookie, vendor.id, { name: 'Agua Fresca' }); // stock not counted
    const url = `/api/vendors/${vendor.id}/low-stock`;
    const list = async () => LowStockListSchema.parse((await call('GET', url, cookie)).json());

    expect(await list()).toEqual([
      { id: asada.id, name: 'Carne Asada Taco', inventoryCount: 3, lowStockThreshold: 5 },
      expect.objectContaining({ name: 'Pastor Taco', inventoryCount: 5 }),
    ]);
    await call('PATCH', `/api/menu-items/${shake.id}`, cookie, { lowStockThreshold: 8 });
    await call('PATCH', `/api/menu-items/${asada.id}`, cookie, { inventoryCount: 0 });
    expect((await list()).map((i) => `${i.name} (${i.inventoryCount} left)`)).toEqual([
      'Carne Asada Taco (0 left)',
      'Pastor Taco (5 left)',
      'Date Shake (6 left)',
    ]);
    await call('PATCH', `/api/menu-items/${asada.id}`, cookie, { inventoryCount: 40 });
    expect((await list()).map((i) => i.name)).toEqual(['Pastor Taco', 'Date Shake']);
    const bad = await call('PATCH', `/api/menu-items/${shake.id}`, cookie, { lowStockThreshold: -1 });
    expect(bad.json()).toMatchObject({ message: 'The low-stock warning needs a whole number, 0 or more' });
  });
});
