/**
 * Promotions and advertisements: the only place they touch Drizzle (STYLE rule 5). The
 * administrator manages them (admin/routes.ts); customers read the live ones (routes.ts here).
 */
import { and, desc, eq, getTableColumns, gte, lte, sql } from 'drizzle-orm';
import { t } from '../../shared/messages/index.js';
import { normalizeMoney } from '../../shared/money.js';
import { adEndDate, type CheckoutPromotion, scheduleInstant } from '../../shared/promotions.js';
import type {
  AdvertisementCreateSchema,
  AdvertisementUpdateSchema,
  PromotionCreateSchema,
  PromotionUpdateSchema,
  WebAdPlacement,
} from '../../shared/schemas/admin.js';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/index.js';
import { advertisements, promotions, vendors } from '../db/schema.js';
import { badRequest, notFound } from '../errors.js';

/** A promotion with the name of the vendor it is tied to (issue 44), when it is. */
export type PromotionRow = typeof promotions.$inferSelect & { vendorName: string | null };
export type AdvertisementRow = typeof advertisements.$inferSelect;
type PromotionCreateInput = ReturnType<typeof PromotionCreateSchema.parse>;
type PromotionUpdateInput = ReturnType<typeof PromotionUpdateSchema.parse>;
type AdvertisementCreateInput = ReturnType<typeof AdvertisementCreateSchema.parse>;
type AdvertisementUpdateInput = ReturnType<typeof AdvertisementUpdateSchema.parse>;

/** At most this many ads answer one placement (the best paid, then the newest). */
export const ADS_PER_PLACEMENT = 10;
/** At most this many live promotions are shown at once. */
export const ACTIVE_PROMOTIONS_LIMIT = 20;

// ---------------------------------------------------------------- customers

/** Promotions with their vendor's name (the first of target_vendor_ids, the one the admin form sets). */
function selectPromotions(db: Db) {
  return db
    .select({ ...getTableColumns(promotions), vendorName: vendors.businessName })
    .from(promotions)
    .leftJoin(vendors, sql`${vendors.id}::text = ${promotions.targetVendorIds}[1]`);
}

/** Switched on and within their dates at `now`: highest priority first, then the newest. */
export function listLivePromotions(db: Db, now: Date): Promise<PromotionRow[]> {
  return selectPromotions(db)
    .where(and(eq(promotions.isActive, true), lte(promotions.startDate, now), gte(promotions.endDate, now)))
    .orderBy(desc(promotions.priority), desc(promotions.createdAt), desc(promotions.id))
    .limit(ACTIVE_PROMOTIONS_LIMIT);
}

// ---------------------------------------------------------------- checkout (issue 44)

/**
 * A vendor's discount promotions that are on or still to come at `now`, with uses left, in the
 * administrator's order (priority, then newest): `applicablePromotion` picks the live one. A SQL
 * fragment for the order's first statement (a JSON array or null).
 */
export function livePromotionsOf(vendorId: number, now: Date) {
  return sql`select json_agg(p order by p.priority desc, p.created_at desc, p.id desc) from (
      select id, title, description, discount_value::text as discount_value, start_date, end_date, is_active, priority, created_at
      from promotions
      where type = 'discount' and is_active and end_date >= ${now.toISOString()}::timestamptz
        and ${String(vendorId)}::text = any(target_vendor_ids)
        and (max_uses is null or current_uses < max_uses)) p`;
}

/** The same for the vendor cache (vendors/public-detail.ts): worked out again at answer time. */
export async function vendorPromotions(db: Db, vendorId: number, now: Date): Promise<CheckoutPromotion[]> {
  const result = await db.execute<{ list: LivePromotionRow[] | null }>(sql`select (${livePromotionsOf(vendorId, now)}) as list`);
  return (result.rows[0]?.list ?? []).map(checkoutPromotion);
}

/** A promotion row as livePromotionsOf's JSON carries it. */
export interface LivePromotionRow {
  id: number;
  title: string;
  description: string;
  discount_value: string | null;
  start_date: string;
  end_date: string;
  is_active: boolean;
}

