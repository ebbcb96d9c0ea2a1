/**
 * The verified-phone session of this browser (DESIGN §10.1): GET /api/phone/me → {phone} or 401
 * `phone_unverified` (read as null), and "Not you?" → POST /api/phone/signout.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getQueryFn } from '@/lib/api';
import { LOYALTY_KEYS, PHONE_ME_KEY, PHONE_ORDERS_KEY } from '@/lib/query-keys';

export interface VerifiedPhone {
  /** Normalised digits. */
  phone: string;
}


/** Who this browser is verified as: `data` is {phone}, null (nobody) or undefined while loading. */
export function usePhoneSession(enabled = true) {
  return useQuery<VerifiedPhone | null>({
    queryKey: PHONE_ME_KEY,
    enabled,
    queryFn: getQueryFn<VerifiedPhone | null>({ on401: 'returnNull' }),
  });
}

/** Ends the verified-phone session; `onDone` runs once the server has forgotten it. */
export function usePhoneSignOut(onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/phone/signout'),
    onSuccess: () => {
      queryClient.setQueryData(PHONE_ME_KEY, null);
      // Nothing read with the old phone stays on screen or in the cache.
      queryClient.removeQueries({ queryKey: LOYALTY_KEYS.all });
      queryClient.removeQueries({ queryKey: PHONE_ORDERS_KEY });
      onDone?.();
    },
  });
}
