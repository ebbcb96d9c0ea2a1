/**
 * The message outbox (DESIGN §10.1): every text message or push is a `notifications` row first
 * (channel 'sms' or 'push', isSent false, nextAttemptAt); the worker (./worker.ts) sends due rows
 * with back-off. Enqueue inside the transaction that makes the news, so a message exists exactly
 * when its cause does; after commit, `wakeOutbox` lets the worker pick it up at once.
 */
import type { Database, Db } from '../db/index.js';
import { notifications } from '../db/schema.js';

/** NOTIFY channel that wakes the workers of every instance. */
export const OUTBOX_CHANNEL = 've_outbox';

export interface TextMessage {
  /** Normalised digits (10 for a US number). */
  phone: string;
  body: string;
  /** What the message is about: 'phone_code', 'order_confirmed', 'order_ready', … */
  type: string;
  /** Short title kept with the row (for the log and the admin), not sent. */
  title?: string;
  vendorId?: number | null;
  userId?: string | null;
  metadata?: Record<string, unknown>;
  /** When to send (default: now). */
  sendAt?: Date;
}

/** Writes one text message to the outbox; returns its id. */
export async function enqueueText(db: Db, message: TextMessage, now: Date): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      channel: 'sms',
      guestPhone: message.phone,
      title: message.title ?? message.type,
      message: message.body,
      type: message.type,
      vendorId: message.vendorId ?? null,
      userId: message.userId ?? null,
      metadata: message.metadata ?? null,
      nextAttemptAt: message.sendAt ?? now,
    })
    .returning({ id: notifications.id });
  return row.id;
}

/** Tells every instance's worker that new messages are due (call after the transaction commits). */
export async function wakeOutbox(database: Database): Promise<void> {
  await database.notify(OUTBOX_CHANNEL, '');
}