export function checkoutPromotion(p: LivePromotionRow): CheckoutPromotion {
  return {
    id: Number(p.id),
    title: p.title,
    description: p.description,
    discountValue: p.discount_value,
    startDate: p.start_date,
    endDate: p.end_date,
    isActive: p.is_active,
  };
}

/**
 * Counts one use of the promotion (inside the order's transaction): false when none was left. The
 * last use taken tells the vendor cache by itself (migration 0017's trigger).
 */
export async function takePromotionUse(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(promotions)
    .set({ currentUses: sql`${promotions.currentUses} + 1` })
    .where(and(eq(promotions.id, id), sql`(${promotions.maxUses} is null or ${promotions.currentUses} < ${promotions.maxUses})`))
    .returning({ id: promotions.id });
  return rows.length > 0;
}

/** Switched on, status 'active' and within their dates at `now`, for one web placement. */
export function listLiveAds(db: Db, placement: WebAdPlacement, now: Date): Promise<AdvertisementRow[]> {
  return db
    .select()
    .from(advertisements)
    .where(
      and(
        eq(advertisements.placement, placement),
        eq(advertisements.isActive, true),
        eq(advertisements.status, 'active'),
        lte(advertisements.startDate, now),
        gte(advertisements.endDate, now),
      ),
    )
    .orderBy(desc(advertisements.paidAmount), desc(advertisements.createdAt), desc(advertisements.id))
    .limit(ADS_PER_PLACEMENT);
}

/** Counts a click; false when there is no such ad. */
export async function recordClick(db: Db, adId: number): Promise<boolean> {
  const rows = await db
    .update(advertisements)
    .set({ clicks: sql`${advertisements.clicks} + 1` })
    .where(eq(advertisements.id, adId))
    .returning({ id: advertisements.id });
  return rows.length > 0;
}

/** Whether an advertisement with this id exists (a click not counted again still needs a 404 for none). */
export async function adExists(db: Db, adId: number): Promise<boolean> {
  const rows = await db.select({ id: advertisements.id }).from(advertisements).where(eq(advertisements.id, adId)).limit(1);
  return rows.length > 0;
}

/** Adds buffered impression counts, all ads in one statement. */
export async function addImpressions(db: Db, counts: ReadonlyMap<number, number>): Promise<void> {
  if (counts.size === 0) return;
  const values = sql.join(
    [...counts].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
    sql`, `,
  );
  await db.execute(
    sql`update advertisements as a set impressions = a.impressions + v.n from (values ${values}) as v(id, n) where a.id = v.id`,
  );
}

// ---------------------------------------------------------------- administrator: promotions

export function listPromotions(db: Db): Promise<PromotionRow[]> {
  return selectPromotions(db).orderBy(desc(promotions.createdAt), desc(promotions.id));
}

async function findPromotion(db: Db, id: number): Promise<PromotionRow> {
  const [row] = await selectPromotions(db).where(eq(promotions.id, id));
  if (!row) throw notFound(t('promotion.error.notFound'));
  return row;
}

/** The vendor a promotion is tied to must exist (400 unknown_vendor). */
async function targetOf(db: Db, vendorId: number | null): Promise<string[] | null> {
  if (vendorId === null) return null;
  const [found] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId));
  if (!found) throw badRequest(t('promotion.error.unknownVendor'), { code: 'unknown_vendor' });
  return [String(vendorId)];
}

/** The vendor ids a promotion is tied to (their cached pages show it). */
export function promotionVendorIds(row: Pick<typeof promotions.$inferSelect, 'targetVendorIds'>): number[] {
  return (row.targetVendorIds ?? []).map(Number).filter((id) => Number.isInteger(id) && id > 0);
}

