/** A small row of toggle buttons choosing one filter (each says whether it is pressed). */
import { cn } from '@/lib/utils';

export interface SegmentedProps<T extends string> {
  label: string;
  value: T;
  onChange: (value: T) => void;
  options: { value: T; label: string }[];
  className?: string;
}

export function Segmented<T extends string>({ label, value, onChange, options, className }: SegmentedProps<T>) {
  return (
    <fieldset
      className={cn('m-0 inline-flex min-w-0 max-w-full flex-wrap gap-1 self-start rounded-xl border-0 bg-secondary p-1', className)}
    >
      <legend className="sr-only">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'inline-flex min-h-8 shrink-0 cursor-pointer items-center whitespace-nowrap rounded-lg px-3 font-semibold text-muted-foreground text-sm transition-colors hover:text-foreground',
            option.value === value && 'bg-card text-foreground shadow-sm',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
