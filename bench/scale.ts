/**
 * `npm run bench -- --scale` (issue 20 item 4): analytics and vendor-list latency as the orders
 * grow (50,000 → 500,000 → 2,000,000 over a year); see `runScale`. Started by bench/run.ts.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import * as analytics from '../src/server/analytics/queries.js';
import { testConfig } from '../src/server/config.js';
import type { Database } from '../src/server/db/index.js';
import { vendorCacheOf } from '../src/server/vendors/cache.js';
import { PEAK_HOURS_LIMIT, POPULAR_ITEMS_LIMIT } from '../src/shared/constants.js';
import { type EngineSetup, generate, ITEMS_PER_VENDOR, log, SESSION_SECRET, VENDORS } from './setup.js';

/** Order counts of the scale run (BENCH_SCALE_SIZES, comma-separated, to change them). */
const SCALE_SIZES = (process.env.BENCH_SCALE_SIZES ?? '50000,500000,2000000').split(',').map(Number);
const SCALE_CHUNK = 250_000;
const SCALE_REPEAT = 5;

/**
 * Orders `from + 1` … `to` of the scale run, over the last 365 days and in time order (as a real
 * table grows, so a day's orders sit together on disk): one in ten goes to vendor 1
 * (the bench owner's, the busiest: 200,000 orders a year at 2M), the rest spread over every vendor;
 * 200,000 phones, so customers come back; 1 in 20 cancelled, today's still pending, the rest
 * completed; a review on one completed order in eight.
 */
async function addScaleOrders(db: Database['db'], from: number, to: number): Promise<void> {
  for (let lo = from; lo < to; lo += SCALE_CHUNK) {
    const hi = Math.min(to, lo + SCALE_CHUNK);
    const before = await db.execute<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from guest_preorders`);
    await db.execute(sql`
      with src as (
        select g, case when g % 10 = 0 then 1 else 1 + g % ${VENDORS} end as vendor_id,
               1 + g % ${ITEMS_PER_VENDOR} as a, 1 + (g * 7) % ${ITEMS_PER_VENDOR} as b,
               364 - ((g - ${lo + 1})::bigint * 365 / ${hi - lo})::int as age
        from generate_series(${lo + 1}::int, ${hi}::int) g
      )
      insert into guest_preorders (vendor_id, first_name, last_name, phone, items, total_amount, payment_method,
                                   status, tracking_token, invoice_number, created_at, updated_at)
      select s.vendor_id, 'Guest', 'Scale', '760' || lpad(((s.g::bigint * 7919) % 200000 + 1000000)::text, 7, '0'),
             jsonb_build_array(
               jsonb_build_object('menuItemId', ma.id, 'name', ma.name, 'price', ma.price::text, 'quantity', 1 + s.g % 3),
               jsonb_build_object('menuItemId', mb.id, 'name', mb.name, 'price', mb.price::text, 'quantity', 1)),
             ma.price * (1 + s.g % 3) + mb.price, 'cash',
             case when s.g % 20 = 0 then 'cancelled' when s.age = 0 then 'pending' else 'completed' end,
             md5('t' || s.g) || md5('u' || s.g), 'SCL-' || s.g,
             now() - s.age * interval '1 day' - (s.g % 11) * interval '1 hour' - (s.g % 60) * interval '1 minute',
             now() - s.age * interval '1 day'
      from src s
      join menu_items ma on ma.vendor_id = s.vendor_id and ma.name = 'Item ' || s.a
      join menu_items mb on mb.vendor_id = s.vendor_id and mb.name = 'Item ' || s.b`);
    await db.execute(sql`
      insert into preorder_reviews (preorder_id, vendor_id, customer_name, rating, service_rating,
                                    food_quality_rating, value_rating, timeliness_rating, would_recommend, created_at)
      select id, vendor_id, 'Guest S.', 3 + id % 3, 2 + id % 4, 3 + id % 3, 3 + id % 2, 2 + id % 4, id % 5 <> 0, created_at
      from guest_preorders where id > ${before.rows[0].id} and status = 'completed' and id % 8 = 0`);
  }
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`).catch(() => undefined);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Milliseconds of `run`, median of `times` runs (`before` runs untimed before each). */
async function timeIt(times: number, run: () => Promise<unknown>, before?: () => Promise<unknown>): Promise<number> {
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    await before?.();
    const started = performance.now();
    await run();
    ms.push(performance.now() - started);
  }
  return median(ms);
}

