/**
 * "New walk-up order" on the vendor's desk (issue 25 item 2, decision 0026): a quick entry for an
 * order taken at the window or by phone, made for a phone held in one hand — every control at
 * least 44 px, a − / + stepper per menu item, the total as the server will compute it, an optional
 * first name, a phone for a phone order, and a pickup time among the offered ones (as soon as
 * possible by default). POST /api/my-vendor/walk-up-orders; the order is confirmed at once and
 * counts toward slot capacity and the ready-time queue. Errors are shown by their stable code.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { zodResolver } from '@hookform/resolvers/zod';
import { specialOn } from '@shared/menu.js';
import { cartTotalCents, fromCents, formatMoney } from '@shared/money.js';
import { zonedDate } from '@shared/pickup.js';
import type { MyVendor } from '@shared/schemas/vendors.js';
import {
  DESK_ORDER_SOURCES,
  WALK_UP_MAX_QUANTITY,
  type WalkUpOrderCreate,
  WalkUpOrderCreateSchema,
} from '@shared/schemas/walk-up.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Minus, Phone, Plus, Store } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ASAP, type PickupChoice, PickupTimePicker, pickupTimesPrefix } from '@/components/ordering/pickup-time-picker';
import { formatValleyTime } from '@/components/ordering/pickup-format';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { placeWalkUp, useDeskUser } from './desk-offline';
import { type MessageKey, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { MY_VENDOR_KEY, PREORDER_SUMMARY_KEY, PREORDERS_KEY } from '@/lib/query-keys';

/** The codes the server may answer with, each told in the user's language. */
const ERROR_KEYS: Record<string, MessageKey> = {
  slot_full: 'walkUp.error.slot_full',
  invalid_pickup_time: 'walkUp.error.invalid_pickup_time',
  item_sold_out: 'walkUp.error.item_sold_out',
  not_enough_stock: 'walkUp.error.not_enough_stock',
  item_unavailable: 'walkUp.error.item_unavailable',
  invalid_request: 'walkUp.error.invalid_request',
};

export function walkUpErrorText(error: unknown): string {
  const code = error instanceof ApiError ? error.code : undefined;
  return t(code && ERROR_KEYS[code] ? ERROR_KEYS[code] : 'walkUp.error.failed');
}

type Fields = Pick<WalkUpOrderCreate, 'firstName' | 'phone' | 'source'>;

