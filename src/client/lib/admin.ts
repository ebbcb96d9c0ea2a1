/**
 * The administrator area's client helpers (SPEC §2 "Admin login and dashboard", §8; DESIGN §5):
 * query keys of the /admin/api reads, the failure handling of an administrator session, and the
 * valley-time dates the schedules (promotions, ads, events) are read and written in.
 */
import { LOGIN_REDIRECT_MS, VALLEY_TIME_ZONE } from '@shared/constants.js';
import { zonedParts } from '@shared/hours.js';
import type { ApiRoute } from '@shared/api/index.js';
import { type QueryClient, type QueryKey, type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useNavigate } from '@/lib/router';
import { type ApiAnswer, type ApiKey, apiKey, errorMessage, isUnauthorizedError } from './api';
import { dateTimeFormat, t } from './i18n';
import { useApiQuery } from './use-api-query';
import { afterNoticeShown, toast } from './use-toast';

/** Query key of GET /admin-status (shared by the admin login and dashboard). */
export const ADMIN_STATUS_KEY = ['/admin-status'] as const;

/**
 * Query keys of the administrator's reads, each also the URL it loads and named with its route
 * (apiKey), so useAdminQuery knows each answer's type from the key.
 */
export const ADMIN_KEYS = {
  stats: apiKey('GET /admin/api/platform-stats', ['/admin/api/platform-stats']),
  loyaltyFlags: apiKey('GET /admin/api/loyalty-flags', ['/admin/api/loyalty-flags']),
  vendors: apiKey('GET /admin/api/vendors', ['/admin/api/vendors']),
  promotions: apiKey('GET /admin/api/promotions', ['/admin/api/promotions']),
  advertisements: apiKey('GET /admin/api/advertisements', ['/admin/api/advertisements']),
  events: apiKey('GET /admin/api/events', ['/admin/api/events']),
  registrations: apiKey('GET /admin/api/event-registrations', ['/admin/api/event-registrations']),
  weather: apiKey('GET /admin/api/weather-recommendations', ['/admin/api/weather-recommendations']),
  attractions: apiKey('GET /admin/api/attractions', ['/admin/api/attractions']),
  challenges: apiKey('GET /admin/api/challenges', ['/admin/api/challenges']),
  reportedPosts: apiKey('GET /admin/api/posts/reported', ['/admin/api/posts/reported']),
  settings: apiKey('GET /admin/api/settings', ['/admin/api/settings']),
} as const satisfies Record<string, QueryKey>;

/** Forgets the admin status and every admin read (after logout, or when the session is gone). */
export function clearAdminQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => {
      const first = query.queryKey[0];
      return typeof first === 'string' && (first === ADMIN_STATUS_KEY[0] || first.startsWith('/admin/api/'));
    },
  });
}

/**
 * An administrator write answered with the row it changed: the row takes its place in the list at
 * once, and the list is read again behind it.
 */
export function replaceAdminRow<T>(queryClient: QueryClient, key: QueryKey, saved: T, idOf: (row: T) => number): void {
  queryClient.setQueryData<T[]>(key, (list) => list?.map((row) => (idOf(row) === idOf(saved) ? saved : row)));
  void queryClient.invalidateQueries({ queryKey: key });
}

/**
 * A change to one row of an administrator list: the answer takes its row's place (replaceAdminRow),
 * a success notice says what happened, then `onSaved`. A failure is useAdminFailure's: a notice with
 * `failed` (or the server's message), or, with `quietFailure`, only handed to it (a form shows it in
 * place).
 */
