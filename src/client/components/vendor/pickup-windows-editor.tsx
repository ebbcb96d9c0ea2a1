/**
 * Pickup windows (DESIGN §10.2) on the vendor dashboard: per weekday, windows with a start, an
 * end, a slot length and the orders one slot takes, switched on or off. The whole set is edited
 * here and saved at once (PUT /api/vendors/:id/pickup-slots replaces the stored set). The rules
 * are checked before saving with the same schema the server uses (PickupWindowsPutSchema: its
 * message names the window), and a refusal from the server is shown at its window too.
 * Below, the week preview: the next 7 valley days and the slots the saved windows offer on each.
 */
import { VALLEY_TIME_ZONE } from '@shared/constants.js';
import { type PickupWindow, slotCount, slotsOnDate, zonedDate } from '@shared/pickup.js';
import { addDays } from '@shared/pickup-choice.js';
import { type PickupWindowInput, type PickupWindowRow, PickupWindowsPutSchema } from '@shared/schemas/pickup.js';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarRange, Plus, Save, Trash2, TriangleAlert, Undo2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatClock, formatWeekday } from '@/components/ordering/pickup-format';
import { Button } from '@/components/ui/button';
import { fieldClasses, Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { ApiError, api, errorMessage, showErrorNotice } from '@/lib/api';
import { t } from '@/lib/i18n';
import { pickupSlotsKey } from '@/lib/query-keys';
import { toast } from '@/lib/use-toast';
import { cn } from '@/lib/utils';
import { DAY_KEYS } from './hours-editor';


/** Slot lengths offered in the editor (the schema allows 5 to 120 minutes). */
const SLOT_LENGTHS = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

interface Draft {
  /** A local key for React; not sent. */
  key: number;
  dayOfWeek: number;
  startTime: string;
  endTime: string;
  slotDuration: number;
  /** What was typed, so a blank or '0' stays on screen until it is fixed. */
  maxOrders: string;
  isActive: boolean;
}

type Field = 'dayOfWeek' | 'startTime' | 'endTime' | 'slotDuration' | 'maxOrders';
interface WindowError {
  message: string;
  field?: Field;
}

let nextKey = 1;

function toDraft(row: PickupWindow): Draft {
  return {
    key: nextKey++,
    dayOfWeek: row.dayOfWeek,
    startTime: row.startTime.slice(0, 5),
    endTime: row.endTime.slice(0, 5),
    slotDuration: row.slotDuration,
    maxOrders: String(row.maxOrders),
    isActive: row.isActive,
  };
}

function toInput(draft: Draft): PickupWindowInput {
  const text = draft.maxOrders.trim();
  return {
    dayOfWeek: draft.dayOfWeek,
    startTime: draft.startTime,
    endTime: draft.endTime,
    slotDuration: draft.slotDuration,
    // A blank field is no number at all: the schema answers with its "window" message.
    maxOrders: text === '' ? Number.NaN : Number(text),
    isActive: draft.isActive,
  };
}

/** Saved windows in the order people read a week: by day, then by start. */
function sortWindows<T extends Pick<PickupWindow, 'dayOfWeek' | 'startTime'>>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.startTime.localeCompare(b.startTime));
}

const FIELDS: readonly Field[] = ['dayOfWeek', 'startTime', 'endTime', 'slotDuration', 'maxOrders'];
const asField = (part: unknown): Field | undefined =>
  typeof part === 'string' && (FIELDS as readonly string[]).includes(part) ? (part as Field) : undefined;

/** The first problem of each window, by index, as the schema (client) or the server reports it. */
function problemsFromIssues(issues: readonly { path: readonly unknown[]; message: string }[]): Map<number, WindowError> {
  const found = new Map<number, WindowError>();
  for (const issue of issues) {
    const index = Number(issue.path[0]);
    if (!Number.isInteger(index) || found.has(index)) continue;
    found.set(index, { message: issue.message, field: asField(issue.path[1]) });
  }
  return found;
}

/** The server's 400 body: `issues[].path` is '2' or '2.maxOrders'. */
function problemsFromServer(error: unknown): Map<number, WindowError> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body.startsWith('{')) return new Map();
  try {
    const body = JSON.parse(error.body) as { issues?: { path?: unknown; message?: unknown }[] };
    return problemsFromIssues(
      (body.issues ?? [])
        .filter((i) => typeof i.path === 'string' && typeof i.message === 'string')
        .map((i) => ({ path: String(i.path).split('.'), message: String(i.message) })),
    );
  } catch {
    return new Map();
  }
}

