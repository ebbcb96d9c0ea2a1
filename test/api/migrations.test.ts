import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testEngine } from '../support/db.js';

// Every table of SPEC §3 "Stored data model" plus DESIGN's additions.
const expectedTables = [
  'sessions', 'users', 'vendors', 'business_hours', 'menu_items', 'reviews', 'events',
  'event_vendor_locations', 'event_vendor_registrations', 'user_profiles', 'guest_preorders',
  'orders', 'user_follows', 'social_posts', 'challenges', 'user_challenges', 'vendor_analytics',
  'chat_messages', 'notifications', 'weather_recommendations', 'attractions', 'vendor_locations',
  'preorder_reviews', 'vendor_time_slots', 'menu_categories', 'loyalty_rewards',
  'loyalty_transactions', 'promotions', 'advertisements', 'user_credentials', 'user_identities',
];

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.destroy();
});

describe(`migrations on ${testEngine}`, () => {
  it('creates every table of the data model', async () => {
    const rows = await t.database.db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = new Set(rows.rows.map((r) => r.table_name));
    for (const table of expectedTables) expect(names, table).toContain(table);
  });

  it('keeps prices as decimal(8,2) and the session expiry indexed', async () => {
    const col = await t.database.db.execute<{ numeric_precision: number; numeric_scale: number }>(
      sql`select numeric_precision, numeric_scale from information_schema.columns
          where table_name = 'menu_items' and column_name = 'price'`,
    );
    expect(col.rows[0]).toMatchObject({ numeric_precision: 8, numeric_scale: 2 });
    const idx = await t.database.db.execute<{ indexdef: string }>(
      sql`select indexdef from pg_indexes where tablename = 'sessions'`,
    );
    expect(idx.rows.map((r) => r.indexdef).join('\n')).toMatch(/\(expire\)/);
  });

  it('allows one vendor per user and one hours row per vendor and weekday', async () => {
    const db = t.database.db;
    const u = await db.execute<{ id: string }>(sql`insert into users (email) values ('a@b.example') returning id`);
    const userId = u.rows[0].id;
    const v = await db.execute<{ id: number }>(
      sql`insert into vendors (user_id, business_name, cuisine, address) values (${userId}, 'A', 'Tacos', 'Indio') returning id`,
    );
    await expect(
      db.execute(sql`insert into vendors (user_id, business_name, cuisine, address) values (${userId}, 'B', 'BBQ', 'Indio')`),
    ).rejects.toThrow();
    const vendorId = v.rows[0].id;
    await db.execute(sql`insert into business_hours (vendor_id, day_of_week) values (${vendorId}, 1)`);
    await expect(
      db.execute(sql`insert into business_hours (vendor_id, day_of_week) values (${vendorId}, 1)`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`insert into business_hours (vendor_id, day_of_week) values (${vendorId}, 7)`),
    ).rejects.toThrow();
  });

  it('running the migrations again changes nothing', async () => {
    await t.database.migrate();
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows.rows[0].n).toBeGreaterThanOrEqual(expectedTables.length);
  });
});
