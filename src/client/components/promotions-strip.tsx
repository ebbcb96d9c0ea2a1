/**
 * The administrator's live promotions on the map home (DESIGN §5): title, description, type
 * badge and discount, from GET /api/promotions/active. Renders nothing when there is none or the
 * endpoint is not there.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import type { PromotionType, PublicPromotion } from '@shared/schemas/admin.js';
import { BadgePercent, Gift, Sparkles, Tag } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { dateTimeFormat, t } from '@/lib/i18n';
import { promotionDiscountText } from '@/lib/promotion-text';
import { PROMOTIONS_QUERY_KEY } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { useApiQuery } from '@/lib/use-api-query';


const TYPE_STYLE: Record<PromotionType, { icon: LucideIcon; badge: string }> = {
  discount: { icon: BadgePercent, badge: 'bg-primary-soft text-primary-soft-foreground' },
  bogo: { icon: Tag, badge: 'bg-accent-soft text-accent-hover' },
  free_item: { icon: Gift, badge: 'bg-green-100 text-green-900' },
  featured: { icon: Sparkles, badge: 'bg-amber-100 text-amber-900' },
};

const dateFormat = () => dateTimeFormat({ month: 'short', day: 'numeric', timeZone: VALLEY_TIME_ZONE });

function PromotionCard({ promotion }: { promotion: PublicPromotion }) {
  const style = TYPE_STYLE[promotion.type] ?? TYPE_STYLE.discount;
  const Icon = style.icon;
  const discount = promotionDiscountText(promotion.discountValue);
  return (
    <li
      className="flex w-[min(17rem,80vw)] shrink-0 snap-start flex-col gap-1.5 rounded-xl border border-terracotta-100 bg-gradient-to-br from-terracotta-50 to-card p-3 shadow-sm"
      data-testid="promotion"
    >
      <div className="flex items-center justify-between gap-2">
        <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold text-xs', style.badge)}>
          <Icon className="size-3" aria-hidden="true" />
          {t(`discovery.promotions.type.${promotion.type}`)}
        </span>
        {discount && <span className="font-extrabold text-lg text-primary leading-none">{discount}</span>}
      </div>
      <h3 className="font-bold text-foreground text-sm leading-snug">{promotion.title}</h3>
      <p className="line-clamp-2 text-muted-foreground text-xs leading-relaxed">{promotion.description}</p>
      <p className="mt-auto text-muted-foreground text-xs">
        {t('discovery.promotions.until', { date: dateFormat().format(new Date(promotion.endDate)) })}
      </p>
      {/* Issue 44: a promotion tied to a vendor leads to its preorder page, where it is applied. */}
      {promotion.vendorId !== null && promotion.vendorName && (
        <a href={`/guest-preorder?vendor=${promotion.vendorId}`} className="font-semibold text-primary text-sm underline-offset-2 hover:underline" data-testid="promotion-vendor">
          {t('discovery.promotions.orderFrom', { vendor: promotion.vendorName })}
        </a>
      )}
    </li>
  );
}

export function PromotionsStrip({ className }: { className?: string }) {
  const { data } = useApiQuery({ queryKey: PROMOTIONS_QUERY_KEY });
  const promotions = Array.isArray(data) ? data : [];
  if (promotions.length === 0) return null;
  return (
    <section aria-labelledby="promotions-heading" className={cn('flex flex-col gap-2', className)}>
      <h2 id="promotions-heading" className="font-bold text-muted-foreground text-xs uppercase tracking-wider">
        {t('discovery.promotions.label')}
      </h2>
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling row must be reachable by keyboard (axe scrollable-region-focusable)
        tabIndex={0}
        aria-labelledby="promotions-heading"
        className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-1 [scrollbar-width:thin]">
        {promotions.map((p) => (
          <PromotionCard key={p.id} promotion={p} />
        ))}
      </ul>
    </section>
  );
}
