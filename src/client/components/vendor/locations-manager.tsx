/**
 * The dashboard's vendor locations (DESIGN §10.3, issue 18 item 1): the named places the truck
 * works ("Indio Blvd", "Palm Desert market"), each with its address and a pin on the valley map;
 * one may be the main one, a hidden one is the owner's alone. Add and edit in one dialog (checked
 * with LocationCreateSchema, the server's rule), delete after asking. Every change reloads
 * GET /api/my-vendor, whose `locations` the list, the hours editor and the desk read.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { LocationCreateSchema, type VendorLocation } from '@shared/schemas/locations.js';
import type { MyVendor } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MapPin, MapPinned, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
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
import { api, isApiError, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { reloadMyVendor } from './my-vendor';
import { PinPicker } from './pin-picker';

/** The dialog's fields: what POST takes, plus "Shown to customers" when editing. */
const LocationFormSchema = LocationCreateSchema.extend({
  isMainLocation: z.boolean(),
  isActive: z.boolean(),
});
type FormInput = z.input<typeof LocationFormSchema>;
type FormOutput = z.output<typeof LocationFormSchema>;

/** A failed change in the reader's language, by the answer's stable code. */
function showLocationError(error: unknown, fallback: string) {
  if (isApiError(error, 404, 'not_found')) {
    showErrorNotice(error, t('locations.error.notFound'));
  } else if (isApiError(error, 400, 'invalid_location')) {
    showErrorNotice(error, t('locations.error.invalidLocation'));
  } else {
    // A 400 validation answer carries a message already in the reader's language.
    showErrorNotice(error, fallback, { preferServerMessage: isApiError(error, 400) });
  }
}

