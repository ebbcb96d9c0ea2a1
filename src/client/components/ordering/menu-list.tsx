/**
 * The guest's menu: available items only (isAvailable and not sold out), each with Add to Cart,
 * grouped under the vendor's categories (DESIGN §10.2), today's special marked.
 */
import { isSpecialToday } from '@shared/menu.js';
import { formatMoney } from '@shared/money.js';
import type { MenuCategory } from '@shared/schemas/pickup.js';
import type { MenuItem } from '@shared/schemas/vendors.js';
import { Clock, Plus, UtensilsCrossed } from 'lucide-react';
import { memo } from 'react';
import { DietaryBadges, GroupedMenu, TodaysSpecialBadge, useValleyToday } from '@/components/grouped-menu';
import { Button } from '@/components/ui/button';
import { Thumbnail } from '@/components/ui/thumbnail';
import { t } from '@/lib/i18n';
import type { CartLine } from './use-cart';

export function availableItems(items: readonly MenuItem[]): MenuItem[] {
  return items.filter((i) => i.isAvailable && !i.isSoldOut);
}

/**
 * Memoised: the page around it renders again for many reasons (the pickup days, the checkout's
 * arrival), and a long menu is the costliest part of it on a phone.
 */
export const MenuList = memo(function MenuList({
  items,
  categories,
  cart,
  onAdd,
}: {
  items: MenuItem[];
  /** The menu's visible categories (from the vendor detail); derived from the items when absent. */
  categories?: readonly MenuCategory[];
  cart: readonly CartLine[];
  onAdd: (item: MenuItem) => void;
}) {
  const today = useValleyToday();
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-border border-dashed bg-sand-100/60 px-6 py-10 text-center text-muted-foreground">
        <UtensilsCrossed className="size-8" aria-hidden="true" />
        <p>{t('guestPreorder.menu.empty')}</p>
      </div>
    );
  }
  const named = items.some((i) => i.categoryId !== null);
  return (
    <GroupedMenu
      items={items}
      categories={categories}
      headingLevel={3}
      listClassName="grid grid-cols-1 gap-3 sm:grid-cols-2"
      renderItem={(item) => (
        <MenuItemCard
          key={item.id}
          item={item}
          headingLevel={named ? 4 : 3}
          special={isSpecialToday(item, today)}
          inCart={cart.find((l) => l.menuItemId === item.id)?.quantity ?? 0}
          onAdd={() => onAdd(item)}
        />
      )}
    />
  );
});

function MenuItemCard({
  item,
  special,
  inCart,
  onAdd,
  headingLevel,
}: {
  item: MenuItem;
  /** Today's special in the valley. */
  special: boolean;
  inCart: number;
  onAdd: () => void;
  headingLevel: 3 | 4;
}) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs"
      data-testid="menu-item"
      data-item-name={item.name}
    >
      <div className="flex gap-3">
        {item.imageUrl && (
          <Thumbnail src={item.imageUrl} size={64} className="border border-border" testId="menu-item-photo" />
        )}
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <Heading className="font-bold leading-snug">{item.name}</Heading>
            <span className="shrink-0 font-bold text-primary tabular-nums">{formatMoney(item.price)}</span>
          </div>
          {item.description && <p className="mt-1 text-muted-foreground text-sm">{item.description}</p>}
          <DietaryBadges tags={item.dietaryTags} className="mt-2" />
          <div className="mt-2 flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
            {special && <TodaysSpecialBadge />}
            <span className="inline-flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              {t('guestPreorder.menu.prepTime', { minutes: item.prepTime })}
            </span>
          </div>
        </div>
      </div>
      {/* In a narrow card (two columns beside the checkout at 1024 px) the button goes under the
          "1 in cart" line rather than out of the card. */}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        <span className="font-semibold text-accent text-sm">
          {inCart > 0 ? t('guestPreorder.menu.inCart', { count: inCart }) : ''}
        </span>
        <Button variant={inCart > 0 ? 'outline' : 'default'} size="sm" className="ml-auto" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {t('guestPreorder.menu.add')}
          <span className="sr-only">{t('guestPreorder.menu.addItemSuffix', { name: item.name })}</span>
        </Button>
      </div>
    </li>
  );
}
