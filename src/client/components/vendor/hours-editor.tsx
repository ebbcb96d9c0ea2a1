/**
 * Business hours, Sunday to Saturday (SPEC §2 "Vendor dashboard", §7): open time, close time and
 * the closed flag per weekday. Each change is sent on its own as POST /api/vendors/:id/hours
 * {dayOfWeek + the changed field}. A time is sent once it is complete and the field has been
 * left or typing has paused; a cleared time is sent as null.
 */
import { isValidTime } from '@shared/hours.js';
import type { BusinessHours, HoursUpdate } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiRequest, showErrorNotice } from '@/lib/api';
import { type MessageKey, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { reloadMyVendor } from './my-vendor';

export const DAY_KEYS: MessageKey[] = [
  'vendorUi.day.0',
  'vendorUi.day.1',
  'vendorUi.day.2',
  'vendorUi.day.3',
  'vendorUi.day.4',
  'vendorUi.day.5',
  'vendorUi.day.6',
];

type Field = 'openTime' | 'closeTime' | 'isClosed';
type DraftKey = `${number}:${Field}`;

/** How long typing may pause before a time is sent. */
const SEND_AFTER_MS = 800;

export function HoursEditor({ vendorId, hours }: { vendorId: number; hours: BusinessHours[] }) {
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState<Partial<Record<DraftKey, string>>>({});
  const draftsRef = useRef(drafts);
  draftsRef.current = drafts;
  const timers = useRef(new Map<DraftKey, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
    };
  }, []);

  const byDay = new Map(hours.map((h) => [h.dayOfWeek, h]));
  const saved = useCallback(
    (day: number, field: Field): string => {
      const row = hours.find((h) => h.dayOfWeek === day);
      if (field === 'isClosed') return String(row?.isClosed ?? false);
      return row?.[field] ?? '';
    },
    [hours],
  );

  const clearDraft = useCallback((key: DraftKey, ifValue?: string) => {
    setDrafts((d) => {
      if (!(key in d) || (ifValue !== undefined && d[key] !== ifValue)) return d;
      const next = { ...d };
      delete next[key];
      return next;
    });
  }, []);

  const save = useMutation({
    mutationFn: (body: HoursUpdate) => apiRequest<BusinessHours[]>('POST', `/api/vendors/${vendorId}/hours`, body),
    onSuccess: () => {
      toast({ title: t('vendorUi.notice.success'), description: t('vendorUi.hours.updated'), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('vendorUi.hours.failed')),
  });

  const commit = useCallback(
    (day: number, field: Field) => {
      const key: DraftKey = `${day}:${field}`;
      const timer = timers.current.get(key);
      if (timer) clearTimeout(timer);
      timers.current.delete(key);
      const value = draftsRef.current[key];
      if (value === undefined) return;
      if (value === saved(day, field)) {
        clearDraft(key);
        return;
      }
      let body: HoursUpdate;
      if (field === 'isClosed') body = { dayOfWeek: day, isClosed: value === 'true' };
      else if (value === '') body = { dayOfWeek: day, [field]: null };
      else if (isValidTime(value)) body = { dayOfWeek: day, [field]: value };
      else return;
      // mutateAsync: each change gets its own settling, even when several overlap.
      save
        .mutateAsync(body)
        .catch(() => undefined)
        .then(async () => {
          // Once the week is reloaded the saved value shows (or, after a failure, the old one again).
          await reloadMyVendor(queryClient, vendorId);
          clearDraft(key, value);
        });
    },
    [saved, clearDraft, save, queryClient, vendorId],
  );

  function edit(day: number, field: Field, value: string, delay: number) {
    const key: DraftKey = `${day}:${field}`;
    setDrafts((d) => ({ ...d, [key]: value }));
    draftsRef.current = { ...draftsRef.current, [key]: value };
    const timer = timers.current.get(key);
    if (timer) clearTimeout(timer);
    if (delay === 0) commit(day, field);
    else timers.current.set(key, setTimeout(() => commit(day, field), delay));
  }

  const value = (day: number, field: Field) => drafts[`${day}:${field}`] ?? saved(day, field);

  return (
    <div className="flex flex-col">
      <div
        aria-hidden="true"
        className="hidden grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_6.5rem] gap-3 border-border border-b pb-2 font-semibold text-muted-foreground text-xs uppercase tracking-wide sm:grid"
      >
        <span>{t('vendorUi.hours.day')}</span>
        <span>{t('vendorUi.hours.opens')}</span>
        <span>{t('vendorUi.hours.closes')}</span>
        <span />
      </div>
      <ul className="flex flex-col divide-y divide-border">
        {DAY_KEYS.map((dayKey, day) => {
          const dayName = t(dayKey);
          const closed = value(day, 'isClosed') === 'true';
          const configured = byDay.has(day);
          const id = `hours-${day}`;
          return (
            <li
              key={dayKey}
              data-testid={`hours-day-${day}`}
              className="grid grid-cols-2 items-center gap-x-3 gap-y-2 py-3 sm:grid-cols-[8rem_minmax(0,1fr)_minmax(0,1fr)_6.5rem]"
            >
              <span className="font-semibold">
                {dayName}
                {!configured && (
                  <span className="block font-normal text-muted-foreground text-xs">{t('vendorUi.hours.notSet')}</span>
                )}
              </span>
              <div className="flex items-center gap-2 justify-self-end sm:order-last sm:justify-self-start">
                <Checkbox
                  id={`${id}-closed`}
                  checked={closed}
                  onCheckedChange={(on) => edit(day, 'isClosed', String(on === true), 0)}
                />
                <Label htmlFor={`${id}-closed`} className="cursor-pointer py-1">
                  {t('vendorUi.hours.closed')}
                  <span className="sr-only"> {t('vendorUi.hours.onDay', { day: dayName })}</span>
                </Label>
              </div>
              {(['openTime', 'closeTime'] as const).map((field) => (
                <div key={field} className="flex flex-col gap-1">
                  <Label htmlFor={`${id}-${field}`} className="font-medium text-muted-foreground text-xs sm:sr-only">
                    {t('vendorUi.hours.timeLabel', {
                      day: dayName,
                      which: t(field === 'openTime' ? 'vendorUi.hours.opens' : 'vendorUi.hours.closes'),
                    })}
                  </Label>
                  <Input
                    id={`${id}-${field}`}
                    type="time"
                    step={300}
                    value={value(day, field)}
                    disabled={closed}
                    className={cn('tabular-nums', closed && 'text-muted-foreground')}
                    onChange={(event) => edit(day, field, event.target.value, SEND_AFTER_MS)}
                    onBlur={() => commit(day, field)}
                  />
                </div>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
