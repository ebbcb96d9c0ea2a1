/**
 * Unanswered orders escalate (issue 41 item 3, docs/decisions/0050-festival-night.md): an online
 * order still pending `ACCEPT_ALERT_MINUTES` after it came in tells the vendor's desk and inbox,
 * and pushes to the vendor's devices that asked for alerts;
 * at `ACCEPT_TEXT_MINUTES` the vendor's own phone gets a text; at `ACCEPT_PAUSE_MINUTES` online
 * ordering pauses itself until closing and every customer still waiting there is told (the
 * tracking page's `unanswered`, and a text for those who asked for texts). Each level is reached
 * once per order: the UPDATE that raises `guest_preorders.escalation_level` re-checks it on the
 * locked row, so of several instances exactly one acts. Runs on the outbox worker's tick beside
 * the desk watch. Only today's orders (since the latest 04:00 valley time) escalate: a server
 * started after a day away does not pause a truck for yesterday's orders.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isLocale, type Locale, translate } from '../../shared/messages/index.js';
import { lastMorningReset } from '../../shared/menu-availability.js';
import { textablePhone } from '../../shared/schemas/phone.js';
import { inboxRow } from '../messaging/inbox.js';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { notifications } from '../db/schema.js';
import { enqueueOrderText, trackingUrl } from '../messaging/order-notices.js';
import { enqueueText } from '../messaging/outbox.js';
import { enqueuePushForVendor } from '../messaging/push.js';
import { closingOf, pauseUnlessPaused } from '../pickup/ordering-state.js';
import { orderEvent } from '../realtime/hub.js';
import { syncVendorCache } from '../vendors/cache.js';
import { ESCALATION_ALERTED, ESCALATION_PAUSED, ESCALATION_TEXTED } from './levels.js';

/** Inbox notice: an order has waited ACCEPT_ALERT_MINUTES. */
export const ORDER_UNANSWERED = 'order_unanswered';
/** Push to the vendor's devices at ACCEPT_ALERT_MINUTES (outbox type). */
export const ORDER_UNANSWERED_PUSH = 'order_unanswered_push';
/** Text to the vendor's phone at ACCEPT_TEXT_MINUTES (outbox type). */
export const ORDER_UNANSWERED_TEXT = 'order_unanswered_text';
/** Inbox notice and pause reason: online ordering paused itself for want of an answer. */
export const UNANSWERED_PAUSE = 'unanswered';
/** The text to each waiting customer who asked for texts when the pause comes. */
export const ORDER_UNANSWERED_CUSTOMER = 'order_unanswered_customer';

/** An order a round raised: what its streams need to hear (the tracking page's `unanswered`). */
export interface RaisedOrder {
  id: number;
  vendorId: number;
  trackingToken: string;
  status: string;
}

/** What one round did, for the caller to announce after commit. */
export interface EscalationRound {
  /** Orders whose tracking answer changed (level 3: `unanswered`). */
  orders: RaisedOrder[];
  /** Vendors paused by this round (their public cache must forget them). */
  paused: number[];
  /** Vendor owners with a new inbox notice (their bell's stream). */
  userIds: string[];
  /** Outbox rows queued, texts and pushes (the caller wakes the outbox). */
  texts: number;
}

type RaisedRow = {
  id: number;
  vendor_id: number;
  invoice_number: string;
  tracking_token: string;
  status: string;
  created_at: string | Date;
  /** The order's customer: texted at level 3 when they asked for texts, in the order's language. */
  phone: string | null;
  notify_by_sms: boolean;
  locale: string | null;
  /** The vendor's owner, name and own phone (level 2's text). */
  user_id: string | null;
  business_name: string;
  vendor_phone: string | null;
};

/**
 * Online orders of today (since the latest morning reset) still pending below `level`, pending
 * for `minutes` when given, of one vendor when given: which orders a level is due for.
 */
function dueFor(level: number, now: Date, tz: string, which: { minutes?: number; vendorId?: number }) {
  const age = which.minutes === undefined ? sql`` : sql`and g.created_at <= ${now.toISOString()}::timestamptz - make_interval(mins => ${which.minutes})`;
  const vendor = which.vendorId === undefined ? sql`` : sql`and g.vendor_id = ${which.vendorId}`;
  return sql`g.status = 'pending' and g.source = 'online' and g.escalation_level < ${level}
    and g.created_at >= ${lastMorningReset(now, tz).toISOString()}::timestamptz ${age} ${vendor}`;
}

