/**
 * A public menu grouped under its categories (DESIGN §10.2), shared by the vendor detail dialog
 * and the guest preorder page: one section per category in the vendor's order, with the
 * category's name (and description) as its heading, items of no category last under "More
 * items". Each page draws its own items. Also the "Today's special" badge.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { groupMenu, isSpecialToday } from '@shared/menu.js';
import { zonedDate } from '@shared/pickup.js';
import type { MenuCategory } from '@shared/schemas/pickup.js';
import type { MenuItem } from '@shared/schemas/vendors.js';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { hourOf, useFirstPaintValue } from '@/lib/first-paint-value';
import { t } from '@/lib/i18n';
import { dietLabel } from '@/lib/labels';
import { cn } from '@/lib/utils';


/**
 * The valley's date for a page's render: the server's while the page hydrates (the browser's first
 * time-zone formatter is a long task on a phone; lib/first-paint-value.ts), then the browser's.
 */
export function useValleyToday(): string {
  return useFirstPaintValue(`valley-today ${hourOf()}`, () => zonedDate(new Date(), VALLEY_TIME_ZONE));
}

/** Whether a public menu item is today's special (public menus hold no other day's). */
export function isTodaysSpecial(item: Pick<MenuItem, 'isDailySpecial' | 'specialDate'>, now = new Date()): boolean {
  return isSpecialToday(item, zonedDate(now, VALLEY_TIME_ZONE));
}

export function TodaysSpecialBadge({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border border-amber-300 bg-amber-100 px-2 py-0.5 font-semibold text-amber-950 text-xs',
        className,
      )}
      data-testid="todays-special"
    >
      <Sparkles className="size-3" aria-hidden="true" />
      {t('menuCategory.badge.todaysSpecial')}
    </span>
  );
}

/** A menu item's dietary tags as small badges (decision 0041); nothing without tags. */
export function DietaryBadges({ tags, className }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap gap-1', className)} aria-label={t('diet.badges')} data-testid="diet-badges">
      {tags.map((tag) => (
        <li
          key={tag}
          className="rounded-full border border-emerald-300 bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-900 text-xs"
        >
          {dietLabel(tag)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The categories to group by: those given, or (for an answer without them) one per category the
 * items name, in the order the server listed the items (category order).
 */
function categoriesOf(items: readonly MenuItem[], given?: readonly MenuCategory[]): Pick<MenuCategory, 'id' | 'name' | 'description' | 'sortOrder'>[] {
  if (given) return [...given];
  const seen = new Map<number, Pick<MenuCategory, 'id' | 'name' | 'description' | 'sortOrder'>>();
  for (const item of items) {
    if (item.categoryId !== null && item.category && !seen.has(item.categoryId)) {
      seen.set(item.categoryId, { id: item.categoryId, name: item.category, description: null, sortOrder: seen.size });
    }
  }
  return [...seen.values()];
}

export interface GroupedMenuProps {
  items: readonly MenuItem[];
  /** The menu's (visible) categories; derived from the items when absent. */
  categories?: readonly MenuCategory[];
  /** The level of the category headings (items inside use the next one). */
  headingLevel: 3 | 4;
  headingClassName?: string;
  listClassName?: string;
  className?: string;
  renderItem: (item: MenuItem) => ReactNode;
}

export function GroupedMenu({
  items,
  categories,
  headingLevel,
  headingClassName,
  listClassName,
  className,
  renderItem,
}: GroupedMenuProps) {
  const groups = groupMenu(items, categoriesOf(items, categories));
  const named = groups.some((g) => g.category !== null);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={cn('flex flex-col gap-6', className)} data-testid="grouped-menu">
      {groups.map((group) => {
        const title = group.category?.name ?? (named ? t('menuCategory.menu.other') : null);
        return (
          <section key={group.category?.id ?? 'other'} aria-label={title ?? undefined} data-testid="menu-group">
            {title && (
              <div className="mb-3">
                <Heading
                  className={cn('font-bold text-muted-foreground text-sm uppercase tracking-wider', headingClassName)}
                >
                  {title}
                </Heading>
                {group.category?.description && (
                  <p className="mt-0.5 text-muted-foreground text-sm">{group.category.description}</p>
                )}
              </div>
            )}
            <ul className={listClassName}>{group.items.map((item) => renderItem(item))}</ul>
          </section>
        );
      })}
    </div>
  );
}
