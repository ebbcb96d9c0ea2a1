/**
 * The Kitchen view (DESIGN §10.2): the preorder desk for a tablet on the counter in a rush.
 * Large type, one column per open status (pending, confirmed, ready), each sorted by pickup time;
 * a tap on a card moves the order to its next status (ready → completed takes it off the board).
 * Live like the desk: the vendor stream reloads the list, so new orders appear without a reload,
 * are announced and, when the vendor switched the sound on, beep and vibrate. The screen is kept
 * awake with the Screen Wake Lock API where the browser has it.
 */
import { byPickupTime, KITCHEN_COLUMNS, type KitchenColumn, kitchenNext } from '@shared/desk.js';
import type { PreorderStatus } from '@shared/preorder-status.js';
import type { VendorOrder } from '@shared/schemas/preorders.js';
import type { MyVendor } from '@shared/schemas/vendors.js';
import { useMutation } from '@tanstack/react-query';
import { ArrowRight, ClipboardList, MessageSquareText, MonitorSmartphone, } from 'lucide-react';
import { useId } from 'react';
import { Link, } from '@/lib/router';
import { BrandLink } from '@/components/brand';
import { LanguageSwitch } from '@/components/language-switch';
import { NoShowButton } from '@/components/ordering/no-show-button';
import { PaymentBadge } from '@/components/ordering/payment-status';
import { PickupCode } from '@/components/ordering/pickup-code';
import { statusLabel } from '@/components/ordering/status-badge';
import { PageLoading } from '@/components/layout/page-loading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useWakeLock } from '@/components/vendor/kitchen-alerts';
import { NewOrderSound } from '@/components/vendor/new-order-sound';
import { OrderingStateText } from '@/components/vendor/ordering-controls';
import { OrderSourceBadge, orderName } from '@/components/vendor/order-source';
import { pickupLine } from '@/components/vendor/rush-format';
import { showErrorNotice } from '@/lib/api';
import { DeskAuth, DeskOfflineBanner } from '@/components/vendor/desk-offline';
import { useVendorGate } from '@/components/vendor/desk';
import { useVendorDesk } from '@/components/vendor/use-vendor-desk';
import { DeskLiveStatus } from '@/components/vendor/desk-live-status';
import { t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';



const columnLook: Record<KitchenColumn, { head: string; dot: string }> = {
  pending: { head: 'border-yellow-400 bg-yellow-50 text-yellow-950', dot: 'bg-yellow-500' },
  confirmed: { head: 'border-blue-300 bg-blue-50 text-blue-950', dot: 'bg-blue-600' },
  ready: { head: 'border-green-300 bg-green-50 text-green-950', dot: 'bg-green-600' },
};

/** Signed in (or opened offline on this device's snapshot: decision 0051). */
export function VendorKitchen() {
  return (
    <DeskAuth>
      <KitchenGate />
    </DeskAuth>
  );
}

function KitchenGate() {
  useDocumentTitle(t('kitchen.title'));
  const { myVendor, noProfile, loggedOut } = useVendorGate();

  if (myVendor.data) return <Kitchen myVendor={myVendor.data} />;
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-border border-b px-4 py-2 sm:px-6">
        <BrandLink />
      </header>
      <main id="main" className="flex flex-1 flex-col items-center justify-center px-4 text-center">
        {noProfile ? (
          <>
            <h1 className="font-extrabold text-3xl tracking-tight">{t('vendorPreorders.noProfile.title')}</h1>
            <p className="mt-3 text-muted-foreground">{t('vendorPreorders.noProfile.description')}</p>
          </>
        ) : myVendor.isError && !loggedOut ? (
          <>
            <h1 className="font-extrabold text-3xl tracking-tight">{t('kitchen.title')}</h1>
            <p className="mt-3 text-muted-foreground">{t('kitchen.loadError')}</p>
            <Button className="mt-6" onClick={() => void myVendor.refetch()}>
              {t('kitchen.retry')}
            </Button>
          </>
        ) : (
          <PageLoading label={t('kitchen.loading')} />
        )}
      </main>
    </div>
  );
}