export function useAdminRowChange<Row, Input>(options: {
  key: QueryKey;
  idOf: (row: Row) => number;
  request: (input: Input) => Promise<Row>;
  notice: (saved: Row) => { title: string; description: string };
  failed: string;
  onSaved?: (saved: Row) => void;
  quietFailure?: (message: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  return useMutation({
    mutationFn: options.request,
    onSuccess: (saved: Row) => {
      replaceAdminRow(queryClient, options.key, saved, options.idOf);
      toast({ ...options.notice(saved), variant: 'success' });
      options.onSaved?.(saved);
    },
    onError: (error) => {
      const message = fail(error, options.failed, { quiet: options.quietFailure !== undefined });
      options.quietFailure?.(message);
    },
  });
}

let redirecting = false;

/**
 * The administrator's session is gone (a 401 from /admin/api): SPEC §8's 'Unauthorized' notice,
 * then back to the administrator login after 500 ms (not /api/login: that is the vendors' login).
 * Several failing calls at once give one notice and one redirect.
 */
function adminLoggedOut(queryClient: QueryClient, navigate: ReturnType<typeof useNavigate>): void {
  if (redirecting) return;
  redirecting = true;
  toast({
    title: t('notice.unauthorized.title'),
    description: t('notice.unauthorized.loggedOut'),
    variant: 'destructive',
  });
  afterNoticeShown(() => {
    redirecting = false;
    clearAdminQueries(queryClient);
    navigate('/secret-login', { replace: true });
  }, LOGIN_REDIRECT_MS);
}

export interface AdminFailureOptions {
  /** Show nothing but the 401 handling (SPEC §8: admin creation forms show no error notice). */
  quiet?: boolean;
}

/**
 * Handles a failed administrator call: a lost session → notice and /secret-login; otherwise an
 * 'Error' notice with the server's message or the fallback (unless `quiet`). Returns the text
 * to show in place, or null when the session was lost.
 */
export function useAdminFailure() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown, fallback: string, options: AdminFailureOptions = {}): string | null => {
      if (isUnauthorizedError(error)) {
        adminLoggedOut(queryClient, navigate);
        return null;
      }
      const message = errorMessage(error, fallback);
      if (!options.quiet) toast({ title: t('notice.error.title'), description: message, variant: 'destructive' });
      return message;
    },
    [queryClient, navigate],
  );
}

/**
 * useQuery for an /admin/api read, its answer typed by the key's route (ADMIN_KEYS); a 401 sends
 * the administrator back to the login.
 */
export function useAdminQuery<R extends ApiRoute>(queryKey: ApiKey<R>): UseQueryResult<ApiAnswer<R>> {
  return useAdminSession(useApiQuery({ queryKey }));
}

/** Watches an /admin/api read: a 401 sends the administrator back to the login. */
export function useAdminSession<Q extends UseQueryResult<unknown>>(query: Q): Q {
  const fail = useAdminFailure();
  const { error } = query;
  useEffect(() => {
    if (error && isUnauthorizedError(error)) fail(error, '', { quiet: true });
  }, [error, fail]);
  return query;
}

// ---------------------------------------------------------------- valley dates and schedules

// A plain date sent for a schedule means that whole day in the valley (VALLEY_TIME_ZONE), so
// dates are shown and edited in it too.

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment → 'YYYY-MM-DD' as the valley's calendar reads it (the value of a date input). */
export function toValleyDate(moment: Date | string): string {
  const p = zonedParts(typeof moment === 'string' ? new Date(moment) : moment, VALLEY_TIME_ZONE);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today's date in the valley, plus `days`. */
export function valleyDate(days = 0, now: Date = new Date()): string {
  return toValleyDate(new Date(now.getTime() + days * 24 * 60 * 60 * 1000));
}

const dayFormat = () =>
  dateTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: VALLEY_TIME_ZONE,
});
const momentFormat = () =>
  dateTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: VALLEY_TIME_ZONE,
});

/** 'May 1, 2026' in valley time. */
export function formatDay(iso: string): string {
  return dayFormat().format(new Date(iso));
}

/** 'May 1, 2026, 9:30 AM' in valley time. */
export function formatMoment(iso: string): string {
  return momentFormat().format(new Date(iso));
}

/** 'May 1, 2026 – May 31, 2026' (one day: just the day). */
export function formatDayRange(startIso: string, endIso: string): string {
  const start = formatDay(startIso);
  const end = formatDay(endIso);
  return start === end ? start : t('adminUi.common.range', { start, end });
}

