/**
 * Edit Profile (DESIGN §5): every registration field, the photos, the payment methods under the
 * same preorder rule (SPEC §4) and the map pin, saved with PATCH /api/vendors/:id.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { type OwnVendor, PAYMENT_METHODS, type PaymentMethod, VendorCreateSchema } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '@/components/layout/auth-layout';
import { Spinner } from '@/components/ui/busy-icon';
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
import { api, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { reloadMyVendor } from './my-vendor';
import { VendorFormFields, type VendorFormInput, type VendorFormOutput } from './vendor-form-fields';

export function vendorFormValues(vendor: OwnVendor): VendorFormInput {
  return {
    businessName: vendor.businessName,
    cuisine: vendor.cuisine,
    description: vendor.description ?? '',
    address: vendor.address,
    phone: vendor.phone ?? '',
    acceptsPreorders: vendor.acceptsPreorders,
    preorderInstructions: vendor.preorderInstructions ?? '',
    profileImageUrl: vendor.profileImageUrl,
    menuImageUrls: vendor.menuImageUrls,
    paymentMethods: vendor.paymentMethods.filter((m): m is PaymentMethod =>
      (PAYMENT_METHODS as readonly string[]).includes(m),
    ),
    latitude: vendor.latitude,
    longitude: vendor.longitude,
  };
}

export interface EditProfileDialogProps {
  vendor: OwnVendor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function EditProfileDialog({ vendor, open, onOpenChange }: EditProfileDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        {open && <EditProfileForm vendor={vendor} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditProfileForm({ vendor, onDone }: { vendor: OwnVendor; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [uploadsBusy, setUploadsBusy] = useState(false);
  const [uploadsError, setUploadsError] = useState<string | undefined>();
  const form = useForm<VendorFormInput, unknown, VendorFormOutput>({
    resolver: zodResolver(VendorCreateSchema),
    defaultValues: vendorFormValues(vendor),
  });

  const save = useMutation({
    mutationFn: ({ acceptsPreorders: _derived, ...values }: VendorFormOutput) =>
      api('PATCH /api/vendors/:id', { params: { id: vendor.id }, body: values }),
    onSuccess: () => {
      toast({ title: t('vendorUi.notice.success'), description: t('vendorUi.profile.updated'), variant: 'success' });
      onDone();
    },
    onError: (error) => showErrorNotice(error, t('vendorUi.profile.updateFailed')),
    onSettled: () => reloadMyVendor(queryClient, vendor.id),
  });

  const onUploadsBusyChange = useCallback((busy: boolean) => {
    setUploadsBusy(busy);
    if (!busy) setUploadsError(undefined);
  }, []);

  const onSubmit = form.handleSubmit((values) => {
    if (uploadsBusy) {
      setUploadsError(t('vendorUi.photos.finishFirst'));
      return;
    }
    save.mutate(values);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      <DialogHeader>
        <DialogTitle>{t('vendorUi.profile.editTitle')}</DialogTitle>
        <DialogDescription>{t('vendorUi.profile.editHint')}</DialogDescription>
      </DialogHeader>
      <VendorFormFields
        form={form}
        headingLevel={3}
        onUploadsBusyChange={onUploadsBusyChange}
        uploadsError={uploadsError}
        sectionClassName="border-border border-t pt-5"
      />
      <FormAlert message={uploadsError ?? null} />
      <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 flex-row justify-end border-border border-t bg-card px-6 py-4">
        <DialogClose asChild>
          <Button variant="outline">{t('common.cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Spinner />}
          {t('vendorUi.profile.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
