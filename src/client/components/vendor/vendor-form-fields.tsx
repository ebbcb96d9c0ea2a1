/**
 * The vendor profile fields (SPEC §2 "Vendor registration"), shared by the registration page and
 * the dashboard's Edit Profile dialog: business details, photos, preorders and payment methods,
 * and the map pin. Validation is VendorCreateSchema's (SPEC §5 texts). Preorder rule (SPEC §4):
 * choosing a payment method turns preorders on; turning them off clears the methods; the saved
 * acceptsPreorders is whether at least one method is chosen.
 */
import { MENU_PHOTOS_MAX_FILES, PROFILE_PHOTO_MAX_FILES } from '@shared/constants.js';
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentMethodLabelKey,
  type VendorCreateSchema,
} from '@shared/schemas/vendors.js';
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { type UseFormReturn, useController, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input, PhoneInput } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { t } from '@/lib/i18n';
import { cuisineLabel } from '@/lib/labels';
import { cn } from '@/lib/utils';
import { ConnectionNotice, PhotoUploader } from './photo-uploader';
import { PinPicker } from './pin-picker';

export type VendorFormInput = z.input<typeof VendorCreateSchema>;
export type VendorFormOutput = z.output<typeof VendorCreateSchema>;
export type VendorForm = UseFormReturn<VendorFormInput, unknown, VendorFormOutput>;

export const emptyVendorForm: VendorFormInput = {
  businessName: '',
  cuisine: '',
  description: '',
  address: '',
  phone: '',
  acceptsPreorders: false,
  preorderInstructions: '',
  profileImageUrl: null,
  menuImageUrls: [],
  paymentMethods: [],
  latitude: null,
  longitude: null,
};

/** The body to send: everything the form holds, with acceptsPreorders derived (SPEC §4). */
export function vendorPayload(values: VendorFormOutput): VendorFormOutput & { acceptsPreorders: boolean } {
  return { ...values, acceptsPreorders: values.paymentMethods.length > 0 };
}

function Section({
  title,
  description,
  level,
  children,
  className,
}: {
  title: string;
  description?: string;
  level: 2 | 3;
  children: ReactNode;
  className?: string;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={cn('flex flex-col gap-5', className)}>
      <div className="flex flex-col gap-1">
        <Heading className={cn('font-bold tracking-tight', level === 2 ? 'text-lg' : 'text-base')}>{title}</Heading>
        {description && <p className="text-muted-foreground text-sm">{description}</p>}
      </div>
      {children}
    </section>
  );
}

export interface VendorFormFieldsProps {
  form: VendorForm;
  /** h2 on the registration page, h3 inside the Edit Profile dialog. */
  headingLevel: 2 | 3;
  /** Told whether picked photos still wait for upload (the form holds its submit until then). */
  onUploadsBusyChange: (busy: boolean) => void;
  /** Shown by the photo groups that still hold picked photos when the form is submitted. */
  uploadsError?: string;
  /** Wraps each section (a Card on the registration page). */
  sectionClassName?: string;
}