const same = (a: readonly Draft[], b: readonly Draft[]) =>
  JSON.stringify(a.map(({ key: _k, ...rest }) => rest)) === JSON.stringify(b.map(({ key: _k, ...rest }) => rest));

/** '16 slots × 10 orders' */
export function capacityText(slots: number, orders: number): string {
  return t('vendorRush.window.capacity', { slots, orders });
}

export function PickupWindowsEditor({ vendorId }: { vendorId: number }) {
  const query = useQuery({
    queryKey: pickupSlotsKey(vendorId),
    queryFn: ({ signal }) => api('GET /api/vendors/:id/pickup-slots', { params: { id: vendorId } }, { signal }),
  });
  if (query.isLoading) {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={t('vendorRush.windows.loading')}>
        <Skeleton className="h-28 rounded-lg" />
        <Skeleton className="h-40 rounded-lg" />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900 text-sm">
        <p role="alert">{t('vendorRush.windows.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('vendorRush.windows.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <WindowsForm vendorId={vendorId} saved={query.data} />
      <WeekPreview windows={query.data} />
    </div>
  );
}

function WindowsForm({ vendorId, saved }: { vendorId: number; saved: PickupWindowRow[] }) {
  const queryClient = useQueryClient();
  const savedDrafts = useMemo(() => sortWindows(saved).map(toDraft), [saved]);
  const [drafts, setDrafts] = useState<Draft[]>(savedDrafts);
  const [problems, setProblems] = useState<Map<number, WindowError>>(new Map());
  const [formError, setFormError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const dirty = !same(drafts, savedDrafts);
  const listRef = useRef<HTMLOListElement>(null);

  // Reloaded windows (after a save) replace the draft.
  useEffect(() => {
    setDrafts(savedDrafts);
    setProblems(new Map());
    setFormError(null);
    setTried(false);
  }, [savedDrafts]);

  const check = (next: readonly Draft[]) => {
    const parsed = PickupWindowsPutSchema.safeParse(next.map(toInput));
    const found = parsed.success ? new Map<number, WindowError>() : problemsFromIssues(parsed.error.issues);
    setProblems(found);
    if (!parsed.success && found.size === 0) setFormError(parsed.error.issues[0]?.message ?? null);
    else setFormError(null);
    return parsed;
  };

  const update = (next: Draft[]) => {
    setDrafts(next);
    // Once a save was tried, problems follow the edits (and disappear when fixed).
    if (tried) check(next);
  };

  const save = useMutation({
    mutationFn: (body: PickupWindowInput[]) => api('PUT /api/vendors/:id/pickup-slots', { params: { id: vendorId }, body }),
    onSuccess: (rows) => {
      queryClient.setQueryData(pickupSlotsKey(vendorId), rows);
      toast({ title: t('vendorUi.notice.success'), description: t('vendorRush.windows.saved'), variant: 'success' });
    },
    onError: (error) => {
      const found = problemsFromServer(error);
      if (found.size > 0) {
        setProblems(found);
        focusProblem(found);
        return;
      }
      if (error instanceof ApiError && error.status === 400) setFormError(errorMessage(error, t('vendorRush.windows.failed')));
      showErrorNotice(error, t('vendorRush.windows.failed'), { preferServerMessage: true });
    },
  });

  function focusProblem(found: Map<number, WindowError>) {
    const first = Math.min(...found.keys());
    const field = found.get(first)?.field ?? 'startTime';
    listRef.current?.querySelector<HTMLElement>(`[data-window="${first}"] [data-field="${field}"]`)?.focus();
  }

  const onSave = () => {
    setTried(true);
    const parsed = check(drafts);
    if (!parsed.success) {
      const found = problemsFromIssues(parsed.error.issues);
      if (found.size > 0) focusProblem(found);
      return;
    }
    save.mutate(drafts.map(toInput));
  };

  const add = () => {
    const last = drafts.at(-1);
    const day = last ? (last.dayOfWeek + 1) % 7 : 5;
    update([
      ...drafts,
      { key: nextKey++, dayOfWeek: day, startTime: '17:00', endTime: '21:00', slotDuration: 15, maxOrders: '10', isActive: true },
    ]);
  };

  return (
    <div className="flex flex-col gap-4">
      {drafts.length === 0 ? (
        <p className="rounded-lg border border-border border-dashed bg-sand-50 px-4 py-6 text-center text-muted-foreground text-sm">
          {t('vendorRush.windows.empty')}
        </p>
      ) : (
        <ol ref={listRef} className="flex flex-col gap-3" aria-label={t('vendorRush.windows.listLabel')}>
          {drafts.map((draft, index) => (
            <WindowRow
              key={draft.key}
              index={index}
              draft={draft}
              problem={problems.get(index)}
              onChange={(next) => update(drafts.map((d) => (d.key === draft.key ? next : d)))}
              onRemove={() => update(drafts.filter((d) => d.key !== draft.key))}
            />
          ))}
        </ol>
      )}
      {formError && (
        <p role="alert" className="flex items-start gap-2 text-destructive text-sm">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={add}>
          <Plus aria-hidden="true" />
          {t('vendorRush.windows.add')}
        </Button>
        <div className="flex flex-1 flex-wrap items-center justify-end gap-2">
          {dirty && (
            <>
              <span className="font-medium text-muted-foreground text-sm" data-testid="windows-unsaved">
                {t('vendorRush.windows.unsaved')}
              </span>
              <Button variant="ghost" onClick={() => update(savedDrafts)} disabled={save.isPending}>
                <Undo2 aria-hidden="true" />
                {t('vendorRush.windows.discard')}
              </Button>
            </>
          )}
          <Button onClick={onSave} disabled={!dirty || save.isPending}>
            <Save aria-hidden="true" />
            {save.isPending ? t('vendorRush.windows.saving') : t('vendorRush.windows.save')}
          </Button>
        </div>
      </div>
    </div>
  );
}

function WindowRow({
  index,
  draft,
  problem,
  onChange,
  onRemove,
}: {
  index: number;
  draft: Draft;
  problem: WindowError | undefined;
  onChange: (next: Draft) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const n = index + 1;
  const slots = slotCount(draft);
  const orders = Number(draft.maxOrders);
  const invalid = (field: Field) => (problem && (problem.field === field || !problem.field) ? true : undefined);
  const describedBy = problem ? errorId : undefined;
  const labelClass = 'font-medium text-muted-foreground text-xs';
  return (
    <li data-window={index} data-testid="pickup-window">
      <fieldset
        className={cn(
          'flex flex-col gap-3 rounded-lg border p-3 sm:p-4',
          problem ? 'border-destructive bg-red-50/40' : 'border-border',
          !draft.isActive && !problem && 'bg-sand-50',
        )}
        aria-describedby={describedBy}
      >
        <legend className="sr-only">{t('vendorRush.window.legend', { n, day: t(DAY_KEYS[draft.dayOfWeek] ?? 'vendorUi.day.0') })}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-[minmax(7.5rem,1.2fr)_repeat(2,minmax(6.5rem,1fr))_minmax(6rem,0.9fr)_minmax(5.5rem,0.8fr)]">
          <div className="col-span-2 flex flex-col gap-1 sm:col-span-1">
            <Label htmlFor={`${id}-day`} className={labelClass}>
              {t('vendorRush.window.day')}
            </Label>
            <select
              id={`${id}-day`}
              data-field="dayOfWeek"
              className={cn(fieldClasses, 'h-10 cursor-pointer py-2')}
              value={draft.dayOfWeek}
              aria-invalid={invalid('dayOfWeek')}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ ...draft, dayOfWeek: Number(e.target.value) })}
            >
              {DAY_KEYS.map((key, day) => (
                <option key={key} value={day}>
                  {t(key)}
                </option>
              ))}
            </select>
          </div>
          {(['startTime', 'endTime'] as const).map((field) => (
            <div key={field} className="flex flex-col gap-1">
              <Label htmlFor={`${id}-${field}`} className={labelClass}>
                {t(field === 'startTime' ? 'vendorRush.window.start' : 'vendorRush.window.end')}
              </Label>
              <Input
                id={`${id}-${field}`}
                data-field={field}
                type="time"
                step={300}
                required
                // On a narrow screen the typed time needs the room of the picker button.
                className="px-2 tabular-nums max-sm:[&::-webkit-calendar-picker-indicator]:hidden sm:px-3"
                value={draft[field]}
                aria-invalid={invalid(field)}
                aria-describedby={describedBy}
                onChange={(e) => onChange({ ...draft, [field]: e.target.value })}
              />
            </div>
          ))}
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-length`} className={labelClass}>
              {t('vendorRush.window.slotLength')}
            </Label>
            <select
              id={`${id}-length`}
              data-field="slotDuration"
              className={cn(fieldClasses, 'h-10 cursor-pointer py-2')}
              value={draft.slotDuration}
              aria-invalid={invalid('slotDuration')}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ ...draft, slotDuration: Number(e.target.value) })}
            >
              {(SLOT_LENGTHS as readonly number[]).includes(draft.slotDuration) ? null : (
                <option value={draft.slotDuration}>{t('vendorRush.window.minutes', { minutes: draft.slotDuration })}</option>
              )}
              {SLOT_LENGTHS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t('vendorRush.window.minutes', { minutes })}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1">
            <Label htmlFor={`${id}-orders`} className={labelClass}>
              {t('vendorRush.window.maxOrders')}
            </Label>
            <Input
              id={`${id}-orders`}
              data-field="maxOrders"
              type="number"
              inputMode="numeric"
              min={1}
              max={500}
              step={1}
              className="tabular-nums"
              value={draft.maxOrders}
              aria-invalid={invalid('maxOrders')}
              aria-describedby={describedBy}
              onChange={(e) => onChange({ ...draft, maxOrders: e.target.value })}
            />
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <div className="flex items-center gap-2">
            <Switch
              id={`${id}-active`}
              checked={draft.isActive}
              onCheckedChange={(isActive) => onChange({ ...draft, isActive })}
            />
            <Label htmlFor={`${id}-active`} className="cursor-pointer">
              {t('vendorRush.window.active')}
            </Label>
          </div>
          <p className="text-muted-foreground text-sm tabular-nums" data-testid="window-capacity">
            {slots > 0 && orders >= 1 ? capacityText(slots, orders) : '\u00a0'}
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-red-50 hover:text-destructive"
            aria-label={t('vendorRush.window.remove', { n })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            <span aria-hidden="true">{t('vendorRush.window.removeShort')}</span>
          </Button>
        </div>
        {problem && (
          <p id={errorId} role="alert" className="flex items-start gap-2 font-medium text-destructive text-sm" data-testid="window-error">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {problem.message}
          </p>
        )}
      </fieldset>
    </li>
  );
}

/** The next 7 valley days and what the saved windows offer on each. */
export function WeekPreview({ windows, now = new Date() }: { windows: readonly PickupWindowRow[]; now?: Date }) {
  const headingId = useId();
  const today = zonedDate(now, VALLEY_TIME_ZONE);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, i));
  const active = sortWindows(windows.filter((w) => w.isActive));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3" data-testid="week-preview">
      <div>
        <h3 id={headingId} className="flex items-center gap-2 font-bold">
          <CalendarRange className="size-4 text-primary" aria-hidden="true" />
          {t('vendorRush.preview.title')}
        </h3>
        <p className="text-muted-foreground text-sm">{t('vendorRush.preview.hint')}</p>
      </div>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
        {days.map((date, i) => {
          const [y, m, d] = date.split('-').map(Number) as [number, number, number];
          const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
          const onDay = active.filter((w) => w.dayOfWeek === weekday);
          const slots = slotsOnDate(windows, date, VALLEY_TIME_ZONE);
          const capacity = slots.reduce((sum, s) => sum + s.maxOrders, 0);
          return (
            <li
              key={date}
              data-testid="preview-day"
              data-date={date}
              className="grid gap-x-4 gap-y-1 px-3 py-2.5 text-sm sm:grid-cols-[10.5rem_minmax(0,1fr)_auto]"
            >
              <span className="whitespace-nowrap font-semibold">
                {formatWeekday(date)}
                {i === 0 && <span className="ml-1.5 font-normal text-muted-foreground">· {t('vendorRush.preview.today')}</span>}
              </span>
              {onDay.length === 0 ? (
                <span className="text-muted-foreground">{t('vendorRush.preview.none')}</span>
              ) : (
                <ul className="flex flex-col gap-0.5">
                  {onDay.map((w) => (
                    <li key={w.id} className="tabular-nums">
                      {t('vendorRush.preview.window', {
                        start: formatClock(w.startTime),
                        end: formatClock(w.endTime),
                        capacity: capacityText(slotCount(w), w.maxOrders),
                      })}
                    </li>
                  ))}
                </ul>
              )}
              {slots.length > 0 && (
                <span className="font-medium text-muted-foreground tabular-nums sm:text-right">
                  {t('vendorRush.preview.total', { count: capacity })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
