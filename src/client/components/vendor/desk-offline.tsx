/**
 * The desk through a dropout (issue 42, decision 0051), what the desk and the Kitchen view share:
 * - DeskAuth: the sign-in gate of both screens; without a network it opens them on the snapshot
 *   this device saved (a page from the service worker cannot ask who is signed in);
 * - useDeskOrders: the list, read with ?since= after the first time, saved as the snapshot;
 * - useDeskQueue: the changes waiting on this device, sent at start, on `online` and when the
 *   page is shown again; then the desk catches up;
 * - changeStatus / placeWalkUp: send now, or keep on the device when the network fails;
 * - DeskOfflineBanner: "Offline — 3 changes waiting".
 */
import type { PreorderStatus } from '@shared/preorder-status.js';
import type { VendorOrder } from '@shared/schemas/preorders.js';
import type { MyVendor } from '@shared/schemas/vendors.js';
import type { WalkUpOrderCreate } from '@shared/schemas/walk-up.js';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { CloudUpload, WifiOff } from 'lucide-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { formatValleyTime } from '@/components/ordering/pickup-format';
import { statusLabel } from '@/components/ordering/status-badge';
import { PageLoading } from '@/components/layout/page-loading';
import { ApiError, handleUnauthorized } from '@/lib/api';
import { t } from '@/lib/i18n';
import { AUTH_USER_KEY, MY_VENDOR_KEY, PREORDER_SUMMARY_KEY, PREORDERS_KEY } from '@/lib/query-keys';
import { useLocation } from '@/lib/router';
import { isOffline, useOnline } from '@/lib/use-online';
import { useAuth } from '@/lib/use-auth';
import { toast } from '@/lib/use-toast';
import {
  type DeskSnapshot,
  deskCursor,
  enqueue,
  flushQueue,
  forgetSnapshot,
  isNetworkFailure,
  loadSnapshot,
  newChangeKey,
  onQueueChange,
  type QueuedChange,
  queuedChanges,
  readDeskOrders,
  saveSnapshot,
  sendStatus,
  sendWalkUp,
  setDeskCursor,
  withQueued,
} from './desk-queue';

/** A snapshot is shown offline for a day at most. */
const SNAPSHOT_MAX_AGE_MS = 24 * 60 * 60_000;

interface DeskUser {
  userId: string;
  /** When the orders shown come from this device's snapshot (opened offline). */
  snapshotAt: string | null;
}
const DeskUserContext = createContext<DeskUser | null>(null);

/** The account the desk works for (signed in, or the snapshot's when opened offline). */
export function useDeskUser(): DeskUser {
  const user = useContext(DeskUserContext);
  if (!user) throw new Error('useDeskUser outside DeskAuth');
  return user;
}

/**
 * RequireAuth for the desk and the kitchen, which also opens them without a network: then the
 * last snapshot saved on this device is shown (its vendor and orders) until the network is back
 * and the sign-in is checked again.
 */
