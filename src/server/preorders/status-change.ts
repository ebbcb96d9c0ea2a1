/**
 * An order's status change as one command (issue 39 item 2): `changeOrderStatus` runs a change
 * (the desk's step, a no-show, the customer's cancel, a truck closing for the day) with the side
 * effects of every status change, each a processor in STATUS_PROCESSORS:
 * - what must commit with the change runs inside its transaction (`inTransaction`): the loyalty
 *   points a completed order earns, the stock a cancelled order gives back, the customer's texts
 *   and pushes queued in the outbox (the outbox sends them once committed, docs/decisions/0020);
 * - the change's domain event, a row of `order_events`, is written in the same transaction;
 * - what follows a committed change runs from that event (`afterCommit`), in order: a paid order
 *   cancelled is refunded, the outbox is woken, the account's challenges move on, and the order's
 *   live event reaches its desk, kitchen and tracking page. None of these fails or undoes the
 *   change: an error is logged. The instance that made the change runs them at once and holds the
 *   event meanwhile (ORDER_EVENT_LEASE_MS); when it died first, any instance's worker runs them
 *   once the lease has run out (`recoverOrderEvents`, on the outbox worker's tick), so a commit is
 *   never left without its refund or live event. Each part may therefore run twice, never zero
 *   times, and is written to be repeated (a refund reads the order again and Square's refund is
 *   idempotent by the order's key; the others recompute or re-announce).
 * A new side effect of a status change is one more processor here. What belongs to one kind of
 * change only (a no-show's strike, the vendor's notice of a customer's cancel, a desk's
 * idempotency key) is written by that change itself, in the same transaction (queries.ts).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { challengesAfterOrder } from '../challenges/progress.js';
import type { Db } from '../db/index.js';
import { claimDue } from '../db/lease.js';
import { guestPreorders, orderEvents } from '../db/schema.js';
import { earnForCompletedOrder } from '../loyalty/queries.js';
import { enqueueOrderNotices, enqueueOrderText } from '../messaging/order-notices.js';
import { type TextMessage, wakeOutbox } from '../messaging/outbox.js';
import { refundIfPaid } from '../payments/refunds.js';
import { orderEvent } from '../realtime/hub.js';
import type { PreorderRow, StoredLine } from './queries.js';
import { changeCountedStock } from './stock.js';

/** A change's own text to its customer, beside the usual notices (a truck closed for the day). */
export type OwnNotice = (order: PreorderRow) => Omit<TextMessage, 'phone' | 'vendorId'>;

/** One run of a change, as its processors see it. */
export interface StatusChangeRun {
  readonly app: FastifyInstance;
  readonly now: Date;
  readonly notice?: OwnNotice;
  /** Texts and pushes queued for the customer in this change. */
  textsQueued: number;
}

export interface StatusProcessor {
  name: string;
  /** Inside the change's transaction, in list order; fields it returns are written to the order before the next one runs. */
  inTransaction?(tx: Db, order: PreorderRow, run: StatusChangeRun): Promise<Partial<PreorderRow> | undefined>;
  /**
   * Once the change is committed, in list order, with the order as it is then; may run again for
   * the same change (a process killed before it finished), so it must be safe to repeat.
   */
  afterCommit?(order: PreorderRow, run: StatusChangeRun): Promise<void>;
}

