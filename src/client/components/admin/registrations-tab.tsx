/**
 * Event registrations (SPEC §3, §4; DESIGN §5): every vendor's request by status (pending,
 * approved, rejected: yellow, green, red) with vendor and event. Approve with a location taken
 * from the event's special locations or typed, an optional fee and a paid flag; or reject after
 * a confirmation. Both through PATCH /admin/api/event-registrations/:id. An approved vendor can be
 * placed on the event's site ("Place on site": spot, position, premium; decision 0038).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { formatMoney } from '@shared/money.js';
import {
  type AdminEventRegistration,
  EVENT_STATUS_COLOURS,
  type Event,
  type EventRegistrationStatus,
  EventRegistrationUpdateSchema,
} from '@shared/schemas/events.js';
import { CalendarDays, Check, ClipboardList, MapPin, MapPinned, Pencil, Star, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '@/components/layout/auth-layout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { api } from '@/lib/api';
import { ADMIN_KEYS, formatDay, useAdminQuery, useAdminRowChange } from '@/lib/admin';
import { type MessageKey, t } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { BusyIcon } from '@/components/ui/busy-icon';
import { LocationChip } from '@/components/events/location-chip';
import { EventSiteForm } from './event-site-form';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { NumberField } from './number-field';
import { CardTitleRow, RefreshButton, TabSection } from './section-header';
import { Segmented } from './segmented';

type Filter = EventRegistrationStatus | 'all';

export const registrationStatusLabel: Record<EventRegistrationStatus, MessageKey> = {
  pending: 'adminUi.registrations.statusPending',
  approved: 'adminUi.registrations.statusApproved',
  rejected: 'adminUi.registrations.statusRejected',
};

const ApproveSchema = EventRegistrationUpdateSchema.omit({ status: true }).extend({
  approvedLocation: z
    .string({ error: () => t('adminUi.registrations.locationRequired') })
    .trim()
    .min(1, { error: () => t('adminUi.registrations.locationRequired') })
    .max(200, { error: () => t('event.validation.tooLong') }),
});
type ApproveInput = z.input<typeof ApproveSchema>;
type ApproveOutput = z.output<typeof ApproveSchema>;

export function RegistrationsTab() {
  const registrations = useAdminQuery(ADMIN_KEYS.registrations);
  const events = useAdminQuery(ADMIN_KEYS.events);
  const [filter, setFilter] = useState<Filter>('pending');
  const [approving, setApproving] = useState<AdminEventRegistration | null>(null);
  const [rejecting, setRejecting] = useState<AdminEventRegistration | null>(null);
  const [placing, setPlacing] = useState<AdminEventRegistration | null>(null);
  const list = registrations.data ?? [];
  const counts = {
    pending: list.filter((r) => r.status === 'pending').length,
    approved: list.filter((r) => r.status === 'approved').length,
    rejected: list.filter((r) => r.status === 'rejected').length,
  };
  const shown = filter === 'all' ? list : list.filter((r) => r.status === filter);
  const eventOf = (id: number) => events.data?.find((e) => e.id === id);

  return (
    <TabSection
      id="admin-registrations-title"
      title={t('adminUi.registrations.title')}
      description={t('adminUi.registrations.description')}
      actions={
        <RefreshButton
          onClick={() => {
            void registrations.refetch();
            void events.refetch();
          }}
          busy={registrations.isFetching}
        />
      }
    >
      {registrations.isPending ? (
        <ListSkeleton label={t('adminUi.registrations.loading')} />
      ) : registrations.isError ? (
        <LoadError
          message={t('adminUi.registrations.loadFailed')}
          onRetry={() => registrations.refetch()}
          busy={registrations.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState
          icon={ClipboardList}
          title={t('adminUi.registrations.emptyTitle')}
          body={t('adminUi.registrations.empty')}
        />
      ) : (
        <>
          <Segmented
            label={t('adminUi.registrations.filterLabel')}
            value={filter}
            onChange={setFilter}
            options={[
              { value: 'pending', label: t('adminUi.registrations.filterPending', { count: counts.pending }) },
              { value: 'approved', label: t('adminUi.registrations.filterApproved', { count: counts.approved }) },
              { value: 'rejected', label: t('adminUi.registrations.filterRejected', { count: counts.rejected }) },
              { value: 'all', label: t('adminUi.registrations.filterAll', { count: list.length }) },
            ]}
          />
          {shown.length === 0 ? (
            <EmptyState
              icon={ClipboardList}
              title={t('adminUi.registrations.noneInFilterTitle')}
              body={t('adminUi.registrations.noneInFilter')}
            />
          ) : (
            <ul className="grid gap-4 lg:grid-cols-2">
              {shown.map((registration) => (
                <li key={registration.id}>
                  <RegistrationCard
                    registration={registration}
                    onApprove={() => setApproving(registration)}
                    onReject={() => setRejecting(registration)}
                    onPlace={() => setPlacing(registration)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Dialog open={approving !== null} onOpenChange={(open) => !open && setApproving(null)}>
        <DialogContent className="sm:max-w-lg">
          {approving && (
            <ApproveForm
              registration={approving}
              event={eventOf(approving.eventId)}
              onDone={() => setApproving(null)}
            />
          )}
        </DialogContent>
      </Dialog>
      <Dialog open={placing !== null} onOpenChange={(open) => !open && setPlacing(null)}>
        <DialogContent className="sm:max-w-lg">
          {placing && <EventSiteForm registration={placing} onDone={() => setPlacing(null)} />}
        </DialogContent>
      </Dialog>
      <RejectDialog registration={rejecting} onClose={() => setRejecting(null)} />
    </TabSection>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="whitespace-pre-line break-words">{children}</dd>
    </div>
  );
}

function RegistrationCard({
  registration: r,
  onApprove,
  onReject,
  onPlace,
}: {
  registration: AdminEventRegistration;
  onApprove: () => void;
  onReject: () => void;
  /** Place the approved vendor on the event's site, or move or remove its spot (decision 0038). */
  onPlace: () => void;
}) {
  const approved = r.status === 'approved';
  return (
    <Card className="flex h-full flex-col gap-3 p-4 sm:p-5" data-registration={r.businessName}>
      <CardTitleRow
        title={r.businessName}
        subtitle={
          <>
            <CalendarDays className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-words">{r.eventName}</span>
          </>
        }
        subtitleClassName="inline-flex items-start gap-1.5"
        badge={<Badge variant={EVENT_STATUS_COLOURS[r.status]}>{t(registrationStatusLabel[r.status])}</Badge>}
      />
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Detail label={t('adminUi.registrations.requested')}>
          {r.requestedLocation ?? t('adminUi.registrations.noLocation')}
        </Detail>
        {approved && (
          <Detail label={t('adminUi.registrations.approvedLocation')}>
            <span className="inline-flex items-start gap-1 font-semibold text-green-900">
              <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {r.approvedLocation ?? t('adminUi.registrations.noLocation')}
            </span>
          </Detail>
        )}
        {approved && (
          <Detail label={t('eventSites.spot')}>
            {r.site ? (
              <span className="inline-flex flex-wrap items-center gap-1.5">
                <span className="inline-flex items-start gap-1 font-semibold">
                  <MapPinned className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {r.site.locationName}
                </span>
                {r.site.isPremium && (
                  <Badge variant="yellow">
                    <Star aria-hidden="true" />
                    {t('eventSites.premium')}
                  </Badge>
                )}
              </span>
            ) : (
              <span className="text-muted-foreground">{t('eventSites.none')}</span>
            )}
          </Detail>
        )}
        {approved && (
          <Detail label={t('adminUi.registrations.fee')}>
            {r.registrationFee === null
              ? t('adminUi.registrations.noFee')
              : t(r.isPaid ? 'adminUi.registrations.feePaid' : 'adminUi.registrations.feeUnpaid', {
                  fee: formatMoney(r.registrationFee),
                })}
          </Detail>
        )}
        <Detail label={t('adminUi.registrations.submitted')}>{formatDay(r.createdAt)}</Detail>
        {r.specialMenu && <Detail label={t('adminUi.registrations.specialMenu')}>{r.specialMenu}</Detail>}
        {r.specialPricing && <Detail label={t('adminUi.registrations.specialPricing')}>{r.specialPricing}</Detail>}
        {r.notes && <Detail label={t('adminUi.registrations.notes')}>{r.notes}</Detail>}
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 border-border border-t pt-3">
        <Button
          size="sm"
          variant={approved ? 'outline' : 'accent'}
          onClick={onApprove}
          aria-label={t(approved ? 'adminUi.registrations.editNamed' : 'adminUi.registrations.approveNamed', {
            name: r.businessName,
            event: r.eventName,
          })}
        >
          {approved ? <Pencil aria-hidden="true" /> : <Check aria-hidden="true" />}
          {t(approved ? 'adminUi.registrations.editApproval' : 'adminUi.registrations.approve')}
        </Button>
        {approved && (
          <Button
            size="sm"
            variant={r.site ? 'outline' : 'accent'}
            onClick={onPlace}
            aria-label={t(r.site ? 'eventSites.moveNamed' : 'eventSites.placeNamed', { name: r.businessName, event: r.eventName })}
          >
            <MapPinned aria-hidden="true" />
            {t(r.site ? 'eventSites.move' : 'eventSites.place')}
          </Button>
        )}
        {r.status !== 'rejected' && (
          <Button
            size="sm"
            variant="outline"
            className="text-destructive hover:bg-red-50"
            onClick={onReject}
            aria-label={t('adminUi.registrations.rejectNamed', { name: r.businessName, event: r.eventName })}
          >
            <X aria-hidden="true" />
            {t('adminUi.registrations.reject')}
          </Button>
        )}
      </div>
    </Card>
  );
}

