/**
 * Password-reset tokens (issue 24 item 8; decision 0021): the only place account recovery touches
 * Drizzle. A token is 32 random bytes shown once (in the e-mail); only its SHA-256 is stored, so
 * the table is useless to someone who reads it. Single use, one hour, and a reset ends every
 * session of the account in the same transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { passwordResetTokens, sessions, userCredentials, users } from '../db/schema.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/**
 * A plain SHA-256 is enough here (unlike the 6-digit phone codes, which need a keyed hash): the
 * token has 256 bits, so nothing can be guessed from its hash.
 */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(`password-reset\0${token}`).digest('base64url');
}

/** The account an e-mail may reset: one with this address and a password (not a provider-only one). */
export async function findResettableUser(db: Db, email: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .innerJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return rows[0];
}

/** A new token for this user (returned once, stored hashed); the user's expired ones are deleted. */
export async function issueResetToken(db: Db, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), or(lt(passwordResetTokens.expiresAt, now), sql`${passwordResetTokens.usedAt} is not null`)));
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashResetToken(token),
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

export type ResetProblem = 'invalid_token' | 'token_expired';

/** Whether a token could be used now (a cheap look before the password is hashed). */
export async function checkResetToken(db: Db, token: string, now: Date): Promise<ResetProblem | null> {
  const [row] = await db
    .select({ usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashResetToken(token)))
    .limit(1);
  return tokenProblem(row, now);
}

function tokenProblem(row: { usedAt: Date | null; expiresAt: Date } | undefined, now: Date): ResetProblem | null {
  if (!row || row.usedAt) return 'invalid_token';
  if (row.expiresAt.getTime() <= now.getTime()) return 'token_expired';
  return null;
}

/**
 * Uses a token: under a row lock (two tabs using one link: one wins), marks it and every other
 * open token of the account used, sets the new password hash and deletes the account's sessions.
 * Returns the ended session ids (to close their live streams), or why the token cannot be used.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; passwordHash: string; now: Date },
): Promise<{ ok: true; userId: string; endedSessions: string[] } | { ok: false; problem: ResetProblem }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: passwordResetTokens.userId, usedAt: passwordResetTokens.usedAt, expiresAt: passwordResetTokens.expiresAt })
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, hashResetToken(input.token)))
      .for('update')
      .limit(1);
    const problem = tokenProblem(row, input.now);
    if (problem || !row) return { ok: false as const, problem: problem ?? 'invalid_token' };
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
    await tx
      .insert(userCredentials)
      .values({ userId: row.userId, passwordHash: input.passwordHash })
      .onConflictDoUpdate({ target: userCredentials.userId, set: { passwordHash: input.passwordHash, updatedAt: input.now } });
    const ended = await tx
      .delete(sessions)
      .where(sql`${sessions.sess}->>'kind' = 'user' and ${sessions.sess}->>'userId' = ${row.userId}`)
      .returning({ sid: sessions.sid });
    return { ok: true as const, userId: row.userId, endedSessions: ended.map((s) => s.sid) };
  });
}
