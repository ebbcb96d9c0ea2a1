/**
 * Pay when you order (DESIGN §11, decision 0049). A paid checkout goes through the one order
 * pipeline, placePreorder, twice around the charge, and never holds a transaction open while
 * Square is asked (PGlite has one connection):
 *
 * 1. price: placePreorder checks and prices the order and rolls back (PricedOrder);
 * 2. the attempt is written (payment_attempts, by the order's Idempotency-Key), then Square's
 *    CreateOrder and CreatePayment run with keys derived from that key;
 * 3. place: placePreorder writes the order with its payment (the transaction path). Should the
 *    order no longer fit (its slot or stock taken during the charge) the payment is refunded.
 *
 * A decline or an outage keeps no order and takes nothing. A crash between 2 and 3 leaves the
 * attempt `charging`: reconcile() settles it with Square by the same keys at the next start.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isLocale, t, translate } from '../../shared/messages/index.js';
import type { Db } from '../db/index.js';
import { guestPreorders, paymentAttempts } from '../db/schema.js';
import { badRequest, conflict, HttpError } from '../errors.js';
import { newInvoiceNumber, type PlacedPreorder, placePreorder } from '../preorders/place.js';
import { accessToken } from './connections.js';
import { PricedOrder } from './priced.js';
import { SquareApiError, SquareUnavailableError, squareRequest, usd } from './square-client.js';

type PlaceArgs = Parameters<typeof placePreorder>;
type PlaceInput = PlaceArgs[1];
type PlaceOptions = PlaceArgs[2];
export type CheckoutInput = PlaceInput & { payment?: { sourceId: string; verificationToken?: string }; tipCents?: number };

/** Square's idempotency keys (at most 45 characters for payments and refunds), from the order's own key. */
export function squareKey(kind: 'order' | 'payment' | 'refund', orderKey: string, extra = ''): string {
  return `${kind[0]}-${createHash('sha256').update(`${kind}\u0000${orderKey}\u0000${extra}`).digest('base64url').slice(0, 40)}`;
}

interface SquarePayment {
  id: string;
  status: string;
  receipt_url?: string;
  order_id?: string;
}

/** 402 payment_declined with Square's reason; the customer's words say what to do. */
export function declined(err: SquareApiError): HttpError {
  const reason = err.errors[0]?.code ?? 'GENERIC_DECLINE';
  return new HttpError(402, t(reason === 'CVV_FAILURE' ? 'payments.error.cvv' : 'payments.error.declined'), { code: 'payment_declined', reason });
}
export const unavailableError = () => new HttpError(502, t('payments.error.unavailable'), { code: 'payment_unavailable' });

