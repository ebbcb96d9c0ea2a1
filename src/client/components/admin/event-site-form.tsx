/**
 * Place an approved vendor on the event's site (DESIGN §10.3, decision 0038): the spot's name, its
 * position inside the valley and whether it is premium, checked with the server's own schema
 * (EventSitePlaceSchema). Saved through PUT /admin/api/event-registrations/:id/site (placing again
 * moves the one spot); "Remove from site" is DELETE on the same path.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminEventRegistration, EventSitePlaceSchema } from '@shared/schemas/events.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MapPinned, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/layout/auth-layout';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogClose, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { BusyIcon } from '@/components/ui/busy-icon';
import { api } from '@/lib/api';
import { ADMIN_KEYS, replaceAdminRow, useAdminFailure } from '@/lib/admin';
import { t } from '@/lib/i18n';
import { PUBLIC_EVENTS_KEY } from '@/lib/query-keys';
import { toast } from '@/lib/use-toast';
import { CoordinateFields } from './number-field';

type SiteInput = z.input<typeof EventSitePlaceSchema>;
type SiteOutput = z.output<typeof EventSitePlaceSchema>;

export function EventSiteForm({ registration: r, onDone }: { registration: AdminEventRegistration; onDone: () => void }) {
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  const premiumId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<SiteInput, unknown, SiteOutput>({
    resolver: zodResolver(EventSitePlaceSchema),
    defaultValues: {
      locationName: r.site?.locationName ?? '',
      latitude: r.site?.latitude ?? (undefined as unknown as number),
      longitude: r.site?.longitude ?? (undefined as unknown as number),
      isPremium: r.site?.isPremium ?? false,
    },
  });
  const { errors } = form.formState;

  const saved = (next: AdminEventRegistration) => {
    replaceAdminRow(queryClient, ADMIN_KEYS.registrations, next, (row) => row.id);
    void queryClient.invalidateQueries({ queryKey: PUBLIC_EVENTS_KEY });
  };
  const onError = (error: unknown) => setServerError(fail(error, t('eventSites.failed'), { quiet: true }));

  const place = useMutation({
    mutationFn: (values: SiteOutput) => api('PUT /admin/api/event-registrations/:id/site', { params: { id: r.id }, body: values }),
    onSuccess: (next) => {
      saved(next);
      toast({
        title: t('eventSites.saved'),
        description: t('eventSites.savedBody', { name: next.businessName, spot: next.site?.locationName ?? '' }),
        variant: 'success',
      });
      onDone();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => api('DELETE /admin/api/event-registrations/:id/site', { params: { id: r.id } }),
    onSuccess: (next) => {
      saved(next);
      toast({
        title: t('eventSites.removed'),
        description: t('eventSites.removedBody', { name: next.businessName, event: next.eventName }),
        variant: 'success',
      });
      onDone();
    },
    onError,
  });
  const busy = place.isPending || remove.isPending;

  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={form.handleSubmit((values) => {
        setServerError(null);
        place.mutate(values);
      })}
      className="flex flex-col gap-4"
    >
      <DialogHeader>
        <DialogTitle>{t('eventSites.formTitle', { name: r.businessName })}</DialogTitle>
        <DialogDescription>{t('eventSites.formDescription', { name: r.businessName, event: r.eventName })}</DialogDescription>
      </DialogHeader>
      <FormField label={t('eventSites.fieldName')} error={errors.locationName?.message} description={t('eventSites.fieldNameHint')}>
        <Input autoComplete="off" maxLength={120} {...form.register('locationName')} />
      </FormField>
      <CoordinateFields
        control={form.control}
        labels={{ latitude: t('eventSites.fieldLatitude'), longitude: t('eventSites.fieldLongitude') }}
        errors={errors}
      />
      <p className="-mt-2 text-muted-foreground text-xs">{t('eventSites.positionHint')}</p>
      <Controller
        control={form.control}
        name="isPremium"
        render={({ field }) => (
          <div className="flex min-h-10 items-center gap-3">
            <Checkbox id={premiumId} checked={field.value ?? false} onCheckedChange={(checked) => field.onChange(checked === true)} />
            <Label htmlFor={premiumId}>{t('eventSites.fieldPremium')}</Label>
          </div>
        )}
      />
      <FormAlert message={serverError} />
      <DialogFooter className="gap-2 sm:justify-between">
        {r.site ? (
          <Button
            type="button"
            variant="outline"
            className="text-destructive hover:bg-red-50"
            disabled={busy}
            onClick={() => {
              setServerError(null);
              remove.mutate();
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('eventSites.remove')}
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
          <Button type="submit" variant="accent" disabled={busy}>
            <BusyIcon busy={place.isPending} icon={MapPinned} />
            {t('eventSites.save')}
          </Button>
        </div>
      </DialogFooter>
    </form>
  );
}
