/**
 * Query keys named with the route they read (apiKey). Its own module with no imports at run time:
 * query-keys.ts is on the first routes' script (hydrate-on-intent), which must not take the whole
 * API client with it (decision 0047's budget; lib/api.ts re-exports these for everyone else).
 */
import type { ApiRoute } from '@shared/api/index.js';

declare const reads: unique symbol;
/**
 * A query key read by the default query function: the key is the URL it reads (queryKeyToUrl),
 * and `R` the route that URL is, so `useApiQuery` knows the answer's type from the key alone.
 */
export type ApiKey<R extends ApiRoute = ApiRoute> = readonly unknown[] & { readonly [reads]?: R };

const routeOfKeys = new WeakMap<object, ApiRoute>();

/**
 * Names the route a query key reads: `apiKey('GET /api/vendors/:id', ['/api/vendors', id])`.
 * The key itself is returned unchanged (writes invalidate by its prefixes); test/unit/api.test.ts
 * checks each key's URL is its route's path.
 */
export function apiKey<R extends ApiRoute, const K extends readonly unknown[]>(route: R, key: K): K & ApiKey<R> {
  routeOfKeys.set(key, route);
  return key;
}

/** The route a key was named with (apiKey), for the test that holds keys to their routes. */
export const routeOfKey = (key: readonly unknown[]): ApiRoute | undefined => routeOfKeys.get(key);
