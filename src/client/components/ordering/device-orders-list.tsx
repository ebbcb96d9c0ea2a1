/**
 * "Orders on this device" on the tracking page (issue 44 friction 5): the orders this browser
 * placed (device-orders.ts), newest first, each loaded by its tracking token from the tracking API
 * (the same query as its tracking view) with vendor, time, total and status; an open order's
 * status is read again every 30 seconds. Each opens its tracking view and can be taken off the
 * list. An order the server no longer knows (404) leaves the list by itself.
 */
import { formatMoney } from '@shared/money.js';
import type { TrackedPreorder } from '@shared/schemas/preorders.js';
import { useQueries } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useSyncExternalStore } from 'react';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { SectionHeading } from '@/components/ui/titled-section';
import { isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { trackKey } from '@/lib/query-keys';
import { Link } from '@/lib/router';
import {
  type DeviceOrder,
  deviceOrdersSnapshot,
  forgetDeviceOrder,
  NO_DEVICE_ORDERS,
  subscribeDeviceOrders,
} from './device-orders';
import { formatDateTime, trackingHref } from './format';
import { PreorderStatusBadge } from './status-badge';

/**
 * The device's orders for a page: none on the server and while hydrating (the first render matches
 * the server's HTML), then the kept list, following changes from this tab and others.
 */
function useDeviceOrders(): DeviceOrder[] {
  return useSyncExternalStore(subscribeDeviceOrders, deviceOrdersSnapshot, () => NO_DEVICE_ORDERS);
}

const REFRESH_MS = 30_000;

const isOpen = (order: TrackedPreorder | undefined) =>
  order !== undefined && order.status !== 'completed' && order.status !== 'cancelled';

/** The device's orders, without `except` (the order the page is following). Nothing when there are none. */
export function DeviceOrders({ except }: { except?: string | null }) {
  const orders = useDeviceOrders().filter((o) => o.token !== except);
  const queries = useQueries({
    queries: orders.map((o) => ({
      queryKey: trackKey(o.token),
      refetchInterval: (query: { state: { data: TrackedPreorder | undefined } }) => (isOpen(query.state.data) ? REFRESH_MS : false),
    })),
  }) as { data: TrackedPreorder | undefined; error: unknown; isLoading: boolean }[];

  // An order the server does not know (any more) leaves the list.
  const gone = orders.filter((_, i) => isApiError(queries[i]?.error, 404));
  useEffect(() => {
    for (const o of gone) forgetDeviceOrder(o.token);
  });

  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="device-orders-title" className="flex flex-col gap-3" data-testid="device-orders">
      <div>
        <SectionHeading id="device-orders-title">{t('tracking.device.title')}</SectionHeading>
        <p className="mt-1 text-muted-foreground text-sm">{t('tracking.device.hint')}</p>
      </div>
      <ul className="flex flex-col gap-3">
        {orders.map((o, i) => (
          <DeviceOrderRow key={o.token} entry={o} query={queries[i]} />
        ))}
      </ul>
    </section>
  );
}

function DeviceOrderRow({
  entry,
  query,
}: {
  entry: DeviceOrder;
  query: { data: TrackedPreorder | undefined; error: unknown; isLoading: boolean } | undefined;
}) {
  const order = query?.data;
  const remove = (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      className="relative z-10 shrink-0 text-muted-foreground"
      aria-label={order ? t('tracking.device.remove', { invoice: order.invoiceNumber }) : t('tracking.device.removeUnloaded')}
      title={order ? t('tracking.device.remove', { invoice: order.invoiceNumber }) : t('tracking.device.removeUnloaded')}
      onClick={() => forgetDeviceOrder(entry.token)}
    >
      <X aria-hidden="true" />
    </Button>
  );
  return (
    <li
      className="relative flex items-start gap-2 rounded-xl border border-border bg-card p-4 shadow-xs transition-shadow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2 hover:shadow-warm"
      data-testid="device-order"
      data-token={entry.token}
    >
      <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-1">
        {order ? (
          <>
            <p className="line-clamp-2 break-words font-bold">
              <Link
                to={trackingHref(entry.token)}
                className="rounded-sm underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
              >
                {order.vendor.businessName}
                <span className="sr-only"> — {t('tracking.device.open')}</span>
              </Link>
            </p>
            <p className="text-right font-extrabold tabular-nums">{formatMoney(order.totalAmount)}</p>
            <p className="min-w-0 text-muted-foreground text-sm">
              <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
              {' · '}
              <span className="whitespace-nowrap font-mono">{order.invoiceNumber}</span>
            </p>
            <div className="justify-self-end">
              <PreorderStatusBadge status={order.status} />
            </div>
          </>
        ) : query?.error ? (
          <p className="col-span-2 text-muted-foreground text-sm">
            <Link to={trackingHref(entry.token)} className="underline underline-offset-4">
              {t('tracking.device.failed')}
            </Link>
          </p>
        ) : (
          <p role="status" className="col-span-2 flex items-center gap-2 text-muted-foreground text-sm">
            <Spinner className="size-4" />
            {t('tracking.device.loading')}
          </p>
        )}
      </div>
      {remove}
    </li>
  );
}
