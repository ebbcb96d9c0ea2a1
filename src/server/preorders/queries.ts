/**
 * Guest preorders after they are placed (placing them is place.ts): the vendor's list and summary,
 * SPEC §4's status machine, no-shows, tracking by token, the phone's orders and reviews.
 */
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { t } from '../../shared/messages/index.js';
import { normalizePhone } from '../../shared/phone.js';
import { alreadyReached, CUSTOMER_CANCELS_FROM, canTransition, type PreorderStatus } from '../../shared/preorder-status.js';
import type { PreorderReviewCreateSchema } from '../../shared/schemas/preorders.js';
import { inboxNoticeWords } from '../../shared/vendor-inbox.js';
import type { Db } from '../db/index.js';
import { guestPreorders, noShowStrikes, notifications, preorderReviews, statusRequests, vendors } from '../db/schema.js';
import { conflict, forbidden, HttpError, notFound } from '../errors.js';
import { releaseCode } from '../loyalty/queries.js';
import { presentPreorder } from './present.js';
import type { OnChanged } from './status-change.js';
import { orderCountsForItsPhone } from './trust.js';

type ReviewInput = ReturnType<typeof PreorderReviewCreateSchema.parse>;
export type PreorderRow = typeof guestPreorders.$inferSelect;

export interface StoredLine {
  menuItemId: number;
  name: string;
  price: string;
  quantity: number;
}

export const VENDOR_LIST_LIMIT = 200;

export async function listVendorPreorders(db: Db, vendorId: number) {
  return db
    .select()
    .from(guestPreorders)
    .where(eq(guestPreorders.vendorId, vendorId))
    .orderBy(desc(guestPreorders.createdAt), desc(guestPreorders.id))
    .limit(VENDOR_LIST_LIMIT);
}

export async function vendorPreorderSummary(db: Db, vendorId: number) {
  const rows = await db
    .select({
      total: sql<number>`count(*)::int`,
      pending: sql<number>`(count(*) filter (where ${guestPreorders.status} = 'pending'))::int`,
      ready: sql<number>`(count(*) filter (where ${guestPreorders.status} = 'ready'))::int`,
      revenue: sql<string>`coalesce(sum(${guestPreorders.totalAmount}) filter (where ${guestPreorders.status} <> 'cancelled'), 0)::numeric(12,2)::text`,
    })
    .from(guestPreorders)
    .where(eq(guestPreorders.vendorId, vendorId));
  return rows[0];
}

export async function findPreorderOwner(db: Db, preorderId: number) {
  const rows = await db
    .select({ vendorId: guestPreorders.vendorId, ownerId: vendors.userId })
    .from(guestPreorders)
    .innerJoin(vendors, eq(vendors.id, guestPreorders.vendorId))
    .where(eq(guestPreorders.id, preorderId))
    .limit(1);
  return rows[0];
}

/**
 * Moves an order along SPEC §4's machine. Confirming sets the estimated ready time from the
 * longest preparation time among its items. `onChanged` runs inside the same transaction once the
 * order is written (a status change's processors, status-change.ts); fields it returns are
 * written to the order too (the points a completed order earned).
 */