function Kitchen({ myVendor }: { myVendor: MyVendor }) {
  const { vendor } = myVendor;
  const desk = useVendorDesk(myVendor, {
    announceNew: (order) =>
      order
        ? t('kitchen.announce.new', { invoice: order.invoiceNumber, name: orderName(order) })
        : t('vendorPreorders.announce.newUnknown'),
  });
  const { list, orders, queue, online, sending, live, sound, announcement, setAnnouncement, newIds, seen, reload } = desk;
  const wake = useWakeLock();

  const advance = useMutation({
    // Runs offline too (TanStack pauses a mutation while offline otherwise): the change is kept on the device.
    networkMode: 'always',
    mutationFn: ({ order, status }: { order: VendorOrder; status: PreorderStatus }) => desk.change(order, status),
    onSuccess: ({ order: updated }, { order, status }) => {
      setAnnouncement(
        t('kitchen.announce.moved', { invoice: order.invoiceNumber, status: statusLabel(updated?.status ?? status) }),
      );
    },
    onError: (error) => showErrorNotice(error, t('kitchen.moveFailed'), { preferServerMessage: true }),
    onSettled: () => reload(),
  });

  const onTap = (order: VendorOrder) => {
    const next = kitchenNext(order.status);
    if (!next || advance.isPending) return;
    seen(order.id);
    advance.mutate({ order, status: next });
  };

  const now = new Date();

  return (
    <div className="flex min-h-dvh flex-col bg-sand-50 lg:h-dvh" data-testid="kitchen">
      <header className="border-border border-b bg-background">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
          <div className="flex min-w-0 flex-1 basis-48 items-baseline gap-3">
            <h1 className="font-extrabold text-3xl tracking-tight">{t('kitchen.title')}</h1>
            <p className="min-w-0 truncate font-semibold text-lg text-muted-foreground">{vendor.businessName}</p>
          </div>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            <NewOrderSound sound={sound} />
            <Button asChild variant="outline">
              <Link to="/vendor-preorders">
                <ClipboardList aria-hidden="true" />
                {t('kitchen.toDesk')}
              </Link>
            </Button>
            <LanguageSwitch compact />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-border border-t bg-sand-50 px-4 py-1.5 sm:px-6">
          <OrderingStateText state={vendor} className="text-base" />
          <div className="flex items-center gap-3">
            {wake !== 'unsupported' && wake !== 'pending' && (
              <span
                className={cn(
                  'inline-flex items-center gap-1.5 font-medium text-sm',
                  wake === 'on' ? 'text-green-800' : 'text-muted-foreground',
                )}
                data-testid="wake-lock"
              >
                <MonitorSmartphone className="size-4" aria-hidden="true" />
                {wake === 'on' ? t('kitchen.awake.on') : t('kitchen.awake.off')}
              </span>
            )}
            {/* Offline the stream cannot be live, whatever the socket has noticed yet (issue 42). */}
            <DeskLiveStatus status={online ? live : 'reconnecting'} className="text-sm" />
          </div>
        </div>
      </header>

      <main id="main" className="min-h-0 flex-1 p-3 sm:p-4">
        <DeskOfflineBanner queue={queue} online={online} sending={sending} className="mb-3" />
        {list.isLoading ? (
          <div className="grid h-full gap-3 md:grid-cols-3" aria-hidden="true">
            {KITCHEN_COLUMNS.map((c) => (
              <Skeleton key={c} className="h-64 rounded-xl md:h-full" />
            ))}
          </div>
        ) : list.isError ? (
          <div className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="font-semibold text-xl">{t('kitchen.loadError')}</p>
            <Button size="lg" onClick={() => void reload()}>
              {t('kitchen.retry')}
            </Button>
          </div>
        ) : (
          <div className="grid h-full gap-3 md:grid-cols-3">
            {KITCHEN_COLUMNS.map((column) => (
              <Column
                key={column}
                column={column}
                orders={byPickupTime(orders.filter((o) => o.status === column))}
                newIds={newIds}
                busyId={advance.isPending ? advance.variables?.order.id : undefined}
                now={now}
                onTap={onTap}
              />
            ))}
          </div>
        )}
      </main>
      <p className="sr-only" aria-live="polite" data-testid="kitchen-announcer">
        {announcement}
      </p>
    </div>
  );
}

