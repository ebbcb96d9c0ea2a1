/**
 * Reviews in the vendor dialog (issue 19 item 1): the latest ones from the vendor's detail, then
 * "Show more reviews" a page at a time (GET /api/vendors/:id/reviews, cursor pages); "Write a
 * review" / "Edit your review" for a signed-in customer who ordered here (the form loads when
 * asked; others are told how reviews come from orders), "Sign in to write a review" for a visitor. Browser-only parts wait for hydration (decision 0039).
 */
import { REVIEWS_PAGE_SIZE } from '@shared/constants.js';
import type { PublicReview } from '@shared/schemas/reviews.js';
import type { VendorDetail } from '@shared/schemas/vendors.js';
import { LogIn, PencilLine, Star } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loginUrl } from '@/lib/api';
import { t } from '@/lib/i18n';
import { myReviewKey } from '@/lib/query-keys';
import { useApiQuery } from '@/lib/use-api-query';
import { useAuth } from '@/lib/use-auth';
import { useHydrated } from '@/lib/use-hydrated';
import { ReviewCard } from './review-card';
import { useReviewPages } from './use-review-pages';

const ReviewForm = lazy(() => import('./review-form'));

export function ReviewsSection({ detail, title }: { detail: VendorDetail; title: (text: string) => ReactNode }) {
  const vendorId = detail.vendor.id;
  const vendorName = detail.vendor.businessName;
  const { user } = useAuth();
  const hydrated = useHydrated();
  const signedIn = hydrated && !!user;
  const [writing, setWriting] = useState(false);
  const [showMore, setShowMore] = useState(false);

  const mine = useApiQuery({ queryKey: myReviewKey(vendorId), enabled: signedIn, staleTime: 60_000 });
  const own = mine.data?.review ?? null;
  const pages = useReviewPages(vendorId, { enabled: showMore, staleTime: 60_000 });

  // The detail's latest reviews, then the pages asked for, each review once, newest first.
  const reviews = useMemo(() => {
    const seen = new Set<string>();
    const all: PublicReview[] = [];
    for (const r of [...detail.reviews, ...(pages.data?.pages.flatMap((p) => p.reviews) ?? [])]) {
      if (seen.has(r.id)) continue;
      seen.add(r.id);
      all.push(r);
    }
    return all;
  }, [detail.reviews, pages.data]);
  // The first pages repeat the detail's latest reviews: keep asking until one brings something new.
  const pagesLoaded = pages.data?.pages.length ?? 0;
  useEffect(() => {
    if (showMore && pages.hasNextPage && !pages.isFetching && pagesLoaded * REVIEWS_PAGE_SIZE < detail.reviews.length) {
      void pages.fetchNextPage();
    }
  }, [showMore, pages.hasNextPage, pages.isFetching, pagesLoaded, detail.reviews.length, pages.fetchNextPage]);
  const moreToShow = showMore ? pages.hasNextPage : detail.reviewCount > detail.reviews.length;

  return (
    <section data-testid="vendor-reviews">
      {title(t('discovery.detail.reviews'))}
      {hydrated && (
        <div className="mb-3">
          {writing ? (
            <Suspense fallback={<Skeleton className="h-64" />}>
              <ReviewForm vendorId={vendorId} vendorName={vendorName} existing={own} onDone={() => setWriting(false)} />
            </Suspense>
          ) : user && mine.data && !mine.data.canReview ? (
            // Only customers who ordered here review it (decision 0042): say how, instead of a form that is refused.
            <p data-testid="review-purchase-required" className="text-muted-foreground text-sm">
              {t('reviews.error.purchaseRequired')}
            </p>
          ) : user ? (
            <Button variant="outline" size="sm" onClick={() => setWriting(true)} disabled={mine.isLoading}>
              {own ? <PencilLine aria-hidden="true" /> : <Star aria-hidden="true" />}
              {own ? t('reviews.edit') : t('reviews.write')}
            </Button>
          ) : (
            <Button asChild variant="outline" size="sm">
              <a href={loginUrl(`${window.location.pathname}${window.location.search}`)}>
                <LogIn aria-hidden="true" />
                {t('reviews.signIn')}
              </a>
            </Button>
          )}
        </div>
      )}
      {reviews.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('reviews.empty')}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {reviews.map((r) => (
            <ReviewCard key={r.id} review={r} vendorName={vendorName} mine={own?.id === r.id} />
          ))}
        </ul>
      )}
      {pages.isError && (
        <p role="alert" className="mt-3 text-destructive text-sm">
          {t('reviews.moreFailed')}
        </p>
      )}
      {moreToShow && (
        <Button
          variant="ghost"
          size="sm"
          className="mt-3"
          disabled={pages.isFetching}
          onClick={() => (showMore ? pages.fetchNextPage() : setShowMore(true))}
        >
          {pages.isFetching ? t('reviews.loadingMore') : t('reviews.more')}
        </Button>
      )}
    </section>
  );
}
