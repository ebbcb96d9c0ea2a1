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
 * `npm run bench -- --memory` (issue 37 item 5): the server's resident memory on PGlite with the demo
 * data after a minute of reads and orders, against 256 MB (bench/memory.ts).
 *
 * `npm run bench -- --festival` (issue 41 item 6): a festival night — 40 trucks, 2,000 orders in
 * 10 minutes with bursts, 1,000 tracking streams (bench/festival.ts).
 *
 * `npm run bench -- --scale` (issue 20 item 4): analytics and vendor-list latency as the orders
 * grow (50,000 → 500,000 → 2,000,000 over a year); see `runScale` in bench/scale.ts.
 *
 * Knobs: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 16), BENCH_SCALE_SIZES.
 * The generated valley, the engines and bench/results.md are in bench/setup.ts; the servers and
 * autocannon in bench/servers.ts.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { testConfig } from '../src/server/config.js';
import { zonedDate } from '../src/shared/pickup.js';
import { runFestival } from './festival.js';
import { runMemory } from './memory.js';
import { runScale, type ScaleRow, scaleTable } from './scale.js';
import { type Captured, cannon, capture, combine, SLICES, startCeiling, startServer } from './servers.js';
import {
  BENCH_EMAIL,
  BENCH_PASSWORD,
  CONNECTIONS,
  type EngineSetup,
  FESTIVAL,
  generate,
  guestOrder,
  log,
  MEMORY,
  pgliteSetup,
  postgresSetup,
  SCALE,
  SECONDS,
  SESSION_SECRET,
  THROUGHPUT,
  writeSection,
} from './setup.js';

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

// ---------------------------------------------------------------- one engine

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
  let beating: NodeJS.Timeout | undefined;
  try {
    const signin = await fetch(`${server.baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: BENCH_PASSWORD }),
    });
    if (!signin.ok) throw new Error(`bench sign-in failed: ${signin.status}`);
    const cookie = signin.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    // Vendor 1's desk is open while it takes the bench's orders, as a truck's tablet is: a vendor
    // whose orders wait with no desk seen for 5 minutes is paused (decision 0027), and the bench
    // would then measure refusals.
    const heartbeat = async () => {
      const res = await fetch(`${server.baseUrl}/api/my-vendor/desk-heartbeat`, { method: 'POST', headers: { cookie } });
      if (!res.ok) throw new Error(`bench desk heartbeat: ${res.status} ${await res.text()}`);
    };
    await heartbeat();
    beating = setInterval(() => void heartbeat().catch((err) => log(String(err))), 60_000);
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
    clearInterval(beating);
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
  if (process.argv.includes('--memory')) {
    const text = await runMemory();
    console.log(`\n${text}\n`);
    writeSection(MEMORY, text);
    log('written to bench/results.md');
    return;
  }
  if (process.argv.includes('--festival')) {
    const text = await runFestival(pgUrl);
    console.log(`\n${text}\n`);
    writeSection(FESTIVAL, text);
    log('written to bench/results.md');
    return;
  }
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
  const memory = await runMemory();
  console.log(`\n${memory}\n`);
  writeSection(MEMORY, memory);
  log('written to bench/results.md');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
