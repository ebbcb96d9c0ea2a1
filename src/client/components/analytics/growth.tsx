import { Minus, Sparkles, TrendingDown, TrendingUp } from 'lucide-react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatNumber } from './format';

/**
 * Percent change against the previous period: an arrow, a sign and the number (so the direction
 * never rests on colour alone), green up, red down, neutral when unchanged; "New" (null) when the
 * previous period was empty and this one is not (decision 0022).
 */
export function Growth({ value, className }: { value: number | null; className?: string }) {
  const direction = value === null ? 'new' : value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  const Icon = direction === 'new' ? Sparkles : direction === 'up' ? TrendingUp : direction === 'down' ? TrendingDown : Minus;
  const text =
    value === null
      ? t('vendorFirstDay.analytics.new')
      : direction === 'flat'
        ? t('vendorAnalytics.growth.flat')
        : t(`vendorAnalytics.growth.${direction as 'up' | 'down'}`, { value: formatNumber(Math.abs(value)) });
  return (
    <span
      data-direction={direction}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-sm',
        (direction === 'up' || direction === 'new') && 'bg-green-50 text-green-800',
        direction === 'down' && 'bg-red-50 text-red-800',
        direction === 'flat' && 'bg-secondary text-muted-foreground',
        className,
      )}
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      {text}
    </span>
  );
}
