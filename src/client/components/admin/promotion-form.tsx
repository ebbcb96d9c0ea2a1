/**
 * Create or edit a promotion (SPEC §5, §9): title, description, type, discount value and the
 * start and end dates, checked with the server's own schema. Created → POST
 * /admin/api/promotions ('Promotion Created!', the form back to SPEC §9's defaults: type
 * discount, discount 0); edited → PATCH /admin/api/promotions/:id with the changed fields only.
 * A failure is said in the form itself (SPEC §8: admin creation forms show no error notice).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PROMOTION_DEFAULTS } from '@shared/constants.js';
import { PROMOTION_TYPES, type Promotion, PromotionCreateSchema, type PromotionType } from '@shared/schemas/admin.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle, Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/auth-layout';
import { Button } from '@/components/ui/button';
import { DialogClose } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiRequest } from '@/lib/api';
import { ADMIN_KEYS, toValleyDate, useAdminFailure } from '@/lib/admin';
import { type MessageKey, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { NumberField } from './number-field';
import { SelectField } from './select-field';

type FormInput = z.input<typeof PromotionCreateSchema>;
type FormOutput = z.output<typeof PromotionCreateSchema>;

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
    };
  }
  return {
    title: promotion.title,
    description: promotion.description,
    type: promotion.type,
    discountValue: promotion.discountValue === null ? undefined : Number(promotion.discountValue),
    startDate: toValleyDate(promotion.startDate),
    endDate: toValleyDate(promotion.endDate),
  };
}

export function PromotionForm({ promotion, onDone }: { promotion?: Promotion; onDone?: () => void }) {
  const editing = promotion !== undefined;
  const queryClient = useQueryClient();
  const fail = useAdminFailure();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(PromotionCreateSchema),
    defaultValues: initialValues(promotion),
  });
  const { errors, dirtyFields } = form.formState;

  const save = useMutation({
    mutationFn: (values: FormOutput) => {
      if (!editing) return apiRequest<Promotion>('POST', '/admin/api/promotions', values);
      const changed = Object.fromEntries(
        Object.entries(values).filter(([key]) => dirtyFields[key as keyof FormInput]),
      );
      return apiRequest<Promotion>('PATCH', `/admin/api/promotions/${promotion.id}`, changed);
    },
    onSuccess: (saved) => {
      setServerError(null);
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEYS.promotions });
      if (editing) {
        toast({ title: t('adminUi.promotions.updated'), description: saved.title, variant: 'success' });
      } else {
        toast({
          title: t('adminUi.promotions.created'),
          description: t('adminUi.promotions.createdBody', { title: saved.title }),
          variant: 'success',
        });
        form.reset(initialValues());
      }
      onDone?.();
    },
    onError: (error) =>
      setServerError(
        fail(error, t(editing ? 'adminUi.promotions.updateFailed' : 'adminUi.promotions.createFailed'), {
          quiet: true,
        }),
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
      <FormField label={t('adminUi.promotions.fieldTitle')} error={errors.title?.message}>
        <Input autoComplete="off" maxLength={200} {...form.register('title')} />
      </FormField>
      <FormField label={t('adminUi.promotions.fieldDescription')} error={errors.description?.message}>
        <Textarea rows={3} maxLength={2000} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.promotions.fieldStart')} error={errors.startDate?.message}>
          <Input type="date" {...form.register('startDate')} />
        </FormField>
        <FormField label={t('adminUi.promotions.fieldEnd')} error={errors.endDate?.message}>
          <Input type="date" {...form.register('endDate')} />
        </FormField>
      </div>
      <p className="text-muted-foreground text-xs">{t('adminUi.common.valleyDates')}</p>
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
          {t(editing ? 'adminUi.common.saveChanges' : 'adminUi.promotions.submit')}
        </Button>
      </div>
    </form>
  );
}
