/**
 * Shown on every page while the device is offline: pages saved by the service worker still
 * open, and the banner says that what is shown may be old and that changes wait for a connection.
 */
import { WifiOff } from 'lucide-react';
import { t } from '@/lib/i18n';
import { useOnline } from '@/lib/use-online';

export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" aria-live="polite" className="contents">
      {online ? null : (
        <div
          data-testid="offline-banner"
          className="relative z-50 flex items-start gap-3 border-amber-300 border-b bg-amber-50 px-4 py-2.5 text-amber-950 text-sm sm:items-center sm:px-6"
        >
          <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 sm:mt-0" />
          <p>
            <strong className="font-semibold">{t('offline.banner.title')}.</strong> {t('offline.banner.body')}
          </p>
        </div>
      )}
    </div>
  );
}
