/**
 * One administrator resource (promotions, advertisements, events, and the next ones): its list,
 * which item is being edited or deleted, and the writes every such resource makes the same way —
 * switch on or off, delete, create or save only the changed fields — with the same toasts, the
 * same failure handling (useAdminFailure) and the same cache updates. A resource is a
 * configuration; its tab and form only say what differs (the card's body, the form's fields).
 */
import type { ApiRoute } from '@shared/api/index.js';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { type ApiAnswer, type ApiKey, apiRequest } from '@/lib/api';
import { useAdminFailure, useAdminSession } from '@/lib/admin';
import { type MessageKey, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';

/** What every admin resource's rows carry (`isActive` where the resource is switched on and off). */
export interface AdminItem {
  id: number;
  isActive?: boolean;
}

/** The message groups of the admin resources; each has every {@link ResourceMessage}. */
export type AdminMessagePrefix =
  | 'adminUi.promotions'
  | 'adminUi.ads'
  | 'adminUi.events'
  | 'adminUi.weather'
  | 'adminUi.attractions'
  | 'adminUi.challenges';
/**
 * The groups whose resource can be deleted; each also has every {@link DeleteMessage} and its own
 * "activated" / "deactivated" toasts (the others name their on/off words in `toggleWords`).
 */
export type DeletablePrefix = 'adminUi.promotions' | 'adminUi.ads' | 'adminUi.weather' | 'adminUi.attractions' | 'adminUi.challenges';

type ResourceMessage =
  | 'title'
  | 'description'
  | 'loading'
  | 'loadFailed'
  | 'emptyTitle'
  | 'createTitle'
  | 'createDescription'
  | 'editTitle'
  | 'submit'
  | 'created'
  | 'createdBody'
  | 'updated'
  | 'createFailed'
  | 'updateFailed';
type DeleteMessage = 'deleted' | 'deleteFailed' | 'confirmDeleteTitle' | 'confirmDeleteBody';

/** A resource's message (the return type makes tsc check every group has every message). */
export function resourceMessage(prefix: AdminMessagePrefix, name: ResourceMessage): MessageKey {
  return `${prefix}.${name}` as `${AdminMessagePrefix}.${ResourceMessage}`;
}

export function deleteMessage(prefix: DeletablePrefix, name: DeleteMessage): MessageKey {
  return `${prefix}.${name}` as `${DeletablePrefix}.${DeleteMessage}`;
}

/** The words of the on/off switch: a button label (plain and naming the item) and the toast. */
export interface ToggleWords {
  activate: MessageKey;
  deactivate: MessageKey;
  activateNamed: MessageKey;
  deactivateNamed: MessageKey;
  activated: MessageKey;
  deactivated: MessageKey;
}

/** The administrator's list routes (GET /admin/api/…) whose answer is a list of T. */
export type AdminListRoute<T> = {
  [R in ApiRoute]: R extends `GET /admin/api/${string}` ? (ApiAnswer<R> extends T[] ? R : never) : never;
}[ApiRoute];

interface BaseConfig<T extends AdminItem> {
  /**
   * The list's query key; its one part is also the collection's URL (ADMIN_KEYS), and its route
   * must answer a list of T, so a resource's rows are the type its route answers.
   */
  key: readonly [string] & ApiKey<AdminListRoute<T>>;
  /** How an item is named in toasts, labels and the edit dialog. */
  name: (item: T) => string;
  /** false: the items have no on/off switch (attractions are there or deleted). */
  toggle?: false;
  /** Other reads a write shows in (public lists, stats): on a switch, on every save, on an edit. */
  alsoInvalidate?: { toggle?: QueryKey[]; save?: QueryKey[]; edit?: QueryKey[] };
}

export type AdminResourceConfig<T extends AdminItem> = BaseConfig<T> &
  (
    | { messages: DeletablePrefix; deletable: true; toggleWords?: ToggleWords }
    | { messages: AdminMessagePrefix; deletable?: false; toggleWords: ToggleWords }
  );

export type AdminResource<T extends AdminItem> = ReturnType<typeof useAdminResource<T>>;

export function useAdminResource<T extends AdminItem>(config: AdminResourceConfig<T>) {
  // The key's type holds its route to answering a list of T (AdminListRoute<T>), but tsc cannot
  // resolve that route's answer for a generic T, so the list is read as T[] here.
  const query = useAdminSession(useQuery<T[]>({ queryKey: config.key }));
  const [editing, setEditing] = useState<T | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return { config, query, list: query.data ?? [], editing, setEditing, deleting, setDeleting };
}

/** The item's URL under the resource's collection. */
const itemUrl = (config: AdminResourceConfig<AdminItem>, id: number) => `${config.key[0]}/${id}`;

function useInvalidate() {
  const queryClient = useQueryClient();
  return (keys: (QueryKey | undefined)[]) => {
    for (const queryKey of keys) if (queryKey) void queryClient.invalidateQueries({ queryKey });
  };
}

const COMMON_TOGGLE_WORDS: Omit<ToggleWords, 'activated' | 'deactivated'> = {
  activate: 'adminUi.common.activate',
  deactivate: 'adminUi.common.deactivate',
  activateNamed: 'adminUi.common.activateNamed',
  deactivateNamed: 'adminUi.common.deactivateNamed',
};

/** The resource's on/off words: its own, else the common Activate / Deactivate with its toasts. */
export function toggleWords(config: AdminResourceConfig<AdminItem>): ToggleWords {
  if (config.toggleWords) return config.toggleWords;
  // Only a deletable group may leave its words out (the config's type), and it has these.
  const prefix = config.messages as DeletablePrefix;
  return { ...COMMON_TOGGLE_WORDS, activated: `${prefix}.activated`, deactivated: `${prefix}.deactivated` };
}

/** Switches one item on or off (PATCH {isActive}); the list shows the answer at once. */
export function useToggleItem<T extends AdminItem>(config: AdminResourceConfig<T>, item: T) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const fail = useAdminFailure();
  const words = toggleWords(config as AdminResourceConfig<AdminItem>);
  return useMutation({
    mutationFn: () =>
      apiRequest<T>('PATCH', itemUrl(config as AdminResourceConfig<AdminItem>, item.id), { isActive: !item.isActive }),
    onSuccess: (saved) => {
      queryClient.setQueryData<T[]>(config.key, (list) => list?.map((x) => (x.id === saved.id ? saved : x)));
      invalidate([config.key, ...(config.alsoInvalidate?.toggle ?? [])]);
      toast({
        title: t(saved.isActive ? words.activated : words.deactivated),
        description: config.name(saved),
        variant: 'success',
      });
    },
    onError: (error) => fail(error, t(resourceMessage(config.messages, 'updateFailed'))),
  });
}

