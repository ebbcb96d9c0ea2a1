/**
 * The heart on a vendor card and in the vendor dialog (issue 18 item 2): follows or stops
 * following for a signed-in customer (at once, put right if the server refuses); a visitor is
 * sent to sign in and comes back to this page.
 */
import type { FollowedVendor } from '@shared/schemas/follows.js';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { api, redirectToLogin, showErrorNotice } from '@/lib/api';
import { FOLLOWS_KEY, useFollowsContext } from '@/lib/follows';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';

/**
 * Follows (`on`) or stops following at once, put right by the refetch if the server refuses. A
 * plain function rather than a mutation hook: the map home has a heart on every card, and a
 * mutation observer each was work for a phone while the list hydrates.
 */
async function setFollowing(queryClient: QueryClient, vendorId: number, vendorName: string, on: boolean): Promise<void> {
  await queryClient.cancelQueries({ queryKey: FOLLOWS_KEY });
  queryClient.setQueryData<FollowedVendor[]>(FOLLOWS_KEY, (old = []) => {
    const others = old.filter((f) => f.vendorId !== vendorId);
    return on ? [{ vendorId, businessName: vendorName, cuisine: '', followedAt: new Date().toISOString() }, ...others] : others;
  });
  try {
    const params = { id: vendorId };
    await (on ? api('PUT /api/vendors/:id/follow', { params }) : api('DELETE /api/vendors/:id/follow', { params }));
    toast({ title: on ? t('follows.followed', { vendor: vendorName }) : t('follows.unfollowed', { vendor: vendorName }) });
  } catch (error) {
    showErrorNotice(error, t('follows.failed'));
  } finally {
    void queryClient.invalidateQueries({ queryKey: FOLLOWS_KEY });
  }
}

export function FollowButton({
  vendorId,
  vendorName,
  tone = 'card',
  className,
}: {
  vendorId: number;
  vendorName: string;
  /** 'banner': white, on the dialog's coloured header. */
  tone?: 'card' | 'banner';
  className?: string;
}) {
  const { user, ids } = useFollowsContext();
  const queryClient = useQueryClient();
  const following = ids.has(vendorId);
  return (
    <button
      type="button"
      aria-pressed={following}
      aria-label={t('follows.follow', { vendor: vendorName })}
      data-testid="follow-button"
      onClick={() => {
        if (user === null) redirectToLogin();
        else if (user) void setFollowing(queryClient, vendorId, vendorName, !following);
      }}
      className={cn(
        'relative z-20 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full transition-colors',
        tone === 'banner' ? 'text-white hover:bg-white/15 focus-visible:outline-white' : 'text-primary hover:bg-primary-soft',
        className,
      )}
    >
      <Heart className={cn('size-5', following && 'fill-current')} aria-hidden="true" />
    </button>
  );
}
