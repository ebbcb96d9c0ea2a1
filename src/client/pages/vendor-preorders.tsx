/**
 * The vendor's preorder desk (SPEC §2 "Vendor preorders", §4, §8): four summary cards, whether
 * preorders are accepted, and the list of preorders with their status actions. Live: the vendor
 * stream (GET /api/my-vendor/preorders/stream) reloads the list and the cards on every change, so
 * new orders appear without a reload and are announced politely. No vendor profile: 'No Vendor
 * Profile', then /vendor-registration after 1 s. Visitors are sent to the login by RequireAuth.
 * "Check a reward code" marks a customer's redemption code used (DESIGN §10.1).
 * The orders come first (issue 44 friction 1): under the title a one-line strip says whether
 * orders are taken, how many notices wait (a tap unfolds them) and links to busy mode; the
 * summary cards, the banner, "Where you are", busy mode and the reward check follow the list.
 */
import { deskOrder } from '@shared/desk.js';
import { formatMoney } from '@shared/money.js';
import { PREORDER_STATUSES, type PreorderStatus } from '@shared/preorder-status.js';
import type { VendorOrder } from '@shared/schemas/preorders.js';
import type { MyVendor } from '@shared/schemas/vendors.js';
import { useMutation } from '@tanstack/react-query';
import {
  Bell,
  ChefHat,
  CircleCheck,
  CirclePause,
  ClipboardList,
  ExternalLink,
  Gauge,
  Inbox,
  RefreshCw,
  Settings,
  SlidersHorizontal,
  TriangleAlert,
} from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, } from '@/lib/router';
import { VendorHeader } from '@/components/analytics/vendor-header';
import { paymentLabel } from '@/components/ordering/format';
import { PageFrame } from '@/components/layout/site-header';
import { statusLabel } from '@/components/ordering/status-badge';
import { SummaryCards } from '@/components/ordering/summary-cards';
import { VendorPreorderCard } from '@/components/ordering/vendor-preorder-card';
import { PageLoading } from '@/components/layout/page-loading';
import { RewardCheck } from '@/components/phone/reward-check';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { OrderingControls, OrderingStateText } from '@/components/vendor/ordering-controls';
import { orderName } from '@/components/vendor/order-source';
import { WalkUpDialog } from '@/components/vendor/walk-up-dialog';
import { pausedText, usePausedNow } from '@/components/vendor/rush-format';
import { isApiError, showErrorNotice } from '@/lib/api';
import { DeskAuth, DeskOfflineBanner } from '@/components/vendor/desk-offline';
import { useVendorGate } from '@/components/vendor/desk';
import { useVendorDesk } from '@/components/vendor/use-vendor-desk';
import { DeskLiveStatus } from '@/components/vendor/desk-live-status';
import { t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NewOrderSound } from '@/components/vendor/new-order-sound';
import { DeskPush } from '@/components/vendor/desk-push';
import { HereNowCard, VENDOR_INBOX_ID } from '@/components/vendor/here-now-card';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { PREORDER_SUMMARY_KEY, VENDOR_INBOX_KEY } from '@/lib/query-keys';
import { useApiQuery } from '@/lib/use-api-query';



/** Signed in (or opened offline on this device's snapshot: decision 0051). */
export function VendorPreorders() {
  return (
    <DeskAuth>
      <DeskGate />
    </DeskAuth>
  );
}

function DeskGate() {
  useDocumentTitle(t('vendorPreorders.title'));
  const { myVendor, noProfile, loggedOut } = useVendorGate();

  return (
    <PageFrame header={<VendorHeader signedIn vendor={Boolean(myVendor.data)} />} className="max-w-7xl">
      {myVendor.data ? (
        <PreorderDesk myVendor={myVendor.data} />
      ) : noProfile ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <h1 className="font-extrabold text-3xl tracking-tight">{t('vendorPreorders.noProfile.title')}</h1>
          <p className="mt-3 text-muted-foreground">{t('vendorPreorders.noProfile.description')}</p>
        </div>
      ) : myVendor.isError && !loggedOut ? (
        <div className="mx-auto max-w-md py-16 text-center">
          <h1 className="font-extrabold text-3xl tracking-tight">{t('vendorPreorders.title')}</h1>
          <p className="mt-3 text-muted-foreground">{t('vendorPreorders.loadError')}</p>
          <Button className="mt-6" onClick={() => void myVendor.refetch()}>
            {t('vendorPreorders.retry')}
          </Button>
        </div>
      ) : (
        <PageLoading label={t('vendorPreorders.loading')} />
      )}
    </PageFrame>
  );
}