/** placePreorder for an order paid now: the same signature, so the order route calls either. */
export function paidPlacer(app: FastifyInstance) {
  return async (database: PlaceArgs[0], input: CheckoutInput, options: PlaceOptions): Promise<PlacedPreorder> => {
    const { config } = app.ctx;
    if (config.PAYMENTS_PROVIDER !== 'square' || !input.payment) throw badRequest(t('payments.error.off'), { code: 'payments_off' });
    const key = options.idempotencyKey;
    if (!key) throw badRequest(t('payments.error.keyRequired'), { code: 'idempotency_key_required' });
    const tipCents = input.tipCents ?? 0;
    // 1. Price (every check, nothing written); an order already placed with this key answers here.
    let priced: PricedOrder;
    try {
      const earlier = await placePreorder(database, input, { ...options, payment: { step: 'price' } });
      return earlier;
    } catch (err) {
      if (!(err instanceof PricedOrder)) throw err;
      priced = err;
    }
    const { db } = database;
    const connection = await accessToken(db, config, input.vendorId, options.now).catch(() => null);
    if (!connection) throw conflict(t('payments.error.notConnected'), { code: 'payments_not_connected' });

    // 2. The attempt, then the charge.
    const invoiceNumber = (await findAttempt(db, key))?.invoiceNumber ?? newInvoiceNumber();
    const amountCents = priced.totalCents;
    const request = { input: { ...input, payment: undefined }, locale: options.locale ?? 'en', sourceId: input.payment.sourceId, verificationToken: input.payment.verificationToken ?? null };
    await db
      .insert(paymentAttempts)
      .values({ idempotencyKey: key, vendorId: input.vendorId, request, amountCents, tipCents, invoiceNumber, createdAt: options.now, updatedAt: options.now })
      .onConflictDoUpdate({ target: paymentAttempts.idempotencyKey, set: { request, amountCents, tipCents, state: 'charging', updatedAt: options.now } });

    let payment: SquarePayment;
    let squareOrderId: string;
    try {
      ({ payment, squareOrderId } = await charge(app, connection, { key, input, priced, invoiceNumber, tipCents, options }, async (orderId) => {
        // Kept before the payment is asked for: reconcile() repeats that request exactly.
        await db.update(paymentAttempts).set({ squareOrderId: orderId, updatedAt: options.now }).where(eq(paymentAttempts.idempotencyKey, key));
      }));
    } catch (err) {
      if (err instanceof SquareApiError && err.status !== 401) {
        await settleAttempt(db, key, 'declined', options.now);
        throw declined(err);
      }
      // Unreachable, timed out, 5xx or our token refused: nothing known of the outcome; the
      // attempt stays `charging` for reconcile() or the customer's retry with the same key.
      if (err instanceof SquareUnavailableError || err instanceof SquareApiError) throw unavailableError();
      throw err;
    }
    await db.update(paymentAttempts).set({ squareOrderId, paymentId: payment.id, updatedAt: options.now }).where(eq(paymentAttempts.idempotencyKey, key));

    // 3. Place, with the payment.
    return placeCharged(app, database, input, options, { key, invoiceNumber, payment, squareOrderId, tipCents, amountCents });
  };
}

interface ChargeArgs {
  key: string;
  input: CheckoutInput;
  priced: PricedOrder;
  invoiceNumber: string;
  tipCents: number;
  options: PlaceOptions;
}

/** Square's CreateOrder (server prices, one PICKUP fulfillment) and CreatePayment, both idempotent. */
async function charge(
  app: FastifyInstance,
  connection: { token: string; row: { locationId: string } },
  a: ChargeArgs,
  onOrder: (squareOrderId: string) => Promise<void>,
) {
  const { config } = app.ctx;
  const auth = { bearer: connection.token };
  const scheduled = a.input.scheduledPickupTime ? new Date(a.input.scheduledPickupTime) : null;
  const discountCents = a.priced.lines.reduce((n, l) => n + Math.round(Number(l.price) * 100) * l.quantity, 0) - a.priced.totalCents;
  const { order } = await squareRequest<{ order: { id: string } }>(config, 'POST', '/v2/orders', {
    auth,
    body: {
      idempotency_key: squareKey('order', a.key),
      order: {
        location_id: connection.row.locationId,
        reference_id: a.invoiceNumber,
        line_items: a.priced.lines.map((l) => ({
          name: l.name,
          quantity: String(l.quantity),
          base_price_money: usd(Math.round(Number(l.price) * 100)),
        })),
        ...(discountCents > 0
          ? {
              discounts: [
                a.priced.promotionTitle
                  ? { uid: 'promotion', name: a.priced.promotionTitle.slice(0, 255), amount_money: usd(discountCents), scope: 'ORDER' }
                  : { uid: 'reward', name: 'Reward', amount_money: usd(discountCents), scope: 'ORDER' },
              ],
            }
          : {}),
        fulfillments: [
          {
            type: 'PICKUP',
            state: 'PROPOSED',
            pickup_details: {
              recipient: { display_name: `${a.input.firstName} ${a.input.lastName}`.trim(), ...(a.input.phone ? { phone_number: a.input.phone } : {}) },
              ...(scheduled ? { schedule_type: 'SCHEDULED', pickup_at: scheduled.toISOString() } : { schedule_type: 'ASAP', prep_time_duration: 'PT15M' }),
              note: a.invoiceNumber,
            },
          },
        ],
      },
    },
  });
  await onOrder(order.id);
  const payment = await createPayment(app, connection, {
    key: a.key,
    sourceId: a.input.payment?.sourceId ?? '',
    verificationToken: a.input.payment?.verificationToken ?? null,
    amountCents: a.priced.totalCents,
    tipCents: a.tipCents,
    squareOrderId: order.id,
    invoiceNumber: a.invoiceNumber,
  });
  return { payment, squareOrderId: order.id };
}

