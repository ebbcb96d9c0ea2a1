/**
 * Events (SPEC §3 Event; DESIGN §5): create events, and list every event with its schedule,
 * venue, special locations and how many vendors asked for a spot; edit in a dialog and open or
 * close registration (PATCH /admin/api/events/:id).
 */
import type { Event } from '@shared/schemas/events.js';
import { CalendarDays, CalendarRange, ClipboardList, MapPin } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ADMIN_KEYS, formatDayRange, useAdminQuery } from '@/lib/admin';
import { type MessageKey, t } from '@/lib/i18n';
import { eventTypeLabel } from '@/lib/labels';
import { useNow } from '@/lib/use-now';
import { EventForm } from './event-form';
import { ResourceCard, ResourceTab } from './resource-tab';
import { EVENTS } from './resources';
import type { AdminTab } from './tabs';
import { type AdminResource, useAdminResource } from './use-admin-resource';

type Phase = 'inactive' | 'ended' | 'now' | 'upcoming';

export function eventPhase(event: Event, now: Date): Phase {
  if (!event.isActive) return 'inactive';
  if (Date.parse(event.endDate) < now.getTime()) return 'ended';
  if (Date.parse(event.startDate) <= now.getTime()) return 'now';
  return 'upcoming';
}

const phaseLook: Record<Phase, { key: MessageKey; variant: BadgeProps['variant'] }> = {
  inactive: { key: 'adminUi.events.phaseInactive', variant: 'grey' },
  ended: { key: 'adminUi.events.phaseEnded', variant: 'grey' },
  now: { key: 'adminUi.events.phaseNow', variant: 'green' },
  upcoming: { key: 'adminUi.events.phaseUpcoming', variant: 'blue' },
};

export function EventsTab({ onOpenTab }: { onOpenTab: (tab: AdminTab) => void }) {
  const resource = useAdminResource(EVENTS);
  const registrations = useAdminQuery(ADMIN_KEYS.registrations);
  const now = useNow();

  const tally = (eventId: number) => {
    const mine = (registrations.data ?? []).filter((r) => r.eventId === eventId);
    return {
      pending: mine.filter((r) => r.status === 'pending').length,
      approved: mine.filter((r) => r.status === 'approved').length,
    };
  };

  return (
    <ResourceTab
      resource={resource}
      emptyIcon={CalendarDays}
      emptyBody={t('adminUi.events.empty')}
      summary={(list) => t('adminUi.events.summary', { total: list.length })}
      form={EventForm}
      refreshAlso={[registrations]}
      card={(event) => (
        <EventCard
          resource={resource}
          event={event}
          now={now}
          tally={registrations.data ? tally(event.id) : null}
          onOpenRegistrations={() => onOpenTab('registrations')}
        />
      )}
    />
  );
}

function EventCard({
  resource,
  event,
  now,
  tally,
  onOpenRegistrations,
}: {
  resource: AdminResource<Event>;
  event: Event;
  now: Date;
  tally: { pending: number; approved: number } | null;
  onOpenRegistrations: () => void;
}) {
  const look = phaseLook[eventPhase(event, now)];
  return (
    <ResourceCard
      resource={resource}
      item={event}
      data="data-event"
      subtitle={eventTypeLabel(event.type)}
      badge={<Badge variant={look.variant}>{t(look.key)}</Badge>}
      actions={
        tally && (
          <Button variant="ghost" size="sm" onClick={onOpenRegistrations} className="sm:ml-auto">
            <ClipboardList aria-hidden="true" />
            {t('adminUi.events.tally', { pending: tally.pending, approved: tally.approved })}
          </Button>
        )
      }
    >
      <div className="flex flex-col gap-1.5 text-sm">
        <span className="inline-flex items-start gap-1.5">
          <CalendarRange className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          {formatDayRange(event.startDate, event.endDate)}
        </span>
        {event.venue && (
          <span className="inline-flex items-start gap-1.5">
            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 break-words">{event.venue}</span>
          </span>
        )}
      </div>
      {event.description && (
        <p className="whitespace-pre-line break-words text-muted-foreground text-sm">{event.description}</p>
      )}
      {event.specialLocations.length > 0 && (
        <div>
          <p className="font-semibold text-xs uppercase tracking-wide text-muted-foreground">
            {t('adminUi.events.fieldLocations')}
          </p>
          <ul className="mt-1.5 flex flex-wrap gap-1.5">
            {event.specialLocations.map((name) => (
              <li key={name}>
                <Badge variant="secondary" className="whitespace-normal break-words font-medium">
                  {name}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </ResourceCard>
  );
}
