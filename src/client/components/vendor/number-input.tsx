/**
 * A number field for react-hook-form that keeps what the person typed ("8.50") while the form
 * holds a number, or `empty` (undefined or null) when the field is blank, for the zod schema to
 * check.
 */
import { type ComponentProps, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Input } from '@/components/ui/input';

export interface NumberInputProps<T extends FieldValues>
  extends Omit<ComponentProps<'input'>, 'name' | 'value' | 'onChange' | 'type' | 'defaultValue'> {
  control: Control<T, any, any>;
  name: FieldPath<T>;
  /** The text shown at first. */
  initial: string;
  /** What a blank field means. */
  empty: undefined | null;
}

export function NumberInput<T extends FieldValues>({ control, name, initial, empty, ...props }: NumberInputProps<T>) {
  const { field } = useController({ control, name });
  const [text, setText] = useState(initial);
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
        field.onChange(next.trim() === '' ? empty : Number(next));
      }}
    />
  );
}