export async function changePreorderStatus(
  db: Db,
  preorderId: number,
  to: PreorderStatus,
  options: {
    now: Date;
    onChanged?: OnChanged;
    /** This change's own rule instead of the machine's: only from this status (or these), else this error (409). */
    onlyFrom?: { status: PreorderStatus | readonly PreorderStatus[]; error: () => HttpError };
  },
): Promise<PreorderRow> {
  return db.transaction(async (tx) => {
    const locked = await tx.execute<{ status: PreorderStatus }>(
      sql`select status from guest_preorders where id = ${preorderId} for update`,
    );
    const from = locked.rows[0]?.status;
    if (!from) throw notFound(t('preorder.error.notFound'));
    // A change with its own rule (a no-show: ready → cancelled, which the vendor's buttons do not
    // offer) is allowed from that status only; every other change follows the machine.
    if (options.onlyFrom) {
      const allowed: readonly PreorderStatus[] = [options.onlyFrom.status].flat();
      if (!allowed.includes(from)) throw options.onlyFrom.error();
    } else if (!canTransition(from, to)) {
      throw new HttpError(409, t('preorder.error.badTransition', { from, to }), { code: 'invalid_transition' });
    }
    const changes: Partial<PreorderRow> = { status: to, updatedAt: options.now };
    if (to === 'confirmed') {
      // Re-estimated when the vendor confirms (DESIGN §10.2): from now, with the queue ahead of
      // this order and the busy-mode minutes; never before the pickup slot the customer chose.
      const estimate = await tx.execute<{ ready: string | Date }>(
        sql`select greatest(g.scheduled_pickup_time,
                            asap_ready_at(g.vendor_id,
                                          (select max(m.prep_time)::int
                                           from jsonb_array_elements(g.items) as line
                                           join menu_items m on m.id = (line->>'menuItemId')::int),
                                          g.created_at, ${options.now.toISOString()}::timestamptz)) as ready
            from guest_preorders g where g.id = ${preorderId}`,
      );
      changes.estimatedReadyTime = new Date(estimate.rows[0].ready);
    }
    let updated = (await tx.update(guestPreorders).set(changes).where(eq(guestPreorders.id, preorderId)).returning())[0];
    // A cancelled order gives its reward code back (issue 23).
    if (to === 'cancelled' && updated.redemptionCode) await releaseCode(tx, updated.vendorId, updated.redemptionCode);
    const more = await options.onChanged?.(tx, updated);
    if (more) updated = (await tx.update(guestPreorders).set(more).where(eq(guestPreorders.id, preorderId)).returning())[0];
    return updated;
  });
}

/**
 * A ready order not picked up (DESIGN §10.5): cancelled through the status machine (its reward
 * code comes back, `onChanged` runs) with one strike on its phone, in one transaction. Marking it
 * again answers the same order and adds nothing (the strike's orderId is unique); any other
 * status is 409 `not_ready`.
 */
export async function markNoShow(
  db: Db,
  preorderId: number,
  options: { now: Date; onChanged?: OnChanged },
): Promise<{ order: PreorderRow; changed: boolean }> {
  try {
    const order = await changePreorderStatus(db, preorderId, 'cancelled', {
      now: options.now,
      onlyFrom: { status: 'ready', error: () => conflict(t('streetTrust.error.notReady'), { code: 'not_ready' }) },
      onChanged: async (tx, changed) => {
        // Decision 0014: only an order its phone placed (not one typed at a desk) gives a strike.
        if (changed.phone && (await orderCountsForItsPhone(tx, changed.id)))
          await tx
          .insert(noShowStrikes)
          .values({ phone: changed.phone, vendorId: changed.vendorId, orderId: changed.id, createdAt: options.now })
          .onConflictDoNothing({ target: noShowStrikes.orderId });
        return options.onChanged?.(tx, changed);
      },
    });
    return { order, changed: true };
  } catch (err) {
    if (!(err instanceof HttpError && err.statusCode === 409)) throw err;
    const again = await db
      .select({ order: guestPreorders })
      .from(guestPreorders)
      .innerJoin(noShowStrikes, eq(noShowStrikes.orderId, guestPreorders.id))
      .where(eq(guestPreorders.id, preorderId))
      .limit(1);
    if (again[0]) return { order: again[0].order, changed: false };
    throw err;
  }
}

/**
 * How long an applied status change's `Idempotency-Key` is kept (issue 42): a desk resends its
 * queue for at most a day (it never keeps changes older than that), so a week is ample; after it
 * a resend is still harmless (a step already reached is a no-op).
 */
export const STATUS_REQUEST_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** Forgets the status changes' keys older than STATUS_REQUEST_RETENTION_MS (status_requests_created_idx). Returns how many. */
export async function purgeStatusRequests(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(statusRequests)
    .where(lt(statusRequests.createdAt, new Date(now.getTime() - STATUS_REQUEST_RETENTION_MS)))
    .returning({ key: statusRequests.idempotencyKey });
  return rows.length;
}

