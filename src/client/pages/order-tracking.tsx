/**
 * Order tracking (SPEC §2 "Order tracking"): Track by Token / Track by Phone. A token result
 * follows its order live (GET /api/track/:token/stream); ?token= in the URL opens it directly,
 * with the order first and the token form folded under "Track a different order". The tab title
 * says the order's status ("Ready for pickup!"), a switch beeps and vibrates when it turns ready,
 * and the link can be shared or copied. Blank input does nothing. A completed order that has not
 * been rated offers the review form. Track by Phone needs the phone verified by a texted code
 * (DESIGN §10.1), asked for inline; each order found opens its tracking. The token view (it holds
 * the order's secret) shows that order's points without one, and offers "Notify me on this device"
 * (Web Push) where the browser supports it.
 */
import { formatPhone, normalizePhone } from '@shared/phone.js';
import { typedAtDesk } from '@shared/street-trust.js';
import { PhoneSchema, type TrackedPreorder, TrackedPreorderSchema } from '@shared/schemas/preorders.js';
import { hashKey, type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { Award, BellRing, Hash, PackageSearch, Phone, Search } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { DeskAwayBanner } from '@/components/ordering/desk-away-banner';
import { DeviceOrders } from '@/components/ordering/device-orders-list';
import { trackingHref } from '@/components/ordering/format';
import { NoOrdersFound, PhoneOrders } from '@/components/ordering/phone-orders';
import { ReviewForm, ReviewSummary } from '@/components/ordering/review-form';
import { PageHeading, PublicPage } from '@/components/layout/site-header';
import { statusLabel } from '@/components/ordering/status-badge';
import { TrackedOrder } from '@/components/ordering/tracked-order';
import { usePhoneSession } from '@/components/phone/phone-session';
import { PushButton } from '@/components/phone/push-button';
import { VerifiedPhoneBar } from '@/components/phone/verified-phone-bar';
import { VerifyPhone } from '@/components/phone/verify-phone';
import { ShareButton } from '@/components/share-button';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, PhoneInput } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAlertSound } from '@/lib/alert-sound';
import { ApiError, errorMessage, isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { phoneOrdersKey, trackKey } from '@/lib/query-keys';
import { useSearchParams } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useEventStream } from '@/lib/use-event-stream';
import { QueueNote } from '@/components/ordering/queue-note';
import { cn } from '@/lib/utils';
import { useApiQuery } from '@/lib/use-api-query';

type Mode = 'token' | 'phone';

/** A lookup that found nothing: 404, or a token the server rejects as malformed. */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function OrderTracking() {
  const [params, setParams] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const [mode, setMode] = useState<Mode>('token');
  // An order opened from the phone list (or a link) shows on the token tab.
  useEffect(() => {
    if (token) setMode('token');
  }, [token]);

  // Following one order (?token=): its status comes first on a phone, right under the title; the
  // choice between a code and a phone number moves below it, beside "Track another order".
  const following = mode === 'token' && token !== null;
  const modes = (
    <TabsList aria-label={t('tracking.mode.label')} className="grid w-full grid-cols-2 sm:inline-flex sm:w-auto">
      <TabsTrigger value="token" className="min-h-9">
        <Hash aria-hidden="true" />
        {t('tracking.mode.token')}
      </TabsTrigger>
      <TabsTrigger value="phone" className="min-h-9">
        <Phone aria-hidden="true" />
        {t('tracking.mode.phone')}
      </TabsTrigger>
    </TabsList>
  );
  return (
    <PublicPage className="max-w-4xl">
      {/* Drawn by the server; a phone hydrates it on the first intent (lib/hydrate-on-intent.ts). */}
      <span hidden data-hydrates-on-intent="" />
      <PageHeading icon={PackageSearch} title={t('tracking.title')} subtitle={following ? undefined : t('tracking.subtitle')} />
      <Tabs value={mode} onValueChange={(v) => setMode(v as Mode)} className={following ? 'mt-4' : 'mt-6'}>
        {!following && modes}
        <TabsContent value="token" forceMount className={cn(!following && 'mt-5', 'data-[state=inactive]:hidden')}>
          <TrackByToken
            token={token}
            onSubmit={(next) => setParams({ token: next })}
          />
        </TabsContent>
        <TabsContent value="phone" forceMount className="mt-5 data-[state=inactive]:hidden">
          {mode === 'phone' && <TitleOf title={t('tracking.title')} />}
          <TrackByPhone active={mode === 'phone'} />
        </TabsContent>
        {following && <div className="mt-6">{modes}</div>}
      </Tabs>
    </PublicPage>
  );
}

