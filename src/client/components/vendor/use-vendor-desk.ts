/**
 * What the preorder desk and the Kitchen view both run (issue 39 item 8): the desk watch's
 * heartbeat, the orders with the changes waiting on this device (decision 0051), the live stream
 * that reloads them, the chime and the "new" mark on an order that has just arrived, its
 * announcement for screen readers, and the status change that works offline. Each screen keeps
 * only what it shows differently: its words and what it says after a change.
 */
import type { PreorderStatus } from '@shared/preorder-status.js';
import type { VendorOrder } from '@shared/schemas/preorders.js';
import type { MyVendor } from '@shared/schemas/vendors.js';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { PREORDERS_KEY } from '@/lib/query-keys';
import { useEventStream } from '@/lib/use-event-stream';
import { useMountedRef } from '@/lib/use-mounted-ref';
import { isPreorderEvent } from './desk';
import { changeStatus, useDeskOrders, useDeskQueue, useDeskUser } from './desk-offline';
import { useDeskHeartbeat } from './desk-watch';
import { useNewOrderAlert } from './kitchen-alerts';

export interface VendorDeskOptions {
  /** What a screen reader hears when an order arrives live (`undefined`: not in the list yet). */
  announceNew: (order: VendorOrder | undefined) => string;
  /** Other reads a change of an order may change, reloaded with the orders (the desk's notices). */
  alsoReload?: readonly QueryKey[];
}

export function useVendorDesk(myVendor: MyVendor, { announceNew, alsoReload = [] }: VendorDeskOptions) {
  useDeskHeartbeat(myVendor.vendor); // decision 0027: the desk watch sees this screen
  const queryClient = useQueryClient();
  // Issue 42: changes made offline wait on this device; the list catches up with ?since=.
  const { userId } = useDeskUser();
  const { queue, online, sending } = useDeskQueue();
  const { list, orders } = useDeskOrders(myVendor, queue);
  const [announcement, setAnnouncement] = useState('');
  const [newIds, setNewIds] = useState<ReadonlySet<number>>(new Set());
  const sound = useNewOrderAlert(orders.filter((o) => o.status === 'pending').length);
  const { alert } = sound;
  const mounted = useMountedRef();

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: PREORDERS_KEY }), [queryClient]);

  // Read through the stream's ref when an event comes (lib/use-event-stream.ts): no memo needed.
  const onEvent = async (data: unknown) => {
    const created = isPreorderEvent(data) && data.kind === 'created';
    // The chime comes at once (issue 25 item 4); the card follows with the reload.
    if (created) alert();
    await Promise.all([reload(), ...alsoReload.map((queryKey) => queryClient.invalidateQueries({ queryKey }))]);
    if (!mounted.current || !created) return;
    const order = queryClient.getQueryData<VendorOrder[]>(PREORDERS_KEY)?.find((o) => o.id === data.orderId);
    setNewIds((current) => new Set(current).add(data.orderId));
    setAnnouncement(announceNew(order));
  };

  const live = useEventStream('/api/my-vendor/preorders/stream', {
    events: { preorder: (data) => void onEvent(data) },
    onReconnect: () => void reload(),
    session: true,
  });

  /** An order acted on is no longer new. */
  const seen = useCallback((orderId: number) => {
    setNewIds((current) => {
      if (!current.has(orderId)) return current;
      const next = new Set(current);
      next.delete(orderId);
      return next;
    });
  }, []);

  /** A status change, sent now or kept on this device until the network is back (`order: null`). */
  const change = useCallback(
    (order: VendorOrder, status: PreorderStatus) => changeStatus(userId, order, status),
    [userId],
  );

  return { list, orders, queue, online, sending, live, sound, announcement, setAnnouncement, newIds, seen, reload, change };
}
