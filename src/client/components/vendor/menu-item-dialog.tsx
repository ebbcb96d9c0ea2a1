/**
 * Add or edit one menu item (SPEC §2 "Vendor dashboard", §5; DESIGN §5): name and price required
 * ('Name and price are required'), price a number with step 0.01 sent as a number, optional
 * description, category (one of the vendor's, none, or a new one by name: DESIGN §10.2), inventory
 * count with its low-stock warning, preparation time, "Daily special" with its date, the one
 * availability control (Available, Sold out today, Hidden: decision 0023), and a photo
 * (uploaded first; customers see it in the menu, issue 23). Add → POST
 * /api/vendors/:id/menu ('Menu item added successfully', the form cleared); edit → PATCH
 * /api/menu-items/:id.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_PREP_TIME_MINUTES, VALLEY_TIME_ZONE } from '@shared/constants.js';
import { itemState, type MenuItemState, stateFields } from '@shared/menu-availability.js';
import { zonedDate } from '@shared/pickup.js';
import type { MenuCategory } from '@shared/schemas/pickup.js';
import { type MenuItem, MenuItemCreateSchema } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, useCallback, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DietaryCheckboxes } from '@/components/dietary-checkboxes';
import { FormAlert } from '@/components/layout/auth-layout';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
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
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { AvailabilityControl } from './availability-control';
import { reloadMyVendor, useMyVendor } from './my-vendor';
import { NumberInput } from './number-input';
import { PhotoUploader } from './photo-uploader';

type FormInput = z.input<typeof MenuItemCreateSchema>;
type Output = z.output<typeof MenuItemCreateSchema>;
/** The category select: none, one of the vendor's (its id), or a new one typed by name. */
type CategoryChoice = 'none' | 'new' | `${number}`;
const DEFAULT_LOW_STOCK_THRESHOLD = 5;
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
  const categories = useMyVendor().data?.menuCategories ?? [];
  const specialId = useId();
  const dietId = useId();
  const stateHintId = useId();
  const [state, setState] = useState<MenuItemState>(item ? itemState(item) : 'available');
  const [choice, setChoice] = useState<CategoryChoice>(
    item?.categoryId != null ? `${item.categoryId}` : item?.category ? 'new' : 'none',
  );
  const form = useForm<FormInput, unknown, Output>({
    resolver: zodResolver(MenuItemCreateSchema),
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      price: item ? Number(item.price) : (undefined as unknown as number),
      category: item?.category ?? '',
      inventoryCount: item?.inventoryCount ?? null,
      prepTime: item?.prepTime ?? DEFAULT_PREP_TIME_MINUTES,
      lowStockThreshold: item?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      isDailySpecial: item?.isDailySpecial ?? false,
      specialDate: item?.specialDate ?? zonedDate(new Date(), VALLEY_TIME_ZONE),
      imageUrl: item?.imageUrl ?? null,
      dietaryTags: item?.dietaryTags ?? [],
      maxPer15Min: item?.maxPer15Min ?? null,
    },
  });
  const [uploadsBusy, setUploadsBusy] = useState(false);
  const [uploadsError, setUploadsError] = useState<string | undefined>();
  const onUploadsBusyChange = useCallback((busy: boolean) => {
    setUploadsBusy(busy);
    if (!busy) setUploadsError(undefined);
  }, []);
  const isSpecial = form.watch('isDailySpecial');
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: ({ category, categoryId: _id, specialDate, ...rest }: Output) => {
      const values = {
        ...rest,
        // A chosen category by id; a new one by name (the server files it, making it once); or none.
        ...(choice === 'none'
          ? { category: null, categoryId: null }
          : choice === 'new'
            ? { category, categoryId: null }
            : { categoryId: Number(choice) }),
        ...(rest.isDailySpecial ? { specialDate } : {}),
        ...stateFields(state),
      };
      // An unchanged count is left out: a count sent decides sold out on the server (0 or not),
      // which would undo the availability chosen here.
      if (editing && rest.inventoryCount === item.inventoryCount) delete (values as { inventoryCount?: unknown }).inventoryCount;
      return editing
        ? api('PATCH /api/menu-items/:id', { params: { id: item.id }, body: values })
        : api('POST /api/vendors/:id/menu', { params: { id: vendorId }, body: values });
    },
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
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        if (uploadsBusy) {
          setUploadsError(t('vendorUi.photos.finishFirst'));
          return;
        }
        save.mutate(values);
      })}
      className="flex flex-col gap-5"
    >
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
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <PhotoUploader
            label={t('vendorUi.menu.photo')}
            labelHint={t('vendorUi.field.optional')}
            max={1}
            value={field.value ? [field.value] : []}
            onChange={(urls) => field.onChange(urls[0] ?? null)}
            onBusyChange={onUploadsBusyChange}
            error={uploadsBusy ? uploadsError : undefined}
          />
        )}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('menuCategory.field.category')} error={choice === 'new' ? undefined : errors.categoryId?.message}>
          <CategorySelect value={choice} onValueChange={setChoice} categories={categories} />
        </FormField>
        {choice === 'new' && (
          <FormField label={t('menuCategory.field.newCategoryName')} error={errors.category?.message}>
            <Input autoComplete="off" {...form.register('category')} />
          </FormField>
        )}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
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
        <FormField label={t('menuCategory.field.lowStockThreshold')} error={errors.lowStockThreshold?.message}>
          <NumberInput
            control={form.control}
            name="lowStockThreshold"
            initial={String(item?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD)}
            empty={undefined}
            step={1}
            min={0}
            inputMode="numeric"
          />
        </FormField>
      </div>
      <FormField label={t('vendorUi.menu.maxPer15Min')} error={errors.maxPer15Min?.message} description={t('vendorUi.menu.maxPer15MinHint')}>
        <NumberInput
          control={form.control}
          name="maxPer15Min"
          initial={item?.maxPer15Min != null ? String(item.maxPer15Min) : ''}
          empty={null}
          step={1}
          min={1}
          max={1000}
          inputMode="numeric"
        />
      </FormField>
      <div className="flex flex-col gap-1.5">
        <AvailabilityControl
          value={state}
          onChange={setState}
          label={t('menuOrder.state.legend')}
          showLegend
          describedBy={stateHintId}
        />
        <p id={stateHintId} className="text-muted-foreground text-sm">
          {t('menuOrder.state.hint')}
        </p>
      </div>
      <fieldset aria-describedby={`${dietId}-hint`} className="flex flex-col gap-2">
        <legend className="font-medium text-sm">{t('diet.menu.legend')}</legend>
        <p id={`${dietId}-hint`} className="text-muted-foreground text-sm">
          {t('diet.menu.hint')}
        </p>
        <Controller
          control={form.control}
          name="dietaryTags"
          render={({ field }) => <DietaryCheckboxes value={field.value ?? []} onChange={field.onChange} />}
        />
      </fieldset>
      <div className="flex flex-col gap-3 rounded-lg border border-border bg-sand-50 p-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="isDailySpecial"
            render={({ field }) => (
              <Checkbox
                id={specialId}
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={`${specialId}-hint`}
                className="mt-0.5"
              />
            )}
          />
          <div className="flex flex-col gap-1">
            <Label htmlFor={specialId} className="cursor-pointer">
              {t('menuCategory.field.dailySpecial')}
            </Label>
            <p id={`${specialId}-hint`} className="text-muted-foreground text-sm">
              {t('menuCategory.field.dailySpecialHint')}
            </p>
          </div>
        </div>
        {isSpecial && (
          <FormField label={t('menuCategory.field.specialDate')} error={errors.specialDate?.message} className="sm:w-44">
            <Input type="date" {...form.register('specialDate', { setValueAs: (v: string | null) => v || null })} />
          </FormField>
        )}
      </div>
      <FormAlert message={missing ? required : (uploadsError ?? null)} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t(editing ? 'vendorUi.menu.saveChanges' : 'vendorUi.menu.addSubmit')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The category select; inside FormField it hands the id and aria props it gets to its trigger. */
function CategorySelect({
  value,
  onValueChange,
  categories,
  ...aria
}: {
  value: CategoryChoice;
  onValueChange: (value: CategoryChoice) => void;
  categories: readonly MenuCategory[];
} & Pick<ComponentProps<'button'>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <Select value={value} onValueChange={(next) => onValueChange(next as CategoryChoice)}>
      <SelectTrigger data-testid="category-select" {...aria}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="none">{t('menuCategory.field.noCategory')}</SelectItem>
        {categories.map((c) => (
          <SelectItem key={c.id} value={`${c.id}`}>
            {c.isActive ? c.name : t('menuCategory.field.hiddenSuffix', { name: c.name })}
          </SelectItem>
        ))}
        <SelectItem value="new">{t('menuCategory.field.newCategory')}</SelectItem>
      </SelectContent>
    </Select>
  );
}
