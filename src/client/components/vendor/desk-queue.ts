/**
 * The desk through a dropout (issue 42, decision 0051), on the device: what the desk and the
 * Kitchen view keep in IndexedDB (idb-keyval) — the changes made while offline, each with the
 * Idempotency-Key it is sent with, and the last snapshot of the orders (to open without a
 * network) — and how they are sent and caught up with.
 *
 * - A queued change is sent in the order it was made, until the network fails (it stays, to be
 *   sent on `online`, when the page is shown again or at the next start). The server applies each
 *   key once, so a change sent twice (two tabs, an answer lost on the way back) is made once.
 * - A refusal (409 `cancelled_by_customer`, a sold-out item…) is final: the change leaves the
 *   queue and the desk shows the server's words.
 * - Only the account that queued a change sends it.
 * Desk code only: imported by the desk's and the kitchen's chunks, never by a public page.
 */
import type { PreorderStatus } from '@shared/preorder-status.js';
import type { VendorOrder } from '@shared/schemas/preorders.js';
import type { MyVendor } from '@shared/schemas/vendors.js';
import type { WalkUpOrderCreate } from '@shared/schemas/walk-up.js';
import { createStore, del, get, set, update } from 'idb-keyval';
import { ApiError, api, OfflineError } from '@/lib/api';

interface Queued {
  /** The Idempotency-Key it is sent with. */
  key: string;
  /** The account that made it (only that account sends it). */
  userId: string;
  queuedAt: string;
}
export type QueuedChange =
  | (Queued & { kind: 'status'; orderId: number; invoice: string; status: PreorderStatus })
  | (Queued & { kind: 'walkUp'; body: WalkUpOrderCreate; summary: string });

/** What the desk saved last time it had the orders: shown when it opens without a network. */
export interface DeskSnapshot {
  userId: string;
  myVendor: MyVendor;
  orders: VendorOrder[];
  cursor: string | null;
  savedAt: string;
}

const QUEUE = 'queue';
const SNAPSHOT = 'snapshot';
let store: ReturnType<typeof createStore> | undefined;
/** Opened on first use (never during a server render or at import). */
const db = () => {
  store ??= createStore('valley-eats-desk', 'desk');
  return store;
};

// ---------------------------------------------------------------- who is listening

type Listener = () => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | undefined;
/** Another tab of this device changed the queue (a second screen on one tablet). */
function crossTab(): BroadcastChannel | undefined {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel('valley-eats-desk');
  channel.onmessage = () => {
    for (const l of listeners) l();
  };
  return channel;
}
function changed(): void {
  for (const l of listeners) l();
  crossTab()?.postMessage('changed');
}
export function onQueueChange(listener: Listener): () => void {
  crossTab();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// ---------------------------------------------------------------- the queue

export async function queuedChanges(): Promise<QueuedChange[]> {
  return (await get<QueuedChange[]>(QUEUE, db())) ?? [];
}

export async function enqueue(change: QueuedChange): Promise<void> {
  await update<QueuedChange[]>(QUEUE, (list = []) => (list.some((c) => c.key === change.key) ? list : [...list, change]), db());
  changed();
}

async function dequeue(key: string): Promise<void> {
  await update<QueuedChange[]>(QUEUE, (list = []) => list.filter((c) => c.key !== key), db());
  changed();
}

/** A fresh key for one change: random, never reused. */
export function newChangeKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The network, not the server, failed, or the server could not take it now (a gateway with no
 * server behind it, a server stopping, a rate limit): keep the change for later. A 500 is the
 * server failing on this change, final like a refusal: the desk says "Failed to update preorder
 * status" rather than resend it for ever.
 */
export function isNetworkFailure(error: unknown): boolean {
  return (
    error instanceof OfflineError ||
    error instanceof TypeError ||
    (error instanceof ApiError && (error.status === 429 || error.status === 502 || error.status === 503 || error.status === 504))
  );
}

export function sendStatus(change: { key: string; orderId: number; status: PreorderStatus }): Promise<VendorOrder> {
  return api('PUT /api/guest-preorders/:id/status', { params: { id: change.orderId }, body: { status: change.status } }, {
    headers: { 'Idempotency-Key': change.key },
  });
}

export function sendWalkUp(change: { key: string; body: WalkUpOrderCreate }): Promise<VendorOrder> {
  return api('POST /api/my-vendor/walk-up-orders', { body: change.body }, { headers: { 'Idempotency-Key': change.key } });
}

export interface FlushResult {
  sent: number;
  refused: { change: QueuedChange; error: unknown }[];
  /** Stopped by the network: what is left waits for the next try. */
  stopped: boolean;
}

let flushing: Promise<FlushResult> | undefined;

/**
 * Sends this account's queued changes in the order they were made. One at a time per tab; tabs
 * share the Web Lock when the browser has one (the server's keys make a double send harmless).
 */
export function flushQueue(userId: string): Promise<FlushResult> {
  flushing ??= withLock(() => sendAll(userId)).finally(() => {
    flushing = undefined;
  });
  return flushing;
}

function withLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('valley-eats-desk-queue', run) as Promise<T>) : run();
}

