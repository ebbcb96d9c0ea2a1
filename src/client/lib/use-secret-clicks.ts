/**
 * The hidden administrator entry (SPEC §2, §9): SECRET_CLICK_THRESHOLD clicks within
 * SECRET_CLICK_RESET_MS of the first one open /secret-login. The window starts at the first click
 * of a series; when it ends the count goes back to 0.
 */
import { SECRET_CLICK_RESET_MS, SECRET_CLICK_THRESHOLD } from '@shared/constants.js';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from '@/lib/router';

export interface ClickCounter {
  /** Counts one click; true when this click reached the threshold (the count then restarts). */
  click(): boolean;
  dispose(): void;
}

export function createClickCounter(
  threshold = SECRET_CLICK_THRESHOLD,
  resetMs = SECRET_CLICK_RESET_MS,
): ClickCounter {
  let count = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    count = 0;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    click() {
      if (count === 0) timer = setTimeout(reset, resetMs);
      count += 1;
      if (count < threshold) return false;
      reset();
      return true;
    },
    dispose: reset,
  };
}

/** Returns a click handler; share it between elements so their clicks count together. */
export function useSecretClicks(target = '/secret-login'): () => void {
  const navigate = useNavigate();
  const counter = useRef<ClickCounter | null>(null);
  useEffect(() => () => counter.current?.dispose(), []);
  return useCallback(() => {
    counter.current ??= createClickCounter();
    if (counter.current.click()) navigate(target);
  }, [navigate, target]);
}
