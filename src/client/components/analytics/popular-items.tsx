/** Top 5 popular items (SPEC §2, §9): name, order count, revenue and average rating. */
import { formatMoney } from '@shared/money.js';
import type { PopularItem } from '@shared/schemas/analytics.js';
import { Star, UtensilsCrossed } from 'lucide-react';
import { t } from '@/lib/i18n';
import { formatRating } from './format';
import { Panel, PanelEmpty } from './panel';

/** The table's columns and their alignment: the item's name left, the numbers right. */
const COLUMNS = [
  ['item', 'pb-2 font-semibold'],
  ['orders', 'px-2 pb-2 text-right font-semibold'],
  ['revenue', 'px-2 pb-2 text-right font-semibold'],
  ['rating', 'pb-2 text-right font-semibold'],
] as const;

export function PopularItems({ items, days }: { items: PopularItem[]; days: number }) {
  const top = Math.max(1, ...items.map((i) => i.orderCount));
  return (
    <Panel
      testId="popular-items"
      icon={<UtensilsCrossed aria-hidden="true" />}
      title={t('vendorAnalytics.popular.title')}
      description={t('vendorAnalytics.popular.description')}
    >
      {items.length === 0 ? (
        <PanelEmpty>{t('vendorAnalytics.popular.empty', { days })}</PanelEmpty>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('vendorAnalytics.popular.title')}</caption>
          <thead>
            <tr className="border-border border-b text-left text-muted-foreground text-xs">
              {COLUMNS.map(([column, className]) => (
                <th key={column} scope="col" className={className}>
                  {t(`vendorAnalytics.popular.col.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.name} className="border-border border-b last:border-b-0">
                <th scope="row" className="py-3 pr-2 text-left align-top font-semibold">
                  <span className="flex items-start gap-2">
                    <span
                      aria-hidden="true"
                      className="mt-px flex size-5 shrink-0 items-center justify-center rounded-full bg-secondary font-bold text-[11px] text-muted-foreground"
                    >
                      {index + 1}
                    </span>
                    <span className="min-w-0 break-words">{item.name}</span>
                  </span>
                  <span aria-hidden="true" className="mt-2 ml-7 block h-1.5 rounded-full bg-secondary">
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${Math.round((item.orderCount / top) * 100)}%` }}
                    />
                  </span>
                </th>
                <td className="px-2 py-3 text-right align-top tabular-nums">{item.orderCount}</td>
                <td className="px-2 py-3 text-right align-top tabular-nums">{formatMoney(item.revenue)}</td>
                <td className="py-3 text-right align-top tabular-nums">
                  {item.avgRating > 0 ? (
                    <span className="inline-flex items-center gap-1">
                      <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
                      {formatRating(item.avgRating)}
                    </span>
                  ) : (
                    <span className="text-muted-foreground">{t('vendorAnalytics.popular.noRating')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
