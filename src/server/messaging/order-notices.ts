/**
 * Order notices (DESIGN §10.1, issue 15 item 6): when the vendor confirms an order (with the ready
 * time in valley time) or marks it ready (with where and how to pick it up), a text goes to the
 * order's phone if the customer ticked "Text me when it's ready", and a push to each browser that
 * subscribed on the tracking page — in the language the order was placed in, with the tracking
 * link. Written inside the status transaction, so a notice exists exactly when its status does.
 */
import { eq } from 'drizzle-orm';
import { formatMoney } from '../../shared/money.js';
import { isLocale, type Locale, localeTag, translate } from '../../shared/messages/index.js';
import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { type guestPreorders, vendors } from '../db/schema.js';
import { mayTextAboutOrder } from '../preorders/trust.js';
import { textablePhone } from '../../shared/schemas/phone.js';
import { enqueueText, type TextMessage } from './outbox.js';
import { enqueuePushForOrder } from './push.js';

type PreorderRow = typeof guestPreorders.$inferSelect;

/** Vendors write their own instructions; a text keeps a sensible length. */
const MAX_INSTRUCTIONS = 300;

/** The page that follows one order (the client's tracking page opens it from ?token=). */
export function trackingPath(token: string): string {
  return `/order-tracking?token=${encodeURIComponent(token)}`;
}

/** The tracking link for a text: absolute with PUBLIC_URL, otherwise none (a text needs a full URL). */
export function trackingUrl(config: Config, token: string): string | undefined {
  if (!config.PUBLIC_URL) return undefined;
  return `${new URL(config.PUBLIC_URL).origin}${trackingPath(token)}`;
}

/**
 * The one door for a text about an order (confirmed, ready, "+5 min", Cancel today): queued only
 * when the order's phone placed it (src/server/preorders/trust.ts, decision 0014): never to a
 * number the vendor typed at its desk, never from a vendor that is not live. True when queued.
 * An opted-out phone is still stopped by the outbox worker (decision 0024).
 */
export async function enqueueOrderText(
  tx: Db,
  order: Pick<PreorderRow, 'id' | 'phone' | 'vendorId'>,
  message: Omit<TextMessage, 'phone' | 'vendorId'>,
  now: Date,
): Promise<boolean> {
  // A number we do not text (an order from before issue 43's check) gets no text either.
  if (!order.phone || textablePhone(order.phone) === null || !(await mayTextAboutOrder(tx, order.id))) return false;
  await enqueueText(
    tx,
    { ...message, phone: order.phone, vendorId: order.vendorId, metadata: { preorderId: order.id, ...message.metadata } },
    now,
  );
  return true;
}

/** "Paid online." or "Pay $7.00 at pickup." (docs/decisions/0049-money.md): what the customer brings to the window. */
function paymentSentence(locale: Locale, order: Pick<PreorderRow, 'paymentStatus' | 'totalAmount'>): string | null {
  if (order.paymentStatus === 'paid') return translate(locale, 'messaging.order.paid');
  if (order.paymentStatus === 'pending') {
    return translate(locale, 'messaging.order.payAtPickup', { amount: formatMoney(order.totalAmount, localeTag(locale)) });
  }
  return null;
}

/**
 * Queues the notices for an order that has just become `confirmed` or `ready` (other statuses
 * send nothing). Returns how many outbox rows were written (the caller wakes the outbox after commit).
 */
export async function enqueueOrderNotices(tx: Db, config: Config, order: PreorderRow, now: Date): Promise<number> {
  if (order.status !== 'confirmed' && order.status !== 'ready') return 0;
  const vendor = (
    await tx
      .select({ name: vendors.businessName, address: vendors.address, instructions: vendors.preorderInstructions })
      .from(vendors)
      .where(eq(vendors.id, order.vendorId))
      .limit(1)
  )[0];
  if (!vendor) return 0;
  const locale: Locale = isLocale(order.locale) ? order.locale : 'en';
  let news: string;
  if (order.status === 'confirmed') {
    const readyAt = order.estimatedReadyTime ?? now;
    const time = new Intl.DateTimeFormat(localeTag(locale), {
      timeZone: config.VALLEY_TZ,
      hour: 'numeric',
      minute: '2-digit',
    }).format(readyAt);
    news = translate(locale, 'messaging.order.confirmed', { vendor: vendor.name, invoice: order.invoiceNumber, time });
  } else {
    news = translate(locale, 'messaging.order.ready', {
      vendor: vendor.name,
      invoice: order.invoiceNumber,
      address: vendor.address,
    });
  }
  const payment = paymentSentence(locale, order);
  if (payment) news += ` ${payment}`;
  if (order.status === 'ready') {
    const instructions = vendor.instructions?.trim();
    if (instructions) news += ` ${instructions.slice(0, MAX_INSTRUCTIONS)}`;
  }
  const link = trackingUrl(config, order.trackingToken);
  const type = order.status === 'confirmed' ? 'order_confirmed' : 'order_ready';
  let queued = 0;
  if (
    order.notifyBySms &&
    (await enqueueOrderText(
      tx,
      order,
      {
        body: link ? `${news} ${translate(locale, 'messaging.order.track', { url: link })}` : news,
        type,
        title: `${type} ${order.invoiceNumber}`,
      },
      now,
    ))
  ) {
    queued += 1;
  }
  queued += await enqueuePushForOrder(
    tx,
    order,
    {
      title: translate(locale, order.status === 'confirmed' ? 'messaging.push.confirmedTitle' : 'messaging.push.readyTitle'),
      body: news,
      url: trackingPath(order.trackingToken),
      tag: `order-${order.id}`,
    },
    type,
    now,
  );
  return queued;
}