export function LocationsManager({ data }: { data: MyVendor }) {
  const vendorId = data.vendor.id;
  const queryClient = useQueryClient();
  const headingId = useId();
  const [editing, setEditing] = useState<VendorLocation | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VendorLocation | null>(null);
  const reload = () => reloadMyVendor(queryClient, vendorId);

  const remove = useMutation({
    mutationFn: (location: VendorLocation) => api('DELETE /api/vendor-locations/:id', { params: { id: location.id } }),
    onSuccess: () => {
      setDeleting(null);
      toast({ title: t('vendorUi.notice.success'), description: t('locations.manager.deleted'), variant: 'success' });
    },
    onError: (error) => {
      setDeleting(null);
      showLocationError(error, t('locations.manager.deleteFailed'));
    },
    onSettled: reload,
  });

  // The main location first, then by name.
  const locations = [...data.locations].sort(
    (a, b) => Number(b.isMainLocation) - Number(a.isMainLocation) || a.locationName.localeCompare(b.locationName),
  );

  return (
    <Card>
      <section aria-labelledby={headingId} data-testid="locations-manager">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 p-5 sm:p-6">
          <div className="flex min-w-0 flex-col gap-1">
            <CardTitle id={headingId} className="flex items-center gap-2 text-lg">
              <MapPinned className="size-5 text-primary" aria-hidden="true" />
              {t('locations.manager.title')}
            </CardTitle>
            <CardDescription>{t('locations.manager.hint')}</CardDescription>
          </div>
          <Button variant="accent" className="min-h-11" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {t('locations.manager.add')}
          </Button>
        </CardHeader>
        <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0">
          {locations.length === 0 ? (
            <p className="rounded-lg border border-border border-dashed bg-sand-50 px-4 py-6 text-center text-muted-foreground text-sm">
              {t('locations.manager.empty')}
            </p>
          ) : (
            <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
              {locations.map((location) => (
                <li
                  key={location.id}
                  data-testid="location-row"
                  data-name={location.locationName}
                  className="flex items-start justify-between gap-2 p-3"
                >
                  <div className="flex min-w-0 flex-col gap-1 pt-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className={location.isActive ? 'font-semibold' : 'font-semibold text-muted-foreground'}>
                        {location.locationName}
                      </span>
                      {location.isMainLocation && <Badge variant="accent">{t('locations.manager.main')}</Badge>}
                      {!location.isActive && <Badge variant="grey">{t('locations.manager.hidden')}</Badge>}
                    </p>
                    <p className="flex items-start gap-1.5 text-muted-foreground text-sm">
                      <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                      <span className="min-w-0 break-words">{location.address}</span>
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-11"
                      aria-label={t('locations.manager.edit', { name: location.locationName })}
                      onClick={() => setEditing(location)}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-11 text-destructive hover:bg-red-50"
                      aria-label={t('locations.manager.delete', { name: location.locationName })}
                      onClick={() => setDeleting(location)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </section>

      <Dialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      >
        <DialogContent className="sm:max-w-xl">
          {editing !== null && (
            <LocationForm
              vendorId={vendorId}
              location={editing === 'new' ? undefined : editing}
              onDone={() => setEditing(null)}
              reload={reload}
            />
          )}
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        role="dialog"
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('locations.manager.deleteTitle', { name: deleting?.locationName ?? '' })}
        description={t('locations.manager.deleteBody')}
        confirmLabel={t('locations.manager.deleteConfirm')}
        destructive
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Card>
  );
}

function LocationForm({
  vendorId,
  location,
  onDone,
  reload,
}: {
  vendorId: number;
  location?: VendorLocation;
  onDone: () => void;
  reload: () => Promise<unknown>;
}) {
  const editing = location !== undefined;
  const mainId = useId();
  const activeId = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(LocationFormSchema),
    defaultValues: {
      locationName: location?.locationName ?? '',
      address: location?.address ?? '',
      // No pin yet: the schema's "Place the location on the map" until one is placed.
      latitude: location?.latitude ?? (null as unknown as number),
      longitude: location?.longitude ?? (null as unknown as number),
      isMainLocation: location?.isMainLocation ?? false,
      isActive: location?.isActive ?? true,
    },
  });
  const { errors } = form.formState;
  const [latitude, longitude, isMainLocation, isActive] = useWatch({
    control: form.control,
    name: ['latitude', 'longitude', 'isMainLocation', 'isActive'],
  });

  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      if (editing) return api('PATCH /api/vendor-locations/:id', { params: { id: location.id }, body: values });
      const { isActive: _shown, ...created } = values;
      return api('POST /api/vendors/:id/locations', { params: { id: vendorId }, body: created });
    },
    onSuccess: () => {
      toast({ title: t('vendorUi.notice.success'), description: t('locations.manager.saved'), variant: 'success' });
      onDone();
    },
    onError: (error) => showLocationError(error, t('locations.manager.failed')),
    onSettled: reload,
  });

  const pinError = errors.latitude?.message ?? errors.longitude?.message;

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      className="flex min-w-0 flex-col gap-5"
      data-testid="location-form"
    >
      <DialogHeader>
        <DialogTitle>
          {editing ? t('locations.form.editTitle', { name: location.locationName }) : t('locations.form.addTitle')}
        </DialogTitle>
        <DialogDescription>{t('locations.form.hint')}</DialogDescription>
      </DialogHeader>
      <FormField label={t('locations.form.name')} error={errors.locationName?.message}>
        <Input
          autoComplete="off"
          maxLength={80}
          className="h-11"
          placeholder={t('locations.form.namePlaceholder')}
          {...form.register('locationName')}
        />
      </FormField>
      <FormField label={t('locations.form.address')} error={errors.address?.message}>
        <Input autoComplete="street-address" maxLength={200} className="h-11" {...form.register('address')} />
      </FormField>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 font-medium text-sm">{t('locations.form.pin')}</legend>
        <PinPicker
          value={latitude != null && longitude != null ? { lat: latitude, lng: longitude } : null}
          onChange={(p) => {
            form.setValue('latitude', p?.lat ?? (null as unknown as number), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
            form.setValue('longitude', p?.lng ?? (null as unknown as number), { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
          }}
        />
        {pinError && (
          <p className="font-medium text-destructive text-sm" role="alert">
            {pinError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <div className="flex min-h-11 items-center gap-3">
          <Checkbox
            id={mainId}
            checked={isMainLocation}
            onCheckedChange={(next) => form.setValue('isMainLocation', next === true, { shouldDirty: true })}
          />
          <Label htmlFor={mainId} className="flex min-h-11 flex-1 cursor-pointer items-center">
            {t('locations.form.main')}
          </Label>
        </div>
        {editing && (
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={activeId}
              checked={isActive}
              onCheckedChange={(next) => form.setValue('isActive', next === true, { shouldDirty: true })}
            />
            <Label htmlFor={activeId} className="flex min-h-11 flex-1 cursor-pointer items-center">
              {t('locations.form.active')}
            </Label>
          </div>
        )}
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" className="min-h-11">
            {t('locations.form.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" className="min-h-11" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t('locations.form.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
