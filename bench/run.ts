/**
 * `npm run bench` (DESIGN §8, issue "Proof of quality"): a large valley (500 vendors, 10,000 menu
 * items, 50,000 orders over 90 days), the real server under autocannon, and in the same run the
 * ceiling: a bare node:http server answering the same status, headers and bytes from memory.
 * Issue 20 item 3: both servers run in processes of their own (test/support/server-process.ts)
 * and autocannon in a worker thread (its `workers` mode), so neither the load generator nor
 * the ceiling shares an event loop with anything; a ceiling in the bench's own loop was starved
 * and read slower than the real server. Orders are also placed with one raw SQL statement each
 * (the database's own ceiling). Prints one table and writes it to bench/results.md. PGlite
 * always; PostgreSQL too when BENCH_DATABASE_URL is set.
 *
 * `npm run bench -- --scale` (issue 20 item 4): analytics and vendor-list latency as the orders
 * grow (50,000 → 500,000 → 2,000,000 over a year); see `runScale`.
 *
 * Knobs: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 16), BENCH_SCALE_SIZES.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/password.js';
import { buildApp } from '../src/server/app.js';
import * as analytics from '../src/server/analytics/queries.js';
import { testConfig } from '../src/server/config.js';
import { type Database, openDatabase } from '../src/server/db/index.js';
import { vendorCacheOf } from '../src/server/vendors/cache.js';
import { PEAK_HOURS_LIMIT, POPULAR_ITEMS_LIMIT } from '../src/shared/constants.js';
import { zonedDate } from '../src/shared/pickup.js';
import { createScratchDatabase, ServerProcess } from '../test/support/server-process.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const VENDORS = 500;
const ITEMS_PER_VENDOR = 20;
const ORDERS = 50_000;
const BENCH_EMAIL = 'bench-owner@bench.example';
const BENCH_PASSWORD = 'bench-password-123';
const SESSION_SECRET = randomBytes(32).toString('hex');

interface Row {
  endpoint: string;
  engine: string;
  rps: number;
  p50: number;
  p99: number;
  ceilingRps: number;
  ceilingKind: string;
  errors: number;
}

const log = (msg: string) => console.log(`[bench] ${msg}`);

// ---------------------------------------------------------------- data

/** A guest's cash order at vendor 1 of the first two menu items in `quantities`, priced as the menu says. */
function guestOrder(
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
async function generate(database: Database, orders = true): Promise<void> {
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

// ---------------------------------------------------------------- servers

/** The real server as production runs it, in a process of its own (test/support/server-process.ts). */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = new ServerProcess({
    env: {
      NODE_ENV: 'production',
      SEED_DEMO: 'false',
      SKIP_CLIENT_BUILD: 'true',
      LOG_LEVEL: 'warn',
      SESSION_SECRET,
      ADMIN_USERNAME: 'ceo',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      AUTH_RATE_LIMIT: '0',
      LOOKUP_RATE_LIMIT: '0',
      ORDER_RATE_LIMIT: '0',
      ORDER_PHONE_LIMIT: '0',
      // Production asks for an explicit text provider; the bench sends no texts.
      SMS_PROVIDER: 'log',
      ...env,
    },
  });
  await server.start();
  return server;
}

/** Headers that belong to one connection or one moment, not to the answer. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

interface Captured {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

/**
 * One answer of the real server as autocannon gets it: raw bytes (no decoding, no
 * accept-encoding sent, as autocannon sends none) and its headers.
 */
function capture(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const kept: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP_HEADERS.has(k)) kept[k] = v;
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks).toString('base64') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The ceiling: the captured answers, served from memory by bench/ceiling.mjs in its own process. */
async function startCeiling(answers: Record<string, Captured>, dir: string): Promise<ServerProcess> {
  const file = path.join(dir, 'ceiling.json');
  writeFileSync(file, JSON.stringify(answers));
  const ceiling = new ServerProcess({ script: 'bench/ceiling.mjs', env: { CEILING_FILE: file } });
  await ceiling.start();
  return ceiling;
}

/**
 * autocannon in a worker thread of its own (its `workers` mode): the bench's main loop only
 * gathers the result. Functions cannot cross into the worker, so bodies sent in turn are
 * autocannon's request sequence (each connection walks it from the start).
 */
