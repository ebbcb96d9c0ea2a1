/**
 * Placing a guest preorder: the money path (DESIGN §4). Prices and totals come from the database,
 * never from the client; stock is decremented atomically with rows locked in a fixed order
 * (DESIGN §9: `ORDER BY id FOR UPDATE`, or concurrent orders deadlock). What happens to an order
 * after that (the vendor's list, status changes, tracking) is in queries.ts.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { specialOn } from '../../shared/menu.js';
import { isLocale, type Locale, t } from '../../shared/messages/index.js';
import { fromCents, toCents } from '../../shared/money.js';
import { coveredByClosing, DESK_UNREACHABLE_MINUTES } from '../../shared/pause-ends.js';
import { normalizePhone } from '../../shared/phone.js';
import { zonedDate } from '../../shared/pickup.js';
import { applicablePromotion, promotionDiscountCents } from '../../shared/promotions.js';
import { rewardDiscountCents } from '../../shared/rewards.js';
import { phoneTextProblem } from '../../shared/schemas/phone.js';
import type { GuestPreorderCreateSchema } from '../../shared/schemas/preorders.js';
import type { DeskOrderSource } from '../../shared/schemas/walk-up.js';
import { NO_SHOW_STRIKE_LIMIT, NO_SHOW_WINDOW_DAYS } from '../../shared/street-trust.js';
import { inboxNoticeWords } from '../../shared/vendor-inbox.js';
import type { Database, Db } from '../db/index.js';
import { guestPreorders, menuItems } from '../db/schema.js';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../errors.js';
import { spendCodeForOrder } from '../loyalty/queries.js';
import { checkoutPromotion, type LivePromotionRow, livePromotionsOf, takePromotionUse } from '../promotions/queries.js';
import { checkoutConsentWording } from '../messaging/consent.js';
import { settleBeforeOrder } from '../pickup/ordering-state.js';
import { checkPickupSlot } from '../pickup/queries.js';
import { changeCountedStock } from './stock.js';
import { checkItemThrottles } from './throttle.js';
import { type PaymentStep, PricedOrder } from '../payments/priced.js';
import { orderEvent, PREORDER_CHANNEL, type PreorderEvent } from '../realtime/hub.js';
import type { PreorderRow, StoredLine } from './queries.js';

type PreorderInput = ReturnType<typeof GuestPreorderCreateSchema.parse>;
/** What placePreorder takes: a guest's order, or one entered at the desk (a walk-up may have no phone). */
type PlaceInput = Omit<PreorderInput, 'phone'> & { phone: string | null };

const INVOICE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 'INV-7K2M9Q': 32^6 ≈ 1e9 codes; uniqueness is enforced by the database and retried. */
export function newInvoiceNumber(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += INVOICE_ALPHABET[randomInt(INVOICE_ALPHABET.length)];
  return `INV-${code}`;
}

/** 192 random bits. */
export function newTrackingToken(): string {
  return randomBytes(24).toString('base64url');
}

export interface PlacedPreorder {
  order: PreorderRow;
  /** False when an Idempotency-Key matched an earlier order. */
  created: boolean;
  /** The live-update event, already NOTIFYed with the commit (created orders only). */
  event?: PreorderEvent;
}

interface LockedVendor {
  id: number;
  accepts_preorders: boolean;
  payment_methods: string[];
  is_active: boolean;
  /** Decision 0028: null until the vendor goes live; no orders before. */
  published_at: string | null;
  paused_until: string | null;
  extra_prep_minutes: number;
  /** Mark as Open / Closed: a closing by the vendor supersedes a pause (issue 44). */
  status_override: 'open' | 'closed' | null;
  status_override_until: string | null;
  /** Issue 40: the vendor's prepay policy, and whether it takes payment online (a Square connection). */
  prepay: 'never' | 'after_no_show' | 'always';
  square: boolean;
}
interface LockedItem {
  id: number;
  vendor_id: number;
  name: string;
  price: string;
  is_available: boolean;
  is_sold_out: boolean;
  inventory_count: number | null;
  prep_time: number | null;
  is_daily_special: boolean;
  special_date: string | null;
  category_hidden: boolean;
  max_per_15_min: number | null;
}

