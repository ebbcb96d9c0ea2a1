/**
 * Create or edit an event (SPEC §3 Event; DESIGN §5): name, type, start and end dates, venue,
 * description, special locations and whether it is open for registration, checked with the
 * server's own schema. Created → POST /admin/api/events; edited → PATCH /admin/api/events/:id
 * with the changed fields only. Failures are said in the form (like the other admin forms).
 */
import { type Event, EventCreateSchema } from '@shared/schemas/events.js';
import { useId } from 'react';
import { Controller, useController } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { toValleyDate } from '@/lib/admin';
import { type MessageKey, t } from '@/lib/i18n';
import { LocationsEditor } from './locations-editor';
import { ResourceForm } from './resource-tab';
import { EVENTS } from './resources';
import { useAdminForm } from './use-admin-resource';
import { ValleyDateFields } from './valley-date-fields';

type FormInput = z.input<typeof EventCreateSchema>;

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

export function EventForm({ item, onDone }: { item?: Event; onDone?: () => void }) {
  const typesId = useId();
  const activeId = useId();
  const { form, errors, submit, footer } = useAdminForm({
    config: EVENTS,
    schema: EventCreateSchema,
    item,
    initialValues,
    onDone,
  });
  const locations = useController({ control: form.control, name: 'specialLocations' });

  return (
    <ResourceForm onSubmit={submit} footer={footer}>
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
      <ValleyDateFields
        register={(name) => form.register(name)}
        errors={errors}
        labels={{ start: t('adminUi.events.fieldStart'), end: t('adminUi.events.fieldEnd') }}
      />
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
    </ResourceForm>
  );
}
