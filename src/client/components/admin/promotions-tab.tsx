/**
 * Promotions (SPEC §2, §4, §5, §9; DESIGN §5): create them, and list them with their LIVE /
 * INACTIVE / EXPIRED badge (shared liveState), edit in a dialog (PATCH), switch on or off, and
 * delete after a confirmation (DELETE).
 */
import { liveState } from '@shared/promotions.js';
import type { Promotion } from '@shared/schemas/admin.js';
import { CalendarRange, Percent, Store, Tag } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDayRange } from '@/lib/admin';
import { t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { LiveBadge } from './live-badge';
import { PromotionForm, promotionTypeLabel } from './promotion-form';
import { ResourceCard, ResourceTab } from './resource-tab';
import { PROMOTIONS } from './resources';
import { type AdminResource, useAdminResource } from './use-admin-resource';

export function PromotionsTab() {
  const resource = useAdminResource(PROMOTIONS);
  const now = useNow();
  return (
    <ResourceTab
      resource={resource}
      stickyCreate
      emptyIcon={Tag}
      emptyBody={t('admin.promotions.placeholder')}
      summary={(list) =>
        t('adminUi.promotions.summary', {
          total: list.length,
          live: list.filter((p) => liveState(p, now) === 'live').length,
        })
      }
      form={PromotionForm}
      card={(promotion) => <PromotionCard resource={resource} promotion={promotion} now={now} />}
    />
  );
}

function PromotionCard({
  resource,
  promotion,
  now,
}: {
  resource: AdminResource<Promotion>;
  promotion: Promotion;
  now: Date;
}) {
  const discount = promotion.discountValue !== null && Number(promotion.discountValue) > 0;
  return (
    <ResourceCard
      resource={resource}
      item={promotion}
      data="data-promotion"
      badge={<LiveBadge state={liveState(promotion, now)} />}
    >
      <p className="whitespace-pre-line break-words text-muted-foreground text-sm">{promotion.description}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Badge variant="outline">{t(promotionTypeLabel[promotion.type])}</Badge>
        {discount && (
          <span className="inline-flex items-center gap-1.5">
            <Percent className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('adminUi.promotions.discountValue', { value: Number(promotion.discountValue) })}
          </span>
        )}
        <span className="inline-flex items-center gap-1.5">
          <CalendarRange className="size-4 text-muted-foreground" aria-hidden="true" />
          {formatDayRange(promotion.startDate, promotion.endDate)}
        </span>
        {promotion.vendorName && (
          <span className="inline-flex items-center gap-1.5" data-testid="promotion-vendor-name">
            <Store className="size-4 text-muted-foreground" aria-hidden="true" />
            {t('adminUi.promotions.vendor', { vendor: promotion.vendorName })}
          </span>
        )}
        {(promotion.vendorId !== null || promotion.maxUses !== null) && (
          <span className="text-muted-foreground">
            {promotion.maxUses === null
              ? t('adminUi.promotions.uses', { used: promotion.currentUses })
              : t('adminUi.promotions.usesOf', { used: promotion.currentUses, max: promotion.maxUses })}
          </span>
        )}
      </div>
    </ResourceCard>
  );
}
