/**
 * Which orders speak for their phone (decision 0014, "Orders and the phone on them"): the one
 * rule behind every text about an order and everything an order earns or costs its phone.
 *
 * - An order is **placed by its phone** when it was placed online (whoever typed the number at
 *   the checkout placed it: the per-IP and per-phone limits of decision 0014 apply) at a live
 *   vendor (`published_at` set, decision 0028). A walk-up or phone order is typed by the vendor
 *   (decision 0026): the number is the vendor's word, not its owner's, so it is never texted.
 * - An order **counts for its phone** when it is placed by its phone and the phone is not the
 *   vendor's own (its listed phone or its owner's verified phone, decision 0025). Only such an
 *   order gives a no-show strike, a verified purchase, a rating, loyalty points and challenge
 *   progress.
 *
 * The rule is SQL, so the queries that count many orders (challenges, verified purchases) use the
 * same words as the checks on one order (texts, strikes, points, ratings).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { guestPreorders } from '../db/schema.js';

const g = guestPreorders;

/** A stored vendor phone in the form orders keep (digits, a leading US 1 of 11 digits dropped). */
const normalizedVendorPhone = sql`(case when length(regexp_replace(tv.phone, '[^0-9]', '', 'g')) = 11
                                         and regexp_replace(tv.phone, '[^0-9]', '', 'g') like '1%'
                                        then substr(regexp_replace(tv.phone, '[^0-9]', '', 'g'), 2)
                                        else regexp_replace(tv.phone, '[^0-9]', '', 'g') end)`;

/** SQL, true for a `guest_preorders` row placed by its phone: online, with a phone, at a live vendor. */
export function placedByItsPhone(): SQL<boolean> {
  return sql<boolean>`(${g.source} = 'online' and ${g.phone} is not null and exists (
    select 1 from vendors tv where tv.id = ${g.vendorId} and tv.published_at is not null))`;
}

/** SQL, true for a `guest_preorders` row that counts for its phone: placed by it, not the vendor's own phone. */
export function countsForItsPhone(): SQL<boolean> {
  return sql<boolean>`(${g.source} = 'online' and ${g.phone} is not null and exists (
    select 1 from vendors tv left join users tu on tu.id = tv.user_id
    where tv.id = ${g.vendorId} and tv.published_at is not null
      and ${g.phone} is distinct from tu.phone
      and (tv.phone is null or ${g.phone} <> ${normalizedVendorPhone})))`;
}

async function holds(db: Db, rule: SQL<boolean>, orderId: number): Promise<boolean> {
  const rows = await db.execute<{ ok: boolean }>(sql`select ${rule} as ok from ${g} where ${g.id} = ${orderId}`);
  return rows.rows[0]?.ok === true;
}

/** Whether texts about this order may go to its phone (see the rule above). */
export function mayTextAboutOrder(db: Db, orderId: number): Promise<boolean> {
  return holds(db, placedByItsPhone(), orderId);
}

/** Whether this order may give its phone a strike, points, progress, a rating or a verified purchase. */
export function orderCountsForItsPhone(db: Db, orderId: number): Promise<boolean> {
  return holds(db, countsForItsPhone(), orderId);
}

/**
 * Whether `phone` (normalised digits) is the vendor's own: its listed phone or its owner's
 * verified phone, the same words as `countsForItsPhone`. Such a phone speaks for the vendor, never
 * as its customer (a "not here" report, decision 0029).
 */
export async function isVendorsOwnPhone(db: Db, vendorId: number, phone: string): Promise<boolean> {
  const rows = await db.execute<{ own: boolean }>(sql`select (tu.phone is not distinct from ${phone}
      or (tv.phone is not null and ${phone} = ${normalizedVendorPhone})) as own
    from vendors tv left join users tu on tu.id = tv.user_id where tv.id = ${vendorId}`);
  return rows.rows[0]?.own === true;
}
