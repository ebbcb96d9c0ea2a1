/**
 * Pauses and busy minutes that end on their own, "+5 min" on one order and the desk watch
 * (issue 25 item 3, decision 0027). The rules are the pure functions of src/shared/pause-ends.ts;
 * this module reads and writes what they need. No cron: an ended pause or busy delay reads as
 * over at once and is cleared by the next read that writes (the order path, the vendor's detail,
 * the desk), and the desk watch runs on the outbox worker's tick and before an order that the
 * one-statement path sends to the transaction path.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { closingAt, DESK_UNREACHABLE_MINUTES, type OrderingNow, orderingAt } from '../../shared/pause-ends.js';
import { isLocale, type Locale, localeTag, translate } from '../../shared/messages/index.js';
import { normalizePhone } from '../../shared/phone.js';
import type { OrderingState } from '../../shared/schemas/pickup.js';
import type { Db } from '../db/index.js';
import { businessHours, guestPreorders, notifications, vendors } from '../db/schema.js';
import { hasOptedOut } from '../messaging/consent.js';
import { enqueueOrderText, trackingUrl } from '../messaging/order-notices.js';
import { enqueueText } from '../messaging/outbox.js';
import type { Config } from '../config.js';

type PreorderRow = typeof guestPreorders.$inferSelect;

/** The notification type of a desk-watch pause (inbox row and text). */
export const DESK_UNREACHABLE = 'desk_unreachable';

export function presentOrdering(s: OrderingNow): OrderingState {
  return {
    pausedUntil: s.pausedUntil?.toISOString() ?? null,
    pauseReason: s.pauseReason,
    extraPrepMinutes: s.extraPrepMinutes,
    extraPrepUntil: s.extraPrepUntil?.toISOString() ?? null,
  };
}

/** When this vendor closes, seen from `now` (its weekly hours and its Mark as Open / Closed). */
export async function closingOf(db: Db, vendorId: number, now: Date, tz: string): Promise<Date> {
  const [vendor] = await db
    .select({ status: vendors.statusOverride, until: vendors.statusOverrideUntil })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  const hours = await db
    .select({
      dayOfWeek: businessHours.dayOfWeek,
      shift: businessHours.shift,
      openTime: businessHours.openTime,
      closeTime: businessHours.closeTime,
      isClosed: businessHours.isClosed,
    })
    .from(businessHours)
    .where(eq(businessHours.vendorId, vendorId));
  return closingAt(hours, vendor ? { status: vendor.status, until: vendor.until } : null, now, tz);
}

/** The first 04:00 valley time after the row's last write: the end of a row written before 0027. */
const morningAfterWrite = (tz: string) =>
  sql`((date_trunc('day', (updated_at at time zone ${tz}) - interval '4 hours') + interval '1 day 4 hours') at time zone ${tz})`;

/**
 * Clears what has ended (the lazy reset, like "sold out today"): a pause past its end, busy
 * minutes past theirs; a row from before decision 0027 ("until I resume", busy minutes with no
 * end) gets the end it now has. One statement; true when it changed the row.
 */
export async function clearEndedOrdering(db: Db, vendorId: number, now: Date, tz: string): Promise<boolean> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const busyEnd = sql`coalesce(extra_prep_until, ${morningAfterWrite(tz)})`;
  const pauseEnd = sql`(case when paused_until >= '9999-01-01'::timestamptz then ${morningAfterWrite(tz)} else paused_until end)`;
  const busyOver = sql`(extra_prep_minutes > 0 and ${busyEnd} <= ${at})`;
  const busyOld = sql`(extra_prep_minutes > 0 and extra_prep_until is null)`;
  const pauseOver = sql`(paused_until is not null and ${pauseEnd} <= ${at})`;
  const pauseOld = sql`(paused_until >= '9999-01-01'::timestamptz)`;
  const result = await db.execute(sql`
    update vendors set
      extra_prep_minutes = case when ${busyOver} then 0 else extra_prep_minutes end,
      extra_prep_until = case when ${busyOver} or extra_prep_minutes = 0 then null else ${busyEnd} end,
      paused_until = case when ${pauseOver} then null else ${pauseEnd} end,
      pause_reason = case when ${pauseOver} or paused_until is null then null else pause_reason end
    where id = ${vendorId}
      and (${busyOver} or ${busyOld} or ${pauseOver} or ${pauseOld}
           or (extra_prep_minutes = 0 and extra_prep_until is not null))
    returning id`);
  return result.rows.length > 0;
}

/** The ordering state in force for one vendor row (a closing by the vendor supersedes a pause: issue 44). */
export function orderingOf(
  v: Pick<
    typeof vendors.$inferSelect,
    'pausedUntil' | 'pauseReason' | 'extraPrepMinutes' | 'extraPrepUntil' | 'updatedAt' | 'statusOverride' | 'statusOverrideUntil'
  >,
  now: Date,
  tz: string,
): OrderingNow {
  return orderingAt(v, now, tz);
}