function ApproveForm({
  registration: r,
  event,
  onDone,
}: {
  registration: AdminEventRegistration;
  event: Event | undefined;
  onDone: () => void;
}) {
  const paidId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ApproveInput, unknown, ApproveOutput>({
    resolver: zodResolver(ApproveSchema),
    defaultValues: {
      approvedLocation: r.approvedLocation ?? r.requestedLocation ?? '',
      registrationFee: r.registrationFee === null ? null : Number(r.registrationFee),
      isPaid: r.isPaid,
    },
  });
  const { errors } = form.formState;
  const location = useController({ control: form.control, name: 'approvedLocation' });
  const paid = useController({ control: form.control, name: 'isPaid' });
  const suggestions = [...(event?.specialLocations ?? [])];
  if (r.requestedLocation && !suggestions.some((s) => s.toLowerCase() === r.requestedLocation?.toLowerCase())) {
    suggestions.unshift(r.requestedLocation);
  }

  const approve = useAdminRowChange({
    key: ADMIN_KEYS.registrations,
    idOf: (row: AdminEventRegistration) => row.id,
    request: (values: ApproveOutput) =>
      api('PATCH /admin/api/event-registrations/:id', { params: { id: r.id }, body: { status: 'approved', ...values } }),
    notice: (saved) => ({
      title: t('adminUi.registrations.approved'),
      description: t('adminUi.registrations.approvedBody', {
        name: saved.businessName,
        location: saved.approvedLocation ?? '',
      }),
    }),
    failed: t('adminUi.registrations.updateFailed'),
    onSaved: onDone,
    quietFailure: setServerError,
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setServerError(null);
        approve.mutate(values);
      })}
      className="flex flex-col gap-4"
    >
      <DialogHeader>
        <DialogTitle>{t('adminUi.registrations.approveTitle', { name: r.businessName })}</DialogTitle>
        <DialogDescription>
          {t('adminUi.registrations.approveDescription', {
            event: r.eventName,
            requested: r.requestedLocation ?? t('adminUi.registrations.noLocation'),
          })}
        </DialogDescription>
      </DialogHeader>
      <FormField
        label={t('adminUi.registrations.approvedLocation')}
        error={errors.approvedLocation?.message}
        description={t('adminUi.registrations.locationHint')}
      >
        <Input
          autoComplete="off"
          maxLength={200}
          name={location.field.name}
          ref={location.field.ref}
          value={location.field.value ?? ''}
          onChange={location.field.onChange}
          onBlur={location.field.onBlur}
        />
      </FormField>
      {suggestions.length > 0 && (
        <fieldset className="m-0 flex min-w-0 flex-col gap-2 border-0 p-0">
          <legend className="mb-2 p-0 font-semibold text-sm">{t('adminUi.registrations.suggestions')}</legend>
          <div className="flex flex-wrap gap-2">
            {suggestions.map((name) => (
              <LocationChip
                key={name}
                name={name}
                tone="accent"
                chosen={(location.field.value ?? '').trim().toLowerCase() === name.toLowerCase()}
                onPick={() => form.setValue('approvedLocation', name, { shouldDirty: true, shouldValidate: true })}
              >
                {name === r.requestedLocation && (
                  <span className="font-normal text-muted-foreground text-xs">{t('adminUi.registrations.requestedTag')}</span>
                )}
              </LocationChip>
            ))}
          </div>
        </fieldset>
      )}
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr] sm:items-start">
        <FormField
          label={t('adminUi.registrations.feeField')}
          error={errors.registrationFee?.message}
          description={t('adminUi.registrations.feeHint')}
        >
          <NumberField control={form.control} name="registrationFee" empty={null} min={0} step={0.01} inputMode="decimal" />
        </FormField>
        <div className="flex min-h-10 items-center gap-3 sm:mt-6">
          <Checkbox
            id={paidId}
            checked={paid.field.value ?? false}
            onCheckedChange={(checked) => paid.field.onChange(checked === true)}
          />
          <Label htmlFor={paidId}>{t('adminUi.registrations.paidField')}</Label>
        </div>
      </div>
      <FormAlert message={serverError} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" variant="accent" disabled={approve.isPending}>
          <BusyIcon busy={approve.isPending} icon={Check} />
          {t(r.status === 'approved' ? 'adminUi.common.saveChanges' : 'adminUi.registrations.approveSubmit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RejectDialog({ registration, onClose }: { registration: AdminEventRegistration | null; onClose: () => void }) {
  const reject = useAdminRowChange({
    key: ADMIN_KEYS.registrations,
    idOf: (row: AdminEventRegistration) => row.id,
    request: (r: AdminEventRegistration) =>
      api('PATCH /admin/api/event-registrations/:id', { params: { id: r.id }, body: { status: 'rejected' } }),
    notice: (saved) => ({
      title: t('adminUi.registrations.rejected'),
      description: t('adminUi.registrations.rejectedBody', { name: saved.businessName, event: saved.eventName }),
    }),
    failed: t('adminUi.registrations.updateFailed'),
    onSaved: onClose,
  });
  return (
    <ConfirmDialog
      open={registration !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('adminUi.registrations.confirmRejectTitle', { name: registration?.businessName ?? '' })}
      description={t('adminUi.registrations.confirmRejectBody', { event: registration?.eventName ?? '' })}
      confirmLabel={t('adminUi.registrations.reject')}
      destructive
      pending={reject.isPending}
      onConfirm={() => registration && reject.mutate(registration)}
    />
  );
}
