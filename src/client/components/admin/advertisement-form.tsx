/**
 * Create or edit an advertisement (SPEC §5, §9): title, message, ad type, placement, amount paid
 * and duration in hours, checked with the server's own schema. The form starts from SPEC §9's
 * defaults (banner, homepage, amount 0, 24 hours); 0 is not a valid amount, so it must be changed
 * ('Amount must be greater than 0'). Created → 'Advertisement Created!'; edited → PATCH with the
 * changed fields only. A failure is said in the form itself (SPEC §8).
 */
import { ADVERTISEMENT_DEFAULTS } from '@shared/constants.js';
import {
  AD_PLACEMENTS,
  AD_TYPES,
  type AdPlacement,
  type AdType,
  type Advertisement,
  AdvertisementCreateSchema,
} from '@shared/schemas/admin.js';
import type { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { type MessageKey, t } from '@/lib/i18n';
import { NumberField } from './number-field';
import { ResourceForm } from './resource-tab';
import { ADVERTISEMENTS } from './resources';
import { SelectField } from './select-field';
import { useAdminForm } from './use-admin-resource';

type FormInput = z.input<typeof AdvertisementCreateSchema>;

export const adTypeLabel: Record<AdType, MessageKey> = {
  banner: 'adminUi.adType.banner',
  featured: 'adminUi.adType.featured',
  popup: 'adminUi.adType.popup',
  sponsored: 'adminUi.adType.sponsored',
};
export const placementLabel: Record<AdPlacement, MessageKey> = {
  homepage: 'adminUi.placement.homepage',
  search: 'adminUi.placement.search',
  vendor_list: 'adminUi.placement.vendor_list',
  mobile_app: 'adminUi.placement.mobile_app',
};

function initialValues(ad?: Advertisement): FormInput {
  if (!ad) {
    return {
      title: '',
      message: '',
      adType: ADVERTISEMENT_DEFAULTS.adType,
      placement: ADVERTISEMENT_DEFAULTS.placement,
      paidAmount: ADVERTISEMENT_DEFAULTS.paidAmount,
      duration: ADVERTISEMENT_DEFAULTS.duration,
    };
  }
  return {
    title: ad.title,
    message: ad.message,
    adType: ad.adType,
    placement: ad.placement,
    paidAmount: Number(ad.paidAmount),
    duration: ad.duration,
  };
}

export function AdvertisementForm({ item, onDone }: { item?: Advertisement; onDone?: () => void }) {
  const { form, errors, editing, submit, footer } = useAdminForm({
    config: ADVERTISEMENTS,
    schema: AdvertisementCreateSchema,
    item,
    initialValues,
    onDone,
  });

  return (
    <ResourceForm onSubmit={submit} footer={footer}>
      <FormField label={t('adminUi.ads.fieldTitle')} error={errors.title?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register('title')} />
      </FormField>
      <FormField label={t('adminUi.ads.fieldMessage')} error={errors.message?.message}>
        <Textarea rows={3} maxLength={2000} {...form.register('message')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.ads.fieldType')} error={errors.adType?.message}>
          <SelectField
            control={form.control}
            name="adType"
            options={AD_TYPES.map((type) => ({ value: type, label: t(adTypeLabel[type]) }))}
          />
        </FormField>
        <FormField label={t('adminUi.ads.fieldPlacement')} error={errors.placement?.message}>
          <SelectField
            control={form.control}
            name="placement"
            options={AD_PLACEMENTS.map((p) => ({ value: p, label: t(placementLabel[p]) }))}
          />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.ads.fieldAmount')} error={errors.paidAmount?.message}>
          <NumberField control={form.control} name="paidAmount" empty={undefined} min={1} step={0.01} inputMode="decimal" />
        </FormField>
        <FormField
          label={t('adminUi.ads.fieldDuration')}
          error={errors.duration?.message}
          description={editing ? t('adminUi.ads.durationEditHint') : undefined}
        >
          <NumberField control={form.control} name="duration" empty={undefined} min={1} max={8760} step={1} inputMode="numeric" />
        </FormField>
      </div>
    </ResourceForm>
  );
}
