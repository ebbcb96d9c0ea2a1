/**
 * "Alerts on this device" on the desk (issue 41 item 3): a switch that subscribes this phone or
 * tablet to Web Push for the desk's alerts (POST /api/my-vendor/push), so an order nobody answers
 * reaches the vendor with the screen off or the desk closed; off forgets the device on the server
 * (DELETE). Shown only where the browser can push; remembered on the device.
 */
import { BellRing } from 'lucide-react';
import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { api, errorMessage } from '@/lib/api';
import { t } from '@/lib/i18n';
import { currentEndpoint, pushSupported, subscribeThisBrowser } from '@/lib/web-push';

const STORAGE_KEY = 'valley-eats:desk-push';

function remembered(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === '1' && Notification.permission === 'granted';
  } catch {
    return false;
  }
}

function remember(on: boolean) {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private modes: the switch just reads off next time.
  }
}

export function DeskPush() {
  const id = useId();
  const [supported] = useState(pushSupported);
  const [on, setOn] = useState(() => supported && remembered());
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState('');
  if (!supported) return null;

  const turn = async (next: boolean) => {
    setBusy(true);
    setNote('');
    try {
      if (next) {
        const subscription = await subscribeThisBrowser();
        if (subscription === 'denied' || subscription === 'dismissed') {
          if (subscription === 'denied') setNote(t('festival.push.denied'));
          return;
        }
        await api('POST /api/my-vendor/push', { body: subscription });
      } else {
        const endpoint = await currentEndpoint();
        if (endpoint) await api('DELETE /api/my-vendor/push', { body: { endpoint } });
      }
      remember(next);
      setOn(next);
    } catch (error) {
      setNote(t('festival.push.failed', { message: errorMessage(error, t('errors.internal')) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-1" data-testid="desk-push">
      <div className="flex items-center gap-2">
        <BellRing className={on ? 'size-5 text-primary' : 'size-5 text-muted-foreground'} aria-hidden="true" />
        <Label htmlFor={id} className="cursor-pointer font-semibold text-base">
          {t('festival.push.label')}
        </Label>
        <Switch id={id} checked={on} disabled={busy} onCheckedChange={(next) => void turn(next)} aria-describedby={`${id}-hint`} />
      </div>
      <p id={`${id}-hint`} className="text-muted-foreground text-sm">
        {t('festival.push.hint')}
      </p>
      <p role="alert" className={note ? 'text-red-900 text-sm' : 'sr-only'}>
        {note}
      </p>
    </div>
  );
}
