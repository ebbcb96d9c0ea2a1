/**
 * How a promotion's discount reads (issue 44): '15.00' → '15% off', '12.50' → '12.5% off'; null or
 * 0 → null. One home for the map home's promotions, the vendor's page and its checkout.
 */
import { t } from '@/lib/i18n';

export function promotionDiscountText(value: string | null): string | null {
  if (value === null) return null;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) return null;
  return t('discovery.promotions.percentOff', { value: String(Number(n.toFixed(2))) });
}
