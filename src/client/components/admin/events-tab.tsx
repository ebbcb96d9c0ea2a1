/**
 * Events (SPEC §3 Event; DESIGN §5): create events, and list every event with its schedule,
 * venue, special locations and how many vendors asked for a spot; edit in a dialog and open or
 * close registration (PATCH /admin/api/events/:id).
 */
import type { AdminEventRegistration, Event } from '@shared/schemas/events.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarDays, CalendarRange, ClipboardList, MapPin, Pencil, Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { apiRequest } from '@/lib/api';
import { ADMIN_KEYS, formatDayRange, useAdminFailure, useAdminQuery } from '@/lib/admin';
import { useNow } from '@/lib/use-now';
import { type MessageKey, t } from '@/lib/i18n';
import { eventTypeLabel } from '@/lib/labels';
import { toast } from '@/lib/use-toast';
import { EventForm } from './event-form';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { RefreshButton, SectionHeader } from './section-header';
import type { AdminTab } from './tabs';

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
  const events = useAdminQuery<Event[]>(ADMIN_KEYS.events);
  const registrations = useAdminQuery<AdminEventRegistration[]>(ADMIN_KEYS.registrations);
  const now = useNow();
  const [editing, setEditing] = useState<Event | null>(null);
  const list = events.data ?? [];

  const tally = (eventId: number) => {
    const mine = (registrations.data ?? []).filter((r) => r.eventId === eventId);
    return {
      pending: mine.filter((r) => r.status === 'pending').length,
      approved: mine.filter((r) => r.status === 'approved').length,
    };
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <Card>
        <CardHeader className="pb-4">
          <h2 className="font-bold text-xl leading-tight tracking-tight">{t('adminUi.events.createTitle')}</h2>
          <CardDescription>{t('adminUi.events.createDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          <EventForm />
        </CardContent>
      </Card>

      <section aria-labelledby="admin-events-title" className="flex min-w-0 flex-col gap-4">
        <SectionHeader
          id="admin-events-title"
          title={t('adminUi.events.title')}
          description={events.data ? t('adminUi.events.summary', { total: list.length }) : t('adminUi.events.description')}
          actions={
            <RefreshButton
              onClick={() => {
                void events.refetch();
                void registrations.refetch();
              }}
              busy={events.isFetching || registrations.isFetching}
            />
          }
        />
        {events.isPending ? (
          <ListSkeleton label={t('adminUi.events.loading')} />
        ) : events.isError ? (
          <LoadError message={t('adminUi.events.loadFailed')} onRetry={() => events.refetch()} busy={events.isFetching} />
        ) : list.length === 0 ? (
          <EmptyState icon={CalendarDays} title={t('adminUi.events.emptyTitle')} body={t('adminUi.events.empty')} />
        ) : (
          <ul className="flex flex-col gap-3">
            {list.map((event) => (
              <li key={event.id}>
                <EventCard
                  event={event}
                  now={now}
                  tally={registrations.data ? tally(event.id) : null}
                  onEdit={() => setEditing(event)}
                  onOpenRegistrations={() => onOpenTab('registrations')}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{t('adminUi.events.editTitle')}</DialogTitle>
            <DialogDescription>{editing?.name}</DialogDescription>
          </DialogHeader>
          {editing && <EventForm event={editing} onDone={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function EventCard({
  event,
  now,
  tally,
  onEdit,
  onOpenRegistrations,
}: {
  event: Event;
  now: Date;
  tally: { pending: number; approved: number } | null;
  onEdit: () => void;
  onOpenRegistrations: () => void;
}) {
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  const toggle = useMutation({
    mutationFn: () => apiRequest<Event>('PATCH', `/admin/api/events/${event.id}`, { isActive: !event.isActive }),
    onSuccess: (saved) => {
      queryClient.setQueryData<Event[]>(ADMIN_KEYS.events, (list) => list?.map((e) => (e.id === saved.id ? saved : e)));
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.events });
      void queryClient.invalidateQueries({ queryKey: ['/api/events'] });
      toast({
        title: t(saved.isActive ? 'adminUi.events.opened' : 'adminUi.events.closed'),
        description: saved.name,
        variant: 'success',
      });
    },
    onError: (error) => fail(error, t('adminUi.events.updateFailed')),
  });
  const look = phaseLook[eventPhase(event, now)];

  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5" data-event={event.name}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-bold text-lg leading-tight">{event.name}</h3>
          <p className="mt-1 text-muted-foreground text-sm">{eventTypeLabel(event.type)}</p>
        </div>
        <Badge variant={look.variant}>{t(look.key)}</Badge>
      </div>
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
      <div className="flex flex-wrap items-center gap-2 border-border border-t pt-3">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t('adminUi.common.editNamed', { name: event.name })}>
          <Pencil aria-hidden="true" />
          {t('adminUi.common.edit')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => toggle.mutate()}
          disabled={toggle.isPending}
          aria-label={t(event.isActive ? 'adminUi.events.closeNamed' : 'adminUi.events.openNamed', { name: event.name })}
        >
          {event.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
          {t(event.isActive ? 'adminUi.events.close' : 'adminUi.events.open')}
        </Button>
        {tally && (
          <Button variant="ghost" size="sm" onClick={onOpenRegistrations} className="sm:ml-auto">
            <ClipboardList aria-hidden="true" />
            {t('adminUi.events.tally', { pending: tally.pending, approved: tally.approved })}
          </Button>
        )}
      </div>
    </Card>
  );
}
