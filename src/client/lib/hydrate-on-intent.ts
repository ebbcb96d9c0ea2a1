/**
 * The first routes on a phone (the landing page, the map home, a guest preorder link, an order's
 * tracking link) hydrate on the visitor's first intent (docs/decisions/0047-islands.md, addenda of
 * 2026-11-29 and 2026-11-30): the server's HTML is on screen and readable at once, and neither the
 * page's code (React, the cards, the map, the menu, the query library, the messages) nor React's
 * work over it runs until the first touch, key, focus, wheel or mouse move — or until what the
 * page shows changes (`drawnPageChanges`). Measured, that code's evaluation alone was what kept a
 * phone busy while the page loaded.
 *
 * What a person does before the page is hydrated is not lost: a click (a tap, Enter or Space on a
 * button) or a form's submission inside the page is held and handed to the same element once React
 * has hydrated it (React keeps the server's elements, so the element is still there), and text
 * typed into a field meanwhile reaches the page as an ordinary change.
 */
import { hasKeptCart } from '@/components/ordering/cart-storage';
import { loadDeviceOrders } from '@/components/ordering/device-orders';
import { drawnAt, drawnData, type FirstPaintState } from './first-paint';
import { preorderVendorId } from './query-keys';
import { INTENT_EVENTS as ACTION_EVENTS, onFirstIntent } from './utils';

/**
 * A first intent here is lib/utils.ts's (a touch, key or focus) and also the first sign of someone
 * reading: a mouse moving, a wheel turning (and the touch and mouse events a browser may send
 * before `pointerdown`). Not `scroll`: a page scrolls without anyone touching it (a strip with
 * scroll snapping settles at layout; the browser restores a position), and that loaded the whole
 * app on an untouched phone whenever it came after this script (Lighthouse under load: 174 KB of
 * script instead of 21 KB, TBT 1–3 s). A person's scrolling starts with a touch, a wheel, a key or
 * a press on the scroll bar, all here.
 */
const INTENT_EVENTS = [...ACTION_EVENTS, 'touchstart', 'mousedown', 'mousemove', 'click', 'wheel'];

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
 * home, a guest preorder link, order tracking), this is a phone, and the page has nothing only the
 * browser can show: every read came with the first paint, no cart kept on this device or reward
 * code in the link for a guest preorder, no other order kept on this device for the tracking page
 * (those show at once).
 */
export function drawnPageWaitsForIntent(readsComplete: boolean): boolean {
  if (!readsComplete || document.querySelector('[data-hydrates-on-intent]') === null || isWideScreen()) return false;
  const params = new URLSearchParams(window.location.search);
  if (window.location.pathname === '/order-tracking') return !trackingShowsAtOnce(params.get('token'));
  const vendorId = preorderVendorId(params);
  return vendorId === null || !guestPreorderShowsAtOnce(vendorId);
}

/** A guest preorder link with a cart kept on this device or a reward code in it: only the browser can show those. */
export function guestPreorderShowsAtOnce(vendorId: number): boolean {
  return hasKeptCart(vendorId) || new URLSearchParams(window.location.search).has('code');
}

/** The tracking page on a device that keeps other orders: only the browser can list them. */
function trackingShowsAtOnce(token: string | null): boolean {
  return loadDeviceOrders().some((order) => order.token !== token?.trim());
}

/** A label that counts minutes ("in 12 min") may read otherwise a minute after it was drawn. */
const MINUTE_MS = 60_000;

/**
 * What makes a drawn page that waits for the first intent start all the same: what it shows
 * changing. Settles on the first event of the page's live stream whose data is not what the page
 * shows (the tracking page's order: `data-live-stream` names the stream, `data-live-event` its
 * event and `data-live-query` the query the page was drawn from), so a phone nobody touches still
 * sees its order turn "Ready"; and, on a page with a label that counts minutes
 * (`data-counts-minutes`: the countdown to the order's pickup), a minute after it was drawn, at once
 * when this device's clock is a minute or more away from the server's. The stream opens at once (it first sends what is current, which
 * may already differ) and closes on the first intent or the change, before the page opens its own.
 * Never settles on a page with neither.
 */
export function drawnPageChanges(drawn: FirstPaintState): Promise<void> {
  return new Promise((resolve) => {
    const at = drawnAt(drawn);
    if (at !== null && document.querySelector('[data-counts-minutes]')) {
      const skew = Date.now() - at;
      window.setTimeout(resolve, Math.abs(skew) >= MINUTE_MS ? 0 : MINUTE_MS - skew);
    }
    const marker = document.querySelector<HTMLElement>('[data-live-stream]');
    const { liveStream, liveEvent, liveQuery } = marker?.dataset ?? {};
    if (!liveStream || !liveEvent || !liveQuery || typeof EventSource === 'undefined') return;
    // The server sends the same JSON the page's read answered: text compares as the data does.
    const shown = JSON.stringify(drawnData(drawn, liveQuery));
    const source = new EventSource(liveStream);
    const stop = () => source.close();
    void firstIntent.then(stop);
    source.addEventListener(liveEvent, (event) => {
      if ((event as MessageEvent<string>).data === shown) return;
      stop();
      resolve();
    });
  });
}

/** `path`: the element's place under the page's root (child indices), to find it again if React redrew it. */
type Held =
  | { kind: 'click'; target: Element; path: number[] }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null; path: number[] };