/**
 * Issue 42 (decision 0051): a status change from a desk that may have been offline. Under the
 * order's row lock, in one transaction:
 * - an `Idempotency-Key` already applied (status_requests) answers the order as it is now;
 * - a step the order has reached or passed (a late resend, another tablet's tap) is a no-op;
 * - an order cancelled meanwhile stays cancelled: 409 `cancelled_by_customer` when its customer
 *   cancelled it, else `order_cancelled`;
 * - otherwise the machine's change (changePreorderStatus, `onChanged` in the same transaction),
 *   and the key is recorded with it.
 * `changed` is false when nothing was written (no events, no notices).
 */
export async function advancePreorderStatus(
  db: Db,
  preorderId: number,
  to: PreorderStatus,
  options: {
    now: Date;
    /** Already scoped to the vendor by the caller. */
    idempotencyKey?: string;
    onChanged?: OnChanged;
  },
): Promise<{ order: PreorderRow; changed: boolean }> {
  return db.transaction(async (tx) => {
    const current = async () => (await tx.select().from(guestPreorders).where(eq(guestPreorders.id, preorderId)).limit(1))[0];
    const locked = await tx.execute<{ status: PreorderStatus }>(
      sql`select status from guest_preorders where id = ${preorderId} for update`,
    );
    const from = locked.rows[0]?.status;
    if (!from) throw notFound(t('preorder.error.notFound'));
    const key = options.idempotencyKey;
    if (key) {
      const seen = await tx
        .select({ preorderId: statusRequests.preorderId })
        .from(statusRequests)
        .where(eq(statusRequests.idempotencyKey, key))
        .limit(1);
      if (seen[0]) {
        if (seen[0].preorderId !== preorderId) throw conflict(t('deskOffline.error.keyReused'), { code: 'idempotency_key_reused' });
        return { order: await current(), changed: false };
      }
    }
    if (alreadyReached(from, to)) return { order: await current(), changed: false };
    if (from === 'cancelled') {
      const order = await current();
      const byCustomer = await cancelledByItsCustomer(tx, order.id);
      throw conflict(t(byCustomer ? 'deskOffline.error.cancelledByCustomer' : 'deskOffline.error.cancelled', { invoice: order.invoiceNumber }), {
        code: byCustomer ? 'cancelled_by_customer' : 'order_cancelled',
      });
    }
    const order = await changePreorderStatus(tx, preorderId, to, {
      now: options.now,
      onChanged: async (inner, changed) => {
        if (key) {
          await inner
            .insert(statusRequests)
            .values({ idempotencyKey: key, preorderId, status: to, createdAt: options.now })
            .onConflictDoNothing();
        }
        return options.onChanged?.(inner, changed);
      },
    });
    return { order, changed: true };
  });
}

/** Orders whose `(updated_at, id)` passed the desk's cursor; a position younger than this is sent again next time. */
export const CHANGES_SETTLE_MS = 5_000;
export const CHANGES_PAGE = 200;

export interface ChangesCursor {
  at: string;
  id: number;
}

/** The cursor as the desk keeps it: opaque (base64url of the position). */
export function encodeCursor(c: ChangesCursor): string {
  return Buffer.from(`${c.at}|${c.id}`, 'utf8').toString('base64url');
}

/** Undefined when it is not one of ours: the route answers 400 `invalid_cursor`. */
export function decodeCursor(raw: string): ChangesCursor | undefined {
  if (raw.length > 200) return undefined;
  const text = Buffer.from(raw, 'base64url').toString('utf8');
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{1,6}Z)\|(\d{1,10})$/.exec(text);
  if (!m || Number.isNaN(Date.parse(m[1] as string))) return undefined;
  const id = Number(m[2]);
  return id <= 2_147_483_647 ? { at: m[1] as string, id } : undefined;
}

