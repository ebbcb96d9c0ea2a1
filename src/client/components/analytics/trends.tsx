/** Trends (SPEC §2): revenue growth, order growth with new customers, share who would recommend. */
import type { Feedback, Performance } from '@shared/schemas/analytics.js';
import { HeartHandshake, LineChart, ShoppingBag, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '@/lib/i18n';
import { Growth } from './growth';
import { Panel } from './panel';

function Trend({ icon, label, value, detail, testId }: { icon: ReactNode; label: string; value: ReactNode; detail: ReactNode; testId: string }) {
  return (
    <li className="flex items-center gap-3 py-3 first:pt-0 last:pb-0" data-testid={testId}>
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-muted-foreground [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{label}</p>
        <p className="text-muted-foreground text-sm">{detail}</p>
      </div>
      <div className="shrink-0 text-right">{value}</div>
    </li>
  );
}

export function Trends({
  performance,
  feedback,
  hasReviews,
  days,
}: {
  performance: Performance;
  feedback: Feedback;
  hasReviews: boolean;
  days: number;
}) {
  const newCustomers =
    performance.newCustomers === 1
      ? t('vendorAnalytics.trends.oneNewCustomer')
      : t('vendorAnalytics.trends.newCustomers', { count: performance.newCustomers });
  return (
    <Panel
      testId="trends"
      icon={<LineChart aria-hidden="true" />}
      title={t('vendorAnalytics.trends.title')}
      description={t('vendorAnalytics.trends.description', { days })}
    >
      <ul className="divide-y divide-border">
        <Trend
          testId="trend-revenue"
          icon={<TrendingUp aria-hidden="true" />}
          label={t('vendorAnalytics.trends.revenue')}
          detail={t('vendorAnalytics.growth.vsPrevious', { days })}
          value={<Growth value={performance.revenueGrowth} />}
        />
        <Trend
          testId="trend-orders"
          icon={<ShoppingBag aria-hidden="true" />}
          label={t('vendorAnalytics.trends.orders')}
          detail={newCustomers}
          value={<Growth value={performance.orderGrowth} />}
        />
        <Trend
          testId="trend-recommend"
          icon={<HeartHandshake aria-hidden="true" />}
          label={t('vendorAnalytics.trends.recommend')}
          detail={
            hasReviews
              ? t('vendorAnalytics.trends.recommendValue')
              : t('vendorAnalytics.trends.recommendNone')
          }
          value={
            hasReviews ? (
              <span className="font-extrabold text-xl tabular-nums">
                {t('vendorAnalytics.trends.percent', { value: feedback.recommendationRate })}
              </span>
            ) : (
              <span aria-hidden="true" className="font-extrabold text-muted-foreground text-xl">
                {t('vendorAnalytics.trends.noValue')}
              </span>
            )
          }
        />
      </ul>
    </Panel>
  );
}
