/** The latest loyalty transactions (SPEC §2, §9: 10): description, date, +earned/−spent, balance after. */
import { LOYALTY_HISTORY_LIMIT } from '@shared/constants.js';
import type { LoyaltyTransaction } from '@shared/schemas/loyalty.js';
import { ArrowDownLeft, ArrowUpRight, History } from 'lucide-react';
import { TitledSection } from '@/components/ui/titled-section';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatDateTime } from '@/components/ordering/format';
import { formatCount } from './format';

export function PointsHistory({ transactions }: { transactions: LoyaltyTransaction[] }) {
  const latest = transactions.slice(0, LOYALTY_HISTORY_LIMIT);
  return (
    <TitledSection
      titleId="history-title"
      title={t('loyaltyPage.history.title')}
      icon={History}
      description={latest.length > 0 ? t('loyaltyPage.history.subtitle', { limit: LOYALTY_HISTORY_LIMIT }) : undefined}
    >
      {latest.length === 0 ? (
        <p className="mt-4 rounded-lg bg-sand-50 px-4 py-6 text-center text-muted-foreground">
          {t('loyaltyPage.history.empty')}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-border" data-testid="loyalty-history">
          {latest.map((tx) => {
            const earned = tx.pointsEarned > 0 || (tx.transactionType === 'earned' && tx.pointsSpent === 0);
            const points = earned ? tx.pointsEarned : tx.pointsSpent;
            const Icon = earned ? ArrowDownLeft : ArrowUpRight;
            return (
              <li key={tx.id} className="flex items-center gap-3 py-3" data-testid="loyalty-transaction">
                <span
                  className={cn(
                    'flex size-9 shrink-0 items-center justify-center rounded-full',
                    earned ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
                  )}
                >
                  <Icon className="size-4" aria-hidden="true" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-sm">
                    {tx.description ||
                      (earned ? t('loyaltyPage.history.earnedFallback') : t('loyaltyPage.history.spentFallback'))}
                  </p>
                  <p className="text-muted-foreground text-xs">
                    <time dateTime={tx.createdAt}>{formatDateTime(tx.createdAt)}</time>
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className={cn('font-extrabold tabular-nums', earned ? 'text-green-800' : 'text-red-800')}>
                    <span aria-hidden="true">
                      {earned
                        ? t('loyaltyPage.history.earned', { points: formatCount(points) })
                        : t('loyaltyPage.history.spent', { points: formatCount(points) })}
                    </span>
                    <span className="sr-only">
                      {earned
                        ? t('loyaltyPage.history.earnedSr', { points: formatCount(points) })
                        : t('loyaltyPage.history.spentSr', { points: formatCount(points) })}
                    </span>
                  </p>
                  <p className="text-muted-foreground text-xs tabular-nums">
                    {t('loyaltyPage.history.balanceAfter', { balance: formatCount(tx.currentBalance) })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </TitledSection>
  );
}