function Column({
  column,
  orders,
  newIds,
  busyId,
  now,
  onTap,
}: {
  column: KitchenColumn;
  orders: VendorOrder[];
  newIds: ReadonlySet<number>;
  busyId: number | undefined;
  now: Date;
  onTap: (order: VendorOrder) => void;
}) {
  const headingId = useId();
  const look = columnLook[column];
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-h-0 flex-col rounded-xl border border-border bg-background"
      data-testid={`kitchen-column-${column}`}
    >
      <h2
        id={headingId}
        className={cn('flex items-center justify-between gap-2 rounded-t-xl border-b-2 px-4 py-2.5 font-extrabold text-2xl', look.head)}
      >
        <span className="flex items-center gap-2">
          <span aria-hidden="true" className={cn('size-3 rounded-full', look.dot)} />
          {statusLabel(column)}
        </span>
        <span className="rounded-full bg-white/80 px-3 text-xl tabular-nums" data-testid="kitchen-count">
          {orders.length}
        </span>
      </h2>
      {orders.length === 0 ? (
        <p className="px-4 py-8 text-center text-lg text-muted-foreground">{t('kitchen.column.empty')}</p>
      ) : (
        <ol className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto p-3">
          {orders.map((order) => (
            <li key={order.id}>
              <KitchenCard
                order={order}
                isNew={newIds.has(order.id)}
                busy={busyId === order.id}
                now={now}
                onTap={onTap}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function KitchenCard({
  order,
  isNew,
  busy,
  now,
  onTap,
}: {
  order: VendorOrder;
  isNew: boolean;
  busy: boolean;
  now: Date;
  onTap: (order: VendorOrder) => void;
}) {
  const next = kitchenNext(order.status);
  const name = orderName(order);
  const scheduled = Boolean(order.scheduledPickupTime);
  return (
    <article
      className={cn(
        'relative flex flex-col gap-2 rounded-xl border-2 bg-card p-4 shadow-warm transition',
        isNew ? 'border-accent ring-4 ring-accent/30' : 'border-border',
        busy && 'opacity-60',
        'has-[button:focus-visible]:ring-4 has-[button:focus-visible]:ring-ring',
      )}
      data-testid="kitchen-card"
      data-invoice={order.invoiceNumber}
      aria-busy={busy || undefined}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold font-mono text-lg text-muted-foreground">{order.invoiceNumber}</h3>
        <PickupCode code={order.pickupCode} size="compact" />
      </div>
      <p
        className={cn('text-balance font-extrabold text-lg leading-tight tabular-nums xl:text-xl', scheduled ? 'text-primary' : 'text-foreground')}
        data-testid="kitchen-pickup"
      >
        {pickupLine(order, now)}
      </p>
      <p className="flex flex-wrap items-center gap-2 font-semibold text-lg">
        {/* A desk order without a name: its badge says it all (decision 0026). */}
        {`${order.firstName}${order.lastName}`.trim() ? name : null}
        <OrderSourceBadge source={order.source} />
        <PaymentBadge order={order} />
      </p>
      <ul className="flex flex-col gap-1 text-xl leading-snug">
        {order.items.map((line) => (
          <li key={`${line.menuItemId}-${line.name}`}>
            <span className="font-extrabold tabular-nums">{line.quantity} ×</span> {line.name}
          </li>
        ))}
      </ul>
      {order.specialInstructions && (
        <p className="flex gap-2 rounded-lg border border-yellow-300 bg-yellow-50 px-3 py-2 text-base text-yellow-950">
          <MessageSquareText className="mt-1 size-4 shrink-0" aria-hidden="true" />
          {order.specialInstructions}
        </p>
      )}
      {next && (
        <p className="mt-1 flex items-center justify-end gap-1.5 font-semibold text-muted-foreground text-sm" aria-hidden="true">
          {t('kitchen.card.next', { status: statusLabel(next) })}
          <ArrowRight className="size-4" />
        </p>
      )}
      {order.status === 'ready' && (
        // Above the card's tap target: a ready order nobody came for (DESIGN §10.5).
        <NoShowButton order={order} disabled={busy} className="relative z-10 self-start" />
      )}
      {next && (
        <button
          type="button"
          className="absolute inset-0 cursor-pointer rounded-xl outline-none disabled:cursor-wait"
          aria-label={t('kitchen.card.advance', { invoice: order.invoiceNumber, name, status: statusLabel(next) })}
          disabled={busy}
          onClick={() => onTap(order)}
        />
      )}
    </article>
  );
}

