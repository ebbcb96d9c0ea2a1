/**
 * Phone codes and linked phones (DESIGN §10.1): the only place the phone area touches Drizzle.
 *
 * A code is 6 digits from crypto.randomInt, kept only as an HMAC-SHA256 of (phone, code) keyed
 * with the session secret; it is good for 10 minutes. How many codes a phone is sent and how many
 * tries anyone gets are limits of the routes (src/server/phone/routes.ts, counted per asking
 * address): a wrong guess never spends the owner's code (issue 43 item 3). Every change to one
 * phone's codes takes a transaction-scoped advisory lock on that phone first, so a code can be
 * used only once, however many app instances answer at once.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { PHONE_CODE_LENGTH, PHONE_CODE_TTL_MINUTES } from '../../shared/schemas/phone.js';
import type { Db } from '../db/index.js';
import { phoneCodes, users } from '../db/schema.js';
import { enqueueText } from '../messaging/outbox.js';

const MINUTE = 60_000;

async function lockPhone(tx: Db, phone: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`phone-code:${phone}`}, 0))`);
}

export function hashCode(secret: string | Buffer, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code\0${phone}\0${code}`).digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Makes a code for `phone` and writes its text to the outbox, in one transaction. The caller has
 * counted it against the code limits first.
 */
export async function issuePhoneCode(
  db: Db,
  input: { phone: string; secret: string | Buffer; text: (code: string) => string; now: Date },
): Promise<void> {
  const { phone, now } = input;
  await db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    await tx.insert(phoneCodes).values({
      phone,
      codeHash: hashCode(input.secret, phone, code),
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * MINUTE),
      createdAt: now,
    });
    await enqueueText(tx, { phone, body: input.text(code), type: 'phone_code', title: 'Phone code' }, now);
  });
}

/**
 * Checks a code against the phone's open codes (not used, not expired). A match spends every open
 * code of the phone and answers true; a miss changes nothing and answers false: the try counts
 * against whoever made it (the route's limits), never against the owner's code (issue 43 item 3).
 */
export async function checkPhoneCode(
  db: Db,
  input: { phone: string; code: string; secret: string | Buffer; now: Date },
): Promise<boolean> {
  const { phone, now } = input;
  return db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const open = await tx
      .select({ id: phoneCodes.id, codeHash: phoneCodes.codeHash })
      .from(phoneCodes)
      .where(
        and(
          eq(phoneCodes.phone, phone),
          isNull(phoneCodes.usedAt),
          gt(phoneCodes.expiresAt, now),
        ),
      );
    if (open.length === 0) return false;
    const hash = hashCode(input.secret, phone, input.code);
    const ids = open.map((c) => c.id);
    if (open.some((c) => sameHash(c.codeHash, hash))) {
      await tx.update(phoneCodes).set({ usedAt: now }).where(inArray(phoneCodes.id, ids));
      return true;
    }
    return false;
  });
}

/** Codes older than a day are of no use to anyone (the 15-minute window is long past). */
export async function purgeOldPhoneCodes(db: Db, now: Date): Promise<void> {
  await db.delete(phoneCodes).where(lt(phoneCodes.createdAt, new Date(now.getTime() - 24 * 60 * MINUTE)));
}

// ---- the account's linked phone

export async function findLinkedPhone(db: Db, userId: string): Promise<string | null> {
  const rows = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.phone ?? null;
}

/** Links `phone` to the user; 'taken' (and nothing written) when another account holds it. */
export async function linkPhone(db: Db, userId: string, phone: string, now: Date): Promise<'linked' | 'taken'> {
  return db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const holder = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, phone), ne(users.id, userId)))
      .limit(1);
    if (holder[0]) return 'taken';
    await tx.update(users).set({ phone, updatedAt: now }).where(eq(users.id, userId));
    return 'linked';
  });
}

export async function unlinkPhone(db: Db, userId: string, now: Date): Promise<void> {
  await db.update(users).set({ phone: null, updatedAt: now }).where(eq(users.id, userId));
}
