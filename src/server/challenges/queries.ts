/**
 * Challenges (DESIGN §10.4, issue 19 item 3): the only place they touch Drizzle. Progress comes
 * from the completed orders of the account's verified phone (users.phone), counted by the shared
 * rule (src/shared/challenges.ts); a finished challenge awards its points to the profile once
 * (a conditional update decides who awards) and the level follows the points.
 */
import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { challengeProgress, levelFor } from '../../shared/challenges.js';
import { VALLEY_TIME_ZONE } from '../../shared/constants.js';
import { t } from '../../shared/messages/index.js';
import { scheduleInstant } from '../../shared/promotions.js';
import type { ChallengeCreate, ChallengeUpdate } from '../../shared/schemas/challenges.js';
import type { Db } from '../db/index.js';
import { challenges, guestPreorders, notifications, userChallenges, userProfiles, users, vendors } from '../db/schema.js';
import { badRequest } from '../errors.js';
import { countsForItsPhone } from '../preorders/trust.js';

export type ChallengeRow = typeof challenges.$inferSelect;
export type UserChallengeRow = typeof userChallenges.$inferSelect;
export type ChallengeWithCount = ChallengeRow & { participants: number };

// Spelled out with the table names: in a one-table select Drizzle leaves columns unqualified, and
// inside the subquery an unqualified "id" would be user_challenges' own.
const participants = sql<number>`(select count(*)::int from user_challenges uc where uc.challenge_id = "challenges"."id")`.mapWith(Number);

// ---------------------------------------------------------------- the administrator's

export function listAllChallenges(db: Db): Promise<ChallengeWithCount[]> {
  return db
    .select({ ...columns(), participants })
    .from(challenges)
    .orderBy(desc(challenges.startDate), desc(challenges.id));
}

function columns() {
  return {
    id: challenges.id,
    name: challenges.name,
    description: challenges.description,
    type: challenges.type,
    target: challenges.target,
    reward: challenges.reward,
    rewardPoints: challenges.rewardPoints,
    startDate: challenges.startDate,
    endDate: challenges.endDate,
    isActive: challenges.isActive,
    cuisine: challenges.cuisine,
    createdAt: challenges.createdAt,
  };
}

export async function createChallenge(db: Db, input: ChallengeCreate, now: Date): Promise<ChallengeWithCount> {
  const [row] = await db
    .insert(challenges)
    .values({
      name: input.name,
      description: input.description,
      type: input.type,
      target: input.target,
      cuisine: input.cuisine ?? null,
      reward: input.reward ?? null,
      rewardPoints: input.rewardPoints,
      startDate: scheduleInstant(input.startDate, 'start', VALLEY_TIME_ZONE),
      endDate: scheduleInstant(input.endDate, 'end', VALLEY_TIME_ZONE),
      isActive: input.isActive ?? true,
      createdAt: now,
    })
    .returning();
  return { ...row, participants: 0 };
}

/** Only the fields sent change; the end must still come after the start (400 otherwise). */
export async function updateChallenge(db: Db, id: number, input: ChallengeUpdate): Promise<ChallengeWithCount | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(challenges).where(eq(challenges.id, id)).for('update');
    if (!current) return null;
    const start = input.startDate ? scheduleInstant(input.startDate, 'start', VALLEY_TIME_ZONE) : current.startDate;
    const end = input.endDate ? scheduleInstant(input.endDate, 'end', VALLEY_TIME_ZONE) : current.endDate;
    if (end.getTime() <= start.getTime()) throw badRequest(t('challenges.validation.endBeforeStart'), { code: 'invalid_request' });
    const set: Partial<typeof challenges.$inferInsert> = { startDate: start, endDate: end };
    for (const key of ['name', 'description', 'type', 'target', 'cuisine', 'reward', 'rewardPoints', 'isActive'] as const) {
      if (input[key] !== undefined) Object.assign(set, { [key]: input[key] });
    }
    await tx.update(challenges).set(set).where(eq(challenges.id, id));
    const [row] = await tx.select({ ...columns(), participants }).from(challenges).where(eq(challenges.id, id));
    return row ?? null;
  });
}

