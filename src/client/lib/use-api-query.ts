/**
 * useQuery for a key named with its route (apiKey): the default query function reads the key's URL,
 * and the answer is typed by the route's schema instead of a type written at the call.
 */
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiRoute } from '@shared/api/index.js';
import type { ApiAnswer, ApiKey } from './api';

export function useApiQuery<R extends ApiRoute, TData = ApiAnswer<R>>(
  options: Omit<UseQueryOptions<ApiAnswer<R>, Error, TData>, 'queryKey' | 'queryFn'> & { queryKey: ApiKey<R> },
): UseQueryResult<TData> {
  return useQuery(options);
}
