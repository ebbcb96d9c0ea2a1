/**
 * Here now, "not here" reports, "Cancel today" and the vendor's inbox (DESIGN §10.5, issue 25
 * item 1): the data side. Rules of when a check-in holds live in src/shared/here-now.ts.
 */
import { and, count, desc, eq, gt, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import { hereNowHolds, NOT_HERE_REPORTS_TO_CLEAR, NOT_HERE_WINDOW_MS } from '../../shared/here-now.js';
import { isLocale, translate } from '../../shared/messages/index.js';
import { inboxRow } from '../messaging/inbox.js';
import type { Db } from '../db/index.js';
import {
  businessHours,
  guestPreorders,
  notHereReports,
  notifications,
  userFollows,
  vendorLocations,
  vendors,
} from '../db/schema.js';

export type CheckInError = 'invalid_location' | 'closed_today';

/**
 * Marks the vendor present now, at one of its active locations or its listed address. Refused
 * while the vendor has closed itself for the day (Cancel today, Mark as Closed: issue 44), checked
 * in the same statement that writes, so a check-in racing "Cancel today" cannot outlive it.
 */
export async function checkIn(
  db: Db,
  vendorId: number,
  locationId: number | null,
  now: Date,
): Promise<{ confirmedAt: Date; locationName: string | null } | CheckInError> {
  let locationName: string | null = null;
  if (locationId !== null) {
    const [location] = await db
      .select({ name: vendorLocations.locationName })
      .from(vendorLocations)
      .where(
        and(eq(vendorLocations.id, locationId), eq(vendorLocations.vendorId, vendorId), eq(vendorLocations.isActive, true)),
      )
      .limit(1);
    if (!location) return 'invalid_location';
    locationName = location.name;
  }
  const written = await db
    .update(vendors)
    .set({ hereNowAt: now, hereNowLocationId: locationId, updatedAt: now })
    .where(
      and(
        eq(vendors.id, vendorId),
        // closedByVendorUntil (src/shared/pause-ends.ts) in SQL: no closed override still running.
        or(
          isNull(vendors.statusOverride),
          ne(vendors.statusOverride, 'closed'),
          isNull(vendors.statusOverrideUntil),
          lte(vendors.statusOverrideUntil, now),
        ),
      ),
    )
    .returning({ id: vendors.id });
  if (written.length === 0) return 'closed_today';
  return { confirmedAt: now, locationName };
}

/** "We've left": the vendor is no longer shown as here. */
export async function checkOut(db: Db, vendorId: number, now: Date): Promise<void> {
  await db
    .update(vendors)
    .set({ hereNowAt: null, hereNowLocationId: null, updatedAt: now })
    .where(eq(vendors.id, vendorId));
}

export type NotHereResult =
  | { kind: 'not_checked_in' }
  | { kind: 'counted'; cleared: boolean; reports: number }
  | { kind: 'already_reported' };

/**
 * One "not here" report by `reporter` ('user:<id>' or 'phone:<digits>') on the vendor's current
 * check-in. Under the vendor's row lock: the report is kept once per reporter and check-in, and
 * the third within an hour clears the check-in; the vendor is told in its inbox either way.
 */
export function reportNotHere(db: Db, vendorId: number, reporter: string, now: Date, tz: string): Promise<NotHereResult> {
  return db.transaction(async (tx) => {
    const [vendor] = await tx
      .select({ hereNowAt: vendors.hereNowAt, status: vendors.statusOverride, until: vendors.statusOverrideUntil })
      .from(vendors)
      .where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true)))
      .for('update');
    if (!vendor?.hereNowAt) return { kind: 'not_checked_in' };
    const hours = await tx.select().from(businessHours).where(eq(businessHours.vendorId, vendorId));
    const override = { status: vendor.status, until: vendor.until };
    if (!hereNowHolds(vendor.hereNowAt, hours, now, tz, override)) return { kind: 'not_checked_in' };
    const checkInAt = vendor.hereNowAt;
    const inserted = await tx
      .insert(notHereReports)
      .values({ vendorId, reporter, checkInAt, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: notHereReports.id });
    if (inserted.length === 0) return { kind: 'already_reported' };
    const [{ n }] = await tx
      .select({ n: count() })
      .from(notHereReports)
      .where(
        and(
          eq(notHereReports.vendorId, vendorId),
          eq(notHereReports.checkInAt, checkInAt),
          gt(notHereReports.createdAt, new Date(now.getTime() - NOT_HERE_WINDOW_MS)),
        ),
      );
    const cleared = n >= NOT_HERE_REPORTS_TO_CLEAR;
    if (cleared) {
      await tx
        .update(vendors)
        .set({ hereNowAt: null, hereNowLocationId: null, updatedAt: now })
        .where(eq(vendors.id, vendorId));
    }
    await tx
      .insert(notifications)
      .values(inboxRow(vendorId, cleared ? 'hereNowCleared' : 'notHereReport', { reports: n }, now));
    return { kind: 'counted', cleared, reports: n };
  });
}

