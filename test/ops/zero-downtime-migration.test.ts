/**
 * Zero-downtime migrations (issue 21 item 6, decision 0034): an instance on the previous
 * migration keeps serving customers while a new instance starts on the same PostgreSQL and
 * migrates. Two ways to get "the previous" and "the new", decided when the file loads:
 *
 * - **The real rollout** (the newest migration is after the baseline of decision 0034, or
 *   ZERO_DOWNTIME_MIGRATION names one to replay by hand): the old instance runs the previous
 *   release, read from git at test time as the parent of the commit that added that
 *   drizzle/*.sql (HEAD while it is not committed yet), exported with `git archive` into a
 *   temporary directory that borrows this checkout's node_modules; the new instance is this
 *   checkout, which applies the migration. Without git or its history (a shallow clone) it is
 *   skipped with a notice.
 * - **A synthetic expand-only migration** (while the newest migration is one of the baseline's,
 *   written before the rule: replaying 0004 answered customers 500, see decision 0034): the old
 *   instance is this checkout on its newest migration; the new one is a copy of this checkout
 *   with one more migration that adds what decision 0034 allows (a table, a nullable column and a
 *   defaulted one on guest_preorders, an index), checked with the guard's own rule.
 *
 * What an operator would notice during a rolling deploy is asserted: the old instance answers
 * every request (no 5xx, no dropped connection) before, during and after the migration; every
 * order it acknowledged is found on the new instance; the new instance serves and takes orders,
 * and the old one reads those too (both versions share the rows for as long as both run).
 * PostgreSQL only (TEST_DATABASE_URL); PGlite is one process, where a release is a restart.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASELINE, contractViolations } from '../support/expand-contract.js';
import { createShop, type MenuItem, THREE_ITEMS } from '../support/http-shop.js';
import { publishByAdmin } from '../support/publish.js';
import { createScratchDatabase, type ScratchDatabase, ServerProcess, testServerEnv } from '../support/server-process.js';
import { repoRoot } from '../support/template.js';

const adminUrl = process.env.TEST_DATABASE_URL;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const journalOf = (text: string) => JSON.parse(text) as Journal;
const currentJournal = journalOf(readFileSync(path.join(repoRoot, 'drizzle/meta/_journal.json'), 'utf8'));
function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The synthetic migration: only what decision 0034 allows, on the hottest table. */
const SYNTHETIC_TAG = '9999_zero_downtime_probe';
const SYNTHETIC_SQL = `CREATE TABLE "zero_downtime_probe" (
	"id" serial PRIMARY KEY NOT NULL,
	"preorder_id" integer NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "probe_note" text;--> statement-breakpoint
ALTER TABLE "guest_preorders" ADD COLUMN "probe_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "zero_downtime_probe_preorder_idx" ON "zero_downtime_probe" USING btree ("preorder_id");`;

type Plan =
  /** The previous release (a commit) serves; this checkout applies `migration`. */
  | { mode: 'release'; migration: string; commit: string; oldMigrations: number; newMigrations: number }
  /** This checkout serves; a copy of it with SYNTHETIC_SQL applies that. */
  | { mode: 'synthetic'; migration: string; oldMigrations: number; newMigrations: number }
  | { mode: 'skip'; why: string };

/**
 * `--diff-filter=A` finds the commit that added the file: a migration edited afterwards (0003 and
 * 0004 were, see decision 0034) must not make a later commit count as "before".
 */
function previousRelease(migration: string): Plan {
  try {
    const added = git('log', '--diff-filter=A', '--format=%H', '--', `drizzle/${migration}.sql`)
      .split('\n')
      .filter(Boolean)
      .at(-1);
    const commit = added ? git('rev-parse', '--verify', `${added}^`) : git('rev-parse', 'HEAD');
    const old = journalOf(git('show', `${commit}:drizzle/meta/_journal.json`));
    const index = currentJournal.entries.findIndex((e) => e.tag === migration);
    if (index < 0 || old.entries.some((e) => e.tag === migration)) {
      return { mode: 'skip', why: `no release before ${migration} found (commit ${commit.slice(0, 10)})` };
    }
    return { mode: 'release', migration, commit, oldMigrations: old.entries.length, newMigrations: currentJournal.entries.length };
  } catch (err) {
    const why = (err as { stderr?: string }).stderr?.trim() || (err as Error).message;
    return { mode: 'skip', why: `the previous release cannot be read from git (no git, or a shallow clone): ${why}` };
  }
}

