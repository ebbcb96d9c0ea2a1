/**
 * An event's live view (issue 41 item 5, decision 0050) on the public events page while the event
 * is on: each approved truck with whether it has checked in here, is open, takes online orders,
 * and how long an order placed now would wait (GET /api/events/:id/live, read again every
 * minute and when the tab comes back), with the event's ready board one tap away.
 */
import { Clock, MapPinCheck, Monitor, Radio } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { apiKey } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useApiQuery } from '@/lib/use-api-query';

/** How often the view reads again while the page is open (the server computes it fresh: no-store). */
const REFRESH_MS = 60_000;

/** True while `now` is within the event's start and end. */
export function eventIsOn(event: { startDate: string; endDate: string }, now = Date.now()): boolean {
  return Date.parse(event.startDate) <= now && now <= Date.parse(event.endDate);
}

export function EventLiveView({ eventId, eventName }: { eventId: number; eventName: string }) {
  const live = useApiQuery({
    queryKey: apiKey('GET /api/events/:id/live', ['/api/events', eventId, 'live']),
    refetchInterval: REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  const headingId = `event-${eventId}-live`;
  if (!live.data) return null;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-sand-50 p-3" data-testid={`event-live-${eventId}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-1.5 font-semibold text-sm">
          <Radio className="size-4 text-primary" aria-hidden="true" />
          {t('festival.live.heading')}
        </h3>
        <Link
          to={`/events/${eventId}/board`}
          className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary text-sm underline-offset-4 hover:underline"
          aria-label={`${t('festival.live.board')}: ${eventName}`}
        >
          <Monitor className="size-4" aria-hidden="true" />
          {t('festival.live.board')}
        </Link>
      </div>
      {live.data.vendors.length === 0 ? (
        <p className="mt-1 text-muted-foreground text-sm">{t('festival.live.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-border">
          {live.data.vendors.map((v) => (
            <li key={v.vendorId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2" data-vendor={v.businessName}>
              <Link to={`/v/${v.vendorId}`} className="min-w-0 font-medium text-sm break-words underline-offset-4 hover:underline">
                {v.businessName}
              </Link>
              <span className="flex flex-wrap items-center gap-1.5">
                <Badge variant={v.hereNow ? 'green' : 'grey'}>
                  {v.hereNow && <MapPinCheck className="size-3.5" aria-hidden="true" />}
                  {v.hereNow ? t('festival.live.here') : t('festival.live.notHere')}
                </Badge>
                {!v.isOpen ? (
                  <Badge variant="outline">{t('festival.live.closed')}</Badge>
                ) : v.paused ? (
                  <Badge variant="yellow">{t('festival.live.paused')}</Badge>
                ) : (
                  <Badge variant="blue">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {t('festival.live.wait', { minutes: v.waitMinutes })}
                  </Badge>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