function TrackByToken({ token, onSubmit }: { token: string | null; onSubmit: (token: string) => void }) {
  const [input, setInput] = useState(token ?? '');
  const queryClient = useQueryClient();
  const query = useApiQuery({
    queryKey: trackKey(token ?? ''),
    enabled: token !== null,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    if (!value) return;
    if (value === token) void query.refetch();
    else onSubmit(value);
  };

  const form = (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField label={t('tracking.token.label')} description={t('tracking.token.hint')} className="flex-1">
          <Input
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t('tracking.token.placeholder')}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
          />
        </FormField>
        <Button type="submit" className="sm:mb-7">
          <Search aria-hidden="true" />
          {t('tracking.token.submit')}
        </Button>
      </form>
  );

  if (!token) {
    return (
      <div className="flex flex-col gap-6">
        <TitleOf title={t('tracking.title')} />
        {form}
        <DeviceOrders />
      </div>
    );
  }
  // The order first; the form for another one below, folded.
  return (
    <div className="flex flex-col gap-6">
      <TokenResult
        key={token}
        token={token}
        query={query}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: trackKey(token) })}
      />
      <details className="group rounded-xl border border-border bg-card px-4 py-3" data-testid="track-another">
        <summary className="cursor-pointer font-semibold text-sm marker:text-muted-foreground">{t('tracking.another')}</summary>
        <div className="mt-4">{form}</div>
      </details>
      <DeviceOrders except={token} />
    </div>
  );
}

function TitleOf({ title }: { title: string }) {
  useDocumentTitle(title);
  return null;
}

/** The tab title of a followed order: "Ready for pickup! · INV-…" when ready, else its status. */
function orderTitle(order: TrackedPreorder | undefined): string {
  if (!order) return t('tracking.title');
  if (order.status === 'ready') return t('tracking.tabTitle.ready', { invoice: order.invoiceNumber });
  return t('tracking.tabTitle.status', { status: statusLabel(order.status), invoice: order.invoiceNumber });
}

/** "Beep when it's ready": the shared alert sound, on for this browser once switched on. */
function ReadySound({ status }: { status: TrackedPreorder['status'] }) {
  const { soundOn, setSoundOn, alert } = useAlertSound('valley-eats.ready-sound');
  const id = useId();
  const previous = useRef(status);
  useEffect(() => {
    if (status === 'ready' && previous.current !== 'ready') alert();
    previous.current = status;
  }, [status, alert]);
  return (
    <div className="flex items-center gap-3 rounded-xl border border-border bg-card px-4 py-3">
      <BellRing className="size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <Label htmlFor={id} className="cursor-pointer font-semibold">
          {t('tracking.sound.label')}
        </Label>
        <p className="text-muted-foreground text-xs">{t('tracking.sound.hint')}</p>
      </div>
      <Switch id={id} checked={soundOn} onCheckedChange={setSoundOn} />
    </div>
  );
}


function TokenResult({
  token,
  query,
  onChanged,
}: {
  token: string;
  query: UseQueryResult<TrackedPreorder>;
  onChanged: () => void;
}) {
  const queryClient = useQueryClient();
  const order = query.data;
  const onOrder = useCallback(
    (data: unknown) => {
      const parsed = TrackedPreorderSchema.safeParse(data);
      if (parsed.success && parsed.data.trackingToken === token) queryClient.setQueryData(trackKey(token), parsed.data);
      else void queryClient.invalidateQueries({ queryKey: trackKey(token) });
    },
    [queryClient, token],
  );
  const stream = `/api/track/${encodeURIComponent(token)}/stream`;
  const live = useEventStream(stream, {
    enabled: Boolean(order),
    events: { order: onOrder },
    onReconnect: onChanged,
  });

  useDocumentTitle(orderTitle(order));

  if (query.isLoading) return <Searching />;
  if (isNotFound(query.error)) return <NoOrdersFound by="token" />;
  if (query.error) return <LookupError error={query.error} />;
  if (!order) return null;
  const open = order.status !== 'completed' && order.status !== 'cancelled';
  return (
    <div className="flex flex-col gap-6">
      {/* While a phone has not touched the page drawn by the server, the order's first change brings
          the page to life all the same (lib/hydrate-on-intent.ts, `drawnPageChanges`). */}
      {open && <span hidden data-live-stream={stream} data-live-event="order" data-live-query={hashKey(trackKey(token))} />}
      {/* Issue 42: the truck's order screen has been away a few minutes while this order waits. */}
      {order.deskAway && order.status === 'pending' && <DeskAwayBanner vendor={order.vendor.businessName} placed />}
      <TrackedOrder order={order} live={live} onChanged={(updated) => queryClient.setQueryData(trackKey(token), updated)} />
      <QueueNote order={order} />
      <ShareButton
        url={trackingHref(token)}
        title={t('tracking.share.title', { invoice: order.invoiceNumber })}
        shareLabel={t('tracking.share.button')}
        copyLabel={t('tracking.share.copy')}
      />
      {open && <ReadySound status={order.status} />}
      {order.loyaltyPointsEarned > 0 && (
        <p
          className="flex items-center gap-2 rounded-lg border border-primary/30 bg-primary-soft/50 px-4 py-3 font-semibold text-primary-soft-foreground text-sm"
          data-testid="tracked-points"
        >
          <Award className="size-5 shrink-0" aria-hidden="true" />
          {t('phoneUi.tracking.pointsEarned', { points: order.loyaltyPointsEarned })}
        </p>
      )}
      {open && <PushButton token={token} />}
      {order.status === 'completed' && order.review && <ReviewSummary review={order.review} />}
      {/* Decision 0014: an order typed at the vendor's desk is not rated (the vendor holds its link too). */}
      {order.status === 'completed' && !order.review && !typedAtDesk(order.source) && (
        <ReviewForm trackingToken={token} vendorName={order.vendor.businessName} onSubmitted={onChanged} />
      )}
    </div>
  );
}

