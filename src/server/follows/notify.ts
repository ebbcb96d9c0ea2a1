/**
 * Telling followers (decision 0040): a vendor that opens (checks in "here now", or switches itself
 * open) or puts a daily special on today's menu leaves each follower one inbox notice per valley
 * day and kind, and a text when they opted in. The vendor's action never waits for it and never
 * fails because of it: the notices are written after the vendor's write committed, in the
 * background, and an error is logged.
 */
import type { FastifyInstance } from 'fastify';
import { translate } from '../../shared/messages/index.js';
import { zonedDate } from '../../shared/pickup.js';
import { wakeOutbox } from '../messaging/outbox.js';
import { findVendorById } from '../vendors/queries.js';
import { shortPath } from '../vendors/share.js';
import { writeFollowerNotices } from './queries.js';

export type FollowerEvent = { kind: 'open'; vendorId: number } | { kind: 'special'; vendorId: number; item: string };

/** Notices being written, per app (its context is shared by every plugin scope). */
const pending = new WeakMap<object, Set<Promise<void>>>();
const pendingOf = (app: FastifyInstance) => {
  let set = pending.get(app.ctx);
  if (!set) {
    set = new Set();
    pending.set(app.ctx, set);
  }
  return set;
};

/** Lets the app's close wait for notices still being written (call while registering routes). */
export function installFollowerNotices(app: FastifyInstance): void {
  const set = pendingOf(app);
  app.addHook('onClose', async () => {
    await Promise.allSettled([...set]);
  });
}

/** Starts telling the vendor's followers; returns at once and never throws. */
export function tellFollowers(app: FastifyInstance, event: FollowerEvent): void {
  const set = pendingOf(app);
  const work = write(app, event).catch((err: unknown) => app.log.warn({ err, vendorId: event.vendorId }, 'follows: notices not written'));
  set.add(work);
  void work.finally(() => set.delete(work));
}

/** Settles when every notice started so far is written (tests). */
export async function followerNoticesIdle(app: FastifyInstance): Promise<void> {
  await Promise.allSettled([...pendingOf(app)]);
}

async function write(app: FastifyInstance, event: FollowerEvent): Promise<void> {
  const { ctx } = app;
  const now = ctx.now();
  const day = zonedDate(now, ctx.config.VALLEY_TZ);
  const type: 'vendorOpen' | 'dailySpecial' = event.kind === 'open' ? 'vendorOpen' : 'dailySpecial';
  const vendor = await findVendorById(ctx.database.db, event.vendorId);
  if (!vendor?.isActive || vendor.publishedAt === null) return;
  const values: Record<string, string> =
    event.kind === 'open' ? { vendor: vendor.businessName } : { vendor: vendor.businessName, item: event.item };
  const result = await writeFollowerNotices(ctx.database.db, {
    vendorId: event.vendorId,
    type,
    values,
    title: translate('en', `follows.notice.${type}.title`, values),
    message: translate('en', `follows.notice.${type}.body`, values),
    sms: { en: translate('en', `follows.sms.${type}`, values), es: translate('es', `follows.sms.${type}`, values) },
    actionUrl: shortPath(event.vendorId),
    dedupeKey: `${event.kind}:${event.vendorId}:${day}`,
    now,
  });
  if (result.userIds.length > 0) await app.realtime.publishToUsers(result.userIds);
  if (result.texts > 0) await wakeOutbox(ctx.database);
}
