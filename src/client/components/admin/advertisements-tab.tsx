/**
 * Advertisements (SPEC §2, §4, §5, §9; DESIGN §5): create them, and list them with their LIVE /
 * INACTIVE / EXPIRED badge, type, placement, amount, run time, impressions and clicks; edit in
 * a dialog (PATCH), switch on or off, delete after a confirmation (DELETE).
 */
import { formatMoney } from '@shared/money.js';
import { liveState } from '@shared/promotions.js';
import type { Advertisement } from '@shared/schemas/admin.js';
import { Clock, Megaphone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatMoment } from '@/lib/admin';
import { numberFormat, t } from '@/lib/i18n';
import { useNow } from '@/lib/use-now';
import { AdvertisementForm, adTypeLabel, placementLabel } from './advertisement-form';
import { LiveBadge } from './live-badge';
import { ResourceCard, ResourceTab } from './resource-tab';
import { ADVERTISEMENTS } from './resources';
import { type AdminResource, useAdminResource } from './use-admin-resource';

const count = { format: (n: number) => numberFormat().format(n) };

export function AdvertisementsTab() {
  const resource = useAdminResource(ADVERTISEMENTS);
  const now = useNow();
  return (
    <ResourceTab
      resource={resource}
      stickyCreate
      emptyIcon={Megaphone}
      emptyBody={t('admin.advertisements.placeholder')}
      summary={(list) =>
        t('adminUi.ads.summary', { total: list.length, live: list.filter((a) => liveState(a, now) === 'live').length })
      }
      form={AdvertisementForm}
      card={(ad) => <AdCard resource={resource} ad={ad} now={now} />}
    />
  );
}

function AdCard({ resource, ad, now }: { resource: AdminResource<Advertisement>; ad: Advertisement; now: Date }) {
  const rate = ad.impressions > 0 ? ((ad.clicks / ad.impressions) * 100).toFixed(1) : null;
  return (
    <ResourceCard resource={resource} item={ad} data="data-ad" badge={<LiveBadge state={liveState(ad, now)} />}>
      <p className="whitespace-pre-line break-words text-muted-foreground text-sm">{ad.message}</p>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="outline">{t(adTypeLabel[ad.adType])}</Badge>
        <Badge variant="secondary">{t(placementLabel[ad.placement])}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-secondary/60 p-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground text-xs">{t('adminUi.ads.paid')}</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(ad.paidAmount)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{t('adminUi.ads.impressions')}</dt>
          <dd className="font-semibold tabular-nums" data-metric="impressions">
            {count.format(ad.impressions)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{t('adminUi.ads.clicks')}</dt>
          <dd className="font-semibold tabular-nums" data-metric="clicks">
            {count.format(ad.clicks)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-xs">{t('adminUi.ads.clickRate')}</dt>
          <dd className="font-semibold tabular-nums">
            {rate === null ? t('adminUi.common.none') : t('adminUi.ads.percent', { value: rate })}
          </dd>
        </div>
      </dl>
      <p className="flex items-start gap-1.5 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          {t('adminUi.ads.runs', {
            hours: ad.duration,
            start: formatMoment(ad.startDate),
            end: formatMoment(ad.endDate),
          })}
        </span>
      </p>
    </ResourceCard>
  );
}
