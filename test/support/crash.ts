/**
 * The crash test (issue "Proof of quality", item 3), shared by `npm run test:crash`
 * (scripts/crash-test.ts, 20 cycles) and the `crash` Vitest project (a few cycles).
 *
 * It starts the real server as a child process (the compiled server, test/support/server-process.ts) on a
 * fresh database, creates a vendor and its menu over HTTP, places orders continuously from
 * several concurrent loops, kills the whole server process group with SIGKILL at random moments,
 * restarts it on the same data each time, and after the last restart reads back every order that
 * was acknowledged with a 201: it must still be there with the same invoice number, items and
 * total. Orders in flight at a kill may or may not exist; acknowledged ones must.
 *
 * No Vitest imports here: the script runs it outside Vitest.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createShop, orderBody, THREE_ITEMS } from './http-shop.js';
import { createScratchDatabase, freePort, ServerProcess, testServerEnv } from './server-process.js';
import { copyTemplate, ensureTemplate } from './template.js';

export type CrashEngine = 'pglite' | 'postgres';

export interface CrashOptions {
  engine: CrashEngine;
  /** How many times the server is killed (and restarted). */
  cycles: number;
  /** PGlite: a migrated template directory (default: ensureTemplate()). */
  template?: string;
  /** PostgreSQL: a URL with rights to create databases (TEST_DATABASE_URL); a fresh one is made per run. */
  adminUrl?: string;
  /** Concurrent order loops (default 4). */
  loops?: number;
  /**
   * After each (re)start the server first acknowledges an order (so it is warm and busy), then
   * runs a random time in this range before it is killed (default 200–2500 ms).
   */
  upMs?: [number, number];
  log?: (line: string) => void;
}

export interface CrashReport {
  engine: CrashEngine;
  cycles: number;
  /** Order submissions sent, and those that got no answer (the server was down or died mid-request). */
  attempts: number;
  unanswered: number;
  /** Answers that were neither 201 nor a dropped connection, by status. */
  otherAnswers: Record<string, number>;
  acknowledged: number;
  verified: number;
  /** Acknowledged orders missing after the last restart. */
  lost: string[];
  /** Acknowledged orders found with a different invoice number, items or total. */
  changed: string[];
  /** Orders in the database after the last restart, and those of them never acknowledged (in flight at a kill). */
  inDatabase: number;
  keptUnacknowledged: number;
  restartMs: number[];
  durationMs: number;
}