export function DeskAuth({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  const queryClient = useQueryClient();
  const location = useLocation();
  const online = useOnline();
  // undefined: not looked at yet; null: none (or not needed).
  const [snapshot, setSnapshot] = useState<DeskSnapshot | null | undefined>(undefined);
  const needSnapshot = !user && !isLoading && !online;

  useEffect(() => {
    if (!needSnapshot || snapshot !== undefined) return;
    let stopped = false;
    void loadSnapshot().then((kept) => {
      if (stopped) return;
      // A snapshot older than a day is not the orders of this service: not shown.
      const found = kept && Date.now() - Date.parse(kept.savedAt) < SNAPSHOT_MAX_AGE_MS ? kept : null;
      if (found) {
        queryClient.setQueryData(MY_VENDOR_KEY, found.myVendor);
        queryClient.setQueryData(PREORDERS_KEY, found.orders);
        setDeskCursor(found.cursor);
      }
      setSnapshot(found);
    });
    return () => {
      stopped = true;
    };
  }, [needSnapshot, snapshot, queryClient]);

  // Back online after opening offline: who is signed in is asked again; the screen stays on its
  // snapshot (nothing unmounts) until the answer comes.
  const [rechecked, setRechecked] = useState(false);
  useEffect(() => {
    if (!online || user || !snapshot || rechecked) return;
    void queryClient.invalidateQueries({ queryKey: AUTH_USER_KEY }).finally(() => setRechecked(true));
  }, [online, user, snapshot, rechecked, queryClient]);

  const signedOut = !user && !isLoading && online && (!snapshot || rechecked);
  useEffect(() => {
    if (!signedOut) return;
    // Signed out: the orders kept on this device go too.
    void forgetSnapshot();
    return handleUnauthorized(t('auth.unauthorized.accessPage'), `${location.pathname}${location.search}`);
  }, [signedOut, location.pathname, location.search]);

  const deskUser: DeskUser | null = user
    ? { userId: user.id, snapshotAt: null }
    : snapshot && !signedOut
      ? { userId: snapshot.userId, snapshotAt: snapshot.savedAt }
      : null;
  if (!deskUser) {
    if (needSnapshot && snapshot === null) return <NoSnapshot />;
    return <PageLoading />;
  }
  return <DeskUserContext.Provider value={deskUser}>{children}</DeskUserContext.Provider>;
}

function NoSnapshot() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center" role="status">
      <WifiOff className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="font-extrabold text-2xl tracking-tight">{t('offline.banner.title')}</h1>
      <p className="text-muted-foreground">{t('offline.refused.body')}</p>
    </div>
  );
}

/**
 * The desk's orders (GET /api/my-vendor/preorders, then ?since=), each queued change shown as
 * made, and saved on this device after every read for the next start without a network.
 */
export function useDeskOrders(myVendor: MyVendor, queue: readonly QueuedChange[]) {
  const queryClient = useQueryClient();
  const { userId, snapshotAt } = useDeskUser();
  const list = useQuery<VendorOrder[]>({
    queryKey: PREORDERS_KEY,
    queryFn: ({ signal }) => readDeskOrders(queryClient.getQueryData<VendorOrder[]>(PREORDERS_KEY), signal),
    // Opened from the snapshot: its orders are shown; a read starts once the network is back.
    enabled: !isOffline(),
  });
  const orders = list.data;
  useEffect(() => {
    // Shown from the snapshot (offline): nothing new to save, and its time stays the time it was read.
    if (!orders || !list.isSuccess || list.isFetching || snapshotAt || isOffline()) return;
    void saveSnapshot({ userId, myVendor, orders, cursor: deskCursor(), savedAt: new Date(list.dataUpdatedAt).toISOString() });
  }, [orders, list.isSuccess, list.isFetching, list.dataUpdatedAt, userId, myVendor, snapshotAt]);
  return { list, orders: withQueued(orders ?? [], queue) };
}

/** Reads the list again (a catch-up with ?since= once it has a cursor) and the summary cards. */
async function catchUp(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: PREORDERS_KEY });
  await queryClient.invalidateQueries({ queryKey: PREORDER_SUMMARY_KEY });
}

/** The server refused a queued change for good: say so with its words. */
function sayRefused(change: QueuedChange, error: unknown) {
  const words = error instanceof ApiError ? messageOf(error) : undefined;
  toast({
    title: t('deskOffline.refused.title'),
    description: words ?? (change.kind === 'status' ? `${change.invoice}: ${statusLabel(change.status)}` : change.summary),
    variant: 'destructive',
  });
}

