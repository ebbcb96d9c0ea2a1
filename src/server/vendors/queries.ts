/**
 * Vendors, business hours, menu items and the vendor side of reviews: the only place this area
 * touches Drizzle (STYLE rule 5). Reads use a fixed number of statements whatever the number of
 * vendors; ratings are SQL aggregates over both review tables.
 */
import { and, asc, eq, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { dietTagSets } from '../../shared/diet.js';
import { specialWrite } from '../../shared/menu.js';
import { lastMorningReset } from '../../shared/menu-availability.js';
import { t } from '../../shared/messages/index.js';
import { normalizeMoney } from '../../shared/money.js';
import type { HoursUpdate, WeekHours } from '../../shared/schemas/vendors.js';
import type { Db } from '../db/index.js';
import {
  businessHours,
  menuCategories,
  menuItems,
  preorderReviews,
  reviews,
  users,
  vendorLocations,
  vendors,
} from '../db/schema.js';
import { badRequest } from '../errors.js';
import { listCategories, type MenuCategoryRow, resolveItemCategory, sameIds } from '../menu-categories/queries.js';
import { listReviews, type ReviewEntry } from '../reviews/queries.js';

export type VendorRow = typeof vendors.$inferSelect;
export type HoursRow = typeof businessHours.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;
export type LocationRow = typeof vendorLocations.$inferSelect;

/** A vendor with its owner's first name and its rating over both review tables. */
export interface VendorCore {
  vendor: VendorRow;
  ownerFirstName: string | null;
  /** Rounded to 1 decimal; 0 without reviews. */
  rating: number;
  reviewCount: number;
}

export type { ReviewEntry };

export interface VendorDetailData {
  core: VendorCore;
  hours: HoursRow[];
  menu: MenuItemRow[];
  /** In menu order; the public detail holds only visible ones. */
  categories: MenuCategoryRow[];
  reviews: ReviewEntry[];
  /** DESIGN §10.3: its locations (the active ones publicly, all for the owner). */
  locations: LocationRow[];
}

/** Reviews shown on the vendor detail. */
export const LATEST_REVIEWS = 20;

// ---------------------------------------------------------------- reads

/** Per-vendor count and sum of ratings from one review table, as a joinable subquery. */
function ratingTotals(db: Db) {
  const fromReviews = db
    .select({
      vendorId: reviews.vendorId,
      // Distinct aliases: Drizzle names subquery fields without their table in raw SQL.
      n: sql<number>`count(*)::int`.as('r_n'),
      total: sql<number>`sum(${reviews.rating})::int`.as('r_total'),
    })
    .from(reviews)
    .groupBy(reviews.vendorId)
    .as('r');
  const fromPreorders = db
    .select({
      vendorId: preorderReviews.vendorId,
      n: sql<number>`count(*)::int`.as('p_n'),
      total: sql<number>`sum(${preorderReviews.rating})::int`.as('p_total'),
    })
    .from(preorderReviews)
    .groupBy(preorderReviews.vendorId)
    .as('p');
  const count = sql`(coalesce(${fromReviews.n}, 0) + coalesce(${fromPreorders.n}, 0))`;
  const total = sql`(coalesce(${fromReviews.total}, 0) + coalesce(${fromPreorders.total}, 0))`;
  return {
    fromReviews,
    fromPreorders,
    reviewCount: sql<number>`${count}::int`.mapWith(Number),
    rating: sql<number>`coalesce(round(${total}::numeric / nullif(${count}, 0), 1), 0)::float8`.mapWith(Number),
  };
}

/** One statement: vendors (filtered by `where`) with owner first name, rating and review count. */
async function selectVendorCores(db: Db, where: SQL | undefined): Promise<VendorCore[]> {
  const r = ratingTotals(db);
  return db
    .select({ vendor: vendors, ownerFirstName: users.firstName, rating: r.rating, reviewCount: r.reviewCount })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .leftJoin(r.fromReviews, eq(r.fromReviews.vendorId, vendors.id))
    .leftJoin(r.fromPreorders, eq(r.fromPreorders.vendorId, vendors.id))
    .where(where)
    .orderBy(asc(vendors.id));
}

/** Listed to customers: active, and live (decision 0028: published_at set by Go live). */
export const listed = () => and(eq(vendors.isActive, true), isNotNull(vendors.publishedAt));

/**
 * The public list: every active vendor that went live, with its hours. Two statements in all,
 * whatever the number of vendors; hours are grouped in memory.
 */
export async function listActiveVendors(
  db: Db,
): Promise<(VendorCore & { hours: HoursRow[]; locations: LocationRow[]; dietaryTagSets: ReturnType<typeof dietTagSets> })[]> {
  const [cores, hours, places, tagged] = await Promise.all([
    selectVendorCores(db, listed()),
    db
      .select({ hours: businessHours })
      .from(businessHours)
      .innerJoin(vendors, eq(vendors.id, businessHours.vendorId))
      .where(listed())
      .orderBy(asc(businessHours.vendorId), asc(businessHours.dayOfWeek), asc(businessHours.shift)),
    db
      .select({ location: vendorLocations })
      .from(vendorLocations)
      .innerJoin(vendors, eq(vendors.id, vendorLocations.vendorId))
      .where(and(listed(), eq(vendorLocations.isActive, true)))
      .orderBy(asc(vendorLocations.id)),
    // Decision 0041: the tags of the regular items on the public menu ("Fits my diet"), one row
    // per distinct set; daily specials come and go by the day and are left out.
    db
      .selectDistinct({ vendorId: menuItems.vendorId, dietaryTags: menuItems.dietaryTags })
      .from(menuItems)
      .innerJoin(vendors, eq(vendors.id, menuItems.vendorId))
      .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
      .where(
        and(
          listed(),
          eq(menuItems.isAvailable, true),
          eq(menuItems.isDailySpecial, false),
          sql`cardinality(${menuItems.dietaryTags}) > 0`,
          or(isNull(menuItems.categoryId), eq(menuCategories.isActive, true)),
        ),
      ),
  ]);
  const byVendor = new Map<number, HoursRow[]>();
  for (const { hours: h } of hours) {
    const list = byVendor.get(h.vendorId);
    if (list) list.push(h);
    else byVendor.set(h.vendorId, [h]);
  }
  const placesByVendor = new Map<number, LocationRow[]>();
  for (const { location } of places) {
    const list = placesByVendor.get(location.vendorId);
    if (list) list.push(location);
    else placesByVendor.set(location.vendorId, [location]);
  }
  const tagsByVendor = new Map<number, { dietaryTags: string[] }[]>();
  for (const row of tagged) {
    const list = tagsByVendor.get(row.vendorId);
    if (list) list.push(row);
    else tagsByVendor.set(row.vendorId, [row]);
  }
  return cores.map((c) => ({
    ...c,
    hours: byVendor.get(c.vendor.id) ?? [],
    locations: placesByVendor.get(c.vendor.id) ?? [],
    dietaryTagSets: dietTagSets(tagsByVendor.get(c.vendor.id) ?? []),
  }));
}

/** A vendor's locations in the order they were added: the active ones, or all (the owner's). */
export function listLocations(db: Db, vendorId: number, activeOnly: boolean): Promise<LocationRow[]> {
  return db
    .select()
    .from(vendorLocations)
    .where(
      activeOnly
        ? and(eq(vendorLocations.vendorId, vendorId), eq(vendorLocations.isActive, true))
        : eq(vendorLocations.vendorId, vendorId),
    )
    .orderBy(asc(vendorLocations.id));
}

/** Hours of one vendor, Sunday (0) to Saturday (6). */
export function listHours(db: Db, vendorId: number): Promise<HoursRow[]> {
  return db
    .select()
    .from(businessHours)
    .where(eq(businessHours.vendorId, vendorId))
    .orderBy(asc(businessHours.dayOfWeek), asc(businessHours.shift));
}

/**
 * Menu of one vendor in menu order: by its category's sortOrder (uncategorised items last), then
 * the item's own sortOrder (decision 0023), then id. The public menu (`visibleOnly`) leaves out
 * hidden items and the items of hidden categories; every day's specials are in it (which show is
 * decided at answer time, src/shared/menu.ts).
 */
export async function listMenu(db: Db, vendorId: number, visibleOnly = false): Promise<MenuItemRow[]> {
  const rows = await db
    .select({ item: menuItems })
    .from(menuItems)
    .leftJoin(menuCategories, eq(menuCategories.id, menuItems.categoryId))
    .where(
      and(
        eq(menuItems.vendorId, vendorId),
        visibleOnly ? or(isNull(menuItems.categoryId), eq(menuCategories.isActive, true)) : undefined,
        visibleOnly ? eq(menuItems.isAvailable, true) : undefined,
      ),
    )
    .orderBy(
      sql`${menuCategories.sortOrder} asc nulls last`,
      sql`${menuCategories.id} asc nulls last`,
      asc(menuItems.sortOrder),
      asc(menuItems.id),
    );
  return rows.map((r) => r.item);
}

/** The latest reviews from both tables, newest first (reviews/queries.ts reads them). */
export function latestReviews(db: Db, vendorId: number, limit = LATEST_REVIEWS): Promise<ReviewEntry[]> {
  return listReviews(db, vendorId, limit);
}

async function loadDetail(db: Db, where: SQL, visibleOnly: boolean): Promise<VendorDetailData | null> {
  const [core] = await selectVendorCores(db, where);
  if (!core) return null;
  const id = core.vendor.id;
  const [hours, menu, categories, latest, locations] = await Promise.all([
    listHours(db, id),
    listMenu(db, id, visibleOnly),
    listCategories(db, id, !visibleOnly),
    latestReviews(db, id),
    listLocations(db, id, visibleOnly),
  ]);
  return { core, hours, menu, categories, reviews: latest, locations };
}

/**
 * The public detail of an active vendor, or null. A vendor not live yet is found too (its
 * `publishedAt` is null): the caller answers it to its owner only, as a preview (decision 0028).
 */
export function findActiveVendorDetail(db: Db, vendorId: number): Promise<VendorDetailData | null> {
  return loadDetail(db, and(eq(vendors.id, vendorId), eq(vendors.isActive, true))!, true);
}

/** The owner's own vendor (active or not), or null when the user has none. */
export function findOwnVendorDetail(db: Db, userId: string): Promise<VendorDetailData | null> {
  return loadDetail(db, eq(vendors.userId, userId), false);
}

/** One vendor's detail as its owner sees it (every item and category), by vendor id. */
export function findVendorDetailById(db: Db, vendorId: number): Promise<VendorDetailData | null> {
  return loadDetail(db, eq(vendors.id, vendorId), false);
}

/**
 * Go live (decision 0028): sets published_at once; a vendor already live keeps its first date.
 * Returns the row.
 */
export async function publishVendor(db: Db, vendorId: number, now: Date): Promise<VendorRow> {
  const [row] = await db
    .update(vendors)
    .set({ publishedAt: sql`coalesce(${vendors.publishedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(vendors.id, vendorId))
    .returning();
  return row;
}

/** Issue 44: Go live asked while the administrator approves new vendors (the first ask is kept). */
export async function requestApproval(db: Db, vendorId: number, now: Date): Promise<VendorRow> {
  const [row] = await db
    .update(vendors)
    .set({ approvalRequestedAt: sql`coalesce(${vendors.approvalRequestedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(vendors.id, vendorId))
    .returning();
  return row;
}

export async function findVendorById(db: Db, vendorId: number): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, vendorId)).limit(1);
  return row;
}

/** A menu item with the user id of its vendor's owner (one statement, for the guard). */
export async function findMenuItemWithOwner(
  db: Db,
  itemId: number,
): Promise<{ item: MenuItemRow; ownerId: string } | undefined> {
  const [row] = await db
    .select({ item: menuItems, ownerId: vendors.userId })
    .from(menuItems)
    .innerJoin(vendors, eq(vendors.id, menuItems.vendorId))
    .where(eq(menuItems.id, itemId))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------- vendor writes

export interface VendorInput {
  businessName: string;
  cuisine: string;
  address: string;
  description: string | null;
  phone: string | null;
  preorderInstructions: string | null;
  profileImageUrl: string | null;
  menuImageUrls: string[];
  paymentMethods: string[];
  latitude: number | null;
  longitude: number | null;
}

/**
 * Creates the user's one vendor profile. Preorders are on exactly when a payment method is
 * chosen (SPEC §4), whatever the client sent. Returns null when the user already has one (the
 * unique index decides, so two racing requests cannot both succeed).
 */
export async function createVendor(db: Db, userId: string, input: VendorInput): Promise<VendorRow | null> {
  const [row] = await db
    .insert(vendors)
    .values({ ...input, userId, acceptsPreorders: input.paymentMethods.length > 0 })
    .onConflictDoNothing({ target: vendors.userId })
    .returning();
  return row ?? null;
}

export async function hasVendor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, userId)).limit(1);
  return Boolean(row);
}

