/**
 * The administrator's reads and vendor moderation (DESIGN §4, §5). Every read is a fixed number
 * of SQL statements whatever the number of vendors; counts and ratings are SQL aggregates.
 * Promotions, advertisements and events keep their own query modules.
 */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { PlatformStats } from '../../shared/schemas/admin.js';
import type { Db } from '../db/index.js';
import { businessHours, notifications, preorderReviews, reviews, users, vendors } from '../db/schema.js';
import { inboxRow } from '../messaging/inbox.js';
import { findVendorById, publishVendor } from '../vendors/queries.js';

type VendorRow = typeof vendors.$inferSelect;
type HoursRow = typeof businessHours.$inferSelect;

export interface AdminVendorRow {
  vendor: VendorRow;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Rounded to 1 decimal; 0 without reviews. */
  rating: number;
  reviewCount: number;
  hours: HoursRow[];
}

/** One statement: the five platform counts. */
export async function platformStats(db: Db): Promise<PlatformStats> {
  const result = await db.execute<Record<keyof PlatformStats, number>>(sql`
    select
      (select count(*) from users)::int as "totalUsers",
      (select count(*) from vendors)::int as "totalVendors",
      ((select count(*) from reviews) + (select count(*) from preorder_reviews))::int as "totalReviews",
      ((select count(*) from guest_preorders) + (select count(*) from orders))::int as "totalOrders",
      (select count(*) from events)::int as "totalEvents"
  `);
  const row = result.rows[0];
  return {
    totalUsers: Number(row.totalUsers),
    totalVendors: Number(row.totalVendors),
    totalReviews: Number(row.totalReviews),
    totalOrders: Number(row.totalOrders),
    totalEvents: Number(row.totalEvents),
  };
}

/** Review count and rating per vendor over both review tables, as one joinable subquery. */
function ratings(db: Db) {
  const all = sql`(
    select ${reviews.vendorId} as vendor_id, ${reviews.rating} as rating from ${reviews}
    union all
    select ${preorderReviews.vendorId}, ${preorderReviews.rating} from ${preorderReviews}
  )`;
  return db
    .select({
      vendorId: sql<number>`vendor_id`.as('rated_vendor_id'),
      reviewCount: sql<number>`count(*)::int`.as('review_count'),
      rating: sql<number>`round(avg(rating), 1)::float8`.as('avg_rating'),
    })
    .from(sql`${all} as all_reviews`)
    .groupBy(sql`vendor_id`)
    .as('ratings');
}

/**
 * Vendors (all of them, or those matching `where`) with owner contact details, rating and
 * hours: two statements in all.
 */
export async function listAdminVendors(db: Db, where?: SQL): Promise<AdminVendorRow[]> {
  const r = ratings(db);
  const [cores, hours] = await Promise.all([
    db
      .select({
        vendor: vendors,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        rating: sql<number>`coalesce(${r.rating}, 0)::float8`.mapWith(Number),
        reviewCount: sql<number>`coalesce(${r.reviewCount}, 0)::int`.mapWith(Number),
      })
      .from(vendors)
      .innerJoin(users, eq(users.id, vendors.userId))
      .leftJoin(r, eq(r.vendorId, vendors.id))
      .where(where)
      .orderBy(asc(vendors.businessName), asc(vendors.id)),
    db
      .select({ hours: businessHours })
      .from(businessHours)
      .innerJoin(vendors, eq(vendors.id, businessHours.vendorId))
      .where(where)
      .orderBy(asc(businessHours.vendorId), asc(businessHours.dayOfWeek), asc(businessHours.shift)),
  ]);
  const byVendor = new Map<number, HoursRow[]>();
  for (const { hours: h } of hours) {
    const list = byVendor.get(h.vendorId);
    if (list) list.push(h);
    else byVendor.set(h.vendorId, [h]);
  }
  return cores.map((c) => ({ ...c, hours: byVendor.get(c.vendor.id) ?? [] }));
}

/** Deactivates or reactivates a vendor; false when there is no such vendor. */
export async function setVendorActive(db: Db, vendorId: number, isActive: boolean, now: Date): Promise<boolean> {
  const rows = await db
    .update(vendors)
    .set({ isActive, updatedAt: now })
    .where(eq(vendors.id, vendorId))
    .returning({ id: vendors.id });
  return rows.length > 0;
}

/**
 * Puts a vendor live by hand, without its setup checklist (decision 0028: the administrator's
 * tool, e.g. for a vendor set up over the phone); the first date stays. False when there is no
 * such vendor.
 */
export async function publishVendorByHand(db: Db, vendorId: number, now: Date): Promise<boolean> {
  const before = await findVendorById(db, vendorId);
  if (!before) return false;
  await publishVendor(db, vendorId, now);
  // Issue 44: a vendor that was waiting for approval is told in its inbox.
  if (before.publishedAt === null && before.approvalRequestedAt !== null) {
    await db.insert(notifications).values(inboxRow(vendorId, 'vendor_approved', { vendor: before.businessName }, now, '/vendor-dashboard'));
  }
  return true;
}

export const vendorIdIs = (vendorId: number) => eq(vendors.id, vendorId);
