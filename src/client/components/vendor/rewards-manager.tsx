/**
 * The vendor's loyalty rewards (DESIGN §5; issue "Loyalty" item 4), shown while the loyalty
 * program is on: list, add, edit, deactivate / activate and delete rewards through
 * GET/POST /api/vendors/:id/loyalty-rewards and PATCH/DELETE /api/loyalty-rewards/:id.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { REWARD_TYPES, RewardCreateSchema, type VendorRewardSchema } from '@shared/schemas/loyalty.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Gift, Pencil, Plus, Power, PowerOff, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { discountText } from '@/components/loyalty/format';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/busy-icon';
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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { api, handleUnauthorized, isUnauthorizedError, showErrorNotice } from '@/lib/api';
import { dateTimeFormat, type MessageKey, t } from '@/lib/i18n';
import { LOYALTY_KEYS, rewardsKey } from '@/lib/query-keys';
import { toast } from '@/lib/use-toast';
import { NumberInput } from './number-input';

type VendorReward = z.infer<typeof VendorRewardSchema>;

const TYPE_LABELS = {
  percentage: 'vendorUi.rewards.typePercentage',
  fixed_amount: 'vendorUi.rewards.typeFixed',
  free_item: 'vendorUi.rewards.typeFreeItem',
} as const satisfies Record<(typeof REWARD_TYPES)[number], MessageKey>;
type FormInput = z.input<typeof RewardCreateSchema>;
type FormOutput = z.output<typeof RewardCreateSchema>;

/** 'YYYY-MM-DD' in the vendor's own calendar → the end of that day, as an ISO moment. */
function endOfDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y, m - 1, d, 23, 59, 59).toISOString();
}

