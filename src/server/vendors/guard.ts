/**
 * Ownership guards (STYLE rule 4): hooks on a group of routes, not `if`s in handlers. Each loads
 * its row once and leaves it on the request: 401 to visitors, 404 when the vendor or item does
 * not exist, 403 to any other signed-in user.
 *
 * They run at preValidation, before the body is checked, so someone who may not use a route
 * learns nothing from it (a visitor gets 401, not a validation message).
 */
import type { FastifyRequest } from 'fastify';
import { t } from '../../shared/messages/index.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { forbidden, notFound, unauthorized } from '../errors.js';
import { findMenuItemWithOwner, findVendorById, type MenuItemRow, type VendorRow } from './queries.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireVendorOwner: the vendor named by `:id`, owned by request.user. */
    ownedVendor: VendorRow;
    /** Set by requireMenuItemOwner: the menu item named by `:id`, of a vendor owned by request.user. */
    ownedMenuItem: MenuItemRow;
  }
}

async function signedInUser(request: FastifyRequest) {
  const user = await request.currentUser();
  if (!user) throw unauthorized();
  request.user = user;
  return user;
}

function idParam(request: FastifyRequest): number | undefined {
  const parsed = IdParamsSchema.safeParse(request.params);
  return parsed.success ? parsed.data.id : undefined;
}

/** For `/api/vendors/:id/...` writes: the caller must own vendor `:id`. */
export async function requireVendorOwner(request: FastifyRequest): Promise<void> {
  const user = await signedInUser(request);
  const id = idParam(request);
  const vendor = id === undefined ? undefined : await findVendorById(request.server.ctx.database.db, id);
  if (!vendor) throw notFound(t('vendor.error.notFound'));
  if (vendor.userId !== user.id) throw forbidden();
  request.ownedVendor = vendor;
}

/** For `/api/menu-items/:id` writes: the caller must own the item's vendor. */
export async function requireMenuItemOwner(request: FastifyRequest): Promise<void> {
  const user = await signedInUser(request);
  const id = idParam(request);
  const found = id === undefined ? undefined : await findMenuItemWithOwner(request.server.ctx.database.db, id);
  if (!found) throw notFound(t('menu.error.notFound'));
  if (found.ownerId !== user.id) throw forbidden();
  request.ownedMenuItem = found.item;
}
