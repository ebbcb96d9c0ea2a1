/**
 * "Not here?" asked (here-now.tsx): the truck is not where it says. Loaded when the question is
 * asked, so the menu's first paint carries no dialog code.
 */
import { MapPinOff } from 'lucide-react';
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
  /** The report was refused: sign in or verify a phone first. */
  needIdentity: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const location = useLocation();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('hereNow.report.title', { vendor: businessName })}</DialogTitle>
          <DialogDescription>{t('hereNow.report.body')}</DialogDescription>
        </DialogHeader>
        {needIdentity && (
          <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-amber-950 text-sm">
            {t('hereNow.report.needIdentity')}{' '}
            <Link
              to={`/sign-in?returnTo=${encodeURIComponent(`${location.pathname}${location.search}`)}`}
              className="font-semibold underline underline-offset-4">
              {t('hereNow.report.signIn')}
            </Link>
          </p>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('hereNow.report.cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending || needIdentity} onClick={onConfirm}>
            <MapPinOff aria-hidden="true" />
            {t('hereNow.report.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
