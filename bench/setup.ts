/**
 * What both bench runs stand on (bench/run.ts, the throughput run; bench/scale.ts, the scale run):
 * the knobs, the generated valley, one database engine set up for a run (PGlite, or PostgreSQL
 * from BENCH_DATABASE_URL) and bench/results.md, where each run writes its own section.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/password.js';
import { type Database, openDatabase } from '../src/server/db/index.js';
import { createScratchDatabase } from '../test/support/server-process.js';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
export const VENDORS = 500;
export const ITEMS_PER_VENDOR = 20;
const ORDERS = 50_000;
export const BENCH_EMAIL = 'bench-owner@bench.example';
export const BENCH_PASSWORD = 'bench-password-123';
export const SESSION_SECRET = randomBytes(32).toString('hex');

export const log = (msg: string) => console.log(`[bench] ${msg}`);

// ---------------------------------------------------------------- data

/** A guest's cash order at vendor 1 of the first two menu items in `quantities`, priced as the menu says. */
export function guestOrder(
  rows: { id: number; price: string }[],
  quantities: [number, number],
  guest: { firstName: string; lastName: string; phone: string },
) {
  const [a, b] = rows;
  const cents = Math.round(Number(a.price) * 100) * quantities[0] + Math.round(Number(b.price) * 100) * quantities[1];
  return {
    vendorId: 1,
    ...guest,
    paymentMethod: 'cash',
    items: [
      { menuItemId: a.id, quantity: quantities[0] },
      { menuItemId: b.id, quantity: quantities[1] },
    ],
    totalAmount: (cents / 100).toFixed(2),
  };
}

