/**
 * What a kitchen tablet needs from the browser (DESIGN §10.2): the screen kept awake with the
 * Screen Wake Lock API where the browser has it (taken again each time the page comes back into
 * view, since the browser lets it go when the page is hidden), and a beep (Web Audio, no audio
 * file) with a vibration on a new order once the vendor has switched the sound on with a tap
 * (browsers only let a page make sound after a gesture); the choice is remembered in this browser.
 */
import { useCallback, useEffect, useState } from 'react';
import { rememberedSwitch, useAlertSound } from '@/lib/alert-sound';

export type WakeLockState = 'unsupported' | 'pending' | 'on' | 'off';

interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

interface WakeLockLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

function wakeLockApi(): WakeLockLike | undefined {
  return typeof navigator !== 'undefined' ? (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock : undefined;
}

/** Keeps the screen on while mounted; answers whether it is on now. */
export function useWakeLock(): WakeLockState {
  const [state, setState] = useState<WakeLockState>(() => (wakeLockApi() ? 'pending' : 'unsupported'));
  useEffect(() => {
    const api = wakeLockApi();
    if (!api) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let stopped = false;
    const acquire = async () => {
      if (stopped || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const next = await api.request('screen');
        if (stopped) {
          void next.release();
          return;
        }
        sentinel = next;
        setState('on');
        next.addEventListener('release', () => {
          if (!stopped) setState('off');
        });
      } catch {
        // Refused (battery saver, a policy, a hidden page): the screen may sleep.
        if (!stopped) setState('off');
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void acquire();
    };
    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
  return state;
}

/** How often the chime repeats while an order waits to be accepted (issue 25 item 4). */
export const CHIME_REPEAT_MS = 15_000;
const REPEAT_KEY = 'valley-eats.chime-repeat';

/**
 * "Sound on new orders" for the kitchen and the desk (one switch, remembered in this browser), and
 * "Repeat until accepted" (off until the vendor turns it on): while on, the chime comes again every
 * CHIME_REPEAT_MS as long as `waiting` orders are still pending, and stops when none is.
 */
export function useNewOrderAlert(waiting: number) {
  const sound = useAlertSound('valley-eats.kitchen-sound');
  const [repeat, setRepeatState] = useState(() => rememberedSwitch(REPEAT_KEY));
  const setRepeat = useCallback((on: boolean) => {
    setRepeatState(on);
    try {
      window.localStorage.setItem(REPEAT_KEY, on ? 'on' : 'off');
    } catch {
      // not remembered, but on for this visit
    }
  }, []);
  const repeating = sound.soundOn && repeat && waiting > 0;
  const { alert } = sound;
  useEffect(() => {
    if (!repeating) return;
    const timer = setInterval(alert, CHIME_REPEAT_MS);
    return () => clearInterval(timer);
  }, [repeating, alert]);
  return { ...sound, repeat, setRepeat, repeating };
}
