/**
 * One of an event's suggested places, as a chip that fills the location field when pressed (the
 * vendor's registration dialog, the administrator's approval form): a pin, or a check once it is
 * the field's value.
 */
import { Check, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const chosenTone = {
  primary: 'border-primary bg-primary-soft font-medium text-primary-soft-foreground',
  accent: 'border-accent bg-accent-soft font-semibold text-accent-hover',
};

export function LocationChip({
  name,
  chosen,
  onPick,
  tone = 'primary',
  children,
}: {
  name: string;
  chosen: boolean;
  onPick: () => void;
  /** The colour of the chosen chip: the vendor's screens are primary, the administrator's accent. */
  tone?: keyof typeof chosenTone;
  /** After the name (a tag such as "requested"). */
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      onClick={onPick}
      className={cn(
        'inline-flex min-h-8 max-w-full cursor-pointer items-center gap-1.5 rounded-full border px-3 py-1 text-left text-sm transition-colors',
        chosen ? chosenTone[tone] : 'border-input bg-card font-medium text-foreground hover:bg-secondary',
      )}
    >
      {chosen ? (
        <Check className="size-3.5 shrink-0" aria-hidden="true" />
      ) : (
        <MapPin className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
      )}
      <span className="min-w-0 break-words">{name}</span>
      {children}
    </button>
  );
}
