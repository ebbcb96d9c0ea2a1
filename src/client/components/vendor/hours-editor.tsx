/**
 * Business hours, the whole week in one editor (issue 24 item 2, decision 0022): each day open or
 * closed, one or two shifts (split shifts such as 11:00–14:00 and 17:00–21:00), "Copy Monday to
 * all days", and one Save that sends the week as PUT /api/vendors/:id/hours, with one notice.
 * Each day is checked before saving with the schema the server uses (WeekDaySchema: times, no
 * overlap, only the last shift past midnight); its message shows at the day. A closed day keeps
 * its times, so switching it back on restores them. A vendor with locations (DESIGN §10.3) picks
 * each shift's place ("Where": its listed address or one of its active locations), sent as the
 * shift's locationId in the same PUT.
 */
import type { VendorLocation } from '@shared/schemas/locations.js';
import { type BusinessHours, type WeekDay, WeekDaySchema } from '@shared/schemas/vendors.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Copy, Moon, Plus, Save, TriangleAlert, Undo2, X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { api, showErrorNotice } from '@/lib/api';
import { type MessageKey, t } from '@/lib/i18n';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { reloadMyVendor, useMyVendor } from './my-vendor';

export const DAY_KEYS: MessageKey[] = [
  'vendorUi.day.0',
  'vendorUi.day.1',
  'vendorUi.day.2',
  'vendorUi.day.3',
  'vendorUi.day.4',
  'vendorUi.day.5',
  'vendorUi.day.6',
];

/** Monday first, as a week is read; dayOfWeek stays 0 = Sunday. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const MONDAY = 1;
const DEFAULT_SHIFT = { openTime: '11:00', closeTime: '21:00', locationId: null };
const DEFAULT_SECOND = { openTime: '17:00', closeTime: '21:00' };

interface ShiftDraft {
  openTime: string;
  closeTime: string;
  /** DESIGN §10.3: one of the vendor's locations; null: its listed address. */
  locationId: number | null;
}
interface DayDraft {
  open: boolean;
  shifts: ShiftDraft[];
}
type WeekDraft = DayDraft[];

/** The saved rows as a draft, Sunday (0) to Saturday (6); a day without rows is closed. */
function draftOf(hours: readonly BusinessHours[]): WeekDraft {
  return [0, 1, 2, 3, 4, 5, 6].map((day) => {
    const rows = hours.filter((h) => h.dayOfWeek === day).sort((a, b) => a.shift - b.shift);
    const shifts = rows
      .filter((r) => r.openTime && r.closeTime)
      .map((r) => ({ openTime: r.openTime as string, closeTime: r.closeTime as string, locationId: r.locationId }));
    const open = rows.length > 0 && !rows.some((r) => r.isClosed) && shifts.length > 0;
    return { open, shifts: shifts.length > 0 ? shifts : [{ ...DEFAULT_SHIFT }] };
  });
}

/**
 * What PUT sends: every day, open ones with their shifts, closed ones with the times they keep
 * (none when those would not stand: a closed day's hidden times never block a save).
 */
function weekOf(draft: WeekDraft): WeekDay[] {
  return draft.map((d, dayOfWeek) => {
    const day = { dayOfWeek, isClosed: !d.open, shifts: d.shifts };
    if (d.open || WeekDaySchema.safeParse(day).success) return day;
    return { ...day, shifts: [] };
  });
}

/**
 * On a phone two times and a remove button share ~280 px: the picker icon is left out there (a
 * tap on the field opens the phone's own time picker), so "11:00 AM" is never cut.
 */
const timeClasses = 'min-w-0 px-2 tabular-nums max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:px-3';

