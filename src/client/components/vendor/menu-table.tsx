/**
 * The dashboard's Menu Items table (SPEC §2: Item Name, Description, Price, Actions; DESIGN §5):
 * edit in a dialog, delete after a confirmation ('Menu item deleted successfully' / 'Failed to
 * delete menu item'), availability and sold-out switches, stock left when counted. Phones get
 * the same rows as a list of cards.
 */
import { formatMoney } from '@shared/money.js';
import type { MenuItem } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Pencil, Trash2, UtensilsCrossed } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { apiRequest, showErrorNotice } from '@/lib/api';
import { dateTimeFormat, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { MenuItemDialog } from './menu-item-dialog';
import { reloadMyVendor } from './my-vendor';

type Toggle = { item: MenuItem; field: 'isAvailable' | 'isSoldOut'; value: boolean };

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
      {item.category && <Badge variant="secondary">{item.category}</Badge>}
      {item.isDailySpecial && item.specialDate && (
        <Badge variant="accent">{t('menuCategory.badge.specialOn', { date: specialDateText(item.specialDate) })}</Badge>
      )}
    </span>
  );
}

function ItemSwitches({
  item,
  onToggle,
  pending,
  className,
}: {
  item: MenuItem;
  onToggle: (toggle: Toggle) => void;
  pending: boolean;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cn('flex flex-wrap items-center gap-x-4 gap-y-2', className)}>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-available`}
          aria-label={t('vendorUi.menu.availableFor', { name: item.name })}
          checked={item.isAvailable}
          disabled={pending}
          onCheckedChange={(value) => onToggle({ item, field: 'isAvailable', value })}
        />
        <Label htmlFor={`${id}-available`} className="cursor-pointer font-medium text-sm">
          {t('vendorUi.menu.available')}
        </Label>
      </div>
      <div className="flex items-center gap-2">
        <Switch
          id={`${id}-soldout`}
          aria-label={t('vendorUi.menu.soldOutFor', { name: item.name })}
          checked={item.isSoldOut}
          disabled={pending}
          onCheckedChange={(value) => onToggle({ item, field: 'isSoldOut', value })}
        />
        <Label htmlFor={`${id}-soldout`} className="cursor-pointer font-medium text-sm">
          {t('vendorUi.menu.soldOut')}
        </Label>
      </div>
    </div>
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
  const [editing, setEditing] = useState<MenuItem | null>(null);
  const [deleting, setDeleting] = useState<MenuItem | null>(null);

  const toggle = useMutation({
    mutationFn: ({ item, field, value }: Toggle) =>
      apiRequest<MenuItem>('PATCH', `/api/menu-items/${item.id}`, { [field]: value }),
    onSuccess: (_saved, { item, field, value }) => {
      const key =
        field === 'isSoldOut'
          ? value
            ? 'vendorUi.menu.markedSoldOut'
            : 'vendorUi.menu.backInStock'
          : value
            ? 'vendorUi.menu.shown'
            : 'vendorUi.menu.hidden';
      toast({ title: t('vendorUi.notice.success'), description: t(key, { name: item.name }), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('vendorUi.menu.updateFailed')),
    onSettled: () => reloadMyVendor(queryClient, vendorId),
  });

  const remove = useMutation({
    mutationFn: (item: MenuItem) => apiRequest('DELETE', `/api/menu-items/${item.id}`),
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

  const pendingId = toggle.isPending ? toggle.variables?.item.id : undefined;

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
      {/* Phones: one card per item. */}
      <ul className="flex flex-col gap-3 md:hidden" aria-label={t('vendorUi.menu.title')}>
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="flex min-w-0 flex-col gap-1">
                <p className="font-semibold">{item.name}</p>
                {item.description && <p className="text-muted-foreground text-sm">{item.description}</p>}
              </div>
              <p className="font-bold tabular-nums">{formatMoney(item.price)}</p>
            </div>
            <StockBadges item={item} />
            <div className="flex items-center justify-between gap-2 border-border border-t pt-3">
              <ItemSwitches item={item} onToggle={toggle.mutate} pending={pendingId === item.id} />
              <ItemButtons item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
            </div>
          </li>
        ))}
      </ul>

      {/* Tablets and up: SPEC's table. */}
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
              <th scope="col" className="w-52 py-2 font-semibold">
                {t('vendorUi.menu.colActions')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {items.map((item) => (
              <tr key={item.id} className="align-top">
                <th scope="row" className="py-3 pr-4 font-semibold">
                  <span className="flex flex-col gap-1.5">
                    {item.name}
                    <StockBadges item={item} />
                  </span>
                </th>
                <td className="max-w-xs py-3 pr-4 text-muted-foreground">{item.description || '—'}</td>
                <td className="whitespace-nowrap py-3 pr-4 text-right font-semibold tabular-nums">{formatMoney(item.price)}</td>
                <td className="py-2.5">
                  <div className="flex items-center justify-between gap-3">
                    <ItemSwitches
                      item={item}
                      onToggle={toggle.mutate}
                      pending={pendingId === item.id}
                      className="flex-col items-start gap-y-1.5"
                    />
                    <ItemButtons item={item} onEdit={() => setEditing(item)} onDelete={() => setDeleting(item)} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <MenuItemDialog
        vendorId={vendorId}
        item={editing ?? undefined}
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />

      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setDeleting(null);
        }}
      >
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>{t('vendorUi.menu.deleteTitle', { name: deleting?.name ?? '' })}</DialogTitle>
            <DialogDescription>{t('vendorUi.menu.deleteBody')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => deleting && remove.mutate(deleting)}
            >
              {remove.isPending && <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
              {t('vendorUi.menu.deleteConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
