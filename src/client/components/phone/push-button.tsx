/**
 * "Notify me on this device" on the tracking page (DESIGN §10.1, Web Push): shown only where the
 * browser has a service worker and the Push API. Asks for permission, subscribes through the
 * service worker's pushManager with the server's VAPID key (GET /api/push/public-key) and hands
 * the subscription to POST /api/track/:token/push. The service worker shows the pushes
 * (public/push-sw.js, imported by the generated worker).
 */
import { BellRing, Check } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { BusyIcon } from '@/components/ui/busy-icon';
import { apiRequest, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';

type State = 'idle' | 'busy' | 'on' | 'denied' | 'failed';

function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

/** The VAPID public key (URL-safe base64) as the bytes pushManager.subscribe wants. */
export function applicationServerKey(base64: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64}${'='.repeat((4 - (base64.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The page's service worker; null when none registers within `ms` (development, private modes). */
async function serviceWorker(ms = 10_000): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

const storageKey = (token: string) => `valley-eats:push:${token}`;

function remembered(token: string): boolean {
  try {
    return localStorage.getItem(storageKey(token)) === '1' && Notification.permission === 'granted';
  } catch {
    return false;
  }
}

export function PushButton({ token }: { token: string }) {
  const [supported] = useState(pushSupported);
  const [state, setState] = useState<State>(() =>
    !supported ? 'idle' : Notification.permission === 'denied' ? 'denied' : remembered(token) ? 'on' : 'idle',
  );
  const [failure, setFailure] = useState('');
  if (!supported) return null;

  const subscribe = async () => {
    setState('busy');
    setFailure('');
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') {
        setState(permission === 'denied' ? 'denied' : 'idle');
        return;
      }
      const registration = await serviceWorker();
      if (!registration) throw new Error(t('errors.internal'));
      const { publicKey } = await apiRequest<{ publicKey: string }>('GET', '/api/push/public-key');
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: applicationServerKey(publicKey),
        }));
      const json = subscription.toJSON();
      await apiRequest('POST', `/api/track/${encodeURIComponent(token)}/push`, {
        endpoint: subscription.endpoint,
        keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      });
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