async function findByIdempotencyKey(db: Db, key: string) {
  const rows = await db.select().from(guestPreorders).where(eq(guestPreorders.idempotencyKey, key)).limit(1);
  return rows[0];
}

export async function placePreorder(
  database: Database,
  input: PlaceInput,
  /** openOrderLimit: open orders one phone may hold at this vendor (ORDER_PHONE_LIMIT); 0 or absent = no limit. */
  options: {
    idempotencyKey?: string;
    now: Date;
    openOrderLimit?: number;
    /** The request's language: the order's texts use it. */
    locale?: string;
    /** The valley's time zone (VALLEY_TZ): pickup slots are cut in its wall-clock time. */
    tz: string;
    /**
     * Set when the vendor is closed now (issue 23): an order "as soon as possible" is refused
     * with 409 `vendor_closed` and when it opens; an order for a pickup slot may still be placed.
     */
    closed?: { opensAt: Date | null };
    /**
     * The caller's verified phones (DESIGN §10.5): a phone with 3 no-shows in 30 days orders only
     * when it is one of them. Asked only on the transaction path, before its transaction.
     */
    verifiedPhones?: () => Promise<readonly (string | null)[]>;
    /** Decision 0027: the vendor row changed before the order (ended busy minutes cleared, a desk-watch pause whose text is queued). */
    onVendorSettled?: (vendorId: number) => Promise<void>;
    /**
     * An order the vendor enters at its desk (decision 0026): confirmed at once, prices from the
     * menu (`totalAmount` is not checked), no texts; taken while paused or not accepting online
     * preorders, without the per-phone limits. Stock, pickup slots and the queue as for any order.
     */
    desk?: { source: DeskOrderSource };
    /**
     * Decide on the transaction path even where the one statement could place the order: the
     * property test of the two paths (test/api/order-paths.test.ts) compares them on one input.
     */
    transactionOnly?: boolean;
    /**
     * A checkout paid now (src/server/payments/checkout.ts, decision 0049): 'price' checks and
     * prices the order and throws PricedOrder (nothing written); 'place' writes it with its payment.
     */
    payment?: PaymentStep;
    /**
     * Customers can pay when they order on this site (payments/connections.ts payingOnlineIsOn):
     * a vendor's prepay policy applies (issue 40). Off: every order may pay at pickup.
     */
    payOnlineOn?: boolean;
  },
): Promise<PlacedPreorder> {
  const { db } = database;
  // Issue 43: "Text me when it's ready" only to a number we text (US or Canadian geographic): the
  // texts would otherwise go where SMS pumping pays (premium, Caribbean, toll-free numbers). The
  // order itself may carry any phone; only the texts are refused, with the field's own message.
  if (!options.desk && input.notifyBySms && input.phone !== null && phoneTextProblem(input.phone) !== null) {
    throw badRequest(t('phone.error.notServed'), { code: 'phone_not_served' });
  }
  const key = options.idempotencyKey;
  if (key) {
    const earlier = await findByIdempotencyKey(db, key);
    if (earlier) return { order: earlier, created: false };
  }

  // Merge repeated lines of one item.
  const quantities = new Map<number, number>();
  for (const line of input.items) {
    quantities.set(line.menuItemId, (quantities.get(line.menuItemId) ?? 0) + line.quantity);
  }
  const ids = [...quantities.keys()].sort((a, b) => a - b);

  const locale = isLocale(options.locale) ? options.locale : 'en';
  const phone = input.phone === null ? null : normalizePhone(input.phone);
  const desk = options.desk;
  const openOrderLimit = desk ? 0 : (options.openOrderLimit ?? 0);
  const scheduled = input.scheduledPickupTime ? new Date(input.scheduledPickupTime) : null;
  // An order for a pickup slot takes the transaction path: its slot is counted under the vendor's lock.
  // So does an order "as soon as possible" at a closed vendor, which is refused there after the
  // checks that come first (inactive, not taking preorders, paused).
  // An order with a reward code too: the code is spent in the order's transaction.
  // A desk order too: it is confirmed at once, with its source.
  const fast = scheduled || options.closed || input.redemptionCode || desk || phone === null || options.transactionOnly || options.payment
    ? undefined
    : await placeInOneStatement(database, input, quantities, key, options.now, openOrderLimit, locale);
  if (fast) return { order: fast.order, created: true, event: fast.event };

  // Open orders per phone per vendor (issue 16 item 2). The one statement checks it too; here it
  // is checked again to tell the customer why. Concurrent orders from one phone may pass it
  // together (the per-IP limit bounds such a burst); a retried submission is not a new order.
  if (openOrderLimit > 0 && phone !== null && (await countOpenOrders(db, input.vendorId, phone)) >= openOrderLimit) {
    const earlier = key ? await findByIdempotencyKey(db, key) : undefined;
    if (earlier) return { order: earlier, created: false };
    throw tooManyRequests(t('preorder.error.tooManyOpenOrders'), { code: 'too_many_open_orders' });
  }

  // Asked before the transaction (PGlite has one connection); reads the database only for a
  // caller holding a phone or user session.
  // The vendor taking an order at its desk decides for itself: no verification asked.
  const verified = desk ? true : options.verifiedPhones ? (await options.verifiedPhones()).includes(phone) : false;

  // Decision 0027: ended busy minutes are cleared before the estimate reads them, and a desk
  // unreachable while an order waits pauses ordering now (committed first: the order gets 409).
  const settled = await settleBeforeOrder(db, input.vendorId, options.now, options.tz);
  if (settled.changed) await options.onVendorSettled?.(input.vendorId);

  const result = await db.transaction(async (tx) => {
    // One round trip: the vendor, and its items locked in id order — concurrent orders queue
    // instead of deadlocking (DESIGN §9).
    // An order for a pickup slot also locks the vendor row: orders for one vendor's slots queue
    // here, and the slot count below (a later statement) sees every order committed before.
    const fetched = await tx.execute<{ vendor: LockedVendor | null; items: LockedItem[] | null; strikes: number; promotions: LivePromotionRow[] | null }>(sql`
      with v as (select id, accepts_preorders, payment_methods, is_active, published_at, paused_until, extra_prep_minutes,
                        status_override, status_override_until, prepay,
                        exists (select 1 from vendor_square_connections c where c.vendor_id = vendors.id) as square
                 from vendors where id = ${input.vendorId} ${scheduled ? sql`for update` : sql``}),
           m as (select id, vendor_id, name, price::text as price, is_available, is_sold_out, inventory_count, prep_time,
                        is_daily_special, special_date, max_per_15_min,
                        exists (select 1 from menu_categories c where c.id = category_id and not c.is_active) as category_hidden
                 from menu_items where id in ${ids} order by id for update)
      select (select row_to_json(v) from v) as vendor, (select json_agg(m order by m.id) from m) as items,
             (${desk ? sql`null` : livePromotionsOf(input.vendorId, options.now)}) as promotions,
             (select count(*)::int from no_show_strikes s
              where s.phone = ${phone} and s.created_at > ${options.now.toISOString()}::timestamptz - ${`${NO_SHOW_WINDOW_DAYS} days`}::interval) as strikes`);
    const vendor = fetched.rows[0]?.vendor;
    const strikes = Number(fetched.rows[0]?.strikes ?? 0);
    // Issue 40: a vendor that asks to be paid when ordering (and can be: Square connected) asks
    // that of every online order ('always') or of a phone with a missed pickup in 30 days
    // ('after_no_show'); for it, paying now replaces verifying the phone.
    const asksPrepay = !desk && Boolean(options.payOnlineOn) && vendor?.square === true && vendor.prepay !== 'never';
    // No-shows (DESIGN §10.5): 3 in 30 days and the phone must be verified by the caller first.
    if (!asksPrepay && strikes >= NO_SHOW_STRIKE_LIMIT && !verified) {
      throw forbidden(t('streetTrust.error.verifyPhoneFirst'), { code: 'verify_phone_first' });
    }
    // Not live yet (decision 0028) stops online orders; the vendor's own desk works before Go live (decision 0026).
    if (!vendor?.is_active || (!desk && !vendor.published_at)) throw notFound(t('vendor.error.notFound'));
    // Pausing and turning preorders off stop online orders; the window stays open (decision 0026).
    if (!desk && !vendor.accepts_preorders) throw conflict(t('preorder.error.notAccepting'), { code: 'not_accepting_preorders' });
    // A pause inside the vendor's own closing (Cancel today, Mark as Closed) is superseded: closed (issue 44).
    const superseded = coveredByClosing(vendor.paused_until, { status: vendor.status_override, until: vendor.status_override_until });
    const pausedUntil = vendor.paused_until && !superseded ? new Date(vendor.paused_until) : null;
    if (!desk && pausedUntil && pausedUntil.getTime() > options.now.getTime()) {
      throw conflict(t('pickup.error.paused'), { code: 'ordering_paused', pausedUntil: pausedUntil.toISOString() });
    }
    if (!scheduled && options.closed) {
      throw conflict(t('pickup.error.closed'), { code: 'vendor_closed', opensAt: options.closed.opensAt?.toISOString() ?? null });
    }
    if (asksPrepay && !options.payment && (vendor.prepay === 'always' || strikes > 0)) {
      throw conflict(t('payments.error.prepayRequired'), { code: 'prepay_required' });
    }
    // An order paid now is paid through the vendor's Square connection (checked before the charge).
    if (!desk && !options.payment && !vendor.payment_methods.includes(input.paymentMethod)) throw badRequest(t('preorder.error.paymentNotAccepted'));
    if (scheduled) {
      const override = { status: vendor.status_override, until: vendor.status_override_until };
      await checkPickupSlot(tx, { id: vendor.id, extraPrepMinutes: vendor.extra_prep_minutes, override }, scheduled, options.now, options.tz);
    }

    const byId = new Map((fetched.rows[0].items ?? []).map((r) => [Number(r.id), r]));
    const today = zonedDate(options.now, options.tz);
    const lines: StoredLine[] = [];
    let totalCents = 0;
    // Lines keep the order the customer put them in.
    for (const [id, quantity] of quantities) {
      const item = byId.get(id);
      if (!item || Number(item.vendor_id) !== vendor.id) throw badRequest(t('preorder.error.itemNotOnMenu'));
      // A hidden category's items and another day's special are off the public menu (DESIGN §10.2).
      const offMenu = item.category_hidden || specialOn({ isDailySpecial: item.is_daily_special, specialDate: item.special_date }, today) === 'hidden';
      if (!item.is_available || offMenu) throw conflict(t('preorder.error.itemUnavailable', { name: item.name }), { code: 'item_unavailable' });
      if (item.is_sold_out) throw conflict(t('preorder.error.itemSoldOut', { name: item.name }), { code: 'item_sold_out' });
      if (item.inventory_count !== null && item.inventory_count < quantity) {
        throw conflict(
          item.inventory_count === 0
            ? t('preorder.error.itemSoldOut', { name: item.name })
            : t('preorder.error.notEnoughStock', { name: item.name, count: item.inventory_count }),
          { code: item.inventory_count === 0 ? 'item_sold_out' : 'not_enough_stock' },
        );
      }
      const cents = toCents(item.price);
      totalCents += cents * quantity;
      lines.push({ menuItemId: id, name: item.name, price: fromCents(cents), quantity });
    }
    // A desk order's prices are the menu's: nothing to compare.
    let clientCents: number | null = null;
    if (!desk) {
      try {
        clientCents = toCents(input.totalAmount);
      } catch {
        throw badRequest(t('preorder.validation.total'));
      }
    }
    // A reward code (issue 23): spent here, with the order, or not at all.
    let redemption: { code: string; discountCents: number } | null = null;
    if (input.redemptionCode) {
      const spent = await spendCodeForOrder(tx, vendor.id, input.redemptionCode, options.now);
      const discount = rewardDiscountCents(spent.terms, lines);
      if (!discount.ok) {
        const item = spent.terms.menuItemId ? await menuItemName(tx, spent.terms.menuItemId) : null;
        throw conflict(t('preorder.error.rewardItemMissing', { name: item ?? spent.terms.rewardName }), {
          code: 'reward_item_missing',
        });
      }
      redemption = { code: spent.code, discountCents: discount.cents };
      totalCents -= discount.cents;
    }
    // Issue 44: the vendor's live promotion, unless a reward code was given (one offer per order).
    // A use is counted here, with the order; the last use taken by a racing order leaves none.
    let promotion: { id: number; title: string; discountCents: number } | null = null;
    const offer = redemption ? null : applicablePromotion((fetched.rows[0].promotions ?? []).map(checkoutPromotion), options.now);
    if (offer) {
      const discountCents = promotionDiscountCents(offer.discountValue, totalCents);
      // (A paid checkout's price step rolls the count back with the rest.)
      if (await takePromotionUse(tx, offer.id)) {
        promotion = { id: offer.id, title: offer.title, discountCents };
        totalCents -= discountCents;
      }
    }
    if (clientCents !== null && clientCents !== totalCents) throw conflict(t('preorder.error.pricesChanged'), { code: 'prices_changed' });

    const preps = lines.map((l) => byId.get(l.menuItemId)!.prep_time).filter((p): p is number => p !== null);
    const longestPrep = preps.length > 0 ? Math.max(...preps) : null;
    // Item throttles (issue 41): online orders only; the desk's own orders count but are never refused.
    const throttled = lines.flatMap((l) => {
      const max = byId.get(l.menuItemId)!.max_per_15_min;
      return max === null ? [] : [{ menuItemId: l.menuItemId, name: l.name, quantity: l.quantity, maxPer15Min: max }];
    });
    if (!desk && throttled.length > 0) {
      const readyAt =
        scheduled ??
        new Date(
          (
            await tx.execute<{ at: string | Date }>(
              sql`select asap_ready_at(${vendor.id}::int, ${longestPrep}::int, ${options.now.toISOString()}::timestamptz, ${options.now.toISOString()}::timestamptz) as at`,
            )
          ).rows[0].at,
        );
      const override = { status: vendor.status_override, until: vendor.status_override_until };
      await checkItemThrottles(tx, { id: vendor.id, extraPrepMinutes: vendor.extra_prep_minutes, override }, throttled, readyAt, options.now, options.tz);
    }

    // Every check passed: a paid checkout's price step ends here, its transaction rolled back.
    if (options.payment?.step === 'price') throw new PricedOrder(lines, totalCents, promotion?.title);
    const paid = options.payment?.step === 'place' ? options.payment : undefined;

    // All stock changes in one statement.
    const stocked = lines.filter((l) => byId.get(l.menuItemId)!.inventory_count !== null);
    await changeCountedStock(tx, stocked.map((l) => ({ menuItemId: l.menuItemId, quantity: -l.quantity })), options.now);

    let order: PreorderRow | undefined;
    for (let attempt = 0; attempt < 5 && !order; attempt++) {
      const inserted = await tx
        .insert(guestPreorders)
        .values({
          vendorId: vendor.id,
          firstName: input.firstName,
          lastName: input.lastName,
          phone,
          email: input.email,
          items: lines,
          totalAmount: fromCents(totalCents),
          // Paid at the window: cash when the vendor takes it, else its first method (decision 0026).
          paymentMethod: desk ? (vendor.payment_methods.includes('cash') ? 'cash' : (vendor.payment_methods[0] ?? 'cash')) : input.paymentMethod,
          ...(desk ? { source: desk.source, status: 'confirmed' } : {}),
          specialInstructions: input.specialInstructions,
          trackingToken: newTrackingToken(),
          invoiceNumber: paid && attempt === 0 ? paid.invoiceNumber : newInvoiceNumber(),
          idempotencyKey: key ?? null,
          ...(paid
            ? {
                paymentStatus: 'paid',
                paymentId: paid.paid.paymentId,
                receiptUrl: paid.paid.receiptUrl,
                squareOrderId: paid.paid.squareOrderId,
                tipAmount: fromCents(paid.paid.tipCents),
              }
            : {}),
          notifyBySms: desk ? false : input.notifyBySms,
          locale,
          scheduledPickupTime: scheduled,
          redemptionCode: redemption?.code ?? null,
          discountAmount: fromCents(redemption?.discountCents ?? promotion?.discountCents ?? 0),
          promotionId: promotion?.id ?? null,
          promotionTitle: promotion?.title ?? null,
          estimatedReadyTime:
            scheduled ??
            sql`asap_ready_at(${vendor.id}::int, ${longestPrep}::int, ${options.now.toISOString()}::timestamptz, ${options.now.toISOString()}::timestamptz)`,
          createdAt: options.now,
          updatedAt: options.now,
        })
        .onConflictDoNothing()
        .returning();
      order = inserted[0];
      // A conflict on the idempotency key means a twin request won: answer with its order.
      if (!order && key) return { earlier: true as const };
    }
    if (!order) throw new Error('could not allocate a unique invoice number');

    // The vendor's notification row and the live-update NOTIFY (delivered on commit) together.
    const itemCount = lines.reduce((n, l) => n + l.quantity, 0);
    const event: PreorderEvent = orderEvent('created', order);
    // A desk order needs no "new order" notification (the vendor typed it); the NOTIFY still goes
    // out, so the kitchen screen shows it.
    const notice = newPreorderNotice(order.invoiceNumber, `${order.firstName} ${order.lastName.slice(0, 1)}.`, itemCount, order.totalAmount);
    await tx.execute(sql`
      with n as (
        insert into notifications (vendor_id, guest_phone, title, message, type, action_url, metadata, created_at)
        select ${vendor.id}::int, ${order.phone}::text, ${notice.title}, ${notice.message},
                'new_preorder', '/vendor-preorders', ${JSON.stringify({ ...notice.values, preorderId: order.id })}::jsonb,
                ${options.now.toISOString()}::timestamptz
        where not ${Boolean(desk)}::boolean
        returning id),
      -- Text-message consent (DESIGN §10.5): the words shown at checkout, written with the order.
      c as (
        insert into sms_consents (phone, opted_in, wording, source, created_at)
        select ${order.phone}, true, ${checkoutConsentWording(locale)}, 'checkout', ${options.now.toISOString()}::timestamptz
        where ${order.notifyBySms}::boolean
        returning id)
      select pg_notify(${PREORDER_CHANNEL}, ${JSON.stringify(event)})`);
    return { order, event };
  });

  if ('earlier' in result) {
    const earlier = await findByIdempotencyKey(db, key!);
    return { order: earlier!, created: false };
  }
  return { order: result.order, created: true, event: result.event };
}

