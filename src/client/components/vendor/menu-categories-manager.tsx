/**
 * The dashboard's menu categories (DESIGN §10.2): add, rename, reorder (drag the handle, arrow
 * keys on it, or Move up / Move down; then one Save order: PUT /menu-categories/order, decision
 * 0023), hide or show, delete (its items stay, without a category). The list is the owner's own, hidden categories
 * included, from GET /api/my-vendor; every change reloads it. Names follow the server's rule
 * (MenuCategoryCreateSchema), checked here before sending.
 */
import type { MenuCategory } from '@shared/schemas/pickup.js';
import { MenuCategoryCreateSchema } from '@shared/schemas/pickup.js';
import type { MyVendor } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, FolderTree, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { reloadMyVendor } from './my-vendor';
import { type DraftOrders, ReorderBar, ReorderControls, useDraftOrders } from './reorder';

type Change = { category: MenuCategory; patch: Partial<Pick<MenuCategory, 'name' | 'isActive'>> };
const LIST = 'categories';

/** The name's problem by the server's rule, or null. */
function nameProblem(name: string): string | null {
  const parsed = MenuCategoryCreateSchema.shape.name.safeParse(name);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? t('menuCategory.validation.name'));
}

export function MenuCategoriesManager({ data }: { data: MyVendor }) {
  const vendorId = data.vendor.id;
  const byId = new Map(data.menuCategories.map((c) => [c.id, c]));
  const orders = useDraftOrders({ [LIST]: data.menuCategories.map((c) => c.id) }, (id) => byId.get(id)?.name ?? '');
  const categories = orders.orderOf(LIST).flatMap((id) => byId.get(id) ?? []);
  const queryClient = useQueryClient();
  const headingId = useId();
  const newId = useId();
  const [newName, setNewName] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<MenuCategory | null>(null);
  const reload = () => reloadMyVendor(queryClient, vendorId);

  const counts = new Map<number, number>();
  for (const item of data.menuItems) {
    if (item.categoryId !== null) counts.set(item.categoryId, (counts.get(item.categoryId) ?? 0) + 1);
  }

  const add = useMutation({
    mutationFn: (name: string) => api('POST /api/vendors/:id/menu-categories', { params: { id: vendorId }, body: { name } }),
    onSuccess: (created) => {
      setNewName('');
      toast({ title: t('vendorUi.notice.success'), description: t('menuCategory.manager.added', { name: created.name }), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('menuCategory.manager.failed')),
    onSettled: reload,
  });

  const change = useMutation({
    mutationFn: ({ category, patch }: Change) =>
      api('PATCH /api/menu-categories/:id', { params: { id: category.id }, body: patch }),
    onSuccess: () => {
      toast({ title: t('vendorUi.notice.success'), description: t('menuCategory.manager.saved'), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('menuCategory.manager.failed')),
    onSettled: reload,
  });

  const saveOrder = useMutation({
    mutationFn: () =>
      api('PUT /api/vendors/:id/menu-categories/order', { params: { id: vendorId }, body: { ids: [...orders.orderOf(LIST)] } }),
    onSuccess: () => {
      orders.reset();
      toast({ title: t('vendorUi.notice.success'), description: t('menuOrder.reorder.categoriesSaved'), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('menuOrder.reorder.failed')),
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (category: MenuCategory) => api('DELETE /api/menu-categories/:id', { params: { id: category.id } }),
    onSuccess: () => {
      setDeleting(null);
      toast({ title: t('vendorUi.notice.success'), description: t('menuCategory.manager.deleted'), variant: 'success' });
    },
    onError: (error) => {
      setDeleting(null);
      showErrorNotice(error, t('menuCategory.manager.failed'));
    },
    onSettled: reload,
  });

  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(newName);
    setNewError(problem);
    if (!problem) add.mutate(newName.trim());
  };
  const busy = change.isPending || remove.isPending || saveOrder.isPending;

  return (
    <Card>
      <section aria-labelledby={headingId} data-testid="menu-categories">
        <CardHeader className="flex flex-col gap-1 p-5 sm:p-6">
          <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
            <FolderTree className="size-5 text-primary" aria-hidden="true" />
            {t('menuCategory.manager.title')}
          </CardTitle>
          <CardDescription>{t('menuCategory.manager.hint')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4 p-5 pt-0 sm:p-6 sm:pt-0">
          <form noValidate onSubmit={submitNew} className="flex flex-col gap-2">
            <label htmlFor={newId} className="font-medium text-sm">
              {t('menuCategory.manager.newLabel')}
            </label>
            <div className="flex gap-2">
              <Input
                id={newId}
                value={newName}
                autoComplete="off"
                maxLength={80}
                placeholder={t('menuCategory.manager.newPlaceholder')}
                aria-invalid={newError ? true : undefined}
                aria-describedby={newError ? `${newId}-error` : undefined}
                onChange={(event) => {
                  setNewName(event.target.value);
                  if (newError) setNewError(null);
                }}
              />
              <Button type="submit" variant="accent" disabled={add.isPending} className="shrink-0">
                <BusyIcon busy={add.isPending} icon={Plus} />
                {t('menuCategory.manager.add')}
              </Button>
            </div>
            {newError && (
              <p id={`${newId}-error`} className="font-medium text-destructive text-sm">
                {newError}
              </p>
            )}
          </form>

          {categories.length === 0 ? (
            <p className="rounded-lg border border-border border-dashed bg-sand-50 px-4 py-6 text-center text-muted-foreground text-sm">
              {t('menuCategory.manager.empty')}
            </p>
          ) : (
            <ol className="flex flex-col divide-y divide-border rounded-lg border border-border">
              {categories.map((category) => (
                <CategoryRow
                  key={category.id}
                  category={category}
                  itemCount={counts.get(category.id) ?? 0}
                  orders={orders}
                  busy={busy}
                  onChange={(patch) => change.mutate({ category, patch })}
                  onDelete={() => setDeleting(category)}
                />
              ))}
            </ol>
          )}
          <ReorderBar orders={orders} saving={saveOrder.isPending} onSave={() => saveOrder.mutate()} testId="category-order-bar" />
        </CardContent>
      </section>

      <ConfirmDialog
        role="dialog"
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('menuCategory.manager.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('menuCategory.manager.deleteBody')}
        confirmLabel={t('menuCategory.manager.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}

function CategoryRow({
  category,
  itemCount,
  orders,
  busy,
  onChange,
  onDelete,
}: {
  category: MenuCategory;
  itemCount: number;
  orders: DraftOrders;
  busy: boolean;
  onChange: (patch: Change['patch']) => void;
  onDelete: () => void;
}) {
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string | null>(null);
  const { name: label } = category;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const problem = nameProblem(name);
    setError(problem);
    if (problem) return;
    setEditing(false);
    if (name.trim() !== category.name) onChange({ name: name.trim() });
  };

  return (
    <li
      className={cn(
        'flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between',
        orders.dragging?.id === category.id && 'bg-sand-100 ring-2 ring-primary/40',
      )}
      data-testid="category-row"
      data-name={label}
      data-reorder-row={LIST}
      data-reorder-id={category.id}
    >
      {editing ? (
        <form noValidate onSubmit={save} className="flex min-w-0 flex-1 flex-col gap-1.5">
          <label htmlFor={inputId} className="sr-only">
            {t('menuCategory.manager.renameLabel', { name: label })}
          </label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={name}
              autoFocus
              autoComplete="off"
              maxLength={80}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  setEditing(false);
                  setName(category.name);
                  setError(null);
                }
              }}
            />
            <Button type="submit" size="sm" className="h-10 shrink-0">
              {t('menuCategory.manager.save')}
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="h-10 shrink-0"
              onClick={() => {
                setEditing(false);
                setName(category.name);
                setError(null);
              }}
            >
              {t('common.cancel')}
            </Button>
          </div>
          {error && (
            <p id={`${inputId}-error`} className="font-medium text-destructive text-sm">
              {error}
            </p>
          )}
        </form>
      ) : (
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <ReorderControls orders={orders} list={LIST} id={category.id} name={label} className="-my-1 -ml-2" />
          <span className={cn('font-semibold', !category.isActive && 'text-muted-foreground')}>{label}</span>
          {!category.isActive && <Badge variant="grey">{t('menuCategory.manager.hiddenBadge')}</Badge>}
          <span className="text-muted-foreground text-sm">{t('menuCategory.manager.itemCount', { count: itemCount })}</span>
        </div>
      )}
      {!editing && (
        <div className="flex shrink-0 items-center gap-0.5 self-end sm:self-auto">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('menuCategory.manager.rename', { name: label })}
            onClick={() => {
              setName(category.name);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t(category.isActive ? 'menuCategory.manager.hideLabel' : 'menuCategory.manager.showLabel', { name: label })}
            disabled={busy}
            onClick={() => onChange({ isActive: !category.isActive })}
          >
            {category.isActive ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
            {t(category.isActive ? 'menuCategory.manager.hide' : 'menuCategory.manager.show')}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:bg-red-50"
            aria-label={t('menuCategory.manager.delete', { name: label })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      )}
    </li>
  );
}
