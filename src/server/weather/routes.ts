/**
 * GET /api/weather (anyone) and the administrator's rules at /admin/api/weather-recommendations
 * (behind the app-wide admin guard in app.ts). DESIGN §10.3, issue 18 item 4.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ValleyWeatherSchema,
  WeatherRecommendationCreateSchema,
  WeatherRecommendationListSchema,
  WeatherRecommendationSchema,
  WeatherRecommendationUpdateSchema,
} from '../../shared/schemas/weather.js';
import { registerAdminCrud } from '../admin-crud.js';
import { NwsWeather, weatherOff, type WeatherSource } from './service.js';
import { presentRule } from './present.js';
import { createRule, deleteRule, fittingRule, listActiveRules, listRules, updateRule } from './queries.js';
import { installWeatherRules } from './rules-cache.js';

/** Browsers and proxies may keep the answer this long (it is the same for everyone). */
const WEATHER_MAX_AGE_S = 300;

export const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const config = ctx.config;
  const source: WeatherSource =
    config.WEATHER_PROVIDER === 'nws'
      ? new NwsWeather(
          {
            baseUrl: config.WEATHER_API_BASE,
            userAgent: `ValleyEats/1.0 (${config.PUBLIC_URL ?? 'https://valleyeats.example'}; ${config.EMAIL_FROM})`,
          },
          config.WEATHER_TIMEOUT_MS,
          () => ctx.now(),
          app.log,
        )
      : weatherOff;
  const rules = installWeatherRules(app, async () => (await listActiveRules(db())).map(presentRule));

  app.get('/api/weather', { schema: { response: { 200: ValleyWeatherSchema } } }, async (_request, reply) => {
    const weather = await source.current();
    reply.header('cache-control', `public, max-age=${WEATHER_MAX_AGE_S}`);
    if (!weather) return { temperatureF: null, condition: null, forecast: null, recommendation: null };
    const rule = fittingRule(await rules.active(), weather);
    return {
      ...weather,
      recommendation: rule ? { message: rule.message, recommendedCuisines: rule.recommendedCuisines } : null,
    };
  });

  registerAdminCrud(app, {
    path: '/admin/api/weather-recommendations',
    schemas: {
      item: WeatherRecommendationSchema,
      list: WeatherRecommendationListSchema,
      create: WeatherRecommendationCreateSchema,
      update: WeatherRecommendationUpdateSchema,
    },
    queries: { list: listRules, create: createRule, update: updateRule, remove: deleteRule },
    present: presentRule,
    notFound: 'weather.error.notFound',
    changed: rules.changed,
  });
};