export function WalkUpDialog({ myVendor }: { myVendor: MyVendor }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="accent" size="lg" data-testid="walk-up-open">
          <Plus aria-hidden="true" />
          {t('walkUp.open')}
        </Button>
      </DialogTrigger>
      <DialogContent className="w-[calc(100%-1rem)] gap-5 p-4 sm:p-6" data-testid="walk-up-dialog">
        {/* Mounted while open only: every opening starts from an empty order. */}
        {open && <WalkUpForm myVendor={myVendor} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function WalkUpForm({ myVendor, onDone }: { myVendor: MyVendor; onDone: () => void }) {
  const id = useId();
  const vendorId = myVendor.vendor.id;
  const queryClient = useQueryClient();
  const [quantities, setQuantities] = useState<ReadonlyMap<number, number>>(new Map());
  const [pickup, setPickup] = useState<PickupChoice>(ASAP);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Fields>({
    resolver: zodResolver(WalkUpOrderCreateSchema.pick({ firstName: true, phone: true, source: true })),
    defaultValues: { firstName: '', phone: '', source: 'walk_up' },
  });
  const source = form.watch('source');

  // What the customer's menu offers today: available, not sold out, in a shown category, and not
  // another day's special (the server refuses the rest).
  const today = zonedDate(new Date(), VALLEY_TIME_ZONE);
  const hiddenCategories = new Set(myVendor.menuCategories.filter((c) => !c.isActive).map((c) => c.id));
  const items = myVendor.menuItems.filter(
    (i) =>
      i.isAvailable &&
      !i.isSoldOut &&
      (i.categoryId === null || !hiddenCategories.has(i.categoryId)) &&
      specialOn(i, today) !== 'hidden',
  );
  const lines = items.flatMap((i) => {
    const quantity = quantities.get(i.id) ?? 0;
    return quantity > 0 ? [{ menuItemId: i.id, price: i.price, quantity }] : [];
  });
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const total = fromCents(cartTotalCents(lines));

  const step = (itemId: number, by: number, max: number) => {
    setProblem(null);
    setQuantities((current) => {
      const next = new Map(current);
      next.set(itemId, Math.min(max, Math.max(0, (current.get(itemId) ?? 0) + by)));
      return next;
    });
  };

  const { userId } = useDeskUser();
  // What a walk-up kept on this device (offline) shows while it waits: "2 × Date Shake, 1 × Taco".
  const summary = () =>
    lines.map((l) => `${l.quantity} × ${items.find((i) => i.id === l.menuItemId)?.name ?? ''}`).join(', ');
  const place = useMutation({
    // Issue 42 (decision 0051): sent with an Idempotency-Key, or kept on this device when offline.
    networkMode: 'always',
    mutationFn: (body: WalkUpOrderCreate) => placeWalkUp(userId, body, summary()),
    onSuccess: async (order) => {
      if (!order) {
        toast({ title: t('deskOffline.queued.walkUp') });
        onDone();
        return;
      }
      toast({
        title: t('walkUp.done.title', { invoice: order.invoiceNumber }),
        description: order.estimatedReadyTime ? t('walkUp.done.readyBy', { time: formatValleyTime(order.estimatedReadyTime) }) : undefined,
        variant: 'success',
      });
      onDone();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PREORDERS_KEY }),
        queryClient.invalidateQueries({ queryKey: PREORDER_SUMMARY_KEY }),
        queryClient.invalidateQueries({ queryKey: pickupTimesPrefix(vendorId) }),
        queryClient.invalidateQueries({ queryKey: MY_VENDOR_KEY }),
      ]);
    },
    onError: async (error) => {
      setProblem(walkUpErrorText(error));
      // A slot that filled or an item that sold out: show what is true now.
      if (error instanceof ApiError && error.status === 409) {
        await queryClient.invalidateQueries({ queryKey: pickupTimesPrefix(vendorId) });
        await queryClient.invalidateQueries({ queryKey: MY_VENDOR_KEY });
      }
    },
  });

  const submit = form.handleSubmit((fields) => {
    if (lines.length === 0) {
      setProblem(t('walkUp.error.noItems'));
      return;
    }
    if (pickup.mode === 'schedule' && !pickup.start) {
      setProblem(t('pickupUi.choose'));
      return;
    }
    setProblem(null);
    place.mutate({
      items: lines.map(({ menuItemId, quantity }) => ({ menuItemId, quantity })),
      firstName: fields.firstName ?? '',
      source: fields.source,
      phone: fields.source === 'phone' ? fields.phone || null : null,
      scheduledPickupTime: pickup.mode === 'schedule' ? pickup.start : null,
    });
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t('walkUp.title')}</DialogTitle>
        <DialogDescription>{t('walkUp.description')}</DialogDescription>
      </DialogHeader>

      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold text-sm">{t('walkUp.source.legend')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {DESK_ORDER_SOURCES.map((value) => {
            const Icon = value === 'phone' ? Phone : Store;
            return (
              <label
                key={value}
                className="relative flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-input bg-card px-3 font-semibold transition-colors hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2"
              >
                <input
                  type="radio"
                  value={value}
                  {...form.register('source')}
                  className="absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
                />
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {t(`walkUp.source.${value}`)}
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-2 font-semibold text-sm">{t('walkUp.items.legend')}</legend>
        {items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('walkUp.items.none')}</p>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border" data-testid="walk-up-items">
            {items.map((item) => {
              const quantity = quantities.get(item.id) ?? 0;
              const max = Math.min(WALK_UP_MAX_QUANTITY, item.inventoryCount ?? WALK_UP_MAX_QUANTITY);
              const countId = `${id}-item-${item.id}`;
              return (
                <li key={item.id} className="flex items-center gap-2 px-3 py-2" data-testid="walk-up-item">
                  <div className="min-w-0 flex-1">
                    <p id={countId} className="break-words font-semibold leading-tight">
                      {item.name}
                    </p>
                    <p className="text-muted-foreground text-sm tabular-nums">{formatMoney(item.price)}</p>
                  </div>
                  <Button
                    type="button"
                    variant="outline"
                    className="size-11 shrink-0 p-0"
                    aria-label={t('walkUp.item.less', { name: item.name })}
                    disabled={quantity === 0}
                    onClick={() => step(item.id, -1, max)}
                  >
                    <Minus aria-hidden="true" />
                  </Button>
                  <output
                    className={cn('w-8 text-center font-extrabold text-xl tabular-nums', quantity === 0 && 'text-muted-foreground')}
                    aria-label={t('walkUp.item.quantity', { name: item.name })}
                    aria-live="polite"
                    data-testid="walk-up-quantity"
                  >
                    {quantity}
                  </output>
                  <Button
                    type="button"
                    variant="outline"
                    className="size-11 shrink-0 p-0"
                    aria-label={t('walkUp.item.more', { name: item.name })}
                    disabled={quantity >= max}
                    onClick={() => step(item.id, 1, max)}
                  >
                    <Plus aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>

      <FormField label={t('walkUp.firstName.label')} error={form.formState.errors.firstName?.message}>
        <Input autoComplete="off" className="h-12 text-base" {...form.register('firstName')} />
      </FormField>
      {source === 'phone' && (
        <FormField
          label={t('walkUp.phone.label')}
          description={t('walkUp.phone.hint')}
          error={form.formState.errors.phone?.message}
        >
          <Input type="tel" inputMode="tel" autoComplete="off" className="h-12 text-base" {...form.register('phone')} />
        </FormField>
      )}

      <PickupTimePicker
        vendorId={vendorId}
        asapHint={t('pickupUi.choice.asapHintDesk')}
        value={pickup}
        onChange={(next) => {
          setProblem(null);
          setPickup(next);
        }}
      />

      <div className="flex items-baseline justify-between gap-3 rounded-lg bg-sand-50 px-3 py-2" data-testid="walk-up-total">
        <span className="font-semibold">
          {t('walkUp.total')} <span className="font-normal text-muted-foreground text-sm">· {t('walkUp.count', { count })}</span>
        </span>
        <span className="font-extrabold text-2xl tabular-nums">{formatMoney(total)}</span>
      </div>

      {problem && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 font-medium text-red-900 text-sm" data-testid="walk-up-error">
          {problem}
        </p>
      )}

      <DialogFooter className="gap-2">
        <DialogClose asChild>
          <Button type="button" variant="outline" size="lg">
            {t('walkUp.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" size="lg" disabled={place.isPending}>
          {place.isPending ? t('walkUp.submitting') : t('walkUp.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