/** Edits any subset of the profile; sending paymentMethods sets acceptsPreorders again. */
export async function updateVendor(
  db: Db,
  vendorId: number,
  patch: Partial<VendorInput>,
  now: Date,
): Promise<VendorRow> {
  const set: Partial<typeof vendors.$inferInsert> = { updatedAt: now };
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined) (set as Record<string, unknown>)[key] = value;
  }
  if (patch.paymentMethods !== undefined) set.acceptsPreorders = patch.paymentMethods.length > 0;
  const [row] = await db.update(vendors).set(set).where(eq(vendors.id, vendorId)).returning();
  return row;
}

export async function setLoyaltyProgram(db: Db, vendorId: number, enabled: boolean, now: Date): Promise<VendorRow> {
  const [row] = await db
    .update(vendors)
    .set({ hasLoyaltyProgram: enabled, updatedAt: now })
    .where(eq(vendors.id, vendorId))
    .returning();
  return row;
}

/** Mark as Open / Mark as Closed until `until`; a null status clears the override. */
export async function setStatusOverride(
  db: Db,
  vendorId: number,
  status: 'open' | 'closed' | null,
  until: Date | null,
  now: Date,
): Promise<VendorRow> {
  const [row] = await db
    .update(vendors)
    .set({ statusOverride: status, statusOverrideUntil: status ? until : null, updatedAt: now })
    .where(eq(vendors.id, vendorId))
    .returning();
  return row;
}

