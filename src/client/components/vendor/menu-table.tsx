/**
 * The dashboard's Menu Items table (SPEC §2: Item Name, Description, Price, Actions; DESIGN §5):
 * edit in a dialog, delete after a confirmation ('Menu item deleted successfully' / 'Failed to
 * delete menu item'), one availability control per item (Available, Sold out today, Hidden:
 * decision 0023), stock left when counted. Items are listed under their categories in the
 * vendor's order and reordered within them by drag or keyboard, saved with one Save order
 * (src/client/components/vendor/reorder.tsx). Phones get the same rows as a list of cards.
 */
import { groupMenu } from '@shared/menu.js';
import { itemState, type MenuItemState, stateFields } from '@shared/menu-availability.js';
import { formatMoney } from '@shared/money.js';
import type { MenuCategory } from '@shared/schemas/pickup.js';
import type { MenuItem } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2, UtensilsCrossed } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { api, showErrorNotice } from '@/lib/api';
import { dateTimeFormat, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { AvailabilityControl } from './availability-control';
import { MenuItemDialog } from './menu-item-dialog';
import { reloadMyVendor, useMyVendor } from './my-vendor';
import { ReorderBar, ReorderControls, useDraftOrders } from './reorder';

type StateChange = { item: MenuItem; state: MenuItemState };

const SAVED_NOTICE = {
  available: 'menuOrder.state.savedAvailable',
  soldOut: 'menuOrder.state.savedSoldOut',
  hidden: 'menuOrder.state.savedHidden',
} as const;

/** One list of the reorder: a category's items (`c<id>`) or those of no category (`none`). */
const listKey = (categoryId: number | null) => (categoryId === null ? 'none' : `c${categoryId}`);
const categoryIdOf = (list: string) => (list === 'none' ? null : Number(list.slice(1)));

/** A special's valley date ('2025-06-12') as "Jun 12" in the reader's language. */
function specialDateText(date: string): string {
  return dateTimeFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}

function StockBadges({ item }: { item: MenuItem }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {item.isSoldOut && <Badge variant="red">{t('vendorUi.menu.badgeSoldOut')}</Badge>}
      {!item.isAvailable && <Badge variant="grey">{t('vendorUi.menu.badgeHidden')}</Badge>}
      {item.inventoryCount != null && !item.isSoldOut && (
        <Badge variant={item.inventoryCount <= item.lowStockThreshold ? 'yellow' : 'outline'}>
          {t('vendorUi.menu.badgeLeft', { count: item.inventoryCount })}
        </Badge>
      )}
      {item.isDailySpecial && item.specialDate && (
        <Badge variant="accent">{t('menuCategory.badge.specialOn', { date: specialDateText(item.specialDate) })}</Badge>
      )}
    </span>
  );
}

function ItemState({
  item,
  onChange,
  pending,
  className,
}: {
  item: MenuItem;
  onChange: (change: StateChange) => void;
  /** The state being saved for this item (shown at once, until the reload), if any. */
  pending: MenuItemState | undefined;
  className?: string;
}) {
  // The choice shows at once (the mutation reports pending a moment later); the saved state
  // takes over when the save and the reload are done.
  const [chosen, setChosen] = useState<MenuItemState | null>(null);
  useEffect(() => {
    if (pending === undefined) setChosen(null);
  }, [pending]);
  return (
    <AvailabilityControl
      value={pending ?? chosen ?? itemState(item)}
      onChange={(state) => {
        setChosen(state);
        onChange({ item, state });
      }}
      label={t('menuOrder.state.legendFor', { name: item.name })}
      className={className}
    />
  );
}

