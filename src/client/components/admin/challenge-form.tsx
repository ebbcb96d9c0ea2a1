/**
 * Add or edit a challenge (issue 19 item 3): name, description, what counts and the goal, an
 * optional cuisine, the reward and its points, the valley dates it runs; checked with the server's
 * own fields ("Any cuisine" is sent as null).
 */
import { CHALLENGE_TYPES, type ChallengeType } from '@shared/challenges.js';
import { PROFILE_CUISINES, type ProfileCuisine } from '@shared/profile.js';
import { type AdminChallenge, ChallengeFieldsSchema, endsAfterStart, endsAfterStartError } from '@shared/schemas/challenges.js';
import { z } from 'zod';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toValleyDate } from '@/lib/admin';
import { type MessageKey, t } from '@/lib/i18n';
import { cuisineLabel } from '@/lib/labels';
import { NumberField } from './number-field';
import { ResourceForm } from './resource-tab';
import { CHALLENGES } from './resources';
import { SelectField } from './select-field';
import { useAdminForm } from './use-admin-resource';
import { ValleyDateFields } from './valley-date-fields';

const ANY = 'any';

const FormSchema = ChallengeFieldsSchema.extend({
  cuisine: z
    .string()
    // The enum below still checks the value; the cast only names what it expects.
    .transform((v) => (v === ANY ? null : (v as ProfileCuisine)))
    .pipe(ChallengeFieldsSchema.shape.cuisine.unwrap()),
}).refine(endsAfterStart, endsAfterStartError);
type FormInput = z.input<typeof FormSchema>;

export const challengeTypeLabel: Record<ChallengeType, MessageKey> = {
  distinct_vendors: 'adminUi.challenges.typeVendors',
  distinct_cuisines: 'adminUi.challenges.typeCuisines',
  orders: 'adminUi.challenges.typeOrders',
};

function initialValues(challenge?: AdminChallenge): FormInput {
  return {
    name: challenge?.name ?? '',
    description: challenge?.description ?? '',
    type: (challenge?.type as ChallengeType | undefined) ?? 'distinct_vendors',
    target: challenge?.target ?? 5,
    cuisine: challenge?.cuisine ?? ANY,
    reward: challenge?.reward ?? '',
    rewardPoints: challenge?.rewardPoints ?? 50,
    startDate: challenge ? toValleyDate(challenge.startDate) : '',
    endDate: challenge ? toValleyDate(challenge.endDate) : '',
  };
}

export function ChallengeForm({ item, onDone }: { item?: AdminChallenge; onDone?: () => void }) {
  const { form, errors, submit, footer } = useAdminForm({
    config: CHALLENGES,
    schema: FormSchema,
    item,
    initialValues,
    onDone,
  });
  return (
    <ResourceForm onSubmit={submit} footer={footer}>
      <FormField label={t('adminUi.challenges.fieldName')} error={errors.name?.message}>
        <Input autoComplete="off" maxLength={100} {...form.register('name')} />
      </FormField>
      <FormField label={t('adminUi.challenges.fieldDescription')} error={errors.description?.message}>
        <Textarea rows={2} maxLength={500} {...form.register('description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.challenges.fieldType')} error={errors.type?.message}>
          <SelectField
            control={form.control}
            name="type"
            options={CHALLENGE_TYPES.map((type) => ({ value: type, label: t(challengeTypeLabel[type]) }))}
          />
        </FormField>
        <FormField label={t('adminUi.challenges.fieldTarget')} error={errors.target?.message}>
          <NumberField control={form.control} name="target" empty={undefined} min={1} max={100} step={1} inputMode="numeric" />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('adminUi.challenges.fieldCuisine')} error={errors.cuisine?.message}>
          <SelectField
            control={form.control}
            name="cuisine"
            options={[{ value: ANY, label: t('adminUi.challenges.anyCuisine') }, ...PROFILE_CUISINES.map((c) => ({ value: c, label: cuisineLabel(c) }))]}
          />
        </FormField>
        <FormField label={t('adminUi.challenges.fieldPoints')} error={errors.rewardPoints?.message}>
          <NumberField control={form.control} name="rewardPoints" empty={undefined} min={0} max={10000} step={1} inputMode="numeric" />
        </FormField>
      </div>
      <FormField label={t('adminUi.challenges.fieldReward')} error={errors.reward?.message}>
        <Input autoComplete="off" maxLength={100} {...form.register('reward')} />
      </FormField>
      <ValleyDateFields
        register={(name) => form.register(name)}
        errors={errors}
        labels={{ start: t('adminUi.challenges.fieldStart'), end: t('adminUi.challenges.fieldEnd') }}
        note
      />
    </ResourceForm>
  );
}
