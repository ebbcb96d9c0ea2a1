import { overrideExpiry } from '../../src/shared/hours.js';
import type { App } from '../../src/server/app.js';

/**
 * Opening hours for test vendors. A vendor without hours is closed (DESIGN §5) and a closed vendor
 * takes no order "as soon as possible" (issue 23), so every shop that takes orders in a test is
 * open around the clock: each day 00:00–00:00 (equal times: open all day), whatever hour it runs.
 */
export const OPEN_AROUND_THE_CLOCK = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  openTime: '00:00',
  closeTime: '00:00',
  isClosed: false,
}));

/** Sends the seven days through `post` (SPEC §7's POST /api/vendors/:id/hours, one day each). */
export async function openAroundTheClock(
  vendorId: number,
  post: (url: string, body: (typeof OPEN_AROUND_THE_CLOCK)[number]) => Promise<{ status: number; body?: unknown }>,
): Promise<void> {
  for (const day of OPEN_AROUND_THE_CLOCK) {
    const res = await post(`/api/vendors/${vendorId}/hours`, day);
    if (res.status !== 200) throw new Error(`set hours failed: ${res.status} ${String(res.body)}`);
  }
}

/** The same through `app.inject`, with the owner's cookie (API tests). */
export function openAroundTheClockIn(app: App, cookie: string, vendorId: number): Promise<void> {
  return openAroundTheClock(vendorId, async (url, payload) => {
    const res = await app.inject({ method: 'POST', url, headers: { cookie }, payload });
    return { status: res.statusCode, body: res.body };
  });
}

/**
 * The longest a pause asked at `moment` can last at a shop open around the clock: `asked` minutes,
 * or fewer when the valley's 04:00 line (when such a shop closes, decision 0027) comes first.
 * Tests that read a pause's end expect this, so they hold at 03:50 as at noon.
 */
export function pauseMinutesAt(asked: number, moment: Date, tz = 'America/Los_Angeles'): number {
  const toMorningLine = (overrideExpiry(moment, tz).getTime() - moment.getTime()) / 60_000;
  return Math.min(asked, toMorningLine);
}

/**
 * Waits, at most `withinMinutes`, until the valley's 04:00 line has passed when it is that close, so
 * a pause started next cannot end while the test still expects it (a deterministic wait for a
 * wall-clock event, not a sleep for the page).
 */
export async function clearOfMorningLine(withinMinutes = 2, tz = 'America/Los_Angeles'): Promise<void> {
  const wait = overrideExpiry(new Date(), tz).getTime() - Date.now();
  if (wait < withinMinutes * 60_000) await new Promise((resolve) => setTimeout(resolve, wait + 1_000));
}
