/**
 * Who is where on an event's site (DESIGN §10.3, decision 0038): each placed vendor with its spot,
 * a premium badge and directions to the spot, in the server's order (premium first, then by
 * name). Nothing when nobody has been placed yet.
 */
import { directionsUrl } from '@shared/locations.js';
import type { EventSiteEntry } from '@shared/schemas/events.js';
import { MapPin, MapPinned, Navigation, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n';

export function EventSites({ eventId, eventName, sites }: { eventId: number; eventName: string; sites: EventSiteEntry[] }) {
  if (sites.length === 0) return null;
  const headingId = `event-${eventId}-sites`;
  return (
    <section aria-labelledby={headingId} className="border-border border-t pt-3" data-testid={`event-${eventId}-sites`}>
      <h3
        id={headingId}
        className="flex items-center gap-1.5 font-semibold text-muted-foreground text-xs uppercase tracking-wide"
      >
        <MapPinned className="size-3.5" aria-hidden="true" />
        {t('eventSites.title')}
      </h3>
      <ul className="mt-2 flex flex-col gap-2" aria-label={t('eventSites.listLabel', { event: eventName })}>
        {sites.map((site) => (
          <li
            key={site.vendorId}
            className="flex items-start justify-between gap-3 rounded-lg border border-border bg-sand-50 px-3 py-2"
            data-site={site.businessName}
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="break-words font-semibold">{site.businessName}</span>
                {site.isPremium && (
                  <Badge variant="yellow">
                    <Star aria-hidden="true" />
                    {t('eventSites.premium')}
                  </Badge>
                )}
              </p>
              <p className="mt-0.5 flex items-start gap-1 text-muted-foreground text-sm">
                <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                <span className="min-w-0 break-words">{site.locationName}</span>
              </p>
            </div>
            <a
              href={directionsUrl(site.latitude, site.longitude)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('eventSites.directions', { name: site.businessName, spot: site.locationName })}
              className="inline-flex min-h-11 shrink-0 items-center gap-1 font-semibold text-primary text-sm underline-offset-4 hover:underline"
            >
              <Navigation className="size-4" aria-hidden="true" />
              {t('locations.detail.directions')}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
