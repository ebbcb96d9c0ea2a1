/**
 * The shared pieces of an admin resource's tab (built on useAdminResource): the create card
 * beside the list, the list with its loading, failed and empty states, each item's card with
 * Edit / Activate / Delete, the edit dialog and the delete confirmation. A tab passes its
 * configuration, its form and its card's body.
 */
import { Pencil, Plus, Power, PowerOff, Save, Trash2 } from 'lucide-react';
import type { ComponentProps, ComponentType, FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '@/components/layout/auth-layout';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { type MessageKey, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { CardTitleRow, RefreshButton, TabSection } from './section-header';
import {
  type AdminItem,
  type AdminResource,
  type DeletablePrefix,
  deleteMessage,
  resourceMessage,
  toggleWords,
  useDeleteItem,
  useToggleItem,
} from './use-admin-resource';

export interface ResourceTabProps<T extends AdminItem> {
  resource: AdminResource<T>;
  /** The empty list's icon and words. */
  emptyIcon: ComponentProps<typeof EmptyState>['icon'];
  emptyBody: string;
  /** The line under the title once the list is loaded (counts). */
  summary: (list: T[]) => string;
  /** The create form, and the same form editing an item (in the dialog). */
  form: ComponentType<{ item?: T; onDone?: () => void }>;
  card: (item: T) => ReactNode;
  /** Keeps the create card in view while the list scrolls (not for a form taller than a screen). */
  stickyCreate?: boolean;
  /** Refresh also reloads these (a second read the cards show), busy while they load. */
  refreshAlso?: { refetch: () => unknown; isFetching: boolean }[];
}

export function ResourceTab<T extends AdminItem>({
  resource,
  emptyIcon,
  emptyBody,
  summary,
  form: Form,
  card,
  stickyCreate,
  refreshAlso = [],
}: ResourceTabProps<T>) {
  const { config, query, list, editing, setEditing } = resource;
  const message = (name: Parameters<typeof resourceMessage>[1]) => t(resourceMessage(config.messages, name));
  const slug = config.messages.slice('adminUi.'.length);
  const refresh = () => {
    void query.refetch();
    for (const other of refreshAlso) void other.refetch();
  };
  const refreshing = query.isFetching || refreshAlso.some((other) => other.isFetching);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <Card className={cn(stickyCreate && 'lg:sticky lg:top-4')}>
        <CardHeader className="pb-4">
          <h2 id={`admin-${slug}-create`} className="font-bold text-xl leading-tight tracking-tight">
            {message('createTitle')}
          </h2>
          <CardDescription>{message('createDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form />
        </CardContent>
      </Card>

      <TabSection
        className="gap-4"
        id={`admin-${slug}-title`}
        title={message('title')}
        description={query.data ? summary(list) : message('description')}
        actions={<RefreshButton onClick={refresh} busy={refreshing} />}
      >
        {query.isPending ? (
          <ListSkeleton label={message('loading')} />
        ) : query.isError ? (
          <LoadError message={message('loadFailed')} onRetry={() => query.refetch()} busy={query.isFetching} />
        ) : list.length === 0 ? (
          <EmptyState icon={emptyIcon} title={message('emptyTitle')} body={emptyBody} />
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((item) => (
              <li key={item.id}>{card(item)}</li>
            ))}
          </ul>
        )}
      </TabSection>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{message('editTitle')}</DialogTitle>
            <DialogDescription>{editing && config.name(editing)}</DialogDescription>
          </DialogHeader>
          {editing && <Form item={editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
      {config.deletable && <DeleteItem resource={resource} />}
    </div>
  );
}

export interface ResourceCardProps<T extends AdminItem> {
  resource: AdminResource<T>;
  item: T;
  /** The card's data attribute, named for the resource (data-promotion="Taco Tuesday"). */
  data: `data-${string}`;
  badge: ReactNode;
  /** A line under the title. */
  subtitle?: ReactNode;
  children: ReactNode;
  /** More buttons after Edit / Activate / Delete. */
  actions?: ReactNode;
}

/** An item's card: its title and badge, the tab's body, then the shared actions. */
export function ResourceCard<T extends AdminItem>({
  resource,
  item,
  data,
  badge,
  subtitle,
  children,
  actions,
}: ResourceCardProps<T>) {
  const name = resource.config.name(item);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" {...{ [data]: name }}>
      <CardTitleRow title={name} subtitle={subtitle || undefined} badge={badge} />
      {children}
      <div className="flex flex-wrap items-center gap-2 border-border border-t pt-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => resource.setEditing(item)}
          aria-label={t('adminUi.common.editNamed', { name })}
        >
          <Pencil aria-hidden="true" />
          {t('adminUi.common.edit')}
        </Button>
        {resource.config.toggle !== false && <ToggleButton resource={resource} item={item} />}
        {resource.config.deletable && (
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-red-50"
            onClick={() => resource.setDeleting(item)}
            aria-label={t('adminUi.common.deleteNamed', { name })}
          >
            <Trash2 aria-hidden="true" />
            {t('adminUi.common.delete')}
          </Button>
        )}
        {actions}
      </div>
    </Card>
  );
}

function ToggleButton<T extends AdminItem>({ resource, item }: { resource: AdminResource<T>; item: T }) {
  const toggle = useToggleItem(resource.config, item);
  const words = toggleWords(resource.config as AdminResource<AdminItem>['config']);
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => toggle.mutate()}
      disabled={toggle.isPending}
      aria-label={t(item.isActive ? words.deactivateNamed : words.activateNamed, { name: resource.config.name(item) })}
    >
      {item.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
      {t(item.isActive ? words.deactivate : words.activate)}
    </Button>
  );
}

function DeleteItem<T extends AdminItem>({ resource }: { resource: AdminResource<T> }) {
  const { config, deleting, setDeleting } = resource;
  const remove = useDeleteItem(resource);
  const prefix = config.messages as DeletablePrefix;
  return (
    <ConfirmDialog
      open={deleting !== null}
      onOpenChange={(open) => !open && setDeleting(null)}
      title={t(deleteMessage(prefix, 'confirmDeleteTitle'), { name: deleting ? config.name(deleting) : '' })}
      description={t(deleteMessage(prefix, 'confirmDeleteBody'))}
      confirmLabel={t('adminUi.common.delete')}
      destructive
      pending={remove.isPending}
      onConfirm={() => deleting && remove.mutate(deleting)}
    />
  );
}

/** A resource's form: zod's messages instead of the browser's, busy while it saves, the footer last. */
export function ResourceForm({
  onSubmit,
  footer,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  footer: ComponentProps<typeof ResourceFormFooter>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={footer.pending}>
      {children}
      <ResourceFormFooter {...footer} />
    </form>
  );
}

/** The end of a resource form: the failure in place, Cancel (editing) and the submit button. */
export function ResourceFormFooter({
  editing,
  pending,
  serverError,
  submitLabel,
}: {
  editing: boolean;
  pending: boolean;
  serverError: string | null;
  /** The create button's words ('Create Promotion'); editing says 'Save Changes'. */
  submitLabel: MessageKey;
}) {
  return (
    <>
      <FormAlert message={serverError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {editing && (
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
        )}
        <Button type="submit" disabled={pending} className={editing ? undefined : 'w-full sm:w-auto'}>
          <BusyIcon busy={pending} icon={editing ? Save : Plus} />
          {t(editing ? 'adminUi.common.saveChanges' : submitLabel)}
        </Button>
      </div>
    </>
  );
}
