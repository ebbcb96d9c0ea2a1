/**
 * An open order's place in its vendor's queue for the tracking page and its stream (issue 41 item
 * 2, DESIGN §12): `queue: {ahead, readyAt}` while pending or confirmed, else null; and
 * `unanswered` while it waits at a vendor whose ordering paused itself for want of an answer
 * (src/server/escalation). One statement per vendor answers every open order of it
 * (vendorQueue), kept until the vendor's next order event on any instance (the realtime hub) or
 * 30 s, so a tracking answer stays a cache hit while another customer's order moves the queue.
 */
import type { FastifyInstance } from 'fastify';
import type { Queue } from '../../shared/schemas/board.js';
import { ReadCache } from '../read-cache.js';
import { type QueueEntry, vendorQueue } from './queries.js';

const QUEUE_MAX_AGE_MS = 30_000;

interface TrackedFields {
  id: number;
  vendorId: number;
  status: string;
  estimatedReadyTime: string | null;
  scheduledPickupTime: string | null;
}

/**
 * For this app: the tracked order's JSON (as the tracking cache keeps it) with its queue put in,
 * and the vendor whose events move it (the tracking stream follows them).
 */
export function queueOverlay(app: FastifyInstance): (json: string) => Promise<{ json: string; vendorId: number }> {
  const cache = new ReadCache<Map<number, QueueEntry>>(2000, QUEUE_MAX_AGE_MS);
  app.metrics.watchCache('queue', cache);
  const unsubscribe = app.realtime.onEvent((event) => cache.invalidate(String(event.vendorId)));
  app.addHook('onClose', async () => unsubscribe());
  return async (json) => {
    const order = JSON.parse(json) as TrackedFields;
    if (order.status !== 'pending' && order.status !== 'confirmed') return { json, vendorId: order.vendorId };
    const key = String(order.vendorId);
    const entry = (await cache.get(key, key, () => vendorQueue(app.ctx.database.db, order.vendorId, app.ctx.now()))).get(order.id);
    const queue: Queue = { ahead: entry?.ahead ?? 0, readyAt: order.estimatedReadyTime ?? order.scheduledPickupTime };
    const unanswered = order.status === 'pending' && (entry?.unanswered ?? false);
    return { json: JSON.stringify({ ...order, queue, unanswered }), vendorId: order.vendorId };
  };
}
