/**
 * The guest's details and submit (SPEC §2, §5, §8): first name, last name, phone, one payment
 * method among the vendor's, optional special instructions. The fields are checked by the same
 * zod rules the server applies (GuestPreorderCreateSchema). Submit is disabled with an empty cart.
 * Each submission attempt carries a random Idempotency-Key, reused when the same cart and details
 * are sent again (a retry after a lost answer returns the first order instead of a second one).
 * "Text me when it's ready" (off by default) sends `notifyBySms` (DESIGN §10.1).
 * The pickup time (DESIGN §10.2) is "as soon as possible" or a chosen slot (PickupTimePicker); a
 * slot that filled meanwhile (409 `slot_full`) offers the next free ones at once (SlotFullOffer);
 * a paused vendor's order button is disabled.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_METHODS, type PaymentMethod, VALLEY_TIME_ZONE } from '@shared/constants.js';
import { fromCents } from '@shared/money.js';
import { formatPhone } from '@shared/phone.js';
import { zonedDate } from '@shared/pickup.js';
import { promotionDiscountCents } from '@shared/promotions.js';
import type { PayOnline } from '@shared/schemas/payments.js';
import { type PickupTime, SlotFullSchema } from '@shared/schemas/pickup.js';
import {
  type GuestPreorder,
  type GuestPreorderCreate,
  GuestPreorderCreateSchema,
} from '@shared/schemas/preorders.js';
import type { VendorPromotion } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, PhoneInput } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError, api, errorMessage, isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { closedText, useClosed } from './closed-banner';
import { rememberDeviceOrder } from './device-orders';
import { formatMoneyFromCents, paymentLabel } from './format';
import { pausedText, usePaused } from './paused-banner';
import type { PayNowHandle } from './pay-now';
import { ASAP, type PickupChoice, PickupTimePicker, pickupTimesPrefix } from './pickup-time-picker';
import { type AppliedReward, appliedDiscount, RewardCode } from './reward-code';
import { SlotFullOffer } from './slot-full-offer';
import type { Cart } from './use-cart';
import { usePickupDates } from './use-pickup-dates';
import { VerifyFirst } from './verify-first';

/** A later pickup time, day and slot not chosen yet (the first day with windows shows). */
const LATER: PickupChoice = { mode: 'schedule', date: null, start: null };

const DetailsSchema = GuestPreorderCreateSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  paymentMethod: true,
  specialInstructions: true,
});
type DetailsInput = z.input<typeof DetailsSchema>;
type DetailsOutput = z.output<typeof DetailsSchema>;

/** 32 hex characters from the platform's random source (works outside secure contexts too). */
// DESIGN §11: the card form and Square's SDK load only when the customer chooses "Pay now".
const PayNow = lazy(async () => ({ default: (await import('./pay-now')).PayNow }));

function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface PlacedOrder {
  order: GuestPreorder;
  firstName: string;
}

