/**
 * Sign-up that does not tell which e-mails have accounts (issue 43 item 9; decision 0052).
 * POST /api/auth/signup answers 202 "check your e-mail" for every address after the same work
 * (the password is hashed either way); what depends on the address happens after the answer:
 * - a new address gets a single-use link, valid 24 hours, that creates the account and signs in
 *   (POST /api/auth/signup/confirm). Until then the sign-up waits as a `sessions` row of its own
 *   kind (`sign-up`), keyed by the SHA-256 of the link's token, so the table is useless to someone
 *   who reads it; the expired ones go with the sessions' own purge;
 * - an address that has an account gets an e-mail saying someone tried to sign up with it, with
 *   links to sign in and to reset the password. Nothing is written.
 * Only place the pending sign-ups touch Drizzle.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { sessions } from '../db/schema.js';
import { createUserWithPassword, type UserRow } from './queries.js';

/** How long a sign-up link works. */
export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The pending sign-up kept until its link is used (sessions.sess). */
interface PendingSignUp {
  kind: 'sign-up';
  email: string;
  firstName: string;
  lastName: string | null;
  passwordHash: string;
}

/**
 * The row's id: a prefix no session id has (those are 43 base64url characters) and a plain
 * SHA-256 of the token, which has 256 bits (nothing can be guessed from its hash).
 */
function pendingSid(token: string): string {
  return `sign-up:${createHash('sha256').update(`sign-up\0${token}`).digest('base64url')}`;
}

/**
 * Keeps a sign-up until its link is used; returns the link's token (shown once, in the e-mail).
 * An earlier pending sign-up of the same address is replaced: only the newest link works.
 */
export async function savePendingSignUp(
  db: Db,
  input: { email: string; firstName: string; lastName: string | null; passwordHash: string },
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const sess: PendingSignUp = { kind: 'sign-up', ...input };
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(sql`${sessions.sess}->>'kind' = 'sign-up' and ${sessions.sess}->>'email' = ${input.email}`);
    await tx.insert(sessions).values({ sid: pendingSid(token), sess, expire: new Date(now.getTime() + SIGN_UP_LINK_TTL_MS) });
  });
  return token;
}

export type SignUpProblem = 'invalid_token' | 'token_expired' | 'account_exists';

/**
 * Uses a link once: the pending sign-up is deleted and the account created in one transaction
 * (two tabs opening one link: one creates the account, the other is told the link was used).
 * `account_exists` when the address got an account meanwhile (another way in, such as an
 * identity provider).
 */
export async function completeSignUp(
  db: Db,
  token: string,
  now: Date,
): Promise<{ ok: true; user: UserRow } | { ok: false; problem: SignUpProblem }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(sessions)
      .where(and(eq(sessions.sid, pendingSid(token)), sql`${sessions.sess}->>'kind' = 'sign-up'`))
      .returning({ sess: sessions.sess, expire: sessions.expire });
    if (!row) return { ok: false as const, problem: 'invalid_token' as const };
    if (row.expire.getTime() <= now.getTime()) return { ok: false as const, problem: 'token_expired' as const };
    const pending = row.sess as PendingSignUp;
    const user = await createUserWithPassword(tx, pending);
    if (!user) return { ok: false as const, problem: 'account_exists' as const };
    return { ok: true as const, user };
  });
}
