/**
 * Menu rules shared by the server and the client (DESIGN §10.2): which items a customer sees on
 * a given valley date (daily specials), when an item is low on stock, and how a menu is grouped
 * under its categories.
 */

/** The part of a menu item these rules read. */
export interface SpecialFields {
  isDailySpecial: boolean;
  /** Valley date 'YYYY-MM-DD', or null. */
  specialDate: string | null;
}

/**
 * How an item shows to customers on a valley date: `special` (today's special, with its badge),
 * `regular`, or `hidden` (a special of another day). A special without a date is an ordinary
 * item: it has no day of its own to be hidden on.
 */
export function specialOn(item: SpecialFields, today: string): 'special' | 'regular' | 'hidden' {
  if (!item.isDailySpecial || item.specialDate === null) return 'regular';
  return item.specialDate === today ? 'special' : 'hidden';
}

/** Whether an item is today's special (on a public menu, which holds no other day's specials). */
export function isSpecialToday(item: SpecialFields, today: string): boolean {
  return specialOn(item, today) === 'special';
}

/** The items a customer may see on a valley date: no special of another day. */
export function visibleOn<T extends SpecialFields>(items: readonly T[], today: string): T[] {
  return items.filter((item) => specialOn(item, today) !== 'hidden');
}

/** The part of a menu item the low-stock rule reads. */
export interface StockFields {
  inventoryCount: number | null;
  lowStockThreshold: number;
}

/** Counted stock at or under the item's threshold (untracked stock is never low). */
export function isLowStock(item: StockFields): boolean {
  return item.inventoryCount !== null && item.inventoryCount <= item.lowStockThreshold;
}

/** The part of a category and an item the grouping reads. */
export interface GroupCategory {
  id: number;
  name: string;
  description?: string | null;
  sortOrder: number;
}
export interface GroupItem {
  categoryId: number | null;
}

export interface MenuGroup<C extends GroupCategory, T extends GroupItem> {
  /** Null for the items of no (known) category, listed last. */
  category: C | null;
  items: T[];
}

/**
 * Items under their categories in `sortOrder` (then id); within a group the items keep their
 * order. Items of no category, or of one not in `categories` (a hidden one the caller left out),
 * form the last group. Empty categories are left out.
 */
export function groupMenu<C extends GroupCategory, T extends GroupItem>(
  items: readonly T[],
  categories: readonly C[],
): MenuGroup<C, T>[] {
  const ordered = [...categories].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
  const byId = new Map<number, T[]>(ordered.map((c) => [c.id, []]));
  const loose: T[] = [];
  for (const item of items) {
    const list = item.categoryId === null ? undefined : byId.get(item.categoryId);
    if (list) list.push(item);
    else loose.push(item);
  }
  const groups: MenuGroup<C, T>[] = ordered
    .map((category) => ({ category, items: byId.get(category.id) ?? [] }))
    .filter((g) => g.items.length > 0);
  if (loose.length > 0) groups.push({ category: null, items: loose });
  return groups;
}

/**
 * What a menu item write stores for its special (DESIGN §10.2): turning the special on without a
 * date makes it today's; turning it off clears the date; a date alone only moves it.
 */
export function specialWrite(
  input: { isDailySpecial?: boolean; specialDate?: string | null },
  today: string,
): { isDailySpecial?: boolean; specialDate?: string | null } {
  if (input.isDailySpecial === false) return { isDailySpecial: false, specialDate: null };
  if (input.isDailySpecial === true) return { isDailySpecial: true, specialDate: input.specialDate ?? today };
  return input.specialDate === undefined ? {} : { specialDate: input.specialDate };
}
