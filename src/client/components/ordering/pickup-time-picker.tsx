/**
 * The checkout's "Pickup time" choice (DESIGN §10.2, issue 17): "As soon as possible" (the
 * default) or "Schedule": a day among the next PICKUP_DAYS_AHEAD valley days that have a pickup
 * window, then a slot among that day's offered times, as chips grouped by hour. Full slots are
 * shown but cannot be chosen; "N left" appears when FEW_LEFT or fewer orders still fit. Times are
 * valley times in the page language. A vendor without windows offers no choice (as soon as
 * possible only), and the picker renders nothing.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { FEW_LEFT, groupByHour } from '@shared/pickup-choice.js';
import type { PickupTime, } from '@shared/schemas/pickup.js';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, RefreshCw, Zap } from 'lucide-react';
import { type ReactNode, useId, } from 'react';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { api } from '@/lib/api';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { formatHour, formatPickupDay, formatValleyTime } from './pickup-format';
import { usePickupDates } from './use-pickup-dates';

export type PickupChoice =
  | { mode: 'asap' }
  | {
      mode: 'schedule';
      /** The valley date shown ('YYYY-MM-DD'); null: the first day with windows. */
      date: string | null;
      /** The chosen slot's `start`; null until one is chosen. */
      start: string | null;
    };

export const ASAP: PickupChoice = { mode: 'asap' };

/** Every pickup-times query of a vendor starts with this (invalidate it after slot_full). */
export const pickupTimesPrefix = (vendorId: number) => ['/api/vendors', vendorId, 'pickup-times'] as const;
const pickupTimesKey = (vendorId: number, date: string) =>
  [...pickupTimesPrefix(vendorId), `?date=${date}`] as const;

/** Chip classes shared by days, slots and the slot-full offer. */
/**
 * A chip's radio covers the whole chip, invisible: a tap anywhere on the chip lands on the radio
 * itself (a 1-pixel visually hidden radio sat at the chip's corner, outside it by its margin).
 */
const chipInputClass = 'absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0 disabled:cursor-not-allowed';

export const chipClass =
  'relative flex min-h-11 cursor-pointer flex-col items-center justify-center rounded-lg border border-input bg-card px-2 py-1.5 text-center font-semibold text-sm tabular-nums transition-colors hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-primary-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2';

export function PickupTimePicker({
  vendorId,
  value,
  onChange,
  error,
  asapUnavailable = null,
  asapHint = t('pickupUi.choice.asapHint'),
}: {
  vendorId: number;
  value: PickupChoice;
  onChange: (next: PickupChoice) => void;
  /** "Choose a pickup time" after a submit in Schedule without a slot, or the server's message. */
  error?: string | null;
  /** Why "As soon as possible" cannot be chosen now (a closed vendor, issue 23); null: it can. */
  asapUnavailable?: string | null;
  /** Under "As soon as possible"; the guest's words by default, the vendor's own on the desk. */
  asapHint?: string;
}) {
  const id = useId();
  const dates = usePickupDates(vendorId);
  if (dates.length === 0 && (value.mode === 'asap' || asapUnavailable)) return null;

  const schedule = value.mode === 'schedule';
  const date = schedule ? (value.date ?? dates[0] ?? null) : null;
  const dayChoices = date && !dates.includes(date) ? [...dates, date].sort() : dates;

  return (
    <fieldset className="flex min-w-0 flex-col gap-3" data-testid="pickup-time" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-2 font-semibold text-sm">{t('pickupUi.choice.legend')}</legend>
      <div className="grid gap-2">
        <ModeOption
          name={`${id}-mode`}
          checked={!schedule}
          onSelect={() => onChange(ASAP)}
          icon={<Zap className="size-4 shrink-0" aria-hidden="true" />}
          label={t('pickupUi.choice.asap')}
          hint={asapUnavailable ?? asapHint}
          disabled={asapUnavailable !== null}
        />
        <ModeOption
          name={`${id}-mode`}
          checked={schedule}
          onSelect={() => onChange({ mode: 'schedule', date: dates[0] ?? null, start: null })}
          icon={<CalendarClock className="size-4 shrink-0" aria-hidden="true" />}
          label={t('pickupUi.choice.schedule')}
          hint={t('pickupUi.choice.scheduleHint')}
        />
      </div>
      {schedule && date && (
        <>
          <fieldset className="min-w-0">
            <legend className="mb-1.5 font-medium text-muted-foreground text-xs uppercase tracking-wider">
              {t('pickupUi.day.legend')}
            </legend>
            <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pt-0.5 pb-1.5">
              {dayChoices.map((d) => (
                <label key={d} className={cn(chipClass, 'shrink-0 px-3 whitespace-nowrap')}>
                  <input
                    type="radio"
                    name={`${id}-day`}
                    value={d}
                    checked={d === date}
                    onChange={() => onChange({ mode: 'schedule', date: d, start: null })}
                    className={chipInputClass}
                  />
                  {formatPickupDay(d)}
                </label>
              ))}
            </div>
          </fieldset>
          <SlotChoices
            key={date}
            name={`${id}-slot`}
            vendorId={vendorId}
            date={date}
            start={value.start}
            onPick={(start) => onChange({ mode: 'schedule', date, start })}
          />
        </>
      )}
      {error && (
        <p id={`${id}-error`} className="font-medium text-destructive text-sm" data-testid="pickup-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function ModeOption({
  name,
  checked,
  onSelect,
  icon,
  label,
  hint,
  disabled = false,
}: {
  name: string;
  checked: boolean;
  onSelect: () => void;
  icon: ReactNode;
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer flex-col gap-0.5 rounded-lg border border-input bg-card px-3 py-2 text-sm transition-colors hover:bg-secondary has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:checked]:text-primary-soft-foreground has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-muted has-[:disabled]:hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:focus-visible]:outline-offset-2">
      <span className="flex items-center gap-2 font-semibold">
        <input
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={onSelect}
          className="size-4 accent-primary focus-visible:outline-none"
        />
        {icon}
        {label}
      </span>
      <span className="text-muted-foreground text-xs">{hint}</span>
    </label>
  );
}

