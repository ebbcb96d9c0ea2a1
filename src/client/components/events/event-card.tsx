/**
 * One available event (SPEC §2, §3, §4): name, type, dates, venue, description and special
 * locations. For a vendor, Register shows only for an active event; once registered the button
 * reads 'Registered' and is disabled. Customers (the public events page) get no button, and see
 * who is where on the site (passed in as children).
 */
import type { Event } from '@shared/schemas/events.js';
import { CalendarDays, CheckCircle2, MapPin, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { t } from '@/lib/i18n';
import { eventTypeLabel } from '@/lib/labels';
import { formatEventDates } from './format';

export function EventCard({
  event,
  registered,
  onRegister,
  children,
  headingLevel = 3,
}: {
  event: Event;
  registered?: boolean;
  /** None: the card is for customers, with no sign-up. */
  onRegister?: (event: Event) => void;
  /** More about the event at the card's foot (the public page: who is where). */
  children?: ReactNode;
  /** 3 under a section's h2 (the vendor's events page); 2 right under the page's h1 (the public page). */
  headingLevel?: 2 | 3;
}) {
  const headingId = `event-${event.id}-name`;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card className="flex flex-col overflow-hidden" data-testid={`event-${event.id}`}>
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <div className="h-1.5 bg-gradient-to-r from-primary via-terracotta-300 to-accent" aria-hidden="true" />
        <div className="flex flex-1 flex-col gap-3 p-5">
          <Badge variant="accent" className="self-start">
            {eventTypeLabel(event.type)}
          </Badge>
          <Heading id={headingId} className="font-bold text-lg leading-snug">
            {event.name}
          </Heading>
          <dl className="grid gap-2 text-sm">
            <div className="flex items-start gap-2">
              <dt>
                <CalendarDays className="mt-0.5 size-4 text-primary" aria-hidden="true" />
                <span className="sr-only">{t('eventManagement.event.dates')}</span>
              </dt>
              <dd className="font-medium">{formatEventDates(event.startDate, event.endDate)}</dd>
            </div>
            {event.venue && (
              <div className="flex items-start gap-2">
                <dt>
                  <MapPin className="mt-0.5 size-4 text-primary" aria-hidden="true" />
                  <span className="sr-only">{t('eventManagement.event.venue')}</span>
                </dt>
                <dd>{event.venue}</dd>
              </div>
            )}
          </dl>
          {event.description && <p className="text-muted-foreground text-sm">{event.description}</p>}
          {event.specialLocations.length > 0 && (
            <div>
              <p className="flex items-center gap-1.5 font-semibold text-muted-foreground text-xs uppercase tracking-wide">
                <Sparkles className="size-3.5" aria-hidden="true" />
                {t('eventManagement.event.locations')}
              </p>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {event.specialLocations.map((location) => (
                  <li key={location} className="rounded-full border border-border bg-sand-50 px-2.5 py-0.5 text-xs">
                    {location}
                  </li>
                ))}
              </ul>
            </div>
          )}
          {children}
          {onRegister && (
          <div className="mt-auto pt-2">
            {!event.isActive ? (
              <p className="font-medium text-muted-foreground text-sm">{t('eventManagement.event.closed')}</p>
            ) : registered ? (
              <Button variant="secondary" className="w-full sm:w-auto" disabled>
                <CheckCircle2 aria-hidden="true" />
                {t('eventManagement.event.registered')}
              </Button>
            ) : (
              <Button
                className="w-full sm:w-auto"
                onClick={() => onRegister(event)}
                aria-label={t('eventManagement.event.registerFor', { event: event.name })}
              >
                {t('eventManagement.event.register')}
              </Button>
            )}
          </div>
          )}
        </div>
      </article>
    </Card>
  );
}
