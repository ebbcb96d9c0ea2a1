/**
 * Profiles (`user_profiles`, DESIGN §10.3, decision 0041): the only place this area touches
 * Drizzle. The row is made on a user's first read or write (one per user: user_id is unique). The
 * follows area owns `text_followed_vendors`; nothing here reads or writes it.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { userProfiles, vendors } from '../db/schema.js';
import { listed } from '../vendors/queries.js';

/** What this area reads of a profile row. */
const profileColumns = {
  bio: userProfiles.bio,
  dietaryRestrictions: userProfiles.dietaryRestrictions,
  preferredCuisines: userProfiles.preferredCuisines,
  favoriteVendors: userProfiles.favoriteVendors,
};
export type ProfileRow = {
  bio: string | null;
  dietaryRestrictions: string[] | null;
  preferredCuisines: string[] | null;
  favoriteVendors: string[] | null;
};

/** The fields a write sets, as validated (favourite vendors as ids). */
export interface ProfilePatch {
  bio?: string | null;
  dietaryRestrictions?: string[];
  preferredCuisines?: string[];
  favoriteVendors?: number[];
}

/** The user's profile, made with its defaults when they have none yet. */
export async function findOrCreateProfile(db: Db, userId: string): Promise<ProfileRow> {
  const [made] = await db
    .insert(userProfiles)
    .values({ userId })
    .onConflictDoNothing({ target: userProfiles.userId })
    .returning(profileColumns);
  if (made) return made;
  const [row] = await db.select(profileColumns).from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

/** Writes the fields given (making the row when new) and returns the profile. */
export async function saveProfile(db: Db, userId: string, patch: ProfilePatch, now: Date): Promise<ProfileRow> {
  const { favoriteVendors, ...rest } = patch;
  const set: Partial<typeof userProfiles.$inferInsert> = { ...rest, updatedAt: now };
  if (favoriteVendors !== undefined) set.favoriteVendors = favoriteVendors.map(String);
  const [row] = await db
    .insert(userProfiles)
    .values({ ...set, userId })
    .onConflictDoUpdate({ target: userProfiles.userId, set })
    .returning(profileColumns);
  return row;
}

/** Which of `ids` name vendors that are listed (active and live), in no particular order. */
export async function liveVendorIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(listed(), inArray(vendors.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}
