/**
 * Create or edit a promotion (SPEC §5, §9): title, description, type, discount value, the vendor
 * whose orders a discount is applied to and how many orders may get it (issue 44), and the start
 * and end dates, checked with the server's own schema. Created → POST
 * /admin/api/promotions ('Promotion Created!', the form back to SPEC §9's defaults: type
 * discount, discount 0); edited → PATCH /admin/api/promotions/:id with the changed fields only.
 * A failure is said in the form itself (SPEC §8: admin creation forms show no error notice).
 */
import { PROMOTION_DEFAULTS } from '@shared/constants.js';
import { PROMOTION_TYPES, type Promotion, PromotionCreateSchema, type PromotionType } from '@shared/schemas/admin.js';
import type { ComponentProps } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { z } from 'zod';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ADMIN_KEYS, toValleyDate } from '@/lib/admin';
import { type MessageKey, t } from '@/lib/i18n';
import { NumberField } from './number-field';
import { ResourceForm } from './resource-tab';
import { PROMOTIONS } from './resources';
import { SelectField } from './select-field';
import { useAdminForm } from './use-admin-resource';
import { ValleyDateFields } from './valley-date-fields';
import { useApiQuery } from '@/lib/use-api-query';

type FormInput = z.input<typeof PromotionCreateSchema>;

export const promotionTypeLabel: Record<PromotionType, MessageKey> = {
  discount: 'adminUi.promotionType.discount',
  bogo: 'adminUi.promotionType.bogo',
  free_item: 'adminUi.promotionType.free_item',
  featured: 'adminUi.promotionType.featured',
};

function initialValues(promotion?: Promotion): FormInput {
  if (!promotion) {
    return {
      title: '',
      description: '',
      type: PROMOTION_DEFAULTS.type,
      discountValue: PROMOTION_DEFAULTS.discountValue,
      startDate: '',
      endDate: '',
      vendorId: null,
      maxUses: null,
    };
  }
  return {
    title: promotion.title,
    description: promotion.description,
    type: promotion.type,
    discountValue: promotion.discountValue === null ? undefined : Number(promotion.discountValue),
    startDate: toValleyDate(promotion.startDate),
    endDate: toValleyDate(promotion.endDate),
    vendorId: promotion.vendorId,
    maxUses: promotion.maxUses,
  };
}

const NO_VENDOR = 'none';

/** Issue 44: the vendor a discount is applied to at checkout (every vendor, by name), or none. */
function VendorField({ control, ...aria }: { control: Control<FormInput> } & Pick<ComponentProps<'button'>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  const { data } = useApiQuery({ queryKey: ADMIN_KEYS.vendors });
  const { field } = useController({ control, name: 'vendorId' });
  const vendors = [...(data ?? [])].sort((a, b) => a.vendor.businessName.localeCompare(b.vendor.businessName));
  return (
    <Select
      value={field.value == null ? NO_VENDOR : String(field.value)}
      onValueChange={(value) => field.onChange(value === NO_VENDOR ? null : Number(value))}
      name={field.name}
    >
      <SelectTrigger ref={field.ref} onBlur={field.onBlur} data-testid="promotion-vendor-select" {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_VENDOR}>{t('adminUi.promotions.noVendor')}</SelectItem>
        {vendors.map((v) => (
          <SelectItem key={v.vendor.id} value={String(v.vendor.id)}>
            {v.vendor.businessName}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export function PromotionForm({ item, onDone }: { item?: Promotion; onDone?: () => void }) {
  const { form, errors, submit, footer } = useAdminForm({
    config: PROMOTIONS,
    schema: PromotionCreateSchema,
    item,
    initialValues,
    onDone,
  });

  return (
    <ResourceForm onSubmit={submit} footer={footer}>
      <FormField label={t('adminUi.promotions.fieldTitle')} error={errors.title?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register('title')} />
      </FormField>
      <FormField label={t('adminUi.promotions.fieldDescription')} error={errors.description?.message}>
        <Textarea rows={3} maxLength={2000} {...form.register('description')} />
      </FormField>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.promotions.fieldType')} error={errors.type?.message}>
          <SelectField
            control={form.control}
            name="type"
            options={PROMOTION_TYPES.map((type) => ({ value: type, label: t(promotionTypeLabel[type]) }))}
          />
        </FormField>
        <FormField
          label={t('adminUi.promotions.fieldDiscount')}
          error={errors.discountValue?.message}
          description={t('adminUi.promotions.discountHint')}
        >
          <NumberField control={form.control} name="discountValue" empty={undefined} min={0} max={999.99} step={0.01} inputMode="decimal" />
        </FormField>
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.promotions.fieldVendor')} error={errors.vendorId?.message} description={t('adminUi.promotions.vendorHint')}>
          <VendorField control={form.control} />
        </FormField>
        <FormField label={t('adminUi.promotions.fieldMaxUses')} error={errors.maxUses?.message} description={t('adminUi.promotions.maxUsesHint')}>
          <NumberField control={form.control} name="maxUses" empty={null} min={1} max={1_000_000} step={1} inputMode="numeric" />
        </FormField>
      </div>
      <ValleyDateFields
        register={(name) => form.register(name)}
        errors={errors}
        labels={{ start: t('adminUi.promotions.fieldStart'), end: t('adminUi.promotions.fieldEnd') }}
        note
      />
    </ResourceForm>
  );
}
