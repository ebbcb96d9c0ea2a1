/** One alert sound for the whole app: two short beeps made by an oscillator, and a vibration. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrating } from './use-hydrated';

/** Whether a remembered switch is on in this browser. */
export function rememberedSwitch(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'on';
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
 * A sound switch and the alert itself (the kitchen's new orders, a customer's "ready"). `alert()`
 * beeps and vibrates when the switch is on; turning it on (a tap) also unlocks the page's audio
 * and plays one beep, so the person hears what to expect. The choice is remembered under `key`.
 */
export function useAlertSound(key: string): { soundOn: boolean; setSoundOn: (on: boolean) => void; alert: () => void } {
  // Off while a page drawn by the server is hydrated (the server cannot know this device's choice).
  const hydrating = useHydrating();
  const [chosen, setSound] = useState<boolean | null>(null);
  const soundOn = chosen ?? (!hydrating && rememberedSwitch(key));
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
        window.localStorage.setItem(key, on ? 'on' : 'off');
      } catch {
        // not remembered, but on for this visit
      }
      if (on) {
        const context = audio();
        if (context) beep(context);
      }
    },
    [audio, key],
  );

  const alert = useCallback(() => {
    if (!soundOn) return;
    const context = audio();
    if (context) beep(context);
    if (typeof navigator.vibrate === 'function') navigator.vibrate([200, 100, 200]);
  }, [soundOn, audio]);

  return { soundOn, setSoundOn, alert };
}