export const STATUS_PROCESSORS: readonly StatusProcessor[] = [
  {
    name: 'loyalty points',
    async inTransaction(tx, order, run) {
      if (order.status !== 'completed') return undefined;
      const points = await earnForCompletedOrder(tx, order, run.now);
      return points > 0 ? { loyaltyPointsEarned: points } : undefined;
    },
  },
  {
    // Decision 0058: a cancelled order the kitchen never made gives its portions back to counted stock.
    name: 'stock back',
    async inTransaction(tx, order, run) {
      if (order.status === 'cancelled') await returnStock(tx, order, run.now);
      return undefined;
    },
  },
  {
    // DESIGN §11: a paid order cancelled is refunded and its customer texted (payments/refunds.ts).
    name: 'refund',
    afterCommit: (order, run) => refundIfPaid(run.app, order),
  },
  {
    // DESIGN §10.1: "confirmed" and "ready" texts and pushes, and a change's own text.
    name: 'customer notices',
    async inTransaction(tx, order, run) {
      run.textsQueued += await enqueueOrderNotices(tx, run.app.ctx.config, order, run.now);
      if (run.notice && (await enqueueOrderText(tx, order, run.notice(order), run.now))) run.textsQueued += 1;
      return undefined;
    },
    // A lost wake-up only waits for the outbox worker's next poll.
    async afterCommit(_order, run) {
      if (run.textsQueued > 0) await wakeOutbox(run.app.ctx.database);
    },
  },
  {
    // Issue 19 item 3: the challenges of the account whose verified phone placed the order.
    name: 'challenges',
    async afterCommit(order, run) {
      if (order.status === 'completed') await challengesAfterOrder(run.app, order.phone);
    },
  },
  {
    name: 'live update',
    afterCommit: (order, run) => run.app.realtime.publish(orderEvent('status', order)),
  },
];

/**
 * Puts a cancelled order's quantities back on the items whose stock is counted (stock.ts), unless
 * it was ever ready (its `order_events` hold a 'ready'): a no-show's food, or a ready order a truck
 * closing for the day cancelled, was made. Rows are locked in id order first, as an order locks
 * them (place.ts), so the two never deadlock.
 */
async function returnStock(tx: Db, order: PreorderRow, now: Date): Promise<void> {
  const made = await tx.execute(sql`select 1 from order_events where preorder_id = ${order.id} and status = 'ready' limit 1`);
  if (made.rows.length > 0) return;
  const quantities = new Map<number, number>();
  for (const line of order.items as StoredLine[]) quantities.set(line.menuItemId, (quantities.get(line.menuItemId) ?? 0) + line.quantity);
  if (quantities.size === 0) return;
  const ids = [...quantities.keys()].sort((a, b) => a - b);
  await tx.execute(sql`select id from menu_items where id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})
                       and inventory_count is not null order by id for update`);
  await changeCountedStock(tx, ids.map((id) => ({ menuItemId: id, quantity: quantities.get(id)! })), now);
}

/** How long the instance that made a change holds its event before another may run it (a refund's call to Square included). */
export const ORDER_EVENT_LEASE_MS = 2 * 60_000;
/** An event whose after-commit parts were started this many times without finishing is given up (logged). */
export const ORDER_EVENT_MAX_ATTEMPTS = 5;
/** Events a worker's round runs at most. */
const RECOVERY_BATCH = 10;

/** What a change writes inside its transaction for the processors: fields to add to the order, or none. */
export type OnChanged = (tx: Db, order: PreorderRow) => Promise<Partial<PreorderRow> | undefined>;

/**
 * A change as queries.ts writes it, at `now`, calling `onChanged` inside its transaction once it
 * has written the order: the order, and whether anything was written (a step already reached, a
 * key already applied: no).
 */
type Change = (onChanged: OnChanged, now: Date) => Promise<PreorderRow | { order: PreorderRow; changed: boolean }>;

export interface ChangeOptions {
  notice?: OwnNotice;
  /** STATUS_PROCESSORS but for a test. */
  processors?: readonly StatusProcessor[];
  /**
   * False leaves the committed event to the worker, as a process killed right after the commit
   * does (the crash this event exists for; tests use it).
   */
  runAfterCommit?: boolean;
}

/**
 * Runs `change` with the processors' parts and its domain event inside its transaction and, when
 * it wrote a change, their parts after the commit, from the event.
 */