function messageOf(error: ApiError): string | undefined {
  try {
    const body = JSON.parse(error.body) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The changes waiting on this device (this account's), sent at start, when the network comes
 * back and when the page is shown again; the desk catches up after each send.
 */
export function useDeskQueue() {
  const queryClient = useQueryClient();
  const { userId } = useDeskUser();
  const online = useOnline();
  const [queue, setQueue] = useState<QueuedChange[]>([]);
  const [sending, setSending] = useState(false);

  const refresh = useCallback(async () => {
    const all = await queuedChanges().catch(() => [] as QueuedChange[]);
    setQueue(all.filter((c) => c.userId === userId));
  }, [userId]);

  const flush = useCallback(async () => {
    if (isOffline()) return;
    setSending(true);
    try {
      const result = await flushQueue(userId);
      // One notice shows at a time: a refusal, which the vendor must read, comes last.
      if (result.sent > 0) toast({ title: t('deskOffline.sent', { count: result.sent }), variant: 'success' });
      for (const { change, error } of result.refused) sayRefused(change, error);
      if (result.sent > 0 || result.refused.length > 0 || deskCursor()) await catchUp(queryClient);
    } catch {
      // IndexedDB unavailable: nothing was kept, nothing to send.
    } finally {
      setSending(false);
      await refresh();
    }
  }, [userId, queryClient, refresh]);

  useEffect(() => {
    void refresh();
    const stop = onQueueChange(() => void refresh());
    void flush();
    const onOnline = () => void flush();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void flush();
    };
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh, flush]);

  return { queue, online, sending };
}

/** A status change: sent now, or kept on this device when the network fails. `order` is null when kept. */
export async function changeStatus(
  userId: string,
  order: Pick<VendorOrder, 'id' | 'invoiceNumber'>,
  status: PreorderStatus,
): Promise<{ order: VendorOrder | null }> {
  const change = { key: newChangeKey(), orderId: order.id, status };
  try {
    if (isOffline()) throw new TypeError('offline');
    return { order: await sendStatus(change) };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await enqueue({ ...change, kind: 'status', userId, invoice: order.invoiceNumber, queuedAt: new Date().toISOString() });
    toast({ title: t('deskOffline.queued.status', { invoice: order.invoiceNumber, status: statusLabel(status) }) });
    return { order: null };
  }
}

/** A walk-up order: placed now, or kept on this device when the network fails (null). */
export async function placeWalkUp(userId: string, body: WalkUpOrderCreate, summary: string): Promise<VendorOrder | null> {
  const change = { key: newChangeKey(), body };
  try {
    if (isOffline()) throw new TypeError('offline');
    return await sendWalkUp(change);
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    await enqueue({ ...change, kind: 'walkUp', userId, summary, queuedAt: new Date().toISOString() });
    return null;
  }
}

/** "Offline — 3 changes waiting", and what waits; nothing when online with nothing waiting. */
export function DeskOfflineBanner({
  queue,
  online,
  sending,
  className,
}: {
  queue: readonly QueuedChange[];
  online: boolean;
  sending: boolean;
  className?: string;
}) {
  const { snapshotAt } = useDeskUser();
  if (online && queue.length === 0) return null;
  const Icon = online ? CloudUpload : WifiOff;
  return (
    <section
      role="status"
      aria-live="polite"
      className={`rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 ${className ?? ''}`}
      data-testid="desk-offline"
    >
      <p className="flex items-center gap-2 font-bold">
        <Icon className="size-5 shrink-0 text-amber-800" aria-hidden="true" />
        {online || sending
          ? t('deskOffline.banner.sending', { count: queue.length })
          : t('deskOffline.banner.offline', { count: queue.length })}
      </p>
      {!online && (
        <p className="mt-1 text-sm">
          {t('deskOffline.banner.body')}
          {snapshotAt && ` ${t('deskOffline.banner.snapshot', { time: formatValleyTime(snapshotAt) })}`}
        </p>
      )}
      {queue.length > 0 && (
        <details className="mt-1 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('deskOffline.pending.title')}</summary>
          <ul className="flex flex-col gap-1 pb-1" data-testid="desk-offline-list">
            {queue.map((c) => (
              <li key={c.key}>
                {c.kind === 'status'
                  ? t('deskOffline.pending.status', { invoice: c.invoice, status: statusLabel(c.status) })
                  : t('deskOffline.pending.walkUp', { items: c.summary })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