export async function createPromotion(
  db: Db,
  input: PromotionCreateInput,
  createdBy: string,
  tz: string,
  now: Date,
): Promise<PromotionRow> {
  const [row] = await db
    .insert(promotions)
    .values({
      title: input.title,
      description: input.description,
      type: input.type,
      discountValue: normalizeMoney(input.discountValue),
      startDate: scheduleInstant(input.startDate, 'start', tz),
      endDate: scheduleInstant(input.endDate, 'end', tz),
      isActive: input.isActive ?? true,
      priority: input.priority ?? 1,
      targetVendorIds: await targetOf(db, input.vendorId ?? null),
      maxUses: input.maxUses ?? null,
      createdBy,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return findPromotion(db, row.id);
}

export async function updatePromotion(
  db: Db,
  id: number,
  input: PromotionUpdateInput,
  tz: string,
  now: Date,
): Promise<PromotionRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
    if (!current) throw notFound(t('promotion.error.notFound'));
    const set: Partial<typeof promotions.$inferInsert> = { updatedAt: now };
    if (input.title !== undefined) set.title = input.title;
    if (input.description !== undefined) set.description = input.description;
    if (input.type !== undefined) set.type = input.type;
    if (input.discountValue !== undefined) set.discountValue = normalizeMoney(input.discountValue);
    if (input.startDate !== undefined) set.startDate = scheduleInstant(input.startDate, 'start', tz);
    if (input.endDate !== undefined) set.endDate = scheduleInstant(input.endDate, 'end', tz);
    if (input.isActive !== undefined) set.isActive = input.isActive;
    if (input.priority !== undefined) set.priority = input.priority;
    if (input.vendorId !== undefined) set.targetVendorIds = await targetOf(tx, input.vendorId);
    if (input.maxUses !== undefined) set.maxUses = input.maxUses;
    const start = set.startDate ?? current.startDate;
    const end = set.endDate ?? current.endDate;
    if (end.getTime() < start.getTime()) throw badRequest(t('promotion.validation.endBeforeStart'));
    const type = set.type ?? current.type;
    if (type === 'discount' && Number(set.discountValue ?? current.discountValue ?? 0) > 100) throw badRequest(t('promotion.validation.percent'));
    await tx.update(promotions).set(set).where(eq(promotions.id, id));
    return findPromotion(tx, id);
  });
}

/** False when there was no such promotion. */
export async function deletePromotion(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(promotions).where(eq(promotions.id, id)).returning({ id: promotions.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- administrator: advertisements

export function listAdvertisements(db: Db): Promise<AdvertisementRow[]> {
  return db.select().from(advertisements).orderBy(desc(advertisements.createdAt), desc(advertisements.id));
}

/** The ad runs from `now` for `duration` hours. */
export async function createAdvertisement(
  db: Db,
  input: AdvertisementCreateInput,
  now: Date,
): Promise<AdvertisementRow> {
  const [row] = await db
    .insert(advertisements)
    .values({
      title: input.title,
      message: input.message,
      adType: input.adType,
      placement: input.placement,
      paidAmount: normalizeMoney(input.paidAmount),
      duration: input.duration,
      startDate: now,
      endDate: adEndDate(now, input.duration),
      isActive: input.isActive ?? true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

/** A new duration moves the end to start + duration hours. */
export async function updateAdvertisement(
  db: Db,
  id: number,
  input: AdvertisementUpdateInput,
  now: Date,
): Promise<AdvertisementRow> {
  const set: PgUpdateSetSource<typeof advertisements> = { updatedAt: now };
  if (input.title !== undefined) set.title = input.title;
  if (input.message !== undefined) set.message = input.message;
  if (input.adType !== undefined) set.adType = input.adType;
  if (input.placement !== undefined) set.placement = input.placement;
  if (input.paidAmount !== undefined) set.paidAmount = normalizeMoney(input.paidAmount);
  if (input.isActive !== undefined) set.isActive = input.isActive;
  if (input.duration !== undefined) {
    set.duration = input.duration;
    set.endDate = sql`${advertisements.startDate} + make_interval(hours => ${input.duration}::int)`;
  }
  const [row] = await db.update(advertisements).set(set).where(eq(advertisements.id, id)).returning();
  if (!row) throw notFound(t('ad.error.notFound'));
  return row;
}

/** False when there was no such advertisement. */
export async function deleteAdvertisement(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(advertisements)
    .where(eq(advertisements.id, id))
    .returning({ id: advertisements.id });
  return rows.length > 0;
}
