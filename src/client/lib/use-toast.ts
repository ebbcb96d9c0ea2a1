/**
 * Notices (SPEC §9): a tiny store outside React so any code (including api.ts) can call
 * `toast()`. At most TOAST_LIMIT are kept; the newest replaces the oldest. Radix Toast (see
 * components/ui/toaster.tsx) handles timing, swipe, the F8 hotkey and screen-reader announcements.
 */
import { TOAST_LIMIT } from '@shared/constants.js';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';

/** How long a dismissed notice stays mounted so Radix can play its exit animation. */
const TOAST_REMOVE_DELAY_MS = 1000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the provider's 5000 ms. */
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

interface State {
  toasts: ToastItem[];
}

type Listener = (state: State) => void;

let state: State = { toasts: [] };
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function setState(next: State) {
  state = next;
  for (const listener of listeners) listener(state);
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    setState({ toasts: state.toasts.filter((t) => t.id !== id) });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimers.set(id, timer);
}

/** Closes one notice, or all of them without an id. */
export function dismissToast(id?: string) {
  for (const t of state.toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  setState({
    toasts: state.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  });
}

/** Shows a notice; returns its id and functions to change or close it. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { ...input, id, open: true };
  setState({ toasts: [item, ...state.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (next: ToastInput) =>
      setState({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, ...next } : t)) }),
  };
}

/** How long a redirect that follows a notice waits for the notice to be on screen, at most. */
const NOTICE_SHOWN_WAIT_MS = 5000;

let noticesOnScreen = false;
const onScreenWaiters = new Set<() => void>();

/** The Toaster calls this once it is mounted: from then on a notice is on screen when it is made. */
export function markNoticesShown() {
  noticesOnScreen = true;
  for (const waiter of onScreenWaiters) waiter();
  onScreenWaiters.clear();
}

/**
 * Runs `action` `delayMs` after the notices are on screen. The Toaster's code comes with the first
 * notice, so on a slow phone a redirect timed from the toast() call ('Unauthorized', then the
 * login after 500 ms) could leave before the notice was ever drawn; timed from the Toaster's mount
 * it never does. If the Toaster cannot come (its code failed to load), the action runs after
 * NOTICE_SHOWN_WAIT_MS all the same. Returns a function that cancels it.
 */
export function afterNoticeShown(action: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    onScreenWaiters.delete(start);
    clearTimeout(fallback);
    timer ??= setTimeout(action, delayMs);
  };
  const fallback = noticesOnScreen ? undefined : setTimeout(start, NOTICE_SHOWN_WAIT_MS);
  if (noticesOnScreen) start();
  else onScreenWaiters.add(start);
  return () => {
    onScreenWaiters.delete(start);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

/** True from the first notice on: the Toaster's code is only loaded once it has something to show. */
export function useHasNotices(): boolean {
  const [has, setHas] = useState(state.toasts.length > 0);
  useEffect(() => {
    if (has) return;
    const listener: Listener = (next) => {
      if (next.toasts.length > 0) setHas(true);
    };
    listeners.add(listener);
    listener(state);
    return () => {
      listeners.delete(listener);
    };
  }, [has]);
  return has;
}

/** The current notices, for the Toaster. */
export function useToast() {
  const [current, setCurrent] = useState(state);
  useEffect(() => {
    listeners.add(setCurrent);
    setCurrent(state);
    return () => {
      listeners.delete(setCurrent);
    };
  }, []);
  return { toasts: current.toasts, toast, dismiss: dismissToast };
}
