/** What the live-update hub asks the database: which of its vendor streams' sessions still hold. */
import { and, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { sessions } from '../db/schema.js';

/** The session ids among `sids` that exist and have not expired: one statement for any number. */
export async function liveSessionIds(db: Db, sids: readonly string[], now: Date): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const rows = await db
    .select({ sid: sessions.sid })
    .from(sessions)
    .where(and(inArray(sessions.sid, [...sids]), gt(sessions.expire, now)));
  return new Set(rows.map((r) => r.sid));
}
