/**
 * Keeps the bell's count current (issue 18 item 2): the server says "your list changed" on the
 * user stream, the list is asked again. A module of its own, so the stream starts without the
 * panel's dialog code.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { NOTIFICATIONS_KEY } from '@/lib/follows';
import { useEventStream } from '@/lib/use-event-stream';

export default function NotificationsLive() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  const status = useEventStream('/api/me/notifications/stream', { events: { notifications: refresh }, onReconnect: refresh, session: true });
  // The stream starts a moment after the page: once it is open, ask for what came in between.
  const open = status === 'open';
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [open, queryClient]);
  return null;
}
