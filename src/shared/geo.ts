/** Distances on the valley floor (the map home's "Nearest first" and the cards' "1.2 mi away"). */
import { VALLEY_BOUNDS } from './constants.js';

export interface LatLng {
  lat: number;
  lng: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine; exact enough for a valley 60 miles long). */
export function distanceMiles(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A vendor's place, or null when it has not put itself on the map. */
export function vendorPlace(vendor: { latitude: number | null; longitude: number | null }): LatLng | null {
  return vendor.latitude === null || vendor.longitude === null ? null : { lat: vendor.latitude, lng: vendor.longitude };
}

/**
 * Where a listed vendor is for the map and distances (DESIGN §10.3): its current location (a
 * check-in's or the schedule's place) when it has one, else its own pin.
 */
export function entryPlace(entry: {
  vendor: { latitude: number | null; longitude: number | null };
  currentLocation?: { latitude: number; longitude: number } | null;
}): LatLng | null {
  const here = entry.currentLocation;
  return here ? { lat: here.latitude, lng: here.longitude } : vendorPlace(entry.vendor);
}

/** Whether a place is inside the valley the map shows (VALLEY_BOUNDS). */
export function isInsideValley(p: LatLng): boolean {
  return (
    p.lat >= VALLEY_BOUNDS.minLat &&
    p.lat <= VALLEY_BOUNDS.maxLat &&
    p.lng >= VALLEY_BOUNDS.minLng &&
    p.lng <= VALLEY_BOUNDS.maxLng
  );
}

/** Below this a distance reads "less than 0.1 mi", never "0.0 mi" (issue 44 friction 8). */
export const NEAR_MILES = 0.1;

/**
 * How a distance is written (issue 44 friction 8): 'near' under NEAR_MILES ("less than 0.1 mi"),
 * else the number of decimals to show it with (one under 10 miles, whole miles beyond).
 */
export function distancePrecision(miles: number): 'near' | 0 | 1 {
  if (miles < NEAR_MILES) return 'near';
  return miles < 10 ? 1 : 0;
}
