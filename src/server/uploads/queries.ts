/**
 * Upload tickets (DESIGN §2): one row per upload URL handed out. Using one is a single atomic
 * UPDATE, so two PUTs (or two finalize calls) racing for the same ticket cannot both win.
 */
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { uploadTickets } from '../db/schema.js';

export interface NewUploadTicket {
  id: string;
  userId: string;
  objectKey: string;
  expiresAt: Date;
}

export async function createUploadTicket(db: Db, ticket: NewUploadTicket): Promise<void> {
  await db.insert(uploadTickets).values(ticket);
}

/**
 * Marks an unused, unexpired ticket used and returns it; null when it is unknown, used, expired
 * or (when userId is given) someone else's.
 */
export async function claimUploadTicket(
  db: Db,
  id: string,
  now: Date,
  userId?: string,
): Promise<{ objectKey: string; userId: string | null } | null> {
  const rows = await db
    .update(uploadTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(uploadTickets.id, id),
        isNull(uploadTickets.usedAt),
        gt(uploadTickets.expiresAt, now),
        userId ? eq(uploadTickets.userId, userId) : undefined,
      ),
    )
    .returning({ objectKey: uploadTickets.objectKey, userId: uploadTickets.userId });
  return rows[0] ?? null;
}

/** Gives a claimed ticket back after a failure that was ours (5xx), so the client may retry. */
export async function releaseUploadTicket(db: Db, id: string): Promise<void> {
  await db.update(uploadTickets).set({ usedAt: null }).where(eq(uploadTickets.id, id));
}

export async function findUploadTicket(db: Db, id: string) {
  const rows = await db.select().from(uploadTickets).where(eq(uploadTickets.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Tickets expired before `before` are of no further use. */
export async function purgeUploadTickets(db: Db, before: Date): Promise<void> {
  await db.delete(uploadTickets).where(lt(uploadTickets.expiresAt, before));
}
