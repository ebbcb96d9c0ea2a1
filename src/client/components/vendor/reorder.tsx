/**
 * Reordering a list on the dashboard (issue 24 item 5, decision 0023), without a drag library:
 * - a draft order per list, kept here until "Save order" sends it (one request per changed list,
 *   one notice); "Undo" drops it;
 * - a handle per row: drag it (mouse, pen or finger: pointer events, tracked on the window so a
 *   row moving under the pointer does not lose the drag), or focus it and press the up and down
 *   arrow keys; beside it Move up / Move down buttons;
 * - each move is said in a polite live region ("Tacos moved to position 2 of 3."), focus stays on
 *   the control that moved the row.
 * Rows carry `data-reorder-row="<list>"` and `data-reorder-id`; lists may be drawn twice (phone
 * cards, desktop table): only the visible copy is measured and focused.
 */
import { ArrowDown, ArrowUp, GripVertical, Undo2 } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent as ReactPointerEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '@/components/ui/busy-icon';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** `ids` with `id` moved to index `to` (clamped). */
export function moveId(ids: readonly number[], id: number, to: number): number[] {
  const rest = ids.filter((x) => x !== id);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, id);
  return rest;
}

const sameOrder = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

type Control = 'handle' | 'up' | 'down';

function visible(el: Element): el is HTMLElement {
  return el instanceof HTMLElement && el.offsetParent !== null;
}

/**
 * Draft orders of several lists (keyed by a string), over the server's order. A draft equal to
 * the server's is no draft; drafts are dropped when the server's order of that list changes.
 */
export function useDraftOrders(server: Readonly<Record<string, readonly number[]>>, names: (id: number) => string) {
  const [drafts, setDrafts] = useState<Record<string, number[]>>({});
  const [message, setMessage] = useState('');
  const [dragging, setDragging] = useState<{ list: string; id: number } | null>(null);
  const focusAfter = useRef<{ list: string; id: number; control: Control } | null>(null);

  // A draft stays only while it is a reordering of what the server has.
  const live: Record<string, number[]> = {};
  for (const [list, ids] of Object.entries(drafts)) {
    const base = server[list];
    if (base && base.length === ids.length && base.every((id) => ids.includes(id)) && !sameOrder(base, ids)) live[list] = ids;
  }
  const orderOf = (list: string): readonly number[] => live[list] ?? server[list] ?? [];
  const dirty = Object.keys(live);

  const say = useCallback((text: string) => {
    // The same sentence twice must still be read: clear first.
    setMessage('');
    requestAnimationFrame(() => setMessage(text));
  }, []);

  const move = (list: string, id: number, to: number, control?: Control) => {
    const current = orderOf(list);
    const next = moveId(current, id, to);
    if (sameOrder(current, next)) return;
    setDrafts((d) => ({ ...d, [list]: next }));
    if (control) focusAfter.current = { list, id, control };
    say(t('menuOrder.reorder.moved', { name: names(id), position: next.indexOf(id) + 1, count: next.length }));
  };

  useLayoutEffect(() => {
    const want = focusAfter.current;
    if (!want) return;
    focusAfter.current = null;
    const find = (control: Control) =>
      [...document.querySelectorAll(`[data-reorder-control="${want.list}:${want.id}:${control}"]`)].find(
        (el): el is HTMLElement => visible(el) && !(el as HTMLButtonElement).disabled,
      );
    const target = find(want.control) ?? find('handle');
    if (target && document.activeElement !== target) target.focus();
  });

  /** Pointer drag from a handle: the row follows the pointer among its list's visible rows. */
  const startDrag = (list: string, id: number, event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    handle.focus();
    setDragging({ list, id });
    let order = orderOf(list);
    const onMove = (e: PointerEvent) => {
      const rows = [...document.querySelectorAll(`[data-reorder-row="${list}"]`)].filter(visible);
      const others = rows.filter((r) => Number(r.dataset.reorderId) !== id);
      const to = others.filter((r) => {
        const box = r.getBoundingClientRect();
        return box.top + box.height / 2 < e.clientY;
      }).length;
      const next = moveId(order, id, to);
      if (!sameOrder(order, next)) {
        order = next;
        setDrafts((d) => ({ ...d, [list]: next }));
      }
    };
    const onEnd = () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onEnd);
      window.removeEventListener('pointercancel', onEnd);
      setDragging(null);
      focusAfter.current = { list, id, control: 'handle' };
      say(t('menuOrder.reorder.moved', { name: names(id), position: order.indexOf(id) + 1, count: order.length }));
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onEnd);
    window.addEventListener('pointercancel', onEnd);
  };

  return {
    orderOf,
    dirty,
    dragging,
    message,
    say,
    move,
    startDrag,
    reset: () => setDrafts({}),
    draftOf: (list: string) => live[list],
  };
}

