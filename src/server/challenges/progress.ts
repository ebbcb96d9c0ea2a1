/**
 * Challenge progress after the things it is computed from (decision 0045): called by the order
 * status change (preorders/hooks.ts) and the phone's link and unlink (phone/routes.ts), so those
 * areas depend on this module, not on the challenge routes.
 */
import type { FastifyInstance } from 'fastify';
import { refreshChallenges, usersWithPhone } from './queries.js';

/**
 * Progress moves when what it is computed from changes, never on a read: an order of the account's
 * phone completes (preorders/hooks.ts), the customer joins, links or unlinks a phone (phone/routes.ts),
 * or the administrator changes a challenge's rule. Finished challenges ring the owners' bells.
 */
export async function refreshChallengesOf(app: FastifyInstance, userIds: readonly string[]): Promise<void> {
  const finished = await refreshChallenges(app.ctx.database.db, userIds, app.ctx.now());
  if (finished.length > 0) await app.realtime.publishToUsers([...new Set(finished.map((f) => f.userId))]);
}

/** After an order completed: its phone's account moves on in its challenges. */
export async function challengesAfterOrder(app: FastifyInstance, phone: string | null): Promise<void> {
  await refreshChallengesOf(app, await usersWithPhone(app.ctx.database.db, phone));
}
