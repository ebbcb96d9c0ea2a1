/**
 * A Radix select bound to a react-hook-form field. Placed inside FormField, it hands the id and
 * aria props FormField gives it to the trigger, so the label and error text belong to it.
 */
import type { ComponentProps } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { t } from '@/lib/i18n';

export interface SelectFieldProps<T extends FieldValues>
  extends Pick<ComponentProps<'button'>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  options: readonly { value: string; label: string }[];
}

export function SelectField<T extends FieldValues>({ control, name, options, ...aria }: SelectFieldProps<T>) {
  const { field } = useController({ control, name });
  return (
    <Select value={field.value ?? ''} onValueChange={field.onChange} name={field.name}>
      <SelectTrigger ref={field.ref} onBlur={field.onBlur} {...aria}>
        <SelectValue placeholder={t('adminUi.common.choose')} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
