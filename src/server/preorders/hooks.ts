/**
 * Where ordering meets the other areas: the public vendor cache (stock and ratings), loyalty
 * points and challenge progress when an order completes, and the customer's texts and pushes on
 * confirmed and ready.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import type { guestPreorders } from '../db/schema.js';
import { challengesAfterOrder } from '../challenges/progress.js';
import { earnForCompletedOrder } from '../loyalty/queries.js';
import { enqueueOrderNotices } from '../messaging/order-notices.js';
import { wakeOutbox } from '../messaging/outbox.js';
import { invalidateVendorCache } from '../vendors/cache.js';
import { refundIfPaid } from '../payments/refunds.js';

type PreorderRow = typeof guestPreorders.$inferSelect;

/** Stock changed: sold-out flags show on the public menu. */
export async function afterMenuChange(app: FastifyInstance, vendorId: number): Promise<void> {
  await invalidateVendorCache(app.ctx, vendorId, 'menu');
}

/** A review changed the vendor's rating. */
export async function afterRatingChange(app: FastifyInstance, vendorId: number): Promise<void> {
  await invalidate(app, vendorId);
}

async function invalidate(app: FastifyInstance, vendorId: number) {
  await invalidateVendorCache(app.ctx, vendorId);
}

/** Runs inside the status transaction when an order reaches `completed`: loyalty points. */
export function completionHook(app: FastifyInstance) {
  return async (tx: Db, order: PreorderRow): Promise<Partial<PreorderRow> | undefined> => {
    const points = await earnForCompletedOrder(tx, order, app.ctx.now());
    return points > 0 ? { loyaltyPointsEarned: points } : undefined;
  };
}

/**
 * After an order's completion is committed: the challenges of the account whose verified phone
 * placed it move on (issue 19 item 3). Never fails the vendor's action: an error is logged.
 */
export async function afterCompleted(app: FastifyInstance, order: PreorderRow): Promise<void> {
  if (order.status !== 'completed') return;
  await challengesAfterOrder(app, order.phone).catch((err) => app.log.warn({ err }, 'challenges: progress after an order failed'));
}

/**
 * Order notices (DESIGN §10.1): `onChanged` runs inside the status transaction and queues the
 * texts and pushes; `afterCommit` wakes the outbox when it queued any.
 */
export function noticeHook(app: FastifyInstance) {
  let queued = 0;
  const cancelledPaid: PreorderRow[] = [];
  return {
    onChanged: async (tx: Db, order: PreorderRow): Promise<void> => {
      queued += await enqueueOrderNotices(tx, app.ctx.config, order, app.ctx.now());
      if (order.status === 'cancelled' && order.paymentId) cancelledPaid.push(order);
    },
    afterCommit: async (): Promise<void> => {
      // DESIGN §11: a paid order cancelled is refunded and its customer texted (never fails the cancel).
      for (const order of cancelledPaid.splice(0)) await refundIfPaid(app, order);
      // The status is committed either way; a lost wake-up only waits for the worker's next poll.
      if (queued > 0) await wakeOutbox(app.ctx.database).catch((err) => app.log.warn({ err }, 'outbox: wake-up failed'));
    },
  };
}
