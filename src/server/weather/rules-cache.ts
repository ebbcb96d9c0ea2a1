/**
 * The active weather rules GET /api/weather picks from, kept in memory (a ReadCache) instead of
 * read on every call. An administrator's create, update or delete clears this instance at once and,
 * through NOTIFY, every other instance on the same database (as the vendor cache does); entries
 * also expire after RULES_MAX_AGE_MS should a notification be lost. The cache is used only while
 * this instance listens (between onReady and onClose); /metrics counts it as `weather_rules`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { WeatherRecommendation } from '../../shared/schemas/weather.js';
import { ReadCache } from '../read-cache.js';

export const WEATHER_RULES_CHANNEL = 'weather_rules';
/** Upper bound on staleness should a notification be lost. */
export const RULES_MAX_AGE_MS = 60_000;
const KEY = 'active';

export interface WeatherRules {
  /** The active rules, from memory or `load()`. */
  active(): Promise<WeatherRecommendation[]>;
  /** Call after a committed change to the rules: clears this instance and tells the others. */
  changed(): Promise<void>;
}

export function installWeatherRules(app: FastifyInstance, load: () => Promise<WeatherRecommendation[]>): WeatherRules {
  const database = app.ctx.database;
  /** Names this instance in its notifications, so it skips its own (it cleared at once). */
  const instanceId = randomBytes(8).toString('hex');
  const cache = new ReadCache<WeatherRecommendation[]>(1, RULES_MAX_AGE_MS);
  app.metrics.watchCache('weather_rules', cache);
  let listening = false;
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    unlisten = await database.listen(WEATHER_RULES_CHANNEL, (from) => {
      if (from !== instanceId) cache.clear();
    });
    cache.clear();
    listening = true;
  });
  app.addHook('onClose', async () => {
    listening = false;
    cache.clear();
    await unlisten?.().catch(() => {});
    unlisten = undefined;
  });
  return {
    active: () => (listening ? cache.get(KEY, KEY, load) : load()),
    async changed() {
      cache.clear();
      try {
        await database.notify(WEATHER_RULES_CHANNEL, instanceId);
      } catch {
        // The change is committed; other instances catch up within RULES_MAX_AGE_MS at worst.
      }
    },
  };
}