type Filter = 'all' | PreorderStatus;

function PreorderDesk({ myVendor }: { myVendor: MyVendor }) {
  const { vendor } = myVendor;
  const desk = useVendorDesk(myVendor, {
    announceNew: (order) =>
      order
        ? t('vendorPreorders.announce.new', {
            invoice: order.invoiceNumber,
            name: orderName(order),
            total: formatMoney(order.totalAmount),
          })
        : t('vendorPreorders.announce.newUnknown'),
    // A change may come with a notice (a new order, a customer's cancel: issue 44): the inbox too.
    alsoReload: [VENDOR_INBOX_KEY],
  });
  const { list, orders: held, queue, online, sending, live, sound, announcement, newIds, seen, reload } = desk;
  const summary = useApiQuery({ queryKey: PREORDER_SUMMARY_KEY });
  const [filter, setFilter] = useState<Filter>('all');
  const [noticesOpen, setNoticesOpen] = useState(false);

  const update = useMutation({
    // Runs offline too (TanStack pauses a mutation while offline otherwise): the change is kept on the device.
    networkMode: 'always',
    mutationFn: ({ order, status }: { order: VendorOrder; status: PreorderStatus }) => desk.change(order, status),
    onSuccess: async ({ order: updated }) => {
      // Kept on this device (offline): the change said so; the card shows it as made.
      if (!updated) return;
      toast({
        title: t('vendorPreorders.statusUpdated.title'),
        description: t('vendorPreorders.statusUpdated.description', {
          invoice: updated.invoiceNumber,
          status: statusLabel(updated.status),
        }),
        variant: 'success',
      });
      await reload();
    },
    onError: async (error) => {
      // A refusal in the server's words (the customer cancelled); a server failure in SPEC §8's.
      showErrorNotice(error, t('vendorPreorders.statusFailed'), { preferServerMessage: !isApiError(error, 500) });
      await reload();
    },
  });

  const onChangeStatus = useCallback(
    (order: VendorOrder, status: PreorderStatus) => {
      seen(order.id);
      update.mutate({ order, status });
    },
    [seen, update],
  );

  // Open orders by pickup time (the chosen slot, else the ready estimate), then finished ones.
  const orders = deskOrder(held);
  const counts = new Map<Filter, number>([['all', orders.length]]);
  for (const o of orders) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
  const shown = filter === 'all' ? orders : orders.filter((o) => o.status === filter);
  const refreshing = list.isFetching || summary.isFetching;

  return (
    <div className="flex flex-col gap-4 sm:gap-6">
      <div>
        <h1 className="font-extrabold text-2xl tracking-tight sm:text-3xl">{t('vendorPreorders.title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('vendorPreorders.subtitle', { vendor: vendor.businessName })}</p>
      </div>
      <DeskStrip myVendor={myVendor} onOpenNotices={() => setNoticesOpen(true)} />
      <DeskOfflineBanner queue={queue} online={online} sending={sending} />

      <section aria-labelledby="preorders-title" className="flex flex-col gap-3 sm:gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <h2 id="preorders-title" className="flex items-center gap-2 font-extrabold text-xl tracking-tight sm:text-2xl">
              <ClipboardList className="size-6 text-primary" aria-hidden="true" />
              {t('vendorPreorders.list.title')}
            </h2>
            {/* Offline the stream cannot be live, whatever the socket has noticed yet (issue 42). */}
            <DeskLiveStatus status={online ? live : 'reconnecting'} className="text-xs" hint={t('vendorPreorders.list.liveHint')} />
          </div>
          <p className="sr-only">{t('kitchen.desk.sorted')}</p>
          <div className="flex flex-wrap gap-2">
            {/* An order taken at the window or by phone (decision 0026). */}
            <WalkUpDialog myVendor={myVendor} />
            <Button variant="outline" onClick={() => void reload()} disabled={refreshing}>
              <RefreshCw aria-hidden="true" className={cn(refreshing && 'animate-spin motion-reduce:animate-none')} />
              {/* On a phone the icon alone, so the two buttons share a row. */}
              <span className="max-sm:sr-only">{t('vendorPreorders.list.refresh')}</span>
            </Button>
          </div>
        </div>

        {orders.length > 0 && (
          <div className="-mx-1 overflow-x-auto px-1 pb-1">
            <ul className="flex gap-2" aria-label={t('vendorPreorders.filter.label')}>
              {(['all', ...PREORDER_STATUSES] as const).map((f) => (
                <li key={f}>
                  <Button
                    size="sm"
                    variant={filter === f ? 'default' : 'outline'}
                    aria-pressed={filter === f}
                    onClick={() => setFilter(f)}
                  >
                    {f === 'all' ? t('vendorPreorders.filter.all') : statusLabel(f)}
                    <span
                      className={cn(
                        'rounded-full px-1.5 text-xs tabular-nums',
                        filter === f ? 'bg-white/20' : 'bg-secondary',
                      )}
                    >
                      {counts.get(f) ?? 0}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}

        {list.isLoading ? (
          <div className="flex flex-col gap-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-48 rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <div className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900 text-sm sm:flex-row sm:items-center sm:justify-between">
            <p className="font-medium">{t('vendorPreorders.loadError')}</p>
            <Button variant="outline" size="sm" onClick={() => void reload()}>
              {t('vendorPreorders.retry')}
            </Button>
          </div>
        ) : orders.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-border border-dashed bg-sand-100/60 px-6 py-12 text-center">
            <Inbox className="size-10 text-muted-foreground" aria-hidden="true" />
            <h3 className="font-bold text-lg">{t('vendorPreorders.list.empty.title')}</h3>
            <p className="max-w-sm text-muted-foreground">{t('vendorPreorders.list.empty.body')}</p>
          </div>
        ) : shown.length === 0 ? (
          <p className="rounded-xl border border-border border-dashed px-6 py-8 text-center text-muted-foreground">
            {t('vendorPreorders.filter.none')}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2" data-testid="vendor-preorder-list">
            {shown.map((order) => (
              <li key={order.id}>
                <VendorPreorderCard
                  order={order}
                  isNew={newIds.has(order.id)}
                  busy={update.isPending && update.variables?.order.id === order.id}
                  onChangeStatus={onChangeStatus}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-col gap-6">
        <SummaryCards summary={summary.data} />
        <AcceptingBanner myVendor={myVendor} />
        <HereNowCard myVendor={myVendor} noticesOpen={noticesOpen} onNoticesOpenChange={setNoticesOpen} />
        <section
          id="desk-ordering"
          aria-labelledby="ordering-title"
          className="flex scroll-mt-24 flex-col gap-4 rounded-xl border border-border bg-card p-4 shadow-warm sm:p-5"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="ordering-title" className="flex items-center gap-2 font-bold text-lg">
                <Gauge className="size-5 text-primary" aria-hidden="true" />
                {t('vendorRush.ordering.title')}
              </h2>
              <p className="text-muted-foreground text-sm">{t('vendorRush.ordering.hint')}</p>
            </div>
            <Button asChild variant="accent">
              <Link to="/vendor-kitchen">
                <ChefHat aria-hidden="true" />
                {t('kitchen.open')}
              </Link>
            </Button>
          </div>
          <OrderingControls vendorId={vendor.id} state={vendor} />
          <NewOrderSound sound={sound} />
          <DeskPush />
        </section>
        <RewardCheck vendorId={vendor.id} />
      </div>
      <p className="sr-only" aria-live="polite" data-testid="preorder-announcer">
        {announcement}
      </p>
    </div>
  );
}

/**
 * One line above the orders: whether orders are taken (off, paused, busy), the notices waiting (a tap
 * unfolds them where they live, under "Where you are") and a link down to busy mode.
 */
function DeskStrip({ myVendor, onOpenNotices }: { myVendor: MyVendor; onOpenNotices: () => void }) {
  const inbox = useApiQuery({ queryKey: VENDOR_INBOX_KEY, refetchInterval: 60_000 });
  const unread = (inbox.data?.entries ?? []).filter((e) => !e.isRead).length;
  const openNotices = () => {
    onOpenNotices();
    // Once unfolded (the next frame), the notices come into view.
    requestAnimationFrame(() => document.getElementById(VENDOR_INBOX_ID)?.scrollIntoView({ block: 'start' }));
  };
  return (
    <section
      aria-label={t('vendorPreorders.strip.label')}
      className="-mt-1 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-xl border border-border bg-card px-3 py-1.5 text-sm shadow-warm"
      data-testid="desk-strip"
    >
      {myVendor.vendor.acceptsPreorders ? (
        <OrderingStateText state={myVendor.vendor} testId="desk-strip-state" className="py-1" />
      ) : (
        // Preorders switched off: the strip says so rather than "Taking orders".
        <p className="flex items-center gap-1.5 py-1 font-semibold text-yellow-900" data-testid="desk-strip-state">
          <TriangleAlert className="size-4" aria-hidden="true" />
          {t('vendorPreorders.banner.off.title')}
        </p>
      )}
      <div className="-mx-2 flex flex-wrap items-center">
        {unread > 0 && (
          <Button variant="ghost" size="sm" className="min-h-11 px-2 text-amber-900" onClick={openNotices}>
            <Bell aria-hidden="true" />
            {t('vendorPreorders.strip.notices', { count: unread })}
          </Button>
        )}
        <Button asChild variant="ghost" size="sm" className="min-h-11 px-2">
          <a href="#desk-ordering">
            <SlidersHorizontal aria-hidden="true" />
            {t('vendorPreorders.strip.busy')}
          </a>
        </Button>
      </div>
    </section>
  );
}

function AcceptingBanner({ myVendor }: { myVendor: MyVendor }) {
  const { vendor } = myVendor;
  const on = vendor.acceptsPreorders;
  // Paused (busy mode's pause): preorders stay on, but new ones wait; the banner says so.
  const pause = usePausedNow(vendor.pausedUntil) ? pausedText(vendor.pausedUntil) : null;
  const good = on && !pause;
  const Icon = good ? CircleCheck : pause && on ? CirclePause : TriangleAlert;
  const methods = vendor.paymentMethods.map(paymentLabel).join(', ');
  return (
    <div
      className={cn(
        'flex flex-col gap-4 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5',
        good ? 'border-green-200 bg-green-50 text-green-950' : 'border-yellow-300 bg-yellow-50 text-yellow-950',
      )}
      data-testid="preorder-banner"
    >
      <div className="flex gap-3">
        <Icon className={cn('mt-0.5 size-6 shrink-0', good ? 'text-green-700' : 'text-yellow-800')} aria-hidden="true" />
        <div>
          <p className="font-bold">
            {on ? (pause ?? t('vendorPreorders.banner.on.title')) : t('vendorPreorders.banner.off.title')}
          </p>
          <p className="text-sm">
            {on
              ? pause
                ? t('vendorRush.banner.pausedBody', { methods })
                : t('vendorPreorders.banner.on.body', { methods })
              : t('vendorPreorders.banner.off.body')}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {on && (
          <Button asChild variant="outline" size="sm">
            <Link to={`/guest-preorder?vendor=${vendor.id}`}>
              <ExternalLink aria-hidden="true" />
              {t('vendorPreorders.banner.openPage')}
            </Link>
          </Button>
        )}
        <Button asChild size="sm" variant={on ? 'outline' : 'default'}>
          <Link to="/vendor-registration">
            <Settings aria-hidden="true" />
            {t('vendorPreorders.banner.update')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
