/**
 * Demo data for an empty database (SEED_DEMO, DESIGN §2). The data itself is in demo-data.ts;
 * this file inserts it in one transaction with a handful of multi-row inserts.
 *
 * Safe to call on every start: an advisory lock serialises concurrent starts (several app
 * instances, or two calls in one process), and after taking it we insert only when no vendor
 * exists yet. The lock is released when the transaction ends.
 */
import { getTableColumns, type InferInsertModel, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { VALLEY_TIME_ZONE } from '../../shared/constants.js';
import { zonedParts, zonedTimeToUtc } from '../../shared/hours.js';
import { translate } from '../../shared/messages/index.js';
import { type DemoEvent, demoAttractions, demoChallenges, demoChat, demoCustomers, demoEvents, demoFollowNotices, demoFollows, demoPosts, demoPromotions, demoVendors, demoWeatherRules } from './demo-data.js';
import { hashPassword } from '../auth/password.js';
import { DEMO_LOGINS, DEMO_PASSWORD } from './demo-logins.js';
import { demoItemPhoto, demoPhotoUrl, demoVendorPhoto } from './demo-photos.js';
import type { Db } from './index.js';
import {
  attractions,
  challenges,
  businessHours,
  chatConversations,
  chatMessages,
  eventVendorLocations,
  eventVendorRegistrations,
  events,
  loyaltyRewards,
  menuCategories,
  menuItems,
  notifications,
  postLikes,
  reviews,
  socialPosts,
  userCredentials,
  userFollows,
  users,
  vendors,
  vendorTimeSlots,
  weatherRecommendations,
  promotions,
} from './schema.js';

/** pg_advisory_xact_lock key taken while seeding; no other code uses this number. */
export const SEED_LOCK_KEY = 5_641_830_001;

export interface SeedOptions {
  /** The seeding moment: events and review dates are placed relative to it. */
  now?: Date;
  /** IANA zone of the valley (config VALLEY_TZ). */
  timeZone?: string;
  /**
   * Give the demo logins (demo-logins.ts) the published DEMO_PASSWORD, hashed at this cost
   * (config PASSWORD_HASH_COST). Never in production (main.ts).
   */
  demoLogins?: { passwordHashCost: number };
}

const DAY_MS = 86_400_000;
/** Where a demo pickup window over a shift that passes midnight ends (windows end the same day). */
const LAST_WINDOW_END = '23:45';

export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  const now = options.now ?? new Date();
  const timeZone = options.timeZone ?? VALLEY_TIME_ZONE;

  return db.transaction(async (tx) => {
    // A separate statement from the check below: under READ COMMITTED the check's snapshot is
    // then taken after the lock is held, so it sees a concurrent seeder's committed vendors.
    await tx.execute(sql`select pg_advisory_xact_lock(${sql.raw(String(SEED_LOCK_KEY))})`);
    const existing = await tx.select({ id: vendors.id }).from(vendors).limit(1);
    if (existing.length > 0) return { seeded: false };

    // Users: vendor owners and demo customers. No credentials (nobody can sign in as them) but the
    // demo logins' outside production.
    // A leftover demo user (vendors deleted, users kept) is reused rather than failing.
    const people = [...demoVendors.map((v) => v.owner), ...Object.values(demoCustomers)];
    const userRows = await tx
      .insert(users)
      .values(people.map(({ email, firstName, lastName }) => ({ email, firstName, lastName })))
      .onConflictDoUpdate({ target: users.email, set: { email: sql`excluded.email` } })
      .returning({ id: users.id, email: users.email });
    const userIdByEmail = new Map(userRows.map((u) => [u.email, u.id]));
    const userId = (email: string) => {
      const id = userIdByEmail.get(email);
      if (!id) throw new Error(`Demo user ${email} was not inserted`);
      return id;
    };
    if (options.demoLogins) {
      const passwordHash = await hashPassword(DEMO_PASSWORD, options.demoLogins.passwordHashCost);
      await tx
        .insert(userCredentials)
        .values(DEMO_LOGINS.map((login) => ({ userId: userId(login.email), passwordHash })))
        .onConflictDoNothing({ target: userCredentials.userId });
    }

    const vendorRows = await tx
      .insert(vendors)
      .values(
        demoVendors.map((v) => ({
          userId: userId(v.owner.email),
          businessName: v.businessName,
          description: v.description,
          cuisine: v.cuisine,
          address: v.address,
          latitude: v.latitude,
          longitude: v.longitude,
          phone: v.phone,
          acceptsPreorders: v.paymentMethods.length > 0,
          paymentMethods: v.paymentMethods,
          preorderInstructions: v.paymentMethods.length > 0 ? (v.preorderInstructions ?? null) : null,
          hasLoyaltyProgram: (v.loyaltyRewards?.length ?? 0) > 0,
          createdAt: new Date(now.getTime() - 120 * DAY_MS),
          updatedAt: new Date(now.getTime() - 120 * DAY_MS),
          // Decision 0028: the demo valley's vendors went live long ago.
          publishedAt: new Date(now.getTime() - 120 * DAY_MS),
          // Issue 44 friction 3: each demo truck shows a picture (demo-photos.ts).
          profileImageUrl: demoPhotoUrl(demoVendorPhoto(v.cuisine, v.businessName)),
        })),
      )
      .returning({ id: vendors.id, userId: vendors.userId });
    const vendorIdByUser = new Map(vendorRows.map((r) => [r.userId, r.id]));
    const vendorId = new Map(demoVendors.map((v) => [v.key, vendorIdByUser.get(userId(v.owner.email))!]));
    const idOf = (key: string) => {
      const id = vendorId.get(key);
      if (id === undefined) throw new Error(`Unknown demo vendor ${key}`);
      return id;
    };

    const hoursRows = demoVendors.flatMap((v) => (v.hours ?? []).map((h) => ({ vendorId: idOf(v.key), ...h })));
    await insertRows(tx, businessHours, hoursRows);

    // Pickup windows (DESIGN §10.2): every vendor that takes preorders and keeps hours offers slots
    // over its opening hours (a shift past midnight until LAST_WINDOW_END), so a closed truck's
    // preorder page offers later pickup times (issue 44).
    const windowRows = demoVendors
      .filter((v) => v.paymentMethods.length > 0 && v.hours)
      .flatMap((v) =>
        (v.hours ?? [])
          .filter((h) => !h.isClosed && h.openTime && h.closeTime && h.openTime < LAST_WINDOW_END)
          .map((h) => ({
            vendorId: idOf(v.key),
            dayOfWeek: h.dayOfWeek,
            startTime: h.openTime as string,
            endTime: (h.closeTime as string) > (h.openTime as string) ? (h.closeTime as string) : LAST_WINDOW_END,
            slotDuration: 15,
            maxOrders: 6,
          })),
      );
    await insertRows(tx, vendorTimeSlots, windowRows);

    // Menu categories (DESIGN §10.2): each vendor's item categories in the order they first appear.
    const categoryRows = await tx
      .insert(menuCategories)
      .values(
        demoVendors.flatMap((v) =>
          [...new Set(v.menu.map((m) => m.category))].map((name, sortOrder) => ({ vendorId: idOf(v.key), name, sortOrder })),
        ),
      )
      .returning({ id: menuCategories.id, vendorId: menuCategories.vendorId, name: menuCategories.name });
    const categoryId = new Map(categoryRows.map((c) => [`${c.vendorId}:${c.name}`, c.id]));

    const today = valleyDate(now, timeZone);
    const todayText = ymdText(today);
    const menuRows = demoVendors.flatMap((v) =>
      v.menu.map((m) => ({
        vendorId: idOf(v.key),
        name: m.name,
        description: m.description,
        price: m.price,
        category: m.category,
        categoryId: categoryId.get(`${idOf(v.key)}:${m.category}`) ?? null,
        prepTime: m.prepTime,
        inventoryCount: m.inventoryCount ?? null,
        isSoldOut: m.isSoldOut ?? false,
        isAvailable: m.isAvailable ?? true,
        isDailySpecial: m.isDailySpecial ?? false,
        specialDate: m.isDailySpecial ? todayText : null,
        dietaryTags: m.dietaryTags ?? [],
        imageUrl: demoPhotoUrl(demoItemPhoto(m.name, m.category, demoVendorPhoto(v.cuisine, v.businessName))),
      })),
    );
    await insertRows(tx, menuItems, menuRows);

    const rewardRows = demoVendors.flatMap((v) =>
      (v.loyaltyRewards ?? []).map((r) => ({
        vendorId: idOf(v.key),
        name: r.name,
        description: r.description,
        pointsRequired: r.pointsRequired,
        discountType: r.discountType,
        discountValue: r.discountValue,
        isActive: r.isActive ?? true,
      })),
    );
    await insertRows(tx, loyaltyRewards, rewardRows);

    // Sub-ratings stay within a point of the overall rating, varying by position so that the
    // analytics feedback bars differ; dates spread over the past months.
    const nudge = [0, -1, 0, 1, 0, -1, 1, 0];
    const clamp = (n: number) => Math.min(5, Math.max(1, n));
    const reviewRows = demoVendors.flatMap((v, vi) =>
      v.reviews.map((r, i) => {
        const createdAt = new Date(now.getTime() - (2 + i * 9 + ((vi * 5) % 7)) * DAY_MS - ((vi * 7 + i * 3) % 10) * 3_600_000);
        return {
          vendorId: idOf(v.key),
          userId: userId(demoCustomers[r.by].email),
          rating: r.rating,
          comment: r.comment,
          foodQualityRating: r.rating,
          serviceRating: clamp(r.rating + nudge[i % nudge.length]),
          valueRating: clamp(r.rating + nudge[(i + 3) % nudge.length]),
          // Reviews come only from customers who ordered (decision 0042): every demo review is one.
          isVerifiedPurchase: true,
          createdAt,
          updatedAt: createdAt, // not edited since
          vendorReply: r.reply ?? null,
          vendorRepliedAt: r.reply ? new Date(createdAt.getTime() + DAY_MS / 2) : null,
        };
      }),
    );
    await insertRows(tx, reviews, reviewRows);

    const eventRows = await tx
      .insert(events)
      .values(demoEvents.map((e) => ({ ...eventDates(e, today, timeZone), ...eventFields(e) })))
      .returning({ id: events.id, name: events.name });
    const eventIdByName = new Map(eventRows.map((e) => [e.name, e.id]));
    const registrationRows = demoEvents.flatMap((e) =>
      e.registrations.map((r) => ({
        eventId: eventIdByName.get(e.name)!,
        vendorId: idOf(r.vendor),
        status: r.status,
        requestedLocation: r.requestedLocation,
        approvedLocation: r.approvedLocation ?? null,
        registrationFee: r.registrationFee,
        isPaid: r.isPaid,
        notes: r.notes ?? null,
      })),
    );
    await insertRows(tx, eventVendorRegistrations, registrationRows);
    // Who is where on the events' sites (decision 0038): only approved registrations have a spot.
    const siteRows = demoEvents.flatMap((e) =>
      e.registrations.flatMap((r) =>
        r.site && r.status === 'approved' ? [{ eventId: eventIdByName.get(e.name)!, vendorId: idOf(r.vendor), ...r.site }] : [],
      ),
    );
    await insertRows(tx, eventVendorLocations, siteRows);
    await tx.insert(weatherRecommendations).values(
      demoWeatherRules.map((r) => ({ ...r, recommendedCuisines: [...r.recommendedCuisines], isActive: true, createdAt: now })),
    );
    await tx.insert(attractions).values(demoAttractions.map((a) => ({ ...a, createdAt: now })));
    await tx.insert(promotions).values(
      demoPromotions.map(({ vendor, startDays, endDays, ...p }) => ({
        ...p,
        targetVendorIds: vendor ? [String(idOf(vendor))] : null,
        startDate: new Date(now.getTime() + startDays * DAY_MS),
        endDate: new Date(now.getTime() + endDays * DAY_MS),
        createdBy: 'demo',
        createdAt: now,
        updatedAt: now,
      })),
    );
    await tx.insert(challenges).values(
      demoChallenges.map(({ startDays, endDays, ...c }) => ({
        ...c,
        startDate: new Date(now.getTime() + startDays * DAY_MS),
        endDate: new Date(now.getTime() + endDays * DAY_MS),
        createdAt: now,
      })),
    );
    // Follows and the bell (decision 0040): a few follows, and notices kept in English with their values.
    const customerId = (key: keyof typeof demoCustomers) => userId(demoCustomers[key].email);
    await insertRows(
      tx,
      userFollows,
      demoFollows.flatMap((f) => f.vendors.map((v) => ({ followerId: customerId(f.by), followedVendorId: idOf(v), createdAt: now }))),
    );
    await insertRows(
      tx,
      notifications,
      demoFollowNotices.map((n) => {
        const vendor = demoVendors.find((v) => v.key === n.vendor)!.businessName;
        const values: Record<string, string> = n.item ? { vendor, item: n.item } : { vendor };
        return {
          channel: 'inbox',
          userId: customerId(n.to),
          vendorId: idOf(n.vendor),
          type: n.type,
          title: translate('en', `follows.notice.${n.type}.title`, values),
          message: translate('en', `follows.notice.${n.type}.body`, values),
          actionUrl: `/v/${idOf(n.vendor)}`,
          metadata: { ...values, vendorId: idOf(n.vendor) },
          isRead: n.isRead,
          createdAt: new Date(now.getTime() - n.hoursAgo * 3_600_000),
        };
      }),
    );
    // The food feed (issue 19 item 2): a few posts and their likes; each post's count is its likers.
    const postRows = await tx
      .insert(socialPosts)
      .values(
        demoPosts.map((p) => ({
          userId: customerId(p.by),
          vendorId: p.vendor ? idOf(p.vendor) : null,
          content: p.content,
          photos: [],
          type: p.type,
          likes: p.likedBy.length,
          createdAt: new Date(now.getTime() - p.hoursAgo * 3_600_000),
        })),
      )
      .returning({ id: socialPosts.id });
    await insertRows(
      tx,
      postLikes,
      demoPosts.flatMap((p, i) => p.likedBy.map((by) => ({ postId: postRows[i].id, userId: customerId(by), createdAt: now }))),
    );
    // Chat (issue 19 item 4): one conversation; the customer has not read the vendor's last answer yet.
    const chatAt = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
    const chatCustomer = customerId(demoChat.customer);
    const chatVendor = idOf(demoChat.vendor);
    await tx.insert(chatConversations).values({
      vendorId: chatVendor,
      userId: chatCustomer,
      lastMessageAt: chatAt(Math.min(...demoChat.messages.map((m) => m.minutesAgo))),
      createdAt: chatAt(Math.max(...demoChat.messages.map((m) => m.minutesAgo))),
    });
    await insertRows(
      tx,
      chatMessages,
      demoChat.messages.map((m, i) => {
        const read = i < demoChat.messages.length - 1;
        return {
          fromUserId: chatCustomer,
          toVendorId: chatVendor,
          message: m.message,
          sender: m.sender,
          messageType: 'text',
          isRead: read,
          readAt: read ? chatAt(m.minutesAgo - 1) : null,
          createdAt: chatAt(m.minutesAgo),
        };
      }),
    );

    return { seeded: true };
  });
}

