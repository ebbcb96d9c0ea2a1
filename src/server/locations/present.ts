/**
 * Where a vendor is for customers (DESIGN §10.3): the place of a check-in that holds, else the place
 * its weekly schedule names now or next today (src/shared/locations.ts), else null (its listed
 * address). Computed when the list or the detail is answered.
 */
import { scheduledLocationId } from '../../shared/locations.js';
import type { HereNow } from '../../shared/schemas/here-now.js';
import type { CurrentLocation, VendorLocation } from '../../shared/schemas/locations.js';
import type { BusinessHours } from '../../shared/schemas/vendors.js';
import { type HereNowInputs, hereNowOf } from '../here-now/present.js';

export function currentLocationOf(
  locations: readonly VendorLocation[],
  hours: readonly BusinessHours[],
  hereNow: { state: HereNow; locationId: number | null },
  now: Date,
  tz: string,
): CurrentLocation {
  if (locations.length === 0) return null;
  const id = (hereNow.state ? hereNow.locationId : null) ?? scheduledLocationId(hours, now, tz);
  const found = id === null ? undefined : locations.find((l) => l.id === id && l.isActive);
  if (!found) return null;
  return {
    id: found.id,
    locationName: found.locationName,
    address: found.address,
    latitude: found.latitude,
    longitude: found.longitude,
  };
}

/** Here now and the current location together, as the list, the detail and the owner's view answer them. */
export function whereNow(
  here: HereNowInputs,
  hours: readonly BusinessHours[],
  locations: readonly VendorLocation[],
  now: Date,
  tz: string,
): { hereNow: HereNow; currentLocation: CurrentLocation } {
  const hereNow = hereNowOf(here, hours, now, tz);
  return { hereNow, currentLocation: currentLocationOf(locations, hours, { state: hereNow, locationId: here.locationId }, now, tz) };
}
