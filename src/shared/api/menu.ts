/** Menu items and categories (server: menu-categories/, vendors/ menu). */
import { IdParamsSchema } from '../schemas/common.js';
import { MenuCategoryOrderSchema, MenuItemOrderSchema } from '../schemas/menu-order.js';
import {
  MenuCategoryCreateSchema,
  MenuCategoryListSchema,
  MenuCategorySchema,
  MenuCategoryUpdateSchema,
} from '../schemas/pickup.js';
import { MenuItemCreateSchema, MenuItemListSchema, MenuItemSchema, MenuItemUpdateSchema } from '../schemas/vendors.js';
import { endpoints } from './contract.js';

export const menuEndpoints = endpoints({
  // Menu items (server: vendors/routes.ts).
  'POST /api/vendors/:id/menu': { params: IdParamsSchema, body: MenuItemCreateSchema, status: 201, response: MenuItemSchema },
  'PATCH /api/menu-items/:id': { params: IdParamsSchema, body: MenuItemUpdateSchema, status: 200, response: MenuItemSchema },
  'DELETE /api/menu-items/:id': { params: IdParamsSchema, status: 204 },
  'PUT /api/vendors/:id/menu/order': { params: IdParamsSchema, body: MenuItemOrderSchema, status: 200, response: MenuItemListSchema },
  // Categories (server: menu-categories/routes.ts).
  'POST /api/vendors/:id/menu-categories': {
    params: IdParamsSchema,
    body: MenuCategoryCreateSchema,
    status: 201,
    response: MenuCategorySchema,
  },
  'PATCH /api/menu-categories/:id': { params: IdParamsSchema, body: MenuCategoryUpdateSchema, status: 200, response: MenuCategorySchema },
  'DELETE /api/menu-categories/:id': { params: IdParamsSchema, status: 204 },
  'PUT /api/vendors/:id/menu-categories/order': {
    params: IdParamsSchema,
    body: MenuCategoryOrderSchema,
    status: 200,
    response: MenuCategoryListSchema,
  },
});
