/** Screen boxes, and where pins go so that none covers another or a control on the map. */
import { clamp, type MapPoint } from './projection';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
export const overlaps = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;


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
