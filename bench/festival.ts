/**
 * `npm run bench -- --festival` (issue 41 item 6): a festival night against the compiled server.
 * 40 trucks; BENCH_FESTIVAL_ORDERS guest orders (default 2,000) over BENCH_FESTIVAL_SECONDS
 * (default 600) with bursts (the first 10 s of every minute at four times the rate: a set ends, a
 * crowd turns around); each customer opens the order's tracking stream (up to
 * BENCH_FESTIVAL_STREAMS, default 1,000, open at once, each from its own phone's address through
 * a trusted proxy) and its truck confirms it 3 s later. Measured: each order's answer time (p50,
 * p99), the delay from the truck's confirm to the customer's stream showing "confirmed" (p50,
 * p99), and the server's resident memory (VmRSS at the end, VmHWM the peak). PGlite, and
 * PostgreSQL with BENCH_DATABASE_URL. Goal: order p99 ≤ 300 ms and delivery p99 ≤ 1 s on PGlite.
 */
import http from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createShop, orderBody, type Shop } from '../test/support/http-shop.js';
import { createScratchDatabase, ServerProcess, testServerEnv } from '../test/support/server-process.js';
import { log } from './setup.js';

const TRUCKS = 40;
const ORDERS = Number(process.env.BENCH_FESTIVAL_ORDERS ?? 2000);
const SECONDS = Number(process.env.BENCH_FESTIVAL_SECONDS ?? 600);
const STREAMS = Number(process.env.BENCH_FESTIVAL_STREAMS ?? 1000);
const CONFIRM_AFTER_MS = 3000;
export const FESTIVAL_GOALS = { orderP99Ms: 300, deliveryP99Ms: 1000 };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** When each order comes, in ms from the start: the first 10 s of every minute weigh four times. */
function arrivals(orders: number, seconds: number): number[] {
  const weight = (s: number) => (s % 60 < 10 ? 4 : 1);
  const total = Array.from({ length: seconds }, (_, s) => weight(s)).reduce((a, b) => a + b, 0);
  const times: number[] = [];
  let carried = 0;
  for (let s = 0; s < seconds; s++) {
    carried += (orders * weight(s)) / total;
    for (; carried >= 1; carried -= 1) times.push((s + Math.random()) * 1000);
  }
  while (times.length < orders) times.push(Math.random() * seconds * 1000);
  return times.sort((a, b) => a - b);
}

/** A phone's own address (10.x.y.z), sent as X-Forwarded-For through the trusted proxy. */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A tracking stream: calls `onStatus` with each status the order's events carry. */
function openStream(baseUrl: string, token: string, ip: string, onStatus: (status: string) => void): { close: () => void; opened: Promise<boolean> } {
  let req: http.ClientRequest | undefined;
  const opened = new Promise<boolean>((resolve) => {
    req = http.get(`${baseUrl}/api/track/${token}/stream`, { headers: { accept: 'text/event-stream', 'x-forwarded-for': ip } }, (res) => {
      resolve(res.statusCode === 200);
      if (res.statusCode !== 200) {
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (!/^event: order$/m.test(message) || !data) continue;
          try {
            onStatus((JSON.parse(data) as { status: string }).status);
          } catch {}
        }
      });
      res.on('error', () => {});
    });
    req.on('error', () => resolve(false));
  });
  return { close: () => req?.destroy(), opened };
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

export interface FestivalRow {
  engine: string;
  orders: number;
  failed: number;
  orderP50: number;
  orderP99: number;
  streams: number;
  delivered: number;
  deliveryP50: number;
  deliveryP99: number;
  rss: number;
  peak: number;
}