export function VendorFormFields({
  form,
  headingLevel,
  onUploadsBusyChange,
  uploadsError,
  sectionClassName,
}: VendorFormFieldsProps) {
  const { register, control, setValue } = form;
  const { errors } = form.formState;
  const cuisineListId = useId();
  const switchId = useId();
  const methodsHintId = useId();

  const profile = useController({ control, name: 'profileImageUrl' });
  const menu = useController({ control, name: 'menuImageUrls' });
  const accepts = useWatch({ control, name: 'acceptsPreorders' }) ?? false;
  const methods = (useWatch({ control, name: 'paymentMethods' }) ?? []) as PaymentMethod[];
  const latitude = useWatch({ control, name: 'latitude' });
  const longitude = useWatch({ control, name: 'longitude' });

  const [profileBusy, setProfileBusy] = useState(false);
  const [menuBusy, setMenuBusy] = useState(false);
  useEffect(() => {
    onUploadsBusyChange(profileBusy || menuBusy);
  }, [profileBusy, menuBusy, onUploadsBusyChange]);
  const onProfileBusy = useCallback((busy: boolean) => setProfileBusy(busy), []);
  const onMenuBusy = useCallback((busy: boolean) => setMenuBusy(busy), []);

  function setAccepts(on: boolean) {
    setValue('acceptsPreorders', on, { shouldDirty: true });
    if (!on) setValue('paymentMethods', [], { shouldDirty: true });
  }

  function toggleMethod(method: PaymentMethod, on: boolean) {
    const next = on ? [...methods.filter((m) => m !== method), method] : methods.filter((m) => m !== method);
    // Keep the catalogue's order whatever the clicking order was.
    const ordered = PAYMENT_METHODS.filter((m) => next.includes(m));
    setValue('paymentMethods', ordered, { shouldDirty: true });
    if (ordered.length > 0) setValue('acceptsPreorders', true, { shouldDirty: true });
  }

  const optional = t('vendorUi.field.optional');
  const cuisines = t('vendorUi.field.cuisineSuggestions').split('|');

  return (
    <>
      <Section
        level={headingLevel}
        title={t('vendorUi.section.details')}
        description={t('vendorUi.section.detailsHint')}
        className={sectionClassName}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('vendorUi.field.businessName')} error={errors.businessName?.message}>
            <Input autoComplete="organization" {...register('businessName')} />
          </FormField>
          <FormField
            label={t('vendorUi.field.cuisine')}
            error={errors.cuisine?.message}
            description={t('vendorUi.field.cuisineHint')}
          >
            <Input list={cuisineListId} autoComplete="off" {...register('cuisine')} />
          </FormField>
          <datalist id={cuisineListId}>
            {cuisines.map((c) => {
              // The value is the cuisine as stored (and filtered on); the label, the reader's word for it.
              const label = cuisineLabel(c);
              return <option key={c} value={c} label={label === c ? undefined : label} />;
            })}
          </datalist>
        </div>
        <FormField
          label={
            <>
              {t('vendorUi.field.description')} <span className="font-normal text-muted-foreground">{optional}</span>
            </>
          }
          error={errors.description?.message}
        >
          <Textarea rows={3} placeholder={t('vendorUi.field.descriptionPlaceholder')} {...register('description')} />
        </FormField>
        <FormField
          label={t('vendorUi.field.address')}
          error={errors.address?.message}
          description={t('vendorUi.field.addressHint')}
        >
          <Input autoComplete="street-address" {...register('address')} />
        </FormField>
        <FormField
          label={
            <>
              {t('vendorUi.field.phone')} <span className="font-normal text-muted-foreground">{optional}</span>
            </>
          }
          error={errors.phone?.message}
          className="sm:max-w-xs"
        >
          <PhoneInput {...register('phone')} />
        </FormField>
      </Section>

      <Section
        level={headingLevel}
        title={t('vendorUi.section.photos')}
        description={t('vendorUi.section.photosHint')}
        className={sectionClassName}
      >
        <ConnectionNotice />
        <PhotoUploader
          label={t('vendorUi.field.profilePhoto')}
          labelHint={optional}
          max={PROFILE_PHOTO_MAX_FILES}
          value={profile.field.value ? [profile.field.value] : []}
          onChange={(urls) => profile.field.onChange(urls[0] ?? null)}
          onBusyChange={onProfileBusy}
          error={profileBusy ? uploadsError : undefined}
        />
        <PhotoUploader
          label={t('vendorUi.field.menuPhotos')}
          labelHint={optional}
          max={MENU_PHOTOS_MAX_FILES}
          value={menu.field.value ?? []}
          onChange={(urls) => menu.field.onChange(urls)}
          onBusyChange={onMenuBusy}
          error={menuBusy ? uploadsError : undefined}
        />
      </Section>

      <Section
        level={headingLevel}
        title={t('vendorUi.section.preorders')}
        description={t('vendorUi.section.preordersHint')}
        className={sectionClassName}
      >
        <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-sand-50 p-4">
          <div className="flex flex-col gap-1">
            <Label htmlFor={switchId}>{t('vendorUi.field.acceptPreorders')}</Label>
            <p className="text-muted-foreground text-sm">{t('vendorUi.field.acceptPreordersHint')}</p>
          </div>
          <Switch id={switchId} checked={accepts} onCheckedChange={setAccepts} />
        </div>
        <fieldset className="flex flex-col gap-3" aria-describedby={methodsHintId}>
          <legend className="mb-1 font-semibold text-sm">{t('vendorUi.field.paymentMethods')}</legend>
          <p id={methodsHintId} className={cn('-mt-1 text-sm', accepts && methods.length === 0 ? 'font-medium text-yellow-900' : 'text-muted-foreground')}>
            {accepts && methods.length === 0 ? t('vendorUi.field.paymentMethodsNeeded') : t('vendorUi.field.paymentMethodsHint')}
          </p>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {PAYMENT_METHODS.map((method) => {
              const id = `${switchId}-${method}`;
              const checked = methods.includes(method);
              return (
                <div
                  key={method}
                  className={cn(
                    'flex min-h-11 items-center gap-3 rounded-lg border px-3 py-2 transition-colors',
                    checked ? 'border-primary bg-primary-soft' : 'border-border bg-card',
                  )}
                >
                  <Checkbox id={id} checked={checked} onCheckedChange={(on) => toggleMethod(method, on === true)} />
                  <Label htmlFor={id} className="flex-1 cursor-pointer py-1 font-medium">
                    {t(paymentMethodLabelKey(method))}
                  </Label>
                </div>
              );
            })}
          </div>
        </fieldset>
        <FormField
          label={
            <>
              {t('vendorUi.field.preorderInstructions')}{' '}
              <span className="font-normal text-muted-foreground">{optional}</span>
            </>
          }
          error={errors.preorderInstructions?.message}
        >
          <Textarea
            rows={3}
            placeholder={t('vendorUi.field.preorderInstructionsPlaceholder')}
            {...register('preorderInstructions')}
          />
        </FormField>
      </Section>

      <Section
        level={headingLevel}
        title={t('vendorUi.section.location')}
        description={t('vendorUi.section.locationHint')}
        className={sectionClassName}
      >
        <PinPicker
          value={latitude != null && longitude != null ? { lat: latitude, lng: longitude } : null}
          onChange={(p) => {
            setValue('latitude', p?.lat ?? null, { shouldDirty: true });
            setValue('longitude', p?.lng ?? null, { shouldDirty: true });
          }}
        />
        {(errors.latitude || errors.longitude) && (
          <p className="font-medium text-destructive text-sm">{errors.latitude?.message ?? errors.longitude?.message}</p>
        )}
      </Section>
    </>
  );
}
