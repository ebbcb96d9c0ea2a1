/**
 * Menu categories and low stock (DESIGN §10.2):
 * - GET /api/vendors/:id/menu-categories: public; the visible categories in menu order. The
 *   vendor's owner gets the hidden ones too (with isActive false), from the same route.
 * - POST /api/vendors/:id/menu-categories, PATCH/DELETE /api/menu-categories/:id, PUT
 *   /api/vendors/:id/menu-categories/order (decision 0023): the owner.
 * - GET /api/vendors/:id/low-stock: the owner's items at or under their low-stock threshold.
 * Items are filed under categories by the menu item routes (src/server/vendors), through
 * resolveItemCategory.
 */

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { MenuCategoryOrderSchema } from '../../shared/schemas/menu-order.js';
import {
  MenuCategoryCreateSchema,
  MenuCategoryListSchema,
  MenuCategorySchema,
  MenuCategoryUpdateSchema,
} from '../../shared/schemas/pickup.js';
import { LowStockListSchema } from '../../shared/schemas/vendors.js';
import { ownerGuard } from '../policies.js';
import { presentCategory } from './present.js';
import type { AppContext } from '../context.js';
import { errorResponses, notFound, } from '../errors.js';
import { guarded } from '../guarded.js';
import { requireVendorOwner } from '../vendors/guard.js';
import { findVendorById, type VendorRow } from '../vendors/queries.js';
import {
  createCategory,
  deleteCategory,
  findCategoryWithOwner,
  listCategories,
  listLowStock,
  type MenuCategoryRow,
  reorderCategories,
  updateCategory,
} from './queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireCategoryOwner: the category named by `:id`, of a vendor owned by request.user. */
    ownedMenuCategory: MenuCategoryRow;
  }
}

const errors = errorResponses(400, 401, 403, 404, 409);

/** For `/api/menu-categories/:id`: 401 visitors, 404 unknown, 403 another vendor's category (before the body is read). */
const requireCategoryOwner = ownerGuard(findCategoryWithOwner, 'menuCategory.error.notFound', (request, found) => {
  request.ownedMenuCategory = found.category;
});

export const menuCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AppContext = app.ctx;
  const db = () => ctx.database.db;
  app.decorateRequest('ownedVendor', null as unknown as VendorRow);
  app.decorateRequest('ownedMenuCategory', null as unknown as MenuCategoryRow);

  app.get(
    '/api/vendors/:id/menu-categories',
    { schema: { params: IdParamsSchema, response: { 200: MenuCategoryListSchema, ...errorResponses(404) } } },
    async (request) => {
      const vendor = await findVendorById(db(), request.params.id);
      const owner = vendor ? (await request.currentUser())?.id === vendor.userId : false;
      if (!vendor || (!vendor.isActive && !owner)) throw notFound(t('vendor.error.notFound'));
      return (await listCategories(db(), vendor.id, owner)).map(presentCategory);
    },
  );

  await guarded(app, requireVendorOwner, async (owner) => {

    owner.post(
      '/api/vendors/:id/menu-categories',
      {
        schema: {
          params: IdParamsSchema,
          body: MenuCategoryCreateSchema,
          response: { 201: MenuCategorySchema, ...errors },
        },
      },
      async (request, reply) => {
        const category = await createCategory(db(), request.ownedVendor.id, request.body);
        return reply.code(201).send(presentCategory(category));
      },
    );

    // Decision 0023: the whole category order at once (every category, hidden ones too).
    owner.put(
      '/api/vendors/:id/menu-categories/order',
      {
        schema: {
          params: IdParamsSchema,
          body: MenuCategoryOrderSchema,
          response: { 200: MenuCategoryListSchema, ...errors },
        },
      },
      async (request) => {
        const categories = await reorderCategories(db(), request.ownedVendor.id, request.body.ids);
        return categories.map(presentCategory);
      },
    );

    owner.get(
      '/api/vendors/:id/low-stock',
      { schema: { params: IdParamsSchema, response: { 200: LowStockListSchema, ...errors } } },
      async (request) => listLowStock(db(), request.ownedVendor.id),
    );
  });

  await guarded(app, requireCategoryOwner, async (owner) => {

    owner.patch(
      '/api/menu-categories/:id',
      {
        schema: {
          params: IdParamsSchema,
          body: MenuCategoryUpdateSchema,
          response: { 200: MenuCategorySchema, ...errors },
        },
      },
      async (request) => {
        const category = await updateCategory(db(), request.ownedMenuCategory, request.body);
        // Hiding or showing a category changes which tagged items the list counts (decision 0041).
        return presentCategory(category);
      },
    );

    owner.delete(
      '/api/menu-categories/:id',
      { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await deleteCategory(db(), request.ownedMenuCategory);
        return reply.code(204).send(null);
      },
    );
  });
};
