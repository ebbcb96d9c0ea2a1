/**
 * Events for customers (issue 23 item 9): the valley's upcoming festivals, night markets and food
 * nights (GET /api/events, public), with their dates, venue and where the trucks will be: who is
 * where on each site (decision 0038). No sign in; vendors sign up for them on /event-management.
 */
import { CalendarDays, Store } from 'lucide-react';
import { EventCard } from '@/components/events/event-card';
import { EventLiveView, eventIsOn } from '@/components/events/event-live';
import { EventSites } from '@/components/events/event-sites';
import { ListStates } from '@/components/layout/page-states';
import { PageHeading, PublicPage } from '@/components/layout/site-header';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNow } from '@/lib/use-now';
import { PUBLIC_EVENTS_KEY } from '@/lib/query-keys';
import { useApiQuery } from '@/lib/use-api-query';

export function Events() {
  useDocumentTitle(t('publicEvents.title'));
  const events = useApiQuery({ queryKey: PUBLIC_EVENTS_KEY });
  const upcoming = (events.data ?? []).filter((e) => e.isActive);
  const now = useNow();
  return (
    <PublicPage>
      <PageHeading icon={CalendarDays} title={t('publicEvents.title')} subtitle={t('publicEvents.subtitle')} />
      <div className="mt-6">
        <ListStates
          loading={events.isLoading}
          failed={events.isError}
          empty={upcoming.length === 0}
          loadingLabel={t('eventManagement.loading')}
          failedText={t('publicEvents.loadError')}
          emptyText={t('publicEvents.none')}
          cardClassName="h-56"
        >
          <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('publicEvents.title')}>
            {upcoming.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} headingLevel={2}>
                  {eventIsOn(event, now.getTime()) && <EventLiveView eventId={event.id} eventName={event.name} />}
                  <EventSites eventId={event.id} eventName={event.name} sites={event.sites ?? []} />
                </EventCard>
              </li>
            ))}
          </ul>
        </ListStates>
      </div>
      <p className="mt-8 flex flex-wrap items-center gap-3 text-muted-foreground text-sm">
        {t('publicEvents.vendorHint')}
        <Button asChild variant="outline" size="sm">
          <Link to="/event-management">
            <Store aria-hidden="true" />
            {t('publicEvents.vendorLink')}
          </Link>
        </Button>
      </p>
    </PublicPage>
  );
}
