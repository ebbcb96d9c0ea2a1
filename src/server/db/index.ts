/**
 * The database connection: PGlite (embedded PostgreSQL) by default, PostgreSQL through
 * node-postgres when DATABASE_URL is set. One Drizzle schema, one set of migrations for both.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { appRoot } from '../paths.js';
import * as schema from './schema.js';

export { schema };

type RowsOf<T> = { rows: T[] };
/** Both drivers answer raw queries with `{ rows }`; this is the part the code relies on. */
export interface RowsResultHKT extends PgQueryResultHKT {
  readonly type: RowsOf<this['row']>;
}

/**
 * The database, or a transaction of it: Drizzle's transaction is a PgDatabase too, so a function
 * that takes a `Db` works inside and outside a transaction alike (the one type for both; no cast).
 */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;
export type Engine = 'pglite' | 'postgres';

/** The advisory lock held while migrating PostgreSQL (any constant of our own: 've-migrate'). */
export const MIGRATION_LOCK_KEY = 0x76652d6d;

export const migrationsFolder = path.join(appRoot, 'drizzle');

/** Counts SQL statements sent through Drizzle (tests and the benchmark read it). */
export class StatementCounter implements Logger {
  count = 0;
  logQuery(): void {
    this.count += 1;
  }
}

export interface Database {
  db: Db;
  engine: Engine;
  statements: StatementCounter;
  /** Subscribes to a NOTIFY channel; returns an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Sends NOTIFY on a channel (outside any transaction). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * One raw statement, outside any transaction, for the hottest write path. On PostgreSQL it is
   * a named prepared statement, parsed and planned once per connection; PGlite runs it as is.
   * Rows come with the driver's own types (timestamps as Date, numeric as string). Counted like
   * any other statement.
   */
  prepared(name: string, text: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  /** Applies pending migrations; safe when several instances start at once (MIGRATION_LOCK_KEY). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * PGlite runs PostgreSQL inside this process, and WebAssembly memory never shrinks: its buffers
 * are RSS for the server's life. PostgreSQL's default 128 MB of shared buffers held the embedded
 * server at 400–630 MB; the demo valley's whole database is a few MB, so 16 MB holds its working
 * set (decision 0048, `npm run bench -- --memory`). PostgreSQL proper is configured by its operator.
 */
export const PGLITE_SETTINGS = ['shared_buffers = 16MB'];

/**
 * PGlite's PostgreSQL compiled by V8's baseline WebAssembly compiler (Liftoff) only: the
 * optimising tier (TurboFan) recompiled the module in the background into another ~30–50 MB of
 * code that stays resident, for no gain we could measure on the demo valley's queries (600
 * queries: 1.9–4.6 s with it, 2.3–3.0 s without, on a busy 2-core machine). Set before the module
 * is compiled; it concerns WebAssembly only (decision 0048).
 */
function baselineWasmOnly(): void {
  v8.setFlagsFromString('--liftoff-only');
}

export interface OpenOptions {
  /** postgres://… to use PostgreSQL; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; undefined = in memory. */
  pgliteDir?: string;
  /** An already open PGlite instance (tests load one from a template). */
  pglite?: PGlite;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const statements = new StatementCounter();
  if (options.databaseUrl) return openPostgres(options.databaseUrl, statements, options.poolSize ?? 16);
  return openPglite(options, statements);
}

async function openPglite(options: OpenOptions, statements: StatementCounter): Promise<Database> {
  let client = options.pglite;
  if (!client) {
    if (options.pgliteDir) mkdirSync(path.dirname(path.resolve(options.pgliteDir)), { recursive: true });
    baselineWasmOnly();
    client = await PGlite.create({ ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}), postgresqlconf: PGLITE_SETTINGS });
  }
  const pgl = client;
  const db = drizzlePglite(pgl, { schema, logger: statements }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    statements,
    async listen(channel, onPayload) {
      const unsub = await pgl.listen(channel, onPayload);
      return async () => {
        await unsub();
      };
    },
    async notify(channel, payload) {
      await pgl.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async prepared(_name, text, params) {
      statements.logQuery();
      return (await pgl.query<Record<string, unknown>>(text, params)).rows;
    },
    async migrate() {
      await migratePglite(db as never, { migrationsFolder });
    },
    async close() {
      if (!pgl.closed) await pgl.close();
    },
  };
}

async function openPostgres(url: string, statements: StatementCounter, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema, logger: statements }) as unknown as Db;

  // One dedicated connection carries every LISTEN of this process.
  let listener: pg.Client | undefined;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  async function listenerClient(): Promise<pg.Client> {
    if (listener) return listener;
    const c = new pg.Client({ connectionString: url });
    c.on('error', () => {});
    c.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h(msg.payload ?? '');
    });
    await c.connect();
    listener = c;
    return c;
  }
  const quoteIdent = (s: string) => `"${s.replaceAll('"', '""')}"`;

  return {
    db,
    engine: 'postgres',
    statements,
    async listen(channel, onPayload) {
      const c = await listenerClient();
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await c.query(`LISTEN ${quoteIdent(channel)}`);
      }
      set.add(onPayload);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0 && handlers.get(channel) === set) {
          handlers.delete(channel);
          await c.query(`UNLISTEN ${quoteIdent(channel)}`).catch(() => {});
        }
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async prepared(name, text, params) {
      statements.logQuery();
      return (await pool.query<Record<string, unknown>>({ name, text, values: params })).rows;
    },
    async migrate() {
      // Instances that start together on one database would otherwise all find the migration
      // table empty and run the same migrations at once: every one but the first fails on
      // "already exists" (decision 0033). A session-level advisory lock, on a connection of its
      // own (the migrator uses the pool), lets one migrate while the others wait and then find
      // nothing left to do.
      const lock = new pg.Client({ connectionString: url });
      lock.on('error', () => {});
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db as never, { migrationsFolder });
      } finally {
        // Ending the session releases the lock, whatever happened.
        await lock.end().catch(() => {});
      }
    },
    async close() {
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}