/**
 * Upserts the day's first shift of (vendor, day) (SPEC §7's call knows one shift a day), changing
 * only the fields sent and keeping the others; returns the whole week.
 */
export async function upsertHours(db: Db, vendorId: number, input: HoursUpdate): Promise<HoursRow[]> {
  const changes: Partial<typeof businessHours.$inferInsert> = {};
  if (input.isClosed !== undefined) changes.isClosed = input.isClosed;
  if (input.openTime !== undefined) changes.openTime = input.openTime;
  if (input.closeTime !== undefined) changes.closeTime = input.closeTime;
  await db
    .insert(businessHours)
    .values({ vendorId, dayOfWeek: input.dayOfWeek, shift: 0, ...changes })
    .onConflictDoUpdate({
      target: [businessHours.vendorId, businessHours.dayOfWeek, businessHours.shift],
      set: changes,
    });
  if (input.isClosed !== undefined) {
    // Open or closed is a property of the day: a second shift follows the first.
    await db
      .update(businessHours)
      .set({ isClosed: input.isClosed })
      .where(and(eq(businessHours.vendorId, vendorId), eq(businessHours.dayOfWeek, input.dayOfWeek)));
  }
  return listHours(db, vendorId);
}

/**
 * Replaces the whole week in one transaction (PUT /api/vendors/:id/hours): every day sent gets one
 * row per shift (a closed day keeps its shifts' times, marked closed, or one closed row without
 * times); days left out have no rows. Returns the week.
 */
