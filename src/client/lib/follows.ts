/**
 * Follows and the bell on the client (issue 18 item 2, decision 0040): which vendors the signed-in
 * customer follows, and their notices. Both are asked only in the browser after hydration (the
 * server's first paint leaves them pending, so both renders match), and only when signed in.
 */
import type { FollowedVendor, NotificationList } from '@shared/schemas/follows.js';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuth } from './use-auth';
import { useHydrated } from './use-hydrated';

export const FOLLOWS_KEY = ['/api/me/follows'] as const;
export const NOTIFICATIONS_KEY = ['/api/me/notifications'] as const;
export const NOTIFICATION_SETTINGS_KEY = ['/api/me/notification-settings'] as const;

/** The signed-in user (null: a visitor; undefined: not known yet) and the ids of the vendors they follow. */
export function useFollows() {
  const { user, isLoading } = useAuth();
  const hydrated = useHydrated();
  const query = useQuery<FollowedVendor[]>({ queryKey: FOLLOWS_KEY, enabled: hydrated && !!user, staleTime: 60_000 });
  const ids = useMemo(() => new Set((query.data ?? []).map((f) => f.vendorId)), [query.data]);
  return { user: isLoading ? undefined : user, ids };
}

/** The bell's list: refetched when the window regains focus (the live stream's fallback). */
export function useNotifications(enabled: boolean) {
  return useQuery<NotificationList>({ queryKey: NOTIFICATIONS_KEY, enabled, staleTime: 30_000, refetchOnWindowFocus: true });
}