export async function changeOrderStatus(
  app: FastifyInstance,
  change: Change,
  options: ChangeOptions = {},
): Promise<{ order: PreorderRow; changed: boolean; textsQueued: number }> {
  const processors = options.processors ?? STATUS_PROCESSORS;
  const run: StatusChangeRun = { app, now: app.ctx.now(), notice: options.notice, textsQueued: 0 };
  let wrote = false;
  let eventId: number | undefined;
  const result = await change(async (tx, order) => {
    wrote = true;
    let current = order;
    let more: Partial<PreorderRow> = {};
    for (const processor of processors) {
      const fields = await processor.inTransaction?.(tx, current, run);
      if (fields) {
        current = { ...current, ...fields };
        more = { ...more, ...fields };
      }
    }
    const [event] = await tx
      .insert(orderEvents)
      .values({
        preorderId: order.id,
        status: order.status,
        textsQueued: run.textsQueued,
        attempts: 1,
        leaseUntil: new Date(run.now.getTime() + ORDER_EVENT_LEASE_MS),
      })
      .returning({ id: orderEvents.id });
    eventId = event.id;
    return Object.keys(more).length > 0 ? more : undefined;
  }, run.now);
  const { order, changed } = 'changed' in result ? result : { order: result, changed: wrote };
  if (!changed) return { order, changed, textsQueued: 0 };
  if (options.runAfterCommit !== false) {
    await afterCommit(app, order, run, processors);
    if (eventId !== undefined) await markProcessed(app, eventId);
  }
  return { order, changed, textsQueued: run.textsQueued };
}

/** The processors' after-commit parts, in order; a failure is logged and the next one runs. */
async function afterCommit(app: FastifyInstance, order: PreorderRow, run: StatusChangeRun, processors: readonly StatusProcessor[]): Promise<void> {
  for (const processor of processors) {
    try {
      await processor.afterCommit?.(order, run);
    } catch (err) {
      app.log.warn({ err, orderId: order.id, processor: processor.name }, 'order status: a processor failed after the change was committed');
    }
  }
}

async function markProcessed(app: FastifyInstance, eventId: number): Promise<void> {
  await app.ctx.database.db
    .update(orderEvents)
    .set({ processedAt: app.ctx.now() })
    .where(and(eq(orderEvents.id, eventId), isNull(orderEvents.processedAt)));
}

/**
 * A worker's round (the outbox worker's tick): claims committed events whose lease has run out
 * unprocessed (db/lease.ts: two instances never run one at once) and runs their after-commit
 * parts with the order as it is now. Returns how many it ran.
 */
export async function recoverOrderEvents(app: FastifyInstance, processors: readonly StatusProcessor[] = STATUS_PROCESSORS): Promise<number> {
  const { db } = app.ctx.database;
  const now = app.ctx.now();
  const claimed = await claimDue<{ id: number; preorder_id: number; texts_queued: number; attempts: number }>(db, {
    table: 'order_events',
    due: sql`processed_at is null and lease_until <= ${now.toISOString()}::timestamptz`,
    orderBy: 'id',
    limit: RECOVERY_BATCH,
    leaseColumn: 'lease_until',
    leaseUntil: new Date(now.getTime() + ORDER_EVENT_LEASE_MS),
    returning: ['id', 'preorder_id', 'texts_queued', 'attempts'],
  });
  let ran = 0;
  for (const row of claimed) {
    const id = Number(row.id);
    const [order] = await db.select().from(guestPreorders).where(eq(guestPreorders.id, Number(row.preorder_id))).limit(1);
    if (!order || Number(row.attempts) > ORDER_EVENT_MAX_ATTEMPTS) {
      if (order) app.log.error({ orderEvent: id, orderId: order.id, attempts: Number(row.attempts) }, 'order status: an event never finished; given up');
      await markProcessed(app, id);
      continue;
    }
    app.log.info({ orderEvent: id, orderId: order.id, attempts: Number(row.attempts) }, 'order status: running a committed change left unprocessed');
    await afterCommit(app, order, { app, now, textsQueued: Number(row.texts_queued) }, processors);
    await markProcessed(app, id);
    ran += 1;
  }
  return ran;
}