export async function replaceWeekHours(db: Db, vendorId: number, week: WeekHours): Promise<HoursRow[]> {
  const rows = week.flatMap((day) => {
    const shifts = day.shifts.length > 0 ? day.shifts : [{ openTime: null, closeTime: null }];
    return shifts.map((s, shift) => ({
      vendorId,
      dayOfWeek: day.dayOfWeek,
      shift,
      openTime: s.openTime,
      closeTime: s.closeTime,
      isClosed: day.isClosed,
      locationId: 'locationId' in s ? (s.locationId ?? null) : null,
    }));
  });
  await db.transaction(async (tx) => {
    await tx.delete(businessHours).where(eq(businessHours.vendorId, vendorId));
    if (rows.length > 0) await tx.insert(businessHours).values(rows);
  });
  return listHours(db, vendorId);
}

// ---------------------------------------------------------------- menu writes

export interface MenuItemInput {
  name: string;
  description: string | null;
  price: number;
  category: string | null;
  imageUrl: string | null;
  isAvailable?: boolean;
  /** Decision 0023: "sold out today" (with isAvailable true). */
  isSoldOut?: boolean;
  inventoryCount?: number | null;
  prepTime?: number;
  isDailySpecial?: boolean;
  /** DESIGN §10.2: see resolveItemCategory (src/server/menu-categories/queries.ts). */
  categoryId?: number | null;
  specialDate?: string | null;
  lowStockThreshold?: number;
  /** Decision 0041: normalised by the schema (known tags, each once). */
  dietaryTags?: string[];
  /** Issue 41 (decision 0053): the item throttle; null removes it. */
  maxPer15Min?: number | null;
}

