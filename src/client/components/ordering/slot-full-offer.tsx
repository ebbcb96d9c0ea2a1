/**
 * After 409 `slot_full` (DESIGN §10.2): the message and the next free slots from the answer, as
 * chips right by the order button. Choosing one makes it the order's pickup time; the customer
 * places the order again with the same cart and details.
 */
import { FEW_LEFT } from '@shared/pickup-choice.js';
import type { PickupTime } from '@shared/schemas/pickup.js';
import { CalendarX2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatValleyMoment } from './pickup-format';

export function SlotFullOffer({
  slots,
  selected,
  onPick,
  throttled = null,
}: {
  slots: readonly PickupTime[];
  /** After 409 `item_throttled` (issue 41): the server's message naming the item and its limit. */
  throttled?: string | null;
  /** The slot now chosen for the order (one of these once picked). */
  selected: string | null;
  onPick: (slot: PickupTime) => void;
}) {
  const free = slots.filter((s) => s.remaining > 0);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  return (
    <div
      ref={box}
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950 text-sm"
      data-testid="slot-full"
    >
      <p className="flex items-start gap-2">
        <CalendarX2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <span className="block font-bold">{t(throttled ? 'pickupUi.itemThrottled.title' : 'pickupUi.slotFull.title')}</span>
          {throttled && <span className="block">{throttled}</span>}
          {free.length > 0 ? t('pickupUi.slotFull.body') : t(throttled ? 'pickupUi.itemThrottled.none' : 'pickupUi.slotFull.none')}
        </span>
      </p>
      {free.length > 0 && (
        <ul aria-label={t('pickupUi.slotFull.times')} className="flex flex-wrap gap-2">
          {free.map((slot) => {
            const pressed = slot.start === selected;
            return (
              <li key={slot.start}>
                <button
                  type="button"
                  aria-pressed={pressed}
                  onClick={() => onPick(slot)}
                  data-testid="next-slot"
                  className={cn(
                    'flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border px-3 py-1.5 font-semibold tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-ring focus-visible:outline-offset-2',
                    pressed
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-amber-400 bg-white text-amber-950 hover:bg-amber-100',
                  )}
                >
                  <span>{formatValleyMoment(slot.start)}</span>{' '}
                  {slot.remaining <= FEW_LEFT && (
                    <span className="font-medium text-xs">{t('pickupUi.slot.left', { count: slot.remaining })}</span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
