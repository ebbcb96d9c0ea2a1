/**
 * `npm run bench -- --memory` (issue 37 item 5, decision 0048): the server as the image runs it
 * (compiled, with the Dockerfile's runtime ENV: NODE_ENV=production, its Node and malloc memory
 * settings) on PGlite with the demo data, restarted as a running server is,
 * then a minute of reads and orders from four loops: its resident memory (VmRSS) and peak (VmHWM)
 * against the 256 MB ceiling. The first start, which seeds the demo data, is measured the same way.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildClient } from '../scripts/build-client.js';
import { imageEnv } from '../test/support/dockerfile.js';
import { TEST_ADMIN } from '../test/support/factories.js';
import { createShop, orderBody, THREE_ITEMS } from '../test/support/http-shop.js';
import { GENEROUS_LIMITS, PRODUCTION_ENV } from '../test/support/production-env.js';
import { ServerProcess } from '../test/support/server-process.js';
import { log } from './setup.js';

export const MEMORY_CEILING_MB = 256;
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);


const METRICS_TOKEN = 'bench-memory-metrics-token';

/** What the server says of its own memory (GET /metrics): the JavaScript heap and memory outside it (PGlite's WebAssembly memory, buffers). */
async function heapOf(server: ServerProcess): Promise<string> {
  const text = await (await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const mb = (name: string) => Math.round(Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]) / 1048576);
  return `heap ${mb('nodejs_heap_size_used_bytes')}/${mb('nodejs_heap_size_total_bytes')} MB, external ${mb('nodejs_external_memory_bytes')} MB`;
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** Four loops for LOAD_SECONDS: pages and API reads, one guest order in every five requests. */
async function minuteOfLoad(server: ServerProcess, vendorIds: number[]): Promise<{ requests: number; orders: number; failed: number }> {
  const base = server.baseUrl;
  const shop = await createShop(server, { name: 'Memory Bench Tacos', items: THREE_ITEMS });
  const reads = [
    '/',
    '/explore',
    '/api/vendors',
    ...vendorIds.slice(0, 6).flatMap((id) => [`/api/vendors/${id}`, `/guest-preorder?vendor=${id}`]),
    `/guest-preorder?vendor=${shop.vendor.id}`,
  ];
  const until = Date.now() + LOAD_SECONDS * 1000;
  let requests = 0;
  let orders = 0;
  let failed = 0;
  const loop = async (n: number) => {
    for (let i = n; Date.now() < until; i++) {
      requests += 1;
      const order = i % 5 === 0;
      const res = order
        ? await fetch(`${base}/api/guest-preorders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(orderBody(shop.vendor.id, [{ item: shop.items[i % 3], quantity: 1 + (i % 2) }], { phone: `(760) 555-${String(1000 + (i % 9000)).padStart(4, '0')}` })),
          })
        : await fetch(`${base}${reads[i % reads.length]}`, { headers: { 'accept-encoding': 'br' } });
      await res.arrayBuffer();
      if (order && res.status === 201) orders += 1;
      if (!res.ok) failed += 1;
    }
  };
  await Promise.all([0, 1, 2, 3].map(loop));
  return { requests, orders, failed };
}

export async function runMemory(): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-bench-memory-'));
  // The pages are part of the load (the first paint renders them on the server): the client as
  // production builds it, into a folder of this run's own.
  log('memory: building the client…');
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const clientDir = await buildClient(path.join(dataDir, 'build')).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  const server = new ServerProcess({
    env: {
      ...imageEnv(),
      ...PRODUCTION_ENV,
      // Generous limits, not 0 (production refuses "off"): one address places every order here.
      ...GENEROUS_LIMITS,
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      DATABASE_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
    },
  });
  const rows: string[] = [];
  try {
    for (const run of ['first start (seeds the demo data)', 'restarted on the demo data']) {
      await server.start();
      const vendors = (await (await fetch(`${server.baseUrl}/api/vendors`)).json()) as { vendor: { id: number } }[];
      const started = memoryOf(server.pid);
      log(`memory: ${run}: ${started.rss} MB after start (${await heapOf(server)}); a minute of reads and orders…`);
      const load = await minuteOfLoad(server, vendors.map((v) => v.vendor.id));
      const after = memoryOf(server.pid);
      if (load.failed > 0) throw new Error(`memory: ${load.failed} of ${load.requests} requests failed; the figure would not be the load's`);
      log(`memory: ${run}: ${after.rss} MB (peak ${after.peak} MB; ${await heapOf(server)}), ${load.requests} requests, ${load.orders} orders, ${load.failed} failed`);
      rows.push(
        `| ${run} | ${started.rss} | ${after.rss} | ${after.peak} | ${(after.rss / MEMORY_CEILING_MB).toFixed(2)} | ${load.requests} | ${load.orders} | ${load.failed} |`,
      );
      await server.stop();
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return [
    `The compiled server as the image runs it (its ENV: production, memory settings) on PGlite with the demo data; ${LOAD_SECONDS} s of reads and orders from four loops; ceiling ${MEMORY_CEILING_MB} MB RSS.`,
    '',
    '| server | RSS after start (MB) | RSS after the load (MB) | peak RSS (MB) | RSS / ceiling | requests | orders | failed |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
