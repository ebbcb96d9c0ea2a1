/**
 * SPEC §8's 'Unauthorized' notice, then the login after 500 ms: the 500 ms count from the moment
 * the notice is on screen (the Toaster mounted), not from the toast() call, so a phone that loads
 * the Toaster's code slowly still shows the notice before it leaves (lib/use-toast).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Notices = typeof import('../../src/client/lib/use-toast.js');

let notices: Notices;

beforeEach(async () => {
  vi.useFakeTimers();
  // The module remembers whether the Toaster has mounted: each case starts from a fresh page.
  vi.resetModules();
  notices = await import('../../src/client/lib/use-toast.js');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('afterNoticeShown', () => {
  it('waits for the notice to be on screen, then the delay', () => {
    const redirect = vi.fn();
    notices.afterNoticeShown(redirect, 500);
    vi.advanceTimersByTime(1_500); // the Toaster's code is still on its way
    expect(redirect).not.toHaveBeenCalled();
    notices.markNoticesShown();
    vi.advanceTimersByTime(499);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('counts the delay at once when the notices are already on screen', () => {
    notices.markNoticesShown();
    const redirect = vi.fn();
    notices.afterNoticeShown(redirect, 500);
    vi.advanceTimersByTime(500);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('goes on after 5 s when the Toaster never comes (its code failed to load)', () => {
    const redirect = vi.fn();
    notices.afterNoticeShown(redirect, 500);
    vi.advanceTimersByTime(5_499);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledTimes(1);
    notices.markNoticesShown();
    vi.advanceTimersByTime(1_000);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled (the page signed in meanwhile), before or after the notice shows', () => {
    const before = vi.fn();
    notices.afterNoticeShown(before, 500)();
    notices.markNoticesShown();
    const after = vi.fn();
    const cancel = notices.afterNoticeShown(after, 500);
    vi.advanceTimersByTime(200);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