const same = (a: WeekDraft, b: WeekDraft) => JSON.stringify(a) === JSON.stringify(b);
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export function HoursEditor({ vendorId, hours }: { vendorId: number; hours: BusinessHours[] }) {
  const queryClient = useQueryClient();
  // The places a shift can name come with the own-vendor data (already loaded by the dashboard).
  const locations = useMyVendor().data?.locations ?? [];
  const saved = useMemo(() => draftOf(hours), [hours]);
  const [draft, setDraft] = useState<WeekDraft>(saved);
  const [problems, setProblems] = useState<Map<number, string>>(new Map());
  const [copied, setCopied] = useState(false);
  const dirty = !same(draft, saved);
  // A reload after a save (or another tab's change, or a deleted location) shows the saved week
  // unless edits are pending: pending edits are judged against the week saved before the reload.
  const savedRef = useRef(saved);
  useEffect(() => {
    const before = savedRef.current;
    savedRef.current = saved;
    setDraft((current) => (same(current, before) ? saved : current));
  }, [saved]);
  // Pending edits that name a location deleted meanwhile fall back to the listed address.
  const locationIds = locations.map((l) => l.id).join(',');
  useEffect(() => {
    const known = new Set(locationIds.split(',').filter(Boolean).map(Number));
    setDraft((week) => {
      const next = week.map((d) => ({
        ...d,
        shifts: d.shifts.map((s) => (s.locationId !== null && !known.has(s.locationId) ? { ...s, locationId: null } : s)),
      }));
      return same(next, week) ? week : next;
    });
  }, [locationIds]);

  const save = useMutation({
    mutationFn: (week: WeekDay[]) => api('PUT /api/vendors/:id/hours', { params: { id: vendorId }, body: week }),
    onSuccess: (answer) => {
      setDraft(draftOf(answer));
      setCopied(false);
      toast({ title: t('vendorUi.notice.success'), description: t('vendorFirstDay.hours.saved'), variant: 'success' });
    },
    onError: (error) => showErrorNotice(error, t('vendorUi.hours.failed'), { preferServerMessage: true }),
    onSettled: () => reloadMyVendor(queryClient, vendorId),
  });

  function update(day: number, next: DayDraft) {
    setDraft((week) => week.map((d, i) => (i === day ? next : d)));
    setCopied(false);
    if (problems.has(day)) {
      const rest = new Map(problems);
      rest.delete(day);
      setProblems(rest);
    }
  }

  function copyMonday() {
    const monday = draft[MONDAY];
    setDraft(draft.map(() => ({ open: monday.open, shifts: monday.shifts.map((s) => ({ ...s })) })));
    setProblems(new Map());
    setCopied(true);
  }

  function onSave() {
    const found = new Map<number, string>();
    const week = weekOf(draft);
    draft.forEach((d, day) => {
      if (!d.open) return;
      if (d.shifts.some((s) => s.openTime === '' || s.closeTime === '')) {
        found.set(day, t('vendorFirstDay.hours.incomplete'));
        return;
      }
      const checked = WeekDaySchema.safeParse(week[day]);
      if (!checked.success) found.set(day, checked.error.issues[0]?.message ?? t('vendorUi.hours.failed'));
    });
    setProblems(found);
    if (found.size > 0) return;
    save.mutate(week);
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button variant="outline" size="sm" onClick={copyMonday} disabled={save.isPending}>
          <Copy aria-hidden="true" />
          {t('vendorFirstDay.hours.copyMonday')}
        </Button>
        <p aria-live="polite" className="text-muted-foreground text-sm empty:hidden">
          {copied ? t('vendorFirstDay.hours.copied') : ''}
        </p>
      </div>

      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
        {WEEK_ORDER.map((day) => (
          <DayRow
            key={day}
            day={day}
            draft={draft[day]}
            problem={problems.get(day)}
            disabled={save.isPending}
            locations={locations}
            onChange={(next) => update(day, next)}
          />
        ))}
      </ul>

      {problems.size > 0 && (
        <p role="alert" className="flex items-start gap-2 text-destructive text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t('vendorFirstDay.hours.fix')}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        {dirty && (
          <div className="flex items-center justify-between gap-2 sm:justify-end">
            <span className="font-medium text-muted-foreground text-sm" data-testid="hours-unsaved">
              {t('vendorFirstDay.hours.unsaved')}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft(saved);
                setProblems(new Map());
                setCopied(false);
              }}
              disabled={save.isPending}
            >
              <Undo2 aria-hidden="true" />
              {t('vendorRush.windows.discard')}
            </Button>
          </div>
        )}
        <Button onClick={onSave} disabled={!dirty || save.isPending} className="w-full sm:w-auto">
          <Save aria-hidden="true" />
          {save.isPending ? t('vendorFirstDay.hours.saving') : t('vendorFirstDay.hours.save')}
        </Button>
      </div>
    </div>
  );
}

