/**
 * The summary cards (SPEC §2): revenue, orders, average order value, customer rating; with
 * issue 24 (decision 0022) revenue and orders are completed orders, open orders and profile views
 * have their own cards; with issue 40 the money collected (paid orders, tips apart) and the tips.
 */
import { formatMoney } from '@shared/money.js';
import type { Performance, ReviewStats } from '@shared/schemas/analytics.js';
import { ClipboardList, DollarSign, Eye, HandCoins, Receipt, ShoppingBag, Star, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { formatRating } from './format';
import { Growth } from './growth';

function StatCard({
  label,
  icon,
  value,
  testId,
  children,
}: {
  label: string;
  icon: ReactNode;
  value: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-2 p-4 sm:p-5" data-testid={testId}>
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold text-muted-foreground text-sm leading-tight">{label}</h2>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground [&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="font-extrabold text-2xl tabular-nums tracking-tight sm:text-3xl" data-testid={`${testId}-value`}>
        {value}
      </p>
      <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1 text-muted-foreground text-xs">{children}</div>
    </Card>
  );
}

/** The change against the previous period of the same length, and what the number counts. */
function Trend({ value, days, hint }: { value: number | null; days: number; hint?: string }) {
  return (
    <>
      <Growth value={value} />
      <span>{t('vendorAnalytics.growth.vsPrevious', { days })}</span>
      {hint && <span className="w-full">{hint}</span>}
    </>
  );
}

export function StatCards({
  performance,
  reviews,
  days,
}: {
  performance: Performance;
  reviews: ReviewStats;
  days: number;
}) {
  const reviewCount =
    reviews.totalReviews === 0
      ? t('vendorAnalytics.rating.none')
      : reviews.totalReviews === 1
        ? t('vendorAnalytics.rating.oneReview')
        : t('vendorAnalytics.rating.reviews', { count: reviews.totalReviews });
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        testId="stat-revenue"
        label={t('vendorAnalytics.card.revenue')}
        icon={<DollarSign aria-hidden="true" />}
        value={formatMoney(performance.totalRevenue)}
      >
        <Trend value={performance.revenueGrowth} days={days} hint={t('vendorFirstDay.analytics.revenueHint')} />
      </StatCard>
      <StatCard
        testId="stat-orders"
        label={t('vendorAnalytics.card.orders')}
        icon={<ShoppingBag aria-hidden="true" />}
        value={performance.totalOrders}
      >
        <Trend value={performance.orderGrowth} days={days} hint={t('vendorFirstDay.analytics.ordersHint')} />
      </StatCard>
      <StatCard
        testId="stat-average"
        label={t('vendorAnalytics.card.average')}
        icon={<Receipt aria-hidden="true" />}
        value={formatMoney(performance.avgOrderValue)}
      >
        <Trend value={performance.avgOrderGrowth} days={days} />
      </StatCard>
      <StatCard
        testId="stat-rating"
        label={t('vendorAnalytics.card.rating')}
        icon={<Star aria-hidden="true" />}
        value={
          <>
            {formatRating(reviews.averageRating)}{' '}
            <span className="font-semibold text-muted-foreground text-sm">{t('vendorAnalytics.rating.outOf')}</span>
          </>
        }
      >
        <span className="inline-flex items-center gap-1 font-medium text-sm">
          <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
          {reviewCount}
        </span>
      </StatCard>
      <StatCard
        testId="stat-open"
        label={t('vendorFirstDay.analytics.open')}
        icon={<ClipboardList aria-hidden="true" />}
        value={performance.openOrders}
      >
        <span className="font-medium text-sm">
          {t('vendorFirstDay.analytics.openValue', { value: formatMoney(performance.openValue) })}
        </span>
        <span className="w-full">{t('vendorFirstDay.analytics.openHint')}</span>
      </StatCard>
      <StatCard
        testId="stat-views"
        label={t('vendorFirstDay.analytics.views')}
        icon={<Eye aria-hidden="true" />}
        value={performance.profileViews}
      >
        <Trend value={performance.profileViewsGrowth} days={days} />
      </StatCard>
      <StatCard
        testId="stat-collected"
        label={t('vendorAnalytics.card.collected')}
        icon={<Wallet aria-hidden="true" />}
        value={formatMoney(performance.collected)}
      >
        <span>{t('vendorAnalytics.collectedHint')}</span>
      </StatCard>
      <StatCard testId="stat-tips" label={t('vendorAnalytics.card.tips')} icon={<HandCoins aria-hidden="true" />} value={formatMoney(performance.tips)}>
        <span>{t('vendorAnalytics.tipsHint')}</span>
      </StatCard>
    </div>
  );
}

export function StatCardsSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {[0, 1, 2, 3, 4, 5, 6, 7].map((i) => (
        <Card key={i} className="flex flex-col gap-3 p-4 sm:p-5">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-28" />
          <Skeleton className="h-4 w-32" />
        </Card>
      ))}
    </div>
  );
}
