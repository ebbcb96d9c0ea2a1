/**
 * Where a truck is by its weekly schedule (DESIGN §10.3): the place of the shift open now, else of
 * the next shift that starts later today; null when neither names a place (its listed address).
 * One rule for the list, the detail and the map (computed at answer time: it moves with the clock).
 */
import { toMinutes, type WeeklyHours, zonedParts } from './hours.js';

export interface PlacedHours extends WeeklyHours {
  locationId?: number | null;
}

/** The location id of the shift open at `moment` or next today, or null. */
export function scheduledLocationId(hours: readonly PlacedHours[], moment: Date, tz: string): number | null {
  const now = zonedParts(moment, tz);
  const minutes = now.hour * 60 + now.minute;
  const today = now.weekday;
  const yesterday = (today + 6) % 7;
  const closedDays = new Set(hours.filter((h) => h.isClosed).map((h) => h.dayOfWeek));
  let next: { open: number; locationId: number | null } | null = null;
  for (const h of hours) {
    if (closedDays.has(h.dayOfWeek)) continue;
    const open = toMinutes(h.openTime);
    const close = toMinutes(h.closeTime);
    if (open === null || close === null) continue;
    const place = h.locationId ?? null;
    const overnight = close <= open;
    if (h.dayOfWeek === today) {
      if (minutes >= open && (overnight || minutes < close)) return place;
      if (open > minutes && (next === null || open < next.open)) next = { open, locationId: place };
    } else if (h.dayOfWeek === yesterday && overnight && close !== open && minutes < close) {
      return place;
    }
  }
  return next?.locationId ?? null;
}

/** A maps link for directions to a point (opens the phone's maps app or the browser's). */
export function directionsUrl(latitude: number, longitude: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
