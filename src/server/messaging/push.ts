/**
 * Web Push for an order (DESIGN §10.1): a customer on the tracking page subscribes (the order's
 * token authorises it); confirmed and ready then put one 'push' outbox row per subscription, which
 * the outbox worker sends. A vendor's devices subscribe the same way for the desk's alerts (issue
 * 41: an order nobody answers), through the owner's session. The `web-push` package encrypts the payload (RFC 8291) and signs the
 * VAPID header (RFC 8292); the request itself goes out through fetch, with the outbox's time-out.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { guestPreorders, notifications, pushSubscriptions } from '../db/schema.js';
import { type PushResponse, PrivatePushAddressError, postPush, pushEndpointAllowed, type ResolveHost } from './push-endpoint.js';
import { describeFetchError, type SendOutcome } from './sender.js';

/** At most this many browsers follow one order (a family's phones, not a botnet). */
export const MAX_PUSH_SUBSCRIPTIONS_PER_ORDER = 5;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

function subjectOf(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  if (config.PUBLIC_URL?.startsWith('https://')) return new URL(config.PUBLIC_URL).origin;
  return 'mailto:push@valley-eats.invalid';
}

/**
 * main.ts: keys from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or generated once and kept in
 * DATA_DIR/vapid-keys.json (like the session secret), so subscriptions survive restarts.
 */
export function vapidConfig(config: Config): Config {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return config;
  const file = path.join(config.DATA_DIR, 'vapid-keys.json');
  let keys: { publicKey: string; privateKey: string };
  if (existsSync(file)) {
    keys = JSON.parse(readFileSync(file, 'utf8')) as typeof keys;
  } else {
    mkdirSync(config.DATA_DIR, { recursive: true });
    keys = webpush.generateVAPIDKeys();
    writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  }
  return { ...config, VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

let ephemeral: { publicKey: string; privateKey: string } | undefined;

/**
 * The keys an app uses. An app built without any (tests, tools) gets keys made for this process:
 * main.ts always passes configured or stored ones.
 */
export function vapidKeys(config: Config): VapidKeys {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: subjectOf(config) };
  }
  ephemeral ??= webpush.generateVAPIDKeys();
  return { ...ephemeral, subject: subjectOf(config) };
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** The order a tracking token names (id and status only). */
export async function findOrderForPush(db: Db, token: string) {
  const rows = await db
    .select({ id: guestPreorders.id, status: guestPreorders.status })
    .from(guestPreorders)
    .where(eq(guestPreorders.trackingToken, token))
    .limit(1);
  return rows[0];
}

export type SubscribeResult =
  | { ok: true; subscription: typeof pushSubscriptions.$inferSelect; created: boolean }
  | { ok: false; reason: 'too_many' };

export interface PushMessage {
  title: string;
  body: string;
  /** Where a click on the notification leads (relative to the app). */
  url: string;
  /** Notifications with one tag replace each other on the device. */
  tag: string;
}

/** One 'push' outbox row per subscription (inside the caller's transaction); how many were written. */
async function enqueuePushRows(
  db: Db,
  subs: { id: number }[],
  row: { vendorId: number; guestPhone: string | null; metadata: Record<string, unknown> },
  message: PushMessage,
  type: string,
  now: Date,
): Promise<number> {
  if (subs.length === 0) return 0;
  await db.insert(notifications).values(
    subs.map((s) => ({
      channel: 'push',
      guestPhone: row.guestPhone,
      vendorId: row.vendorId,
      title: message.title,
      message: message.body,
      type,
      actionUrl: message.url,
      metadata: { subscriptionId: s.id, ...row.metadata, tag: message.tag },
      nextAttemptAt: now,
    })),
  );
  return subs.length;
}

/** One 'push' outbox row per subscription of the order (inside the caller's transaction). */
export async function enqueuePushForOrder(
  db: Db,
  order: { id: number; vendorId: number; phone: string | null },
  message: PushMessage,
  type: string,
  now: Date,
): Promise<number> {
  const subs = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.preorderId, order.id));
  return enqueuePushRows(db, subs, { vendorId: order.vendorId, guestPhone: order.phone, metadata: { preorderId: order.id } }, message, type, now);
}

/** At most this many devices of one vendor get the desk's alerts (a truck's tablets and phones). */
export const MAX_PUSH_SUBSCRIPTIONS_PER_VENDOR = 10;

/** Whose a subscription is: an order's (its tracking page, the customer's device) or a vendor's desk. */
export type PushOwner = { preorderId: number } | { vendorId: number };

/** Arbitrary first keys of our own for the advisory locks (key, owner id) that keep the caps. */
const PUSH_LOCK = { order: 14, vendor: 41 } as const;

/**
 * Stores (or refreshes the keys of) a browser's subscription for an order or for a vendor's
 * alerts (issue 41). The cap (5 devices an order, 10 a vendor) is checked and the row written in
 * one transaction under a lock per owner, so racing requests cannot pass it.
 */
