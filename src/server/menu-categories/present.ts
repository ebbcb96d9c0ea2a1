/** What leaves the server of a menu category (the owner's list and the public menu alike). */
import type { MenuCategory } from '../../shared/schemas/pickup.js';
import type { MenuCategoryRow } from './queries.js';

export function presentCategory(c: MenuCategoryRow): MenuCategory {
  return {
    id: c.id,
    vendorId: c.vendorId,
    name: c.name,
    description: c.description,
    sortOrder: c.sortOrder,
    isActive: c.isActive,
  };
}