async function cannon(opts: {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Bodies sent in turn (e.g. orders spread over many pickup slots), instead of one body. */
  bodies?: string[];
}, seconds = SECONDS) {
  const method = opts.method ?? 'GET';
  const result = await autocannon({
    url: opts.url,
    method,
    headers: opts.headers,
    body: opts.body,
    ...(opts.bodies ? { requests: opts.bodies.map((body) => ({ method, body })) } : {}),
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Server and ceiling take turns in this many runs of SECONDS / SLICES each. */
const SLICES = 5;

/** Slices as one run: mean req/s, median p50, worst p99, every error. */
function combine(slices: Awaited<ReturnType<typeof cannon>>[]) {
  const p50s = slices.map((r) => r.p50).sort((a, b) => a - b);
  return {
    rps: slices.reduce((n, r) => n + r.rps, 0) / slices.length,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...slices.map((r) => r.p99)),
    errors: slices.reduce((n, r) => n + r.errors, 0),
  };
}

// ---------------------------------------------------------------- one engine

interface EngineSetup {
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

async function runEngine(setup: EngineSetup, rows: Row[], statements: Map<string, string>) {
  log(`${setup.engine}: generating data…`);
  const gen = await setup.open();
  await generate(gen);
  const token = (await gen.db.execute<{ t: string }>(sql`select tracking_token as t from guest_preorders where id = 777`)).rows[0].t;
  const items = await gen.db.execute<{ id: number; price: string }>(
    sql`select id, price::text as price from menu_items where vendor_id = 1 order by id limit 2`,
  );
  await gen.close();

  const server = await startServer(setup.serverEnv);
  try {
    const signin = await fetch(`${server.baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    if (!signin.ok) throw new Error(`bench sign-in failed: ${signin.status}`);
    const cookie = signin.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const orderBody = JSON.stringify(guestOrder(items.rows, [2, 1], { firstName: 'Bench', lastName: 'Guest', phone: '(760) 555-0199' }));
    // Pickup slots (DESIGN §10.2): vendor 1 offers 5-minute slots of 500 orders all day, every
    // day; scheduled orders are spread over tomorrow's and the next day's slots, so none fills up
    // and none falls inside the lead time while the bench runs.
    const windows = Array.from({ length: 7 }, (_, dayOfWeek) => ({
      dayOfWeek,
      startTime: '00:00',
      endTime: '23:55',
      slotDuration: 5,
      maxOrders: 500,
    }));
    const put = await fetch(`${server.baseUrl}/api/vendors/1/pickup-slots`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(windows),
    });
    if (!put.ok) throw new Error(`bench pickup windows: ${put.status} ${await put.text()}`);
    const tz = testConfig({ SESSION_SECRET }).VALLEY_TZ;
    const day = (offset: number) => zonedDate(new Date(Date.now() + offset * 86_400_000), tz);
    const slotStarts: string[] = [];
    for (const date of [day(1), day(2)]) {
      const res = await fetch(`${server.baseUrl}/api/vendors/1/pickup-times?date=${date}`);
      slotStarts.push(...((await res.json()) as { start: string }[]).map((s) => s.start));
    }
    const slotBodies = slotStarts.map((start) => JSON.stringify({ ...JSON.parse(orderBody), scheduledPickupTime: start }));
    const endpoints: {
      name: string;
      path: string;
      method?: 'GET' | 'POST';
      body?: string;
      bodies?: string[];
      auth?: boolean;
    }[] = [
      { name: 'GET /api/vendors', path: '/api/vendors' },
      { name: 'GET /api/vendors/:id', path: '/api/vendors/1' },
      { name: 'GET /api/track/:token', path: `/api/track/${token}` },
      { name: 'GET …/analytics/performance?days=30', path: '/api/vendors/1/analytics/performance?days=30', auth: true },
      { name: 'GET …/analytics/popular-items?days=30', path: '/api/vendors/1/analytics/popular-items?days=30', auth: true },
      { name: 'GET …/analytics/peak-hours?days=30', path: '/api/vendors/1/analytics/peak-hours?days=30', auth: true },
      { name: 'GET …/analytics/feedback', path: '/api/vendors/1/analytics/feedback', auth: true },
      { name: 'POST /api/guest-preorders', path: '/api/guest-preorders', method: 'POST', body: orderBody },
      { name: 'GET …/pickup-times', path: `/api/vendors/1/pickup-times?date=${day(1)}` },
      {
        name: 'POST /api/guest-preorders for a slot',
        path: '/api/guest-preorders',
        method: 'POST',
        body: slotBodies[0],
        bodies: slotBodies,
      },
    ];
    // Each endpoint's answer as autocannon gets it, for the ceiling to serve (POSTs place one order each).
    const headersOf = (ep: (typeof endpoints)[number]) => ({
      ...(ep.auth ? { cookie } : {}),
      ...(ep.body ? { 'content-type': 'application/json' } : {}),
    });
    const answers: Record<string, Captured> = {};
    for (const ep of endpoints) {
      const answer = await capture(`${server.baseUrl}${ep.path}`, ep.method ?? 'GET', headersOf(ep), ep.body);
      if (answer.status >= 300) throw new Error(`${ep.name} answered ${answer.status}: ${Buffer.from(answer.body, 'base64')}`);
      answers[`${ep.method ?? 'GET'} ${ep.path}`] = answer;
    }
    const ceiling = await startCeiling(answers, setup.dir);
    try {
      for (const ep of endpoints) {
        const headers = headersOf(ep);
        // The machine is shared and its load swings within seconds: the server and the ceiling
        // take turns in SLICES short runs, so both see the same moments and the ratio compares
        // like with like (one long run each read 1.3 for a read that is slower than its ceiling).
        const ours: Awaited<ReturnType<typeof cannon>>[] = [];
        const theirs: Awaited<ReturnType<typeof cannon>>[] = [];
        for (let i = 0; i < SLICES; i++) {
          const bodies = ep.bodies?.slice(1 + i * 50);
          ours.push(await cannon({ url: `${server.baseUrl}${ep.path}`, method: ep.method, headers, body: ep.body, bodies }, SECONDS / SLICES));
          theirs.push(await cannon({ url: `${ceiling.baseUrl}${ep.path}`, method: ep.method, headers, body: ep.body }, SECONDS / SLICES));
        }
        const measured = combine(ours);
        const top = combine(theirs);
        if (top.errors) throw new Error(`the ceiling failed ${top.errors} requests of ${ep.name}`);
        rows.push({
          endpoint: ep.name,
          engine: setup.engine,
          ...measured,
          ceilingRps: top.rps,
          ceilingKind: 'node:http in its own process',
        });
        log(`${setup.engine} ${ep.name}: ${measured.rps.toFixed(0)} req/s vs ${top.rps.toFixed(0)} ceiling`);
      }
    } finally {
      await ceiling.stop();
    }
  } finally {
    await server.stop();
  }

  // The database's own ceiling for orders: one raw statement per order.
  const rawRps = await setup.rawOrders(1, items.rows.map((r) => Number(r.id)));
  const http = rows.find((r) => r.engine === setup.engine && r.endpoint === 'POST /api/guest-preorders')!;
  rows.push({
    endpoint: 'POST /api/guest-preorders vs raw SQL',
    engine: setup.engine,
    rps: http.rps,
    p50: http.p50,
    p99: http.p99,
    ceilingRps: rawRps,
    ceilingKind: 'one raw SQL statement per order',
    errors: http.errors,
  });

  // SQL statements per request, counted in-process on the same data (cold, then warm).
  const database = await setup.open();
  const app = await buildApp(testConfig({ SESSION_SECRET }), { database });
  await app.ready();
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email: BENCH_EMAIL, password: BENCH_PASSWORD },
  });
  const cookie = String(signin.headers['set-cookie'] ?? '').split(';')[0];
  for (const [name, url, auth] of [
    ['GET /api/vendors', '/api/vendors', false],
    ['GET /api/vendors/:id', '/api/vendors/1', false],
    ['GET /api/track/:token', `/api/track/${token}`, false],
    ['GET …/analytics/performance?days=30', '/api/vendors/1/analytics/performance?days=30', true],
  ] as const) {
    const counts: number[] = [];
    for (let i = 0; i < 2; i++) {
      const before = database.statements.count;
      await app.inject({ method: 'GET', url, headers: auth ? { cookie } : {} });
      counts.push(database.statements.count - before);
    }
    statements.set(`${setup.engine} ${name}`, `${counts[0]} cold, ${counts[1]} warm`);
  }
  {
    const before = database.statements.count;
    await app.inject({
      method: 'POST',
      url: '/api/guest-preorders',
      payload: guestOrder(items.rows, [1, 1], { firstName: 'Count', lastName: 'Me', phone: '7605550198' }),
    });
    statements.set(`${setup.engine} POST /api/guest-preorders`, `${database.statements.count - before}`);
  }
  await app.close();
  await database.close();
  await setup.cleanup();
}

function pgliteSetup(): EngineSetup {
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

async function postgresSetup(adminUrl: string): Promise<EngineSetup> {
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

// ---------------------------------------------------------------- scale (--scale)

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

interface ScaleRow {
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
async function runScale(setup: EngineSetup, rows: ScaleRow[]): Promise<void> {
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

function scaleTable(rows: ScaleRow[]): string {
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

/** bench/results.md keeps one section per kind of run; a run replaces its own section only. */
function writeSection(heading: string, text: string): void {
  const file = path.join(root, 'bench/results.md');
  const old = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const sections = new Map<string, string>();
  for (const part of old.split(/^## /m).slice(1)) {
    const [title, ...body] = part.split('\n');
    sections.set(title.trim(), body.join('\n').trim());
  }
  sections.set(heading, text);
  const order = [THROUGHPUT, SCALE];
  const out = ['# Benchmark results', '', 'Written by `npm run bench` (throughput) and `npm run bench -- --scale` (scale); see README "How fast".', ''];
  for (const title of [...order, ...[...sections.keys()].filter((k) => !order.includes(k))]) {
    if (sections.has(title)) out.push(`## ${title}`, '', sections.get(title) as string, '');
  }
  writeFileSync(file, out.join('\n'));
}

const THROUGHPUT = 'Throughput against the ceilings';
const SCALE = 'Scale: latency as the orders grow';

// ---------------------------------------------------------------- report

function table(rows: Row[], statements: Map<string, string>): string {
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), Node ${process.version}; ${SECONDS} s per endpoint in ${SLICES} turns with its ceiling, ${CONNECTIONS} connections. The real server and the ceiling each run in a process of their own, autocannon in a worker thread; compare the ratios of one run, not raw figures across runs.`,
    '',
    '| endpoint | engine | req/s | p50 ms | p99 ms | ceiling req/s | ceiling | ratio | errors |',
    '|---|---|---:|---:|---:|---:|---|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.endpoint} | ${r.engine} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.ceilingRps.toFixed(0)} | ${r.ceilingKind} | ${(r.rps / r.ceilingRps).toFixed(2)} | ${r.errors} |`,
    );
  }
  lines.push('', '| SQL statements per request | count |', '|---|---|');
  for (const [k, v] of statements) lines.push(`| ${k} | ${v} |`);
  return lines.join('\n');
}

async function main() {
  const pgUrl = process.env.BENCH_DATABASE_URL;
  if (process.argv.includes('--scale')) {
    // PostgreSQL when there is one: PGlite loads about a thousand orders a second on a small shared
    // machine (2M would take half an hour); BENCH_SCALE_PGLITE=1 runs it too.
    const rows: ScaleRow[] = [];
    if (!pgUrl || process.env.BENCH_SCALE_PGLITE === '1') await runScale(pgliteSetup(), rows);
    if (pgUrl) await runScale(await postgresSetup(pgUrl), rows);
    else log('BENCH_DATABASE_URL not set: PostgreSQL skipped.');
    const text = scaleTable(rows);
    console.log(`\n${text}\n`);
    writeSection(SCALE, text);
    log('written to bench/results.md');
    return;
  }
  const rows: Row[] = [];
  const statements = new Map<string, string>();
  await runEngine(pgliteSetup(), rows, statements);
  if (pgUrl) await runEngine(await postgresSetup(pgUrl), rows, statements);
  else log('BENCH_DATABASE_URL not set: PostgreSQL skipped.');
  const text = table(rows, statements);
  console.log(`\n${text}\n`);
  writeSection(THROUGHPUT, text);
  log('written to bench/results.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
