/**
 * The administrator's weather rules (`weather_recommendations`) and the one that fits the
 * weather now (DESIGN §10.3).
 */
import { desc, eq } from 'drizzle-orm';
import type {
  Sky,
  WeatherRecommendation,
  WeatherRecommendationCreate,
  WeatherRecommendationUpdate,
} from '../../shared/schemas/weather.js';
import type { Db } from '../db/index.js';
import { weatherRecommendations } from '../db/schema.js';

export type RuleRow = typeof weatherRecommendations.$inferSelect;

export function listRules(db: Db): Promise<RuleRow[]> {
  return db.select().from(weatherRecommendations).orderBy(desc(weatherRecommendations.createdAt), desc(weatherRecommendations.id));
}

/** The rules GET /api/weather may pick from (switched on). */
export function listActiveRules(db: Db): Promise<RuleRow[]> {
  return db.select().from(weatherRecommendations).where(eq(weatherRecommendations.isActive, true));
}

export async function createRule(db: Db, input: WeatherRecommendationCreate, now: Date): Promise<RuleRow> {
  const [row] = await db
    .insert(weatherRecommendations)
    .values({ ...input, createdAt: now })
    .returning();
  return row;
}

/** null when there is no such rule. */
export async function updateRule(db: Db, id: number, input: WeatherRecommendationUpdate): Promise<RuleRow | null> {
  const [row] = await db.update(weatherRecommendations).set(input).where(eq(weatherRecommendations.id, id)).returning();
  return row ?? null;
}

export async function deleteRule(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(weatherRecommendations).where(eq(weatherRecommendations.id, id)).returning({ id: weatherRecommendations.id });
  return rows.length > 0;
}

/**
 * The active rule for this weather: its sky (or `any`) and a threshold at or below the
 * temperature (or none). The highest threshold wins (110 °F says more than 100 °F), then a rule
 * naming the sky over `any`, then the newest.
 */
export function fittingRule(rules: readonly WeatherRecommendation[], weather: { temperatureF: number; condition: Sky }) {
  const fits = rules.filter(
    (r) =>
      r.isActive &&
      r.recommendedCuisines.length > 0 &&
      (r.weatherCondition === 'any' || r.weatherCondition === weather.condition) &&
      (r.temperature === null || weather.temperatureF >= r.temperature),
  );
  const score = (r: WeatherRecommendation) => [r.temperature ?? Number.NEGATIVE_INFINITY, r.weatherCondition === 'any' ? 0 : 1, r.id];
  fits.sort((a, b) => {
    const [sa, sb] = [score(a), score(b)];
    for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sb[i] - sa[i];
    return 0;
  });
  return fits[0] ?? null;
}