export function CheckoutForm({
  vendorId,
  paymentMethods,
  cart,
  onPlaced,
  onConflict,
  pausedUntil = null,
  isOpen = true,
  opensAt = null,
  menuItems = [],
  initialRewardCode = null,
  payOnline = null,
  promotion = null,
  onRewardApplied,
}: {
  /** Issue 44: the vendor's live promotion, taken off the order unless a reward code is used (one offer per order). */
  promotion?: VendorPromotion | null;
  /** Told whether a reward code is applied (the cart then drops the promotion's line). */
  onRewardApplied?: (applied: boolean) => void;
  /** DESIGN §11: the vendor takes payment when ordering (Square), or null: pay at pickup only. */
  payOnline?: PayOnline | null;
  vendorId: number;
  /** The menu's items (a free-item reward names one). */
  menuItems?: readonly { id: number; name: string }[];
  /** A reward code from the link (the loyalty page's "Use on a preorder"). */
  initialRewardCode?: string | null;
  /** Issue 23: a closed vendor takes only later pickup times (none without pickup windows). */
  isOpen?: boolean;
  opensAt?: string | null;
  paymentMethods: readonly string[];
  cart: Cart;
  /** The vendor's `pausedUntil` (DESIGN §10.2): while it is ahead, the order button is disabled. */
  pausedUntil?: string | null;
  onPlaced: (placed: PlacedOrder) => void;
  /** A 409 (prices changed, sold out, no longer taking preorders): reload the menu. */
  onConflict: () => void;
}) {
  const methods = PAYMENT_METHODS.filter((m) => paymentMethods.includes(m));
  const defaults: DetailsInput = {
    firstName: '',
    lastName: '',
    phone: '',
    paymentMethod: (methods.length === 1 ? methods[0] : undefined) as PaymentMethod,
    specialInstructions: '',
  };
  const form = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(DetailsSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;
  const payment = useController({ control: form.control, name: 'paymentMethod' });
  /** DESIGN §11: "Pay now" chosen; its card form (its own chunk) loads only then. */
  const [payNow, setPayNow] = useState(false);
  /** The tip chosen in the Pay now form (the button says what will be charged). */
  const [tipCents, setTipCents] = useState(0);
  const payNowRef = useRef<PayNowHandle>(null);
  const choosePayNow = (next: boolean) => {
    setPayNow(next);
    payment.field.onChange(next ? 'square' : methods.length === 1 ? methods[0] : undefined);
  };
  // Issue 40: a truck that asks every order to be paid now leaves only "Pay now".
  const prepayAlways = payOnline?.prepay === 'always';
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the vendor's policy is known
  useEffect(() => {
    if (prepayAlways) choosePayNow(true);
  }, [prepayAlways]);
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** DESIGN §10.5: a phone with 3 no-shows confirms itself by text before ordering (403 verify_phone_first). */
  const [verifyFirst, setVerifyFirst] = useState<string | null>(null);
  const [notifyBySms, setNotifyBySms] = useState(false);
  const notifyId = useId();
  const queryClient = useQueryClient();
  const closed = useClosed(isOpen, opensAt);
  const canSchedule = usePickupDates(vendorId).length > 0;
  /** Closed with no later pickup time to offer: nothing can be ordered now. */
  const shut = closed && !canSchedule;
  const [pickup, setPickup] = useState<PickupChoice>(closed ? LATER : ASAP);
  const [reward, setReward] = useState<AppliedReward | null>(null);
  const [rewardError, setRewardError] = useState<string | null>(null);
  const itemNames = useMemo(() => new Map(menuItems.map((m) => [m.id, m.name])), [menuItems]);
  const discount = appliedDiscount(reward, cart.lines);
  /** A free-item reward whose item is not in the cart yet: the order waits for it (or its removal). */
  const rewardBlocked = discount !== null && !discount.ok;
  // The server takes the same off (src/shared/promotions.ts): a reward code replaces the promotion.
  const promotionCents = promotion && !reward ? promotionDiscountCents(promotion.discountValue, cart.totalCents) : 0;
  const payCents = cart.totalCents - (discount?.ok ? discount.cents : 0) - promotionCents;
  const rewardApplied = reward !== null;
  useEffect(() => onRewardApplied?.(rewardApplied), [onRewardApplied, rewardApplied]);
  // Closing while the page is open moves the choice to a later time.
  useEffect(() => {
    if (closed) setPickup((p) => (p.mode === 'asap' ? LATER : p));
  }, [closed]);
  const [pickupError, setPickupError] = useState<string | null>(null);
  /** The next free slots of a 409 slot_full answer, offered until the next attempt. */
  const [nextSlots, setNextSlots] = useState<PickupTime[] | null>(null);
  /** Set when the offered times come from 409 `item_throttled` (issue 41): the server's words say which item. */
  const [throttled, setThrottled] = useState<string | null>(null);
  const paused = usePaused(pausedUntil);
  const choosePickup = (next: PickupChoice) => {
    setPickup(next);
    setPickupError(null);
  };
  const refreshTimes = () => void queryClient.invalidateQueries({ queryKey: pickupTimesPrefix(vendorId) });

  const place = useMutation({
    mutationFn: ({ body, key }: { body: GuestPreorderCreate & { notifyBySms: boolean }; key: string }) =>
      api('POST /api/guest-preorders', { body }, { headers: { 'Idempotency-Key': key } }),
  });

  /** `wallet`: a token a digital wallet's button already gave (Google Pay, Apple Pay, Cash App Pay). */
  const submit = async (values: DetailsOutput, wallet?: { sourceId: string; tipCents: number }) => {
    if (cart.lines.length === 0 || paused || shut || rewardBlocked) return;
    if ((pickup.mode === 'schedule' && !pickup.start) || (closed && pickup.mode === 'asap')) {
      setPickupError(t('pickupUi.choose'));
      return;
    }
    const body: GuestPreorderCreate & { notifyBySms: boolean } = {
      vendorId,
      firstName: values.firstName,
      lastName: values.lastName,
      phone: values.phone,
      paymentMethod: values.paymentMethod,
      specialInstructions: values.specialInstructions,
      items: cart.lines.map((l) => ({ menuItemId: l.menuItemId, name: l.name, price: l.price, quantity: l.quantity })),
      totalAmount: fromCents(payCents),
      redemptionCode: reward?.code ?? null,
      notifyBySms,
      scheduledPickupTime: pickup.mode === 'schedule' ? pickup.start : null,
    };
    // The key follows the order, not the card's one-time token: a retried "Pay now" keeps its key,
    // so an order already paid is answered, never charged twice (decision 0049).
    const signature = JSON.stringify({ ...body, payNow });
    if (payNow) {
      const paid = wallet ?? (await payNowRef.current?.tokenize());
      if (!paid) return;
      body.paymentMethod = 'square';
      body.payment = { sourceId: paid.sourceId };
      body.tipCents = paid.tipCents;
    }
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    setFailure(null);
    setPickupError(null);
    setRewardError(null);
    setNextSlots(null);
    setThrottled(null);
    try {
      const order = await place.mutateAsync({ body, key: attempt.current.key });
      attempt.current = null;
      // Issue 44: the tracking page lists the orders placed on this device.
      rememberDeviceOrder(order.trackingToken);
      toast({
        title: t('guestPreorder.placed.title'),
        description: t('guestPreorder.placed.description', {
          invoice: order.invoiceNumber,
          phone: formatPhone(order.phone),
        }),
        variant: 'success',
      });
      onPlaced({ order, firstName: values.firstName });
      form.reset(defaults);
      setNotifyBySms(false);
      setPickup(closed ? LATER : ASAP);
      setReward(null);
      cart.clear();
    } catch (error) {
      const message = errorMessage(error, t('guestPreorder.error.fallback'));
      toast({ title: t('guestPreorder.error.title'), description: message, variant: 'destructive' });
      if (isApiError(error, 400, 'phone_not_served')) {
        // Issue 43: "Text me" to a number the valley does not text: said by the phone field; the
        // cart and the other details stay.
        form.setError('phone', { message });
        return;
      }
      if (isApiError(error, 402, 'payment_declined') || isApiError(error, 502, 'payment_unavailable')) {
        // No order and no charge: the cart, the details and the card form stay for another try.
        setFailure(message);
        return;
      }
      if (isApiError(error, 409, 'prepay_required')) {
        // The truck asks this order to be paid now (issue 40): the card form opens; the cart stays.
        choosePayNow(true);
        setFailure(message);
        return;
      }
      if (isApiError(error, 403, 'verify_phone_first')) {
        setVerifyFirst(values.phone);
        return;
      }
      if (isApiError(error, 409, 'slot_full') || isApiError(error, 409, 'item_throttled')) {
        // The cart and details stay; the next free slots are offered right by the button (for a
        // throttled item: the times where it still fits, issue 41).
        const parsed = SlotFullSchema.safeParse(safeJson(error.body));
        setNextSlots(parsed.success ? parsed.data.nextSlots : []);
        setThrottled(isApiError(error, 409, 'item_throttled') ? message : null);
        setPickup((p) => (p.mode === 'schedule' ? { ...p, start: null } : p));
        refreshTimes();
        return;
      }
      if (isApiError(error, 400, 'invalid_pickup_time')) {
        // The slot is no longer offered (its lead time passed): show the day's times again.
        setPickup((p) => (p.mode === 'schedule' ? { ...p, start: null } : p));
        setPickupError(message);
        refreshTimes();
        return;
      }
      if (isApiError(error, 409, 'code_used') || isApiError(error, 404, 'code_not_found') || isApiError(error, 409, 'reward_item_missing')) {
        // The reward cannot be used (spent meanwhile, say): said by the code field; the cart stays.
        setRewardError(message);
        return;
      }
      if (isApiError(error, 409, 'vendor_closed')) {
        // The vendor closed meanwhile: the reloaded vendor says until when; a later time may still be chosen.
        onConflict();
        setPickup((p) => (p.mode === 'asap' ? LATER : p));
        setPickupError(message);
        return;
      }
      if (isApiError(error, 409, 'ordering_paused')) {
        // The vendor paused meanwhile: reloading the vendor brings its pausedUntil and the banner.
        onConflict();
        setFailure(message);
        return;
      }
      const conflict = error instanceof ApiError && error.status === 409;
      if (conflict) onConflict();
      setFailure(conflict ? `${message}. ${t('guestPreorder.error.reviewCart')}` : message);
    }
  };
  const onSubmit = form.handleSubmit((values) => submit(values));
  // A wallet's own button places the order with its token, after the same checks of the details.
  const onWallet = (wallet: { sourceId: string; tipCents: number }) => void form.handleSubmit((values) => submit(values, wallet))();

  const empty = cart.lines.length === 0;
  const busy = place.isPending;
  const hintId = empty ? 'checkout-empty-hint' : paused ? 'checkout-paused-hint' : shut ? 'checkout-closed-hint' : undefined;

  return (
    <>
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby="checkout-details-title">
      <div>
        <h3 id="checkout-details-title" className="font-bold text-lg">
          {t('guestPreorder.form.title')}
        </h3>
        <p className="text-muted-foreground text-sm">{t('guestPreorder.form.description')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <FormField label={t('guestPreorder.form.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label={t('guestPreorder.form.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label={t('guestPreorder.form.phone')} error={errors.phone?.message}>
        <PhoneInput
          placeholder={t('guestPreorder.form.phonePlaceholder')}
          {...form.register('phone')}
        />
      </FormField>
      <div className="flex items-start gap-3 rounded-lg border border-border bg-sand-50 px-3 py-3">
        <Checkbox
          id={notifyId}
          checked={notifyBySms}
          onCheckedChange={(checked) => setNotifyBySms(checked === true)}
          aria-describedby={`${notifyId}-hint`}
          className="mt-0.5"
        />
        <div className="flex flex-col gap-0.5">
          <label htmlFor={notifyId} className="cursor-pointer font-semibold text-sm">
            {t('phoneUi.checkout.notify')}
          </label>
          <p id={`${notifyId}-hint`} className="text-muted-foreground text-xs">
            {t('streetTrust.consent.hint')}
          </p>
        </div>
      </div>
      {payOnline && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 font-semibold text-sm">{t('payments.ui.howToPay')}</legend>
          {prepayAlways && <p className="text-muted-foreground text-sm">{t('payments.ui.prepayAlways')}</p>}
          <div className="grid grid-cols-2 gap-2">
            {(prepayAlways ? [true] : [false, true]).map((now) => (
              <label
                key={String(now)}
                className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-input bg-card px-3 py-2 font-medium text-sm transition-colors hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary-soft-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2"
              >
                <input
                  type="radio"
                  name="pay-when"
                  checked={payNow === now}
                  onChange={() => choosePayNow(now)}
                  className="size-4 accent-primary focus-visible:outline-none"
                />
                {t(now ? 'payments.ui.payNow' : 'payments.ui.payAtPickup')}
              </label>
            ))}
          </div>
          {payNow && (
            <Suspense fallback={<p className="text-muted-foreground text-sm">{t('payments.ui.loadingForm')}</p>}>
              <PayNow ref={payNowRef} payOnline={payOnline} orderCents={payCents} onWallet={onWallet} onTip={setTipCents} />
            </Suspense>
          )}
        </fieldset>
      )}
      <fieldset className={cn('flex flex-col gap-2', payNow && 'hidden')}>
        <legend className="mb-2 font-semibold text-sm">{t('guestPreorder.form.paymentMethod')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {methods.map((method) => (
            <label
              key={method}
              className={cn(
                'flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-input bg-card px-3 py-2 font-medium text-sm transition-colors hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary-soft-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2',
                errors.paymentMethod && 'border-destructive',
              )}
            >
              <input
                type="radio"
                name={payment.field.name}
                value={method}
                ref={method === methods[0] ? payment.field.ref : undefined}
                checked={payment.field.value === method}
                onChange={() => payment.field.onChange(method)}
                onBlur={payment.field.onBlur}
                className="size-4 accent-primary focus-visible:outline-none"
                aria-invalid={errors.paymentMethod ? true : undefined}
                aria-describedby={errors.paymentMethod ? 'payment-method-error' : undefined}
              />
              {paymentLabel(method)}
            </label>
          ))}
        </div>
        {errors.paymentMethod && (
          <p id="payment-method-error" className="font-medium text-destructive text-sm">
            {errors.paymentMethod.message}
          </p>
        )}
      </fieldset>
      <PickupTimePicker
        vendorId={vendorId}
        value={pickup}
        onChange={choosePickup}
        error={pickupError}
        asapUnavailable={closed ? t('pickupUi.closed.asapHint') : null}
      />
      <RewardCode
        vendorId={vendorId}
        lines={cart.lines}
        value={reward}
        onChange={(next) => {
          setReward(next);
          setRewardError(null);
        }}
        error={rewardError}
        initialCode={initialRewardCode}
        itemNames={itemNames}
      />
      {/* The cart shows the promotion's line (guest-preorder.tsx); a reward code replaces it. */}
      {promotion && reward && !empty && (
        <p className="text-muted-foreground text-sm" data-testid="promotion-replaced">
          {t('promotion.checkout.replaced', { title: promotion.title })}
        </p>
      )}
      <FormField label={t('guestPreorder.form.specialInstructions')} error={errors.specialInstructions?.message}>
        <Textarea
          rows={3}
          className="min-h-20"
          placeholder={t('guestPreorder.form.specialInstructionsPlaceholder')}
          {...form.register('specialInstructions')}
        />
      </FormField>
      {failure && !paused && (
        <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm" data-testid="checkout-error">
          {failure}
        </p>
      )}
      {nextSlots && (
        <SlotFullOffer
          slots={nextSlots}
          throttled={throttled}
          selected={pickup.mode === 'schedule' ? pickup.start : null}
          onPick={(slot) =>
            choosePickup({ mode: 'schedule', date: zonedDate(new Date(slot.start), VALLEY_TIME_ZONE), start: slot.start })
          }
        />
      )}
      {paused && pausedUntil && !empty && (
        <p className="font-medium text-amber-900 text-sm" id="checkout-paused-hint">
          {pausedText(pausedUntil)}
        </p>
      )}
      {shut && !paused && !empty && (
        <p className="font-medium text-stone-700 text-sm" id="checkout-closed-hint">
          {closedText(opensAt)}
        </p>
      )}
      {empty && (
        <p className="font-medium text-muted-foreground text-sm" id="checkout-empty-hint">
          {t('guestPreorder.cart.empty')}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        disabled={empty || busy || paused || shut || rewardBlocked}
        aria-describedby={hintId}
        className="w-full"
      >
        <BusyIcon busy={busy} icon={Send} />
        {busy
          ? t('guestPreorder.form.submitting')
          : paused
            ? t('pickupUi.paused.button')
            : shut
            ? t('pickupUi.closed.now')
            : empty
            ? t('guestPreorder.form.submit')
            : payNow
            ? t('payments.ui.payButton', { amount: formatMoneyFromCents(payCents + tipCents) })
            : t('guestPreorder.form.submitWithTotal', { total: formatMoneyFromCents(payCents) })}
      </Button>
    </form>
    {verifyFirst && <VerifyFirst phone={verifyFirst} onVerified={() => setVerifyFirst(null)} />}
    </>
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
