/** "Confirmed phone: (760) 555-0123 · Not you?" — the verified phone, with its sign-out. */
import { formatPhone } from '@shared/phone.js';
import { LogOut, ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { usePhoneSignOut } from './phone-session';

export function VerifiedPhoneBar({
  phone,
  onSignedOut,
  className,
}: {
  phone: string;
  onSignedOut?: () => void;
  className?: string;
}) {
  const signOut = usePhoneSignOut(() => {
    onSignedOut?.();
    toast({ title: t('phoneUi.session.signedOut'), variant: 'success' });
  });
  return (
    <div
      className={cn(
        'flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-950 text-sm',
        className,
      )}
      data-testid="verified-phone"
    >
      <p className="flex items-center gap-2">
        <ShieldCheck className="size-4 shrink-0 text-green-700" aria-hidden="true" />
        <span>
          {t('phoneUi.session.verified')}: <span className="font-bold">{formatPhone(phone)}</span>
        </span>
      </p>
      <Button
        variant="link"
        size="sm"
        className="h-auto px-0 py-1 text-green-900"
        disabled={signOut.isPending}
        aria-label={t('phoneUi.session.notYouLabel', { phone: formatPhone(phone) })}
        onClick={() =>
          signOut.mutate(undefined, { onError: (error) => showErrorNotice(error, t('phoneUi.session.signOutFailed')) })
        }
      >
        <LogOut aria-hidden="true" />
        {t('phoneUi.session.notYou')}
      </Button>
    </div>
  );
}