/** CreatePayment; the same arguments give the same request, so a repeat is answered with the first result. */
async function createPayment(
  app: FastifyInstance,
  connection: { token: string; row: { locationId: string } },
  p: { key: string; sourceId: string; verificationToken: string | null; amountCents: number; tipCents: number; squareOrderId: string; invoiceNumber: string },
): Promise<SquarePayment> {
  const body = {
    idempotency_key: squareKey('payment', p.key, p.sourceId),
    source_id: p.sourceId,
    ...(p.verificationToken ? { verification_token: p.verificationToken } : {}),
    amount_money: usd(p.amountCents),
    ...(p.tipCents > 0 ? { tip_money: usd(p.tipCents) } : {}),
    order_id: p.squareOrderId,
    location_id: connection.row.locationId,
    reference_id: p.invoiceNumber,
    autocomplete: true,
    note: `Valley Eats ${p.invoiceNumber}`,
  };
  const { payment } = await squareRequest<{ payment: SquarePayment }>(app.ctx.config, 'POST', '/v2/payments', { auth: { bearer: connection.token }, body });
  if (payment.status !== 'COMPLETED' && payment.status !== 'APPROVED') {
    throw new SquareApiError(402, [{ category: 'PAYMENT_METHOD_ERROR', code: 'GENERIC_DECLINE' }], {});
  }
  return payment;
}

interface Charged {
  key: string;
  invoiceNumber: string;
  payment: SquarePayment;
  squareOrderId: string;
  tipCents: number;
  amountCents: number;
}

/** Writes the paid order; an order that no longer fits is refunded in full and its error answered. */
async function placeCharged(app: FastifyInstance, database: PlaceArgs[0], input: PlaceInput, options: PlaceOptions, c: Charged): Promise<PlacedPreorder> {
  const { db } = database;
  try {
    const placed = await placePreorder(database, input, {
      ...options,
      idempotencyKey: c.key,
      payment: {
        step: 'place',
        invoiceNumber: c.invoiceNumber,
        paid: { paymentId: c.payment.id, receiptUrl: c.payment.receipt_url ?? null, squareOrderId: c.squareOrderId, tipCents: c.tipCents },
      },
    });
    await db
      .update(paymentAttempts)
      .set({ state: 'placed', preorderId: placed.order.id, updatedAt: options.now })
      .where(eq(paymentAttempts.idempotencyKey, c.key));
    return placed;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err; // a crash-like failure: reconcile() settles it
    await refundPayment(app, input.vendorId, { paymentId: c.payment.id, cents: c.amountCents + c.tipCents, key: c.key, reason: 'Order could not be placed' }, options.now);
    await settleAttempt(db, c.key, 'refunded', options.now);
    throw new HttpError(err.statusCode, `${err.message} ${translate(isLocale(options.locale) ? options.locale : 'en', 'payments.error.slotTakenRefunded')}`, {
      code: err.code,
      ...err.extra,
      refunded: true,
    });
  }
}

async function findAttempt(db: Db, key: string) {
  return (await db.select().from(paymentAttempts).where(eq(paymentAttempts.idempotencyKey, key)).limit(1))[0];
}

