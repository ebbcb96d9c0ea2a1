/**
 * Event management (SPEC §2 "Event management", §3, §4, §5, §8): the available events and the
 * vendor's own registrations, with a modal registration form. Anyone who is not a signed-in
 * vendor sees 'Login Required'.
 */
import type { Event, EventRegistration } from '@shared/schemas/events.js';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarDays, ClipboardCheck } from 'lucide-react';
import { type ReactNode, type Ref, useEffect, useRef, useState } from 'react';
import { LoadFailed, useVendorAccess, VendorAccessStates, VendorPage } from '@/components/analytics/vendor-access';
import { EventCard } from '@/components/events/event-card';
import { RegistrationCard } from '@/components/events/registration-card';
import { RegistrationDialog } from '@/components/events/registration-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { reloadMyVendor } from '@/components/vendor/my-vendor';
import { handleUnauthorized, isUnauthorizedError } from '@/lib/api';
import { t } from '@/lib/i18n';
import { Link } from '@/lib/router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { MY_EVENTS_KEY, PUBLIC_EVENTS_KEY } from '@/lib/query-keys';
import { useApiQuery } from '@/lib/use-api-query';


function Section({
  id,
  icon,
  title,
  description,
  children,
  headingRef,
  className,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent-soft text-accent-hover [&_svg]:size-5">
          {icon}
        </span>
        <div>
          <h2 id={id} ref={headingRef} tabIndex={-1} className="font-bold text-xl tracking-tight outline-none">
            {title}
          </h2>
          <p className="text-muted-foreground text-sm">{description}</p>
        </div>
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function CardsSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={className}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <div key={i} className="rounded-xl border border-border bg-card p-5 shadow-warm">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="mt-3 h-6 w-3/4" />
          <Skeleton className="mt-3 h-4 w-1/2" />
          <Skeleton className="mt-2 h-4 w-2/3" />
          <Skeleton className="mt-5 h-10 w-28" />
        </div>
      ))}
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-border border-dashed bg-sand-50 p-6 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}

function EventsBody({ vendorId }: { vendorId: number }) {
  const queryClient = useQueryClient();
  const events = useApiQuery({ queryKey: PUBLIC_EVENTS_KEY });
  const mine = useApiQuery({ queryKey: MY_EVENTS_KEY });
  const [selected, setSelected] = useState<Event | null>(null);
  const registrationsHeading = useRef<HTMLHeadingElement>(null);
  const justRegistered = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  const openForm = (event: Event) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setSelected(event);
  };
  const loggedOut = isUnauthorizedError(events.error) || isUnauthorizedError(mine.error);

  useEffect(() => {
    if (loggedOut) return handleUnauthorized();
  }, [loggedOut]);

  const registeredEventIds = new Set((mine.data ?? []).map((r) => r.eventId));

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: MY_EVENTS_KEY }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_EVENTS_KEY }),
      reloadMyVendor(queryClient, vendorId),
    ]);

  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
      <Section
        id="available-events"
        icon={<CalendarDays aria-hidden="true" />}
        title={t('eventManagement.available.title')}
        description={t('eventManagement.available.description')}
      >
        {events.isPending ? (
          <CardsSkeleton count={2} className="grid gap-4 sm:grid-cols-2" />
        ) : events.isError ? (
          !loggedOut && <LoadFailed message={t('eventManagement.available.loadFailed')} onRetry={() => void events.refetch()} />
        ) : events.data.length === 0 ? (
          <Empty>{t('eventManagement.available.empty')}</Empty>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {events.data.map((event) => (
              <li key={event.id} className="flex">
                <EventCard
                  event={event}
                  registered={registeredEventIds.has(event.id)}
                  onRegister={openForm}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        id="my-registrations"
        headingRef={registrationsHeading}
        icon={<ClipboardCheck aria-hidden="true" />}
        title={t('eventManagement.mine.title')}
        description={t('eventManagement.mine.description')}
      >
        {mine.isPending ? (
          <CardsSkeleton count={1} />
        ) : mine.isError ? (
          !loggedOut && <LoadFailed message={t('eventManagement.mine.loadFailed')} onRetry={() => void mine.refetch()} />
        ) : mine.data.length === 0 ? (
          <Empty>{t('eventManagement.mine.empty')}</Empty>
        ) : (
          <ul className="flex flex-col gap-3" data-testid="my-registrations">
            {mine.data.map((registration) => (
              <li key={registration.id}>
                <RegistrationCard registration={registration} />
              </li>
            ))}
          </ul>
        )}
      </Section>

      <RegistrationDialog
        event={selected}
        onClose={() => setSelected(null)}
        onRegistered={(registration) => {
          // Show it at once, then reload what changed (SPEC §7).
          queryClient.setQueryData<EventRegistration[]>(MY_EVENTS_KEY, (list) => [registration, ...(list ?? [])]);
          justRegistered.current = true;
          setSelected(null);
          void reload();
        }}
        onCloseAutoFocus={(e) => {
          // Back to the Register button that opened the form; after a registration that button
          // is a disabled 'Registered' (or gone), so focus goes to the registrations instead.
          e.preventDefault();
          const back = opener.current;
          opener.current = null;
          const registered = justRegistered.current;
          justRegistered.current = false;
          if (!registered && back?.isConnected && !back.hasAttribute('disabled')) back.focus();
          else registrationsHeading.current?.focus();
        }}
        onConflict={() => void reload()}
      />
    </div>
  );
}

export function EventManagement() {
  useDocumentTitle(t('eventManagement.title'));
  const access = useVendorAccess();

  return (
    <VendorPage access={access}>
      <h1 className="font-extrabold text-3xl tracking-tight">{t('eventManagement.title')}</h1>
      {access.state === 'vendor' && (
        <>
          <p className="mt-1 text-muted-foreground">
            {t('eventManagement.subtitle', { business: access.data.vendor.businessName })}
          </p>
          <EventsBody vendorId={access.data.vendor.id} />
        </>
      )}
      <VendorAccessStates
        access={access}
        loadingLabel={t('eventManagement.loading')}
        title={t('eventManagement.loginRequired')}
        visitorBody={t('eventManagement.loginVisitor')}
        noProfileBody={t('eventManagement.loginNoProfile')}
      >
        <p className="mt-6 text-center text-muted-foreground text-sm">
          {t('eventManagement.visitorEvents')}{' '}
          <Link to="/events" className="font-semibold text-primary underline underline-offset-4">
            {t('eventManagement.visitorEventsLink')}
          </Link>
        </p>
      </VendorAccessStates>
    </VendorPage>
  );
}
