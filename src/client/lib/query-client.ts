/**
 * SPEC §9: results never go stale, nothing is retried or refetched on focus or on a timer.
 * Loaded with the first page other than the landing page (see app.tsx), not with the first route.
 */
import type { User } from '@shared/schemas/auth.js';
import { type DehydratedState, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { getQueryFn } from './api';
import { firstPaintState } from './first-paint';
import { fetchAuthUser, getAuthState, setAuthState } from './use-auth';
import { AUTH_USER_KEY } from './query-keys';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// A page the server drew starts from the answers it was drawn from (src/server/first-paint.ts).
const drawn = firstPaintState();
if (drawn) hydrate(queryClient, drawn.queries as DehydratedState);

// From here on the query cache holds who is signed in (seeded with what the store already knows)
// and the store follows it: setQueryData and invalidateQueries on AUTH_USER_KEY reach useAuth().
const known = getAuthState();
if (!known.isLoading) queryClient.setQueryData(AUTH_USER_KEY, known.user);
new QueryObserver<User | null>(queryClient, { queryKey: AUTH_USER_KEY, queryFn: fetchAuthUser }).subscribe(
  (result) => {
    if (result.isLoading) return;
    setAuthState({ user: result.data ?? null, isLoading: false });
  },
);
