/**
 * Here now, as customers see it (DESIGN §10.5, issue 25 item 1): "Here · confirmed 12 min ago"
 * on the list's card and the vendor's dialog, and "Not here?" for a customer standing at an empty
 * curb (signed in or with a verified phone; anyone else is told how to become one).
 */
import type { HereNow } from '@shared/schemas/here-now.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, MapPinOff } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { api, isApiError, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { VENDORS_QUERY_KEY } from '@/lib/query-keys';
import { useNow } from '@/lib/use-now';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';

// The question comes with its dialog code (Radix Dialog) when asked, not with the menu's first paint.
const NotHereDialog = lazy(async () => ({ default: (await import('./not-here-dialog')).NotHereDialog }));

/** "just now", "12 min ago", "2 h ago". */
export function agoText(confirmedAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(confirmedAt).getTime()) / 60_000));
  if (minutes < 1) return t('hereNow.justNow');
  if (minutes < 60) return t('hereNow.minutesAgo', { minutes });
  return t('hereNow.hoursAgo', { hours: Math.floor(minutes / 60) });
}

/** "Here · confirmed 12 min ago", or "Here at Palm Desert market · confirmed …". */
export function hereNowText(hereNow: NonNullable<HereNow>, now: Date): string {
  const ago = agoText(hereNow.confirmedAt, now);
  return hereNow.locationName
    ? t('hereNow.confirmedAt', { place: hereNow.locationName, ago })
    : t('hereNow.confirmedAgo', { ago });
}

/** The green "confirmed here" pill; renders again each minute so its age stays true. */
export function HereNowBadge({ hereNow, className }: { hereNow: NonNullable<HereNow>; className?: string }) {
  const now = useNow();
  return (
    <span
      data-testid="here-now"
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full bg-green-100 px-2.5 py-1 font-semibold text-green-900 text-xs',
        className,
      )}
    >
      <BadgeCheck className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="min-w-0 truncate">{hereNowText(hereNow, now)}</span>
    </span>
  );
}

/** "Not here?": asks first, then POST /api/vendors/:id/not-here. */
export function NotHereButton({ vendorId, businessName }: { vendorId: number; businessName: string }) {
  const [asking, setAsking] = useState(false);
  const [needIdentity, setNeedIdentity] = useState<'sign_in' | 'phone' | null>(null);
  const queryClient = useQueryClient();
  const report = useMutation({
    mutationFn: () => api('POST /api/vendors/:id/not-here', { params: { id: vendorId } }),
    onSuccess: async (result) => {
      setAsking(false);
      toast({ title: result.cleared ? t('hereNow.report.cleared') : t('hereNow.report.done'), variant: 'success' });
      if (result.cleared) await queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY });
    },
    onError: async (error) => {
      if (isApiError(error, 401, 'sign_in_or_verify')) {
        setNeedIdentity('sign_in');
        return;
      }
      // Signed in without a confirmed phone: reports count once per phone (decision 0029).
      if (isApiError(error, 403, 'verify_phone_to_report')) {
        setNeedIdentity('phone');
        return;
      }
      setAsking(false);
      if (isApiError(error, 409, 'not_checked_in')) await queryClient.invalidateQueries({ queryKey: VENDORS_QUERY_KEY });
      showErrorNotice(error, t('hereNow.error.notCheckedIn'), { preferServerMessage: true });
    },
  });
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className="min-h-11 text-muted-foreground"
        onClick={() => {
          setNeedIdentity(null);
          setAsking(true);
        }}
      >
        <MapPinOff aria-hidden="true" />
        {t('hereNow.report.action')}
      </Button>
      {asking && (
        <Suspense fallback={null}>
          <NotHereDialog
            businessName={businessName}
            needIdentity={needIdentity}
            pending={report.isPending}
            onClose={() => setAsking(false)}
            onConfirm={() => report.mutate()}
          />
        </Suspense>
      )}
    </>
  );
}
