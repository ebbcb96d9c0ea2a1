/**
 * The start and end of an administrator's resource (promotions, events, challenges) as two date
 * inputs: valley calendar days, which the server reads as the whole day (scheduleInstant).
 */
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { t } from '@/lib/i18n';

export function ValleyDateFields({
  register,
  errors,
  labels,
  note = false,
}: {
  register: (name: 'startDate' | 'endDate') => UseFormRegisterReturn;
  errors: { startDate?: { message?: string }; endDate?: { message?: string } };
  labels: { start: string; end: string };
  /** Says under them that the dates are whole valley days. */
  note?: boolean;
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={labels.start} error={errors.startDate?.message}>
          <Input type="date" {...register('startDate')} />
        </FormField>
        <FormField label={labels.end} error={errors.endDate?.message}>
          <Input type="date" {...register('endDate')} />
        </FormField>
      </div>
      {note && <p className="text-muted-foreground text-xs">{t('adminUi.common.valleyDates')}</p>}
    </>
  );
}