async function settleAttempt(db: Db, key: string, state: 'declined' | 'refunded' | 'placed', now: Date) {
  await db.update(paymentAttempts).set({ state, updatedAt: now }).where(eq(paymentAttempts.idempotencyKey, key));
}

/** POST /v2/refunds, idempotent by the order's key: a retried refund never pays back twice. */
export async function refundPayment(
  app: FastifyInstance,
  vendorId: number,
  r: { paymentId: string; cents: number; key: string; reason: string },
  now: Date,
): Promise<{ id: string; status: string }> {
  const connection = await accessToken(app.ctx.database.db, app.ctx.config, vendorId, now);
  if (!connection) throw conflict(t('payments.error.notConnected'), { code: 'payments_not_connected' });
  const { refund } = await squareRequest<{ refund: { id: string; status: string } }>(app.ctx.config, 'POST', '/v2/refunds', {
    auth: { bearer: connection.token },
    body: { idempotency_key: squareKey('refund', r.key, r.paymentId), payment_id: r.paymentId, amount_money: usd(r.cents), reason: r.reason.slice(0, 192) },
  });
  return refund;
}

/**
 * After a crash between the charge and the order's commit (decision 0049): each attempt still
 * `charging` and older than `olderThanMs` is asked again with the same keys (Square answers the
 * first result). Paid → the order is placed (or refunded when it no longer fits); declined →
 * settled; no Square order kept yet → nothing was charged, settled; Square unreachable → left
 * for the next run. Returns how many it settled.
 */
export async function reconcile(app: FastifyInstance, now: Date, olderThanMs = 60_000): Promise<number> {
  const { db } = app.ctx.database;
  const stale = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.state, 'charging'), lt(paymentAttempts.updatedAt, new Date(now.getTime() - olderThanMs))));
  let settled = 0;
  for (const attempt of stale) {
    const key = attempt.idempotencyKey;
    const saved = attempt.request as { input: PlaceInput; locale: string; sourceId: string; verificationToken: string | null };
    const already = (await db.select({ id: guestPreorders.id }).from(guestPreorders).where(eq(guestPreorders.idempotencyKey, key)).limit(1))[0];
    if (already) {
      await db.update(paymentAttempts).set({ state: 'placed', preorderId: already.id, updatedAt: now }).where(eq(paymentAttempts.idempotencyKey, key));
      settled += 1;
      continue;
    }
    if (!attempt.squareOrderId) {
      // The payment is asked for only after Square's order id is kept: no charge was made.
      await settleAttempt(db, key, 'declined', now);
      settled += 1;
      continue;
    }
    const connection = await accessToken(db, app.ctx.config, attempt.vendorId, now).catch(() => null);
    if (!connection) continue;
    let payment: SquarePayment;
    try {
      payment = await createPayment(app, connection, {
        key,
        sourceId: saved.sourceId,
        verificationToken: saved.verificationToken,
        amountCents: attempt.amountCents,
        tipCents: attempt.tipCents,
        squareOrderId: attempt.squareOrderId,
        invoiceNumber: attempt.invoiceNumber,
      });
    } catch (err) {
      if (err instanceof SquareApiError && err.status !== 401) {
        await settleAttempt(db, key, 'declined', now);
        settled += 1;
      } else if (!(err instanceof SquareUnavailableError || err instanceof SquareApiError)) {
        app.log.warn({ err, invoice: attempt.invoiceNumber }, 'payments: reconcile failed');
      }
      continue;
    }
    const options: PlaceOptions = { idempotencyKey: key, now, locale: saved.locale, tz: app.ctx.config.VALLEY_TZ };
    const charged = { key, invoiceNumber: attempt.invoiceNumber, payment, squareOrderId: attempt.squareOrderId, tipCents: attempt.tipCents, amountCents: attempt.amountCents };
    await placeCharged(app, app.ctx.database, saved.input, options, charged).catch((err) => {
      if (!(err instanceof HttpError)) throw err; // it no longer fits: refunded inside placeCharged
    });
    settled += 1;
  }
  return settled;
}