function SlotChoices({
  name,
  vendorId,
  date,
  start,
  onPick,
}: {
  name: string;
  vendorId: number;
  date: string;
  start: string | null;
  onPick: (start: string) => void;
}) {
  const times = useQuery({
    queryKey: pickupTimesKey(vendorId, date),
    queryFn: ({ signal }) => api('GET /api/vendors/:id/pickup-times', { params: { id: vendorId }, query: { date } }, { signal }),
  });

  if (times.isLoading) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted-foreground text-sm">
        <Spinner className="size-4" />
        {t('pickupUi.times.loading')}
      </p>
    );
  }
  if (times.error || !times.data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <span>{t('pickupUi.times.error')}</span>
        <Button type="button" size="sm" variant="outline" onClick={() => void times.refetch()}>
          <RefreshCw aria-hidden="true" />
          {t('pickupUi.times.retry')}
        </Button>
      </div>
    );
  }
  if (times.data.length === 0) {
    return <p className="rounded-lg bg-sand-50 px-3 py-2 text-muted-foreground text-sm">{t('pickupUi.times.none')}</p>;
  }
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 font-medium text-muted-foreground text-xs uppercase tracking-wider">
        {t('pickupUi.times.legend')}
      </legend>
      <div className="flex flex-col gap-3">
        {groupByHour(times.data, VALLEY_TIME_ZONE).map((group) => (
          <fieldset key={group.hour} className="flex min-w-0 flex-col gap-1.5">
            <legend className="mb-1.5 font-bold text-foreground/80 text-xs">{formatHour(group.hour)}</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-3">
              {group.slots.map((slot) => (
                <SlotChip
                  key={slot.start}
                  name={name}
                  slot={slot}
                  checked={slot.start === start}
                  onPick={() => onPick(slot.start)}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </div>
    </fieldset>
  );
}

function SlotChip({
  name,
  slot,
  checked,
  onPick,
}: {
  name: string;
  slot: PickupTime;
  checked: boolean;
  onPick: () => void;
}) {
  const full = slot.remaining <= 0;
  return (
    <label
      data-testid="pickup-slot"
      data-start={slot.start}
      className={cn(
        chipClass,
        full && 'cursor-not-allowed border-dashed bg-sand-50 text-muted-foreground hover:bg-sand-50',
      )}
    >
      <input
        type="radio"
        name={name}
        value={slot.start}
        checked={checked}
        disabled={full}
        onChange={onPick}
        className={chipInputClass}
      />
      <span className={cn('whitespace-nowrap', full && 'line-through decoration-1')}>{formatValleyTime(slot.start)}</span>{' '}
      {full ? (
        <span className="font-medium text-xs">{t('pickupUi.slot.full')}</span>
      ) : slot.remaining <= FEW_LEFT ? (
        <span className="font-medium text-xs opacity-90">{t('pickupUi.slot.left', { count: slot.remaining })}</span>
      ) : null}
    </label>
  );
}