/**
 * Adds a menu item, filed under its category (made when named and new) in the same transaction.
 * `today` is the valley date a daily special without a date is for.
 */
export function createMenuItem(db: Db, vendorId: number, input: MenuItemInput, today: string): Promise<MenuItemRow> {
  const { price, inventoryCount, category, categoryId, isDailySpecial, specialDate, isSoldOut, ...rest } = input;
  return db.transaction(async (tx) => {
    const filed = await resolveItemCategory(tx, vendorId, { category, categoryId });
    const [row] = await tx
      .insert(menuItems)
      .values({
        ...rest,
        ...(filed ?? { category: null, categoryId: null }),
        ...specialWrite({ isDailySpecial, specialDate }, today),
        vendorId,
        price: normalizeMoney(price),
        inventoryCount: inventoryCount ?? null,
        isSoldOut: inventoryCount === 0 || (isSoldOut ?? false),
        sortOrder: nextItemSortOrder(vendorId),
      })
      .returning();
    return row;
  });
}

export type MenuItemPatch = Partial<MenuItemInput>;

/** An item added (or moved to another category) goes last: one more than the vendor's highest. */
const nextItemSortOrder = (vendorId: number) =>
  sql<number>`(select coalesce(max(${menuItems.sortOrder}), -1) + 1 from ${menuItems} where ${menuItems.vendorId} = ${vendorId})`;

/**
 * Edits a menu item. Inventory decides sold out when it is sent as a number: 0 sells out, more
 * than 0 clears it (an explicit isSoldOut in the same request gives way to the count).
 */