let held: Held[] | null = null;
let stopHolding: (() => void) | null = null;
/** True while a held action is handed on (its own click or submission must pass the hold). */
let handingOn = false;

function pathFrom(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let at: Element | null = el; at && at !== root; at = at.parentElement) {
    if (!at.parentElement) return [];
    path.unshift(Array.prototype.indexOf.call(at.parentElement.children, at));
  }
  return path;
}

/**
 * The held element, or the one React drew in its place (a part redrawn rather than hydrated over):
 * the same tag at the same place with the same text. Null when neither is there.
 */
function current(root: Element, el: Element, path: number[]): Element | null {
  if (el.isConnected) return el;
  let at: Element | undefined = root;
  for (const i of path) at = at?.children[i];
  return at && at.tagName === el.tagName && at.textContent === el.textContent ? at : null;
}

const isCheckbox = (el: Element | null): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** A checkbox or radio button, or a label of one: its click is left to the browser (see `reportChanged`). */
function checkable(target: Element): boolean {
  return isCheckbox(target instanceof HTMLLabelElement ? target.control : target);
}

/** From now until `replayHeld()`, clicks and submissions inside `root` wait for the page. */
export function holdUntilHydrated(root: HTMLElement): void {
  held = [];
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!held || handingOn || !(target instanceof Element) || !root.contains(target) || checkable(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'click', target, path: pathFrom(root, target) });
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!held || handingOn || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: 'submit', form, submitter: event.submitter, path: pathFrom(root, form) });
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  stopHolding = () => {
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
  };
}

/** React has taken over this element (it keeps its props on the element once hydrated). */
const isHydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactProps$'));

/** How long a held action waits for React to reach its element, at most. */
const HYDRATION_WAIT_MS = 10_000;

/**
 * Resolves once React has hydrated `el` (a part inside an island or a Suspense boundary follows
 * the page by a few tasks), or when it is gone or the wait is over.
 */
async function hydrated(el: Element): Promise<boolean> {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  while (el.isConnected && !isHydrated(el) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 16));
  return el.isConnected;
}

/** The held element once React has it (or the one drawn in its place), else null. */
async function ready(root: Element, el: Element, path: number[]): Promise<Element | null> {
  const deadline = Date.now() + HYDRATION_WAIT_MS;
  for (;;) {
    const now = current(root, el, path);
    if (!now || isHydrated(now) || Date.now() >= deadline) return now;
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

const valueSetter = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype, 'value')?.set;

/**
 * A field changed before React hydrated it: React took what it found as the value it last saw, so
 * it would never report the change. A text is put back through React's setter (which React
 * watches) and the typed text through the element's own (which it does not), then an `input`
 * event tells React, as typing would have; a checkbox or radio button is put back and clicked.
 */
async function reportChanged(root: HTMLElement): Promise<void> {
  for (const el of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const check = isCheckbox(el);
    if (check ? el.checked === el.defaultChecked : el.value === el.defaultValue) continue;
    if (!(await hydrated(el))) continue;
    if (check) {
      el.checked = el.defaultChecked;
      el.click();
      continue;
    }
    const typed = el.value;
    el.value = el.defaultValue;
    valueSetter(el)?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Until the next frame has been drawn: what React committed for the last action (and the effects
 * that follow it, such as a cart read back from the device) is in place before the next one,
 * as between two taps of a person. A hidden page draws no frames: then a tenth of a second.
 */
const settled = () =>
  new Promise<void>((resolve) => {
    const done = () => setTimeout(resolve, 0);
    if (document.visibilityState === 'visible') requestAnimationFrame(done);
    else setTimeout(done, 100);
  });

/**
 * A held click handed on as the press it was: the pointer and mouse going down and up reached the
 * page before React had it, and some parts answer those rather than the click (a tab is chosen on
 * the press, as Radix's tabs are).
 */
function press(el: Element): void {
  const init = { bubbles: true, cancelable: true, view: window, button: 0, buttons: 1 };
  el.dispatchEvent(new PointerEvent('pointerdown', { ...init, pointerType: 'mouse', isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mousedown', init));
  el.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0, pointerType: 'mouse', isPrimary: true }));
  el.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  if (el instanceof HTMLElement) el.click();
  else el.dispatchEvent(new MouseEvent('click', { ...init, buttons: 0 }));
}

/**
 * The page is hydrated: what was done meanwhile reaches it now, in order. Clicks made while this
 * hands them on join the end of the line (the hold stays until it is empty), so a quick third tap
 * never overtakes the first two.
 */
export async function replayHeld(root: HTMLElement): Promise<void> {
  if (!held) return;
  const waiting = held;
  await settled();
  await reportChanged(root);
  while (waiting.length > 0) {
    const h = waiting.shift()!;
    await settled();
    const el = h.kind === 'click' ? await ready(root, h.target, h.path) : await ready(root, h.form, h.path);
    if (!el) continue;
    handingOn = true;
    try {
      if (h.kind === 'submit') {
        const form = el as HTMLFormElement;
        form.requestSubmit(h.submitter?.isConnected && form.contains(h.submitter) ? h.submitter : undefined);
      } else press(el);
    } finally {
      handingOn = false;
    }
  }
  held = null;
  stopHolding?.();
  stopHolding = null;
}
