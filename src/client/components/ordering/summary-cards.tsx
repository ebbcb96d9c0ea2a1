/** The vendor's four preorder cards (SPEC §2): total, pending, ready for pickup, total revenue. */
import { formatMoney } from '@shared/money.js';
import type { PreorderSummary } from '@shared/schemas/preorders.js';
import { type LucideIcon, ClipboardList, Clock, DollarSign, PackageCheck } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

interface StatCard {
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
  testId: string;
}

export function SummaryCards({ summary }: { summary: PreorderSummary | undefined }) {
  const cards: StatCard[] = [
    {
      label: t('vendorPreorders.summary.total'),
      value: summary ? String(summary.total) : '',
      icon: ClipboardList,
      tone: 'bg-primary-soft text-primary-soft-foreground',
      testId: 'summary-total',
    },
    {
      label: t('vendorPreorders.summary.pending'),
      value: summary ? String(summary.pending) : '',
      icon: Clock,
      tone: 'bg-yellow-100 text-yellow-900',
      testId: 'summary-pending',
    },
    {
      label: t('vendorPreorders.summary.ready'),
      value: summary ? String(summary.ready) : '',
      icon: PackageCheck,
      tone: 'bg-green-100 text-green-900',
      testId: 'summary-ready',
    },
    {
      label: t('vendorPreorders.summary.revenue'),
      value: summary ? formatMoney(summary.revenue) : '',
      icon: DollarSign,
      tone: 'bg-accent-soft text-accent-hover',
      testId: 'summary-revenue',
    },
  ];
  return (
    <section aria-label={t('vendorPreorders.summary.label')}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {cards.map(({ label, value, icon: Icon, tone, testId }) => (
          <li
            key={testId}
            className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-warm sm:flex-row sm:items-center sm:p-5"
          >
            <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg', tone)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-muted-foreground text-sm">{label}</p>
              {summary ? (
                <p className="font-extrabold text-2xl tabular-nums tracking-tight" data-testid={testId}>
                  {value}
                </p>
              ) : (
                <Skeleton className="mt-1 h-7 w-16" />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