/** The valley: vendors, hours, menus, the bench's owner; and the default run's 50,000 orders unless `orders` is false. */
export async function generate(database: Database, orders = true): Promise<void> {
  const db = database.db;
  const started = Date.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    insert into users (email, first_name, last_name)
    select 'owner-' || g || '@bench.example', 'Owner' || g, 'Bench' from generate_series(1, ${VENDORS}) g`);
  await db.execute(sql`
    insert into vendors (user_id, business_name, cuisine, address, latitude, longitude, phone, description,
                         accepts_preorders, payment_methods, has_loyalty_program, published_at)
    select u.id, 'Bench Vendor ' || n, (array['Tacos','BBQ','Desserts','Burgers','Mexican'])[1 + n % 5],
           n || ' Hwy 111, Indio, CA 92201', 33.70 + (n % 40) * 0.005, -116.40 + (n % 50) * 0.006,
           '(760) 555-' || lpad((n % 10000)::text, 4, '0'), 'A vendor made by the benchmark.',
           true, array['cash','zelle'], n % 3 = 0, now()
    from (select id, row_number() over (order by email) as n from users where email like 'owner-%') u`);
  await db.execute(sql`
    insert into business_hours (vendor_id, day_of_week, open_time, close_time, is_closed)
    select v.id, d, '10:00', case when v.id % 4 = 0 then '02:00' else '21:00' end, d = 1 and v.id % 5 = 0
    from vendors v cross join generate_series(0, 6) d`);
  // Vendor 1 takes the measured orders: open around the clock (equal times), so a run after its
  // closing time in the valley does not measure refusals instead of orders.
  await db.execute(sql`update business_hours set open_time = '00:00', close_time = '00:00', is_closed = false where vendor_id = 1`);
  await db.execute(sql`
    insert into menu_items (vendor_id, name, description, price, category, prep_time)
    select v.id, 'Item ' || i, 'A benchmark dish', (2 + (i % 12))::numeric + 0.5, 'Mains', 5 + i % 20
    from vendors v cross join generate_series(1, ${ITEMS_PER_VENDOR}) i order by v.id, i`);
  if (orders) {
    // 50,000 orders over 90 days, two lines each, items of their own vendor.
    await db.execute(sql`
      with src as (
        select g, 1 + (g % ${VENDORS}) as vendor_id from generate_series(1, ${ORDERS}) g
      ), lines as (
        select s.g, s.vendor_id, m1.id as a_id, m1.name as a_name, m1.price as a_price,
               m2.id as b_id, m2.name as b_name, m2.price as b_price
        from src s
        join lateral (select id, name, price from menu_items where vendor_id = s.vendor_id order by id offset (s.g % 20) limit 1) m1 on true
        join lateral (select id, name, price from menu_items where vendor_id = s.vendor_id order by id offset ((s.g * 7) % 20) limit 1) m2 on true
      )
      insert into guest_preorders (vendor_id, first_name, last_name, phone, items, total_amount, payment_method,
                                   status, tracking_token, invoice_number, created_at, updated_at)
      select vendor_id, 'Guest', 'Bench', '760' || lpad((g % 9000000 + 1000000)::text, 7, '0'),
             jsonb_build_array(
               jsonb_build_object('menuItemId', a_id, 'name', a_name, 'price', a_price::text, 'quantity', 1 + g % 3),
               jsonb_build_object('menuItemId', b_id, 'name', b_name, 'price', b_price::text, 'quantity', 1)),
             a_price * (1 + g % 3) + b_price, 'cash',
             (array['completed','completed','completed','pending','confirmed','ready','cancelled'])[1 + g % 7],
             md5('t' || g) || md5('u' || g), 'BEN-' || g,
             now() - (g % 90) * interval '1 day' - (g % 24) * interval '1 hour',
             now() - (g % 90) * interval '1 day'
      from lines`);
    // A truck answers its orders: one of the last day left pending would escalate and pause its
    // vendor (decision 0050) at the server's first tick, and the bench would measure refusals.
    await db.execute(sql`update guest_preorders set status = 'confirmed' where status = 'pending' and created_at > now() - interval '1 day'`);
    await db.execute(sql`
      insert into preorder_reviews (preorder_id, vendor_id, customer_name, rating, service_rating,
                                    food_quality_rating, value_rating, timeliness_rating, would_recommend, created_at)
      select id, vendor_id, 'Guest B.', 3 + id % 3, 2 + id % 4, 3 + id % 3, 3 + id % 2, 2 + id % 4, id % 5 <> 0, created_at
      from guest_preorders where status = 'completed' and id % 4 = 0`);
  }
  // The benchmark's own vendor owner, who can sign in (vendor 1 becomes theirs).
  const owner = await db.execute<{ id: string }>(sql`
    insert into users (email, first_name) values (${BENCH_EMAIL}, 'Bench') returning id`);
  await db.execute(sql`insert into user_credentials (user_id, password_hash) values (${owner.rows[0].id}, ${passwordHash})`);
  await db.execute(sql`delete from vendors where user_id = ${owner.rows[0].id}`);
  await db.execute(sql`update vendors set user_id = ${owner.rows[0].id} where id = 1`);
  // Vendor 1 takes the benchmark's orders "as soon as possible", so it is open whenever the bench
  // runs (a closed vendor refuses them: issue 23): every day 00:00–00:00.
  await db.execute(sql`update business_hours set open_time = '00:00', close_time = '00:00', is_closed = false where vendor_id = 1`);
  // Measure a settled database, not autovacuum and the checkpointer catching up with the bulk load
  // on the same 2 cores.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`).catch(() => log('checkpoint refused (not a superuser): skipped'));
  log(`generated ${VENDORS} vendors, ${VENDORS * ITEMS_PER_VENDOR} menu items, ${orders ? ORDERS : 0} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------- one engine

export interface EngineSetup {
  engine: 'PGlite' | 'PostgreSQL';
  /** A scratch directory of the run (data, the ceiling's answers). */
  dir: string;
  serverEnv: Record<string, string>;
  open(): Promise<Database>;
  /** Orders per second placed with one raw SQL statement each. */
  rawOrders(vendorId: number, itemIds: number[]): Promise<number>;
  cleanup(): Promise<void>;
}

const RAW_ORDER_SQL = `
  with locked as (select id, price from menu_items where id = any($1::int[]) order by id for update),
  ins as (
    insert into guest_preorders (vendor_id, first_name, last_name, phone, items, total_amount, payment_method,
                                 tracking_token, invoice_number)
    select $2, 'Raw', 'Order', '7605550100', '[]'::jsonb, sum(price), 'cash', md5(random()::text) || md5(random()::text),
           'RAW-' || md5(random()::text)
    from locked
    returning id, vendor_id, phone)
  , note as (insert into notifications (vendor_id, guest_phone, title, message, type)
             select vendor_id, phone, 'New preorder', 'raw', 'new_preorder' from ins returning id)
  select pg_notify('preorder_events', (select id::text from ins))`;

export function pgliteSetup(): EngineSetup {
  const dir = mkdtempSync(path.join(os.tmpdir(), 've-bench-'));
  const pgliteDir = path.join(dir, 'pglite');
  return {
    engine: 'PGlite',
    dir,
    serverEnv: { DATA_DIR: dir, DATABASE_URL: '' },
    async open() {
      const database = await openDatabase({ pgliteDir });
      await database.migrate();
      return database;
    },
    async rawOrders(vendorId, itemIds) {
      const client = await PGlite.create({ dataDir: pgliteDir });
      const end = Date.now() + SECONDS * 1000;
      let n = 0;
      while (Date.now() < end) {
        await client.query(RAW_ORDER_SQL, [itemIds, vendorId]);
        n++;
      }
      await client.close();
      return n / SECONDS;
    },
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresSetup(adminUrl: string): Promise<EngineSetup> {
  const scratch = await createScratchDatabase(adminUrl, 've_bench');
  const dbUrl = scratch.url;
  const dir = mkdtempSync(path.join(os.tmpdir(), 've-bench-pg-'));
  return {
    engine: 'PostgreSQL',
    dir,
    serverEnv: { DATABASE_URL: dbUrl, DATA_DIR: dir },
    async open() {
      const database = await openDatabase({ databaseUrl: dbUrl, poolSize: 16 });
      await database.migrate();
      return database;
    },
    async rawOrders(vendorId, itemIds) {
      const pool = new pg.Pool({ connectionString: dbUrl, max: CONNECTIONS });
      const end = Date.now() + SECONDS * 1000;
      let n = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          while (Date.now() < end) {
            // Prepared once per connection, as the server's own order statement is.
            await pool.query({ name: 'raw-order', text: RAW_ORDER_SQL, values: [itemIds, vendorId] });
            n++;
          }
        }),
      );
      await pool.end();
      return n / SECONDS;
    },
    async cleanup() {
      await scratch.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------- results

export const THROUGHPUT = 'Throughput against the ceilings';
export const SCALE = 'Scale: latency as the orders grow';
export const MEMORY = 'Memory';
export const FESTIVAL = 'Festival night';

/** bench/results.md keeps one section per kind of run; a run replaces its own section only. */
export function writeSection(heading: string, text: string): void {
  const file = path.join(root, 'bench/results.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const part of old.split(/^## /m).slice(1)) {
    const [title, ...body] = part.split('\n');
    sections.set(title.trim(), body.join('\n').trim());
  }
  sections.set(heading, text);
  const order = [THROUGHPUT, SCALE, MEMORY, FESTIVAL];
  const out = ['# Benchmark results', '', 'Written by `npm run bench` (throughput), `npm run bench -- --scale` (scale), `npm run bench -- --memory` (memory) and `npm run bench -- --festival` (festival night); see README "How fast".', ''];
  for (const title of [...order, ...[...sections.keys()].filter((k) => !order.includes(k))]) {
    if (sections.has(title)) out.push(`## ${title}`, '', sections.get(title) as string, '');
  }
  writeFileSync(file, out.join('\n'));
}
