/**
 * A closed vendor (issue 23): "Closed now · opens 5:00 PM". Orders "as soon as possible" wait
 * for the opening; a later pickup time can be chosen now when the vendor has pickup windows.
 * `useClosed` turns false by itself when the opening time comes, as `usePaused` does for a pause.
 */
import { Moon } from 'lucide-react';
import { Banner } from '@/components/ui/banner';
import { hourOf, useFirstPaintValue } from '@/lib/first-paint-value';
import { getLocale, t } from '@/lib/i18n';
import { usePaused } from './paused-banner';
import { formatValleyMoment } from './pickup-format';

/** Whether the vendor is closed now: the server said so, and its next opening has not come yet. */
export function useClosed(isOpen: boolean, opensAt: string | null): boolean {
  const waiting = usePaused(isOpen || !opensAt ? null : opensAt);
  return !isOpen && (opensAt === null || waiting);
}

/** "Closed now · opens Tomorrow, 11:00 AM", or "Closed now" without hours ahead. */
export function closedText(opensAt: string | null): string {
  return opensAt ? t('pickupUi.closed.opens', { time: formatValleyMoment(opensAt) }) : t('pickupUi.closed.now');
}

export function ClosedBanner({
  isOpen,
  opensAt,
  canSchedule,
  className,
}: {
  isOpen: boolean;
  opensAt: string | null;
  /** Whether a later pickup time can be chosen now (the vendor has pickup windows ahead); unknown: no second line. */
  canSchedule?: boolean;
  className?: string;
}) {
  const closed = useClosed(isOpen, opensAt);
  // The server's words for the opening time while the page hydrates (lib/first-paint-value).
  const title = useFirstPaintValue(`closed ${closed} ${getLocale()} ${opensAt} ${hourOf()}`, () =>
    closed ? closedText(opensAt) : '',
  );
  if (!closed) return null;
  return (
    <Banner tone="neutral" icon={Moon} title={title} testId="closed-banner" className={className}>
      {canSchedule === undefined ? null : canSchedule ? t('pickupUi.closed.schedule') : t('pickupUi.closed.browse')}
    </Banner>
  );
}
