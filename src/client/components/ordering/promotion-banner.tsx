/**
 * Issue 44: the vendor's live promotion on its preorder page — what it takes off and until when;
 * the checkout takes it off the order (checkout-form.tsx), as the server does.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import type { VendorPromotion } from '@shared/schemas/vendors.js';
import { BadgePercent } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { dateTimeFormat, t } from '@/lib/i18n';
import { promotionDiscountText } from '@/lib/promotion-text';

export function PromotionBanner({ promotion }: { promotion: VendorPromotion }) {
  const until = dateTimeFormat({ month: 'long', day: 'numeric', timeZone: VALLEY_TIME_ZONE }).format(new Date(promotion.endDate));
  return (
    <Banner
      tone="accent"
      icon={BadgePercent}
      title={t('promotion.banner.title', { title: promotion.title, discount: promotionDiscountText(promotion.discountValue) ?? '' })}
      testId="vendor-promotion"
    >
      <span className="block">{promotion.description}</span>
      <span className="block font-semibold">{t('promotion.banner.when', { date: until })}</span>
    </Banner>
  );
}
