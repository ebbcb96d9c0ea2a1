/**
 * Challenges (DESIGN §10.4, issue 19 item 3): what counts towards one and the levels points buy.
 * Pure rules, the server decides with them and the pages show the same numbers.
 */
import { matchesChip } from './vendor-filter.js';

/**
 * distinct_vendors: N different vendors ("Taco Trail: 5 different taco trucks this month");
 * distinct_cuisines: N different cuisines ("Try 3 cuisines"); orders: N completed orders.
 */
export const CHALLENGE_TYPES = ['distinct_vendors', 'distinct_cuisines', 'orders'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

/** Every level takes this many more points: level 1 at 0, level 2 at 100, level 3 at 200… */
export const POINTS_PER_LEVEL = 100;

export function levelFor(points: number): number {
  return 1 + Math.floor(Math.max(0, points) / POINTS_PER_LEVEL);
}

/** Points still needed for the next level. */
export function pointsToNextLevel(points: number): number {
  return levelFor(points) * POINTS_PER_LEVEL - Math.max(0, points);
}

/** A completed order as a challenge reads it. */
export interface CountedOrder {
  vendorId: number;
  cuisine: string;
  /** When it was placed (ISO or Date). */
  at: Date | string;
}

export interface ChallengeRule {
  type: string;
  target: number;
  /** Only vendors of this cuisine count (as the map's chips match: 'Tacos' counts 'Taco Truck'). */
  cuisine: string | null;
  startDate: Date | string;
  endDate: Date | string;
}

/** How far `orders` take the challenge: 0…target (never more). */
export function challengeProgress(rule: ChallengeRule, orders: readonly CountedOrder[]): number {
  const start = new Date(rule.startDate).getTime();
  const end = new Date(rule.endDate).getTime();
  const counted = orders.filter((o) => {
    const at = new Date(o.at).getTime();
    return at >= start && at <= end && (!rule.cuisine || matchesChip(o.cuisine, rule.cuisine));
  });
  const reached =
    rule.type === 'distinct_vendors'
      ? new Set(counted.map((o) => o.vendorId)).size
      : rule.type === 'distinct_cuisines'
        ? new Set(counted.map((o) => o.cuisine.trim().toLowerCase())).size
        : counted.length;
  return Math.min(reached, rule.target);
}
