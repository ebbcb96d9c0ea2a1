/**
 * "Orders may be delayed" (issue 42, decision 0051): the truck has been open with an order waiting
 * while its order screen has not been seen for a few minutes. On the tracking page it is about the
 * customer's own pending order; on the vendor and preorder pages, about an order placed now.
 */
import { Hourglass } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { t } from '@/lib/i18n';

export function DeskAwayBanner({
  vendor,
  placed = false,
  className,
}: {
  /** The truck's name. */
  vendor: string;
  /** The reader has a pending order there (the tracking page); else they are about to order. */
  placed?: boolean;
  className?: string;
}) {
  return (
    <Banner tone="warning" icon={Hourglass} title={t('deskOffline.delayed.title')} testId="desk-away" className={className}>
      {t(placed ? 'deskOffline.delayed.body' : 'deskOffline.delayed.beforeOrder', { vendor })}
    </Banner>
  );
}
