/** Users, credentials and sessions: the only place auth touches Drizzle. */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { sessions, userCredentials, userIdentities, users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type SessionData =
  | { kind: 'user'; userId: string }
  | { kind: 'admin'; username: string }
  /** A phone verified by a texted code (DESIGN §10.1; src/server/phone/session.ts). */
  | { kind: 'phone'; phone: string };

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

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

/** The user for an OpenID Connect identity, created on first sign-in (linked by e-mail). */
export async function upsertOidcUser(
  db: Db,
  input: { issuer: string; subject: string; email: string | null; firstName: string | null; lastName: string | null },
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const linked = await tx
      .select({ user: users })
      .from(userIdentities)
      .innerJoin(users, eq(users.id, userIdentities.userId))
      .where(and(eq(userIdentities.issuer, input.issuer), eq(userIdentities.subject, input.subject)))
      .limit(1);
    if (linked[0]) return linked[0].user;
    let user: UserRow | undefined;
    if (input.email) {
      user = (await tx.select().from(users).where(eq(users.email, input.email)).limit(1))[0];
    }
    if (!user) {
      user = (
        await tx
          .insert(users)
          .values({ email: input.email, firstName: input.firstName, lastName: input.lastName })
          .returning()
      )[0];
    }
    await tx.insert(userIdentities).values({ userId: user.id, issuer: input.issuer, subject: input.subject });
    return user;
  });
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
