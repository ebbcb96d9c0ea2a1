/** The map's names (cities, mountains, sea, roads) as HTML over the drawing; colliding ones are left out. */
import type { LatLng } from '@shared/geo.js';
import type { CSSProperties } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { overlaps, type Rect } from './pin-layout';
import { LABEL_PRIORITY, VALLEY_CITIES } from './places';
import type { MapPoint } from './projection';

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
export function placeLabels(
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

export const CITY_LABELS: MapLabel[] = LABEL_PRIORITY.map((name) => {
  const city = VALLEY_CITIES.find((c) => c.name === name)!;
  return { key: name, text: name, kind: 'city' as const, at: city, sides: ['right', 'left', 'bottom', 'top'] };
});

export function terrainLabels(): MapLabel[] {
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

export function LabelView({ label }: { label: PlacedLabel }) {
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
