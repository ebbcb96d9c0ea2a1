/**
 * The bell in the signed-in customer's header (issue 18 item 2): the unread count of their
 * notices, kept live by a stream that starts once the page is idle after hydration (with a refetch when the window
 * regains focus as the fallback); the list opens in a panel loaded when first asked for.
 */
import { Bell } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotifications } from '@/lib/follows';
import { t } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { whenIdle } from '@/lib/utils';
import { Button } from './ui/button';

const NotificationsPanel = lazy(() => import('./notifications-panel'));
const NotificationsLive = lazy(() => import('./notifications-live'));

export function NotificationBell() {
  const hydrated = useHydrated();
  const list = useNotifications(hydrated);
  // The live stream (and its code) waits until the page is idle after hydration: it only keeps a
  // count fresh, and loading it at once added a long task to a phone's first seconds.
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (hydrated) whenIdle(() => setLive(true));
  }, [hydrated]);
  const [open, setOpen] = useState(false);
  const unread = list.data?.unread ?? 0;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="relative shrink-0"
        aria-label={unread > 0 ? t('follows.bell.unread', { count: unread }) : t('follows.bell.label')}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        onClick={() => setOpen(true)}
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute top-0.5 right-0.5 inline-flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-primary px-1 font-bold text-[0.6875rem] text-primary-foreground leading-none"
          >
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </Button>
      {live && (
        <Suspense fallback={null}>
          <NotificationsLive />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
