/**
 * What a kitchen tablet needs from the browser (DESIGN §10.2): the screen kept awake with the
 * Screen Wake Lock API where the browser has it (taken again each time the page comes back into
 * view, since the browser lets it go when the page is hidden), and a beep (Web Audio, no audio
 * file) with a vibration on a new order once the vendor has switched the sound on with a tap
 * (browsers only let a page make sound after a gesture); the choice is remembered in this browser.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

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

const SOUND_KEY = 'valley-eats.kitchen-sound';

function rememberedSound(): boolean {
  try {
    return window.localStorage.getItem(SOUND_KEY) === 'on';
  } catch {
    return false;
  }
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as Window & { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
}

/** Two short beeps, 880 Hz then 1175 Hz, made by an oscillator (no audio file). */
function beep(context: AudioContext): void {
  const start = context.currentTime + 0.01;
  for (const [offset, frequency] of [
    [0, 880],
    [0.22, 1175],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.4, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.2);
  }
}

/**
 * The "Sound on new orders" switch and the alert itself. `alert()` beeps and vibrates when the
 * switch is on; turning it on (a tap) also unlocks the page's audio and plays one beep, so the
 * vendor hears what to expect.
 */
export function useNewOrderAlert(): { soundOn: boolean; setSoundOn: (on: boolean) => void; alert: () => void } {
  const [soundOn, setSound] = useState(rememberedSound);
  const contextRef = useRef<AudioContext | null>(null);

  const audio = useCallback((): AudioContext | null => {
    const Ctor = audioContextClass();
    if (!Ctor) return null;
    contextRef.current ??= new Ctor();
    if (contextRef.current.state === 'suspended') void contextRef.current.resume().catch(() => undefined);
    return contextRef.current;
  }, []);

  useEffect(
    () => () => {
      void contextRef.current?.close().catch(() => undefined);
      contextRef.current = null;
    },
    [],
  );

  const setSoundOn = useCallback(
    (on: boolean) => {
      setSound(on);
      try {
        window.localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
      } catch {
        // not remembered, but on for this visit
      }
      if (on) {
        const context = audio();
        if (context) beep(context);
      }
    },
    [audio],
  );

  const alert = useCallback(() => {
    if (!soundOn) return;
    const context = audio();
    if (context) beep(context);
    if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
  }, [soundOn, audio]);

  return { soundOn, setSoundOn, alert };
}
