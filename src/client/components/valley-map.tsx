/**
 * The stylised map of the Coachella Valley (SPEC §2 "Map home"; DESIGN §5 "Map"): an SVG drawing,
 * not map tiles. Cities sit at their real positions, projected from latitude and longitude
 * (equirectangular with a cos(latitude) correction), with the San Jacinto and Santa Rosa
 * mountains, the Little San Bernardino hills, the Salton Sea, I-10 and Highway 111 as simple shapes.
 *
 * Vendors with coordinates are pinned where they are; the others take SPEC §9's 5 fixed positions
 * in rotation. Pins are buttons (name and open/closed status), open pins and closed pins differ in
 * shape and icon as well as colour. The legend reads Open, Closed, Your Location; the visitor's
 * position shows when the browser grants it and it falls inside the valley.
 *
 * In pick mode (vendor registration and Edit Profile) a click, or the arrow keys and Enter, place
 * a pin and report its latitude and longitude (6 decimals).
 *
 * The drawing fills whatever box it is given: the view always shows the cities and extends the
 * desert on the longer side. Labels and pins are HTML laid over the drawing so they keep a
 * readable size; labels that would collide are left out.
 */
import { MAP_PIN_POSITION_COUNT, VALLEY_BOUNDS } from '@shared/constants.js';
import { entryPlace, type LatLng } from '@shared/geo.js';
import type { VendorListEntry } from '@shared/schemas/vendors.js';
import { Check, Crosshair, LocateFixed, MapPin, Moon, Utensils } from 'lucide-react';
import {
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { t } from '@/lib/i18n';
import { useVisitorLocation, type VisitorLocation } from '@/lib/use-visitor-location';
import { cn } from '@/lib/utils';

// ---------------------------------------------------------------- projection

export type { LatLng };
export interface MapPoint {
  x: number;
  y: number;
}

/** The drawing's origin (top-left) and scale: map units per degree of latitude. */
const ORIGIN = { lat: 34.02, lng: -116.66 } as const;
export const MAP_UNITS_PER_DEGREE = 1500;
/** cos(latitude) at the middle of the valley shortens degrees of longitude to their true length. */
const LNG_FACTOR = Math.cos((33.72 * Math.PI) / 180);

/** Latitude/longitude → map units (x east, y south). */
export function projectLatLng(p: LatLng): MapPoint {
  return {
    x: (p.lng - ORIGIN.lng) * LNG_FACTOR * MAP_UNITS_PER_DEGREE,
    y: (ORIGIN.lat - p.lat) * MAP_UNITS_PER_DEGREE,
  };
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

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

// ---------------------------------------------------------------- places

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
const LABEL_PRIORITY = [
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

// ---------------------------------------------------------------- the drawing

const toPath = (points: readonly (readonly [number, number])[], close = false) =>
  points
    .map(([lat, lng], i) => {
      const p = projectLatLng({ lat, lng });
      return `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
    })
    .join(' ') + (close ? ' Z' : '');

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
const toSmoothPath = (points: readonly (readonly [number, number])[], close = false) => {
  const p = points.map(([lat, lng]) => projectLatLng({ lat, lng }));
  if (p.length < 3) return toPath(points, close);
  const at = (i: number) => (close ? p[(i + p.length) % p.length] : p[clamp(i, 0, p.length - 1)]);
  let d = `M${p[0].x.toFixed(1)} ${p[0].y.toFixed(1)}`;
  const n = close ? p.length : p.length - 1;
  for (let i = 0; i < n; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += ` C${c1.x.toFixed(1)} ${c1.y.toFixed(1)} ${c2.x.toFixed(1)} ${c2.y.toFixed(1)} ${p2.x.toFixed(1)} ${p2.y.toFixed(1)}`;
  }
  return close ? `${d} Z` : d;
};

/** San Jacinto (west) and Santa Rosa (south-west) mountains: the valley side of the range. */
const SOUTHWEST_RANGE = [
  [33.912, -116.9],
  [33.906, -116.64],
  [33.888, -116.6],
  [33.86, -116.575],
  [33.83, -116.562],
  [33.8, -116.556],
  [33.775, -116.53],
  [33.762, -116.485],
  [33.748, -116.45],
  [33.728, -116.425],
  [33.708, -116.392],
  [33.703, -116.356],
  [33.688, -116.334],
  [33.66, -116.33],
  [33.638, -116.318],
  [33.62, -116.288],
  [33.598, -116.24],
  [33.56, -116.18],
  [33.52, -116.125],
  [33.47, -116.092],
  [33.4, -116.072],
  [33.3, -116.05],
  [33.1, -116.05],
  [33.1, -116.9],
] as const;

/** The ridge lines inside the south-west range. */
const SOUTHWEST_RIDGES = [
  [
    [33.9, -116.7],
    [33.85, -116.64],
    [33.8, -116.62],
    [33.75, -116.59],
    [33.7, -116.56],
    [33.64, -116.53],
  ],
  [
    [33.74, -116.52],
    [33.7, -116.47],
    [33.68, -116.42],
    [33.655, -116.38],
    [33.62, -116.36],
    [33.58, -116.3],
    [33.53, -116.22],
    [33.47, -116.16],
    [33.4, -116.13],
  ],
  [
    [33.63, -116.6],
    [33.6, -116.5],
    [33.56, -116.42],
    [33.5, -116.32],
    [33.44, -116.25],
  ],
] as const;

/** San Bernardino and Little San Bernardino mountains and the Indio Hills (north and north-east). */
const NORTHEAST_RANGE = [
  [33.945, -116.9],
  [33.94, -116.66],
  [33.955, -116.6],
  [33.985, -116.56],
  [34.01, -116.52],
  [33.995, -116.46],
  [33.965, -116.41],
  [33.93, -116.36],
  [33.885, -116.31],
  [33.85, -116.26],
  [33.815, -116.215],
  [33.79, -116.16],
  [33.765, -116.1],
  [33.74, -116.04],
  [33.72, -115.96],
  [33.705, -115.86],
  [33.7, -115.6],
  [34.3, -115.6],
  [34.3, -116.9],
] as const;

const NORTHEAST_RIDGES = [
  [
    [33.98, -116.66],
    [34.02, -116.6],
    [34.06, -116.52],
  ],
  [
    [34.06, -116.44],
    [34.02, -116.38],
    [33.97, -116.3],
    [33.92, -116.24],
    [33.87, -116.17],
    [33.83, -116.1],
    [33.8, -116.02],
    [33.78, -115.92],
  ],
] as const;

/** The north-west tip of the Salton Sea. */
const SALTON_SEA = [
  [33.518, -116.058],
  [33.528, -116.02],
  [33.526, -115.975],
  [33.512, -115.94],
  [33.48, -115.895],
  [33.43, -115.83],
  [33.35, -115.73],
  [33.15, -115.6],
  [33.15, -116.0],
  [33.3, -115.968],
  [33.4, -116.035],
  [33.47, -116.055],
] as const;

/** Farmland around Thermal and Mecca (date groves and fields). */
const FARMLAND = [
  [33.675, -116.205],
  [33.69, -116.14],
  [33.66, -116.07],
  [33.6, -116.03],
  [33.545, -116.05],
  [33.545, -116.12],
  [33.585, -116.17],
  [33.63, -116.215],
] as const;

/** The Whitewater River / storm channel down the valley floor to the sea. */
const RIVER = [
  [33.93, -116.68],
  [33.895, -116.6],
  [33.86, -116.54],
  [33.815, -116.49],
  [33.775, -116.44],
  [33.748, -116.37],
  [33.727, -116.3],
  [33.705, -116.23],
  [33.665, -116.17],
  [33.6, -116.1],
  [33.53, -116.05],
] as const;

/** Interstate 10 through the San Gorgonio Pass and along the north side of the valley. */
const I10 = [
  [33.926, -116.9],
  [33.922, -116.66],
  [33.905, -116.57],
  [33.868, -116.49],
  [33.826, -116.42],
  [33.79, -116.36],
  [33.763, -116.3],
  [33.735, -116.235],
  [33.712, -116.18],
  [33.695, -116.12],
  [33.685, -116.04],
  [33.69, -115.9],
  [33.7, -115.7],
] as const;

/** California 111: down through Palm Springs, along the cities, past Mecca to the sea. */
const HWY111 = [
  [33.905, -116.6],
  [33.868, -116.555],
  [33.83, -116.547],
  [33.81, -116.53],
  [33.782, -116.47],
  [33.757, -116.425],
  [33.727, -116.383],
  [33.72, -116.34],
  [33.715, -116.29],
  [33.722, -116.23],
  [33.705, -116.195],
  [33.68, -116.172],
  [33.64, -116.135],
  [33.575, -116.075],
  [33.53, -116.01],
  [33.47, -115.92],
  [33.39, -115.82],
] as const;

/** Fields, drawn as rows of small plots. */
function Farmland() {
  const rows: ReactNode[] = [];
  const a = projectLatLng({ lat: 33.69, lng: -116.215 });
  const b = projectLatLng({ lat: 33.545, lng: -116.03 });
  for (let y = a.y; y < b.y; y += 22) {
    for (let x = a.x; x < b.x; x += 30) {
      rows.push(<rect key={`${x}-${y}`} x={x} y={y} width={24} height={15} rx={3} />);
    }
  }
  return <g fill="#cfd9a8" opacity="0.55">{rows}</g>;
}

/** The terrain: the same at every size, so it is drawn once. */
function Terrain({ clipId }: { clipId: string }) {
  return (
    <>
      <defs>
        <clipPath id={clipId}>
          <path d={toSmoothPath(FARMLAND, true)} />
        </clipPath>
        <pattern id={`${clipId}-dots`} width="18" height="18" patternUnits="userSpaceOnUse">
          <circle cx="3" cy="3" r="1.3" fill="#d9bf98" />
        </pattern>
      </defs>
      <rect x={-3000} y={-3000} width={8000} height={8000} fill="#f5e6cc" />
      <rect x={-3000} y={-3000} width={8000} height={8000} fill={`url(#${clipId}-dots)`} opacity="0.55" />

      <g clipPath={`url(#${clipId})`}>
        <Farmland />
      </g>

      <path
        d={toSmoothPath(RIVER)}
        fill="none"
        stroke="#d8c29d"
        strokeWidth={3}
        strokeDasharray="2 6"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />

      <path d={toPath(SOUTHWEST_RANGE, true)} fill="#e7c29c" />
      <path d={toPath(SOUTHWEST_RANGE, true)} fill="none" stroke="#d7a47a" strokeWidth={10} strokeLinejoin="round" opacity="0.55" />
      <path d={toPath(NORTHEAST_RANGE, true)} fill="#ecd0ad" />
      <path d={toPath(NORTHEAST_RANGE, true)} fill="none" stroke="#dcb68e" strokeWidth={8} strokeLinejoin="round" opacity="0.5" />
      <g fill="none" stroke="#cf9a70" strokeLinecap="round" strokeLinejoin="round" vectorEffect="non-scaling-stroke">
        {SOUTHWEST_RIDGES.map((r) => (
          <path key={r[0].join()} d={toSmoothPath(r)} strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
        ))}
      </g>
      <g fill="none" stroke="#d8b088" strokeLinecap="round" strokeLinejoin="round">
        {NORTHEAST_RIDGES.map((r) => (
          <path key={r[0].join()} d={toSmoothPath(r)} strokeWidth={1.5} vectorEffect="non-scaling-stroke" />
        ))}
      </g>

      <path d={toSmoothPath(SALTON_SEA, true)} fill="#a7d7d1" stroke="#6fb8b0" strokeWidth={2} vectorEffect="non-scaling-stroke" />
      <g fill="none" stroke="#d4eeea" strokeWidth={1.5} strokeLinecap="round" vectorEffect="non-scaling-stroke">
        {[
          [33.47, -115.99],
          [33.43, -115.94],
          [33.5, -115.96],
        ].map(([lat, lng]) => {
          const p = projectLatLng({ lat, lng });
          return (
            <path
              key={`${lat}`}
              d={`M${p.x - 16} ${p.y} q8 -6 16 0 t16 0`}
              vectorEffect="non-scaling-stroke"
            />
          );
        })}
      </g>

      <g fill="none" strokeLinecap="round" strokeLinejoin="round">
        <path d={toSmoothPath(HWY111)} stroke="#fffaf2" strokeWidth={5} vectorEffect="non-scaling-stroke" />
        <path d={toSmoothPath(HWY111)} stroke="#b48a67" strokeWidth={2} vectorEffect="non-scaling-stroke" />
        <path d={toSmoothPath(I10)} stroke="#fffaf2" strokeWidth={7} vectorEffect="non-scaling-stroke" />
        <path d={toSmoothPath(I10)} stroke="#d97f34" strokeWidth={3.5} vectorEffect="non-scaling-stroke" />
      </g>
    </>
  );
}

// ---------------------------------------------------------------- labels

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

// ---------------------------------------------------------------- pins

/** Pin sizes in px: the open drop is larger than the closed one. */
export const PIN_SIZE = { open: { w: 30, h: 38 }, closed: { w: 26, h: 32 } } as const;
/** Room kept between two pins, so each stays a whole target (WCAG 2.5.8). */
const PIN_GAP = 2;
/** Room kept above a pin for its name tag's first line. */
const PIN_TOP = 40;

export interface PinSpot {
  /** Where the pin's tip belongs (the vendor's position), in px. */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The box a pin covers when its tip is at (x, y). */
export const pinBox = (p: PinSpot, x = p.x, y = p.y): Rect => ({ x: x - p.w / 2, y: y - p.h, w: p.w, h: p.h });

/**
 * Where each pin's tip goes so that no pin covers another or a control on the map: pins are
 * placed in the order given (the caller puts open vendors first), each at its own spot when that
 * is free, else at the nearest free spot on rings around it. Vendors a few streets apart would
 * otherwise sit on top of each other and only the top one could be clicked. A pin with no free
 * spot within reach keeps its own.
 */
export function spreadPins(spots: readonly PinSpot[], size: { w: number; h: number }, reserved: readonly Rect[]): MapPoint[] {
  const taken: Rect[] = [];
  const grow = (r: Rect): Rect => ({ x: r.x - PIN_GAP, y: r.y - PIN_GAP, w: r.w + 2 * PIN_GAP, h: r.h + 2 * PIN_GAP });
  return spots.map((spot) => {
    const inside = (x: number, y: number) =>
      x - spot.w / 2 >= PIN_GAP && x + spot.w / 2 <= size.w - PIN_GAP && y >= PIN_TOP && y <= size.h - PIN_GAP;
    const free = (x: number, y: number) => {
      if (!inside(x, y)) return false;
      const box = grow(pinBox(spot, x, y));
      return !taken.some((r) => overlaps(r, box)) && !reserved.some((r) => overlaps(r, box));
    };
    const home = { x: clamp(spot.x, spot.w / 2 + PIN_GAP, size.w - spot.w / 2 - PIN_GAP), y: clamp(spot.y, PIN_TOP, size.h - PIN_GAP) };
    let at: MapPoint | undefined = free(home.x, home.y) ? home : undefined;
    const step = spot.w + 2 * PIN_GAP;
    for (let ring = 1; !at && ring <= 12; ring++) {
      const count = 6 * ring;
      for (let i = 0; i < count && !at; i++) {
        // Start straight above and go round, so a crowded spot fans out evenly.
        const angle = -Math.PI / 2 + (2 * Math.PI * i) / count;
        const x = home.x + Math.cos(angle) * step * ring;
        const y = home.y + Math.sin(angle) * step * ring * 1.1;
        if (free(x, y)) at = { x, y };
      }
    }
    at ??= home;
    taken.push(grow(pinBox(spot, at.x, at.y)));
    return at;
  });
}

type LabelKind = 'city' | 'terrain' | 'water' | 'interstate' | 'highway';

interface MapLabel {
  key: string;
  text: string;
  kind: LabelKind;
  at: LatLng;
  /** Where the label may go around its point, in order of preference. */
  sides: readonly ('right' | 'left' | 'top' | 'bottom' | 'center')[];
}

interface PlacedLabel extends MapLabel {
  box: Rect;
  px: MapPoint;
}

const LABEL_METRICS: Record<LabelKind, { char: number; pad: number; h: number }> = {
  city: { char: 6.6, pad: 10, h: 18 },
  terrain: { char: 6.2, pad: 6, h: 14 },
  water: { char: 7, pad: 6, h: 16 },
  interstate: { char: 7, pad: 12, h: 18 },
  highway: { char: 7, pad: 12, h: 18 },
};

function labelBox(label: MapLabel, px: MapPoint, side: MapLabel['sides'][number]): Rect {
  const m = LABEL_METRICS[label.kind];
  const w = label.text.length * m.char + m.pad;
  const h = m.h;
  const gap = 7;
  switch (side) {
    case 'right':
      return { x: px.x + gap, y: px.y - h / 2, w, h };
    case 'left':
      return { x: px.x - gap - w, y: px.y - h / 2, w, h };
    case 'top':
      return { x: px.x - w / 2, y: px.y - gap - h, w, h };
    case 'bottom':
      return { x: px.x - w / 2, y: px.y + gap, w, h };
    default:
      return { x: px.x - w / 2, y: px.y - h / 2, w, h };
  }
}

/**
 * Greedy placement: each label takes its first free side, keeping clear of `soft` areas (pins)
 * when it can and of `hard` areas (controls, other labels, city dots) always; a label with no
 * free side is left out.
 */
function placeLabels(
  labels: readonly MapLabel[],
  toPx: (p: LatLng) => MapPoint,
  size: { w: number; h: number },
  hard: Rect[],
  soft: Rect[],
) {
  const dots: Rect[] = VALLEY_CITIES.map((c) => {
    const p = toPx(c);
    return { x: p.x - 5, y: p.y - 5, w: 10, h: 10 };
  });
  const taken: Rect[] = [...hard];
  const placed: PlacedLabel[] = [];
  const fits = (box: Rect, avoidSoft: boolean) =>
    box.x >= 4 &&
    box.y >= 4 &&
    box.x + box.w <= size.w - 4 &&
    box.y + box.h <= size.h - 4 &&
    !taken.some((r) => overlaps(r, box)) &&
    !dots.some((d) => overlaps(d, box)) &&
    !(avoidSoft && soft.some((r) => overlaps(r, box)));
  for (const label of labels) {
    const px = toPx(label.at);
    const box =
      label.sides.map((side) => labelBox(label, px, side)).find((b) => fits(b, true)) ??
      (label.kind === 'city' ? label.sides.map((side) => labelBox(label, px, side)).find((b) => fits(b, false)) : undefined);
    if (!box) continue;
    taken.push(box);
    placed.push({ ...label, box, px });
  }
  return placed;
}

const CITY_LABELS: MapLabel[] = LABEL_PRIORITY.map((name) => {
  const city = VALLEY_CITIES.find((c) => c.name === name)!;
  return { key: name, text: name, kind: 'city' as const, at: city, sides: ['right', 'left', 'bottom', 'top'] };
});

function terrainLabels(): MapLabel[] {
  return [
    { key: 'sea', text: t('discovery.map.saltonSea'), kind: 'water', at: { lat: 33.445, lng: -115.925 }, sides: ['center'] },
    { key: 'i10', text: t('discovery.map.i10'), kind: 'interstate', at: { lat: 33.86, lng: -116.478 }, sides: ['center'] },
    { key: '111', text: t('discovery.map.hwy111'), kind: 'highway', at: { lat: 33.635, lng: -116.128 }, sides: ['center'] },
    { key: 'sj', text: t('discovery.map.sanJacinto'), kind: 'terrain', at: { lat: 33.745, lng: -116.6 }, sides: ['center'] },
    { key: 'sr', text: t('discovery.map.santaRosa'), kind: 'terrain', at: { lat: 33.585, lng: -116.37 }, sides: ['center'] },
    {
      key: 'lsb',
      text: t('discovery.map.littleSanBernardino'),
      kind: 'terrain',
      at: { lat: 33.93, lng: -116.27 },
      sides: ['center'],
    },
  ];
}

function LabelView({ label }: { label: PlacedLabel }) {
  const style: CSSProperties = { left: label.box.x, top: label.box.y, width: label.box.w, height: label.box.h };
  const base = 'pointer-events-none absolute flex items-center justify-center whitespace-nowrap leading-none';
  switch (label.kind) {
    case 'city':
      return (
        <span
          style={style}
          // Above the pins (z-10/z-20), below a hovered or focused pin and the controls (z-30): a
          // town's name stays readable where pins crowd it, and taps still reach the pins.
          className={cn(base, 'z-[25] font-semibold text-[#3b2418] text-[11.5px] [text-shadow:0_0_3px_#fdf6ea,0_0_3px_#fdf6ea,0_0_2px_#fdf6ea]')}
          data-testid="city-label"
        >
          {label.text}
        </span>
      );
    case 'water':
      return (
        <span style={style} className={cn(base, 'font-semibold text-[#134e4a] text-[11px] italic tracking-wide')}>
          {label.text}
        </span>
      );
    case 'interstate':
      return (
        <span
          style={style}
          className={cn(base, 'rounded-md border-2 border-white bg-[#1d4ed8] font-bold text-[10px] text-white shadow-sm')}
        >
          {label.text}
        </span>
      );
    case 'highway':
      return (
        <span
          style={style}
          className={cn(base, 'rounded-full border-2 border-[#5b4636] bg-white font-bold text-[#3b2418] text-[10px] shadow-sm')}
        >
          {label.text}
        </span>
      );
    default:
      return (
        <span
          style={style}
          className={cn(base, 'font-semibold text-[#5b3a24] text-[9.5px] uppercase italic tracking-[0.12em]')}
        >
          {label.text}
        </span>
      );
  }
}

// ---------------------------------------------------------------- markers

/** The open pin: a filled green drop with a fork and knife. */
export function OpenMarker({ small = false }: { small?: boolean }) {
  return (
    <span className={cn('relative block', small ? 'h-[24px] w-[19px]' : 'h-[38px] w-[30px]')} aria-hidden="true">
      <svg viewBox="0 0 30 38" className="absolute inset-0 size-full drop-shadow-[0_2px_2px_rgb(59_36_24/0.35)]">
        <path d="M15 37 C15 37 2 23.5 2 14 A13 13 0 0 1 28 14 C28 23.5 15 37 15 37 Z" fill="#15803d" stroke="#fff" strokeWidth="2" />
      </svg>
      <Utensils
        className={cn('absolute text-white', small ? 'top-[4.5px] left-[5px] size-[9px]' : 'top-[7px] left-[8px] size-[14px]')}
        strokeWidth={2.5}
      />
    </span>
  );
}

/**
 * A vendor that confirmed it is there now (DESIGN §10.5): the open pin with a check in a white
 * disc at its shoulder, so confirmed trucks stand apart from those only scheduled.
 */
export function HereMarker({ small = false }: { small?: boolean }) {
  return (
    <span className="relative block" aria-hidden="true">
      <OpenMarker small={small} />
      <span
        className={cn(
          'absolute flex items-center justify-center rounded-full bg-white text-green-800 shadow-sm ring-1 ring-green-800',
          small ? '-top-[3px] -right-[5px] size-[11px]' : '-top-[4px] -right-[7px] size-[16px]',
        )}
      >
        <Check className={small ? 'size-[8px]' : 'size-[11px]'} strokeWidth={3.5} />
      </span>
    </span>
  );
}

/** The closed pin: a smaller white drop with a dashed grey outline and a moon. */
export function ClosedMarker({ small = false }: { small?: boolean }) {
  return (
    <span className={cn('relative block', small ? 'h-[22px] w-[18px]' : 'h-[32px] w-[26px]')} aria-hidden="true">
      <svg viewBox="0 0 26 32" className="absolute inset-0 size-full drop-shadow-[0_1px_1.5px_rgb(59_36_24/0.3)]">
        <path
          d="M13 31 C13 31 2 19.5 2 12 A11 11 0 0 1 24 12 C24 19.5 13 31 13 31 Z"
          fill="#fff"
          stroke="#57534e"
          strokeWidth="2"
          strokeDasharray="4 2.5"
        />
      </svg>
      <Moon
        className={cn('absolute text-[#57534e]', small ? 'top-[4px] left-[5px] size-[8px]' : 'top-[6px] left-[7px] size-[12px]')}
        strokeWidth={2.5}
      />
    </span>
  );
}

/** The visitor: a blue dot in a white ring, with a soft pulsing halo on the map. */
export function YouMarker({ small = false }: { small?: boolean }) {
  return (
    <span className={cn('relative block', small ? 'size-[16px]' : 'size-[22px]')} aria-hidden="true">
      {!small && <span className="absolute inset-0 rounded-full bg-blue-500/25 motion-safe:animate-ping" />}
      <span className={cn('absolute rounded-full border-white bg-blue-600 shadow-md', small ? 'inset-[1px] border-2' : 'inset-[3px] border-[3px]')} />
    </span>
  );
}

/** The pin a vendor places in pick mode. */
function PickedMarker() {
  return (
    <span className="relative block h-[42px] w-[32px]" aria-hidden="true">
      <svg viewBox="0 0 32 42" className="absolute inset-0 size-full drop-shadow-[0_2px_3px_rgb(59_36_24/0.4)]">
        <path d="M16 41 C16 41 2 26 2 15 A14 14 0 0 1 30 15 C30 26 16 41 16 41 Z" fill="#b4441a" stroke="#fff" strokeWidth="2.5" />
      </svg>
      <MapPin className="absolute top-[7px] left-[9px] size-[14px] text-white" strokeWidth={2.5} />
    </span>
  );
}

// ---------------------------------------------------------------- the component

export interface ValleyMapProps {
  vendors?: VendorListEntry[];
  onSelect?: (id: number) => void;
  pickMode?: boolean;
  picked?: LatLng | null;
  onPick?: (p: LatLng) => void;
  /** The vendor to highlight (for example while its card is hovered). */
  activeId?: number | null;
  /** Sizing: by default a square that fills the width; pass a height to fill a pane. */
  className?: string;
  /** The visitor's place when the page shares it with the list (else the map keeps its own). */
  location?: VisitorLocation;
}

const VALLEY_CENTER: LatLng = { lat: 33.74, lng: -116.36 };
const KEY_STEP = 0.004;
const KEY_STEP_LARGE = 0.02;

export function ValleyMap({
  vendors = [],
  onSelect,
  pickMode = false,
  picked = null,
  onPick,
  activeId = null,
  className,
  location,
}: ValleyMapProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  const clipId = `vm${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const helpId = useId();
  const ownLocation = useVisitorLocation({ auto: !location });
  const { position: you, status: geoStatus, locate } = location ?? ownLocation;
  const [cursor, setCursor] = useState<LatLng>(picked ?? VALLEY_CENTER);
  const [focused, setFocused] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  useLayoutEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    // Drawing the map at a new size is a transition: React renders it in slices, so a phone does
    // not freeze while the terrain, labels and pins are laid out.
    const measure = () => startTransition(() => setSize({ w: el.clientWidth, h: el.clientHeight }));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (picked) setCursor(picked);
  }, [picked]);

  const view = useMemo(() => viewBoxFor(size.w, size.h), [size.w, size.h]);
  const scale = size.w > 0 ? size.w / view.width : 0;
  const toPx = useCallback(
    (p: LatLng): MapPoint => {
      const u = projectLatLng(p);
      return { x: (u.x - view.x) * scale, y: (u.y - view.y) * scale };
    },
    [view, scale],
  );

  const reserved = useMemo<Rect[]>(() => {
    if (!size.w) return [];
    // Keep clear of the controls laid over the map: legend, locate button, help text.
    const wide = size.w >= 640;
    const r: Rect[] = [{ x: size.w - (wide ? 200 : 56), y: 0, w: wide ? 200 : 56, h: 56 }];
    if (pickMode) r.push({ x: 0, y: 0, w: Math.min(size.w, 340), h: wide ? 52 : 72 });
    else if (wide) r.push({ x: 0, y: size.h - 112, w: 160, h: 112 });
    else r.push({ x: 0, y: size.h - 48, w: Math.min(size.w, 330), h: 48 });
    return r;
  }, [size.w, size.h, pickMode]);

  const pins = useMemo(() => {
    if (!scale) return [];
    // Open vendors claim their spots first; the others make room. Ties keep vendor id order, so
    // pins do not jump when the list is re-sorted.
    const placed = placeVendors(vendors)
      .map((v) => {
        const p = toPx(v.at);
        return { ...v, ...PIN_SIZE[v.entry.isOpen ? 'open' : 'closed'], homeX: p.x, homeY: p.y, x: p.x, y: p.y };
      })
      .sort((a, b) => Number(b.entry.isOpen) - Number(a.entry.isOpen) || a.entry.vendor.id - b.entry.vendor.id);
    const spots = spreadPins(
      placed.map((p) => ({ x: p.homeX, y: p.homeY, w: p.w, h: p.h })),
      size,
      reserved,
    );
    return placed.map((p, i) => ({ ...p, x: spots[i].x, y: spots[i].y })).sort((a, b) => a.y - b.y);
  }, [vendors, toPx, scale, size, reserved]);

  const labels = useMemo(() => {
    if (!scale) return [];
    // Pins win over labels: a label goes round them, or is left out.
    const pinBoxes: Rect[] = pickMode ? [] : pins.map((p) => pinBox(p));
    return placeLabels([...CITY_LABELS, ...terrainLabels()], toPx, size, reserved, pinBoxes);
  }, [scale, toPx, size, reserved, pins, pickMode]);

  // ---- pick mode

  const place = useCallback(
    (p: LatLng) => {
      const point = { lat: round6(p.lat), lng: round6(p.lng) };
      setCursor(point);
      onPick?.(point);
      setAnnouncement(
        t('discovery.map.picked', { lat: point.lat.toFixed(5), lng: point.lng.toFixed(5), city: nearestCity(point).name }),
      );
    },
    [onPick],
  );

  const onMapClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!pickMode || !scale) return;
    if ((event.target as HTMLElement).closest('button')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const u = { x: view.x + (event.clientX - rect.left) / scale, y: view.y + (event.clientY - rect.top) / scale };
    place(unprojectPoint(u));
  };

  const onMapKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!pickMode || event.target !== event.currentTarget) return;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [step, 0],
      ArrowDown: [-step, 0],
      ArrowLeft: [0, -step / LNG_FACTOR],
      ArrowRight: [0, step / LNG_FACTOR],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setCursor((c) => {
        const next = { lat: c.lat + move[0], lng: c.lng + move[1] };
        const u = projectLatLng(next);
        return unprojectPoint(u);
      });
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      place(cursor);
    }
  };

  const cursorPx = scale ? toPx(cursor) : null;
  const pickedPx = picked && scale ? toPx(picked) : null;
  const youPx = you && scale ? toPx(you) : null;
  const wide = size.w >= 640;

  const geoMessage =
    geoStatus === 'locating'
      ? t('discovery.map.locating')
      : geoStatus === 'outside'
        ? t('discovery.map.outside')
        : geoStatus === 'unavailable'
          ? t('discovery.map.locationDenied')
          : '';

  const surfaceProps = pickMode
    ? {
        role: 'application' as const,
        tabIndex: 0,
        'aria-label': t('discovery.map.pickLabel'),
        'aria-describedby': helpId,
        onClick: onMapClick,
        onKeyDown: onMapKey,
        onFocus: (e: FocusEvent<HTMLDivElement>) => {
          if (e.target === e.currentTarget) setFocused(true);
        },
        onBlur: () => setFocused(false),
      }
    : { role: 'group' as const, 'aria-label': t('discovery.map.label') };

  return (
    <div
      ref={rootRef}
      data-testid="valley-map"
      className={cn(
        'relative aspect-square w-full select-none overflow-hidden rounded-2xl border border-border bg-[#f5e6cc] shadow-warm',
        pickMode && 'cursor-crosshair focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
        className,
      )}
      {...surfaceProps}
    >
      <svg
        viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
        preserveAspectRatio="xMidYMid meet"
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 size-full"
      >
        <Terrain clipId={clipId} />
      </svg>

      {/* Cities: a dot each, labels where they fit. */}
      {scale > 0 &&
        VALLEY_CITIES.map((c) => {
          const p = toPx(c);
          return (
            <span
              key={c.name}
              aria-hidden="true"
              className="pointer-events-none absolute size-[9px] -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-[#5b3a24] shadow-sm"
              style={{ left: p.x, top: p.y }}
            />
          );
        })}
      <div aria-hidden="true">
        {labels.map((l) => (
          <LabelView key={l.key} label={l} />
        ))}
      </div>

      {/* The visitor's position. */}
      {youPx && (
        <span
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2"
          style={{ left: youPx.x, top: youPx.y }}
          role="img"
          aria-label={t('discovery.map.youAreHere')}
          data-testid="your-location"
        >
          <YouMarker />
        </span>
      )}

      {/* A pin moved aside to make room keeps a thin line to where the vendor is. */}
      {!pickMode && pins.some((p) => Math.hypot(p.x - p.homeX, p.y - p.homeY) > 6) && (
        <svg aria-hidden="true" focusable="false" className="pointer-events-none absolute inset-0 size-full" data-testid="pin-leaders">
          {pins
            .filter((p) => Math.hypot(p.x - p.homeX, p.y - p.homeY) > 6)
            .map((p) => (
              <g key={p.entry.vendor.id}>
                <line x1={p.homeX} y1={p.homeY} x2={p.x} y2={p.y - 2} stroke="#5b3a24" strokeOpacity={0.55} strokeWidth={1.25} />
                <circle cx={p.homeX} cy={p.homeY} r={2.5} fill="#5b3a24" stroke="#fff" strokeWidth={1} />
              </g>
            ))}
        </svg>
      )}

      {/* Vendor pins. */}
      {!pickMode &&
        pins.map((pin) => {
          const { vendor, isOpen, hereNow } = pin.entry;
          const openStatus = isOpen ? t('discovery.map.legend.open') : t('discovery.map.legend.closed');
          const status = hereNow ? `${openStatus}, ${t('hereNow.legendConfirmed')}` : openStatus;
          const active = activeId === vendor.id;
          return (
            <button
              key={vendor.id}
              type="button"
              data-testid="map-pin"
              data-vendor-id={vendor.id}
              aria-label={t('discovery.map.pin', { name: vendor.businessName, status })}
              onClick={() => onSelect?.(vendor.id)}
              className={cn(
                'group absolute flex -translate-x-1/2 -translate-y-full cursor-pointer flex-col items-center rounded-md outline-offset-1 transition-transform duration-150 hover:z-30 hover:scale-110 focus-visible:z-30 focus-visible:scale-110 motion-reduce:transition-none',
                isOpen ? 'z-20' : 'z-10',
                active && 'z-30 scale-125',
              )}
              style={{ left: pin.x, top: pin.y }}
            >
              <span
                className={cn(
                  'pointer-events-none absolute bottom-full mb-1 max-w-44 truncate rounded-md bg-espresso px-2 py-1 font-semibold text-white text-xs opacity-0 shadow-md transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100',
                  active && 'opacity-100',
                )}
                aria-hidden="true"
              >
                {vendor.businessName}
              </span>
              {hereNow ? <HereMarker /> : isOpen ? <OpenMarker /> : <ClosedMarker />}
            </button>
          );
        })}

      {/* Pick mode: decorative pins of the other vendors, the crosshair and the placed pin. */}
      {pickMode &&
        pins.map((pin) => (
          <span
            key={pin.entry.vendor.id}
            aria-hidden="true"
            className="pointer-events-none absolute size-2.5 -translate-x-1/2 -translate-y-1/2 rounded-full border border-white bg-stone-500/70"
            style={{ left: pin.homeX, top: pin.homeY }}
          />
        ))}
      {pickMode && focused && cursorPx && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 text-espresso"
          style={{ left: cursorPx.x, top: cursorPx.y }}
          data-testid="map-crosshair"
        >
          <Crosshair className="size-8 drop-shadow-[0_0_2px_#fff]" strokeWidth={2.25} />
        </span>
      )}
      {pickMode && pickedPx && (
        <span
          className="pointer-events-none absolute z-20 -translate-x-1/2 -translate-y-full"
          style={{ left: pickedPx.x, top: pickedPx.y }}
          role="img"
          aria-label={t('discovery.map.pickedPin')}
          data-testid="picked-pin"
        >
          <PickedMarker />
        </span>
      )}

      {pickMode && (
        <p
          id={helpId}
          className="pointer-events-none absolute top-2 left-2 z-30 max-w-[calc(100%-4.5rem)] rounded-lg bg-card/95 px-3 py-2 font-medium text-foreground text-xs shadow-sm sm:max-w-xs"
        >
          {t('discovery.map.pickHelp')}
        </p>
      )}

      {/* Locate me. */}
      <div className="absolute top-2 right-2 z-30 flex flex-col items-end gap-1.5">
        <button
          type="button"
          onClick={(e) => {
            e.stopPropagation();
            locate(pickMode ? place : undefined);
          }}
          className="inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-border bg-card px-2.5 font-semibold text-foreground text-sm shadow-sm transition-colors hover:bg-secondary"
          aria-busy={geoStatus === 'locating' || undefined}
        >
          <LocateFixed className={cn('size-5 text-blue-700', geoStatus === 'locating' && 'motion-safe:animate-pulse')} aria-hidden="true" />
          <span className={cn(!wide && 'sr-only')}>{t('discovery.map.locate')}</span>
        </button>
        <p role="status" className={cn('max-w-52 rounded-md text-right text-xs', geoMessage && 'bg-card/95 px-2 py-1 shadow-sm')}>
          {geoMessage}
        </p>
      </div>

      {!pickMode && (
        <ul
          aria-label={t('discovery.map.legend')}
          className={cn(
            'absolute bottom-2 left-2 z-30 flex rounded-xl border border-border bg-card/95 px-3 py-2 text-foreground text-xs shadow-sm',
            // On a phone the row wraps inside the map (four entries while a vendor is confirmed here).
            wide ? 'flex-col gap-1' : 'right-2 flex-row flex-wrap items-center gap-x-3 gap-y-1',
          )}
        >
          <li className="flex items-center gap-2">
            <span className="flex w-6 justify-center">
              <OpenMarker small />
            </span>
            <span className="font-semibold">{t('discovery.map.legend.open')}</span>
          </li>
          <li className="flex items-center gap-2">
            <span className="flex w-6 justify-center">
              <ClosedMarker small />
            </span>
            <span className="font-semibold">{t('discovery.map.legend.closed')}</span>
          </li>
          {pins.some((p) => p.entry.hereNow) && (
            <li className="flex items-center gap-2">
              <span className="flex w-6 justify-center">
                <HereMarker small />
              </span>
              <span className="font-semibold">{t('hereNow.badge')}</span>
            </li>
          )}
          <li className="flex items-center gap-2">
            <span className="flex w-6 justify-center">
              <YouMarker small />
            </span>
            <span className="font-semibold">{t('discovery.map.legend.you')}</span>
          </li>
        </ul>
      )}

      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
