/** The loyalty vendor selector (SPEC §2): only vendors with a loyalty program, each marked with a gift. */
import type { VendorListEntry } from '@shared/schemas/vendors.js';
import { Gift } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { t } from '@/lib/i18n';

export function VendorPicker({
  vendors,
  value,
  onChange,
  disabled,
  ...triggerProps
}: {
  vendors: VendorListEntry[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
} & Omit<ComponentProps<typeof SelectTrigger>, 'onChange' | 'value'>) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...triggerProps}>
        <SelectValue placeholder={t('loyaltyPage.form.vendorPlaceholder')} />
      </SelectTrigger>
      <SelectContent>
        {vendors.map(({ vendor }) => (
          <SelectItem key={vendor.id} value={String(vendor.id)}>
            <span className="flex items-center gap-2">
              <Gift className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{vendor.businessName}</span>
              <span className="truncate text-muted-foreground text-xs">{vendor.cuisine}</span>
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
