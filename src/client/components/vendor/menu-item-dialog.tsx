/**
 * Add or edit one menu item (SPEC §2 "Vendor dashboard", §5; DESIGN §5): name and price required
 * ('Name and price are required'), price a number with step 0.01 sent as a number, optional
 * description, category, inventory count and preparation time. Add → POST
 * /api/vendors/:id/menu ('Menu item added successfully', the form cleared); edit → PATCH
 * /api/menu-items/:id.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_PREP_TIME_MINUTES } from '@shared/constants.js';
import { type MenuItem, MenuItemCreateSchema } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormAlert } from '@/components/auth-layout';
import { Button } from '@/components/ui/button';
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
import { Textarea } from '@/components/ui/textarea';
import { apiRequest, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { reloadMyVendor } from './my-vendor';
import { NumberInput } from './number-input';

type FormInput = z.input<typeof MenuItemCreateSchema>;
type Output = z.output<typeof MenuItemCreateSchema>;
export interface MenuItemDialogProps {
  vendorId: number;
  /** The item to edit; none to add a new one. */
  item?: MenuItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function MenuItemDialog({ vendorId, item, open, onOpenChange }: MenuItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        {open && <MenuItemForm vendorId={vendorId} item={item} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function MenuItemForm({ vendorId, item, onDone }: { vendorId: number; item?: MenuItem; onDone: () => void }) {
  const queryClient = useQueryClient();
  const editing = item !== undefined;
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(MenuItemCreateSchema),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      price: item ? Number(item.price) : (undefined as unknown as number),
      category: item?.category ?? '',
      inventoryCount: item?.inventoryCount ?? null,
      prepTime: item?.prepTime ?? DEFAULT_PREP_TIME_MINUTES,
    },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: ({ imageUrl: _image, ...values }: Output) =>
      editing
        ? apiRequest<MenuItem>('PATCH', `/api/menu-items/${item.id}`, values)
        : apiRequest<MenuItem>('POST', `/api/vendors/${vendorId}/menu`, values),
    onSuccess: () => {
      toast({
        title: t('vendorUi.notice.success'),
        description: t(editing ? 'vendorUi.menu.updated' : 'vendorUi.menu.added'),
        variant: 'success',
      });
      form.reset();
      onDone();
    },
    onError: (error) => showErrorNotice(error, t(editing ? 'vendorUi.menu.updateFailed' : 'vendorUi.menu.addFailed')),
    onSettled: () => reloadMyVendor(queryClient, vendorId),
  });

  // SPEC §5: one message for a missing name or price, said once above the buttons.
  const required = t('menu.validation.namePriceRequired');
  const missing = errors.name?.message === required || errors.price?.message === required;
  const fieldError = (message?: string) => (message && message !== required ? message : undefined);

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))} className="flex flex-col gap-5">
      <DialogHeader>
        <DialogTitle>{t(editing ? 'vendorUi.menu.editTitle' : 'vendorUi.menu.addTitle')}</DialogTitle>
        <DialogDescription>{t('vendorUi.menu.dialogHint')}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <FormField label={t('vendorUi.menu.name')} error={fieldError(errors.name?.message)}>
          <Input
            autoComplete="off"
            aria-invalid={errors.name ? true : undefined}
            {...form.register('name')}
          />
        </FormField>
        <FormField label={t('vendorUi.menu.price')} error={fieldError(errors.price?.message)}>
          <NumberInput
            control={form.control}
            name="price"
            initial={item?.price ?? ''}
            empty={undefined}
            step={0.01}
            min={0}
            inputMode="decimal"
            aria-invalid={errors.price ? true : undefined}
          />
        </FormField>
      </div>
      <FormField label={t('vendorUi.menu.description')} error={errors.description?.message}>
        <Textarea rows={3} {...form.register('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label={t('vendorUi.menu.category')} error={errors.category?.message}>
          <Input autoComplete="off" {...form.register('category')} />
        </FormField>
        <FormField
          label={t('vendorUi.menu.inventory')}
          error={errors.inventoryCount?.message}
          description={t('vendorUi.menu.inventoryHint')}
        >
          <NumberInput
            control={form.control}
            name="inventoryCount"
            initial={item?.inventoryCount != null ? String(item.inventoryCount) : ''}
            empty={null}
            step={1}
            min={0}
            inputMode="numeric"
          />
        </FormField>
        <FormField label={t('vendorUi.menu.prepTime')} error={errors.prepTime?.message}>
          <NumberInput
            control={form.control}
            name="prepTime"
            initial={String(item?.prepTime ?? DEFAULT_PREP_TIME_MINUTES)}
            empty={undefined}
            step={1}
            min={1}
            max={240}
            inputMode="numeric"
          />
        </FormField>
      </div>
      <FormAlert message={missing ? required : null} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
          {t(editing ? 'vendorUi.menu.saveChanges' : 'vendorUi.menu.addSubmit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
