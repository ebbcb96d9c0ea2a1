/**
 * Add or edit an attraction (DESIGN §10.3): name, type, address, its place (latitude and
 * longitude inside the valley), website and phone (optional), and whether it is a Valley Eats
 * partner; checked with the server's own schema.
 */
import { ATTRACTION_TYPES, type Attraction, AttractionCreateSchema, type AttractionType } from '@shared/schemas/attractions.js';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { type MessageKey, t } from '@/lib/i18n';
import { CoordinateFields } from './number-field';
import { ResourceForm } from './resource-tab';
import { ATTRACTIONS } from './resources';
import { SelectField } from './select-field';
import { useAdminForm } from './use-admin-resource';

type FormInput = z.input<typeof AttractionCreateSchema>;

export const attractionTypeLabel = (type: AttractionType): MessageKey => `attractions.type.${type}`;

function initialValues(attraction?: Attraction): FormInput {
  return {
    name: attraction?.name ?? '',
    type: attraction?.type ?? 'landmark',
    address: attraction?.address ?? '',
    latitude: attraction?.latitude ?? (undefined as unknown as number),
    longitude: attraction?.longitude ?? (undefined as unknown as number),
    website: attraction?.website ?? '',
    phone: attraction?.phone ?? '',
    isPartner: attraction?.isPartner ?? false,
  };
}

export function AttractionForm({ item, onDone }: { item?: Attraction; onDone?: () => void }) {
  const partnerId = useId();
  const { form, errors, submit, footer } = useAdminForm({
    config: ATTRACTIONS,
    schema: AttractionCreateSchema,
    item,
    initialValues,
    onDone,
  });

  return (
    <ResourceForm onSubmit={submit} footer={footer}>
      <FormField label={t('adminUi.attractions.fieldName')} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={120} {...form.register('name')} />
      </FormField>
      <FormField label={t('adminUi.attractions.fieldType')} error={errors.type?.message}>
        <SelectField
          control={form.control}
          name="type"
          options={ATTRACTION_TYPES.map((type) => ({ value: type, label: t(attractionTypeLabel(type)) }))}
        />
      </FormField>
      <FormField label={t('adminUi.attractions.fieldAddress')} error={errors.address?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register('address')} />
      </FormField>
      <CoordinateFields
        control={form.control}
        labels={{ latitude: t('adminUi.attractions.fieldLatitude'), longitude: t('adminUi.attractions.fieldLongitude') }}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.attractions.fieldWebsite')} error={errors.website?.message}>
          <Input type="url" autoComplete="off" maxLength={300} {...form.register('website')} />
        </FormField>
        <FormField label={t('adminUi.attractions.fieldPhone')} error={errors.phone?.message}>
          <Input type="tel" autoComplete="off" maxLength={40} {...form.register('phone')} />
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="isPartner"
        render={({ field }) => (
          <div className="flex items-center gap-3 rounded-lg border border-border p-3">
            <Switch id={partnerId} checked={field.value ?? false} onCheckedChange={field.onChange} />
            <Label htmlFor={partnerId}>{t('adminUi.attractions.fieldPartner')}</Label>
          </div>
        )}
      />
    </ResourceForm>
  );
}
