/**
 * Attractions (DESIGN §10.3, issue 18 item 5): the places the map's attractions layer shows and
 * vendor pages name when they are within a mile. Add, edit in a dialog, delete after a
 * confirmation; partners are marked.
 */
import type { Attraction } from '@shared/schemas/attractions.js';
import { Globe, Landmark, MapPin, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n';
import { AttractionForm, attractionTypeLabel } from './attractions-form';
import { ResourceCard, ResourceTab } from './resource-tab';
import { ATTRACTIONS } from './resources';
import { type AdminResource, useAdminResource } from './use-admin-resource';

export function AttractionsTab() {
  const resource = useAdminResource(ATTRACTIONS);
  return (
    <ResourceTab
      resource={resource}
      stickyCreate
      emptyIcon={Landmark}
      emptyBody={t('adminUi.attractions.emptyBody')}
      summary={(list) => t('adminUi.attractions.summary', { total: list.length, partners: list.filter((a) => a.isPartner).length })}
      form={AttractionForm}
      card={(attraction) => <AttractionCard resource={resource} attraction={attraction} />}
    />
  );
}

function AttractionCard({ resource, attraction }: { resource: AdminResource<Attraction>; attraction: Attraction }) {
  return (
    <ResourceCard
      resource={resource}
      item={attraction}
      data="data-attraction"
      badge={
        attraction.isPartner ? (
          <Badge variant="outline" className="gap-1">
            <Star className="size-3 fill-current" aria-hidden="true" />
            {t('attractions.partner')}
          </Badge>
        ) : null
      }
    >
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Badge variant="secondary">{t(attractionTypeLabel(attraction.type))}</Badge>
        <span className="inline-flex items-center gap-1.5">
          <MapPin className="size-4 text-muted-foreground" aria-hidden="true" />
          {attraction.address}
        </span>
        {attraction.website && (
          <span className="inline-flex min-w-0 items-center gap-1.5 break-all">
            <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            {attraction.website}
          </span>
        )}
      </div>
    </ResourceCard>
  );
}