/** Raises to `level` every order `dueFor` it (the predicate re-checked on each locked row). */
async function raise(db: Db, level: number, now: Date, tz: string, which: { minutes?: number; vendorId?: number }): Promise<RaisedRow[]> {
  const result = await db.execute<RaisedRow>(sql`
    update guest_preorders g set escalation_level = ${level}
    from vendors v
    where v.id = g.vendor_id and ${dueFor(level, now, tz, which)}
    returning g.id, g.vendor_id, g.invoice_number, g.tracking_token, g.status, g.created_at, g.phone, g.notify_by_sms, g.locale,
              v.user_id, v.business_name, v.phone as vendor_phone`);
  return result.rows.map((r) => ({ ...r, id: Number(r.id), vendor_id: Number(r.vendor_id) }));
}

/** The rows of each vendor, oldest order first. */
function byVendor(rows: RaisedRow[]): Map<number, RaisedRow[]> {
  const out = new Map<number, RaisedRow[]>();
  for (const row of [...rows].sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime())) {
    out.set(row.vendor_id, [...(out.get(row.vendor_id) ?? []), row]);
  }
  return out;
}

async function notice(tx: Db, vendorId: number, type: string, values: Record<string, string | number>, now: Date) {
  await tx.insert(notifications).values(inboxRow(vendorId, type, values, now, '/vendor-preorders'));
}

/**
 * Level 1: each order's own inbox notice (the desk hears of it through the caller's event) and a
 * push to each of the vendor's devices that asked for the desk's alerts, the tablet asleep or the
 * desk closed (one notification per order: its tag).
 */
async function alert(db: Db, config: Config, now: Date, round: EscalationRound): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await raise(tx, ESCALATION_ALERTED, now, config.VALLEY_TZ, { minutes: config.ACCEPT_ALERT_MINUTES });
    for (const [vendorId, orders] of byVendor(rows)) {
      const pushes = [];
      for (const row of orders) {
        const values = { invoice: row.invoice_number, minutes: config.ACCEPT_ALERT_MINUTES };
        await notice(tx, vendorId, ORDER_UNANSWERED, { ...values, preorderId: row.id }, now);
        if (row.user_id) round.userIds.push(row.user_id);
        // Vendors have no stored language: English, like the vendor's texts.
        const message = { title: translate('en', 'festival.escalation.pushTitle'), body: translate('en', 'festival.escalation.pushBody', values), url: '/vendor-preorders', tag: `unanswered-${row.id}` };
        pushes.push({ message, metadata: { preorderId: row.id } });
      }
      round.texts += await enqueuePushForVendor(tx, vendorId, pushes, ORDER_UNANSWERED_PUSH, now);
    }
  });
}

/**
 * Level 2: one text per vendor and round to the vendor's own phone (the number on its profile, as
 * the desk watch's), naming its oldest waiting order; none when one went within the last
 * ACCEPT_TEXT_MINUTES (a rush of orders is one text, not one per order).
 */
async function textVendors(db: Db, config: Config, now: Date, round: EscalationRound): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await raise(tx, ESCALATION_TEXTED, now, config.VALLEY_TZ, { minutes: config.ACCEPT_TEXT_MINUTES });
    for (const [vendorId, orders] of byVendor(rows)) {
      const [first] = orders;
      const phone = first.vendor_phone ? textablePhone(first.vendor_phone) : null;
      if (!phone) continue;
      const recent = await tx.execute(sql`
        select 1 from notifications
        where vendor_id = ${vendorId} and channel = 'sms' and type = ${ORDER_UNANSWERED_TEXT}
          and created_at > ${now.toISOString()}::timestamptz - make_interval(mins => ${config.ACCEPT_TEXT_MINUTES})
        limit 1`);
      if (recent.rows.length > 0) continue;
      const words = { vendor: first.business_name, invoice: first.invoice_number, minutes: config.ACCEPT_TEXT_MINUTES, pauseMinutes: config.ACCEPT_PAUSE_MINUTES };
      // Vendors have no stored language: English, like the desk watch's text.
      const body = translate('en', config.ACCEPT_PAUSE_MINUTES > 0 ? 'festival.escalation.sms' : 'festival.escalation.smsNoPause', words);
      await enqueueText(tx, { phone, body, type: ORDER_UNANSWERED_TEXT, vendorId, metadata: { preorderId: first.id } }, now);
      round.texts += 1;
    }
  });
}

