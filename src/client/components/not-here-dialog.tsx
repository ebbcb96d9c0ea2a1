/**
 * "Not here?" asked (here-now.tsx): the truck is not where it says. Loaded when the question is
 * asked, so the menu's first paint carries no dialog code.
 */
import { MapPinOff } from 'lucide-react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { t } from '@/lib/i18n';
import { Link, useLocation } from '@/lib/router';

export function NotHereDialog({
  businessName,
  needIdentity,
  pending,
  onClose,
  onConfirm,
}: {
  businessName: string;
  /** The report was refused: sign in or verify a phone first ('sign_in'), or a signed-in account confirms a phone ('phone'). */
  needIdentity: 'sign_in' | 'phone' | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const location = useLocation();
  return (
    <ConfirmDialog
      role="dialog"
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('hereNow.report.title', { vendor: businessName })}
      description={t('hereNow.report.body')}
      cancelLabel={t('hereNow.report.cancel')}
      confirmLabel={t('hereNow.report.confirm')}
      icon={<MapPinOff aria-hidden="true" />}
      destructive
      pending={pending}
      confirmDisabled={needIdentity !== null}
      onConfirm={onConfirm}
    >
      {needIdentity === 'phone' && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 text-sm">
          {t('hereNow.report.needPhone')}
        </p>
      )}
      {needIdentity === 'sign_in' && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 text-sm">
          {t('hereNow.report.needIdentity')}{' '}
          <Link
            to={`/sign-in?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
            className="font-semibold underline underline-offset-4">
            {t('hereNow.report.signIn')}
          </Link>
        </p>
      )}
    </ConfirmDialog>
  );
}