/**
 * PUT /api/vendors/:id/ordering: both settings at once, each ending by closing. `pausedUntil`
 * equal to the running pause keeps its reason (changing only the busy minutes does not turn a
 * desk-watch pause into the vendor's own).
 */
export async function writeOrdering(
  db: Db,
  vendorId: number,
  input: { pausedUntil: Date | null; extraPrepMinutes: number; extraPrepUntil: Date | null },
  now: Date,
) {
  const [row] = await db
    .update(vendors)
    .set({
      pausedUntil: input.pausedUntil,
      pauseReason: input.pausedUntil
        ? sql`case when ${vendors.pausedUntil} = ${input.pausedUntil.toISOString()}::timestamptz
                    and ${vendors.pauseReason} is not null then ${vendors.pauseReason} else 'vendor' end`
        : null,
      extraPrepMinutes: input.extraPrepMinutes,
      extraPrepUntil: input.extraPrepMinutes > 0 ? input.extraPrepUntil : null,
      updatedAt: now,
    })
    .where(eq(vendors.id, vendorId))
    .returning();
  return row;
}

/**
 * The open desk or kitchen view of this user's vendor says it is there; undefined: no vendor.
 * (The public detail's cache hears of a first desk ever from the database: migration 0017.)
 */
export async function recordDeskSeen(db: Db, userId: string, now: Date): Promise<typeof vendors.$inferSelect | undefined> {
  const [row] = await db.update(vendors).set({ deskSeenAt: now }).where(eq(vendors.userId, userId)).returning();
  return row;
}

// ---------------------------------------------------------------- the desk watch

/**
 * What `deskAway` (src/shared/pause-ends.ts) reads of a vendor besides its hours: when a desk or
 * kitchen view last said it was there (decision 0027's heartbeat) and how many online orders wait.
 */
export async function deskPresenceOf(db: Db, vendorId: number): Promise<{ deskSeenAt: Date | null; pendingOrders: number }> {
  const rows = await db.execute<{ desk_seen_at: string | Date | null; pending: number }>(sql`
    select v.desk_seen_at,
           (select count(*)::int from guest_preorders g where g.vendor_id = v.id and g.status = 'pending' and g.source = 'online') as pending
    from vendors v where v.id = ${vendorId}`);
  const row = rows.rows[0];
  return { deskSeenAt: row?.desk_seen_at ? new Date(row.desk_seen_at) : null, pendingOrders: Number(row?.pending ?? 0) };
}


/**
 * Vendors whose desk has been unreachable while an order waited (decision 0027): not paused now,
 * a desk seen at least once (`desk_seen_at` not null: a vendor that never opened a desk is never
 * paused), and an online order pending for DESK_UNREACHABLE_MINUTES with no desk seen since
 * it came in, which has not already caused a pause (no desk-watch notice since it started waiting).
 */
function unwatched(now: Date, only?: number) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const limit = sql`${at} - make_interval(mins => ${DESK_UNREACHABLE_MINUTES})`;
  return sql`
    select v.id from vendors v
    where v.is_active ${only === undefined ? sql`` : sql`and v.id = ${only}`}
      and (v.paused_until is null or v.paused_until <= ${at})
      and v.desk_seen_at is not null and v.desk_seen_at <= ${limit}
      and exists (
        select 1 from guest_preorders g
        where g.vendor_id = v.id and g.status = 'pending' and g.source = 'online' and g.created_at <= ${limit}
          and not exists (
            select 1 from notifications n
            where n.vendor_id = v.id and n.type = ${DESK_UNREACHABLE} and n.channel = 'inbox'
              and n.created_at >= greatest(g.created_at, v.desk_seen_at)))`;
}

/**
 * Pauses one vendor until closing because its desk is unreachable, and tells it: an inbox row
 * and, when the vendor has a phone, a text through the outbox. The UPDATE re-checks the
 * conditions under the row lock, so of several instances exactly one pauses and tells.
 * True when this call paused it.
 */
/**
 * Pauses online ordering of the vendors `which` selects until `until`, for `reason` (decision
 * 0027's pause reasons), unless a pause is already running. The check is on the target row itself,
 * so a concurrent pause by another instance is seen (re-checked on the locked row's newest
 * version) and only one instance pauses and tells. The vendors it paused, with what their notices
 * and texts need.
 */
