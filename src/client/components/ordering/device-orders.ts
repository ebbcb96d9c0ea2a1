/**
 * The orders placed from this browser (issue 44 friction 5), as DoorDash and Toast keep a guest's
 * recent orders: their tracking tokens in localStorage, written when an order is placed, read by
 * the tracking page, which loads each order by its token from the tracking API (never by phone
 * number; the server is sent nothing it did not already get). Only the token and when it was
 * placed are kept: the newest DEVICE_ORDERS_MAX, none older than DEVICE_ORDERS_TTL_MS. Storage
 * that is blocked or full (a private window) keeps nothing.
 */
import { isFresh, keep, parseVersioned, readKept } from '@/lib/device-storage';

/** At most the last 10 orders are kept. */
export const DEVICE_ORDERS_MAX = 10;
/** An order placed more than 30 days ago is forgotten. */
export const DEVICE_ORDERS_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const DEVICE_ORDERS_KEY = 'valley-eats.orders';

const VERSION = 1;

/** A tracking token as the server makes them (base64url; the route takes 8 to 200 characters). */
const TOKEN = /^[A-Za-z0-9_-]{8,200}$/;

export interface DeviceOrder {
  token: string;
  /** When it was placed on this device (ms since the epoch). */
  placedAt: number;
}

/**
 * The kept orders, newest first: unreadable text, another version, entries that are not orders,
 * expired ones (or dated in the future) and repeated tokens are left out; at most DEVICE_ORDERS_MAX.
 */
export function parseDeviceOrders(text: string | null, now: number): DeviceOrder[] {
  const orders = parseVersioned(text, VERSION)?.orders;
  if (!Array.isArray(orders)) return [];
  const kept: DeviceOrder[] = [];
  for (const entry of orders) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { token, placedAt } = entry as Record<string, unknown>;
    if (typeof token !== 'string' || !TOKEN.test(token) || !isFresh(placedAt, now, DEVICE_ORDERS_TTL_MS)) continue;
    kept.push({ token, placedAt });
  }
  kept.sort((a, b) => b.placedAt - a.placedAt);
  const seen = new Set<string>();
  return kept.filter((o) => !seen.has(o.token) && seen.add(o.token)).slice(0, DEVICE_ORDERS_MAX);
}

/** What is written for `orders`. */
export function serializeDeviceOrders(orders: readonly DeviceOrder[]): string {
  return JSON.stringify({ v: VERSION, orders });
}

/** The list with `token` placed at `now` first (once), expired ones and those past the cap dropped. */
export function withDeviceOrder(orders: readonly DeviceOrder[], token: string, now: number): DeviceOrder[] {
  return parseDeviceOrders(serializeDeviceOrders([{ token, placedAt: now }, ...orders.filter((o) => o.token !== token)]), now);
}

// ---- the browser's copy

const listeners = new Set<() => void>();

const read = () => readKept(DEVICE_ORDERS_KEY);

function write(orders: readonly DeviceOrder[]): void {
  keep(DEVICE_ORDERS_KEY, orders.length === 0 ? null : serializeDeviceOrders(orders));
  for (const listener of listeners) listener();
}

/** The orders this device keeps, newest first. */
export function loadDeviceOrders(now = Date.now()): DeviceOrder[] {
  return parseDeviceOrders(read(), now);
}

/** Keeps an order just placed on this device (called by the checkout when the server answers 201). */
export function rememberDeviceOrder(token: string, now = Date.now()): void {
  if (!TOKEN.test(token)) return;
  write(withDeviceOrder(loadDeviceOrders(now), token, now));
}

/** Takes an order off this device's list (the order itself is not touched). */
export function forgetDeviceOrder(token: string, now = Date.now()): void {
  write(loadDeviceOrders(now).filter((o) => o.token !== token));
}

/** Calls `listener` when the kept orders change, in this tab or another. */
export function subscribeDeviceOrders(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab placing or removing an order.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DEVICE_ORDERS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const NO_DEVICE_ORDERS: DeviceOrder[] = [];
let cached: { text: string | null; orders: DeviceOrder[] } = { text: null, orders: NO_DEVICE_ORDERS };

/** The kept orders, the same array until they change (for useSyncExternalStore). */
export function deviceOrdersSnapshot(): DeviceOrder[] {
  const text = read();
  if (text !== cached.text) cached = { text, orders: parseDeviceOrders(text, Date.now()) };
  return cached.orders;
}