async function menuItemName(db: Db, id: number): Promise<string | null> {
  return (await db.select({ name: menuItems.name }).from(menuItems).where(eq(menuItems.id, id)).limit(1))[0]?.name ?? null;
}

/** Orders of one phone at one vendor not yet completed or cancelled (guest_preorders_phone_idx). */
async function countOpenOrders(db: Db, vendorId: number, phone: string): Promise<number> {
  const rows = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from guest_preorders
    where phone = ${phone} and vendor_id = ${vendorId} and status in ('pending', 'confirmed', 'ready')`);
  return Number(rows.rows[0]?.n ?? 0);
}

const preorderColumns = Object.entries(getTableColumns(guestPreorders));

/** A raw `guest_preorders` row (snake_case, driver values) as Drizzle would have returned it. */
function preorderFromRow(row: Record<string, unknown>): PreorderRow {
  const out: Record<string, unknown> = {};
  for (const [key, column] of preorderColumns) {
    const value = row[column.name];
    out[key] = value === null || value === undefined || value instanceof Date ? (value ?? null) : column.mapFromDriverValue(value);
  }
  return out as PreorderRow;
}

/** The order's columns by name: a column added later does not change what the statement returns. */
const ORDER_COLUMNS = preorderColumns.map(([, column]) => `"${column.name}"`).join(', ');

/** The statement behind placeInOneStatement; its text never changes, so PostgreSQL prepares it once. */
/**
 * The vendor's "new preorder" notice: its values and English words, rendered in the reader's
 * language when the desk reads it (src/shared/vendor-inbox.ts; issue 44: not the customer's).
 */
function newPreorderNotice(invoice: string, name: string, count: number, total: string) {
  const values = { invoice, name, count, total: `$${total}` };
  return { ...inboxNoticeWords('new_preorder', values), values };
}

const PLACE_IN_ONE_STATEMENT = `
    with req(id, qty, ord) as (select * from unnest($1::int[], $2::int[]) with ordinality),
         v as (select id from vendors
               where id = $3::int and is_active and published_at is not null and accepts_preorders and $4::text = any(payment_methods)
                 -- A vendor that asks to be paid when ordering (issue 40) takes the transaction path, which decides.
                 and prepay = 'never'
                 -- A vendor with a live discount promotion (issue 44) takes the transaction path, which applies it.
                 and not exists (select 1 from promotions p
                                 where p.type = 'discount' and p.is_active and p.start_date <= $15::timestamptz
                                   and p.end_date >= $15::timestamptz and $3::text = any(p.target_vendor_ids))
                 and (paused_until is null or paused_until <= $15::timestamptz)
                 -- Decision 0027: busy minutes past their end, or a desk unreachable while an order
                 -- waits, take the transaction path, which clears or pauses first.
                 and not (extra_prep_minutes > 0 and (extra_prep_until is null or extra_prep_until <= $15::timestamptz))
                 and (desk_seen_at is null or desk_seen_at > $15::timestamptz - interval '${DESK_UNREACHABLE_MINUTES} minutes'
                      or not exists (select 1 from guest_preorders g
                                     where g.vendor_id = vendors.id and g.status = 'pending' and g.source = 'online'
                                       and g.created_at <= $15::timestamptz - interval '${DESK_UNREACHABLE_MINUTES} minutes'))),
         m as (select m.id, m.name, m.price, m.prep_time, r.qty, r.ord from req r
               join menu_items m on m.id = r.id
               where m.vendor_id = $3::int and m.is_available and not m.is_sold_out
                 and m.inventory_count is null
                 -- A throttled item (issue 41) takes the transaction path, which counts its quarter hour.
                 and m.max_per_15_min is null
                 -- Specials and hidden categories' items take the transaction path, which decides.
                 and not m.is_daily_special
                 and not exists (select 1 from menu_categories c where c.id = m.category_id and not c.is_active)),
         ok as (select (select count(*) from m) = $5::int
                       and (select coalesce(sum(price * qty), 0) from m) = $6::numeric
                       and ($19::int <= 0 or (select count(*) from guest_preorders g
                                              where g.phone = $9::text and g.vendor_id = $3::int
                                                and g.status in ('pending', 'confirmed', 'ready')) < $19::int)
                       -- A phone with too many recent no-shows takes the transaction path (403 there unless verified).
                       and (select count(*) from no_show_strikes s
                            where s.phone = $9::text
                              and s.created_at > $15::timestamptz - interval '${NO_SHOW_WINDOW_DAYS} days') < ${NO_SHOW_STRIKE_LIMIT} as ok),
         o as (insert into guest_preorders (vendor_id, first_name, last_name, phone, email, items, total_amount,
                                            payment_method, special_instructions, tracking_token, invoice_number,
                                            idempotency_key, created_at, updated_at, notify_by_sms, locale,
                                            estimated_ready_time)
               select v.id, $7::text, $8::text, $9::text, $10::text,
                      (select jsonb_agg(jsonb_build_object('menuItemId', id, 'name', name, 'price', price::text,
                                                           'quantity', qty) order by ord) from m),
                      $6::numeric, $4::text, $11::text, $12::text, $13::text, $14::text,
                      $15::timestamptz, $15::timestamptz, $20::boolean, $21::text,
                      asap_ready_at(v.id, (select max(prep_time) from m), $15::timestamptz, $15::timestamptz)
               from v, ok where ok.ok
               on conflict do nothing
               returning ${ORDER_COLUMNS}),
         n as (insert into notifications (vendor_id, guest_phone, title, message, type, action_url, metadata, created_at)
               select vendor_id, phone, $16::text, $17::text, 'new_preorder', '/vendor-preorders',
                      $23::jsonb || jsonb_build_object('preorderId', id), $15::timestamptz
               from o returning id),
         -- "Text me when it's ready": the consent with the words shown, in the same statement.
         c as (insert into sms_consents (phone, opted_in, wording, source, created_at)
               select phone, true, $22::text, 'checkout', $15::timestamptz from o where $20::boolean
               returning id),
         x as (select pg_notify($18::text, json_build_object(
                 'kind', 'created', 'vendorId', o.vendor_id, 'orderId', o.id,
                 'trackingToken', o.tracking_token, 'status', o.status)::text) as sent
               from o, n)
    select o.*, (select count(*) from x) as notified from o`;

/**
 * The common order in one round trip (issue "Proof of quality": orders near the database's own
 * rate): no stock to count and nothing wrong with it. One statement checks the vendor (active,
 * taking preorders and not paused, this payment method), every item (this vendor's, available, not sold out,
 * no stock count) and the total against the database's prices, then inserts the order, the
 * vendor's notification and the NOTIFY together — all or nothing, as a statement is atomic.
 * Returns undefined when anything does not hold (or an invoice number or key collides): the
 * transaction path then decides, with its precise message.
 */
export async function placeInOneStatement(
  database: Database,
  input: PlaceInput,
  quantities: Map<number, number>,
  key: string | undefined,
  now: Date,
  openOrderLimit: number,
  locale: Locale,
): Promise<{ order: PreorderRow; event: PreorderEvent } | undefined> {
  let clientCents: number;
  try {
    clientCents = toCents(input.totalAmount);
  } catch {
    return undefined;
  }
  const itemCount = [...quantities.values()].reduce((n, q) => n + q, 0);
  const invoice = newInvoiceNumber();
  const phone = normalizePhone(input.phone ?? ''); // never called without a phone
  const notice = newPreorderNotice(invoice, `${input.firstName} ${input.lastName.slice(0, 1)}.`, itemCount, fromCents(clientCents));
  const rows = await database.prepared('place-preorder', PLACE_IN_ONE_STATEMENT, [
    [...quantities.keys()],
    [...quantities.values()],
    input.vendorId,
    input.paymentMethod,
    quantities.size,
    fromCents(clientCents),
    input.firstName,
    input.lastName,
    phone,
    input.email ?? null,
    input.specialInstructions ?? null,
    newTrackingToken(),
    invoice,
    key ?? null,
    now.toISOString(),
    notice.title,
    notice.message,
    PREORDER_CHANNEL,
    openOrderLimit,
    input.notifyBySms,
    locale,
    checkoutConsentWording(locale),
    JSON.stringify(notice.values),
  ]);
  const row = rows[0];
  if (!row) return undefined;
  const order = preorderFromRow(row);
  const event: PreorderEvent = orderEvent('created', order);
  return { order, event };
}