/**
 * One INSERT … SELECT FROM json_populate_recordset: the rows travel as a single JSON parameter.
 * Drizzle's multi-row VALUES with a few thousand parameters costs several times more to build
 * and bind on PGlite, and this is the same SQL on PostgreSQL. Every row must set the same keys
 * (a key absent from the JSON would insert NULL, not the column default).
 */
async function insertRows<T extends PgTable>(
  tx: Pick<Db, 'execute'>,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<void> {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]);
  const json = rows.map((row) => {
    const record = row as Record<string, unknown>;
    if (Object.keys(record).length !== keys.length) throw new Error('insertRows: every row must set the same keys');
    return Object.fromEntries(keys.map((k) => [columns[k].name, record[k] ?? null]));
  });
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  await tx.execute(
    sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(json)}::json)`,
  );
}

function eventFields(e: DemoEvent) {
  return {
    name: e.name,
    description: e.description,
    type: e.type,
    venue: e.venue,
    specialLocations: e.specialLocations,
    isActive: true,
  };
}

// ---------------------------------------------------------------- valley calendar

interface Ymd {
  y: number;
  m: number;
  d: number;
}

/** The calendar day in `timeZone` at instant `at`. */
function valleyDate(at: Date, timeZone: string): Ymd {
  const p = zonedParts(at, timeZone);
  return { y: p.year, m: p.month, d: p.day };
}

function addDays(day: Ymd, n: number): Ymd {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

function weekday(day: Ymd): number {
  return new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay();
}

function ymdText(day: Ymd): string {
  return `${day.y}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`;
}

function eventDates(e: DemoEvent, today: Ymd, timeZone: string): { startDate: Date; endDate: Date } {
  let first = addDays(today, e.minDaysAhead);
  while (weekday(first) !== e.weekday) first = addDays(first, 1);
  const last = addDays(first, e.days - 1);
  return {
    startDate: zonedTimeToUtc(first.y, first.m, first.d, e.startHour, 0, timeZone),
    endDate: zonedTimeToUtc(last.y, last.m, last.d, e.endHour, 0, timeZone),
  };
}
