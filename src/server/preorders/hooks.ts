/**
 * Where ordering meets the public vendor cache: stock and ratings. What a status change does in
 * other areas (points, texts, refunds, challenges, live updates) is status-change.ts.
 */
import type { FastifyInstance } from 'fastify';
import { invalidateVendorCache } from '../vendors/cache.js';

/** Stock changed: sold-out flags show on the public menu. */
export async function afterMenuChange(app: FastifyInstance, vendorId: number): Promise<void> {
  await invalidateVendorCache(app.ctx, vendorId, 'menu');
}

/** A review changed the vendor's rating. */
export async function afterRatingChange(app: FastifyInstance, vendorId: number): Promise<void> {
  await invalidateVendorCache(app.ctx, vendorId);
}
