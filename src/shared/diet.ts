/**
 * Dietary tags (DESIGN §10.3, decision 0041): what a menu item carries, what a profile asks for,
 * and the map home's "Fits my diet" rule. An item tagged vegan counts as vegetarian too (vegan
 * implies vegetarian); nothing else implies anything. Pure functions, unit-tested.
 */
import { DIETARY_TAGS, type DietaryTag } from './constants.js';

const TAG_ORDER = new Map<string, number>(DIETARY_TAGS.map((tag, i) => [tag, i]));

export function isDietaryTag(tag: string): tag is DietaryTag {
  return TAG_ORDER.has(tag);
}

/** Known tags only, each once, in DIETARY_TAGS order (how they are stored and sent). */
export function normalizeDietTags(tags: readonly string[]): DietaryTag[] {
  return [...new Set(tags)].filter(isDietaryTag).sort((a, b) => (TAG_ORDER.get(a) ?? 0) - (TAG_ORDER.get(b) ?? 0));
}

/** The tags an item counts as having: its own, and vegetarian when it is vegan. */
export function impliedDietTags(tags: readonly string[]): Set<string> {
  const out = new Set(tags);
  if (out.has('vegan')) out.add('vegetarian');
  return out;
}

/** Whether an item with `tags` suits someone with every one of `restrictions` (none: anything does). */
export function itemFitsDiet(tags: readonly string[], restrictions: readonly string[]): boolean {
  const has = impliedDietTags(tags);
  return restrictions.every((r) => has.has(r));
}

/**
 * "Fits my diet": a vendor fits when at least one of its available items carries every
 * restriction (`tagSets`: the distinct tag sets of those items). No restrictions: every vendor fits.
 */
export function vendorFitsDiet(tagSets: readonly (readonly string[])[] | undefined, restrictions: readonly string[]): boolean {
  if (restrictions.length === 0) return true;
  return (tagSets ?? []).some((tags) => itemFitsDiet(tags, restrictions));
}

/** The distinct, normalised tag sets of some items (items without tags left out), for the list. */
export function dietTagSets(items: readonly { dietaryTags: readonly string[] }[]): DietaryTag[][] {
  const seen = new Map<string, DietaryTag[]>();
  for (const item of items) {
    const tags = normalizeDietTags(item.dietaryTags);
    if (tags.length > 0) seen.set(tags.join(','), tags);
  }
  return [...seen.values()];
}