function choosePlan(): Plan {
  if (!adminUrl) return { mode: 'skip', why: 'TEST_DATABASE_URL is not set (PostgreSQL only)' };
  const newest = currentJournal.entries.at(-1)?.tag ?? '';
  const replay = process.env.ZERO_DOWNTIME_MIGRATION;
  if (replay || !(newest in BASELINE)) return previousRelease(replay || newest);
  const n = currentJournal.entries.length;
  return { mode: 'synthetic', migration: SYNTHETIC_TAG, oldMigrations: n, newMigrations: n + 1 };
}

const plan = choosePlan();
if (plan.mode === 'skip') console.warn(`[zero-downtime-migration] skipped: ${plan.why}`);

interface Answer {
  what: string;
  started: number;
  ended: number;
  /** The HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  detail?: string;
}

interface Placed {
  trackingToken: string;
  invoiceNumber: string;
  totalAmount: string;
  started: number;
}

/** GET /api/vendors/:id answers `{vendor: {id, …}, menuItems, …}`. */
const vendorIdOf = (body: string) => (JSON.parse(body) as { vendor?: { id?: number } }).vendor?.id;

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const orderBody = (vendorId: number, item: MenuItem, quantity: number) =>
  JSON.stringify({
    vendorId,
    firstName: 'Lupe',
    lastName: 'Ortiz',
    phone: '(760) 555-0123',
    paymentMethod: 'cash',
    items: [{ menuItemId: item.id, name: item.name, price: item.price, quantity }],
    totalAmount: ((Math.round(Number(item.price) * 100) * quantity) / 100).toFixed(2),
  });

const title =
  plan.mode === 'release'
    ? `${plan.migration} applied while the release before it (${plan.commit.slice(0, 10)}) serves`
    : `a synthetic expand-only migration applied while this release serves`;

describe.skipIf(plan.mode === 'skip')(`zero-downtime migration: ${title}`, () => {
  const run = plan as Exclude<Plan, { mode: 'skip' }>;
  const oldLabel = run.mode === 'release' ? `the previous release (${run.commit.slice(0, 10)})` : 'this release';
  let workDir = '';
  let database: ScratchDatabase | undefined;
  let oldServer: ServerProcess | undefined;
  let newServer: ServerProcess | undefined;

  /** One session secret for both (testServerEnv's), as behind one proxy: a session made on one works on the other. */
  const serverEnv = (name: string): Record<string, string> => {
    const dataDir = path.join(workDir, `data-${name}`);
    mkdirSync(dataDir, { recursive: true });
    // API only: neither release builds or serves a client here.
    return testServerEnv({ dataDir, databaseUrl: database?.url, clientDir: path.join(workDir, 'no-client') });
  };

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(os.tmpdir(), 've-zero-downtime-'));
    const tree = path.join(workDir, run.mode === 'release' ? 'previous' : 'next');
    mkdirSync(tree);
    mkdirSync(path.join(workDir, 'no-client'));
    if (run.mode === 'release') {
      // The old tree as committed (no worktree to prune afterwards).
      execFileSync('sh', ['-c', 'git archive "$1" | tar -x -C "$2"', 'sh', run.commit, tree], { cwd: repoRoot });
    } else {
      // This checkout's server with one more migration. A copy, not symlinks: the server finds
      // drizzle/ next to the real path of its own source.
      for (const entry of ['src', 'drizzle', 'package.json', 'tsconfig.json']) {
        cpSync(path.join(repoRoot, entry), path.join(tree, entry), { recursive: true });
      }
      const journalFile = path.join(tree, 'drizzle/meta/_journal.json');
      const journal = journalOf(readFileSync(journalFile, 'utf8'));
      const last = journal.entries[journal.entries.length - 1];
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: SYNTHETIC_TAG });
      writeFileSync(journalFile, JSON.stringify(journal, null, 2));
      writeFileSync(path.join(tree, `drizzle/${SYNTHETIC_TAG}.sql`), SYNTHETIC_SQL);
    }
    // On this checkout's packages (a release's dependencies may differ a little from today's).
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(tree, 'node_modules'), 'dir');
    database = await createScratchDatabase(adminUrl as string, 've_zdm');
    oldServer = new ServerProcess({ cwd: run.mode === 'release' ? tree : repoRoot, env: serverEnv('old'), startTimeoutMs: 90_000 });
    newServer = new ServerProcess({ cwd: run.mode === 'release' ? repoRoot : tree, env: serverEnv('new'), startTimeoutMs: 90_000 });
  });

  afterAll(async () => {
    await newServer?.stop();
    await oldServer?.stop();
    await database?.drop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('keeps the old instance answering every request while the new one migrates, and both read the same orders', async () => {
    const old = oldServer as ServerProcess;
    const next = newServer as ServerProcess;
    const db = new pg.Client({ connectionString: database?.url });
    if (run.mode === 'synthetic') expect(contractViolations(SYNTHETIC_SQL), 'the synthetic migration breaks decision 0034').toEqual([]);
    try {
      // ---- the old instance, alone, migrated to its own newest migration
      let oldStartMs = 0;
      let newStartMs = 0;
      try {
        oldStartMs = await old.start();
      } catch (err) {
        throw new Error(
          `${oldLabel} did not start${run.mode === 'release' ? " on this checkout's node_modules" : ''}: ${(err as Error).message}`,
        );
      }
      await db.connect();
      const applied = async () =>
        (await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n;
      expect(await applied(), `migrations applied by ${oldLabel}`).toBe(run.oldMigrations);

      // ---- a vendor with a menu, made over HTTP on the old instance
      const base = old.baseUrl;
      // Releases with Go live (decision 0028) list a new vendor only once published; older ones at once.
      const { vendor, items: menu } = await createShop(old, {
        name: 'Rollout Tacos',
        owner: { prefix: 'zdm' },
        items: THREE_ITEMS,
        live: false,
      });
      if ((await fetch(`${base}/api/vendors/${vendor.id}`)).status === 404) await publishByAdmin(base, vendor.id);
      await json(await fetch(`${base}/api/vendors/${vendor.id}`), 'the vendor on the old instance');

      // ---- steady load on the old instance: browsing and ordering, as a customer would
      const answers: Answer[] = [];
      const placed: Placed[] = [];
      let stopping = false;
      const call = async (what: string, url: string, init?: RequestInit): Promise<{ status: number; body: string }> => {
        const started = Date.now();
        try {
          const res = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
          const body = await res.text();
          answers.push({ what, started, ended: Date.now(), status: res.status, detail: res.ok ? undefined : body.slice(0, 300) });
          return { status: res.status, body };
        } catch (err) {
          answers.push({ what, started, ended: Date.now(), status: 0, detail: String((err as Error).cause ?? err) });
          return { status: 0, body: '' };
        }
      };
      const browse = async () => {
        while (!stopping) {
          await call('GET /api/vendors', `${base}/api/vendors`);
          const { status, body } = await call('GET /api/vendors/:id', `${base}/api/vendors/${vendor.id}`);
          if (status === 200 && vendorIdOf(body) !== vendor.id) {
            answers.push({ what: 'GET /api/vendors/:id', started: Date.now(), ended: Date.now(), status: 0, detail: `another vendor: ${body.slice(0, 200)}` });
          }
        }
      };
      const order = async () => {
        let n = 0;
        while (!stopping) {
          const item = menu[n % menu.length];
          n += 1;
          const started = Date.now();
          const { status, body } = await call('POST /api/guest-preorders', `${base}/api/guest-preorders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: orderBody(vendor.id, item, 1 + (n % 3)),
          });
          if (status === 201) {
            const o = JSON.parse(body) as Placed;
            placed.push({ trackingToken: o.trackingToken, invoiceNumber: o.invoiceNumber, totalAmount: o.totalAmount, started });
          }
        }
      };
      const loops = [browse(), browse(), order(), order()];
      const waitFor = async (what: string, done: () => boolean | Promise<boolean>, ms = 30_000) => {
        const deadline = Date.now() + ms;
        while (!(await done())) {
          if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
          await sleep(25);
        }
      };

      let migratedAt = 0;
      let newStartedAt = 0;
      try {
        await waitFor('orders on the old instance before the rollout', () => placed.length >= 5);

        // ---- the new release starts on the same database and migrates while the old one serves
        newStartedAt = Date.now();
        const before = await applied();
        let startFailed = false;
        const watching = (async () => {
          // The moment the migration's transaction commits (its row in the migrations table).
          await waitFor('the new release to commit its migration', async () => startFailed || (await applied()) > before, 90_000);
          migratedAt = Date.now();
        })();
        try {
          newStartMs = await next.start();
        } catch (err) {
          startFailed = true;
          await watching.catch(() => {});
          throw err;
        }
        await watching;
        expect(await applied(), 'migrations applied by the new instance').toBe(run.newMigrations);

        // ---- and keeps serving after it: orders keep coming into the old instance
        await waitFor('orders on the old instance after the migration', () => placed.filter((p) => p.started > migratedAt).length >= 10);
      } finally {
        stopping = true;
        await Promise.all(loops);
      }

      // ---- the new instance serves, takes an order, and the old one reads it
      const onNew = await fetch(`${next.baseUrl}/api/vendors/${vendor.id}`);
      expect(onNew.status, 'the vendor on the new instance').toBe(200);
      expect(vendorIdOf(await onNew.text())).toBe(vendor.id);
      const fromNew = await json<Placed>(
        await fetch(`${next.baseUrl}/api/guest-preorders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: orderBody(vendor.id, menu[1], 2),
        }),
        'an order on the new instance',
      );
      const readByOld = await json<Placed>(await fetch(`${base}/api/track/${fromNew.trackingToken}`), 'the new instance\'s order on the old one');
      expect(readByOld.invoiceNumber).toBe(fromNew.invoiceNumber);

      // ---- every order the old instance acknowledged, before, during and after, read on the new one
      const missing: string[] = [];
      let nextToRead = 0;
      const reader = async () => {
        while (nextToRead < placed.length) {
          const p = placed[nextToRead++];
          const res = await fetch(`${next.baseUrl}/api/track/${p.trackingToken}`);
          const found = res.ok ? ((await res.json()) as Placed) : undefined;
          if (found?.invoiceNumber !== p.invoiceNumber || found.totalAmount !== p.totalAmount) {
            missing.push(`${p.invoiceNumber}: ${res.status} ${found ? JSON.stringify(found).slice(0, 200) : ''}`);
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, reader));

      const failed = answers.filter((a) => a.status < 200 || a.status >= 300);
      const during = answers.filter((a) => a.ended >= newStartedAt && a.started <= migratedAt);
      const inFlightAtCommit = answers.filter((a) => a.started <= migratedAt && a.ended >= migratedAt);
      const after = placed.filter((p) => p.started > migratedAt);
      console.log(
        `[zero-downtime-migration] ${oldLabel} served ${answers.length} requests ` +
          `(${during.length} while the new instance started and applied ${run.migration}, ${inFlightAtCommit.length} in flight ` +
          `as the migration committed, ${failed.length} failed); ${placed.length} orders acknowledged, ${after.length} after the ` +
          `migration; ${placed.length - missing.length} of them read back on the new instance (starts: old ${oldStartMs} ms, ` +
          `new ${newStartMs} ms)`,
      );
      expect(failed.map((a) => `${a.what} → ${a.status} ${a.detail ?? ''}`), 'old-instance requests not answered 2xx').toEqual([]);
      expect(during.length, 'requests answered by the old instance while the new one started and migrated').toBeGreaterThan(0);
      expect(after.length).toBeGreaterThanOrEqual(10);
      expect(missing, 'orders acknowledged by the old instance but not found on the new one').toEqual([]);
      expect(old.running, 'the old instance is still up').toBe(true);
    } catch (err) {
      throw new Error(
        `${(err as Error).message}\n--- old instance output ---\n${old.output()}\n--- new instance output ---\n${next.output()}`,
        { cause: err },
      );
    } finally {
      await db.end().catch(() => {});
    }
  });
});