/** An ISO moment → 'YYYY-MM-DD' in the vendor's own calendar. */
function toDateInput(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const dateFormat = () => dateTimeFormat({ month: 'short', day: 'numeric', year: 'numeric' });

function rewardState(reward: VendorReward, now = Date.now()): { key: MessageKey; variant: BadgeProps['variant'] } {
  if (!reward.isActive) return { key: 'vendorUi.rewards.stateInactive', variant: 'grey' };
  if (reward.isRedeemableNow) return { key: 'vendorUi.rewards.stateActive', variant: 'green' };
  if (reward.validUntil && new Date(reward.validUntil).getTime() <= now) {
    return { key: 'vendorUi.rewards.stateExpired', variant: 'red' };
  }
  if (reward.validFrom && new Date(reward.validFrom).getTime() > now) {
    return { key: 'vendorUi.rewards.stateScheduled', variant: 'blue' };
  }
  if (reward.maxUses != null && reward.currentUses >= reward.maxUses) {
    return { key: 'vendorUi.rewards.stateUsedUp', variant: 'yellow' };
  }
  return { key: 'vendorUi.rewards.stateUnavailable', variant: 'yellow' };
}

/** A menu item a reward can give for free. */
type MenuChoice = { id: number; name: string };

export function RewardsManager({ vendorId, menuItems }: { vendorId: number; menuItems: readonly MenuChoice[] }) {
  const queryClient = useQueryClient();
  const rewards = useQuery({
    queryKey: rewardsKey(vendorId),
    queryFn: ({ signal }) => api('GET /api/vendors/:id/loyalty-rewards', { params: { id: vendorId } }, { signal }),
  });
  const [editing, setEditing] = useState<VendorReward | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VendorReward | null>(null);

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: rewardsKey(vendorId) }),
      // The customer's loyalty page in this browser (its key was never '/api/loyalty/rewards').
      queryClient.invalidateQueries({ queryKey: LOYALTY_KEYS.rewards(vendorId) }),
    ]);

  const setActive = useMutation({
    mutationFn: ({ reward, isActive }: { reward: VendorReward; isActive: boolean }) =>
      api('PATCH /api/loyalty-rewards/:id', { params: { id: reward.id }, body: { isActive } }),
    onSuccess: (_saved, { reward, isActive }) =>
      toast({
        title: t('vendorUi.notice.success'),
        description: t(isActive ? 'vendorUi.rewards.activated' : 'vendorUi.rewards.deactivated', { name: reward.name }),
        variant: 'success',
      }),
    onError: (error) => showErrorNotice(error, t('vendorUi.rewards.updateFailed')),
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: (reward: VendorReward) => api('DELETE /api/loyalty-rewards/:id', { params: { id: reward.id } }),
    onSuccess: () => {
      toast({ title: t('vendorUi.notice.success'), description: t('vendorUi.rewards.deleted'), variant: 'success' });
      setDeleting(null);
    },
    onError: (error) => {
      setDeleting(null);
      showErrorNotice(error, t('vendorUi.rewards.deleteFailed'));
    },
    onSettled: reload,
  });

  const signedOut = rewards.isError && isUnauthorizedError(rewards.error);
  useEffect(() => {
    if (signedOut) return handleUnauthorized();
  }, [signedOut]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted-foreground text-sm">{t('vendorUi.rewards.hint')}</p>
        <Button size="sm" variant="accent" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('vendorUi.rewards.add')}
        </Button>
      </div>

      {rewards.isLoading ? (
        <div className="flex flex-col gap-2" role="status" aria-label={t('common.loading')}>
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
      ) : rewards.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 text-sm">
          <p role="alert">{t('vendorUi.rewards.loadFailed')}</p>
          <Button size="sm" variant="outline" onClick={() => rewards.refetch()}>
            {t('vendorUi.common.retry')}
          </Button>
        </div>
      ) : rewards.data && rewards.data.length > 0 ? (
        <ul className="flex flex-col gap-3" aria-label={t('vendorUi.rewards.title')}>
          {rewards.data.map((reward) => {
            const state = rewardState(reward);
            const pending = setActive.isPending && setActive.variables?.reward.id === reward.id;
            return (
              <li key={reward.id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
                <div className="flex items-start justify-between gap-3">
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-semibold">
                      <Gift className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      {reward.name}
                      <Badge variant={state.variant}>{t(state.key)}</Badge>
                    </p>
                    {reward.description && <p className="text-muted-foreground text-sm">{reward.description}</p>}
                  </div>
                  <p className="shrink-0 text-right font-bold text-primary">{discountText(reward)}</p>
                </div>
                <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
                  <div className="flex gap-1">
                    <dt className="text-muted-foreground">{t('vendorUi.rewards.points')}:</dt>
                    <dd className="font-semibold tabular-nums">{reward.pointsRequired}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-muted-foreground">{t('vendorUi.rewards.validUntil')}:</dt>
                    <dd className="font-semibold">
                      {reward.validUntil ? dateFormat().format(new Date(reward.validUntil)) : t('vendorUi.rewards.noEnd')}
                    </dd>
                  </div>
                  <div className="flex gap-1">
                    <dt className="text-muted-foreground">{t('vendorUi.rewards.uses')}:</dt>
                    <dd className="font-semibold tabular-nums">
                      {reward.maxUses != null
                        ? t('vendorUi.rewards.usesOf', { used: reward.currentUses, max: reward.maxUses })
                        : t('vendorUi.rewards.usesUnlimited', { used: reward.currentUses })}
                    </dd>
                  </div>
                </dl>
                <div className="flex flex-wrap gap-1.5 border-border border-t pt-3 [&_button]:px-2.5">
                  <Button size="sm" variant="outline" onClick={() => setEditing(reward)}>
                    <Pencil aria-hidden="true" />
                    {t('vendorUi.rewards.edit')}
                    <span className="sr-only"> {reward.name}</span>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={pending}
                    onClick={() => setActive.mutate({ reward, isActive: !reward.isActive })}
                  >
                    {reward.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                    {t(reward.isActive ? 'vendorUi.rewards.deactivate' : 'vendorUi.rewards.activate')}
                    <span className="sr-only"> {reward.name}</span>
                  </Button>
                  <Button
                    size="icon"
                    variant="ghost"
                    className="ml-auto size-9 text-destructive hover:bg-red-50"
                    aria-label={t('vendorUi.rewards.deleteNamed', { name: reward.name })}
                    onClick={() => setDeleting(reward)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-border border-dashed bg-sand-50 px-6 py-8 text-center">
          <Gift className="size-7 text-accent" aria-hidden="true" />
          <p className="max-w-sm text-muted-foreground text-sm">{t('vendorUi.rewards.empty')}</p>
        </div>
      )}

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      >
        <DialogContent className="sm:max-w-xl">
          {editing !== null && (
            <RewardForm
              vendorId={vendorId}
              menuItems={menuItems}
              reward={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(null)}
              reload={reload}
            />
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        role="dialog"
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('vendorUi.rewards.deleteTitle', { name: deleting?.name ?? '' })}
        description={t('vendorUi.rewards.deleteBody')}
        confirmLabel={t('vendorUi.rewards.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </div>
  );
}

function RewardForm({
  vendorId,
  menuItems,
  reward,
  onDone,
  reload,
}: {
  vendorId: number;
  menuItems: readonly MenuChoice[];
  reward?: VendorReward;
  onDone: () => void;
  reload: () => Promise<unknown>;
}) {
  const editing = reward !== undefined;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(RewardCreateSchema),
    defaultValues: {
      name: reward?.name ?? '',
      description: reward?.description ?? '',
      pointsRequired: reward?.pointsRequired ?? (undefined as unknown as number),
      discountType: reward?.discountType ?? 'percentage',
      discountValue: reward && reward.discountType !== 'free_item' ? Number(reward.discountValue) : undefined,
      menuItemId: reward?.menuItemId ?? null,
      maxUses: reward?.maxUses ?? null,
      validUntil: toDateInput(reward?.validUntil ?? null),
    },
  });
  const { errors } = form.formState;
  const discountType = useController({ control: form.control, name: 'discountType' });
  const freeItem = useController({ control: form.control, name: 'menuItemId' });
  const isFreeItem = discountType.field.value === 'free_item';

  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      const body = {
        ...values,
        discountValue: values.discountType === 'free_item' ? undefined : values.discountValue,
        menuItemId: values.discountType === 'free_item' ? values.menuItemId : null,
        validUntil: values.validUntil ? endOfDay(values.validUntil) : null,
      };
      return editing
        ? api('PATCH /api/loyalty-rewards/:id', { params: { id: reward.id }, body })
        : api('POST /api/vendors/:id/loyalty-rewards', { params: { id: vendorId }, body });
    },
    onSuccess: () => {
      toast({
        title: t('vendorUi.notice.success'),
        description: t(editing ? 'vendorUi.rewards.updated' : 'vendorUi.rewards.added'),
        variant: 'success',
      });
      onDone();
    },
    onError: (error) =>
      showErrorNotice(error, t(editing ? 'vendorUi.rewards.updateFailed' : 'vendorUi.rewards.addFailed'), {
        preferServerMessage: true,
      }),
    onSettled: reload,
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t(editing ? 'vendorUi.rewards.editTitle' : 'vendorUi.rewards.addTitle')}</DialogTitle>
        <DialogDescription>{t('vendorUi.rewards.dialogHint')}</DialogDescription>
      </DialogHeader>
      <FormField label={t('vendorUi.rewards.name')} error={errors.name?.message}>
        <Input autoComplete="off" placeholder={t('vendorUi.rewards.namePlaceholder')} {...form.register('name')} />
      </FormField>
      <FormField label={t('vendorUi.rewards.description')} error={errors.description?.message}>
        <Textarea rows={2} {...form.register('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label={t('vendorUi.rewards.points')} error={errors.pointsRequired?.message}>
          <NumberInput
            control={form.control}
            name="pointsRequired"
            initial={reward ? String(reward.pointsRequired) : ''}
            empty={undefined}
            step={1}
            min={1}
            inputMode="numeric"
          />
        </FormField>
        {/* The label names the trigger (FormField gives its one child the id). */}
        <Select value={discountType.field.value} onValueChange={discountType.field.onChange}>
          <FormField label={t('vendorUi.rewards.discountType')} error={errors.discountType?.message}>
            <SelectTrigger>
              <SelectValue />
            </SelectTrigger>
          </FormField>
            <SelectContent>
              {REWARD_TYPES.map((type) => (
                <SelectItem key={type} value={type}>
                  {t(TYPE_LABELS[type])}
                </SelectItem>
              ))}
            </SelectContent>
        </Select>
        {isFreeItem ? (
            <Select
              value={freeItem.field.value ? String(freeItem.field.value) : ''}
              onValueChange={(value) => freeItem.field.onChange(Number(value))}
            >
              <FormField label={t('vendorUi.rewards.freeItem')} error={errors.menuItemId?.message}>
                <SelectTrigger>
                  <SelectValue placeholder={t('vendorUi.rewards.freeItemPlaceholder')} />
                </SelectTrigger>
              </FormField>
              <SelectContent>
                {menuItems.map((item) => (
                  <SelectItem key={item.id} value={String(item.id)}>
                    {item.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
        ) : (
        <FormField
          label={t(
            discountType.field.value === 'percentage' ? 'vendorUi.rewards.valuePercent' : 'vendorUi.rewards.valueAmount',
          )}
          error={errors.discountValue?.message}
        >
          <NumberInput
            control={form.control}
            name="discountValue"
            initial={reward ? String(Number(reward.discountValue)) : ''}
            empty={undefined}
            step={discountType.field.value === 'percentage' ? 1 : 0.01}
            min={0}
            inputMode="decimal"
          />
        </FormField>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('vendorUi.rewards.validUntil')}
          error={errors.validUntil?.message}
          description={t('vendorUi.rewards.validUntilHint')}
        >
          <Input type="date" {...form.register('validUntil', { setValueAs: (v) => v || null })} />
        </FormField>
        <FormField
          label={t('vendorUi.rewards.maxUses')}
          error={errors.maxUses?.message}
          description={t('vendorUi.rewards.maxUsesHint')}
        >
          <NumberInput
            control={form.control}
            name="maxUses"
            initial={reward?.maxUses != null ? String(reward.maxUses) : ''}
            empty={null}
            step={1}
            min={1}
            inputMode="numeric"
          />
        </FormField>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t(editing ? 'vendorUi.rewards.saveChanges' : 'vendorUi.rewards.addSubmit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
