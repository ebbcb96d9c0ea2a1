/** The dashboard's loyalty switch (SPEC §7) and the flags raised on the vendor's loyalty program. */
import { LOYALTY_POINTS_PER_DOLLAR } from '@shared/constants.js';
import type { OwnVendor } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Gift } from 'lucide-react';
import { useId } from 'react';
import { LoyaltyFlags } from '@/components/loyalty/loyalty-flags';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { api, apiKey, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { DashboardSection } from './dashboard-section';
import { reloadMyVendor } from './my-vendor';

export function LoyaltySettings({ vendor }: { vendor: OwnVendor }) {
  const queryClient = useQueryClient();
  const switchId = useId();
  const toggle = useMutation({
    mutationFn: (enabled: boolean) => api('PUT /api/vendors/:id/loyalty-program', { params: { id: vendor.id }, body: { enabled } }),
    onSuccess: () =>
      toast({ title: t('vendorUi.notice.success'), description: t('vendorUi.loyalty.updated'), variant: 'success' }),
    onError: (error) => showErrorNotice(error, t('vendorUi.loyalty.failed')),
    onSettled: () => reloadMyVendor(queryClient, vendor.id),
  });
  const enabled = toggle.isPending ? (toggle.variables ?? vendor.hasLoyaltyProgram) : vendor.hasLoyaltyProgram;
  return (
    <DashboardSection title={t('vendorUi.loyalty.title')} icon={Gift}>
      <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-sand-50 p-4">
        <div className="flex flex-col gap-1">
          <Label htmlFor={switchId}>{t('vendorUi.loyalty.switch')}</Label>
          <p className="text-muted-foreground text-sm">
            {t('vendorUi.loyalty.hint', { points: LOYALTY_POINTS_PER_DOLLAR })}
          </p>
        </div>
        <Switch
          id={switchId}
          checked={enabled}
          disabled={toggle.isPending}
          onCheckedChange={(next) => toggle.mutate(next)}
        />
      </div>
      <LoyaltyFlags queryKey={apiKey('GET /api/vendors/:id/loyalty/flags', [`/api/vendors/${vendor.id}/loyalty/flags`])} />
    </DashboardSection>
  );
}
