/**
 * Decision 0056: the database says what changed. Every write to what the public list or a vendor's
 * page shows sends `vendor_cache ':<vendor>:<menu|all>'` (migration 0017's trigger), whoever makes
 * it — a route, a worker, a script or psql — and nothing else does. Each case writes straight into
 * a table and reads the notices that arrived; then the public reads show what was written.
 */
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { syncVendorCache, VENDOR_CACHE_CHANNEL, vendorCacheOf } from '../../src/server/vendors/cache.js';
import { VendorDetailSchema } from '../../src/shared/schemas/vendors.js';
import { setupTestApp } from '../support/app.js';
import { testEngine } from '../support/db.js';
import { addMenuItem, signUpVendor } from '../support/factories.js';

const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0' } });

let heard: string[] = [];
let stop: (() => Promise<void>) | undefined;
beforeEach(async () => {
  stop = await t.database.listen(VENDOR_CACHE_CHANNEL, (payload) => heard.push(payload));
});
afterEach(async () => {
  await stop?.();
});

/** Runs the write, then answers the notices it sent (every one has arrived once the sync is back). */
async function noticesOf(write: string | (() => Promise<unknown>)): Promise<string[]> {
  await syncVendorCache(t.app.ctx);
  heard = [];
  if (typeof write === 'string') await t.database.db.execute(sql.raw(write));
  else await write();
  await syncVendorCache(t.app.ctx);
  return [...heard].sort();
}