/** Deletes the item the resource is asking about, then closes the question. */
export function useDeleteItem<T extends AdminItem>(resource: AdminResource<T>) {
  const { config } = resource;
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  const fail = useAdminFailure();
  const prefix = config.messages as DeletablePrefix;
  return useMutation({
    mutationFn: (item: T) => apiRequest('DELETE', itemUrl(config as AdminResourceConfig<AdminItem>, item.id)),
    onSuccess: (_, item) => {
      queryClient.setQueryData<T[]>(config.key, (list) => list?.filter((x) => x.id !== item.id));
      invalidate([config.key]);
      toast({ title: t(deleteMessage(prefix, 'deleted')), description: config.name(item), variant: 'success' });
      resource.setDeleting(null);
    },
    onError: (error) => fail(error, t(deleteMessage(prefix, 'deleteFailed'))),
  });
}

export interface AdminFormOptions<T extends AdminItem, In extends FieldValues, Out extends FieldValues> {
  config: AdminResourceConfig<T>;
  /** The server's own create schema: the form checks what the request will. */
  schema: z.ZodType<Out, In>;
  /** The item being edited; none → the create form. */
  item?: T;
  /** The form's values for an item, or the empty create form's (SPEC §9's defaults). */
  initialValues: (item?: T) => In;
  onDone?: () => void;
}

/**
 * A create-or-edit form: POST to the collection, or PATCH the item with the changed fields only
 * (nothing changed → just close). A failure is said in the form itself, not as a notice (SPEC §8:
 * admin creation forms show no error notice); a created item resets the form to its defaults.
 */
export function useAdminForm<T extends AdminItem, In extends FieldValues, Out extends FieldValues>({
  config,
  schema,
  item,
  initialValues,
  onDone,
}: AdminFormOptions<T, In, Out>) {
  const editing = item !== undefined;
  const invalidate = useInvalidate();
  const fail = useAdminFailure();
  const [serverError, setServerError] = useState<string | null>(null);
  const form: UseFormReturn<In, unknown, Out> = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    // react-hook-form types the defaults as a deep partial, which a generic In is not known to be
    defaultValues: initialValues(item) as DefaultValues<In>,
  });
  const { dirtyFields } = form.formState;
  const message = (name: ResourceMessage) => t(resourceMessage(config.messages, name));

  const save = useMutation({
    mutationFn: (values: Out) => {
      if (!editing) return apiRequest<T>('POST', config.key[0], values);
      const changed = Object.fromEntries(
        Object.entries(values).filter(([key]) => (dirtyFields as Record<string, unknown>)[key]),
      );
      return apiRequest<T>('PATCH', itemUrl(config as AdminResourceConfig<AdminItem>, item.id), changed);
    },
    onSuccess: (saved) => {
      setServerError(null);
      const also = config.alsoInvalidate;
      invalidate([config.key, ...(also?.save ?? []), ...(editing ? (also?.edit ?? []) : [])]);
      const name = config.name(saved);
      if (editing) {
        toast({ title: message('updated'), description: name, variant: 'success' });
      } else {
        // The groups' bodies name the item {title} or {name}: both are given.
        const body = t(resourceMessage(config.messages, 'createdBody'), { title: name, name });
        toast({ title: message('created'), description: body, variant: 'success' });
        form.reset(initialValues());
      }
      onDone?.();
    },
    onError: (error) =>
      setServerError(fail(error, message(editing ? 'updateFailed' : 'createFailed'), { quiet: true })),
  });

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    if (editing && Object.keys(dirtyFields).length === 0) {
      onDone?.();
      return;
    }
    save.mutate(values);
  });

  const footer = {
    editing,
    pending: save.isPending,
    serverError,
    submitLabel: resourceMessage(config.messages, 'submit'),
  };
  return { form, errors: form.formState.errors, editing, save, submit, footer };
}
