/**
 * Rules of the map home's vendor list (SPEC §2 "Map home", §5 "Map filter", §9): the local search
 * and cuisine chip filter, the price hint by cuisine, the business name cut for the card banner
 * and the week of opening hours the vendor detail shows. Pure functions, unit-tested.
 */
import { CARD_NAME_MAX_LENGTH, type FILTER_CHIPS } from './constants.js';

export type FilterChip = (typeof FILTER_CHIPS)[number];
export const ALL_CHIP: FilterChip = 'All';

/** What the filter reads of a list entry. */
export interface FilterableVendor {
  vendor: { businessName: string; cuisine: string };
}

export interface VendorFilter {
  /** The search box text; blank matches everything. */
  text: string;
  chip: FilterChip;
}

const fold = (s: string) => s.trim().toLocaleLowerCase('en-US');

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
  if (chip === ALL_CHIP) return true;
  const c = fold(cuisine);
  const word = fold(chip);
  if (c.includes(word)) return true;
  return word.length > 3 && word.endsWith('s') && c.includes(word.slice(0, -1));
}

/** The entries that pass both the search text and the chip, in their original order. */
export function filterVendors<T extends FilterableVendor>(entries: readonly T[], filter: VendorFilter): T[] {
  return entries.filter((e) => matchesSearch(e, filter.text) && matchesChip(e.vendor.cuisine, filter.chip));
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

/** SPEC §9: the business name on a card banner is cut to 15 characters. */
export function cardBannerName(name: string): { text: string; cut: boolean } {
  const chars = Array.from(name.trim());
  if (chars.length <= CARD_NAME_MAX_LENGTH) return { text: chars.join(''), cut: false };
  return { text: chars.slice(0, CARD_NAME_MAX_LENGTH).join('').trimEnd(), cut: true };
}

// ---------------------------------------------------------------- the week of hours

export interface HoursRow {
  dayOfWeek: number;
  openTime: string | null;
  closeTime: string | null;
  isClosed: boolean;
}

export type DayHours = { dayOfWeek: number; closed: true } | { dayOfWeek: number; closed: false; open: string; close: string };

/**
 * SPEC §2 vendor detail: the week Sunday (0) to Saturday (6). null when the vendor has no hours
 * at all ('Hours not available'); a day without a row, marked closed or missing a time is closed.
 */
export function weekHours(rows: readonly HoursRow[]): DayHours[] | null {
  if (rows.length === 0) return null;
  const byDay = new Map(rows.map((r) => [r.dayOfWeek, r]));
  return [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => {
    const row = byDay.get(dayOfWeek);
    if (!row || row.isClosed || !row.openTime || !row.closeTime) return { dayOfWeek, closed: true as const };
    return { dayOfWeek, closed: false as const, open: row.openTime, close: row.closeTime };
  });
}

/** '15:00' → '3:00 PM', '00:30' → '12:30 AM' (the clock shown on the vendor detail). */
export function formatClock(time: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return time;
  const hour = Number(m[1]);
  const suffix = hour < 12 ? 'AM' : 'PM';
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${m[2]} ${suffix}`;
}
