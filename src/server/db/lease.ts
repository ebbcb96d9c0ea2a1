/**
 * Claiming rows of work with a lease, the one way the outbox (decision 0015) and the order events
 * (decision 0055) pick up what is due: one short statement takes up to `limit` due rows in
 * `orderBy` order, skips rows another instance holds (`for update skip locked`, so two instances
 * never claim one row), counts the attempt (`attempts + 1`) and moves the row's lease column to
 * `leaseUntil`; a process that dies with rows claimed leaves them to be claimed again once that
 * time has passed. Answers the claimed rows' `returning` columns.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './index.js';

export interface Claim {
  table: string;
  /** The condition of a due row (its lease run out included). */
  due: SQL;
  orderBy: string;
  limit: number;
  leaseColumn: string;
  leaseUntil: Date;
  returning: readonly string[];
}

export async function claimDue<T extends Record<string, unknown>>(db: Db, claim: Claim): Promise<T[]> {
  const table = sql.raw(claim.table);
  const result = await db.execute<T>(sql`
    with due as (
      select id from ${table}
      where ${claim.due}
      order by ${sql.raw(claim.orderBy)}
      for update skip locked
      limit ${claim.limit})
    update ${table} claimed
    set attempts = claimed.attempts + 1,
        ${sql.raw(claim.leaseColumn)} = ${claim.leaseUntil.toISOString()}::timestamptz
    from due where claimed.id = due.id
    returning ${sql.raw(claim.returning.map((c) => `claimed.${c}`).join(', '))}`);
  return result.rows;
}
