/**
 * Ownership guards (STYLE rule 4): hooks on a group of routes, not `if`s in handlers, built on the
 * one owner policy (src/server/policies.ts). Each loads its row once and leaves it on the request:
 * 401 to visitors, 404 when the vendor or item does not exist, 403 to any other signed-in user.
 *
 * They run at preValidation, before the body is checked, so someone who may not use a route
 * learns nothing from it (a visitor gets 401, not a validation message).
 */
import { ownerGuard } from '../policies.js';
import { findMenuItemWithOwner, findVendorById, type MenuItemRow, type VendorRow } from './queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireVendorOwner: the vendor named by `:id`, owned by request.user. */
    ownedVendor: VendorRow;
    /** Set by requireMenuItemOwner: the menu item named by `:id`, of a vendor owned by request.user. */
    ownedMenuItem: MenuItemRow;
  }
}

/** For `/api/vendors/:id/...` writes: the caller must own vendor `:id`. */
export const requireVendorOwner = ownerGuard(
  async (db, id) => {
    const vendor = await findVendorById(db, id);
    return vendor && { ownerId: vendor.userId, vendor };
  },
  'vendor.error.notFound',
  (request, found) => {
    request.ownedVendor = found.vendor;
  },
);

/** For `/api/menu-items/:id` writes: the caller must own the item's vendor. */
export const requireMenuItemOwner = ownerGuard(findMenuItemWithOwner, 'menu.error.notFound', (request, found) => {
  request.ownedMenuItem = found.item;
});
