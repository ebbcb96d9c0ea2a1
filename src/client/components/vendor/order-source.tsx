/**
 * Orders entered at the desk (decision 0026): a 'Walk-up' or 'Phone order' badge, and the name the
 * desk and the kitchen show — the customer's, or the badge's label when none was given.
 */
import type { VendorOrder } from '@shared/schemas/preorders.js';
import { Phone, Store } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

type Sourced = Pick<VendorOrder, 'firstName' | 'lastName' | 'source'>;

/** 'Lupe Ortiz', 'Rosa' (a desk order's first name), or 'Walk-up' / 'Phone order' without one. */
export function orderName(order: Sourced): string {
  const name = `${order.firstName} ${order.lastName}`.trim();
  if (name) return name;
  return order.source === 'phone' ? t('walkUp.source.phone') : t('walkUp.source.walk_up');
}

/** Nothing for an online order. */
export function OrderSourceBadge({ source, className }: { source: VendorOrder['source']; className?: string }) {
  if (source === 'online') return null;
  const Icon = source === 'phone' ? Phone : Store;
  return (
    <Badge variant="grey" className={cn('text-sm', className)} data-testid="order-source">
      <Icon aria-hidden="true" />
      {t(`walkUp.source.${source}`)}
    </Badge>
  );
}
