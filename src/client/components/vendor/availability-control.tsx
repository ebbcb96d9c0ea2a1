/**
 * A menu item's one availability control (issue 24 item 5, decision 0023): Available, Sold out
 * today, Hidden, as a segmented group of native radio buttons (arrow keys move between them, the
 * group is named after the item), each at least 44 px tall for a thumb. Used in the menu table's
 * rows and cards and in the item dialog.
 */
import { MENU_ITEM_STATES, type MenuItemState } from '@shared/menu-availability.js';
import { Ban, Check, EyeOff } from 'lucide-react';
import { useId } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

const LABEL = {
  available: 'menuOrder.state.available',
  soldOut: 'menuOrder.state.soldOut',
  hidden: 'menuOrder.state.hidden',
} as const;
const ICON = { available: Check, soldOut: Ban, hidden: EyeOff } as const;
const CHECKED = {
  available: 'border-emerald-700 bg-emerald-50 text-emerald-950',
  soldOut: 'border-red-700 bg-red-50 text-red-950',
  hidden: 'border-stone-600 bg-stone-100 text-stone-900',
} as const;

export interface AvailabilityControlProps {
  value: MenuItemState;
  onChange: (state: MenuItemState) => void;
  /** The group's accessible name ("Availability of Elote"). */
  label: string;
  /** Shown as the group's visible legend (the dialog); rows name it only for assistive technology. */
  showLegend?: boolean;
  disabled?: boolean;
  className?: string;
  /** Id of a hint that describes the group. */
  describedBy?: string;
}

export function AvailabilityControl({ value, onChange, label, showLegend, disabled, className, describedBy }: AvailabilityControlProps) {
  const name = useId();
  return (
    <fieldset
      className={cn('min-w-0', className)}
      aria-describedby={describedBy}
      disabled={disabled}
      data-testid="availability-control"
    >
      <legend className={showLegend ? 'mb-1.5 font-medium text-sm' : 'sr-only'}>{label}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg border border-border bg-sand-50 p-1">
        {MENU_ITEM_STATES.map((state) => {
          const Icon = ICON[state];
          const checked = state === value;
          return (
            <label
              key={state}
              className={cn(
                'relative flex min-h-11 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-md border border-transparent px-1 py-1 text-center font-semibold text-xs leading-tight',
                'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-offset-1',
                checked ? CHECKED[state] : 'text-muted-foreground hover:bg-card hover:text-foreground',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name={name}
                value={state}
                checked={checked}
                onChange={() => onChange(state)}
                // Over the whole segment, invisible: a tap anywhere on it is a tap on the radio.
                className="absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-md opacity-0 disabled:cursor-not-allowed"
              />
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span>{t(LABEL[state])}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