export function updateMenuItem(
  db: Db,
  item: Pick<MenuItemRow, 'id' | 'vendorId' | 'categoryId'>,
  patch: MenuItemPatch,
  now: Date,
  today: string,
): Promise<MenuItemRow> {
  const { category, categoryId, isDailySpecial, specialDate, ...rest } = patch;
  const set: Partial<typeof menuItems.$inferInsert> = { updatedAt: now };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined) (set as Record<string, unknown>)[key] = value;
  }
  if (patch.price !== undefined) set.price = normalizeMoney(patch.price);
  if (typeof patch.inventoryCount === 'number') set.isSoldOut = patch.inventoryCount === 0;
  Object.assign(set, specialWrite({ isDailySpecial, specialDate }, today));
  return db.transaction(async (tx) => {
    const filed = await resolveItemCategory(tx, item.vendorId, { category, categoryId });
    if (filed) Object.assign(set, filed);
    const moved = filed && filed.categoryId !== item.categoryId ? { sortOrder: nextItemSortOrder(item.vendorId) } : {};
    const [row] = await tx.update(menuItems).set({ ...set, ...moved }).where(eq(menuItems.id, item.id)).returning();
    return row;
  });
}

export async function deleteMenuItem(db: Db, itemId: number): Promise<void> {
  await db.delete(menuItems).where(eq(menuItems.id, itemId));
}

/**
 * PUT /api/vendors/:id/menu/order (decision 0023): `ids` must name each item of the vendor filed
 * under `categoryId` (null: of no category) exactly once, else 400 `order_mismatch` (a category
 * not the vendor's: 400 `invalid_category`). They are numbered 0, 1, 2… in one statement under
 * the vendor's row lock. Returns that list in its new order.
 */
export function reorderMenuItems(
  db: Db,
  vendorId: number,
  categoryId: number | null,
  ids: readonly number[],
): Promise<MenuItemRow[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('update');
    if (categoryId !== null) {
      const [own] = await tx
        .select({ id: menuCategories.id })
        .from(menuCategories)
        .where(and(eq(menuCategories.id, categoryId), eq(menuCategories.vendorId, vendorId)))
        .limit(1);
      if (!own) throw badRequest(t('menuCategory.error.otherVendor'), { code: 'invalid_category' });
    }
    const inGroup = and(
      eq(menuItems.vendorId, vendorId),
      categoryId === null ? isNull(menuItems.categoryId) : eq(menuItems.categoryId, categoryId),
    );
    const current = await tx.select({ id: menuItems.id }).from(menuItems).where(inGroup);
    if (!sameIds(ids, current.map((r) => r.id))) {
      throw badRequest(t('menuOrder.error.itemsMismatch'), { code: 'order_mismatch' });
    }
    if (ids.length === 0) return [];
    const cases = sql.join(
      ids.map((id, index) => sql`when ${id} then ${index}`),
      sql` `,
    );
    return tx
      .update(menuItems)
      .set({ sortOrder: sql`(case ${menuItems.id} ${cases} end)::int` })
      .where(and(inGroup, inArray(menuItems.id, [...ids])))
      .returning()
      .then((rows) => rows.sort((a, b) => a.sortOrder - b.sortOrder));
  });
}

/**
 * The morning reset of "sold out today" (decision 0023), without a cron: the readers of a menu
 * (the cached public detail, the owner's GET /api/my-vendor) call it when an item's sold out has
 * lapsed (soldOutLapsed). One statement clears every item of the vendor sold out for today and
 * last written before the latest 04:00 valley time; counted stock at 0 stays sold out.
 * Returns how many items came back.
 */
export async function resetLapsedSoldOut(db: Db, vendorId: number, now: Date, tz: string): Promise<number> {
  const rows = await db
    .update(menuItems)
    .set({ isSoldOut: false, updatedAt: now })
    .where(
      and(
        eq(menuItems.vendorId, vendorId),
        eq(menuItems.isSoldOut, true),
        or(isNull(menuItems.inventoryCount), sql`${menuItems.inventoryCount} > 0`),
        lt(menuItems.updatedAt, lastMorningReset(now, tz)),
      ),
    )
    .returning({ id: menuItems.id });
  return rows.length;
}