function ItemButtons({ item, onEdit, onDelete }: { item: MenuItem; onEdit: () => void; onDelete: () => void }) {
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label={t('vendorUi.menu.editItem', { name: item.name })} onClick={onEdit}>
        <Pencil aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:bg-red-50"
        aria-label={t('vendorUi.menu.deleteItem', { name: item.name })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

export function MenuTable({ vendorId, items }: { vendorId: number; items: MenuItem[] }) {
  const queryClient = useQueryClient();
  const categories: readonly MenuCategory[] = useMyVendor().data?.menuCategories ?? [];
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);

  // The server's order: categories in their order, each one's items in theirs, no category last.
  const groups = groupMenu(items, categories);
  const server: Record<string, number[]> = {};
  for (const g of groups) server[listKey(g.category?.id ?? null)] = g.items.map((i) => i.id);
  const byId = new Map(items.map((i) => [i.id, i]));
  const orders = useDraftOrders(server, (id) => byId.get(id)?.name ?? '');
  const named = groups.some((g) => g.category !== null);
  const Group = named ? 'section' : 'div';
  const shown = groups.map((g) => {
    const list = listKey(g.category?.id ?? null);
    return {
      list,
      category: g.category,
      items: orders.orderOf(list).flatMap((id) => byId.get(id) ?? []),
    };
  });

  const changeState = useMutation({
    mutationFn: ({ item, state }: StateChange) =>
      api('PATCH /api/menu-items/:id', { params: { id: item.id }, body: stateFields(state) }),
    onSuccess: (_saved, { item, state }) => {
      toast({ title: t('vendorUi.notice.success'), description: t(SAVED_NOTICE[state], { name: item.name }), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('vendorUi.menu.updateFailed')),
    onSettled: () => reloadMyVendor(queryClient, vendorId),
  });

  // One request per reordered list, one notice for the lot.
  const saveOrder = useMutation({
    mutationFn: async (lists: string[]) => {
      for (const list of lists) {
        const body = { categoryId: categoryIdOf(list), ids: [...orders.orderOf(list)] };
        await api('PUT /api/vendors/:id/menu/order', { params: { id: vendorId }, body });
      }
    },
    onSuccess: () => {
      orders.reset();
      toast({ title: t('vendorUi.notice.success'), description: t('menuOrder.reorder.itemsSaved'), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('menuOrder.reorder.failed')),
    onSettled: () => reloadMyVendor(queryClient, vendorId),
  });

  const remove = useMutation({
    mutationFn: (item: MenuItem) => api('DELETE /api/menu-items/:id', { params: { id: item.id } }),
    onSuccess: () => {
      toast({ title: t('vendorUi.notice.success'), description: t('vendorUi.menu.deleted'), variant: 'success' });
      setDeleting(null);
    },
    onError: (error) => {
      setDeleting(null);
      showErrorNotice(error, t('vendorUi.menu.deleteFailed'));
    },
    onSettled: () => reloadMyVendor(queryClient, vendorId),
  });

  const pendingState = (item: MenuItem) =>
    changeState.isPending && changeState.variables?.item.id === item.id ? changeState.variables.state : undefined;
  const groupTitle = (category: MenuCategory | null, count: number) =>
    t('menuOrder.group.heading', { name: category?.name ?? t('menuOrder.group.none'), count });

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-border border-dashed bg-sand-50 px-6 py-10 text-center">
        <UtensilsCrossed className="size-8 text-accent" aria-hidden="true" />
        <p className="max-w-sm text-muted-foreground">{t('vendorUi.menu.empty')}</p>
      </div>
    );
  }

  return (
    <>
      <p className="mb-3 text-muted-foreground text-sm">{t('menuOrder.state.hint')}</p>
      {/* Phones: one card per item, under its category. */}
      <div className="flex flex-col gap-5 md:hidden" data-testid="menu-cards">
        {shown.map((group) => (
          // One region per category; a menu without categories is one list in the dashboard's own
          // "Menu Items" region, not a second region of the same name inside it.
          <Group key={group.list} aria-label={named ? groupTitle(group.category, group.items.length) : undefined}>
            {named && (
              <h3 className="mb-2 font-bold text-muted-foreground text-xs uppercase tracking-wider">
                {groupTitle(group.category, group.items.length)}
              </h3>
            )}
            <ul className="flex flex-col gap-3">
              {group.items.map((item) => (
                <li
                  key={item.id}
                  data-reorder-row={group.list}
                  data-reorder-id={item.id}
                  data-testid="menu-card"
                  data-item-name={item.name}
                  className={cn(
                    'flex flex-col gap-3 rounded-lg border border-border bg-card p-3',
                    orders.dragging?.id === item.id && 'border-primary shadow-lg ring-2 ring-primary/40',
                  )}
                >
                  <div className="flex items-start justify-between gap-2">
                    <div className="flex min-w-0 flex-col gap-1 pt-1">
                      <p className="font-semibold">{item.name}</p>
                      {item.description && <p className="text-muted-foreground text-sm">{item.description}</p>}
                    </div>
                    <p className="pt-1 font-bold tabular-nums">{formatMoney(item.price)}</p>
                  </div>
                  <StockBadges item={item} />
                  <ItemState item={item} onChange={changeState.mutate} pending={pendingState(item)} />
                  <div className="flex items-center justify-between gap-2 border-border border-t pt-2">
                    <ReorderControls orders={orders} list={group.list} id={item.id} name={item.name} className="-ml-2" />
                    <ItemButtons item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
                  </div>
                </li>
              ))}
            </ul>
          </Group>
        ))}
      </div>

      {/* Tablets and up: SPEC's table, one body per category. */}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('vendorUi.menu.title')}</caption>
          <thead>
            <tr className="border-border border-b text-muted-foreground text-xs uppercase tracking-wide">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('vendorUi.menu.colName')}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('vendorUi.menu.colDescription')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                {t('vendorUi.menu.colPrice')}
              </th>
              <th scope="col" className="w-72 py-2 font-semibold">
                {t('vendorUi.menu.colActions')}
              </th>
            </tr>
          </thead>
          {shown.map((group) => (
            <tbody key={group.list} className="divide-y divide-border">
              {named && (
                <tr className="bg-sand-50">
                  <th scope="colgroup" colSpan={4} className="px-2 py-2 font-bold text-muted-foreground text-xs uppercase tracking-wider">
                    {groupTitle(group.category, group.items.length)}
                  </th>
                </tr>
              )}
              {group.items.map((item) => (
                  <tr
                    key={item.id}
                    data-reorder-row={group.list}
                    data-reorder-id={item.id}
                    data-item-name={item.name}
                    className={cn('align-top', orders.dragging?.id === item.id && 'bg-sand-100 outline-2 outline-primary')}
                  >
                    <th scope="row" className="py-3 pr-4 font-semibold">
                      <span className="flex items-start gap-1">
                        <ReorderControls orders={orders} list={group.list} id={item.id} name={item.name} className="-my-1.5 -ml-2" />
                        <span className="flex flex-col gap-1.5 pt-1">
                          {item.name}
                          <StockBadges item={item} />
                        </span>
                      </span>
                    </th>
                    <td className="max-w-xs py-3 pr-4 text-muted-foreground">{item.description || '—'}</td>
                    <td className="whitespace-nowrap py-3 pr-4 text-right font-semibold tabular-nums">{formatMoney(item.price)}</td>
                    <td className="py-2.5">
                      <div className="flex items-start justify-between gap-2">
                        <ItemState item={item} onChange={changeState.mutate} pending={pendingState(item)} className="w-56 shrink-0" />
                        <ItemButtons item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
                      </div>
                    </td>
                  </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>

      <ReorderBar orders={orders} saving={saveOrder.isPending} onSave={() => saveOrder.mutate(orders.dirty)} testId="menu-order-bar" />

      <MenuItemDialog
        vendorId={vendorId}
        item={editing ?? undefined}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />

      <ConfirmDialog
        role="dialog"
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('vendorUi.menu.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('vendorUi.menu.deleteBody')}
        confirmLabel={t('vendorUi.menu.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
