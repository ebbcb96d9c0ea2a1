/**
 * The signed-in user's own vendor (GET /api/my-vendor, DESIGN §4: one nested shape everywhere)
 * and the helpers every vendor screen uses after a change (SPEC §7: the own-vendor data is
 * reloaded after each successful change).
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api';
import { MY_VENDOR_KEY, vendorDetailKey, VENDORS_QUERY_KEY } from '@/lib/query-keys';
import { useApiQuery } from '@/lib/use-api-query';


export function useMyVendor() {
  return useApiQuery({ queryKey: MY_VENDOR_KEY });
}

/** GET /api/my-vendor answers 404 when the user has no vendor profile yet. */
export function isNoProfileError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Reloads the own-vendor data (and the public vendor list and detail that show the same vendor). */
export async function reloadMyVendor(queryClient: QueryClient, vendorId?: number): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: MY_VENDOR_KEY }),
    queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY, exact: true }),
    vendorId === undefined ? undefined : queryClient.invalidateQueries({ queryKey: vendorDetailKey(vendorId) }),
  ]);
}

/** The rewards list of one vendor (owner only). */
