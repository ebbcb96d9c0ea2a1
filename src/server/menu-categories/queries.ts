/**
 * Menu categories and low stock (DESIGN §10.2): the only place this area touches Drizzle.
 *
 * - Category names are unique per vendor, ignoring case and surrounding spaces. Writes that may
 *   add or rename a category lock the vendor's row first, so two racing requests cannot both
 *   create "Tacos".
 * - An item's `category` text (SPEC's field) always holds its category's name: renaming a
 *   category renames it on its items, deleting one clears it.
 * - `resolveItemCategory` is the one home of the rule "a category name without a categoryId files
 *   the item under the category of that name, made when new; a categoryId must be the vendor's".
 */
import { and, asc, count, eq, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { t } from '../../shared/messages/index.js';
import type { MenuCategoryCreate, MenuCategoryUpdate } from '../../shared/schemas/pickup.js';
import type { LowStockItem } from '../../shared/schemas/vendors.js';
import type { Db } from '../db/index.js';
import { menuCategories, menuItems, vendors } from '../db/schema.js';
import { badRequest, conflict } from '../errors.js';

export type MenuCategoryRow = typeof menuCategories.$inferSelect;

/** Categories one menu may have. */
export const MAX_CATEGORIES = 100;
/** Longest category name (MenuCategoryCreateSchema's rule, also for names arriving on items). */
export const CATEGORY_NAME_MAX = 60;

const sameName = (name: string) => sql`lower(btrim(${menuCategories.name})) = lower(btrim(${name}))`;

// ---------------------------------------------------------------- reads

/** A vendor's categories in menu order; hidden ones only when `includeHidden`. */
export function listCategories(db: Db, vendorId: number, includeHidden: boolean): Promise<MenuCategoryRow[]> {
  const where: SQL | undefined = includeHidden
    ? eq(menuCategories.vendorId, vendorId)
    : and(eq(menuCategories.vendorId, vendorId), eq(menuCategories.isActive, true));
  return db.select().from(menuCategories).where(where).orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
}

/** A category with the user id of its vendor's owner (one statement, for the guard). */
export async function findCategoryWithOwner(
  db: Db,
  categoryId: number,
): Promise<{ category: MenuCategoryRow; ownerId: string } | undefined> {
  const [row] = await db
    .select({ category: menuCategories, ownerId: vendors.userId })
    .from(menuCategories)
    .innerJoin(vendors, eq(vendors.id, menuCategories.vendorId))
    .where(eq(menuCategories.id, categoryId))
    .limit(1);
  return row;
}

/** Items whose counted stock is at or under their threshold (src/shared/menu.ts isLowStock), fewest first. */
export async function listLowStock(db: Db, vendorId: number): Promise<LowStockItem[]> {
  const rows = await db
    .select({
      id: menuItems.id,
      name: menuItems.name,
      inventoryCount: menuItems.inventoryCount,
      lowStockThreshold: menuItems.lowStockThreshold,
    })
    .from(menuItems)
    .where(
      and(
        eq(menuItems.vendorId, vendorId),
        isNotNull(menuItems.inventoryCount),
        lte(menuItems.inventoryCount, menuItems.lowStockThreshold),
      ),
    )
    .orderBy(asc(menuItems.inventoryCount), asc(menuItems.name), asc(menuItems.id));
  return rows.map((r) => ({ ...r, inventoryCount: r.inventoryCount ?? 0 }));
}

// ---------------------------------------------------------------- writes

/** Holds the vendor's row until the transaction ends: category writes of one vendor take turns. */
async function lockVendor(tx: Db, vendorId: number): Promise<void> {
  await tx.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, vendorId)).for('update');
}

async function assertNameFree(tx: Db, vendorId: number, name: string, exceptId?: number): Promise<void> {
  const [clash] = await tx
    .select({ name: menuCategories.name })
    .from(menuCategories)
    .where(and(eq(menuCategories.vendorId, vendorId), sameName(name), exceptId === undefined ? undefined : ne(menuCategories.id, exceptId)))
    .limit(1);
  if (clash) throw conflict(t('menuCategory.error.duplicate', { name: clash.name }), { code: 'category_exists' });
}

/** Inserts a category (the vendor's row is locked by the caller) at the end or at `position`. */
async function insertCategory(
  tx: Db,
  vendorId: number,
  input: { name: string; description: string | null; isActive?: boolean },
  position?: number,
): Promise<MenuCategoryRow> {
  const [{ n }] = await tx.select({ n: count() }).from(menuCategories).where(eq(menuCategories.vendorId, vendorId));
  if (n >= MAX_CATEGORIES) {
    throw conflict(t('menuCategory.error.tooMany', { max: MAX_CATEGORIES }), { code: 'too_many_categories' });
  }
  const [row] = await tx
    .insert(menuCategories)
    .values({ vendorId, name: input.name, description: input.description, isActive: input.isActive ?? true, sortOrder: n })
    .returning();
  if (position === undefined || position >= n) return row;
  return (await moveCategory(tx, row, position)) ?? row;
}

/**
 * Puts a category at `position` (0-based) among its vendor's categories and numbers them all
 * 0, 1, 2… in one statement. Returns the moved row.
 */
