/**
 * Follows and the bell on the client (issue 18 item 2, decision 0040): which vendors the signed-in
 * customer follows, and their notices. Both are asked only in the browser after hydration (the
 * server's first paint leaves them pending, so both renders match), and only when signed in.
 */
import type { User } from '@shared/schemas/auth.js';
import { createContext, createElement, type ReactNode, useContext, useMemo, useRef } from 'react';
import { apiKey } from './api';
import { useApiQuery } from './use-api-query';
import { useAuth } from './use-auth';
import { useHydrated } from './use-hydrated';

export const FOLLOWS_KEY = apiKey('GET /api/me/follows', ['/api/me/follows']);
/** The bell's first page (the server's default size). */
export const NOTIFICATIONS_KEY = apiKey('GET /api/me/notifications', ['/api/me/notifications']);
export const NOTIFICATION_SETTINGS_KEY = ['/api/me/notification-settings'] as const;

export interface FollowsState {
  /** The signed-in user; null: a visitor; undefined: not known yet. */
  user: User | null | undefined;
  /** The ids of the vendors they follow. */
  ids: ReadonlySet<number>;
}

/** The signed-in user and the ids of the vendors they follow; the same object until either changes. */
export function useFollows(): FollowsState {
  const { user, isLoading } = useAuth();
  const hydrated = useHydrated();
  const query = useApiQuery({ queryKey: FOLLOWS_KEY, enabled: hydrated && !!user, staleTime: 60_000 });
  // The same set while the same vendors are followed (no follows at all: before and after the
  // query answers), so what reads it is not drawn again for nothing.
  const ids = useSameSet(useMemo(() => (query.data ?? []).map((f) => f.vendorId), [query.data]));
  const current = isLoading ? undefined : user;
  return useMemo(() => ({ user: current, ids }), [current, ids]);
}

const NO_IDS: ReadonlySet<number> = new Set();

function useSameSet(ids: readonly number[]): ReadonlySet<number> {
  const kept = useRef(NO_IDS);
  const previous = kept.current;
  if (ids.length !== previous.size || ids.some((id) => !previous.has(id))) kept.current = ids.length ? new Set(ids) : NO_IDS;
  return kept.current;
}

/**
 * The map home's follows, read once (`useFollows` in the page) and handed to every heart through
 * this context: one query observer and one hydration switch for the page, not one per card.
 */
export const FollowsContext = createContext<FollowsState>({ user: undefined, ids: new Set() });

/**
 * Reads the follows once for what it wraps. A component of its own: its switch after hydration
 * (useHydrated) re-renders only it, and what it wraps only if the follows changed; in the page
 * itself that switch re-rendered the whole map home after hydrating.
 */
export function FollowsProvider({ children }: { children: ReactNode }) {
  return createElement(FollowsContext.Provider, { value: useFollows() }, children);
}

/** What a heart (and the page's "Following" filter) reads: the page's follows. */
export function useFollowsContext(): FollowsState {
  return useContext(FollowsContext);
}

/** The bell's list: refetched when the window regains focus (the live stream's fallback). */
export function useNotifications(enabled: boolean) {
  return useApiQuery({ queryKey: NOTIFICATIONS_KEY, enabled, staleTime: 30_000, refetchOnWindowFocus: true });
}
