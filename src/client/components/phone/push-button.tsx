/**
 * "Notify me on this device" on the tracking page (DESIGN §10.1, Web Push): shown only where the
 * browser has a service worker and the Push API. Asks for permission, subscribes this browser
 * (src/client/lib/web-push.ts) and hands the subscription to POST /api/track/:token/push.
 */
import { BellRing, Check } from 'lucide-react';
import { useState } from 'react';
import { BusyIcon } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { api, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import { pushSupported, subscribeThisBrowser } from '@/lib/web-push';

type State = 'idle' | 'busy' | 'on' | 'denied' | 'failed';

const storageKey = (token: string) => `valley-eats:push:${token}`;

function remembered(token: string): boolean {
  try {
    return localStorage.getItem(storageKey(token)) === '1' && Notification.permission === 'granted';
  } catch {
    return false;
  }
}

/** Drawn once the page is the browser's (a page drawn by the server cannot know what the browser supports). */
export function PushButton({ token }: { token: string }) {
  const hydrated = useHydrated();
  return hydrated && pushSupported() ? <Subscribe token={token} /> : null;
}

function Subscribe({ token }: { token: string }) {
  const [state, setState] = useState<State>(() =>
    Notification.permission === 'denied' ? 'denied' : remembered(token) ? 'on' : 'idle',
  );
  const [failure, setFailure] = useState('');

  const subscribe = async () => {
    setState('busy');
    setFailure('');
    try {
      const subscription = await subscribeThisBrowser();
      if (subscription === 'denied' || subscription === 'dismissed') {
        setState(subscription === 'denied' ? 'denied' : 'idle');
        return;
      }
      await api('POST /api/track/:token/push', { params: { token }, body: subscription });
      try {
        localStorage.setItem(storageKey(token), '1');
      } catch {
        // Private modes: the button just shows again next time.
      }
      setState('on');
    } catch (error) {
      setFailure(t('phoneUi.push.failed', { message: errorMessage(error, t('errors.internal')) }));
      setState('failed');
    }
  };

  return (
    <section
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
      data-testid="push-box"
    >
      <p className="text-muted-foreground text-sm sm:max-w-md">
        {state === 'on' ? t('phoneUi.push.on') : state === 'denied' ? t('phoneUi.push.denied') : t('phoneUi.push.hint')}
      </p>
      {state === 'on' ? (
        <p className="flex items-center gap-1.5 font-semibold text-green-800 text-sm" role="status">
          <Check className="size-4" aria-hidden="true" />
          {t('phoneUi.push.button')}
        </p>
      ) : (
        <Button
          variant="outline"
          disabled={state === 'busy' || state === 'denied'}
          onClick={() => void subscribe()}
          className="sm:shrink-0"
        >
          <BusyIcon busy={state === 'busy'} icon={BellRing} />
          {state === 'busy' ? t('phoneUi.push.busy') : t('phoneUi.push.button')}
        </Button>
      )}
      <p role="alert" className={failure ? 'text-red-900 text-sm sm:basis-full' : 'sr-only'}>
        {failure}
      </p>
    </section>
  );
}
