import { Slot } from '@radix-ui/react-slot';
import type { ReactElement, ReactNode } from 'react';
import { useId } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

export interface FormFieldProps {
  label: ReactNode;
  /** The validation message shown under the control (and tied to it with aria-describedby). */
  error?: string;
  /** A hint shown under the control while there is no error. */
  description?: ReactNode;
  /** Defaults to a generated id; the control receives it. */
  id?: string;
  className?: string;
  /** One control (Input, Textarea, SelectTrigger, Checkbox…); it receives id and aria props. */
  children: ReactElement;
}

/** A label, one control and its error text, wired together for screen readers. */
export function FormField({ label, error, description, id, className, children }: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [error ? errorId : undefined, description && !error ? descriptionId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      <Slot id={controlId} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined}>
        {children}
      </Slot>
      {error ? (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      ) : description ? (
        <p id={descriptionId} className="text-muted-foreground text-sm">
          {description}
        </p>
      ) : null}
    </div>
  );
}
