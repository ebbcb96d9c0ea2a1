/**
 * Create or edit an event (SPEC §3 Event; DESIGN §5): name, type, start and end dates, venue,
 * description, special locations and whether it is open for registration, checked with the
 * server's own schema. Created → POST /admin/api/events; edited → PATCH /admin/api/events/:id
 * with the changed fields only. Failures are said in the form (like the other admin forms).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type Event, EventCreateSchema } from '@shared/schemas/events.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Plus, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useController, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/auth-layout';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { apiRequest } from '@/lib/api';
import { ADMIN_KEYS, toValleyDate, useAdminFailure } from '@/lib/admin';
import { type MessageKey, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { LocationsEditor } from './locations-editor';

type FormInput = z.input<typeof EventCreateSchema>;
type FormOutput = z.output<typeof EventCreateSchema>;

const TYPE_SUGGESTIONS: MessageKey[] = [
  'adminUi.eventType.festival',
  'adminUi.eventType.market',
  'adminUi.eventType.truckNight',
  'adminUi.eventType.concert',
  'adminUi.eventType.sports',
];

function initialValues(event?: Event): FormInput {
  if (!event) {
    return {
      name: '',
      type: '',
      startDate: '',
      endDate: '',
      venue: '',
      description: '',
      specialLocations: [],
      isActive: true,
    };
  }
  return {
    name: event.name,
    type: event.type,
    startDate: toValleyDate(event.startDate),
    endDate: toValleyDate(event.endDate),
    venue: event.venue ?? '',
    description: event.description ?? '',
    specialLocations: event.specialLocations,
    isActive: event.isActive,
  };
}

export function EventForm({ event, onDone }: { event?: Event; onDone?: () => void }) {
  const editing = event !== undefined;
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  const typesId = useId();
  const activeId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(EventCreateSchema),
    defaultValues: initialValues(event),
  });
  const { errors, dirtyFields } = form.formState;
  const locations = useController({ control: form.control, name: 'specialLocations' });

  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      if (!editing) return apiRequest<Event>('POST', '/admin/api/events', values);
      const changed = Object.fromEntries(
        Object.entries(values).filter(([key]) => dirtyFields[key as keyof FormInput]),
      );
      return apiRequest<Event>('PATCH', `/admin/api/events/${event.id}`, changed);
    },
    onSuccess: (saved) => {
      setServerError(null);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.events });
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.stats });
      void queryClient.invalidateQueries({ queryKey: ['/api/events'] });
      if (editing) {
        void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.registrations });
        toast({ title: t('adminUi.events.updated'), description: saved.name, variant: 'success' });
      } else {
        toast({
          title: t('adminUi.events.created'),
          description: t('adminUi.events.createdBody', { name: saved.name }),
          variant: 'success',
        });
        form.reset(initialValues());
      }
      onDone?.();
    },
    onError: (error) =>
      setServerError(
        fail(error, t(editing ? 'adminUi.events.updateFailed' : 'adminUi.events.createFailed'), { quiet: true }),
      ),
  });

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    if (editing && Object.keys(dirtyFields).length === 0) {
      onDone?.();
      return;
    }
    save.mutate(values);
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={save.isPending}>
      <FormField label={t('adminUi.events.fieldName')} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register('name')} />
      </FormField>
      <FormField
        label={t('adminUi.events.fieldType')}
        error={errors.type?.message}
        description={t('adminUi.events.typeHint')}
      >
        <Input autoComplete="off" maxLength={80} list={typesId} {...form.register('type')} />
      </FormField>
      <datalist id={typesId}>
        {TYPE_SUGGESTIONS.map((key) => (
          <option key={key} value={t(key)} />
        ))}
      </datalist>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.events.fieldStart')} error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </FormField>
        <FormField label={t('adminUi.events.fieldEnd')} error={errors.endDate?.message}>
          <Input type="date" {...form.register('endDate')} />
        </FormField>
      </div>
      <FormField label={t('adminUi.events.fieldVenue')} error={errors.venue?.message}>
        <Input autoComplete="off" maxLength={300} {...form.register('venue')} />
      </FormField>
      <FormField label={t('adminUi.events.fieldDescription')} error={errors.description?.message}>
        <Textarea rows={3} maxLength={4000} {...form.register('description')} />
      </FormField>
      <FormField
        label={t('adminUi.events.fieldLocations')}
        error={errors.specialLocations?.message ?? errors.specialLocations?.root?.message}
        description={t('adminUi.events.locationsHint')}
      >
        <LocationsEditor value={locations.field.value ?? []} onChange={locations.field.onChange} />
      </FormField>
      <Controller
        control={form.control}
        name="isActive"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-lg border border-border p-3">
            <Switch id={activeId} checked={field.value ?? true} onCheckedChange={field.onChange} />
            <div className="flex flex-col gap-1">
              <Label htmlFor={activeId}>{t('adminUi.events.fieldActive')}</Label>
              <p className="text-muted-foreground text-xs">{t('adminUi.events.activeHint')}</p>
            </div>
          </div>
        )}
      />
      <FormAlert message={serverError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {editing && (
          <DialogClose asChild>
            <Button variant="outline">{t('common.cancel')}</Button>
          </DialogClose>
        )}
        <Button type="submit" disabled={save.isPending} className={editing ? undefined : 'w-full sm:w-auto'}>
          {save.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : editing ? (
            <Save aria-hidden="true" />
          ) : (
            <Plus aria-hidden="true" />
          )}
          {t(editing ? 'adminUi.common.saveChanges' : 'adminUi.events.submit')}
        </Button>
      </div>
    </form>
  );
}
