/** The pins and the legend's symbols: open, closed, here now, you, and the pin a vendor places. */
import { Check, MapPin, Moon, Utensils } from 'lucide-react';
import { cn } from '@/lib/utils';

/** The open pin: a filled green drop with a fork and knife. */
export function OpenMarker({ small = false }: { small?: boolean }) {
  return (
    <span className={cn('relative block', small ? 'h-[24px] w-[19px]' : 'h-[38px] w-[30px]')} aria-hidden="true">
      <svg viewBox="0 0 30 38" className="absolute inset-0 size-full drop-shadow-[0_2px_2px_rgb(59_36_24/0.35)]">
        <path d="M15 37 C15 37 2 23.5 2 14 A13 13 0 0 1 28 14 C28 23.5 15 37 15 37 Z" fill="#15803d" stroke="#fff" strokeWidth="2" />
      </svg>
      <Utensils
        className={cn('absolute text-white', small ? 'top-[4.5px] left-[5px] size-[9px]' : 'top-[7px] left-[8px] size-[14px]')}
        strokeWidth={2.5}
      />
    </span>
  );
}

/**
 * A vendor that confirmed it is there now (DESIGN §10.5): the open pin with a check in a white
 * disc at its shoulder, so confirmed trucks stand apart from those only scheduled.
 */
export function HereMarker({ small = false }: { small?: boolean }) {
  return (
    <span className="relative block" aria-hidden="true">
      <OpenMarker small={small} />
      <span
        className={cn(
          'absolute flex items-center justify-center rounded-full bg-white text-green-800 shadow-sm ring-1 ring-green-800',
          small ? '-top-[3px] -right-[5px] size-[11px]' : '-top-[4px] -right-[7px] size-[16px]',
        )}
      >
        <Check className={small ? 'size-[8px]' : 'size-[11px]'} strokeWidth={3.5} />
      </span>
    </span>
  );
}

/** The closed pin: a smaller white drop with a dashed grey outline and a moon. */
export function ClosedMarker({ small = false }: { small?: boolean }) {
  return (
    <span className={cn('relative block', small ? 'h-[22px] w-[18px]' : 'h-[32px] w-[26px]')} aria-hidden="true">
      <svg viewBox="0 0 26 32" className="absolute inset-0 size-full drop-shadow-[0_1px_1.5px_rgb(59_36_24/0.3)]">
        <path
          d="M13 31 C13 31 2 19.5 2 12 A11 11 0 0 1 24 12 C24 19.5 13 31 13 31 Z"
          fill="#fff"
          stroke="#57534e"
          strokeWidth="2"
          strokeDasharray="4 2.5"
        />
      </svg>
      <Moon
        className={cn('absolute text-[#57534e]', small ? 'top-[4px] left-[5px] size-[8px]' : 'top-[6px] left-[7px] size-[12px]')}
        strokeWidth={2.5}
      />
    </span>
  );
}

/** The visitor: a blue dot in a white ring, with a soft pulsing halo on the map. */
export function YouMarker({ small = false }: { small?: boolean }) {
  return (
    <span className={cn('relative block', small ? 'size-[16px]' : 'size-[22px]')} aria-hidden="true">
      {!small && <span className="absolute inset-0 rounded-full bg-blue-500/25 motion-safe:animate-ping" />}
      <span className={cn('absolute rounded-full border-white bg-blue-600 shadow-md', small ? 'inset-[1px] border-2' : 'inset-[3px] border-[3px]')} />
    </span>
  );
}

/** The pin a vendor places in pick mode. */
export function PickedMarker() {
  return (
    <span className="relative block h-[42px] w-[32px]" aria-hidden="true">
      <svg viewBox="0 0 32 42" className="absolute inset-0 size-full drop-shadow-[0_2px_3px_rgb(59_36_24/0.4)]">
        <path d="M16 41 C16 41 2 26 2 15 A14 14 0 0 1 30 15 C30 26 16 41 16 41 Z" fill="#b4441a" stroke="#fff" strokeWidth="2.5" />
      </svg>
      <MapPin className="absolute top-[7px] left-[9px] size-[14px] text-white" strokeWidth={2.5} />
    </span>
  );
}
