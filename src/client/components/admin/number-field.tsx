/**
 * A number input for react-hook-form: keeps what the person typed ("8.50") while the form holds
 * a number, or `empty` when the field is blank, and follows the form when it is reset.
 */
import { type ComponentProps, useEffect, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
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