export async function subscribePush(db: Db, owner: PushOwner, input: PushSubscriptionInput, now: Date): Promise<SubscribeResult> {
  const [column, id, cap, lock] =
    'preorderId' in owner
      ? [pushSubscriptions.preorderId, owner.preorderId, MAX_PUSH_SUBSCRIPTIONS_PER_ORDER, PUSH_LOCK.order]
      : [pushSubscriptions.vendorId, owner.vendorId, MAX_PUSH_SUBSCRIPTIONS_PER_VENDOR, PUSH_LOCK.vendor];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lock}, ${id})`);
    const mine = and(eq(column, id), eq(pushSubscriptions.endpoint, input.endpoint));
    const [updated] = await tx.update(pushSubscriptions).set({ p256dh: input.keys.p256dh, auth: input.keys.auth }).where(mine).returning();
    if (updated) return { ok: true as const, subscription: updated, created: false };
    const [{ n }] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(column, id));
    if (n >= cap) return { ok: false as const, reason: 'too_many' as const };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ ...owner, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: now })
      .returning();
    return { ok: true as const, subscription: row, created: true };
  });
}

/** The device stops getting the vendor's alerts; whether it had been getting them. */
export async function unsubscribeVendorDevice(db: Db, vendorId: number, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.vendorId, vendorId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/**
 * One 'push' outbox row per message and device of the vendor (inside the caller's transaction),
 * the devices read once; how many rows were written.
 */
export async function enqueuePushForVendor(
  db: Db,
  vendorId: number,
  pushes: { message: PushMessage; metadata: Record<string, unknown> }[],
  type: string,
  now: Date,
): Promise<number> {
  if (pushes.length === 0) return 0;
  const subs = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.vendorId, vendorId));
  let written = 0;
  for (const { message, metadata } of pushes) written += await enqueuePushRows(db, subs, { vendorId, guestPhone: null, metadata }, message, type, now);
  return written;
}

/**
 * What the worker does with one 'push' row. 404/410 from the push service: the subscription is
 * gone. A host that resolves to a non-public address is a permanent failure (the subscription
 * stays, and is checked again on its next push).
 */
export async function sendPush(
  db: Db,
  keys: VapidKeys,
  row: { title: string; message: string; actionUrl: string | null; metadata: unknown },
  signal: AbortSignal,
  /** Production: only public addresses, resolved with `resolveHost` on the send's connection. */
  guard?: { resolveHost: ResolveHost },
): Promise<SendOutcome> {
  const meta = (row.metadata ?? {}) as { subscriptionId?: number; tag?: string };
  if (typeof meta.subscriptionId !== 'number') return { ok: false, permanent: true, error: 'no subscription id' };
  const sub = (
    await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, meta.subscriptionId)).limit(1)
  )[0];
  if (!sub) return { ok: false, permanent: true, error: 'subscription gone' };
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify({ title: row.title, body: row.message, url: row.actionUrl ?? '/', tag: meta.tag }),
      { vapidDetails: keys, TTL: 3600, urgency: 'high' },
    );
  } catch (err) {
    // Keys the browser never made: nothing to retry.
    return { ok: false, permanent: true, error: `cannot encrypt: ${(err as Error).message}`.slice(0, 300) };
  }
  // Production (`guard`): the endpoint is checked again, and the connection goes only to a
  // public address its host resolves to now (DNS rebinding after the subscription; push-endpoint.ts).
  if (guard && !pushEndpointAllowed(details.endpoint, true)) {
    return { ok: false, permanent: true, error: 'push endpoint not allowed in production' };
  }
  let res: PushResponse;
  try {
    res = await postPush(
      details.endpoint,
      {
        method: details.method,
        headers: details.headers as Record<string, string>,
        body: details.body ? new Uint8Array(details.body) : undefined,
        signal,
      },
      guard?.resolveHost,
    );
  } catch (err) {
    if (err instanceof PrivatePushAddressError) {
      return { ok: false, permanent: true, error: `push endpoint host ${err.message} (not sent)`.slice(0, 300) };
    }
    if (signal.aborted && (signal.reason as { name?: string } | undefined)?.name === 'TimeoutError') {
      return { ok: false, permanent: false, error: 'timed out' };
    }
    return { ok: false, permanent: false, error: describeFetchError(err) };
  }
  if (res.status >= 200 && res.status < 300) {
    return { ok: true, providerId: res.location?.slice(0, 500) ?? `push-${res.status}` };
  }
  if (res.status === 404 || res.status === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    return { ok: false, permanent: true, error: `push ${res.status}: subscription expired (deleted)` };
  }
  const retryable = res.status >= 500 || res.status === 429 || res.status === 408;
  return { ok: false, permanent: !retryable, error: `push ${res.status}` };
}