const utcMicros = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * GET /api/my-vendor/preorders?since= (issue 42): the vendor's orders changed after the cursor
 * (guest_preorders_vendor_updated_idx), oldest change first, a page at a time. No cursor: the
 * desk's list as without one, and the cursor to ask from. The next cursor never passes
 * `now - CHANGES_SETTLE_MS`: a change whose transaction took its time stamp before another's but
 * committed after it is sent again rather than missed (the desk merges by id).
 */
export async function listVendorChanges(db: Db, vendorId: number, since: ChangesCursor | null, now: Date) {
  const settle = new Date(now.getTime() - CHANGES_SETTLE_MS).toISOString();
  if (!since) {
    const orders = await listVendorPreorders(db, vendorId);
    return { orders, cursor: encodeCursor({ at: settle, id: 2_147_483_647 }), more: false };
  }
  const rows = await db
    .select({ order: guestPreorders, at: utcMicros(guestPreorders.updatedAt) })
    .from(guestPreorders)
    .where(
      and(
        eq(guestPreorders.vendorId, vendorId),
        sql`(${guestPreorders.updatedAt}, ${guestPreorders.id}) > (${since.at}::timestamptz, ${since.id}::int)`,
      ),
    )
    .orderBy(guestPreorders.updatedAt, guestPreorders.id)
    .limit(CHANGES_PAGE + 1);
  const more = rows.length > CHANGES_PAGE;
  const page = rows.slice(0, CHANGES_PAGE);
  let next = since;
  for (const row of page) {
    if (new Date(row.at).getTime() > Date.parse(settle)) break;
    next = { at: row.at, id: row.order.id };
  }
  return { orders: page.map((r) => r.order), cursor: encodeCursor(next), more };
}

/** Whether the customer cancelled this order themself (their cancel's inbox notice is the record). */
async function cancelledByItsCustomer(db: Db, orderId: number): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.dedupeKey, customerCancelKey(orderId)), eq(notifications.channel, 'inbox')))
    .limit(1);
  return rows.length > 0;
}

/** The vendor's notice of a customer's cancel: one per order, and the record of who cancelled it. */
const customerCancelKey = (orderId: number) => `customer-cancel:${orderId}`;

/**
 * The customer cancels their own order (issue 44), authorised by its tracking token: the status
 * machine's pending → cancelled through changePreorderStatus (its reward code comes back,
 * `onChanged` runs), allowed only while pending (CUSTOMER_CANCELS_FROM), else 409 `not_pending`.
 * In the same transaction the vendor gets an inbox notice (shown in the reader's language by its
 * type and values, src/shared/vendor-inbox.ts), which also records that the customer (not the vendor) cancelled it.
 */
export async function cancelByCustomer(
  db: Db,
  token: string,
  options: { now: Date; onChanged?: OnChanged },
): Promise<PreorderRow> {
  const found = await db
    .select({ id: guestPreorders.id })
    .from(guestPreorders)
    .where(eq(guestPreorders.trackingToken, token))
    .limit(1);
  if (!found[0]) throw notFound(t('preorder.error.notFound'));
  return changePreorderStatus(db, found[0].id, 'cancelled', {
    now: options.now,
    onlyFrom: {
      status: CUSTOMER_CANCELS_FROM,
      error: () => conflict(t('preorder.error.notPending'), { code: 'not_pending' }),
    },
    onChanged: async (tx, order) => {
      const values = { invoice: order.invoiceNumber, name: `${order.firstName} ${order.lastName.slice(0, 1)}.` };
      await tx
        .insert(notifications)
        .values({
          vendorId: order.vendorId,
          guestPhone: order.phone,
          // English words and the values: each reader sees it in their language (src/shared/vendor-inbox.ts).
          ...inboxNoticeWords('customerCancelled', values),
          type: 'customerCancelled',
          actionUrl: '/vendor-preorders',
          metadata: { preorderId: order.id, ...values },
          dedupeKey: customerCancelKey(order.id),
          createdAt: options.now,
        })
        .onConflictDoNothing();
      return options.onChanged?.(tx, order);
    },
  });
}

