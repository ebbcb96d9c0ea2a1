/**
 * Weather suggestions (DESIGN §10.3, issue 18 item 4): the rules the map home picks from — the
 * hottest active rule that fits the valley's sky and temperature wins, and its cuisines go to the
 * top of the list. Create, edit in a dialog, switch on or off, delete after a confirmation.
 */
import type { WeatherRecommendation } from '@shared/schemas/weather.js';
import { Sun, Thermometer, UtensilsCrossed } from 'lucide-react';
import { cuisineLabel } from '@/lib/labels';
import { t } from '@/lib/i18n';
import { LiveBadge } from './live-badge';
import { ResourceCard, ResourceTab } from './resource-tab';
import { WEATHER_RULES } from './resources';
import { type AdminResource, useAdminResource } from './use-admin-resource';
import { skyLabel, WeatherRuleForm } from './weather-form';

export function WeatherTab() {
  const resource = useAdminResource(WEATHER_RULES);
  return (
    <ResourceTab
      resource={resource}
      stickyCreate
      emptyIcon={Sun}
      emptyBody={t('adminUi.weather.emptyBody')}
      summary={(list) => t('adminUi.weather.summary', { total: list.length, active: list.filter((r) => r.isActive).length })}
      form={WeatherRuleForm}
      card={(rule) => <RuleCard resource={resource} rule={rule} />}
    />
  );
}

/** "Any sky, 100°F and above": how a rule is named in its card, toasts and dialogs. */
export function ruleName(rule: WeatherRecommendation): string {
  return t('adminUi.weather.when', {
    sky: t(skyLabel[rule.weatherCondition]),
    temperature:
      rule.temperature === null ? t('adminUi.weather.anyTemperature') : t('adminUi.weather.atOrAbove', { temperature: rule.temperature }),
  });
}

function RuleCard({ resource, rule }: { resource: AdminResource<WeatherRecommendation>; rule: WeatherRecommendation }) {
  return (
    <ResourceCard
      resource={resource}
      item={rule}
      data="data-weather-rule"
      badge={<LiveBadge state={rule.isActive ? 'live' : 'inactive'} />}
    >
      <p className="break-words text-muted-foreground text-sm">{rule.message}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="inline-flex items-center gap-1.5">
          <Thermometer className="size-4 text-muted-foreground" aria-hidden="true" />
          {ruleName(rule)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <UtensilsCrossed className="size-4 text-muted-foreground" aria-hidden="true" />
          {rule.recommendedCuisines.map(cuisineLabel).join(', ')}
        </span>
      </div>
    </ResourceCard>
  );
}
