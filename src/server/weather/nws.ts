/**
 * The US National Weather Service's free API (api.weather.gov; no key, a User-Agent required):
 * `GET /points/{lat},{lng}` names the forecast office's grid and its hourly forecast URL, and that
 * URL's first period covering now is the valley's weather. DESIGN §10.3. Anything that is not the
 * documented shape is refused (WeatherServiceError), never guessed at.
 */
import { z } from 'zod';
import type { Sky } from '../../shared/schemas/weather.js';

/** The middle of the valley (Palm Desert), where the forecast is read. */
export const VALLEY_CENTRE = { latitude: 33.7222, longitude: -116.3745 } as const;

export interface Weather {
  temperatureF: number;
  condition: Sky;
  /** NWS `shortForecast`, such as "Sunny" or "Chance Showers And Thunderstorms". */
  forecast: string;
}

/** The service answered, but not with what it documents, or did not answer in time. */
export class WeatherServiceError extends Error {
  override name = 'WeatherServiceError';
}

const PointsSchema = z.object({
  properties: z.object({ forecastHourly: z.url() }),
});

const PeriodSchema = z.object({
  startTime: z.string(),
  endTime: z.string(),
  temperature: z.number().finite(),
  temperatureUnit: z.enum(['F', 'C']),
  shortForecast: z.string().max(200),
});
const ForecastSchema = z.object({
  properties: z.object({ periods: z.array(z.unknown()).min(1) }),
});

/** The sky a forecast's words describe; rain and wind win over clouds, clouds over sun. */
export function skyOf(forecast: string): Sky {
  const words = forecast.toLowerCase();
  if (/rain|shower|thunder|storm|drizzle|snow|sleet/.test(words)) return 'rain';
  if (/wind|breezy|gust|dust|sand/.test(words)) return 'wind';
  if (/cloud|overcast|fog|haze|smoke/.test(words)) return 'cloudy';
  return 'clear';
}

export interface NwsOptions {
  baseUrl: string;
  /** Sent as User-Agent, as NWS asks: who is calling and how to reach them. */
  userAgent: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** The hourly forecast URL of the valley's grid: fetched once, it changes only if NWS regrids. */
export async function fetchForecastUrl(options: NwsOptions): Promise<string> {
  const { latitude, longitude } = VALLEY_CENTRE;
  const points = PointsSchema.safeParse(await getJson(options, new URL(`points/${latitude},${longitude}`, withSlash(options.baseUrl))));
  if (!points.success) throw new WeatherServiceError(`points: not the documented shape (${points.error.issues[0]?.message})`);
  const url = points.data.properties.forecastHourly;
  // The forecast is read only from the service we were configured for (no request elsewhere).
  if (new URL(url).origin !== new URL(options.baseUrl).origin) {
    throw new WeatherServiceError(`points: forecastHourly is on another host (${new URL(url).host})`);
  }
  return url;
}

/** The period of the hourly forecast that covers `now` (or the first one when none does). */
export async function fetchWeather(options: NwsOptions, forecastUrl: string, now: Date): Promise<Weather> {
  const forecast = ForecastSchema.safeParse(await getJson(options, new URL(forecastUrl)));
  if (!forecast.success) throw new WeatherServiceError(`forecast: not the documented shape (${forecast.error.issues[0]?.message})`);
  const periods = forecast.data.properties.periods.map((p) => PeriodSchema.safeParse(p));
  const valid = periods.flatMap((p) => (p.success ? [p.data] : []));
  if (valid.length === 0) throw new WeatherServiceError('forecast: no period in the documented shape');
  const current = valid.find((p) => Date.parse(p.startTime) <= now.getTime() && now.getTime() < Date.parse(p.endTime)) ?? valid[0];
  const temperatureF = Math.round(current.temperatureUnit === 'F' ? current.temperature : current.temperature * 1.8 + 32);
  if (temperatureF < -60 || temperatureF > 150) throw new WeatherServiceError(`forecast: ${temperatureF} °F is not a valley temperature`);
  return { temperatureF, condition: skyOf(current.shortForecast), forecast: current.shortForecast };
}

async function getJson(options: NwsOptions, url: URL): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, {
      headers: { accept: 'application/geo+json', 'user-agent': options.userAgent },
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    throw new WeatherServiceError(`${url.pathname}: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new WeatherServiceError(`${url.pathname}: HTTP ${res.status}`);
  }
  try {
    return await res.json();
  } catch {
    throw new WeatherServiceError(`${url.pathname}: not JSON`);
  }
}

const withSlash = (base: string) => (base.endsWith('/') ? base : `${base}/`);
