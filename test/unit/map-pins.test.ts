/**
 * Map pins (src/client/components/valley-map.tsx): vendors a few streets apart must not hide each
 * other, or only the top pin could be clicked and the pins fail WCAG 2.5.8 (target size).
 */
import { describe, expect, it } from 'vitest';
import { PIN_SIZE, type PinSpot, pinBox, type Rect, spreadPins } from '../../src/client/components/valley-map';

const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function boxes(spots: PinSpot[], placed: { x: number; y: number }[]) {
  return spots.map((s, i) => pinBox(s, placed[i].x, placed[i].y));
}

describe('spreadPins', () => {
  it('leaves pins that do not touch where they are', () => {
    const spots: PinSpot[] = [
      { x: 100, y: 100, ...PIN_SIZE.open },
      { x: 200, y: 150, ...PIN_SIZE.closed },
    ];
    expect(spreadPins(spots, { w: 400, h: 400 }, [])).toEqual([
      { x: 100, y: 100 },
      { x: 200, y: 150 },
    ]);
  });

  it('keeps the first pin on its spot and moves a neighbour just clear of it', () => {
    const spots: PinSpot[] = [
      { x: 200, y: 200, ...PIN_SIZE.open },
      { x: 204, y: 203, ...PIN_SIZE.closed },
    ];
    const placed = spreadPins(spots, { w: 400, h: 400 }, []);
    expect(placed[0]).toEqual({ x: 200, y: 200 });
    const [a, b] = boxes(spots, placed);
    expect(overlap(a, b)).toBe(false);
    expect(Math.hypot(placed[1].x - 204, placed[1].y - 203)).toBeLessThan(80);
  });

  it('gives 25 vendors on one block of a phone-sized map 25 separate pins, inside the map and off the controls', () => {
    const size = { w: 343, h: 343 };
    const legend: Rect = { x: 0, y: size.h - 48, w: 330, h: 48 };
    const locate: Rect = { x: size.w - 56, y: 0, w: 56, h: 56 };
    const spots: PinSpot[] = Array.from({ length: 25 }, (_, i) => ({
      x: 170 + (i % 3),
      y: 180 + (i % 2),
      ...(i % 4 === 0 ? PIN_SIZE.open : PIN_SIZE.closed),
    }));
    const placed = spreadPins(spots, size, [legend, locate]);
    const all = boxes(spots, placed);
    for (let i = 0; i < all.length; i++) {
      const box = all[i];
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.w).toBeLessThanOrEqual(size.w);
      expect(box.y + box.h).toBeLessThanOrEqual(size.h);
      expect(overlap(box, legend) || overlap(box, locate), `pin ${i} under a control`).toBe(false);
      for (let j = 0; j < i; j++) expect(overlap(box, all[j]), `pins ${j} and ${i} overlap`).toBe(false);
    }
  });

  it('pulls a pin that falls off the edge back onto the map', () => {
    const spots: PinSpot[] = [{ x: -20, y: 5, ...PIN_SIZE.closed }];
    const [p] = spreadPins(spots, { w: 300, h: 300 }, []);
    const box = pinBox(spots[0], p.x, p.y);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
  });
});
