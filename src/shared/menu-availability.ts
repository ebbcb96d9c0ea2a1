/**
 * A menu item's one availability state (issue 24 item 5, decision 0023), shared by the server
 * and the vendor's dashboard. The two stored flags map onto three states:
 *
 * | state       | isAvailable | isSoldOut | customers                          |
 * |-------------|-------------|-----------|------------------------------------|
 * | `available` | true        | false     | see it and may order it            |
 * | `soldOut`   | true        | true      | see it marked sold out, cannot order |
 * | `hidden`    | false       | (false)   | do not see it                      |
 *
 * "Sold out today" lasts until the next 04:00 on the valley's wall clock after the item was
 * last written (the same morning line as Mark as Closed, src/shared/hours.ts overrideExpiry),
 * unless the item's counted stock is 0: that stays sold out until restocked.
 */
import { OVERRIDE_ENDS_AT_HOUR, overrideExpiry, zonedParts, zonedTimeToUtc } from './hours.js';

export const MENU_ITEM_STATES = ['available', 'soldOut', 'hidden'] as const;
export type MenuItemState = (typeof MENU_ITEM_STATES)[number];

/** The state the two flags say (hidden wins over sold out). */
export function itemState(item: { isAvailable: boolean; isSoldOut: boolean }): MenuItemState {
  if (!item.isAvailable) return 'hidden';
  return item.isSoldOut ? 'soldOut' : 'available';
}

/** The flags a state writes (PATCH /api/menu-items/:id keeps taking them as they are). */
export function stateFields(state: MenuItemState): { isAvailable: boolean; isSoldOut: boolean } {
  if (state === 'hidden') return { isAvailable: false, isSoldOut: false };
  return { isAvailable: true, isSoldOut: state === 'soldOut' };
}

/** The part of an item the morning reset reads. */
export interface SoldOutFields {
  isSoldOut: boolean;
  inventoryCount: number | null;
  /** When the item was last written (marking it sold out is a write). */
  updatedAt: Date | string;
}

/** Whether an item's sold out is "for today" (ends in the morning): not when its counted stock is 0. */
export function soldOutForToday(item: Pick<SoldOutFields, 'isSoldOut' | 'inventoryCount'>): boolean {
  return item.isSoldOut && item.inventoryCount !== 0;
}

/** When an item's "sold out today" ends: the first 04:00 (valley time) after it was last written; null if it does not. */
export function soldOutEndsAt(item: SoldOutFields, tz: string): Date | null {
  if (!soldOutForToday(item)) return null;
  return overrideExpiry(new Date(item.updatedAt), tz);
}

/** Whether an item's "sold out today" has ended by `now` (the item is available again). */
export function soldOutLapsed(item: SoldOutFields, now: Date, tz: string): boolean {
  const ends = soldOutEndsAt(item, tz);
  return ends !== null && ends.getTime() <= now.getTime();
}

/**
 * The latest 04:00 (valley time) at or before `now`: items sold out for today and last written
 * before it are available again (the SQL form of soldOutLapsed).
 */
export function lastMorningReset(now: Date, tz: string): Date {
  const p = zonedParts(now, tz);
  const day = p.hour >= OVERRIDE_ENDS_AT_HOUR ? new Date(Date.UTC(p.year, p.month - 1, p.day)) : new Date(Date.UTC(p.year, p.month - 1, p.day - 1));
  return zonedTimeToUtc(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), OVERRIDE_ENDS_AT_HOUR, 0, tz);
}
