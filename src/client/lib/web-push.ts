/**
 * This browser's Web Push subscription (DESIGN §10.1): whether the browser can push at all, and the
 * subscription made through the page's service worker with the server's VAPID key — for the
 * tracking page's "Notify me on this device" and the desk's alerts (issue 41). The service worker
 * shows the pushes (public/push-sw.js, imported by the generated worker).
 */
import { api } from '@/lib/api';
import { t } from '@/lib/i18n';

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export function pushSupported(): boolean {
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

/**
 * Asks for permission, then this browser's subscription (an existing one, else a new one).
 * 'denied' or 'dismissed' when the person said no or closed the prompt; throws when the browser
 * could not subscribe.
 */
export async function subscribeThisBrowser(): Promise<BrowserSubscription | 'denied' | 'dismissed'> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'dismissed';
  const registration = await serviceWorker();
  if (!registration) throw new Error(t('errors.internal'));
  const { publicKey } = await api('GET /api/push/public-key');
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) }));
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** This browser's current subscription's endpoint, if it has one. */
export async function currentEndpoint(): Promise<string | null> {
  const registration = await serviceWorker(2_000);
  return (await registration?.pushManager.getSubscription())?.endpoint ?? null;
}
