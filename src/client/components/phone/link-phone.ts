/**
 * Linking a phone to the signed-in account (POST /api/me/phone; decision 0016), the one place the
 * pages that link do it: without a number it links this browser's verified phone, so a phone
 * just confirmed here needs no second code (issue 44); with one (typed and confirmed by a code) it
 * links that. Afterwards everything that reads the linked phone is asked again: the account's
 * orders and points (/loyalty-program) and the challenge progress and badge shelf (/challenges,
 * /profile).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { ACCOUNT_LOYALTY_KEY, ACCOUNT_ORDERS_KEY, CHALLENGES_KEY, MY_CHALLENGES_KEY, PHONE_ME_KEY } from '@/lib/query-keys';

/** `link()` links this browser's verified phone; `link(phone)` a phone just confirmed by its code. */
export function useLinkPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone?: string) => api('POST /api/me/phone', { body: phone ? { phone } : {} }),
    onSuccess: async () => {
      await Promise.all(
        [ACCOUNT_ORDERS_KEY, ACCOUNT_LOYALTY_KEY, MY_CHALLENGES_KEY, CHALLENGES_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    onError: (error) => {
      // This browser's phone session ended meanwhile: what it says about the phone is asked again.
      if (isApiError(error, 401, 'phone_unverified')) void queryClient.invalidateQueries({ queryKey: PHONE_ME_KEY });
    },
  });
}

/** What went wrong linking, by status and code. */
export function linkErrorText(error: unknown): string {
  if (isApiError(error, 409, 'phone_taken')) return t('phoneUi.account.taken');
  if (isApiError(error, 401, 'phone_unverified')) return t('phoneUi.account.needsCode');
  return errorMessage(error, t('errors.internal'));
}
