/**
 * The first routes on a phone (the landing page, the map home, a guest preorder link) hydrate on
 * the visitor's first intent (docs/decisions/0047-islands.md, addendum of 2026-11-29): the
 * server's HTML is on screen and readable at once, and neither the page's code (React, the cards,
 * the map, the menu, the query library, the messages) nor React's work over it runs until the
 * first touch, key, focus, scroll or mouse move. Measured, that code's evaluation alone was what
 * kept a phone busy while the page loaded.
 *
 * What a person does before the page is hydrated is not lost: a click (a tap, Enter or Space on a
 * button) or a form's submission inside the page is held and handed to the same element once React
 * has hydrated it (React keeps the server's elements, so the element is still there), and text
 * typed into a field meanwhile reaches the page as an ordinary change.
 */
import { hasKeptCart } from '@/components/ordering/cart-storage';
import { preorderVendorId } from './query-keys';
import { onFirstIntent } from './utils';

/** A first intent here also counts scrolling and a mouse moving: both say someone is reading. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'mousemove', 'click', 'keydown', 'focusin', 'wheel', 'scroll'];

/** On the server there is nothing to wait for. */
let seen = typeof window === 'undefined';
/** Settles on the visitor's first intent (at once on the server); islands (lib/island.tsx) wait for it too. */
export const firstIntent = new Promise<void>((resolve) => {
  if (seen) resolve();
  else
    onFirstIntent(() => {
      seen = true;
      resolve();
    }, INTENT_EVENTS);
});

export const intentSeen = (): boolean => seen;

/** The page's wide layout (Tailwind's `lg`): the map home's map beside its list, the checkout beside the menu. */
const WIDE_SCREEN = '(min-width: 64rem)';

/** Whether this screen shows the wide layout. */
export const isWideScreen = (): boolean => window.matchMedia(WIDE_SCREEN).matches;

/**
 * The server drew a page that waits (`data-hydrates-on-intent` in it: the landing page, the map
 * home, a guest preorder link), this is a phone, and the page has nothing only the browser can
 * show: every read came with the first paint, and no cart kept on this device or reward code in
 * the link for a guest preorder (those show at once).
 */
export function drawnPageWaitsForIntent(queriesComplete: boolean): boolean {
  if (!queriesComplete || document.querySelector('[data-hydrates-on-intent]') === null || isWideScreen()) return false;
  const params = new URLSearchParams(window.location.search);
  const vendorId = preorderVendorId(params);
  return !params.has('code') && (vendorId === null || !hasKeptCart(vendorId));
}

/** Whether every read in the first paint's dehydrated cache arrived (else only the browser can load the rest). */
export function dehydratedQueriesComplete(queries: unknown): boolean {
  const list = (queries as { queries?: { state?: { status?: string } }[] } | null)?.queries;
  return Array.isArray(list) && list.every((q) => q.state?.status === 'success');
}

type Held = { kind: 'click'; target: Element } | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

let held: Held[] | null = null;
let stopHolding: (() => void) | null = null;

/** From now until `replayHeld()`, clicks and submissions inside `root` wait for the page. */
export function holdUntilHydrated(root: HTMLElement): void {
  held = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!held || !(target instanceof Element) || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', target });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!held || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form, submitter: event.submitter });
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  stopHolding = () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
  };
}

const valueSetter = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, 'value')?.set;

/**
 * A field typed into before React hydrated it: React took the typed text as the value it last
 * saw, so it would never report it. Its own value is put back through React's setter (which
 * React watches) and the typed text through the element's (which it does not), then an `input`
 * event tells React of the change, as typing would have.
 */
function reportTyped(root: HTMLElement): void {
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) continue;
    if (el.value === el.defaultValue) continue;
    const typed = el.value;
    el.value = el.defaultValue;
    valueSetter(el)?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** The page is hydrated: what was held happens now, in order. */
export function replayHeld(root: HTMLElement): void {
  if (!held) return;
  const waiting = held;
  held = null;
  stopHolding?.();
  stopHolding = null;
  reportTyped(root);
  for (const h of waiting) {
    if (h.kind === 'click') {
      if (!h.target.isConnected) continue;
      if (h.target instanceof HTMLElement) h.target.click();
      else h.target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    } else if (h.form.isConnected) h.form.requestSubmit(h.submitter && h.submitter.isConnected ? h.submitter : undefined);
  }
}
