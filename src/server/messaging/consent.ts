/**
 * Text-message consent (DESIGN §10.5, decision 0024): one `sms_consents` row per change, the
 * newest per phone decides. Opt-ins come from the checkout ("Text me when it's ready", written
 * with the order, with the words shown) and from START by text; opt-outs from STOP and Twilio's
 * other stop words. A phone with no row has not opted out.
 */
import { sql } from 'drizzle-orm';
import { type Locale, translate } from '../../shared/messages/index.js';
import type { Db } from '../db/index.js';
import { smsConsents } from '../db/schema.js';

/** The exact words next to the checkout's box, in the order's language: what the customer agreed to. */
export function checkoutConsentWording(locale: Locale): string {
  return `${translate(locale, 'phoneUi.checkout.notify')}. ${translate(locale, 'streetTrust.consent.hint')}`;
}

export async function recordConsent(
  db: Db,
  consent: { phone: string; optedIn: boolean; wording: string; source: 'checkout' | 'sms' },
  now: Date,
): Promise<void> {
  await db.insert(smsConsents).values({ ...consent, wording: consent.wording.slice(0, 1000), createdAt: now });
}

/** True when the phone's newest consent row is an opt-out (sms_consents_phone_idx). */
export async function hasOptedOut(db: Db, phone: string): Promise<boolean> {
  const rows = await db.execute<{ opted_in: boolean }>(sql`
    select opted_in from sms_consents where phone = ${phone} order by created_at desc, id desc limit 1`);
  const row = rows.rows[0];
  return row !== undefined && row.opted_in === false;
}
