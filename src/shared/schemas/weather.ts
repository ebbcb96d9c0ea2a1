/**
 * Heat-aware suggestions (DESIGN §10.3, issue 18 item 4): the valley's weather now, the
 * administrator's rules (condition, temperature threshold, cuisines, message) and the rule that
 * fits the weather, which the map home shows and whose cuisines it lifts.
 */
import { z } from 'zod';
import { msg, partialUpdateSchema } from './common.js';

/**
 * What the sky is doing, as a rule names it: `any` matches every sky; the others are read from
 * the forecast's words (NWS `shortForecast`: "Sunny", "Chance Showers", "Blowing Dust"…).
 */
export const WEATHER_CONDITIONS = ['any', 'clear', 'cloudy', 'rain', 'wind'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];
/** The sky as measured: every condition but `any`. */
export type Sky = Exclude<WeatherCondition, 'any'>;

/** Thresholds a rule may name, in °F (the valley has seen 124 °F and 13 °F). */
export const RULE_MIN_F = -20;
export const RULE_MAX_F = 140;

export const WeatherRecommendationSchema = z.object({
  id: z.number().int(),
  weatherCondition: z.enum(WEATHER_CONDITIONS),
  /** The rule applies at this temperature (°F) and above; null: at any temperature. */
  temperature: z.number().int().nullable(),
  recommendedCuisines: z.array(z.string()),
  message: z.string(),
  isActive: z.boolean(),
});
export type WeatherRecommendation = z.infer<typeof WeatherRecommendationSchema>;
/** GET /admin/api/weather-recommendations: every rule, on or off. */
export const WeatherRecommendationListSchema = z.array(WeatherRecommendationSchema);

const Cuisine = z
  .string(msg('weather.validation.cuisines'))
  .trim()
  .min(1, msg('weather.validation.cuisines'))
  .max(80, msg('weather.validation.cuisines'));

const ruleFields = {
  weatherCondition: z.enum(WEATHER_CONDITIONS, msg('weather.validation.condition')),
  temperature: z
    .number(msg('weather.validation.temperature'))
    .int(msg('weather.validation.temperature'))
    .min(RULE_MIN_F, msg('weather.validation.temperature'))
    .max(RULE_MAX_F, msg('weather.validation.temperature'))
    .nullable(),
  recommendedCuisines: z
    .array(Cuisine, msg('weather.validation.cuisines'))
    .min(1, msg('weather.validation.cuisines'))
    .max(8, msg('weather.validation.cuisines')),
  message: z.string(msg('weather.validation.message')).trim().min(1, msg('weather.validation.message')).max(200, msg('weather.validation.message')),
  isActive: z.boolean(msg('weather.validation.isActive')),
};

/** POST /admin/api/weather-recommendations. */
export const WeatherRecommendationCreateSchema = z.object({
  ...ruleFields,
  temperature: ruleFields.temperature.default(null),
  isActive: ruleFields.isActive.default(true),
});
export type WeatherRecommendationCreate = z.infer<typeof WeatherRecommendationCreateSchema>;

/** PATCH /admin/api/weather-recommendations/:id: only the fields sent change. */
export const WeatherRecommendationUpdateSchema = partialUpdateSchema(ruleFields);
export type WeatherRecommendationUpdate = z.infer<typeof WeatherRecommendationUpdateSchema>;

/**
 * GET /api/weather: the valley now and the suggestion that fits it. Every field is null when the
 * weather service is off, down or slow: the map home then shows nothing, never an error.
 */
export const ValleyWeatherSchema = z.object({
  temperatureF: z.number().int().nullable(),
  /** The sky, as rules name it. */
  condition: z.enum(WEATHER_CONDITIONS).exclude(['any']).nullable(),
  /** The forecast's own words, in English ("Sunny"); for a title, not for the page's text. */
  forecast: z.string().nullable(),
  recommendation: z.object({ message: z.string(), recommendedCuisines: z.array(z.string()) }).nullable(),
});
export type ValleyWeather = z.infer<typeof ValleyWeatherSchema>;