export type DraftOrders = ReturnType<typeof useDraftOrders>;

/** The drag handle and the Move up / Move down buttons of one row (each 44 px square). */
export function ReorderControls({
  orders,
  list,
  id,
  name,
  className,
}: {
  orders: DraftOrders;
  list: string;
  id: number;
  name: string;
  className?: string;
}) {
  const ids = orders.orderOf(list);
  const index = ids.indexOf(id);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const by = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (by === 0) return;
    event.preventDefault();
    orders.move(list, id, index + by, 'handle');
  };
  const control = (c: Control) => ({ 'data-reorder-control': `${list}:${id}:${c}` });
  return (
    <div className={cn('flex shrink-0 items-center', className)}>
      <button
        type="button"
        {...control('handle')}
        aria-label={t('menuOrder.reorder.handle', { name })}
        className={cn(
          'flex size-11 cursor-grab touch-none select-none items-center justify-center rounded-md text-muted-foreground hover:bg-sand-100 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          orders.dragging?.id === id && orders.dragging.list === list && 'cursor-grabbing bg-sand-100 text-foreground',
        )}
        onPointerDown={(event) => orders.startDrag(list, id, event)}
        onKeyDown={onKeyDown}
        data-testid="reorder-handle"
      >
        <GripVertical aria-hidden="true" className="size-5" />
      </button>
      <Button
        variant="ghost"
        size="icon"
        className="size-11"
        {...control('up')}
        aria-label={t('menuOrder.reorder.moveUp', { name })}
        disabled={index <= 0}
        onClick={() => orders.move(list, id, index - 1, 'up')}
      >
        <ArrowUp aria-hidden="true" className="size-4" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-11"
        {...control('down')}
        aria-label={t('menuOrder.reorder.moveDown', { name })}
        disabled={index === -1 || index >= ids.length - 1}
        onClick={() => orders.move(list, id, index + 1, 'down')}
      >
        <ArrowDown aria-hidden="true" className="size-4" />
      </Button>
    </div>
  );
}

/** The live region that says each move, and the Save order / Undo bar while a draft is unsaved. */
export function ReorderBar({
  orders,
  saving,
  onSave,
  testId,
}: {
  orders: DraftOrders;
  saving: boolean;
  onSave: () => void;
  testId?: string;
}) {
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only">
        {orders.message}
      </p>
      {orders.dirty.length > 0 && (
        <div
          className="sticky bottom-3 z-10 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 shadow-md"
          data-testid={testId}
        >
          <p className="font-medium text-amber-950 text-sm">{t('menuOrder.reorder.unsaved')}</p>
          <div className="flex gap-2">
            <Button variant="outline" className="min-h-11" disabled={saving} onClick={orders.reset}>
              <Undo2 aria-hidden="true" />
              {t('menuOrder.reorder.undo')}
            </Button>
            <Button className="min-h-11" disabled={saving} onClick={onSave}>
              {saving && <Spinner />}
              {t(saving ? 'menuOrder.reorder.saving' : 'menuOrder.reorder.save')}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
