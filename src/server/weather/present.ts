/** The administrator's weather rules as the API shows them (DESIGN §10.3). */
import { WEATHER_CONDITIONS, type WeatherCondition, type WeatherRecommendation } from '../../shared/schemas/weather.js';
import type { RuleRow } from './queries.js';

const isCondition = (value: string): value is WeatherCondition => (WEATHER_CONDITIONS as readonly string[]).includes(value);

export function presentRule(row: RuleRow): WeatherRecommendation {
  return {
    id: row.id,
    // A condition this release does not know (written by hand) matches nothing; shown as "any".
    weatherCondition: isCondition(row.weatherCondition) ? row.weatherCondition : 'any',
    temperature: row.temperature,
    recommendedCuisines: row.recommendedCuisines ?? [],
    message: row.message ?? '',
    isActive: row.isActive,
  };
}
