/**
 * An order's status change as one command (issue 39 item 2): `changeOrderStatus` runs a change
 * (the desk's step, a no-show, the customer's cancel, a truck closing for the day) with the side
 * effects of every status change, each a processor in STATUS_PROCESSORS:
 * - what must commit with the change runs inside its transaction (`inTransaction`): the loyalty
 *   points a completed order earns, the customer's texts and pushes queued in the outbox (the
 *   outbox sends them once committed, docs/decisions/0020);
 * - what follows a committed change runs after it (`afterCommit`), in order: a paid order cancelled
 *   is refunded, the outbox is woken, the account's challenges move on, and the order's live event
 *   reaches its desk, kitchen and tracking page. None of these fails or undoes the change: an
 *   error is logged.
 * A new side effect of a status change is one more processor here. What belongs to one kind of
 * change only (a no-show's strike, the vendor's notice of a customer's cancel, a desk's
 * idempotency key) is written by that change itself, in the same transaction (queries.ts).
 */
import type { FastifyInstance } from 'fastify';
import { challengesAfterOrder } from '../challenges/progress.js';
import type { Db } from '../db/index.js';
import { earnForCompletedOrder } from '../loyalty/queries.js';
import { enqueueOrderNotices, enqueueOrderText } from '../messaging/order-notices.js';
import type { TextMessage } from '../messaging/outbox.js';
import { wakeOutbox } from '../messaging/outbox.js';
import { refundIfPaid } from '../payments/refunds.js';
import { orderEvent } from '../realtime/hub.js';
import type { PreorderRow } from './queries.js';

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
  /** Once the change is committed, in list order. */
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

/** What a change writes inside its transaction for the processors: fields to add to the order, or none. */
export type OnChanged = (tx: Db, order: PreorderRow) => Promise<Partial<PreorderRow> | undefined>;

/**
 * A change as queries.ts writes it, at `now`, calling `onChanged` inside its transaction once it
 * has written the order: the order, and whether anything was written (a step already reached, a
 * key already applied: no).
 */
type Change = (onChanged: OnChanged, now: Date) => Promise<PreorderRow | { order: PreorderRow; changed: boolean }>;

/**
 * Runs `change` with the processors' parts inside its transaction and, when it wrote a change,
 * their parts after the commit. `processors` is STATUS_PROCESSORS but for a test.
 */
export async function changeOrderStatus(
  app: FastifyInstance,
  change: Change,
  options: { notice?: OwnNotice; processors?: readonly StatusProcessor[] } = {},
): Promise<{ order: PreorderRow; changed: boolean; textsQueued: number }> {
  const processors = options.processors ?? STATUS_PROCESSORS;
  const run: StatusChangeRun = { app, now: app.ctx.now(), notice: options.notice, textsQueued: 0 };
  let wrote = false;
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
    return Object.keys(more).length > 0 ? more : undefined;
  }, run.now);
  const { order, changed } = 'changed' in result ? result : { order: result, changed: wrote };
  if (!changed) return { order, changed, textsQueued: 0 };
  for (const processor of processors) {
    try {
      await processor.afterCommit?.(order, run);
    } catch (err) {
      app.log.warn({ err, orderId: order.id, processor: processor.name }, 'order status: a processor failed after the change was committed');
    }
  }
  return { order, changed, textsQueued: run.textsQueued };
}
