/**
 * Authorization as policies (issue 39 item 4, STYLE rule 4): the few rules of who may touch what,
 * each stated once, used by every route.
 *
 * - **Own vendor**: the signed-in user's vendor, else 404 "no vendor profile" (`/api/my-vendor/...`).
 * - **Owner of a row**: a row (vendor, menu item, category, location, reward, order) whose vendor
 *   is the signed-in user's: 404 when there is no such row, 403 when it is another vendor's. As a
 *   guard (`ownerGuard`) it runs at preValidation, before the body is read, so someone who may not
 *   use a route learns nothing from it (a visitor gets 401, not a validation message).
 * - Administrators: the app-wide admin guard in app.ts (`/admin/api/*`).
 */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type MessageKey, t } from '../shared/messages/index.js';
import { IdParamsSchema } from '../shared/schemas/common.js';
import type { Db } from './db/index.js';
import { vendors } from './db/schema.js';
import { forbidden, notFound, unauthorized } from './errors.js';

/** The vendor id of a user's vendor (one per user), or undefined. */
export async function findVendorIdOfUser(db: Db, userId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.userId, userId)).limit(1);
  return row?.id;
}

/** Own vendor: the signed-in user's vendor id, else 404 "no vendor profile". */
export async function ownVendorId(db: Db, userId: string): Promise<number> {
  const id = await findVendorIdOfUser(db, userId);
  if (!id) throw notFound(t('vendor.error.noProfile'));
  return id;
}

/** Owner of a row: 404 (`missing`) when `found` is undefined, 403 when its vendor is not `userId`'s. */
export function authorizeOwner<T extends { ownerId: string }>(found: T | undefined, userId: string, missing: MessageKey): T {
  if (!found) throw notFound(t(missing));
  if (found.ownerId !== userId) throw forbidden();
  return found;
}

/**
 * A guard for routes on one row named by `:id`: signs the caller in (401), loads the row with its
 * vendor's owner (`load`), applies authorizeOwner and hands the row to `keep` (which leaves it on
 * the request for the handler).
 */
export function ownerGuard<T extends { ownerId: string }>(
  load: (db: Db, id: number) => Promise<T | undefined>,
  missing: MessageKey,
  keep: (request: FastifyRequest, found: T) => void,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const user = await request.currentUser();
    if (!user) throw unauthorized();
    request.user = user;
    const parsed = IdParamsSchema.safeParse(request.params);
    const found = parsed.success ? await load(request.server.ctx.database.db, parsed.data.id) : undefined;
    keep(request, authorizeOwner(found, user.id, missing));
  };
}
