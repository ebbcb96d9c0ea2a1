/**
 * A fingerprint of every table in the database (row count and an md5 of all rows), taken in one
 * SQL statement, so a test can prove that a refused request changed nothing.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/index.js';

export type DbState = Record<string, string>;

export interface DbFingerprint {
  tables: string[];
  /** `{table: "<rows>:<md5>"}` for every table. */
  take(): Promise<DbState>;
  /**
   * The same, read again only when something was written since the last reading: every
   * transaction that writes to a table commits with a record in the write-ahead log, so while the
   * log's insert position has not moved, no table can have changed and the last reading is still
   * the database's state. On a PostgreSQL server shared with other test files the position moves
   * with their writes too, and every call reads (as `take` does).
   */
  current(): Promise<DbState>;
}

export async function dbFingerprint(database: Database): Promise<DbFingerprint> {
  const list = await database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const tables = list.rows.map((r) => r.name);
  if (tables.length === 0) throw new Error('no tables found: is the database migrated?');
  const quote = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;
  // Rows are ordered by their own text, so the checksum needs no primary key (sessions has none named id).
  const parts = tables.map(
    (name) =>
      `select ${literal(name)} as name, (select count(*) || ':' || coalesce(md5(string_agg(t::text, ',' order by t::text)), '') from public.${quote(name)} t) as fp`,
  );
  const query = sql.raw(parts.join('\nunion all\n'));
  const take = async (): Promise<DbState> => {
    const res = await database.db.execute<{ name: string; fp: string }>(query);
    return Object.fromEntries(res.rows.map((r) => [r.name, r.fp]));
  };
  const walPosition = async (): Promise<string> => {
    const res = await database.db.execute<{ lsn: string }>(sql`select pg_current_wal_insert_lsn()::text as lsn`);
    return res.rows[0].lsn;
  };
  let last: { lsn: string; state: DbState } | undefined;
  return {
    tables,
    take,
    async current() {
      const lsn = await walPosition();
      if (last?.lsn === lsn) return last.state;
      const state = await take();
      // Kept only when nothing was written while it was read.
      last = (await walPosition()) === lsn ? { lsn, state } : undefined;
      return state;
    },
  };
}

/** The tables whose fingerprint differs, minus those allowed to change. */
export function changedTables(before: DbState, after: DbState, allowed: readonly string[] = []): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k] && !allowed.includes(k));
}
