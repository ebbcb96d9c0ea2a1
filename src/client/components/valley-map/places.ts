/** The valley's cities and where each vendor's pin belongs (its own place or a fixed position). */
import { MAP_PIN_POSITION_COUNT } from '@shared/constants.js';
import { entryPlace, type LatLng } from '@shared/geo.js';
import type { VendorListEntry } from '@shared/schemas/vendors.js';
import { projectLatLng } from './projection';

export interface City extends LatLng {
  name: string;
}

/** The valley's cities, north-west to south-east. */
export const VALLEY_CITIES: readonly City[] = [
  { name: 'Palm Springs', lat: 33.8303, lng: -116.5453 },
  { name: 'Desert Hot Springs', lat: 33.9611, lng: -116.5017 },
  { name: 'Cathedral City', lat: 33.7797, lng: -116.4653 },
  { name: 'Rancho Mirage', lat: 33.7397, lng: -116.4128 },
  { name: 'Palm Desert', lat: 33.7222, lng: -116.3745 },
  { name: 'Indian Wells', lat: 33.7175, lng: -116.3431 },
  { name: 'La Quinta', lat: 33.6634, lng: -116.31 },
  { name: 'Indio', lat: 33.7206, lng: -116.2156 },
  { name: 'Coachella', lat: 33.6803, lng: -116.1739 },
  { name: 'Thermal', lat: 33.6403, lng: -116.1392 },
  { name: 'Mecca', lat: 33.5717, lng: -116.0775 },
];

/** Labels are placed in this order; a later label that would collide is left out. */
export const LABEL_PRIORITY = [
  'Palm Springs',
  'Palm Desert',
  'Indio',
  'Cathedral City',
  'La Quinta',
  'Coachella',
  'Desert Hot Springs',
  'Mecca',
  'Rancho Mirage',
  'Indian Wells',
  'Thermal',
];

/**
 * SPEC §9: vendors without coordinates take these fixed positions in rotation, along the
 * Highway 111 corridor between the cities.
 */
export const MAP_PIN_POSITIONS: readonly LatLng[] = [
  { lat: 33.812, lng: -116.522 },
  { lat: 33.771, lng: -116.43 },
  { lat: 33.743, lng: -116.352 },
  { lat: 33.697, lng: -116.262 },
  { lat: 33.703, lng: -116.193 },
];
if (MAP_PIN_POSITIONS.length !== MAP_PIN_POSITION_COUNT) {
  throw new Error('MAP_PIN_POSITIONS must hold MAP_PIN_POSITION_COUNT positions');
}

/** The nearest city to a point (for announcing where a pin was placed). */
export function nearestCity(p: LatLng): City {
  const a = projectLatLng(p);
  let best = VALLEY_CITIES[0];
  let bestD = Number.POSITIVE_INFINITY;
  for (const c of VALLEY_CITIES) {
    const b = projectLatLng(c);
    const d = (a.x - b.x) ** 2 + (a.y - b.y) ** 2;
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

export interface PlacedVendor {
  entry: VendorListEntry;
  at: LatLng;
  /** True when the vendor has no coordinates and took a fixed position. */
  approximate: boolean;
}

/**
 * Where each vendor's pin goes: its own coordinates, else the fixed positions in rotation (in
 * order of vendor id, so a vendor keeps its position while the list is re-sorted).
 */
export function placeVendors(vendors: readonly VendorListEntry[]): PlacedVendor[] {
  const withoutCoords = vendors
    .filter((e) => entryPlace(e) === null)
    .map((e) => e.vendor.id)
    .sort((a, b) => a - b);
  const rank = new Map(withoutCoords.map((id, i) => [id, i]));
  return vendors.map((entry) => {
    // Where the truck is now or next today (DESIGN §10.3), else its own pin.
    const place = entryPlace(entry);
    if (place) return { entry, at: place, approximate: false };
    const i = rank.get(entry.vendor.id) ?? 0;
    return {
      entry,
      at: MAP_PIN_POSITIONS[i % MAP_PIN_POSITION_COUNT],
      approximate: true,
    };
  });
}