interface Acknowledged {
  id: number;
  trackingToken: string;
  invoiceNumber: string;
  totalAmount: string;
  items: { menuItemId: number; name: string; price: string; quantity: number }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([min, max]: [number, number]) => min + Math.floor(Math.random() * (max - min + 1));

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export async function runCrashTest(options: CrashOptions): Promise<CrashReport> {
  const log = options.log ?? (() => {});
  const loops = options.loops ?? 4;
  const upMs = options.upMs ?? [200, 2500];
  const began = Date.now();

  // ---- a fresh database: a copy of the PGlite template, or a new PostgreSQL database
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 've-crash-'));
  let databaseUrl = '';
  let dropDatabase = async () => {};
  if (options.engine === 'pglite') {
    copyTemplate(options.template ?? (await ensureTemplate()), path.join(dataDir, 'pglite'));
  } else {
    if (!options.adminUrl) throw new Error('the PostgreSQL crash test needs TEST_DATABASE_URL');
    const scratch = await createScratchDatabase(options.adminUrl, 've_crash');
    databaseUrl = scratch.url;
    dropDatabase = () => scratch.drop();
  }

  const server = new ServerProcess({
    env: { ...testServerEnv({ dataDir, databaseUrl }), PORT: String(await freePort()) },
  });
  const base = server.baseUrl;

  try {
    const firstStart = await server.start();
    log(`[crash:${options.engine}] server up in ${firstStart} ms on ${base}`);

    // ---- a vendor and its menu, over HTTP: open around the clock (a closed vendor refuses orders
    // "as soon as possible", issue 23) and live without a photo, as support would (decision 0028)
    const { session, vendor, items: menu } = await createShop(server, {
      name: 'Crash Tacos',
      owner: { prefix: 'crash' },
      items: THREE_ITEMS,
    });

    // ---- orders, continuously, from several loops
    const acked: Acknowledged[] = [];
    const otherAnswers: Record<string, number> = {};
    let attempts = 0;
    let unanswered = 0;
    let stopping = false;
    const orderLoop = async () => {
      while (!stopping) {
        const lines = menu
          .filter(() => Math.random() < 0.7)
          .map((item) => ({ item, quantity: 1 + Math.floor(Math.random() * 3) }));
        if (lines.length === 0) lines.push({ item: menu[0], quantity: 1 });
        attempts += 1;
        try {
          const res = await fetch(`${base}/api/guest-preorders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(orderBody(vendor.id, lines, { specialInstructions: undefined })),
            signal: AbortSignal.timeout(15_000),
          });
          const text = await res.text();
          if (res.status === 201) {
            const o = JSON.parse(text) as Acknowledged;
            acked.push({ id: o.id, trackingToken: o.trackingToken, invoiceNumber: o.invoiceNumber, totalAmount: o.totalAmount, items: o.items });
          } else {
            otherAnswers[res.status] = (otherAnswers[res.status] ?? 0) + 1;
          }
        } catch {
          // No complete answer: the server is down, or died with this order in flight.
          unanswered += 1;
          await sleep(100);
        }
      }
    };
    const running = Array.from({ length: loops }, orderLoop);
    /** Waits until this server process has acknowledged an order. */
    const firstAck = async (since: number) => {
      const deadline = Date.now() + 60_000;
      while (acked.length <= since) {
        if (Date.now() > deadline) throw new Error(`no order acknowledged within 60 s of a start (answers: ${JSON.stringify(otherAnswers)})`);
        await sleep(10);
      }
    };

    // ---- the crashes
    const restartMs: number[] = [];
    let since = 0;
    for (let cycle = 1; cycle <= options.cycles; cycle++) {
      await firstAck(since);
      const before = acked.length;
      const up = between(upMs);
      await sleep(up);
      await server.kill();
      const killedAt = acked.length;
      const ms = await server.start();
      restartMs.push(ms);
      since = acked.length;
      log(
        `[crash:${options.engine}] cycle ${cycle}/${options.cycles}: SIGKILL ${up} ms after the first order of this run ` +
          `(${killedAt} acknowledged in all, +${killedAt - before} in those ${up} ms); back in ${ms} ms`,
      );
    }
    await firstAck(since);
    await sleep(upMs[1]); // orders keep flowing into the last server
    stopping = true;
    await Promise.all(running);

    // ---- every acknowledged order, read back after the last restart
    const lost: string[] = [];
    const changed: string[] = [];
    let verified = 0;
    let next = 0;
    const verifier = async () => {
      while (next < acked.length) {
        const a = acked[next++];
        const res = await fetch(`${base}/api/track/${a.trackingToken}`);
        if (res.status === 404) {
          lost.push(`${a.invoiceNumber} (id ${a.id})`);
          continue;
        }
        const found = await json<Acknowledged>(res, `track ${a.invoiceNumber}`);
        const same =
          found.id === a.id &&
          found.invoiceNumber === a.invoiceNumber &&
          found.totalAmount === a.totalAmount &&
          JSON.stringify(found.items) === JSON.stringify(a.items);
        if (same) verified += 1;
        else changed.push(`${a.invoiceNumber}: acknowledged ${JSON.stringify(a)}, found ${JSON.stringify(found)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, verifier));

    // The vendor's own count of its orders (the session survived the crashes too).
    const { total } = await json<{ total: number }>(
      await fetch(`${base}/api/my-vendor/preorders/summary`, { headers: { cookie: session.cookie } }),
      'vendor preorder summary',
    );
    return {
      engine: options.engine,
      cycles: options.cycles,
      attempts,
      unanswered,
      otherAnswers,
      acknowledged: acked.length,
      verified,
      lost,
      changed,
      inDatabase: total,
      keptUnacknowledged: total - (acked.length - lost.length),
      restartMs,
      durationMs: Date.now() - began,
    };
  } catch (err) {
    throw new Error(`${(err as Error).message}\n--- server output ---\n${server.output()}`, { cause: err });
  } finally {
    await server.stop();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The figures, and a loud banner when an acknowledged order was lost or changed. */
export function formatCrashReport(r: CrashReport): string {
  const avg = r.restartMs.length ? Math.round(r.restartMs.reduce((a, b) => a + b, 0) / r.restartMs.length) : 0;
  const other = Object.entries(r.otherAnswers)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');
  const lines = [
    `Crash test on ${r.engine === 'pglite' ? 'PGlite' : 'PostgreSQL'}: ${r.cycles} SIGKILLs in ${(r.durationMs / 1000).toFixed(1)} s`,
    `  order submissions   ${r.attempts} (${r.unanswered} unanswered while down or in flight${other ? `, other answers ${other}` : ''})`,
    `  acknowledged (201)  ${r.acknowledged}`,
    `  verified intact     ${r.verified}`,
    `  lost                ${r.lost.length}`,
    `  changed             ${r.changed.length}`,
    `  in the database     ${r.inDatabase} (${r.keptUnacknowledged} in flight at a kill, kept though never acknowledged)`,
    `  restart time        ${avg} ms on average (${r.restartMs.length ? Math.max(...r.restartMs) : 0} ms at worst)`,
  ];
  if (r.lost.length || r.changed.length) {
    lines.push(
      '',
      `!!! ${r.engine.toUpperCase()} LOST ${r.lost.length} AND CHANGED ${r.changed.length} ACKNOWLEDGED ORDERS !!!`,
      ...r.lost.slice(0, 20).map((l) => `  lost: ${l}`),
      ...r.changed.slice(0, 20).map((c) => `  changed: ${c}`),
    );
  }
  return lines.join('\n');
}

export const crashFailed = (r: CrashReport) => r.lost.length > 0 || r.changed.length > 0 || r.acknowledged === 0;