export async function pauseUnlessPaused(
  tx: Db,
  which: SQL,
  until: Date,
  reason: string,
  now: Date,
): Promise<{ id: number; phone: string | null; business_name: string }[]> {
  const paused = await tx.execute<{ id: number; phone: string | null; business_name: string }>(sql`
    update vendors set paused_until = ${until.toISOString()}::timestamptz, pause_reason = ${reason}
    where id in (${which}) and (paused_until is null or paused_until <= ${now.toISOString()}::timestamptz)
    returning id, phone, business_name`);
  return paused.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function pauseForUnreachableDesk(db: Db, vendorId: number, now: Date, tz: string): Promise<boolean> {
  const closing = await closingOf(db, vendorId, now, tz);
  return db.transaction(async (tx) => {
    const [vendor] = await pauseUnlessPaused(tx, unwatched(now, vendorId), closing, DESK_UNREACHABLE, now);
    if (!vendor) return false;
    // Vendors have no stored language: English, like the vendor's other inbox notices.
    const locale: Locale = 'en';
    const time = new Intl.DateTimeFormat(localeTag(locale), { timeZone: tz, hour: 'numeric', minute: '2-digit' }).format(closing);
    const words = { minutes: DESK_UNREACHABLE_MINUTES, vendor: vendor.business_name, time };
    await tx.insert(notifications).values({
      vendorId,
      title: translate(locale, 'pauseEnds.notice.title'),
      message: translate(locale, 'pauseEnds.notice.message', words),
      type: DESK_UNREACHABLE,
      actionUrl: '/vendor-preorders',
      // The values its words need, so each reader's desk shows them in its own language (src/shared/vendor-inbox.ts).
      metadata: { pausedUntil: closing.toISOString(), minutes: DESK_UNREACHABLE_MINUTES, vendor: vendor.business_name },
      createdAt: now,
    });
    const phone = vendor.phone ? normalizePhone(vendor.phone) : '';
    if (phone.length >= 10) {
      await enqueueText(
        tx,
        { phone, body: translate(locale, 'pauseEnds.sms.vendor', words), type: DESK_UNREACHABLE, vendorId },
        now,
      );
    }
    return true;
  });
}

/** The outbox worker's tick: every vendor whose desk is unreachable while an order waits. Returns those paused. */
export async function watchDesks(db: Db, now: Date, tz: string): Promise<number[]> {
  const found = await db.execute<{ id: number }>(unwatched(now));
  const paused: number[] = [];
  for (const { id } of found.rows) {
    if (await pauseForUnreachableDesk(db, Number(id), now, tz)) paused.push(Number(id));
  }
  return paused;
}

/**
 * Before an order on the transaction path: ended busy minutes cleared (the ready-time estimate
 * reads the stored minutes) and, when the desk is unreachable while an order waits, the pause —
 * committed before the order's transaction, which then answers 409 ordering_paused.
 * Returns whether the vendor row changed (its public cache must forget it).
 */
export async function settleBeforeOrder(db: Db, vendorId: number, now: Date, tz: string): Promise<{ changed: boolean; paused: boolean }> {
  const cleared = await clearEndedOrdering(db, vendorId, now, tz);
  const waiting = await db.execute<{ id: number }>(unwatched(now, vendorId));
  const paused = waiting.rows.length > 0 && (await pauseForUnreachableDesk(db, vendorId, now, tz));
  return { changed: cleared || paused, paused };
}

// ---------------------------------------------------------------- "+5 min" on one order

/**
 * Moves an open order's ready time by `minutes` from the later of now and its current estimate,
 * under the order's row lock; queues a text in the order's language when the customer asked for
 * texts, the phone has not opted out and placed the order itself (enqueueOrderText). Null when the order is not pending or confirmed.
 */
export async function delayOrder(
  db: Db,
  config: Config,
  orderId: number,
  minutes: number,
  now: Date,
): Promise<{ order: PreorderRow; texted: boolean } | null> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ status: string; estimated_ready_time: string | Date | null }>(
      sql`select status, estimated_ready_time from guest_preorders where id = ${orderId} for update`,
    );
    const current = locked.rows[0];
    if (!current || (current.status !== 'pending' && current.status !== 'confirmed')) return null;
    const from = Math.max(now.getTime(), current.estimated_ready_time ? new Date(current.estimated_ready_time).getTime() : 0);
    const [order] = await tx
      .update(guestPreorders)
      .set({ estimatedReadyTime: new Date(from + minutes * 60_000), updatedAt: now })
      .where(eq(guestPreorders.id, orderId))
      .returning();
    let texted = false;
    if (order.notifyBySms && order.phone && !(await hasOptedOut(tx, order.phone))) {
      const [vendor] = await tx.select({ name: vendors.businessName }).from(vendors).where(eq(vendors.id, order.vendorId)).limit(1);
      const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
      const time = new Intl.DateTimeFormat(localeTag(locale), {
        timeZone: config.VALLEY_TZ,
        hour: 'numeric',
        minute: '2-digit',
      }).format(order.estimatedReadyTime ?? now);
      const news = translate(locale, 'pauseEnds.sms.delay', { vendor: vendor?.name ?? '', minutes, invoice: order.invoiceNumber, time });
      const link = trackingUrl(config, order.trackingToken);
      texted = await enqueueOrderText(
        tx,
        order,
        {
          body: link ? `${news} ${translate(locale, 'messaging.order.track', { url: link })}` : news,
          type: 'order_delayed',
          title: `order_delayed ${order.invoiceNumber}`,
          metadata: { minutes },
        },
        now,
      );
    }
    return { order, texted };
  });
}
