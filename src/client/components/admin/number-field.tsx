/**
 * A number input for react-hook-form: keeps what the person typed ("8.50") while the form holds
 * a number, or `empty` when the field is blank, and follows the form when it is reset.
 */
import { type ComponentProps, useEffect, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export interface NumberFieldProps<T extends FieldValues>
  extends Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'type' | 'defaultValue'> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  /** What a blank field means. */
  empty: undefined | null;
}

const parse = (text: string, empty: undefined | null) => (text.trim() === '' ? empty : Number(text));
const show = (value: unknown) => (typeof value === 'number' && !Number.isNaN(value) ? String(value) : '');

export function NumberField<T extends FieldValues>({ control, name, empty, ...props }: NumberFieldProps<T>) {
  const { field } = useController({ control, name });
  const [text, setText] = useState(() => show(field.value));
  // A reset (or any change from outside) replaces the text; the person's own typing does not.
  useEffect(() => {
    setText((current) => (Object.is(parse(current, empty), field.value) ? current : show(field.value)));
  }, [field.value, empty]);
  return (
    <Input
      {...props}
      type="number"
      name={field.name}
      ref={field.ref}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        const next = event.target.value;
        setText(next);
        field.onChange(parse(next, empty));
      }}
    />
  );
}

/**
 * A place's latitude and longitude side by side (an attraction, a vendor's event site): two
 * decimal number fields on the form's `latitude` and `longitude`, blank meaning not set.
 */
export function CoordinateFields<T extends FieldValues>({
  control,
  labels,
  errors,
}: {
  control: Control<T, any, any>;
  labels: { latitude: string; longitude: string };
  errors: { latitude?: { message?: string }; longitude?: { message?: string } };
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={labels.latitude} error={errors.latitude?.message}>
        <NumberField control={control} name={'latitude' as FieldPath<T>} empty={undefined} step="any" inputMode="decimal" />
      </FormField>
      <FormField label={labels.longitude} error={errors.longitude?.message}>
        <NumberField control={control} name={'longitude' as FieldPath<T>} empty={undefined} step="any" inputMode="decimal" />
      </FormField>
    </div>
  );
}