async function night(engine: 'PGlite' | 'PostgreSQL', adminUrl?: string): Promise<FestivalRow> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-bench-festival-'));
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 've_bench_festival') : undefined;
  const server = new ServerProcess({
    env: { ...testServerEnv({ dataDir, databaseUrl: scratch?.url }), TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error' },
  });
  const streams: { close: () => void }[] = [];
  try {
    await server.start();
    log(`festival (${engine}): ${TRUCKS} trucks…`);
    const shops: Shop[] = [];
    for (let i = 0; i < TRUCKS; i++) {
      shops.push(
        await createShop(server, {
          name: `Festival Truck ${i + 1}`,
          owner: { prefix: `fest${i}` },
          items: [
            { name: 'Birria Taco', price: 4, prepTime: 6 },
            { name: 'Elote', price: 5, prepTime: 3 },
            { name: 'Horchata', price: 3.5, prepTime: 1 },
          ],
        }),
      );
    }
    const times = arrivals(ORDERS, SECONDS);
    log(`festival (${engine}): ${ORDERS} orders over ${SECONDS} s with bursts, up to ${STREAMS} tracking streams…`);
    const orderMs: number[] = [];
    const deliveryMs: number[] = [];
    let failed = 0;
    let open = 0;
    const confirmedAt = new Map<number, number>();
    const seen = new Set<number>();
    const pending: Promise<void>[] = [];
    const start = Date.now();
    const one = async (n: number) => {
      const shop = shops[n % TRUCKS];
      const ip = addressOf(n + 1);
      const body = orderBody(shop.vendor.id, [{ item: shop.items[n % 3], quantity: 1 + (n % 3) }], {
        phone: `(760) 4${String(n).padStart(2, '0').slice(-2)}-${String(1000 + n).slice(-4)}`,
        firstName: 'Fest',
      });
      const sent = performance.now();
      let res: Response;
      try {
        res = await fetch(`${server.baseUrl}/api/guest-preorders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
          body: JSON.stringify(body),
        });
      } catch {
        failed += 1;
        return;
      }
      const order = (await res.json()) as { id: number; trackingToken: string };
      orderMs.push(performance.now() - sent);
      if (res.status !== 201) {
        failed += 1;
        return;
      }
      if (open < STREAMS) {
        open += 1;
        const stream = openStream(server.baseUrl, order.trackingToken, ip, (status) => {
          const at = confirmedAt.get(order.id);
          if (status === 'confirmed' && at !== undefined && !seen.has(order.id)) {
            seen.add(order.id);
            deliveryMs.push(performance.now() - at);
          }
        });
        streams.push(stream);
        if (!(await stream.opened)) open -= 1;
      }
      await sleep(CONFIRM_AFTER_MS);
      confirmedAt.set(order.id, performance.now());
      const confirmed = await fetch(`${server.baseUrl}/api/guest-preorders/${order.id}/status`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie: shop.session.cookie },
        body: JSON.stringify({ status: 'confirmed' }),
      }).catch(() => undefined);
      if (confirmed?.status !== 200) failed += 1;
      await confirmed?.arrayBuffer();
    };
    for (let n = 0; n < times.length; n++) {
      const wait = start + times[n] - Date.now();
      if (wait > 0) await sleep(wait);
      pending.push(one(n));
      if (n % 250 === 249) log(`festival (${engine}): ${n + 1} orders sent, ${open} streams open`);
    }
    await Promise.all(pending);
    // The last confirms' events: given a moment to arrive.
    await sleep(2000);
    const memory = memoryOf(server.pid);
    log(`festival (${engine}): ${orderMs.length} answered, ${failed} failed, ${deliveryMs.length} of the streams' confirms seen (of ${Math.min(open, confirmedAt.size)})`);
    return {
      engine,
      orders: orderMs.length,
      failed,
      orderP50: Math.round(percentile(orderMs, 50)),
      orderP99: Math.round(percentile(orderMs, 99)),
      streams: open,
      delivered: deliveryMs.length,
      deliveryP50: Math.round(percentile(deliveryMs, 50)),
      deliveryP99: Math.round(percentile(deliveryMs, 99)),
      rss: memory.rss,
      peak: memory.peak,
    };
  } finally {
    for (const s of streams) s.close();
    await server.stop();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runFestival(adminUrl?: string): Promise<string> {
  const rows = [await night('PGlite')];
  if (adminUrl) rows.push(await night('PostgreSQL', adminUrl));
  const mark = (value: number, goal: number) => `${value}${value <= goal ? '' : ' ✗'}`;
  return [
    `The compiled server (test settings: no rate limits, cheap password hashing) with ${TRUCKS} trucks; ${ORDERS} guest orders over ${SECONDS} s, the first 10 s of each minute at four times the rate; each customer opens the order's tracking stream (at most ${STREAMS} open, each from its own address through a trusted proxy) and the truck confirms ${CONFIRM_AFTER_MS / 1000} s later. Order: the answer time of POST /api/guest-preorders; delivery: from the truck's PUT confirm being sent to the customer's stream showing "confirmed". Goal on PGlite: order p99 ≤ ${FESTIVAL_GOALS.orderP99Ms} ms, delivery p99 ≤ ${FESTIVAL_GOALS.deliveryP99Ms} ms (✗ marks a miss). Host: ${os.cpus().length} cores.`,
    '',
    '| engine | orders | failed | order p50 ms | order p99 ms | streams open | confirms seen | delivery p50 ms | delivery p99 ms | RSS MB (end) | RSS MB (peak) |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.engine} | ${r.orders} | ${r.failed} | ${r.orderP50} | ${mark(r.orderP99, FESTIVAL_GOALS.orderP99Ms)} | ${r.streams} | ${r.delivered} | ${r.deliveryP50} | ${mark(r.deliveryP99, FESTIVAL_GOALS.deliveryP99Ms)} | ${r.rss} | ${r.peak} |`,
    ),
  ].join('\n');
}
