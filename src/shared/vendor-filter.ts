/**
 * Rules of the map home's vendor list (SPEC §2 "Map home", §5 "Map filter", §9): the local search,
 * the cuisine chips (from the cuisines vendors have), "Open now", the order of the list (open
 * first, or nearest first once the visitor's place is known), the price hint by cuisine and the
 * week of opening hours the vendor detail shows. Pure functions, unit-tested.
 */
import { FILTER_CHIPS } from './constants.js';
import { vendorFitsDiet } from './diet.js';
import { distanceMiles, entryPlace, type LatLng } from './geo.js';
import { compareFolded, foldText } from './text.js';

/** A chip: All, one of SPEC's chips, or a cuisine some vendor has. */
export type FilterChip = string;
export const ALL_CHIP: FilterChip = 'All';

/** What the filter reads of a list entry. */
export interface FilterableVendor {
  vendor: { businessName: string; cuisine: string };
  isOpen?: boolean;
  /** Decision 0041: the distinct dietary tag sets of its available items. */
  dietaryTagSets?: readonly (readonly string[])[];
}

export interface VendorFilter {
  /** The search box text; blank matches everything. */
  text: string;
  chip: FilterChip;
  /** Only vendors open at this moment. */
  openNow?: boolean;
  /** "Fits my diet" (decision 0041): only vendors with an available item carrying every one of these. */
  diet?: readonly string[];
}

const fold = foldText;

/** SPEC §5: the text matches the business name or the cuisine, case-insensitive substring. */
export function matchesSearch(entry: FilterableVendor, text: string): boolean {
  const needle = fold(text);
  if (!needle) return true;
  return fold(entry.vendor.businessName).includes(needle) || fold(entry.vendor.cuisine).includes(needle);
}

/**
 * SPEC §5: a chip matches when it is a substring of the cuisine (case-insensitive), unless it is
 * All. A plural chip also matches its singular ('Burgers' matches the cuisine 'Burger', 'Tacos'
 * matches 'Taco Truck'): everything the literal rule matches still matches.
 */
export function matchesChip(cuisine: string, chip: FilterChip): boolean {
  return matchesFoldedChip(fold(cuisine), fold(chip));
}

/** matchesChip on text already folded (cuisineChips folds each cuisine and chip once). */
function matchesFoldedChip(cuisine: string, chip: string): boolean {
  if (chip === fold(ALL_CHIP)) return true;
  if (cuisine.includes(chip)) return true;
  return chip.length > 3 && chip.endsWith('s') && cuisine.includes(chip.slice(0, -1));
}

/** The entries that pass the search text, the chip, "Open now" and "Fits my diet", in their original order. */
export function filterVendors<T extends FilterableVendor>(entries: readonly T[], filter: VendorFilter): T[] {
  return entries.filter(
    (e) =>
      matchesSearch(e, filter.text) &&
      matchesChip(e.vendor.cuisine, filter.chip) &&
      (!filter.openNow || e.isOpen === true) &&
      (!filter.diet || vendorFitsDiet(e.dietaryTagSets, filter.diet)),
  );
}

/**
 * The chips the list offers, from the cuisines vendors actually have: All; SPEC's chips that
 * match at least one vendor; then each other cuisine that no chip so far covers ('Mexican
 * Seafood' is under Mexican, 'Coffee & Pan Dulce' under Coffee), most vendors first.
 */
export function cuisineChips(entries: readonly FilterableVendor[]): FilterChip[] {
  const cuisines = entries.map((e) => e.vendor.cuisine.trim()).filter((c) => c !== '');
  const folded = cuisines.map(fold);
  // Each chip's count once: the sort below asks for it on every comparison (the map home builds
  // the chips while a phone hydrates it).
  const counts = new Map<string, number>();
  const vendorsUnder = (chip: string) => {
    let count = counts.get(chip);
    if (count === undefined) {
      const word = fold(chip);
      count = folded.filter((c) => matchesFoldedChip(c, word)).length;
      counts.set(chip, count);
    }
    return count;
  };
  const chips = FILTER_CHIPS.filter((chip) => chip !== ALL_CHIP && vendorsUnder(chip) > 0) as string[];
  const spec = chips.length;
  const distinct = new Map<string, string>();
  for (const [i, c] of cuisines.entries()) if (!distinct.has(folded[i])) distinct.set(folded[i], c);
  // Shortest first, so 'Coffee' is chosen before 'Coffee & Pan Dulce' could be.
  for (const cuisine of [...distinct.values()].sort((a, b) => a.length - b.length || compareFolded(a, b))) {
    const c = fold(cuisine);
    if (!chips.some((chip) => matchesFoldedChip(c, fold(chip)))) chips.push(cuisine);
  }
  const more = chips.slice(spec).sort((a, b) => vendorsUnder(b) - vendorsUnder(a) || compareFolded(a, b));
  return [ALL_CHIP, ...chips.slice(0, spec), ...more];
}

