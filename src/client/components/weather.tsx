/**
 * The valley's weather on the map home (DESIGN §10.3, issue 18 item 4): a chip with the
 * temperature in the line under the title (a row as tall as the chip, so its arrival moves nothing), and
 * the suggestion that fits the weather above the list, shown only together with the list.
 */
import type { ValleyWeather } from '@shared/schemas/weather.js';
import { Cloud, CloudRain, type LucideIcon, Sun, Thermometer, Wind } from 'lucide-react';
import { cuisineLabel } from '@/lib/labels';
import { localeTag, t } from '@/lib/i18n';

const SKY_ICON: Record<NonNullable<ValleyWeather['condition']>, LucideIcon> = {
  clear: Sun,
  cloudy: Cloud,
  rain: CloudRain,
  wind: Wind,
};

export function WeatherChip({ weather }: { weather: ValleyWeather | undefined }) {
  if (!weather || weather.temperatureF === null) return null;
  const Icon = weather.condition ? SKY_ICON[weather.condition] : Thermometer;
  const hot = weather.temperatureF >= 100;
  return (
    <p
      className="inline-flex h-8 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border border-input bg-card px-3 font-semibold text-sm shadow-sm"
      data-testid="weather-now"
    >
      <Icon className={hot ? 'size-4 text-primary' : 'size-4 text-muted-foreground'} aria-hidden="true" />
      <span>{t('weather.temperature', { temperature: weather.temperatureF })}</span>
      {/* A phone shows the number only; a screen reader hears where and the sky too. */}
      <span className="max-sm:sr-only">{` ${t('weather.inValley')}`}</span>
      {weather.condition && <span className="sr-only">{`, ${t(`weather.sky.${weather.condition}`)}`}</span>}
    </p>
  );
}

export type Suggestion = NonNullable<ValleyWeather['recommendation']>;

export function WeatherSuggestion({ suggestion }: { suggestion: Suggestion }) {
  const cuisines = new Intl.ListFormat(localeTag(), { type: 'conjunction' }).format(
    suggestion.recommendedCuisines.map(cuisineLabel),
  );
  return (
    <aside
      className="flex items-start gap-3 rounded-xl border border-primary/30 bg-primary-soft p-3 text-sm"
      aria-label={t('weather.suggested', { cuisines })}
      data-testid="weather-suggestion"
    >
      <Sun className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0">
        <p className="font-semibold">{t('weather.suggested', { cuisines })}</p>
        <p className="break-words text-muted-foreground">{suggestion.message}</p>
      </div>
    </aside>
  );
}