async function moveCategory(tx: Db, category: MenuCategoryRow, position: number): Promise<MenuCategoryRow | undefined> {
  const all = await tx
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(eq(menuCategories.vendorId, category.vendorId))
    .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id));
  const ids = all.map((c) => c.id).filter((id) => id !== category.id);
  ids.splice(Math.min(Math.max(position, 0), ids.length), 0, category.id);
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id} then ${index}`),
    sql` `,
  );
  const rows = await tx
    .update(menuCategories)
    .set({ sortOrder: sql`(case ${menuCategories.id} ${cases} end)::int` })
    .where(and(eq(menuCategories.vendorId, category.vendorId), inArray(menuCategories.id, ids)))
    .returning();
  return rows.find((r) => r.id === category.id);
}

/** Whether `ids` names each of `expected` exactly once (in any order). */
export function sameIds(ids: readonly number[], expected: readonly number[]): boolean {
  if (ids.length !== expected.length || new Set(ids).size !== ids.length) return false;
  const want = new Set(expected);
  return ids.every((id) => want.has(id));
}

/**
 * PUT /api/vendors/:id/menu-categories/order (decision 0023): `ids` must name each of the
 * vendor's categories exactly once (hidden ones too), else 400 `order_mismatch`; they are numbered
 * 0, 1, 2… in that order in one statement, under the vendor's row lock. Returns them all in order.
 */
export function reorderCategories(db: Db, vendorId: number, ids: readonly number[]): Promise<MenuCategoryRow[]> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    const current = await tx.select({ id: menuCategories.id }).from(menuCategories).where(eq(menuCategories.vendorId, vendorId));
    if (!sameIds(ids, current.map((c) => c.id))) {
      throw badRequest(t('menuOrder.error.categoriesMismatch'), { code: 'order_mismatch' });
    }
    if (ids.length > 0) {
      const cases = sql.join(
        ids.map((id, index) => sql`when ${id} then ${index}`),
        sql` `,
      );
      await tx
        .update(menuCategories)
        .set({ sortOrder: sql`(case ${menuCategories.id} ${cases} end)::int` })
        .where(and(eq(menuCategories.vendorId, vendorId), inArray(menuCategories.id, [...ids])));
    }
    return listCategories(tx, vendorId, true);
  });
}

type CreateInput = Omit<MenuCategoryCreate, 'description'> & { description: string | null };

/** POST /api/vendors/:id/menu-categories: 409 `category_exists` for a name in use, `too_many_categories` past the cap. */
export function createCategory(db: Db, vendorId: number, input: CreateInput): Promise<MenuCategoryRow> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, vendorId);
    await assertNameFree(tx, vendorId, input.name);
    return insertCategory(tx, vendorId, input, input.sortOrder);
  });
}

type UpdateInput = Omit<MenuCategoryUpdate, 'description'> & { description?: string | null };

/**
 * PATCH /api/menu-categories/:id: rename (the items' `category` text follows), describe, hide or
 * show, and move (`sortOrder` is the new 0-based position; the others shift).
 */
export function updateCategory(db: Db, category: MenuCategoryRow, patch: UpdateInput): Promise<MenuCategoryRow> {
  return db.transaction(async (tx) => {
    await lockVendor(tx, category.vendorId);
    const set: Partial<typeof menuCategories.$inferInsert> = {};
    if (patch.name !== undefined) {
      await assertNameFree(tx, category.vendorId, patch.name, category.id);
      set.name = patch.name;
    }
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.isActive !== undefined) set.isActive = patch.isActive;
    let row = category;
    if (Object.keys(set).length > 0) {
      [row] = await tx.update(menuCategories).set(set).where(eq(menuCategories.id, category.id)).returning();
      if (!row) return category; // deleted meanwhile: the guard saw it a moment ago
      if (set.name !== undefined && set.name !== category.name) {
        await tx.update(menuItems).set({ category: set.name }).where(eq(menuItems.categoryId, category.id));
      }
    }
    if (patch.sortOrder !== undefined) row = (await moveCategory(tx, row, patch.sortOrder)) ?? row;
    return row;
  });
}

/** DELETE /api/menu-categories/:id: its items stay, uncategorised. */
export async function deleteCategory(db: Db, category: MenuCategoryRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(menuItems)
      .set({ category: null, categoryId: null })
      .where(eq(menuItems.categoryId, category.id));
    await tx.delete(menuCategories).where(eq(menuCategories.id, category.id));
  });
}

/**
 * Where a menu item write files the item (run inside the item's transaction):
 * - `categoryId` a number: that category, which must be the vendor's (400 `invalid_category`);
 * - otherwise a `category` name: the vendor's category of that name (ignoring case), made (last
 *   in the menu) when there is none;
 * - `category` or `categoryId` null: no category;
 * - neither sent: undefined (leave the item where it is).
 * The answer sets both columns, so the item's text always names its category.
 */
export async function resolveItemCategory(
  tx: Db,
  vendorId: number,
  input: { category?: string | null; categoryId?: number | null },
): Promise<{ categoryId: number | null; category: string | null } | undefined> {
  if (typeof input.categoryId === 'number') {
    const [row] = await tx
      .select()
      .from(menuCategories)
      .where(and(eq(menuCategories.id, input.categoryId), eq(menuCategories.vendorId, vendorId)))
      .limit(1);
    if (!row) throw badRequest(t('menuCategory.error.otherVendor'), { code: 'invalid_category' });
    return { categoryId: row.id, category: row.name };
  }
  const name = typeof input.category === 'string' ? input.category.trim() : '';
  if (name) {
    if (name.length > CATEGORY_NAME_MAX) throw badRequest(t('menuCategory.validation.name'), { code: 'invalid_category' });
    await lockVendor(tx, vendorId);
    const [found] = await tx
      .select()
      .from(menuCategories)
      .where(and(eq(menuCategories.vendorId, vendorId), sameName(name)))
      .orderBy(asc(menuCategories.id))
      .limit(1);
    const row = found ?? (await insertCategory(tx, vendorId, { name, description: null }));
    return { categoryId: row.id, category: row.name };
  }
  if (input.category !== undefined || input.categoryId !== undefined) return { categoryId: null, category: null };
  return undefined;
}
