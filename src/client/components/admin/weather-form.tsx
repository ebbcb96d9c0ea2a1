/**
 * Create or edit a weather rule (DESIGN §10.3): the sky, "at or above" a temperature (empty: any),
 * the cuisines to suggest (typed as a comma-separated list, as vendors name them) and the message
 * customers see; checked with the server's own schema.
 */
import {
  WEATHER_CONDITIONS,
  type WeatherCondition,
  type WeatherRecommendation,
  WeatherRecommendationCreateSchema,
} from '@shared/schemas/weather.js';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { type MessageKey, t } from '@/lib/i18n';
import { NumberField } from './number-field';
import { ResourceForm } from './resource-tab';
import { WEATHER_RULES } from './resources';
import { SelectField } from './select-field';
import { useAdminForm } from './use-admin-resource';

export const skyLabel: Record<WeatherCondition, MessageKey> = {
  any: 'weather.sky.any',
  clear: 'weather.sky.clear',
  cloudy: 'weather.sky.cloudy',
  rain: 'weather.sky.rain',
  wind: 'weather.sky.wind',
};

/** The server's schema, with the cuisines typed as one line ("Desserts, Coffee"). */
const FormSchema = WeatherRecommendationCreateSchema.extend({
  recommendedCuisines: z
    .string()
    .transform((text) => text.split(',').map((c) => c.trim()).filter(Boolean))
    .pipe(WeatherRecommendationCreateSchema.shape.recommendedCuisines),
});
type FormInput = z.input<typeof FormSchema>;

function initialValues(rule?: WeatherRecommendation): FormInput {
  return {
    weatherCondition: rule?.weatherCondition ?? 'any',
    temperature: rule?.temperature ?? null,
    recommendedCuisines: rule?.recommendedCuisines.join(', ') ?? '',
    message: rule?.message ?? '',
    isActive: rule?.isActive ?? true,
  };
}

export function WeatherRuleForm({ item, onDone }: { item?: WeatherRecommendation; onDone?: () => void }) {
  const { form, errors, submit, footer } = useAdminForm({
    config: WEATHER_RULES,
    schema: FormSchema,
    item,
    initialValues,
    onDone,
  });

  return (
    <ResourceForm onSubmit={submit} footer={footer}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.weather.fieldCondition')} error={errors.weatherCondition?.message}>
          <SelectField
            control={form.control}
            name="weatherCondition"
            options={WEATHER_CONDITIONS.map((value) => ({ value, label: t(skyLabel[value]) }))}
          />
        </FormField>
        <FormField
          label={t('adminUi.weather.fieldTemperature')}
          error={errors.temperature?.message}
          description={t('adminUi.weather.temperatureHint')}
        >
          <NumberField control={form.control} name="temperature" empty={null} min={-20} max={140} step={1} inputMode="numeric" />
        </FormField>
      </div>
      <FormField
        label={t('adminUi.weather.fieldCuisines')}
        error={errors.recommendedCuisines?.message}
        description={t('adminUi.weather.cuisinesHint')}
      >
        <Input autoComplete="off" maxLength={400} {...form.register('recommendedCuisines')} />
      </FormField>
      <FormField label={t('adminUi.weather.fieldMessage')} error={errors.message?.message}>
        <Textarea rows={2} maxLength={200} {...form.register('message')} />
      </FormField>
    </ResourceForm>
  );
}