async function detail(vendorId: number) {
  const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${vendorId}` });
  expect(res.statusCode).toBe(200);
  return VendorDetailSchema.parse(res.json());
}

describe('the vendor cache trigger (migration 0017)', () => {
  it('announces a vendor change to the list and the page, and a desk heartbeat only the first time', async () => {
    const { vendor } = await signUpVendor(t.app, { businessName: 'Trigger Tacos' });
    const id = vendor.id;
    expect(await noticesOf(`update vendors set business_name = 'Trigger Tortas' where id = ${id}`)).toEqual([`:${id}:all`]);
    expect(await noticesOf(`update vendors set updated_at = now() where id = ${id}`)).toEqual([]);
    expect(await noticesOf(`update vendors set desk_seen_at = now() where id = ${id}`)).toEqual([`:${id}:all`]);
    expect(await noticesOf(`update vendors set desk_seen_at = now() + interval '1 minute', updated_at = now() where id = ${id}`)).toEqual([]);
    expect((await detail(id)).vendor.businessName).toBe('Trigger Tortas');
  });

  it('tells the page alone of a menu change, and the list too when the dietary tags it shows change', async () => {
    const { vendor, cookie } = await signUpVendor(t.app);
    const id = vendor.id;
    const plain = await addMenuItem(t.app, cookie, id, { name: 'Agua fresca' });
    const vegan = await addMenuItem(t.app, cookie, id, { name: 'Nopales', dietaryTags: ['vegan'] });
    expect(await noticesOf(`update menu_items set price = '3.50' where id = ${plain.id}`)).toEqual([`:${id}:menu`]);
    // An order taking stock of a tagged item changes no tag the list shows.
    expect(await noticesOf(`update menu_items set inventory_count = 4 where id = ${vegan.id}`)).toEqual([`:${id}:menu`]);
    expect(await noticesOf(`update menu_items set is_available = false where id = ${vegan.id}`)).toEqual([`:${id}:all`]);
    expect(await noticesOf(`update menu_items set dietary_tags = '{vegetarian}' where id = ${plain.id}`)).toEqual([`:${id}:all`]);
    expect(await noticesOf(`delete from menu_items where id = ${plain.id}`)).toEqual([`:${id}:all`]);
    // Many rows of one vendor in one statement: one notice (PostgreSQL folds equal ones).
    expect(await noticesOf(`update menu_items set prep_time = prep_time + 1 where vendor_id = ${id} and dietary_tags = '{}'`)).toEqual([]);
    expect(await noticesOf(`update menu_items set price = price + 1 where vendor_id = ${id}`)).toEqual([`:${id}:menu`]);
    expect(await noticesOf(`update menu_items set is_available = true where id = ${vegan.id}`)).toEqual([`:${id}:all`]);
    const price = (Number(vegan.price) + 1).toFixed(2);
    expect((await detail(id)).menuItems.map((m) => [m.name, m.price])).toEqual([['Nopales', price]]);
  });

  it('tells the list of a category switched off or deleted, the page alone of one added or renamed', async () => {
    const { vendor } = await signUpVendor(t.app);
    const id = vendor.id;
    const inserted = await noticesOf(() =>
      t.database.db.execute(sql`insert into menu_categories (vendor_id, name) values (${id}, 'Postres')`),
    );
    expect(inserted).toEqual([`:${id}:menu`]);
    expect(await noticesOf(`update menu_categories set name = 'Dulces' where vendor_id = ${id}`)).toEqual([`:${id}:menu`]);
    expect(await noticesOf(`update menu_categories set is_active = false where vendor_id = ${id}`)).toEqual([`:${id}:all`]);
    expect(await noticesOf(`delete from menu_categories where vendor_id = ${id}`)).toEqual([`:${id}:all`]);
  });

  it('announces hours, locations, both kinds of review, a Square connection and the owner’s first name', async () => {
    const { vendor, user } = await signUpVendor(t.app);
    const id = vendor.id;
    expect(await noticesOf(`insert into business_hours (vendor_id, day_of_week, open_time, close_time) values (${id}, 1, '10:00', '14:00')`)).toEqual([
      `:${id}:all`,
    ]);
    expect(
      await noticesOf(`insert into vendor_locations (vendor_id, location_name, address, latitude, longitude) values (${id}, 'Indio lot', '82-000 Hwy 111, Indio', 33.72, -116.22)`),
    ).toEqual([`:${id}:all`]);
    expect(await noticesOf(`insert into reviews (vendor_id, user_id, rating) values (${id}, '${user.id}', 4)`)).toEqual([`:${id}:all`]);
    expect(
      await noticesOf(
        `insert into vendor_square_connections (vendor_id, merchant_id, location_id, location_name, access_token_enc) values (${id}, 'M1', 'L1', 'Main', 'x')`,
      ),
    ).toEqual([`:${id}:all`]);
    expect(await noticesOf(`update users set first_name = 'Marisol' where id = '${user.id}'`)).toEqual([`:${id}:all`]);
    expect(await noticesOf(`update users set last_name = 'Vega' where id = '${user.id}'`)).toEqual([]);
    const page = await detail(id);
    expect(page.reviewCount).toBe(1);
    expect(page.locations.map((l) => l.locationName)).toEqual(['Indio lot']);
  });

  it('announces a promotion to its vendors, and an order counting a use only when it takes the last one', async () => {
    const { vendor: a } = await signUpVendor(t.app);
    const { vendor: b } = await signUpVendor(t.app);
    const inserted = await noticesOf(() =>
      t.database.db.execute(sql`
        insert into promotions (title, description, type, discount_value, target_vendor_ids, start_date, end_date, max_uses, created_by)
        values ('10% off', 'Today', 'discount', '10', ${`{${a.id},${b.id},not-a-number}`}::text[], now(), now() + interval '1 day', 2, 'admin')`),
    );
    expect(inserted).toEqual([`:${a.id}:all`, `:${b.id}:all`].sort());
    expect(await noticesOf(`update promotions set current_uses = 1 where target_vendor_ids @> '{${a.id}}'`)).toEqual([]);
    expect(await noticesOf(`update promotions set current_uses = 2 where target_vendor_ids @> '{${a.id}}'`)).toEqual(
      [`:${a.id}:all`, `:${b.id}:all`].sort(),
    );
    expect(await noticesOf(`update promotions set target_vendor_ids = '{${b.id}}' where target_vendor_ids @> '{${a.id}}'`)).toEqual(
      [`:${a.id}:all`, `:${b.id}:all`].sort(),
    );
  });

  it('keeps a vendor’s cached page through its desk’s heartbeats, and answers a write after its change reached the cache', async () => {
    const { vendor, cookie } = await signUpVendor(t.app);
    const id = vendor.id;
    const beat = () => t.app.inject({ method: 'POST', url: '/api/my-vendor/desk-heartbeat', headers: { cookie } });
    expect((await beat()).statusCode).toBe(200); // the first desk ever: the page learns it
    await detail(id);
    const before = t.database.statements.count;
    await detail(id);
    expect(t.database.statements.count - before).toBe(0);
    expect((await beat()).statusCode).toBe(200);
    const afterBeat = t.database.statements.count;
    await detail(id);
    expect(t.database.statements.count - afterBeat).toBe(0);

    // A write request's answer comes once its change has reached this instance's cache.
    const renamed = await t.app.inject({ method: 'PATCH', url: `/api/vendors/${id}`, headers: { cookie }, payload: { businessName: 'Right Away' } });
    expect(renamed.statusCode).toBe(200);
    expect((await detail(id)).vendor.businessName).toBe('Right Away');
  });

  // Last in the file: it leaves this database's listener connection dropped.
  it.skipIf(testEngine !== 'postgres')(
    'goes off when the notices stop coming (a dropped listener connection), and then reads the database',
    async () => {
      const { vendor, cookie } = await signUpVendor(t.app);
      const id = vendor.id;
      await detail(id);
      // The connection that LISTENs is cut, as a database restart or a network cut would.
      await t.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike '%listen %' and pid <> pg_backend_pid()`);
      const renamed = await t.app.inject({ method: 'PATCH', url: `/api/vendors/${id}`, headers: { cookie }, payload: { businessName: 'Heard Anyway' } });
      expect(renamed.statusCode).toBe(200);
      // Its sync notice never came back: no stale answer from the cache from now on.
      expect(vendorCacheOf(t.app.ctx).active).toBe(false);
      expect((await detail(id)).vendor.businessName).toBe('Heard Anyway');
      await t.database.db.execute(sql`update vendors set business_name = 'Written In psql' where id = ${id}`);
      expect((await detail(id)).vendor.businessName).toBe('Written In psql');
    },
  );
});
