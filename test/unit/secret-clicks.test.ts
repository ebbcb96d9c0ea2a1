/** SPEC §2/§9: 5 clicks within 3000 ms of the first open the administrator login. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClickCounter } from '../../src/client/lib/use-secret-clicks.js';
import { SECRET_CLICK_RESET_MS, SECRET_CLICK_THRESHOLD } from '../../src/shared/constants.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function clicks(counter: ReturnType<typeof createClickCounter>, n: number, gapMs = 100): boolean[] {
  const results: boolean[] = [];
  for (let i = 0; i < n; i++) {
    if (i > 0) vi.advanceTimersByTime(gapMs);
    results.push(counter.click());
  }
  return results;
}

describe('secret clicks', () => {
  it('uses SPEC §9 numbers', () => {
    expect(SECRET_CLICK_THRESHOLD).toBe(5);
    expect(SECRET_CLICK_RESET_MS).toBe(3000);
  });

  it('triggers on the fifth click within the window, and only then', () => {
    const counter = createClickCounter();
    expect(clicks(counter, 5)).toEqual([false, false, false, false, true]);
  });

  it('triggers when the fifth click comes just before the window ends', () => {
    const counter = createClickCounter();
    expect(clicks(counter, 5, 749)).toEqual([false, false, false, false, true]);
  });

  it('does not trigger when the clicks spread past the window', () => {
    const counter = createClickCounter();
    expect(clicks(counter, 5, 760)).toEqual([false, false, false, false, false]);
  });

  it('starts again after a pause: 4 clicks, 3.5 s, 1 click does nothing', () => {
    const counter = createClickCounter();
    clicks(counter, 4);
    vi.advanceTimersByTime(3500);
    expect(counter.click()).toBe(false);
    // …and that click began a new series.
    expect(clicks(counter, 4)).toEqual([false, false, false, true]);
  });

  it('restarts the count after triggering', () => {
    const counter = createClickCounter();
    clicks(counter, 5);
    expect(clicks(counter, 4)).toEqual([false, false, false, false]);
  });
});
