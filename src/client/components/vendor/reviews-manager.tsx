/**
 * The vendor's reviews on the dashboard (issue 19 item 1): every review, newest first, a page at a
 * time, each with "Reply" until the vendor has answered it once, publicly.
 */
import { VENDOR_REPLY_MAX } from '@shared/constants.js';
import type { PublicReview } from '@shared/schemas/reviews.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSquareReply, Star } from 'lucide-react';
import { useId, useState } from 'react';
import { ReviewCard } from '@/components/reviews/review-card';
import { useReviewPages } from '@/components/reviews/use-review-pages';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { vendorDetailKey } from '@/lib/query-keys';
import { toast } from '@/lib/use-toast';
import { DashboardSection } from './dashboard-section';

export function ReviewsManager({ vendorId, vendorName }: { vendorId: number; vendorName: string }) {
  const pages = useReviewPages(vendorId);
  const reviews = pages.data?.pages.flatMap((p) => p.reviews) ?? [];
  return (
    <DashboardSection title={t('reviews.vendor.title')} description={t('reviews.vendor.description')} icon={Star}>
      {pages.isPending ? (
        <Skeleton className="h-24" />
      ) : pages.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {t('reviews.vendor.loadFailed')}
        </p>
      ) : reviews.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('reviews.vendor.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="vendor-reviews-manager">
          {reviews.map((r) => (
            <ReviewCard key={r.id} review={r} vendorName={vendorName}>
              {!r.vendorReply && <ReplyForm vendorId={vendorId} review={r} />}
            </ReviewCard>
          ))}
        </ul>
      )}
      {pages.hasNextPage && (
        <Button variant="ghost" size="sm" className="mt-3" disabled={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()}>
          {pages.isFetchingNextPage ? t('reviews.loadingMore') : t('reviews.more')}
        </Button>
      )}
    </DashboardSection>
  );
}

function ReplyForm({ vendorId, review }: { vendorId: number; review: PublicReview }) {
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const author = review.authorName || t('discovery.detail.anonymous');
  const send = useMutation({
    mutationFn: () => api('PUT /api/vendors/:id/reviews/:reviewId/reply', { params: { id: vendorId, reviewId: review.id }, body: { reply: text } }),
    onSuccess: () => {
      toast({ title: t('reviews.vendor.posted'), variant: 'success' });
      setOpen(false);
    },
    onError: (err) => showErrorNotice(err, t('reviews.vendor.failed'), { preferServerMessage: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorDetailKey(vendorId) }),
  });
  if (!open) {
    return (
      <Button variant="outline" size="sm" className="mt-2" onClick={() => setOpen(true)}>
        <MessageSquareReply aria-hidden="true" />
        {t('reviews.vendor.reply')}
      </Button>
    );
  }
  return (
    <form
      noValidate
      className="mt-2 flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const reply = text.trim();
        if (!reply) return setError(t('reviews.validation.replyRequired'));
        if (reply.length > VENDOR_REPLY_MAX) return setError(t('reviews.validation.replyTooLong'));
        setError(undefined);
        send.mutate();
      }}
    >
      <Label htmlFor={id}>{t('reviews.vendor.replyLabel', { author })}</Label>
      <Textarea
        id={id}
        rows={3}
        value={text}
        placeholder={t('reviews.vendor.replyPlaceholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={send.isPending}>
          {t('reviews.vendor.send')}
        </Button>
      </div>
    </form>
  );
}
