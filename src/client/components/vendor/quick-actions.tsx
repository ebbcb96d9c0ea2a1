/**
 * The dashboard's quick actions (SPEC §2 "Vendor dashboard"): Mark as Open / Mark as Closed (an
 * override until 04:00 valley time, DESIGN §5, which can be cleared), Edit Profile and Manage Menu.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { activeOverride } from '@shared/hours.js';
import type { OwnVendor } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Clock, DoorClosed, DoorOpen, type LucideIcon, Pencil, Store, UtensilsCrossed } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { api, showErrorNotice } from '@/lib/api';
import { localeTag, type MessageKey, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { DashboardSection } from './dashboard-section';
import { reloadMyVendor } from './my-vendor';

/**
 * When an override ends, on the valley's clock (it always ends at 04:00 there): the day and the
 * time apart, so each language puts its own words between them ('until Saturday 4:00 AM', 'hasta
 * el sábado a las 4:00 a.m.', never 'hasta las sábado 4:00 a.m.').
 */
function untilWords(until: string): { day: string; time: string } {
  const at = new Date(until);
  const day = new Intl.DateTimeFormat(localeTag(), { weekday: 'long', timeZone: VALLEY_TIME_ZONE }).format(at);
  const time = new Intl.DateTimeFormat(localeTag(), { hour: 'numeric', minute: '2-digit', timeZone: VALLEY_TIME_ZONE }).format(at);
  return { day, time };
}

export function QuickActions({
  vendor,
  onEditProfile,
  onManageMenu,
}: {
  vendor: OwnVendor;
  onEditProfile: () => void;
  onManageMenu: () => void;
}) {
  const queryClient = useQueryClient();
  const override = activeOverride({ status: vendor.statusOverride, until: vendor.statusOverrideUntil }, new Date());

  const setStatus = useMutation({
    mutationFn: (next: 'open' | 'closed' | null) =>
      api('PUT /api/vendors/:id/status', { params: { id: vendor.id }, body: { override: next } }),
    onSuccess: (result, next) => {
      const until = result.vendor.statusOverrideUntil;
      toast({
        title:
          next === null
            ? t('vendorUi.status.cleared')
            : t(next === 'open' ? 'vendorUi.status.markedOpen' : 'vendorUi.status.markedClosed'),
        description:
          next !== null && until
            ? t('vendorUi.status.untilNotice', untilWords(until))
            : t('vendorUi.status.clearedNotice'),
        variant: 'success',
      });
    },
    onError: (error) => showErrorNotice(error, t('vendorUi.status.failed')),
    onSettled: () => reloadMyVendor(queryClient, vendor.id),
  });

  const actions: {
    key: string;
    label: MessageKey;
    icon: LucideIcon;
    onClick: () => void;
    pressed?: boolean;
  }[] = [
    {
      key: 'open',
      label: 'vendorUi.actions.markOpen',
      icon: DoorOpen,
      onClick: () => setStatus.mutate('open'),
      pressed: override === 'open',
    },
    {
      key: 'closed',
      label: 'vendorUi.actions.markClosed',
      icon: DoorClosed,
      onClick: () => setStatus.mutate('closed'),
      pressed: override === 'closed',
    },
    { key: 'edit', label: 'vendorUi.actions.editProfile', icon: Pencil, onClick: onEditProfile },
    { key: 'menu', label: 'vendorUi.actions.manageMenu', icon: UtensilsCrossed, onClick: onManageMenu },
  ];

  return (
    <DashboardSection title={t('vendorUi.actions.title')} icon={Store}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {actions.map(({ key, label, icon: Icon, onClick, pressed }) => (
          <Button
            key={key}
            variant="outline"
            className={cn(
              'h-auto min-h-14 flex-col gap-1.5 whitespace-normal py-3 text-center sm:flex-row',
              pressed && key === 'open' && 'border-green-700 bg-green-50 text-green-900 hover:bg-green-100',
              pressed && key === 'closed' && 'border-red-700 bg-red-50 text-red-900 hover:bg-red-100',
            )}
            aria-pressed={pressed}
            disabled={(key === 'open' || key === 'closed') && setStatus.isPending}
            onClick={onClick}
          >
            <Icon aria-hidden="true" className="size-5" />
            {t(label)}
          </Button>
        ))}
      </div>
      <div
        role="status"
        className={cn(
          'mt-4 flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
          override ? 'border-yellow-300 bg-yellow-50 text-yellow-950' : 'border-border bg-sand-50 text-muted-foreground',
        )}
      >
        <p className="flex items-start gap-2">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {override && vendor.statusOverrideUntil
            ? t(override === 'open' ? 'vendorUi.status.openUntil' : 'vendorUi.status.closedUntil', untilWords(vendor.statusOverrideUntil))
            : t('vendorUi.status.followingHours')}
        </p>
        {override && (
          <Button
            size="sm"
            variant="outline"
            className="shrink-0 bg-card"
            disabled={setStatus.isPending}
            onClick={() => setStatus.mutate(null)}
          >
            {t('vendorUi.status.clear')}
          </Button>
        )}
      </div>
    </DashboardSection>
  );
}
