/**
 * A 1–5 star choice as a radio group: a fieldset with its legend, five real radio buttons
 * ("1 star" … "5 stars") drawn as stars. Arrow keys move between stars like any radio group.
 */
import { Star } from 'lucide-react';
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

export function StarRating({
  label,
  value,
  onChange,
  optional = false,
  error,
  size = 'md',
}: {
  label: string;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  optional?: boolean;
  error?: string;
  size?: 'md' | 'lg';
}) {
  const name = useId();
  const errorId = `${name}-error`;
  const shown = value ?? 0;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 font-semibold text-sm">
        {label}
        {optional && <span className="ml-1 font-normal text-muted-foreground">{t('reviewForm.optional')}</span>}
      </legend>
      <div className="flex items-center gap-2">
        <div className="flex items-center">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-md p-0.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-1"
            >
              <input
                type="radio"
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-invalid={error ? true : undefined}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  size === 'lg' ? 'size-9' : 'size-7',
                  'transition-colors',
                  n <= shown ? 'fill-amber-400 text-amber-600' : 'fill-transparent text-stone-400',
                )}
              />
              <span className="sr-only">{n === 1 ? t('reviewForm.star', { count: n }) : t('reviewForm.stars', { count: n })}</span>
            </label>
          ))}
        </div>
        {optional && value ? (
          <button
            type="button"
            onClick={() => onChange(null)}
            className="min-h-6 rounded px-1.5 text-muted-foreground text-xs underline-offset-2 hover:text-foreground hover:underline"
          >
            {t('reviewForm.clearShort')}
            <span className="sr-only"> {label}</span>
          </button>
        ) : null}
      </div>
      {error && (
        <p id={errorId} className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
