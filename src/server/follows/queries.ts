/**
 * Follows and the signed-in customer's notices (DESIGN §10.3, issue 18 item 2, decision 0040):
 * the data side. Notices for followers are written in one INSERT … SELECT over the vendor's
 * followers, deduplicated by `notifications (dedupe_key, channel)`.
 */
import { and, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/index.js';
import { notifications, userFollows, userProfiles, users, vendors } from '../db/schema.js';

/** True when the vendor exists and is listed (active and published): only those can be followed. */
export async function isFollowable(db: Db, vendorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), eq(vendors.isActive, true), isNotNull(vendors.publishedAt)))
    .limit(1);
  return row !== undefined;
}

/** Follows the vendor (again is nothing new: the unique index keeps one row). */
export async function follow(db: Db, userId: string, vendorId: number, now: Date): Promise<void> {
  await db.insert(userFollows).values({ followerId: userId, followedVendorId: vendorId, createdAt: now }).onConflictDoNothing();
}

export async function unfollow(db: Db, userId: string, vendorId: number): Promise<void> {
  await db.delete(userFollows).where(and(eq(userFollows.followerId, userId), eq(userFollows.followedVendorId, vendorId)));
}

/** The listed vendors the user follows, newest follow first. */
export function listFollows(db: Db, userId: string) {
  return db
    .select({
      vendorId: vendors.id,
      businessName: vendors.businessName,
      cuisine: vendors.cuisine,
      followedAt: userFollows.createdAt,
    })
    .from(userFollows)
    .innerJoin(vendors, eq(vendors.id, userFollows.followedVendorId))
    .where(and(eq(userFollows.followerId, userId), eq(vendors.isActive, true), isNotNull(vendors.publishedAt)))
    .orderBy(desc(userFollows.createdAt), desc(userFollows.id));
}

const mine = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.channel, 'inbox'));

async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.isRead, false)));
  return row.n;
}

/** The user's inbox notices, newest first (`before`: older than that id), and the unread count. */
export async function userNotifications(db: Db, userId: string, limit: number, before?: number) {
  const [rows, unread] = await Promise.all([
    db
      .select({
        id: notifications.id,
        type: notifications.type,
        vendorId: notifications.vendorId,
        title: notifications.title,
        message: notifications.message,
        metadata: notifications.metadata,
        actionUrl: notifications.actionUrl,
        isRead: notifications.isRead,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(and(mine(userId), before === undefined ? undefined : lt(notifications.id, before)))
      .orderBy(desc(notifications.id))
      .limit(limit + 1),
    unreadCount(db, userId),
  ]);
  const more = rows.length > limit;
  const entries = more ? rows.slice(0, limit) : rows;
  return { entries, unread, nextCursor: more ? entries[entries.length - 1].id : null };
}

/** Marks the user's own notices read: the given ids (others' are untouched), or all. Returns the unread left. */
export async function markNotificationsRead(db: Db, userId: string, ids: readonly number[] | undefined): Promise<number> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(mine(userId), eq(notifications.isRead, false), ids ? inArray(notifications.id, [...ids]) : undefined));
  return unreadCount(db, userId);
}

/** The account's text setting and verified phone. */
export async function notificationSettings(db: Db, userId: string): Promise<{ textFollowedVendors: boolean; phone: string | null }> {
  const [row] = await db
    .select({ phone: users.phone, textFollowedVendors: userProfiles.textFollowedVendors })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return { phone: row?.phone ?? null, textFollowedVendors: row?.textFollowedVendors ?? false };
}

/** Sets the text setting, making the user's profile row when there is none yet. */
export async function setTextFollowedVendors(db: Db, userId: string, on: boolean, now: Date): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ userId, textFollowedVendors: on, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { textFollowedVendors: on, updatedAt: now } });
}

/** What a notice for followers says and where it leads. */
export interface FollowerNotice {
  vendorId: number;
  /** 'vendorOpen' | 'dailySpecial'. */
  type: string;
  /** Catalogue values ({vendor}, {item}). */
  values: Record<string, string | number>;
  /** The English words kept with the inbox row. */
  title: string;
  message: string;
  /** The text's body in each language (the follower's language: see textLanguage). */
  sms: { en: string; es: string };
  actionUrl: string;
  /** Unique per vendor, event and valley day, e.g. 'open:12:2026-11-26'; the user id is added. */
  dedupeKey: string;
  now: Date;
}

/**
 * Writes one inbox row per follower and, for followers with a verified phone who opted in and have
 * not texted STOP, one outbox text; a repeat of the same dedupe key is skipped for each. Returns the
 * users who got a new inbox row and how many texts were queued.
 */
export async function writeFollowerNotices(db: Db, notice: FollowerNotice): Promise<{ userIds: string[]; texts: number }> {
  const { vendorId, type, values, now } = notice;
  const metadata = JSON.stringify({ ...values, vendorId });
  const at = now.toISOString();
  const inbox = await db.execute<{ user_id: string }>(sql`
    insert into notifications (user_id, vendor_id, channel, type, title, message, action_url, metadata, dedupe_key, created_at)
    select f.follower_id, ${vendorId}, 'inbox', ${type}, ${notice.title}, ${notice.message}, ${notice.actionUrl},
           ${metadata}::jsonb, ${notice.dedupeKey} || ':' || f.follower_id::text, ${at}::timestamptz
    from user_follows f
    where f.followed_vendor_id = ${vendorId}
    on conflict (dedupe_key, channel) do nothing
    returning user_id`);
  // The follower's language for a text: the language of their phone's latest order, else English
  // (accounts keep no language of their own). STOP (the phone's newest consent row) always wins.
  const texts = await db.execute<{ id: number }>(sql`
    insert into notifications (user_id, vendor_id, guest_phone, channel, type, title, message, metadata, dedupe_key, next_attempt_at, created_at)
    select u.id, ${vendorId}, u.phone, 'sms', ${`follow_${type}`}, ${`follow_${type} ${vendorId}`},
           case when (select g.locale from guest_preorders g where g.phone = u.phone order by g.created_at desc, g.id desc limit 1) = 'es'
                then ${notice.sms.es} else ${notice.sms.en} end,
           ${metadata}::jsonb, ${notice.dedupeKey} || ':' || u.id::text, ${at}::timestamptz, ${at}::timestamptz
    from user_follows f
    join users u on u.id = f.follower_id
    join user_profiles p on p.user_id = u.id
    where f.followed_vendor_id = ${vendorId}
      and p.text_followed_vendors
      and u.phone is not null
      and coalesce((select c.opted_in from sms_consents c where c.phone = u.phone order by c.created_at desc, c.id desc limit 1), true)
    on conflict (dedupe_key, channel) do nothing
    returning id`);
  return { userIds: inbox.rows.map((r) => r.user_id), texts: texts.rows.length };
}
