/**
 * The vendor's own menu order (issue 24 item 5, decision 0023): the whole order of one list at
 * once, so a request either names exactly the list's ids or is refused (400 `order_mismatch`).
 */
import { z } from 'zod';
import { t } from '../messages/index.js';
import { PG_INT_MAX } from './common.js';

/** More ids than any list may hold (categories are capped at 100; items per category well under this). */
export const MAX_ORDER_IDS = 1000;

const Id = z
  .number({ error: () => t('menuOrder.validation.ids') })
  .int({ error: () => t('menuOrder.validation.ids') })
  .positive({ error: () => t('menuOrder.validation.ids') })
  .max(PG_INT_MAX, { error: () => t('menuOrder.validation.ids') });
const Ids = z.array(Id, { error: () => t('menuOrder.validation.ids') }).max(MAX_ORDER_IDS, { error: () => t('menuOrder.validation.ids') });

/** PUT /api/vendors/:id/menu-categories/order: every one of the vendor's categories (hidden ones too), first first. */
export const MenuCategoryOrderSchema = z.object({ ids: Ids });
export type MenuCategoryOrder = z.infer<typeof MenuCategoryOrderSchema>;

/** PUT /api/vendors/:id/menu/order: every item of one category (null: the items of no category), first first. */
export const MenuItemOrderSchema = z.object({
  categoryId: Id.nullable(),
  ids: Ids,
});
export type MenuItemOrder = z.infer<typeof MenuItemOrderSchema>;
