/** The challenge rules (issue 19 item 3): what counts, capped at the goal; levels from points. */
import { describe, expect, it } from 'vitest';
import { type ChallengeRule, challengeProgress, levelFor, pointsToNextLevel } from '../../src/shared/challenges.js';

const week = { startDate: '2026-11-01T00:00:00Z', endDate: '2026-11-08T00:00:00Z' };
const order = (vendorId: number, cuisine: string, at = '2026-11-03T18:00:00Z') => ({ vendorId, cuisine, at });

describe('challengeProgress', () => {
  const orders = [
    order(1, 'Tacos'),
    order(1, 'Tacos'),
    order(2, 'Taco Truck'),
    order(3, 'BBQ'),
    order(4, 'Mexican Seafood'),
    order(5, 'Tacos', '2026-10-31T23:59:59Z'), // before the start
    order(6, 'Tacos', '2026-11-08T00:00:01Z'), // after the end
  ];
  const cases: [string, Partial<ChallengeRule>, number][] = [
    ['different vendors, any cuisine', { type: 'distinct_vendors', target: 10, cuisine: null }, 4],
    ['different taco vendors ("Tacos" counts "Taco Truck")', { type: 'distinct_vendors', target: 10, cuisine: 'Tacos' }, 2],
    ['different cuisines (Tacos and Taco Truck are two)', { type: 'distinct_cuisines', target: 10, cuisine: null }, 4],
    ['orders, any cuisine', { type: 'orders', target: 10, cuisine: null }, 5],
    ['orders of one cuisine', { type: 'orders', target: 10, cuisine: 'BBQ' }, 1],
    ['never past the goal', { type: 'orders', target: 3, cuisine: null }, 3],
    ['a cuisine nobody ordered', { type: 'distinct_vendors', target: 5, cuisine: 'Thai' }, 0],
  ];
  it.each(cases)('%s', (_name, rule, expected) => {
    expect(challengeProgress({ ...week, type: 'orders', target: 1, cuisine: null, ...rule }, orders)).toBe(expected);
  });
  it('counts nothing without orders', () => {
    expect(challengeProgress({ ...week, type: 'orders', target: 3, cuisine: null }, [])).toBe(0);
  });
});

describe('levels', () => {
  it.each([
    [0, 1, 100],
    [60, 1, 40],
    [99, 1, 1],
    [100, 2, 100],
    [110, 2, 90],
    [1250, 13, 50],
    [-5, 1, 100],
  ])('%i points: level %i, %i to the next', (points, level, next) => {
    expect(levelFor(points)).toBe(level);
    expect(pointsToNextLevel(points)).toBe(next);
  });
});