async function sendAll(userId: string): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: [], stopped: false };
  for (const change of await queuedChanges()) {
    if (change.userId !== userId) continue;
    try {
      if (change.kind === 'status') await sendStatus(change);
      else await sendWalkUp(change);
      result.sent++;
    } catch (error) {
      // Signed out meanwhile: kept for this account's next sign-in.
      if (isNetworkFailure(error) || (error instanceof ApiError && error.status === 401)) {
        result.stopped = true;
        break;
      }
      result.refused.push({ change, error });
    }
    await dequeue(change.key);
  }
  return result;
}

/** The orders as the desk shows them: each queued status change already applied (it will be sent). */
export function withQueued(orders: readonly VendorOrder[], queue: readonly QueuedChange[]): VendorOrder[] {
  const latest = new Map<number, PreorderStatus>();
  for (const c of queue) if (c.kind === 'status') latest.set(c.orderId, c.status);
  if (latest.size === 0) return [...orders];
  return orders.map((o) => (latest.has(o.id) ? { ...o, status: latest.get(o.id) as PreorderStatus } : o));
}

// ---------------------------------------------------------------- the snapshot and the catch-up

export async function loadSnapshot(): Promise<DeskSnapshot | null> {
  try {
    return (await get<DeskSnapshot>(SNAPSHOT, db())) ?? null;
  } catch {
    return null;
  }
}

export async function saveSnapshot(snapshot: DeskSnapshot): Promise<void> {
  try {
    await set(SNAPSHOT, snapshot, db());
  } catch {
    // Private mode or a full disk: the desk works online as before.
  }
}

/** Signing out forgets the orders kept on this device (the queue of unsent changes stays, for the same account). */
export async function forgetSnapshot(): Promise<void> {
  try {
    await del(SNAPSHOT, db());
  } catch {
    // Nothing kept.
  }
}

/** The cursor of the orders the desk holds (GET /api/my-vendor/preorders?since=). */
let cursor: string | null = null;
export const setDeskCursor = (value: string | null) => {
  cursor = value;
};
export const deskCursor = () => cursor;

/** Newest first by creation, as the server's list; at most this many kept. */
const KEPT = 300;

/**
 * The desk's list read: the first time (no cursor) the list and its cursor, afterwards only what
 * changed since, merged by id into what the desk holds (issue 42: a desk back online catches up
 * instead of trusting the live stream alone).
 *
 * `signal` is the query's: a read the query cancels (a catch-up started while it was on its way)
 * is thrown away, so it must not move the cursor either, or the next read would start after
 * changes the desk never got (a customer's cancel made while the desk was offline).
 */
export async function readDeskOrders(held: readonly VendorOrder[] | undefined, signal?: AbortSignal): Promise<VendorOrder[]> {
  let from = held && cursor ? cursor : '';
  const byId = new Map<number, VendorOrder>(from ? (held ?? []).map((o) => [o.id, o]) : []);
  for (let page = 0; page < 20; page++) {
    const answer = await api('GET /api/my-vendor/preorders', { query: { since: from } }, { signal });
    // The route answers the bare list only to a read without `since`, which this one always sends.
    if (Array.isArray(answer)) throw new Error('GET /api/my-vendor/preorders?since= answered a list, not changes');
    for (const o of answer.orders) byId.set(o.id, o);
    from = answer.cursor;
    if (!answer.more) break;
  }
  signal?.throwIfAborted();
  cursor = from;
  return [...byId.values()]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, KEPT);
}
