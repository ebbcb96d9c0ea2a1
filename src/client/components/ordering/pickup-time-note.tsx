/**
 * When to come (DESIGN §10.2), on the confirmation and the tracking page: "Pickup at 7:30 PM" for
 * a scheduled order; "Ready at about 7:42 PM" with a countdown ("in 12 min") for an as-soon-as-
 * possible one. The countdown is its own small component that re-renders once a minute, on the
 * minute; a new estimate (the vendor confirmed) arrives with the order and restarts it.
 */
import { msUntilNextMinute } from '@shared/pickup-choice.js';
import { type PreorderStatus, unconfirmedPastDue } from '@shared/preorder-status.js';
import { CalendarClock, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { t } from '@/lib/i18n';
import { useDrawnTime, useNow } from '@/lib/use-now';
import { countdownText, estimateText, scheduledPickupText } from './pickup-format';

interface PickupTimes {
  status: PreorderStatus;
  scheduledPickupTime: string | null;
  estimatedReadyTime: string | null;
}

/**
 * What the note says for this order, or null when there is nothing to say: a pending order whose
 * time has passed is no promise any more (issue 44; the tracking page says the truck has not
 * confirmed yet instead).
 */
function noteFor(order: PickupTimes, now: Date): { kind: 'scheduled' | 'estimate'; at: string } | null {
  if (order.status === 'completed' || order.status === 'cancelled') return null;
  if (unconfirmedPastDue(order, now)) return null;
  if (order.scheduledPickupTime) return { kind: 'scheduled', at: order.scheduledPickupTime };
  if (order.estimatedReadyTime && order.status !== 'ready') return { kind: 'estimate', at: order.estimatedReadyTime };
  return null;
}

export function PickupTimeNote({ order, className }: { order: PickupTimes; className?: string }) {
  const now = useNow();
  const note = noteFor(order, now);
  if (!note) return null;
  const scheduled = note.kind === 'scheduled';
  const Icon = scheduled ? CalendarClock : Timer;
  return (
    <Banner tone="accent" icon={Icon} testId="pickup-time-note" className={className} iconClassName="mt-1">
      <div className="min-w-0">
        <p className="font-semibold text-accent-hover text-xs uppercase tracking-wider">
          {scheduled ? t('pickupUi.scheduled.label') : t('pickupUi.estimate.label')}
        </p>
        <p className="font-extrabold text-foreground text-lg leading-snug">
          <time dateTime={note.at} data-testid="pickup-time-text">
            {scheduled ? scheduledPickupText(note.at, now) : estimateText(note.at, now)}
          </time>
          {!scheduled && (
            <>
              <span aria-hidden="true" className="mx-1.5 font-normal text-muted-foreground">
                ·
              </span>
              <Countdown to={note.at} />
            </>
          )}
        </p>
        {!scheduled && order.status === 'pending' && (
          <p className="mt-0.5 text-muted-foreground text-xs">{t('pickupUi.estimate.hint')}</p>
        )}
      </div>
    </Banner>
  );
}

/** 'in 12 min', re-rendered when the minute shown changes (not on a busy interval). */
function Countdown({ to }: { to: string }) {
  const [now, setNow] = useState(() => new Date());
  const drawn = useDrawnTime();
  useEffect(() => {
    const timer = setTimeout(() => setNow(new Date()), msUntilNextMinute(to, now));
    return () => clearTimeout(timer);
  }, [to, now]);
  return (
    // data-counts-minutes: drawn by the server, the page starts within the minute (lib/hydrate-on-intent.ts).
    <span className="font-semibold text-base text-muted-foreground" data-testid="pickup-countdown" data-counts-minutes="">
      {countdownText(to, drawn ?? now)}
    </span>
  );
}
