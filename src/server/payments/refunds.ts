/**
 * Refunds (DESIGN §11): a paid order cancelled by its vendor (its desk, a no-show, Cancel today)
 * is refunded in full and its customer texted; the owner may also refund by hand. Square's refund
 * is idempotent by the order's key (checkout.ts squareKey), so a retried refund never pays twice.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isLocale, localeTag, t, translate } from '../../shared/messages/index.js';
import { formatMoney, fromCents } from '../../shared/money.js';
import { guestPreorders, vendors } from '../db/schema.js';
import { conflict, HttpError } from '../errors.js';
import { enqueueOrderText } from '../messaging/order-notices.js';
import { wakeOutbox } from '../messaging/outbox.js';
import type { PreorderRow } from '../preorders/queries.js';
import { refundPayment } from './checkout.js';
import { SquareApiError, SquareUnavailableError } from './square-client.js';

const cents = (amount: string) => Math.round(Number(amount) * 100);

/** Refunds a paid order in full; 409 when it was not paid online or is refunded already. */
export async function refundOrder(app: FastifyInstance, id: number, options: { text: boolean }): Promise<PreorderRow> {
  const { db } = app.ctx.database;
  const now = app.ctx.now();
  const order = (await db.select().from(guestPreorders).where(eq(guestPreorders.id, id)).limit(1))[0];
  if (!order?.paymentId) throw conflict(t('payments.error.notPaid'), { code: 'not_paid_online' });
  if (order.paymentStatus === 'refunded') throw conflict(t('payments.error.alreadyRefunded'), { code: 'already_refunded' });
  try {
    await refundPayment(
      app,
      order.vendorId,
      { paymentId: order.paymentId, cents: cents(order.totalAmount) + cents(order.tipAmount), key: order.idempotencyKey ?? order.invoiceNumber, reason: `Valley Eats ${order.invoiceNumber}` },
      now,
    );
  } catch (err) {
    if (err instanceof SquareUnavailableError) throw new HttpError(502, t('payments.error.unavailable'), { code: 'payment_unavailable' });
    if (err instanceof SquareApiError) throw conflict(t('payments.error.refundFailed'), { code: 'refund_failed' });
    throw err;
  }
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(guestPreorders)
      .set({ paymentStatus: 'refunded', updatedAt: now })
      .where(eq(guestPreorders.id, id))
      .returning();
    if (options.text) {
      const vendor = (await tx.select({ name: vendors.businessName }).from(vendors).where(eq(vendors.id, updated.vendorId)).limit(1))[0];
      const locale = isLocale(updated.locale) ? updated.locale : 'en';
      const amount = formatMoney(fromCents(cents(updated.totalAmount) + cents(updated.tipAmount)), localeTag(locale));
      await enqueueOrderText(
        tx,
        updated,
        {
          body: translate(locale, 'payments.text.refunded', { vendor: vendor?.name ?? '', invoice: updated.invoiceNumber, amount }),
          type: 'order_refunded',
          title: `order_refunded ${updated.invoiceNumber}`,
        },
        now,
      );
    }
    return updated;
  });
}

/**
 * After a cancel is committed (preorders/hooks.ts): a paid order is refunded and its customer
 * texted. Never fails the cancel: a refund Square did not take is logged, and the owner can
 * refund by hand (POST /api/guest-preorders/:id/refund).
 */
export async function refundIfPaid(app: FastifyInstance, order: Pick<PreorderRow, 'id' | 'status' | 'paymentId' | 'paymentStatus'>): Promise<void> {
  if (order.status !== 'cancelled' || !order.paymentId || order.paymentStatus !== 'paid') return;
  try {
    await refundOrder(app, order.id, { text: true });
    await wakeOutbox(app.ctx.database).catch(() => undefined);
  } catch (err) {
    app.log.warn({ err, orderId: order.id }, 'payments: refund after cancel failed');
  }
}
