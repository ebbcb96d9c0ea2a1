/** Display helpers shared by the ordering screens. */
import { formatMoney, fromCents, toCents } from '@shared/money.js';
import { PAYMENT_METHODS, type PaymentMethod, paymentMethodLabelKey, VALLEY_TIME_ZONE } from '@shared/constants.js';
import { dateTimeFormat, t } from '@/lib/i18n';

/** 'Cash on Pickup', 'Zelle' … (catalogue keys payment.*); an unknown id is shown as it is. */
export function paymentLabel(method: string): string {
  return (PAYMENT_METHODS as readonly string[]).includes(method)
    ? t(paymentMethodLabelKey(method as PaymentMethod))
    : method;
}

/** 1250 → '$12.50'. */
export function formatMoneyFromCents(cents: number): string {
  return formatMoney(fromCents(cents));
}

/** Price × quantity of one cart or order line, as money text. */
export function lineTotal(price: string, quantity: number): string {
  return formatMoney(fromCents(toCents(price) * quantity));
}


// Every time on the ordering screens is the valley's wall-clock time (where the trucks are), as
// the pickup times are: a customer's phone set to another zone still reads the vendor's clock.

/** 'Mar 4, 2026, 6:15 PM' */
export function formatDateTime(iso: string): string {
  return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: VALLEY_TIME_ZONE }).format(new Date(iso));
}

/** 'Mar 4, 2026' */
export function formatDate(iso: string): string {
  return dateTimeFormat({ dateStyle: 'medium', timeZone: VALLEY_TIME_ZONE }).format(new Date(iso));
}

/** '6:15 PM' */
export function formatTime(iso: string): string {
  return dateTimeFormat({ timeStyle: 'short', timeZone: VALLEY_TIME_ZONE }).format(new Date(iso));
}

/** The page that follows one order live (the link in the confirmation, the texts and the phone list). */
export function trackingHref(token: string): string {
  return `/order-tracking?token=${encodeURIComponent(token)}`;
}
