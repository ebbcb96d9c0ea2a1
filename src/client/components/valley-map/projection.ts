/**
 * Latitude/longitude ↔ the drawing's map units: equirectangular with a cos(latitude) correction,
 * and the view box that shows the whole valley in a box of any shape.
 */
import { VALLEY_BOUNDS } from '@shared/constants.js';
import type { LatLng } from '@shared/geo.js';

export interface MapPoint {
  x: number;
  y: number;
}

/** The drawing's origin (top-left) and scale: map units per degree of latitude. */
const ORIGIN = { lat: 34.02, lng: -116.66 } as const;
export const MAP_UNITS_PER_DEGREE = 1500;
/** cos(latitude) at the middle of the valley shortens degrees of longitude to their true length. */
export const LNG_FACTOR = Math.cos((33.72 * Math.PI) / 180);

/** Latitude/longitude → map units (x east, y south). */
export function projectLatLng(p: LatLng): MapPoint {
  return {
    x: (p.lng - ORIGIN.lng) * LNG_FACTOR * MAP_UNITS_PER_DEGREE,
    y: (ORIGIN.lat - p.lat) * MAP_UNITS_PER_DEGREE,
  };
}

export const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
export const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/** Map units → latitude/longitude, kept inside the valley bounds and rounded to 6 decimals. */
export function unprojectPoint(p: MapPoint): LatLng {
  const lat = ORIGIN.lat - p.y / MAP_UNITS_PER_DEGREE;
  const lng = ORIGIN.lng + p.x / (LNG_FACTOR * MAP_UNITS_PER_DEGREE);
  return {
    lat: round6(clamp(lat, VALLEY_BOUNDS.minLat, VALLEY_BOUNDS.maxLat)),
    lng: round6(clamp(lng, VALLEY_BOUNDS.minLng, VALLEY_BOUNDS.maxLng)),
  };
}

/** The part of the valley every view shows in full: all the cities and the north tip of the Salton Sea. */
const FIT = (() => {
  const a = projectLatLng({ lat: 34.0, lng: -116.62 });
  const b = projectLatLng({ lat: 33.47, lng: -115.98 });
  return { x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y };
})();

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The view for a box of w×h pixels: FIT in full, extended on the longer side. */
export function viewBoxFor(w: number, h: number): ViewBox {
  if (!(w > 0 && h > 0)) return FIT;
  const aspect = w / h;
  const fitAspect = FIT.width / FIT.height;
  if (aspect > fitAspect) {
    const width = FIT.height * aspect;
    return { x: FIT.x - (width - FIT.width) / 2, y: FIT.y, width, height: FIT.height };
  }
  const height = FIT.width / aspect;
  return { x: FIT.x, y: FIT.y - (height - FIT.height) / 2, width: FIT.width, height };
}