/**
 * Level 3, one vendor at a time: online ordering paused until closing (unless a pause is already
 * running), the vendor's inbox told, and every customer waiting there raised to the level (the
 * tracking page says so) and texted when they asked for texts.
 */
async function pauseVendors(db: Db, config: Config, now: Date, round: EscalationRound): Promise<void> {
  const due = await db.execute<{ vendor_id: number }>(sql`
    select distinct g.vendor_id from guest_preorders g
    where ${dueFor(ESCALATION_PAUSED, now, config.VALLEY_TZ, { minutes: config.ACCEPT_PAUSE_MINUTES })}`);
  for (const { vendor_id } of due.rows) {
    const vendorId = Number(vendor_id);
    const closing = await closingOf(db, vendorId, now, config.VALLEY_TZ);
    await db.transaction(async (tx) => {
      // The overdue order that caused it, raised under its row lock: of two instances one goes on.
      const overdue = byVendor(await raise(tx, ESCALATION_PAUSED, now, config.VALLEY_TZ, { minutes: config.ACCEPT_PAUSE_MINUTES, vendorId })).get(vendorId) ?? [];
      const [cause] = overdue;
      if (!cause) return;
      const waiting = [...overdue, ...(await raise(tx, ESCALATION_PAUSED, now, config.VALLEY_TZ, { vendorId }))];
      const paused = await pauseUnlessPaused(tx, sql`select ${vendorId}::int`, closing, UNANSWERED_PAUSE, now);
      if (paused.length > 0) {
        round.paused.push(vendorId);
        await notice(
          tx,
          vendorId,
          UNANSWERED_PAUSE,
          { invoice: cause.invoice_number, minutes: config.ACCEPT_PAUSE_MINUTES, pausedUntil: closing.toISOString() },
          now,
        );
        if (cause.user_id) round.userIds.push(cause.user_id);
      }
      for (const order of waiting) {
        round.orders.push({ id: order.id, vendorId, trackingToken: order.tracking_token, status: order.status });
        if (!order.notify_by_sms || !order.phone) continue;
        const locale: Locale = isLocale(order.locale ?? '') ? (order.locale as Locale) : 'en';
        const news = translate(locale, 'festival.escalation.customerSms', { vendor: cause.business_name, invoice: order.invoice_number });
        const link = trackingUrl(config, order.tracking_token);
        const texted = await enqueueOrderText(
          tx,
          { id: order.id, phone: order.phone, vendorId },
          { body: link ? `${news} ${translate(locale, 'messaging.order.track', { url: link })}` : news, type: ORDER_UNANSWERED_CUSTOMER },
          now,
        );
        if (texted) round.texts += 1;
      }
    });
  }
}

/** One round of every step that is on (ACCEPT_*_MINUTES above 0), in order. */
export async function escalateUnanswered(db: Db, config: Config, now: Date): Promise<EscalationRound> {
  const round: EscalationRound = { orders: [], paused: [], userIds: [], texts: 0 };
  if (config.ACCEPT_ALERT_MINUTES > 0) await alert(db, config, now, round);
  if (config.ACCEPT_TEXT_MINUTES > 0) await textVendors(db, config, now, round);
  if (config.ACCEPT_PAUSE_MINUTES > 0) await pauseVendors(db, config, now, round);
  round.userIds = [...new Set(round.userIds)];
  return round;
}

/**
 * One round on the app's clock, then what it changed announced after commit: the paused vendors
 * reach this instance's public cache (decision 0056: the database tells it; this waits until it
 * has), the raised orders' desks and tracking pages are told (a 'delay' event: the order changed,
 * not its status), and the owners' bells. The outbox worker's tick runs it.
 */
export async function escalationTick(app: FastifyInstance): Promise<EscalationRound> {
  const round = await escalateUnanswered(app.ctx.database.db, app.ctx.config, app.ctx.now());
  if (round.paused.length > 0) await syncVendorCache(app.ctx);
  for (const order of round.orders) await app.realtime.publish(orderEvent('delay', order));
  if (round.userIds.length > 0) await app.realtime.publishToUsers(round.userIds);
  return round;
}