function TrackByPhone({ active }: { active: boolean }) {
  const [input, setInput] = useState('');
  const [phone, setPhone] = useState<string | null>(null);
  /** A phone waiting for its code (this browser verified another one, or none). */
  const [pending, setPending] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | undefined>(undefined);
  const me = usePhoneSession(active || phone !== null);
  const verified = me.data?.phone ?? null;
  const query = useApiQuery({
    queryKey: phoneOrdersKey(phone ?? ''),
    enabled: phone !== null,
  });
  const needsCode = isApiError(query.error, 401, 'phone_unverified');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = input.trim();
    if (!value) return;
    const checked = PhoneSchema.safeParse(value);
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    const digits = normalizePhone(value);
    if (digits !== verified) {
      setPhone(null);
      setPending(digits);
    } else if (digits === phone) void query.refetch();
    else {
      setPending(null);
      setPhone(digits);
    }
  };

  const showVerified = (digits: string) => {
    setPending(null);
    setInput(formatPhone(digits));
    if (digits === phone) void query.refetch();
    else setPhone(digits);
  };

  return (
    <div className="flex flex-col gap-6">
      {verified && (
        <VerifiedPhoneBar
          phone={verified}
          onSignedOut={() => {
            setPhone(null);
            setPending(null);
            setInput('');
          }}
        />
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <FormField
          label={t('tracking.phone.label')}
          description={t('tracking.phone.hint')}
          error={invalid}
          className="flex-1"
        >
          <PhoneInput
            value={input}
            onChange={(e) => setInput(e.target.value)}
            placeholder={t('tracking.phone.placeholder')}
          />
        </FormField>
        <Button type="submit" className="sm:mb-7">
          <Search aria-hidden="true" />
          {t('tracking.phone.submit')}
        </Button>
      </form>
      {(pending !== null || (phone !== null && needsCode)) && (
        <VerifyPhone
          key={pending ?? phone ?? ''}
          initialPhone={formatPhone(pending ?? phone ?? '')}
          intro={t('phoneUi.tracking.needCode', { phone: formatPhone(pending ?? phone ?? '') })}
          onCancel={() => {
            setPending(null);
            setPhone(null);
          }}
          onVerified={showVerified}
        />
      )}
      {phone !== null &&
        !needsCode &&
        (query.isLoading ? (
          <Searching />
        ) : query.error ? (
          isNotFound(query.error) ? (
            <NoOrdersFound by="phone" />
          ) : (
            <LookupError error={query.error} />
          )
        ) : query.data && query.data.length > 0 ? (
          <PhoneOrders phone={phone} orders={query.data} />
        ) : query.data ? (
          <NoOrdersFound by="phone" />
        ) : null)}
    </div>
  );
}

function Searching() {
  return (
    <p role="status" className="flex items-center gap-2 text-muted-foreground">
      <Spinner className="size-5" />
      {t('tracking.searching')}
    </p>
  );
}

function LookupError({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-900 text-sm">
      {t('tracking.error', { message: errorMessage(error, t('errors.internal')) })}
    </p>
  );
}
