/**
 * The valley's weather for every page that asks, without ever making one wait (DESIGN §10.3):
 * one reading is kept for 15 minutes; when it is older, one refresh runs (however many requests
 * ask) and a request waits for it at most WEATHER_TIMEOUT_MS (≤ 2 s), then goes on with the last
 * reading (up to two hours old) or none; the refresh itself may finish later, for the next one. A service that failed is asked again after a minute,
 * not on every request. Each instance keeps its own reading: at most one request per instance
 * every 15 minutes reaches NWS.
 */
import type { FastifyBaseLogger } from 'fastify';
import { fetchForecastUrl, fetchWeather, type NwsOptions, type Weather } from './nws.js';

export const FRESH_MS = 15 * 60_000;
/** A reading older than this is not shown at all. */
export const STALE_LIMIT_MS = 2 * 60 * 60_000;
/** After a failure, the service is left alone this long. */
export const RETRY_AFTER_MS = 60_000;
/**
 * One call to the service may take this long. The refresh goes on after the page has stopped
 * waiting for it, so a slow but working service still gives the next request a reading.
 */
export const FETCH_TIMEOUT_MS = 10_000;
/** The grid's forecast URL is asked for again after a day. */
const FORECAST_URL_MS = 24 * 60 * 60_000;

export interface WeatherSource {
  /** The reading to show now, or null (off, down, slow, or nothing yet). */
  current(): Promise<Weather | null>;
}

export const weatherOff: WeatherSource = { current: async () => null };

export class NwsWeather implements WeatherSource {
  private reading: { weather: Weather; at: number } | undefined;
  private forecastUrl: { url: string; at: number } | undefined;
  private refreshing: Promise<void> | undefined;
  private failedAt = Number.NEGATIVE_INFINITY;

  private readonly options: NwsOptions;

  /** `waitMs`: how long a request waits for a refresh (WEATHER_TIMEOUT_MS). */
  constructor(
    options: Omit<NwsOptions, 'timeoutMs'>,
    private readonly waitMs: number,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {
    this.options = { ...options, timeoutMs: FETCH_TIMEOUT_MS };
  }

  async current(): Promise<Weather | null> {
    const now = this.now().getTime();
    if (this.reading && now - this.reading.at < FRESH_MS) return this.reading.weather;
    if (now - this.failedAt >= RETRY_AFTER_MS) {
      this.refreshing ??= this.refresh().finally(() => {
        this.refreshing = undefined;
      });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.waitMs);
      });
      await Promise.race([this.refreshing, late]);
      clearTimeout(timer);
    }
    const reading = this.reading;
    return reading && this.now().getTime() - reading.at < STALE_LIMIT_MS ? reading.weather : null;
  }

  private async refresh(): Promise<void> {
    const now = this.now();
    try {
      if (!this.forecastUrl || now.getTime() - this.forecastUrl.at >= FORECAST_URL_MS) {
        this.forecastUrl = { url: await fetchForecastUrl(this.options), at: now.getTime() };
      }
      this.reading = { weather: await fetchWeather(this.options, this.forecastUrl.url, now), at: now.getTime() };
    } catch (err) {
      this.failedAt = now.getTime();
      // The grid may have moved: ask for it again next time.
      this.forecastUrl = undefined;
      this.log.warn({ err: err instanceof Error ? err.message : String(err) }, 'weather service: no reading');
    }
  }
}
