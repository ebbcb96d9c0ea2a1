/**
 * One review as customers and the vendor see it (issue 19 item 1): stars, date, the comment as
 * plain text (React escapes it; links stay text), up to 4 photos, "Verified purchase", "edited",
 * and the vendor's public reply under it.
 */
import type { PublicReview } from '@shared/schemas/reviews.js';
import { BadgeCheck, MessageSquareReply, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { PhotoLinks } from '@/components/photo-links';
import { dateTimeFormat, t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const reviewDate = () => dateTimeFormat({ dateStyle: 'medium' });

export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span className={cn('inline-flex items-center', className)} role="img" aria-label={t('discovery.detail.stars', { rating })}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn('size-3.5', n <= rating ? 'fill-amber-400 text-amber-600' : 'fill-transparent text-stone-300')}
        />
      ))}
    </span>
  );
}

export function ReviewCard({
  review,
  vendorName,
  mine = false,
  children,
}: {
  review: PublicReview;
  vendorName: string;
  /** The signed-in customer's own review (marked as theirs). */
  mine?: boolean;
  /** Under the review: the vendor's reply form, say. */
  children?: ReactNode;
}) {
  const author = review.authorName || t('discovery.detail.anonymous');
  return (
    <li data-testid="review" data-review-id={review.id} className={cn('rounded-lg border border-border bg-sand-50 p-3', mine && 'border-primary/40')}>
      <div className="flex items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <span className="text-muted-foreground text-xs">
          {reviewDate().format(new Date(review.createdAt))}
          {review.edited && ` · ${t('reviews.edited')}`}
        </span>
      </div>
      {review.comment && <p className="mt-1.5 whitespace-pre-line break-words text-sm leading-relaxed">{review.comment}</p>}
      {review.photos.length > 0 && (
        <PhotoLinks
          urls={review.photos}
          alt={(i) => t('reviews.photoAlt', { number: i + 1, author })}
          className="mt-2"
          testId="review-photos"
        />
      )}
      <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-muted-foreground text-xs">
        <span>{mine ? t('reviews.yours') : author}</span>
        {review.isVerifiedPurchase && (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900">
            <BadgeCheck className="size-3.5" aria-hidden="true" />
            {t('reviews.verified')}
          </span>
        )}
      </p>
      {review.vendorReply && (
        <div className="mt-2 rounded-md border-primary/50 border-l-4 bg-white px-3 py-2 text-sm" data-testid="vendor-reply">
          <p className="flex items-center gap-1.5 font-semibold text-xs">
            <MessageSquareReply className="size-3.5 text-primary" aria-hidden="true" />
            {t('reviews.reply', { vendor: vendorName })}
          </p>
          <p className="mt-1 whitespace-pre-line break-words leading-relaxed">{review.vendorReply.text}</p>
        </div>
      )}
      {children}
    </li>
  );
}