export interface CancelledOrder {
  id: number;
  phone: string | null;
  locale: string;
  invoiceNumber: string;
}

/**
 * The open orders "Cancel today" cancels: not cancelled or completed, and for today (as soon as
 * possible, or a pickup time before `until`, the next 04:00 valley time). Later days' orders stay.
 */
export async function openOrdersForToday(db: Db, vendorId: number, until: Date) {
  return db
    .select({ id: guestPreorders.id })
    .from(guestPreorders)
    .where(
      and(
        eq(guestPreorders.vendorId, vendorId),
        inArray(guestPreorders.status, ['pending', 'confirmed', 'ready']),
        or(isNull(guestPreorders.scheduledPickupTime), lt(guestPreorders.scheduledPickupTime, until)),
      ),
    )
    .orderBy(guestPreorders.id);
}

/** The text an order's phone gets when the vendor cancels today, in the order's language. */
export function cancelledTodayText(order: CancelledOrder, businessName: string): string {
  const locale = isLocale(order.locale) ? order.locale : 'en';
  return translate(locale, 'hereNow.sms.cancelledToday', { vendor: businessName, invoice: order.invoiceNumber });
}

/** Tells every follower of the vendor, in their inbox, that it is not coming today; returns how many. */
export async function notifyFollowersCancelled(db: Db, vendorId: number, businessName: string, now: Date): Promise<number> {
  const followers = await db
    .select({ userId: userFollows.followerId })
    .from(userFollows)
    .where(eq(userFollows.followedVendorId, vendorId));
  if (followers.length === 0) return 0;
  await db.insert(notifications).values(
    followers.map((f) => ({
      channel: 'inbox',
      userId: f.userId,
      vendorId: null,
      type: 'vendorCancelledToday',
      title: translate('en', 'hereNow.inbox.vendorCancelledToday.title', { vendor: businessName }),
      message: translate('en', 'hereNow.inbox.vendorCancelledToday.body', { vendor: businessName }),
      metadata: { vendorId, vendor: businessName },
      createdAt: now,
    })),
  );
  return followers.length;
}

/** Writes the vendor's own inbox row for a cancelled day. */
export async function noteCancelledToday(db: Db, vendorId: number, orders: number, now: Date): Promise<void> {
  await db.insert(notifications).values(inboxRow(vendorId, 'cancelledToday', { orders }, now));
}

/** The vendor's inbox: its latest 20 app notices and how many are unread. */
export async function vendorInbox(db: Db, vendorId: number) {
  const mine = and(eq(notifications.vendorId, vendorId), eq(notifications.channel, 'inbox'), isNull(notifications.userId));
  const [entries, [unread]] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        title: notifications.title,
        message: notifications.message,
        metadata: notifications.metadata,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(20),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(mine, eq(notifications.isRead, false))),
  ]);
  return { entries, unread: unread.n };
}

/** Marks every inbox notice of the vendor up to `upTo` (an id) read. */
export async function markInboxRead(db: Db, vendorId: number, upTo: number): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(
      and(
        eq(notifications.vendorId, vendorId),
        eq(notifications.channel, 'inbox'),
        isNull(notifications.userId),
        eq(notifications.isRead, false),
        lte(notifications.id, upTo),
      ),
    );
}