export interface ScaleRow {
  engine: string;
  orders: number;
  vendorOrders: number;
  figures: Record<string, number>;
}

const SCALE_COLUMNS = [
  'first read: 60 days rolled up',
  'performance',
  'popular-items',
  'peak-hours',
  'feedback',
  'GET /api/vendors',
] as const;

/**
 * Latency as the orders grow, in process and uncached: the analytics routes' query functions
 * called directly (what a cache miss runs; the route's cache is left out), and GET /api/vendors
 * through the app with the vendor cache cleared before each request. Vendor 1, the busiest.
 * "First read": the vendor's roll-up marked out of date first, so the read rolls up all 60 closed
 * days of the two 30-day periods from the orders (what each read cost before decision 0035).
 */
export async function runScale(setup: EngineSetup, rows: ScaleRow[]): Promise<void> {
  log(`${setup.engine}: scale run, ${SCALE_SIZES.join(' → ')} orders`);
  const database = await setup.open();
  await generate(database, false);
  const config = testConfig({ SESSION_SECRET });
  const tz = config.VALLEY_TZ;
  let have = 0;
  try {
    for (const size of SCALE_SIZES) {
      const started = Date.now();
      await addScaleOrders(database.db, have, size);
      have = size;
      log(`${setup.engine}: ${size} orders in place (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      const app = await buildApp(config, { database });
      await app.ready();
      try {
        const db = database.db;
        const now = new Date();
        const vendorOrders = (await db.execute<{ n: number }>(sql`select count(*)::int as n from guest_preorders where vendor_id = 1`)).rows[0].n;
        const figures: Record<string, number> = {};
        figures[SCALE_COLUMNS[0]] = await timeIt(
          3,
          () => analytics.performance(db, 1, 30, now, tz),
          () => db.execute(sql`update vendor_analytics set rolled_changes = null where vendor_id = 1`),
        );
        await analytics.performance(db, 1, 90, now, tz); // the roll-up in place for what follows
        figures[SCALE_COLUMNS[1]] = await timeIt(SCALE_REPEAT, () => analytics.performance(db, 1, 30, now, tz));
        figures[SCALE_COLUMNS[2]] = await timeIt(SCALE_REPEAT, () => analytics.popularItems(db, 1, 30, now, tz, POPULAR_ITEMS_LIMIT));
        figures[SCALE_COLUMNS[3]] = await timeIt(SCALE_REPEAT, () => analytics.peakHours(db, 1, 30, now, tz, PEAK_HOURS_LIMIT));
        figures[SCALE_COLUMNS[4]] = await timeIt(SCALE_REPEAT, () => analytics.feedback(db, 1));
        const vendorCache = vendorCacheOf(app.ctx);
        figures[SCALE_COLUMNS[5]] = await timeIt(
          SCALE_REPEAT,
          async () => {
            const res = await app.inject({ method: 'GET', url: '/api/vendors' });
            if (res.statusCode !== 200) throw new Error(`GET /api/vendors answered ${res.statusCode}`);
          },
          async () => vendorCache.invalidate(),
        );
        rows.push({ engine: setup.engine, orders: size, vendorOrders, figures });
        log(`${setup.engine} ${size}: ${SCALE_COLUMNS.map((c) => `${c} ${figures[c].toFixed(1)} ms`).join(', ')}`);
      } finally {
        await app.close();
      }
    }
  } finally {
    await database.close();
    await setup.cleanup();
  }
}

export function scaleTable(rows: ScaleRow[]): string {
  return [
    `Measured ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}; milliseconds, median of ${SCALE_REPEAT} (first read: of 3), vendor 1 (one order in ten), 30-day periods, in process and uncached. A shared machine: compare the rows with each other, not with another machine.`,
    '',
    `| engine | orders | vendor 1's orders | ${SCALE_COLUMNS.join(' | ')} |`,
    `|---|---:|---:|${SCALE_COLUMNS.map(() => '---:').join('|')}|`,
    ...rows.map(
      (r) => `| ${r.engine} | ${r.orders.toLocaleString('en-US')} | ${r.vendorOrders.toLocaleString('en-US')} | ${SCALE_COLUMNS.map((c) => r.figures[c].toFixed(1)).join(' | ')} |`,
    ),
  ].join('\n');
}
