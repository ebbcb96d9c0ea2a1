/**
 * Vendor analytics (SPEC §2 "Vendor analytics", §3, §9; DESIGN §6): period buttons 7/30/90 days
 * (default 30), four summary cards, popular items, peak hours, customer feedback and trends.
 * 'Access Required' for anyone who is not a signed-in vendor. Charts come from recharts, which
 * only this route's chunk loads.
 */
import { ANALYTICS_PERIODS_DAYS, DEFAULT_ANALYTICS_PERIOD_DAYS } from '@shared/constants.js';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Feedback } from '@/components/analytics/feedback';
import { PanelSkeleton } from '@/components/analytics/panel';
import { PeakHours } from '@/components/analytics/peak-hours';
import { PopularItems } from '@/components/analytics/popular-items';
import { StatCards, StatCardsSkeleton } from '@/components/analytics/stat-cards';
import { Trends } from '@/components/analytics/trends';
import { LoadFailed, useVendorAccess, VendorAccessStates, VendorPage } from '@/components/analytics/vendor-access';
import { api, handleUnauthorized, isUnauthorizedError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

type Period = (typeof ANALYTICS_PERIODS_DAYS)[number];

/** The five analytics reads; the three period-bound ones keep showing the last answer while the next loads. */
function useAnalytics(vendorId: number, days: Period) {
  const base = `/api/vendors/${vendorId}`;
  const params = { id: vendorId };
  const byPeriod = { placeholderData: keepPreviousData } as const;
  const performance = useQuery({
    queryKey: [base, 'analytics/performance', { days }],
    queryFn: ({ signal }) => api('GET /api/vendors/:id/analytics/performance', { params, query: { days } }, { signal }),
    ...byPeriod,
  });
  const popular = useQuery({
    queryKey: [base, 'analytics/popular-items', { days }],
    queryFn: ({ signal }) => api('GET /api/vendors/:id/analytics/popular-items', { params, query: { days } }, { signal }),
    ...byPeriod,
  });
  const peak = useQuery({
    queryKey: [base, 'analytics/peak-hours', { days }],
    queryFn: ({ signal }) => api('GET /api/vendors/:id/analytics/peak-hours', { params, query: { days } }, { signal }),
    ...byPeriod,
  });
  const feedback = useQuery({
    queryKey: [base, 'analytics/feedback'],
    queryFn: ({ signal }) => api('GET /api/vendors/:id/analytics/feedback', { params }, { signal }),
  });
  const reviews = useQuery({
    queryKey: [base, 'preorder-review-stats'],
    queryFn: ({ signal }) => api('GET /api/vendors/:id/preorder-review-stats', { params }, { signal }),
  });
  const all = [performance, popular, peak, feedback, reviews];
  const failed = all.find((q) => q.isError);
  return {
    performance: performance.data,
    popular: popular.data,
    peak: peak.data,
    feedback: feedback.data,
    reviews: reviews.data,
    isLoading: all.some((q) => q.data === undefined && q.isPending),
    isUpdating: all.some((q) => q.isPlaceholderData || (q.isFetching && q.data !== undefined)),
    error: failed?.error ?? null,
    retry: () => {
      for (const q of all) if (q.isError) void q.refetch();
    },
  };
}

function PeriodButtons({ value, onChange }: { value: Period; onChange: (days: Period) => void }) {
  return (
    <fieldset className="inline-flex self-start rounded-xl bg-secondary p-1 sm:self-auto">
      <legend className="sr-only">{t('vendorAnalytics.period.label')}</legend>
      {ANALYTICS_PERIODS_DAYS.map((days) => {
        const active = days === value;
        return (
          <button
            key={days}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(days)}
            className={cn(
              'h-9 cursor-pointer whitespace-nowrap rounded-lg px-3 font-semibold text-sm transition-colors sm:px-4',
              active ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {t('vendorAnalytics.period.option', { days })}
          </button>
        );
      })}
    </fieldset>
  );
}

function AnalyticsBody({ vendorId, businessName }: { vendorId: number; businessName: string }) {
  const [days, setDays] = useState<Period>(DEFAULT_ANALYTICS_PERIOD_DAYS as Period);
  const data = useAnalytics(vendorId, days);
  const loggedOut = isUnauthorizedError(data.error);

  useEffect(() => {
    if (loggedOut) return handleUnauthorized();
  }, [loggedOut]);

  const ready = data.performance && data.popular && data.peak && data.feedback && data.reviews;
  const hasReviews = (data.reviews?.totalReviews ?? 0) > 0;

  return (
    <>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-extrabold text-3xl tracking-tight">{t('vendorAnalytics.title')}</h1>
          <p className="mt-1 text-muted-foreground">
            {t('vendorAnalytics.subtitle', { business: businessName, days })}
          </p>
        </div>
        <PeriodButtons value={days} onChange={setDays} />
      </div>
      <p role="status" className="sr-only">
        {data.isLoading || data.isUpdating ? t('vendorAnalytics.loading') : t('vendorAnalytics.period.showing', { days })}
      </p>

      {data.error && !loggedOut && (
        <div className="mt-6">
          <LoadFailed message={t('vendorAnalytics.loadFailed')} onRetry={data.retry} />
        </div>
      )}

      {ready ? (
        <div
          aria-busy={data.isUpdating}
          data-testid="analytics-content"
          className={cn('mt-6 flex flex-col gap-4 transition-opacity sm:gap-6', data.isUpdating && 'opacity-70')}
        >
          <StatCards performance={data.performance!} reviews={data.reviews!} days={days} />
          <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
            <PopularItems items={data.popular!} days={days} />
            <PeakHours hours={data.peak!} days={days} />
            <Feedback feedback={data.feedback!} hasReviews={hasReviews} />
            <Trends performance={data.performance!} feedback={data.feedback!} hasReviews={hasReviews} days={days} />
          </div>
        </div>
      ) : (
        !data.error && (
          <div className="mt-6 flex flex-col gap-4 sm:gap-6">
            <StatCardsSkeleton />
            <div className="grid gap-4 sm:gap-6 lg:grid-cols-2">
              <PanelSkeleton />
              <PanelSkeleton />
            </div>
          </div>
        )
      )}
    </>
  );
}

export function VendorAnalytics() {
  useDocumentTitle(t('vendorAnalytics.title'));
  const access = useVendorAccess();

  return (
    <VendorPage access={access}>
      {access.state === 'vendor' ? (
        <AnalyticsBody vendorId={access.data.vendor.id} businessName={access.data.vendor.businessName} />
      ) : (
        <>
          <h1 className="font-extrabold text-3xl tracking-tight">{t('vendorAnalytics.title')}</h1>
          <VendorAccessStates
            access={access}
            loadingLabel={t('vendorAnalytics.loading')}
            title={t('vendorAnalytics.accessRequired')}
            visitorBody={t('vendorAnalytics.accessVisitor')}
            noProfileBody={t('vendorAnalytics.accessNoProfile')}
          />
        </>
      )}
    </VendorPage>
  );
}