export async function findTrackedPreorder(db: Db, token: string) {
  const rows = await db
    .select({
      order: guestPreorders,
      vendor: { businessName: vendors.businessName, address: vendors.address, phone: vendors.phone },
      review: {
        rating: preorderReviews.rating,
        serviceRating: preorderReviews.serviceRating,
        foodQualityRating: preorderReviews.foodQualityRating,
        valueRating: preorderReviews.valueRating,
        timelinessRating: preorderReviews.timelinessRating,
        wouldRecommend: preorderReviews.wouldRecommend,
        comment: preorderReviews.comment,
        createdAt: preorderReviews.createdAt,
      },
    })
    .from(guestPreorders)
    .innerJoin(vendors, eq(vendors.id, guestPreorders.vendorId))
    .leftJoin(preorderReviews, eq(preorderReviews.preorderId, guestPreorders.id))
    .where(eq(guestPreorders.trackingToken, token))
    .limit(1);
  const row = rows[0];
  if (!row) return undefined;
  const cancelledByCustomer = row.order.status === 'cancelled' && (await cancelledByItsCustomer(db, row.order.id));
  return {
    ...presentPreorder(row.order),
    cancelledByCustomer,
    vendor: row.vendor,
    review: row.review ? { ...row.review, createdAt: row.review.createdAt.toISOString() } : null,
  };
}

export const PHONE_LOOKUP_LIMIT = 50;

export async function listOrdersByPhone(db: Db, phone: string) {
  const rows = await db
    .select({
      id: guestPreorders.id,
      invoiceNumber: guestPreorders.invoiceNumber,
      trackingToken: guestPreorders.trackingToken,
      vendorName: vendors.businessName,
      createdAt: guestPreorders.createdAt,
      status: guestPreorders.status,
      totalAmount: guestPreorders.totalAmount,
    })
    .from(guestPreorders)
    .innerJoin(vendors, eq(vendors.id, guestPreorders.vendorId))
    .where(eq(guestPreorders.phone, normalizePhone(phone)))
    .orderBy(desc(guestPreorders.createdAt), desc(guestPreorders.id))
    .limit(PHONE_LOOKUP_LIMIT);
  return rows.map((r) => ({ ...r, status: r.status as PreorderStatus, createdAt: r.createdAt.toISOString() }));
}

export async function createPreorderReview(db: Db, input: ReviewInput, now: Date) {
  return db.transaction(async (tx) => {
    const order = (
      await tx.select().from(guestPreorders).where(eq(guestPreorders.trackingToken, input.trackingToken)).limit(1)
    )[0];
    if (!order) throw notFound(t('preorder.error.notFound'));
    if (order.status !== 'completed') throw conflict(t('review.error.notCompleted'), { code: 'order_not_completed' });
    // Decision 0014: a rating is a verified purchase, so only an order its phone placed may give one
    // (not a walk-up the vendor typed, not the vendor's own phone).
    if (!(await orderCountsForItsPhone(tx, order.id))) {
      throw forbidden(t('review.error.notReviewable'), { code: 'order_not_reviewable' });
    }
    const inserted = await tx
      .insert(preorderReviews)
      .values({
        preorderId: order.id,
        vendorId: order.vendorId,
        customerName: `${order.firstName} ${order.lastName.slice(0, 1)}.`,
        customerPhone: order.phone,
        rating: input.rating,
        serviceRating: input.serviceRating ?? null,
        foodQualityRating: input.foodQualityRating ?? null,
        valueRating: input.valueRating ?? null,
        timelinessRating: input.timelinessRating ?? null,
        wouldRecommend: input.wouldRecommend,
        comment: input.comment,
        createdAt: now,
      })
      .onConflictDoNothing({ target: preorderReviews.preorderId })
      .returning();
    if (!inserted[0]) throw conflict(t('review.error.alreadyRated'), { code: 'already_reviewed' });
    return { review: inserted[0], order };
  });
}
