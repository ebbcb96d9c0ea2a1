/** A profile as its owner sees it (DESIGN §10.3, decision 0041): never another user's, never the follows area's columns. */
import { PROFILE_CUISINES, type ProfileCuisine } from '../../shared/profile.js';
import { normalizeDietTags } from '../../shared/diet.js';
import type { Profile } from '../../shared/schemas/profiles.js';
import type { ProfileRow } from './queries.js';

const KNOWN_CUISINES = new Set<string>(PROFILE_CUISINES);
const isKnownCuisine = (c: string): c is ProfileCuisine => KNOWN_CUISINES.has(c);

/** The stored favourite vendor ids (text[]) as numbers, in order, each once; anything else dropped. */
export function favoriteIds(row: Pick<ProfileRow, 'favoriteVendors'>): number[] {
  const ids = (row.favoriteVendors ?? []).filter((v) => /^\d{1,10}$/.test(v)).map(Number);
  return [...new Set(ids)];
}

/** `live`: the favourite vendors still listed (one that went off the map is kept, but not shown). */
export function presentProfile(row: ProfileRow, live: ReadonlySet<number>): Profile {
  return {
    bio: row.bio,
    dietaryRestrictions: normalizeDietTags(row.dietaryRestrictions ?? []),
    preferredCuisines: (row.preferredCuisines ?? []).filter(isKnownCuisine),
    favoriteVendors: favoriteIds(row).filter((id) => live.has(id)),
  };
}