/** What ordering reads of a list entry. */
export interface OrderableVendor {
  vendor: { latitude: number | null; longitude: number | null; cuisine: string };
  isOpen: boolean;
}

/** Whether a cuisine is one of those the weather suggests (DESIGN §10.3), as the chips match. */
export function isLifted(cuisine: string, lifted: readonly string[]): boolean {
  return lifted.some((c) => matchesChip(cuisine, c));
}

/**
 * The list's order: open vendors first; among them (and among the closed ones) the signed-in
 * user's preferred cuisines (`preferred`, decision 0041), then the cuisines the weather suggests
 * (`lifted`), otherwise the order the server gave; with the visitor's place, nearest first,
 * vendors without a place on the map last (they asked for distance). Returns a new array.
 */
export function orderVendors<T extends OrderableVendor>(
  entries: readonly T[],
  near: LatLng | null,
  lifted: readonly string[] = [],
  preferred: readonly string[] = [],
): T[] {
  if (!near) {
    const rank = (e: T) =>
      (e.isOpen ? 4 : 0) +
      (preferred.length > 0 && isLifted(e.vendor.cuisine, preferred) ? 2 : 0) +
      (lifted.length > 0 && isLifted(e.vendor.cuisine, lifted) ? 1 : 0);
    return [...entries].sort((a, b) => rank(b) - rank(a));
  }
  const away = new Map<T, number>();
  for (const e of entries) {
    const place = entryPlace(e);
    away.set(e, place ? distanceMiles(near, place) : Number.POSITIVE_INFINITY);
  }
  const miles = (e: T) => away.get(e) ?? Number.POSITIVE_INFINITY;
  return [...entries].sort((a, b) => (miles(a) === miles(b) ? 0 : miles(a) < miles(b) ? -1 : 1));
}

/** SPEC §9 price hint tiers: Mexican $8-15, Burger $12-22, otherwise $3-8. */
export type PriceTier = 'mexican' | 'burger' | 'standard';

/** The price tier of a cuisine: 'mexican' or 'burger' by case-insensitive substring, else standard. */
export function priceTier(cuisine: string): PriceTier {
  const c = fold(cuisine);
  if (c.includes('mexican')) return 'mexican';
  if (c.includes('burger')) return 'burger';
  return 'standard';
}

// ---------------------------------------------------------------- the week of hours

export interface HoursRow {
  dayOfWeek: number;
  /** 0 or 1 (split shifts, issue 24); rows without it are a day's first shift. */
  shift?: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
  /** DESIGN §10.3: the shift's vendor location; absent or null: the listed address. */
  locationId?: number | null;
}

export type DayHours =
  | { dayOfWeek: number; closed: true }
  | {
      dayOfWeek: number;
      closed: false;
      /** The first shift. */
      open: string;
      close: string;
      /** Every shift of the day in order (one or two), with its place (DESIGN §10.3; null: the listed address). */
      shifts: { open: string; close: string; locationId: number | null }[];
    };

/**
 * SPEC §2 vendor detail: the week Sunday (0) to Saturday (6). null when the vendor has no hours
 * at all ('Hours not available'); a day without a row, with any row marked closed, or without a
 * complete shift is closed. A day's shifts are listed in order (split shifts, issue 24).
 */
export function weekHours(rows: readonly HoursRow[]): DayHours[] | null {
  if (rows.length === 0) return null;
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => {
    const day = rows.filter((r) => r.dayOfWeek === dayOfWeek).sort((a, b) => (a.shift ?? 0) - (b.shift ?? 0));
    const shifts = day
      .filter((r) => r.openTime && r.closeTime)
      .map((r) => ({ open: r.openTime as string, close: r.closeTime as string, locationId: r.locationId ?? null }));
    if (day.length === 0 || day.some((r) => r.isClosed) || shifts.length === 0) return { dayOfWeek, closed: true as const };
    return { dayOfWeek, closed: false as const, open: shifts[0].open, close: shifts[0].close, shifts };
  });
}

/** The map home's "Following" (issue 18 item 2): only the vendors whose ids are followed, in their order. */
export function onlyFollowed<T extends { vendor: { id: number } }>(entries: readonly T[], followed: ReadonlySet<number>): T[] {
  return entries.filter((e) => followed.has(e.vendor.id));
}
