/**
 * Vendor locations (DESIGN §10.3, issue 18 item 1): `GET /api/vendors/:id/locations` (public: the
 * active ones; the owner gets every one), `POST /api/vendors/:id/locations` (owner),
 * `PATCH/DELETE /api/vendor-locations/:id` (the owner of the location's vendor). One location may
 * be the main one (marking another unmarks it). Every change clears the vendor cache: the list and
 * the detail show where the truck is from them.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import {
  LocationCreateSchema,
  LocationUpdateSchema,
  VendorLocationListSchema,
  VendorLocationSchema,
} from '../../shared/schemas/locations.js';
import type { Db } from '../db/index.js';
import { vendorLocations, vendors } from '../db/schema.js';
import { errorResponses, notFound, } from '../errors.js';
import { guarded } from '../guarded.js';
import { requireVendorOwner } from '../vendors/guard.js';
import { locationEntry } from '../vendors/present.js';
import { findVendorById, type LocationRow, listLocations } from '../vendors/queries.js';
import { ownerGuard } from '../policies.js';

const errors = errorResponses(400, 401, 403, 404);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireLocationOwner: the location named by `:id`, of a vendor owned by request.user. */
    ownedLocation: LocationRow;
  }
}

/** For `/api/vendor-locations/:id` writes: 401 to visitors, 404 unknown, 403 to anyone but the owner. */
const requireLocationOwner = ownerGuard(
  async (db, id) => {
    const [found] = await db
      .select({ location: vendorLocations, ownerId: vendors.userId })
      .from(vendorLocations)
      .innerJoin(vendors, eq(vendors.id, vendorLocations.vendorId))
      .where(eq(vendorLocations.id, id))
      .limit(1);
    return found;
  },
  'locations.error.notFound',
  (request, found) => {
    request.ownedLocation = found.location;
  },
);

/** Marking one location main unmarks the vendor's others (in the same transaction). */
async function unmarkOthers(tx: Db, vendorId: number, keep: number): Promise<void> {
  await tx
    .update(vendorLocations)
    .set({ isMainLocation: false })
    .where(and(eq(vendorLocations.vendorId, vendorId), ne(vendorLocations.id, keep)));
}

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  app.decorateRequest('ownedLocation', null as unknown as LocationRow);

  app.get(
    '/api/vendors/:id/locations',
    { schema: { params: IdParamsSchema, response: { 200: VendorLocationListSchema, ...errorResponses(404) } } },
    async (request) => {
      const vendor = await findVendorById(db(), request.params.id);
      const user = await request.currentUser();
      const owner = vendor !== undefined && user?.id === vendor.userId;
      // Like the detail: a vendor that is inactive or not live yet is the owner's alone.
      if (!vendor || (!owner && (!vendor.isActive || vendor.publishedAt === null))) {
        throw notFound(t('vendor.error.notFound'));
      }
      return (await listLocations(db(), vendor.id, !owner)).map(locationEntry);
    },
  );

  await guarded(app, requireVendorOwner, async (owner) => {
    owner.post(
      '/api/vendors/:id/locations',
      { schema: { params: IdParamsSchema, body: LocationCreateSchema, response: { 201: VendorLocationSchema, ...errors } } },
      async (request, reply) => {
        const vendorId = request.ownedVendor.id;
        const { isMainLocation = false, ...fields } = request.body;
        const created = await db().transaction(async (tx) => {
          const [row] = await tx
            .insert(vendorLocations)
            .values({ ...fields, vendorId, isMainLocation })
            .returning();
          if (isMainLocation) await unmarkOthers(tx, vendorId, row.id);
          return row;
        });
        return reply.code(201).send(locationEntry(created));
      },
    );
  });

  await guarded(app, requireLocationOwner, async (owner) => {
    owner.patch(
      '/api/vendor-locations/:id',
      { schema: { params: IdParamsSchema, body: LocationUpdateSchema, response: { 200: VendorLocationSchema, ...errors } } },
      async (request) => {
        const location = request.ownedLocation;
        const updated = await db().transaction(async (tx) => {
          const [row] = await tx
            .update(vendorLocations)
            .set(request.body)
            .where(eq(vendorLocations.id, location.id))
            .returning();
          if (request.body.isMainLocation) await unmarkOthers(tx, location.vendorId, location.id);
          return row;
        });
        return locationEntry(updated);
      },
    );
    owner.delete(
      '/api/vendor-locations/:id',
      { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        // Hours and a check-in that named it fall back to the listed address (ON DELETE SET NULL).
        await db().delete(vendorLocations).where(eq(vendorLocations.id, request.ownedLocation.id));
        return reply.code(204).send(null);
      },
    );
  });
};
