/** Users, credentials and sessions: the only place auth touches Drizzle. */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { sessions, userCredentials, userIdentities, users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type SessionData =
  | { kind: 'user'; userId: string }
  /** `credential`: fingerprint of ADMIN_USERNAME + ADMIN_PASSWORD when the session began (session.ts). */
  | { kind: 'admin'; username: string; credential?: string }
  /** A phone verified by a texted code (DESIGN §10.1; src/server/phone/session.ts). */
  | { kind: 'phone'; phone: string };

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Administrator sessions last 12 hours from login and are never extended (issue 16 item 6). */
export const ADMIN_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export function publicUser(u: UserRow) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
  };
}

export async function findUserByEmail(db: Db, email: string) {
  const rows = await db
    .select({ user: users, passwordHash: userCredentials.passwordHash })
    .from(users)
    .leftJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return rows[0];
}

/** Creates a user with a password; returns null when the e-mail is taken. */
export async function createUserWithPassword(
  db: Db,
  input: { email: string; firstName: string; lastName?: string | null; passwordHash: string },
): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({ email: input.email, firstName: input.firstName, lastName: input.lastName ?? null })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const user = inserted[0];
    if (!user) return null;
    await tx.insert(userCredentials).values({ userId: user.id, passwordHash: input.passwordHash });
    return user;
  });
}

export type OidcUserResult = { user: UserRow } | { conflict: 'account_exists' };

/**
 * The user for an OpenID Connect identity, created on first sign-in (issue 16 item 5):
 * - an identity seen before signs in to its account;
 * - otherwise an e-mail the provider says is verified (`email_verified: true`) links to the account
 *   with that e-mail, but only when that account has no password: a password account is never
 *   attached silently (`{conflict: 'account_exists'}`, nothing written);
 * - an e-mail that is not verified is never linked nor stored: the identity gets its own new
 *   account without an e-mail, so nobody can claim someone else's address through a provider.
 */
export async function upsertOidcUser(
  db: Db,
  input: {
    issuer: string;
    subject: string;
    email: string | null;
    emailVerified: boolean;
    firstName: string | null;
    lastName: string | null;
  },
): Promise<OidcUserResult> {
  return db.transaction(async (tx) => {
    const linked = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.issuer, input.issuer), eq(userIdentities.subject, input.subject)))
      .limit(1);
    if (linked[0]) return { user: linked[0].user };
    const email = input.email && input.emailVerified ? input.email : null;
    let user: UserRow | undefined;
    if (email) {
      const existing = (
        await tx
          .select({ user: users, passwordHash: userCredentials.passwordHash })
          .from(users)
          .leftJoin(userCredentials, eq(userCredentials.userId, users.id))
          .where(eq(users.email, email))
          .limit(1)
      )[0];
      if (existing?.passwordHash) return { conflict: 'account_exists' as const };
      user = existing?.user;
    }
    if (!user) {
      const inserted = await tx
        .insert(users)
        .values({ email, firstName: input.firstName, lastName: input.lastName })
        .onConflictDoNothing({ target: users.email })
        .returning();
      // The e-mail was taken between the look-up and the insert (a concurrent sign-up): refuse
      // rather than guess whose account it is.
      if (!inserted[0]) return { conflict: 'account_exists' as const };
      user = inserted[0];
    }
    await tx.insert(userIdentities).values({ userId: user.id, issuer: input.issuer, subject: input.subject });
    return { user };
  });
}

/**
 * Replaces a password hash (re-hash at the current cost on sign-in). Only when the stored hash is
 * still the one that was verified, so a password changed meanwhile is never overwritten.
 */
export async function updatePasswordHash(db: Db, userId: string, previous: string, next: string): Promise<void> {
  await db
    .update(userCredentials)
    .set({ passwordHash: next, updatedAt: new Date() })
    .where(and(eq(userCredentials.userId, userId), eq(userCredentials.passwordHash, previous)));
}

export async function createSession(
  db: Db,
  data: SessionData,
  now: Date,
  ttlMs: number = SESSION_TTL_MS,
): Promise<{ sid: string; expire: Date }> {
  const sid = randomBytes(32).toString('base64url');
  const expire = new Date(now.getTime() + ttlMs);
  await db.insert(sessions).values({ sid, sess: data, expire });
  return { sid, expire };
}

export async function loadSession(db: Db, sid: string, now: Date) {
  const rows = await db
    .select({ sess: sessions.sess, expire: sessions.expire })
    .from(sessions)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now)))
    .limit(1);
  const row = rows[0];
  return row ? { data: row.sess as SessionData, expire: row.expire } : undefined;
}

/** The signed-in user of a session in one statement (hot path of every signed-in request). */
export async function loadSessionUser(db: Db, sid: string, now: Date) {
  const rows = await db
    .select({ user: users, expire: sessions.expire })
    .from(sessions)
    .innerJoin(users, sql`${users.id} = (${sessions.sess}->>'userId')::uuid`)
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, now), sql`${sessions.sess}->>'kind' = 'user'`))
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Db, sid: string, expire: Date): Promise<void> {
  await db.update(sessions).set({ expire }).where(eq(sessions.sid, sid));
}

export async function deleteSession(db: Db, sid: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sid));
}

export async function purgeExpiredSessions(db: Db, now: Date): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expire, now)).returning({ sid: sessions.sid });
  return rows.length;
}