function DayRow({
  day,
  draft,
  problem,
  disabled,
  locations,
  onChange,
}: {
  day: number;
  draft: DayDraft;
  problem: string | undefined;
  disabled: boolean;
  locations: readonly VendorLocation[];
  onChange: (next: DayDraft) => void;
}) {
  const dayName = t(DAY_KEYS[day]);
  const switchId = `hours-open-${day}`;
  const problemId = `hours-problem-${day}`;
  const setShift = <K extends keyof ShiftDraft>(index: number, field: K, value: ShiftDraft[K]) =>
    onChange({ ...draft, shifts: draft.shifts.map((s, i) => (i === index ? { ...s, [field]: value } : s)) });

  return (
    <li
      data-testid={`hours-day-${day}`}
      className={cn(
        'grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 gap-y-2 px-3 py-3 sm:grid-cols-[8rem_7rem_minmax(0,1fr)] sm:px-4',
        problem && 'bg-red-50',
      )}
    >
      <span className="pt-1.5 font-semibold" id={`${switchId}-day`}>
        {dayName}
      </span>
      <div className="flex items-center gap-2 justify-self-end pt-1 sm:justify-self-start">
        <Switch
          id={switchId}
          checked={draft.open}
          disabled={disabled}
          aria-label={t('vendorFirstDay.hours.openOn', { day: dayName })}
          aria-describedby={problem ? problemId : undefined}
          onCheckedChange={(on) => onChange({ ...draft, open: on })}
        />
        <span className={cn('text-sm', draft.open ? 'font-medium' : 'text-muted-foreground')} aria-hidden="true">
          {draft.open ? t('vendorFirstDay.hours.open') : t('vendorFirstDay.hours.closedAllDay')}
        </span>
      </div>

      {draft.open && (
        <div className="col-span-2 flex min-w-0 flex-col gap-2 sm:col-span-1 sm:col-start-3">
          {draft.shifts.map((shift, index) => {
            const n = index + 1;
            const overnight =
              shift.openTime !== '' && shift.closeTime !== '' && minutes(shift.closeTime) <= minutes(shift.openTime);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a day's shifts are positional (first, second)
              <div key={index} className="flex flex-col gap-1">
                <div className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_2.25rem] items-center gap-1.5 sm:gap-2">
                  <Input
                    type="time"
                    step={300}
                    value={shift.openTime}
                    disabled={disabled}
                    aria-label={t('vendorFirstDay.hours.timeLabel', { day: dayName, n, which: t('vendorFirstDay.hours.opens') })}
                    aria-invalid={problem ? true : undefined}
                    className={timeClasses}
                    onChange={(e) => setShift(index, 'openTime', e.target.value)}
                  />
                  <span aria-hidden="true" className="text-muted-foreground">
                    –
                  </span>
                  <Input
                    type="time"
                    step={300}
                    value={shift.closeTime}
                    disabled={disabled}
                    aria-label={t('vendorFirstDay.hours.timeLabel', { day: dayName, n, which: t('vendorFirstDay.hours.closes') })}
                    aria-invalid={problem ? true : undefined}
                    className={timeClasses}
                    onChange={(e) => setShift(index, 'closeTime', e.target.value)}
                  />
                  {index === 1 ? (
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-9"
                      disabled={disabled}
                      aria-label={t('vendorFirstDay.hours.removeShiftOn', { day: dayName })}
                      title={t('vendorFirstDay.hours.removeShift')}
                      onClick={() => onChange({ ...draft, shifts: draft.shifts.slice(0, 1) })}
                    >
                      <X aria-hidden="true" />
                    </Button>
                  ) : (
                    <span />
                  )}
                </div>
                {locations.length > 0 && (
                  <PlaceSelect
                    label={t('locations.hours.placeOn', { day: dayName, n })}
                    value={shift.locationId}
                    locations={locations}
                    disabled={disabled}
                    onChange={(locationId) => setShift(index, 'locationId', locationId)}
                  />
                )}
                {overnight && (
                  <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
                    <Moon className="size-3.5" aria-hidden="true" />
                    {t('vendorFirstDay.hours.overnight')}
                  </p>
                )}
              </div>
            );
          })}
          {draft.shifts.length < 2 && (
            <Button
              variant="ghost"
              size="sm"
              className="self-start px-2 text-primary"
              disabled={disabled}
              aria-label={t('vendorFirstDay.hours.addShiftOn', { day: dayName })}
              onClick={() => {
                const first = draft.shifts[0];
                // A lunch shift ending at 14:00 by default when the first runs all day.
                const firstShift =
                  first && first.openTime === DEFAULT_SHIFT.openTime && first.closeTime === DEFAULT_SHIFT.closeTime
                    ? { ...first, closeTime: '14:00' }
                    : first;
                // The second shift starts at the first one's place.
                const second = { ...DEFAULT_SECOND, locationId: firstShift?.locationId ?? null };
                onChange({ ...draft, shifts: [firstShift ?? { ...DEFAULT_SHIFT }, second] });
              }}
            >
              <Plus aria-hidden="true" />
              {t('vendorFirstDay.hours.addShift')}
            </Button>
          )}
        </div>
      )}

      {problem && (
        <p id={problemId} role="alert" className="col-span-2 text-destructive text-sm sm:col-span-3">
          {problem}
        </p>
      )}
    </li>
  );
}

const LISTED_ADDRESS = 'listed';

/**
 * A shift's place: the listed address or one of the active locations. A hidden location a saved
 * shift still names stays in the list (marked), so the week reads as saved until it is changed.
 */
function PlaceSelect({
  label,
  value,
  locations,
  disabled,
  onChange,
}: {
  label: string;
  value: number | null;
  locations: readonly VendorLocation[];
  disabled: boolean;
  onChange: (locationId: number | null) => void;
}) {
  const shown = locations.filter((l) => l.isActive || l.id === value);
  return (
    <div className="flex min-w-0 items-center gap-2">
      <span aria-hidden="true" className="shrink-0 text-muted-foreground text-sm">
        {t('locations.hours.place')}
      </span>
      <Select
        value={value === null ? LISTED_ADDRESS : String(value)}
        disabled={disabled}
        onValueChange={(next) => onChange(next === LISTED_ADDRESS ? null : Number(next))}
      >
        <SelectTrigger aria-label={label} className="h-11 min-w-0 flex-1" data-testid="shift-place">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={LISTED_ADDRESS} className="min-h-11">
            {t('locations.hours.mainAddress')}
          </SelectItem>
          {shown.map((location) => (
            <SelectItem key={location.id} value={String(location.id)} className="min-h-11">
              {location.isActive
                ? location.locationName
                : `${location.locationName} (${t('locations.manager.hidden')})`}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