export async function deleteChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(challenges).where(eq(challenges.id, id)).returning({ id: challenges.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- customers

/** Active challenges that have not ended, soonest end first. */
export function listOpenChallenges(db: Db, now: Date): Promise<ChallengeWithCount[]> {
  return db
    .select({ ...columns(), participants })
    .from(challenges)
    .where(and(eq(challenges.isActive, true), gt(challenges.endDate, now)))
    .orderBy(asc(challenges.endDate), asc(challenges.id));
}

export async function findOpenChallenge(db: Db, id: number, now: Date): Promise<ChallengeRow | undefined> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(and(eq(challenges.id, id), eq(challenges.isActive, true), gt(challenges.endDate, now)))
    .limit(1);
  return row;
}

/** Joins once (again: nothing changes). */
export async function joinChallenge(db: Db, userId: string, challengeId: number, now: Date): Promise<void> {
  await db.insert(userChallenges).values({ userId, challengeId, joinedAt: now }).onConflictDoNothing();
}

/** The user's part in each challenge they joined (every challenge, ended ones too). */
export function myChallengeRows(db: Db, userId: string): Promise<{ challenge: ChallengeWithCount; mine: UserChallengeRow }[]> {
  return db
    .select({ challenge: { ...columns(), participants }, mine: userChallenges })
    .from(userChallenges)
    .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
    .where(eq(userChallenges.userId, userId))
    .orderBy(asc(userChallenges.isCompleted), asc(challenges.endDate), asc(challenges.id));
}

export async function pointsOf(db: Db, userId: string): Promise<{ points: number; phone: string | null }> {
  const [row] = await db
    .select({ points: userProfiles.loyaltyPoints, phone: users.phone })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return { points: row?.points ?? 0, phone: row?.phone ?? null };
}

/** A challenge finished by a user: what the bell says. */
export interface Finished {
  userId: string;
  challengeId: number;
  name: string;
  points: number;
}

/**
 * Brings the progress of the given users' open, unfinished challenges up to date from their
 * phones' completed orders, and finishes those that reached their target: the conditional update
 * (`is_completed = false`) lets exactly one caller award the points, whatever runs at once; the
 * profile's points and level rise in the same transaction, and an inbox notice is written once.
 * Returns what was finished now.
 */
export async function refreshChallenges(db: Db, userIds: readonly string[], now: Date): Promise<Finished[]> {
  if (userIds.length === 0) return [];
  const open = await db
    .select({ mine: userChallenges, challenge: challenges, phone: users.phone })
    .from(userChallenges)
    .innerJoin(challenges, eq(challenges.id, userChallenges.challengeId))
    .innerJoin(users, eq(users.id, userChallenges.userId))
    .where(and(inArray(userChallenges.userId, [...userIds]), eq(userChallenges.isCompleted, false), eq(challenges.isActive, true)));
  if (open.length === 0) return [];
  const phones = [...new Set(open.map((o) => o.phone).filter((p): p is string => !!p))];
  // Only orders inside some open challenge's window can count: bound the read by the earliest start
  // and the latest end, not by the phone's whole history.
  const from = new Date(Math.min(...open.map((o) => o.challenge.startDate.getTime())));
  const to = new Date(Math.max(...open.map((o) => o.challenge.endDate.getTime())));
  const orders = phones.length
    ? await db
        .select({ phone: guestPreorders.phone, vendorId: guestPreorders.vendorId, cuisine: vendors.cuisine, at: guestPreorders.createdAt })
        .from(guestPreorders)
        .innerJoin(vendors, eq(vendors.id, guestPreorders.vendorId))
        .where(
          and(
            inArray(guestPreorders.phone, phones),
            eq(guestPreorders.status, 'completed'),
            // Decision 0014: only orders the phone placed itself (not walk-ups the vendor typed,
            // not the vendor's own phone, not before Go live) move a challenge.
            countsForItsPhone(),
            gte(guestPreorders.createdAt, from),
            lte(guestPreorders.createdAt, to),
          ),
        )
    : [];
  const finished: Finished[] = [];
  for (const { mine, challenge, phone } of open) {
    const progress = phone ? challengeProgress(challenge, orders.filter((o) => o.phone === phone)) : 0;
    if (progress === mine.progress && progress < challenge.target) continue;
    if (progress < challenge.target) {
      await db.update(userChallenges).set({ progress }).where(eq(userChallenges.id, mine.id));
      continue;
    }
    const won = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(userChallenges)
        .set({ progress, isCompleted: true, completedAt: now })
        .where(and(eq(userChallenges.id, mine.id), eq(userChallenges.isCompleted, false)))
        .returning({ id: userChallenges.id });
      if (!done) return false;
      const [profile] = await tx
        .insert(userProfiles)
        .values({ userId: mine.userId, loyaltyPoints: challenge.rewardPoints, level: levelFor(challenge.rewardPoints) })
        .onConflictDoUpdate({
          target: userProfiles.userId,
          set: { loyaltyPoints: sql`${userProfiles.loyaltyPoints} + ${challenge.rewardPoints}`, updatedAt: now },
        })
        .returning({ points: userProfiles.loyaltyPoints });
      await tx.update(userProfiles).set({ level: levelFor(profile.points) }).where(eq(userProfiles.userId, mine.userId));
      await tx
        .insert(notifications)
        .values({
          userId: mine.userId,
          type: 'challengeCompleted',
          title: `Challenge complete: ${challenge.name}`,
          message: `You finished ${challenge.name} and earned ${challenge.rewardPoints} points.`,
          metadata: { challenge: challenge.name, points: challenge.rewardPoints },
          actionUrl: '/challenges',
          channel: 'inbox',
          dedupeKey: `challenge:${challenge.id}:${mine.userId}`,
          createdAt: now,
        })
        .onConflictDoNothing();
      return true;
    });
    if (won) finished.push({ userId: mine.userId, challengeId: challenge.id, name: challenge.name, points: challenge.rewardPoints });
  }
  return finished;
}

/** Who has joined this challenge (its progress moves when the administrator changes its rule). */
export async function participantsOf(db: Db, challengeId: number): Promise<string[]> {
  const rows = await db.select({ id: userChallenges.userId }).from(userChallenges).where(eq(userChallenges.challengeId, challengeId));
  return rows.map((r) => r.id);
}

/** The accounts whose verified phone is this one (at most one: users.phone is unique). */
export async function usersWithPhone(db: Db, phone: string | null): Promise<string[]> {
  if (!phone) return [];
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return rows.map((r) => r.id);
}
