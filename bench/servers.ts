/**
 * The throughput run's servers and load (bench/run.ts): the real server and the ceiling
 * (bench/ceiling.mjs), each in a process of its own, and autocannon in a worker thread.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { GENEROUS_LIMITS, PRODUCTION_ENV } from '../test/support/production-env.js';
import { ServerProcess } from '../test/support/server-process.js';
import { CONNECTIONS, SECONDS, SESSION_SECRET } from './setup.js';

/** The real server as production runs it, in a process of its own (test/support/server-process.ts). */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = new ServerProcess({
    env: {
      // Production refuses the log senders and needs PUBLIC_URL (issue 43 item 8): the bench sends
      // no texts or e-mails, so the senders point at a closed port on this machine.
      ...PRODUCTION_ENV,
      SEED_DEMO: 'false',
      SKIP_CLIENT_BUILD: 'true',
      LOG_LEVEL: 'warn',
      SESSION_SECRET,
      ADMIN_USERNAME: 'ceo',
      ADMIN_PASSWORD: randomBytes(12).toString('hex'),
      // Production refuses limits of 0 (issue 43 item 9): the limits count every request, as in
      // a deployment, at figures the run never reaches.
      ...GENEROUS_LIMITS,
      ...env,
    },
  });
  await server.start();
  return server;
}

/** Headers that belong to one connection or one moment, not to the answer. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export interface Captured {
  status: number;
  headers: Record<string, string | string[]>;
  body: string;
}

/**
 * One answer of the real server as autocannon gets it: raw bytes (no decoding, no
 * accept-encoding sent, as autocannon sends none) and its headers.
 */
export function capture(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Captured> {
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
export async function startCeiling(answers: Record<string, Captured>, dir: string): Promise<ServerProcess> {
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
export async function cannon(opts: {
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
export const SLICES = 5;

/** Slices as one run: mean req/s, median p50, worst p99, every error. */
export function combine(slices: Awaited<ReturnType<typeof cannon>>[]) {
  const p50s = slices.map((r) => r.p50).sort((a, b) => a - b);
  return {
    rps: slices.reduce((n, r) => n + r.rps, 0) / slices.length,
    p50: p50s[Math.floor(p50s.length / 2)],
    p99: Math.max(...slices.map((r) => r.p99)),
    errors: slices.reduce((n, r) => n + r.errors, 0),
  };
}
