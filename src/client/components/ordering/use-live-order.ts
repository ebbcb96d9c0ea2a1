/**
 * The order just placed, kept current while the confirmation is on screen: it follows the
 * order's tracking stream (the same one the tracking page follows), so a vendor's confirmation —
 * and its new ready-time estimate — shows without a reload.
 */
import { type GuestPreorder, GuestPreorderSchema } from '@shared/schemas/preorders.js';
import { useCallback, useEffect, useState } from 'react';
import { api } from '@/lib/api';
import { useEventStream } from '@/lib/use-event-stream';

export function useLiveOrder(placed: GuestPreorder): GuestPreorder {
  const [order, setOrder] = useState(placed);
  useEffect(() => setOrder(placed), [placed]);
  const token = placed.trackingToken;
  const take = useCallback(
    (data: unknown) => {
      const parsed = GuestPreorderSchema.safeParse(data);
      if (parsed.success && parsed.data.trackingToken === token) setOrder(parsed.data);
    },
    [token],
  );
  useEventStream(`/api/track/${encodeURIComponent(token)}/stream`, {
    events: { order: take },
    // Changes made while the stream was down: read the order once.
    onReconnect: () => {
      api('GET /api/track/:token', { params: { token } }).then(take, () => undefined);
    },
  });
  return order;
}
