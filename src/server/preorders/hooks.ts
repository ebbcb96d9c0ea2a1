/**
 * Where ordering meets the other areas: the public vendor cache (stock and ratings) and loyalty
 * points when an order completes.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.js';
import type { guestPreorders } from '../db/schema.js';
import { earnForCompletedOrder } from '../loyalty/queries.js';
import { invalidateVendorCache } from '../vendors/cache.js';

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
