/**
 * The drawing under the pins: the San Jacinto and Santa Rosa mountains, the Little San Bernardino
 * hills, farmland, the river, the Salton Sea, I-10 and Highway 111, as simple shapes in map units.
 */
import { memo } from 'react';
import { clamp, projectLatLng } from './projection';

type Points = readonly (readonly [number, number])[];

/**
 * Each line's path, made once per page: the shapes are constants, and projecting and smoothing
 * them again on every render of the map was work a phone does while the map home hydrates.
 */
const drawn = new WeakMap<Points, Map<string, string>>();
function once(points: Points, close: boolean, kind: 'straight' | 'smooth'): string {
  let paths = drawn.get(points);
  if (!paths) {
    paths = new Map();
    drawn.set(points, paths);
  }
  const key = `${kind}${close ? ' closed' : ''}`;
  let d = paths.get(key);
  if (d === undefined) {
    d = kind === 'smooth' ? smoothPath(points, close) : straightPath(points, close);
    paths.set(key, d);
  }
  return d;
}

const toPath = (points: Points, close = false) => once(points, close, 'straight');
const toSmoothPath = (points: Points, close = false) => once(points, close, 'smooth');

const straightPath = (points: Points, close: boolean) =>
  points
    .map(([lat, lng], i) => {
      const p = projectLatLng({ lat, lng });
      return `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`;
    })
    .join(' ') + (close ? ' Z' : '');

/** A smooth path through the points (Catmull-Rom turned into cubic Béziers). */
const smoothPath = (points: Points, close: boolean) => {
  const p = points.map(([lat, lng]) => projectLatLng({ lat, lng }));
  if (p.length < 3) return straightPath(points, close);
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

/** Fields, drawn as rows of small plots: one rectangle filled with a pattern of plots. */
function Farmland({ clipId }: { clipId: string }) {
  const a = projectLatLng({ lat: 33.69, lng: -116.215 });
  const b = projectLatLng({ lat: 33.545, lng: -116.03 });
  // Whole plots, as many as start before b (the plots' rows and columns as before).
  const width = Math.ceil((b.x - a.x) / 30) * 30;
  const height = Math.ceil((b.y - a.y) / 22) * 22;
  return (
    <>
      <pattern id={`${clipId}-plots`} x={a.x} y={a.y} width="30" height="22" patternUnits="userSpaceOnUse">
        <rect width={24} height={15} rx={3} fill="#cfd9a8" />
      </pattern>
      <rect x={a.x} y={a.y} width={width} height={height} fill={`url(#${clipId}-plots)`} opacity="0.55" />
    </>
  );
}

/** The terrain: the same at every size, so it is drawn once (and not again when the map re-renders). */
export const Terrain = memo(function Terrain({ clipId }: { clipId: string }) {
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
        <Farmland clipId={clipId} />
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
});
