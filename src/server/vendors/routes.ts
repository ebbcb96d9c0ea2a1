/**
 * Vendors (SPEC §2 map home, vendor detail, vendor dashboard, vendor registration; §7; DESIGN
 * §4, §5): the public list and detail, the owner's own vendor, registration, profile edits,
 * hours, loyalty switch, Mark as Open/Closed, and the menu.
 */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { overrideExpiry } from '../../shared/hours.js';
import { deskAway } from '../../shared/pause-ends.js';
import { isSpecialToday, visibleOn } from '../../shared/menu.js';
import { t } from '../../shared/messages/index.js';
import { zonedDate } from '../../shared/pickup.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import type { VendorLocation } from '../../shared/schemas/locations.js';
import { MenuItemOrderSchema } from '../../shared/schemas/menu-order.js';
import {
  BusinessHoursListSchema,
  HoursUpdateSchema,
  LoyaltyProgramUpdateSchema,
  MenuItemCreateSchema,
  MenuItemListSchema,
  MenuItemSchema,
  MenuItemUpdateSchema,
  MyVendorSchema,
  OwnVendorSchema,
  StatusOverrideResultSchema,
  StatusOverrideUpdateSchema,
  VendorCreateSchema,
  type VendorDetail,
  VendorDetailSchema,
  type VendorListEntry,
  VendorListSchema,
  type VendorSetup,
  VendorSetupSchema,
  VendorUpdateSchema,
  WeekHoursSchema,
} from '../../shared/schemas/vendors.js';
import { missingSteps, setupSteps } from '../../shared/setup-checklist.js';
import type { AppContext } from '../context.js';
import { requireUser } from '../auth/session.js';
import { badRequest, conflict, errorResponses, notFound } from '../errors.js';
import { tellFollowers } from '../follows/notify.js';
import { guarded } from '../guarded.js';
import { deskPresenceOf } from '../pickup/ordering-state.js';
import { type HereNowInputs, hereNowInputsOf } from '../here-now/present.js';
import { whereNow } from '../locations/present.js';
import { requireUploadedImages } from '../uploads/image-urls.js';
import { vendorCacheOf } from './cache.js';
import { requireMenuItemOwner, requireVendorOwner } from './guard.js';
import { hoursEntry, locationEntry, menuItem, ownVendor, publicVendor, vendorIsOpen } from './present.js';
import { daysBefore, profileViewsBetween, recordProfileView, viewCounts } from './profile-views.js';
import {
  cachedPublicDetail,
  detailBody,
  loadWithMorningReset,
  type OpenInputs,
  openStateOf,
  promotionOf,
  overrideOf,
} from './public-detail.js';
import {
  createMenuItem,
  createVendor,
  deleteMenuItem,
  findOwnVendorDetail,
  findVendorById,
  findVendorDetailById,
  listActiveVendors,
  listHours,
  listLocations,
  type MenuItemRow,
  publishVendor,
  requestApproval,
  reorderMenuItems,
  replaceWeekHours,
  setLoyaltyProgram,
  setStatusOverride,
  updateMenuItem,
  updateVendor,
  upsertHours,
  type VendorDetailData,
  type VendorRow,
} from './queries.js';
import { vendorApprovalIsOn } from '../admin/settings.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The rule's inputs from a vendor's detail as its owner sees it (decision 0028). */
function setupInputsOf(data: VendorDetailData) {
  return {
    profileImageUrl: data.core.vendor.profileImageUrl,
    paymentMethods: data.core.vendor.paymentMethods,
    hours: data.hours,
    menuItems: data.menu,
    categories: data.categories,
  };
}

/** The setup checklist and live state answered on GET /api/my-vendor and by Go live. */
function setupOf(data: VendorDetailData): VendorSetup {
  const publishedAt = data.core.vendor.publishedAt;
  return {
    steps: setupSteps(setupInputsOf(data)),
    live: publishedAt !== null,
    publishedAt: publishedAt?.toISOString() ?? null,
    awaitingApproval: publishedAt === null && data.core.vendor.approvalRequestedAt !== null,
  };
}

type CachedListEntry = {
  entry: Omit<VendorListEntry, 'isOpen' | 'opensAt' | 'hereNow' | 'currentLocation'>;
  here: HereNowInputs;
  locations: VendorLocation[];
} & OpenInputs;
/**
 * The cached list, and its last rendering: the JSON text (checked by VendorListSchema) for one
 * combination of open/closed flags. The flags change a few times a day, so most reads reuse it.
 */
interface CachedList {
  entries: CachedListEntry[];
  rendered?: { flags: string; minute: number; json: Buffer };
}
export const vendorRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: AppContext = app.ctx;
  const db = () => ctx.database.db;
  const tz = ctx.config.VALLEY_TZ;
  const cache = vendorCacheOf(ctx);
  app.decorateRequest('ownedVendor', null as unknown as VendorRow);
  app.decorateRequest('ownedMenuItem', null as unknown as MenuItemRow);

  const isOpen = (o: OpenInputs, now = ctx.now()) => vendorIsOpen(o.override, o.hours, now, tz);

  const publicDetail = (vendorId: number, viewer?: FastifyRequest) => cachedPublicDetail(ctx, vendorId, viewer);

  // ---------------------------------------------------------------- public reads

  app.get('/api/vendors', { schema: { response: { 200: VendorListSchema } } }, async (_request, reply) => {
    const list = await cache.list<CachedList>(async () => {
      const rows = await listActiveVendors(db());
      const here = await hereNowInputsOf(db(), rows.map((row) => row.vendor));
      return {
      entries: rows.map((row, i) => ({
        here: here[i],
        locations: row.locations.map(locationEntry),
        entry: {
          vendor: publicVendor(row.vendor),
          user: { firstName: row.ownerFirstName },
          rating: row.rating,
          reviewCount: row.reviewCount,
          dietaryTagSets: row.dietaryTagSets,
        },
        override: overrideOf(row.vendor),
        hours: row.hours.map(hoursEntry),
      })),
      };
    });
    // Opening hours and overrides move in whole minutes: the rendered answer is reused until the
    // minute changes (then re-rendered only if some vendor opened or closed) or the list does.
    const now = ctx.now();
    const minute = Math.floor(now.getTime() / 60_000);
    if (list.rendered?.minute !== minute) {
      // Open or closed, and while closed when it opens (issue 44: the card's "Opens 4:00 PM").
      const open = list.entries.map((c) => openStateOf(c, now, tz));
      // A check-in lapses and a truck moves with the clock too (DESIGN §10.3, §10.5): both are part of the flags.
      const where = list.entries.map((c) => whereNow(c.here, c.hours, c.locations, now, tz));
      const flags = `${open.map((o) => (o.isOpen ? '1' : (o.opensAt ?? '0'))).join(',')}|${where
        .map((w) => `${w.hereNow ? 'h' : ''}${w.currentLocation?.id ?? ''}`)
        .join(',')}`;
      if (list.rendered?.flags !== flags) {
        const body = VendorListSchema.parse(list.entries.map((c, i) => ({ ...c.entry, ...open[i], ...where[i] })));
        list.rendered = { flags, minute, json: Buffer.from(JSON.stringify(body)) };
      } else {
        list.rendered.minute = minute;
      }
    }
    return reply.type('application/json; charset=utf-8').send(list.rendered.json as unknown as VendorListEntry[]);
  });

  app.get(
    '/api/vendors/:id',
    { schema: { params: IdParamsSchema, response: { 200: VendorDetailSchema, ...errorResponses(404) } } },
    async (request, reply) => {
      const cached = await publicDetail(request.params.id, request);
      const now = ctx.now();
      const minute = Math.floor(now.getTime() / 60_000);
      if (cached.rendered?.minute !== minute) {
        // The minute also decides the valley date: a daily special shows on its date only, so a
        // cached menu drops yesterday's special at valley midnight (DESIGN §10.2).
        const menuItems = visibleOn(cached.body.menuItems, zonedDate(now, tz));
        const where = whereNow(cached.here, cached.hours, cached.body.locations, now, tz);
        const open = openStateOf(cached, now, tz);
        // Issue 42: orders may be delayed. The cached heartbeat is never newer than the real one, so
        // while it says the desk is there nothing is asked; else the database confirms (once a minute).
        const mayBeAway = deskAway({ deskSeenAt: cached.deskSeenAt === null ? null : new Date(cached.deskSeenAt), isOpen: open.isOpen, pendingOrders: 1 }, now);
        const away = mayBeAway && deskAway({ ...(await deskPresenceOf(db(), cached.body.vendor.id)), isOpen: open.isOpen }, now);
        const body = VendorDetailSchema.parse({ ...cached.body, menuItems, ...open, ...where, deskAway: away, promotion: promotionOf(cached, now) });
        cached.rendered = { minute, json: Buffer.from(JSON.stringify(body)) };
      }
      // Serialised through the route's schema above and kept as bytes; Fastify sends them as they are.
      return reply.type('application/json; charset=utf-8').send(cached.rendered.json as unknown as VendorDetail);
    },
  );

  app.get(
    '/api/vendors/:id/menu',
    { schema: { params: IdParamsSchema, response: { 200: MenuItemListSchema, ...errorResponses(404) } } },
    async (request) =>
      visibleOn((await publicDetail(request.params.id, request)).body.menuItems, zonedDate(ctx.now(), tz)),
  );

  // A customer opened the vendor's detail (decision 0022): counted apart from the cached read,
  // once per visitor per vendor per valley day, never the owner's own. Always 204 for a listed
  // vendor, counted or not, so the answer tells a script nothing.
  app.post(
    '/api/vendors/:id/views',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errorResponses(404) } } },
    async (request, reply) => {
      await publicDetail(request.params.id);
      const vendor = await findVendorById(db(), request.params.id);
      if (vendor && (await viewCounts(ctx, request, vendor.id, vendor.userId))) {
        await recordProfileView(db(), vendor.id, zonedDate(ctx.now(), tz));
      }
      return reply.code(204).send(null);
    },
  );

  // ---------------------------------------------------------------- signed-in user

  await guarded(app, requireUser, async (user) => {

    user.get('/api/my-vendor', { schema: { response: { 200: MyVendorSchema, ...errors } } }, async (request) => {
      const data = await loadWithMorningReset(ctx, () => findOwnVendorDetail(db(), request.user.id));
      if (!data) throw notFound(t('vendor.error.noProfile'));
      const body = detailBody(data);
      const today = zonedDate(ctx.now(), tz);
      return {
        vendor: ownVendor(data.core.vendor),
        ...body,
        profileViews: await profileViewsBetween(db(), data.core.vendor.id, daysBefore(today, 29), today),
        setup: setupOf(data),
        ...openStateOf({ override: overrideOf(data.core.vendor), hours: body.businessHours }, ctx.now(), tz),
        ...whereNow((await hereNowInputsOf(db(), [data.core.vendor]))[0], body.businessHours, body.locations, ctx.now(), tz),
      };
    });

    user.post(
      '/api/vendors',
      { schema: { body: VendorCreateSchema, response: { 201: OwnVendorSchema, ...errors } } },
      async (request, reply) => {
        requireUploadedImages(ctx.config, request.body);
        const { acceptsPreorders: _derived, ...input } = request.body;
        const created = await createVendor(db(), request.user.id, input);
        if (!created) throw conflict(t('vendor.error.alreadyRegistered'), { code: 'already_registered' });
        return reply.code(201).send(ownVendor(created));
      },
    );
  });

  // ---------------------------------------------------------------- the owner's vendor

  await guarded(app, requireVendorOwner, async (owner) => {

    owner.patch(
      '/api/vendors/:id',
      { schema: { params: IdParamsSchema, body: VendorUpdateSchema, response: { 200: OwnVendorSchema, ...errors } } },
      async (request) => {
        requireUploadedImages(ctx.config, request.body);
        const vendor = await updateVendor(db(), request.ownedVendor.id, request.body, ctx.now());
        return ownVendor(vendor);
      },
    );

    owner.post(
      '/api/vendors/:id/hours',
      {
        schema: {
          params: IdParamsSchema,
          body: HoursUpdateSchema,
          response: { 200: BusinessHoursListSchema, ...errors },
        },
      },
      async (request) => {
        const hours = await upsertHours(db(), request.ownedVendor.id, request.body);
        return hours.map(hoursEntry);
      },
    );

    // The weekly editor (issue 24): the whole week at once, split shifts included, in one
    // transaction; the per-day POST above stays for SPEC §7 (it edits each day's first shift).
    owner.put(
      '/api/vendors/:id/hours',
      {
        schema: {
          params: IdParamsSchema,
          body: WeekHoursSchema,
          response: { 200: BusinessHoursListSchema, ...errors },
        },
      },
      async (request) => {
        // A shift's place must be one of the vendor's own active locations (DESIGN §10.3).
        const named = request.body.flatMap((day) => day.shifts.map((s) => s.locationId ?? null)).filter((id) => id !== null);
        if (named.length > 0) {
          const own = new Set((await listLocations(db(), request.ownedVendor.id, true)).map((l) => l.id));
          if (named.some((id) => !own.has(id))) {
            throw badRequest(t('locations.error.invalidLocation'), { code: 'invalid_location' });
          }
        }
        const hours = await replaceWeekHours(db(), request.ownedVendor.id, request.body);
        return hours.map(hoursEntry);
      },
    );

    owner.put(
      '/api/vendors/:id/loyalty-program',
      {
        schema: {
          params: IdParamsSchema,
          body: LoyaltyProgramUpdateSchema,
          response: { 200: OwnVendorSchema, ...errors },
        },
      },
      async (request) => {
        const vendor = await setLoyaltyProgram(db(), request.ownedVendor.id, request.body.enabled, ctx.now());
        return ownVendor(vendor);
      },
    );

    owner.put(
      '/api/vendors/:id/status',
      {
        schema: {
          params: IdParamsSchema,
          body: StatusOverrideUpdateSchema,
          response: { 200: StatusOverrideResultSchema, ...errors },
        },
      },
      async (request) => {
        const now = ctx.now();
        const { override } = request.body;
        const until = override ? overrideExpiry(now, tz) : null;
        const vendor = await setStatusOverride(db(), request.ownedVendor.id, override, until, now);
        if (override === 'open') tellFollowers(app, { kind: 'open', vendorId: vendor.id });
        const hours = (await listHours(db(), vendor.id)).map(hoursEntry);
        return { vendor: ownVendor(vendor), isOpen: isOpen({ override: overrideOf(vendor), hours }, now) };
      },
    );

    owner.post(
      '/api/vendors/:id/menu',
      {
        schema: { params: IdParamsSchema, body: MenuItemCreateSchema, response: { 201: MenuItemSchema, ...errors } },
      },
      async (request, reply) => {
        requireUploadedImages(ctx.config, request.body);
        const today = zonedDate(ctx.now(), tz);
        const item = await createMenuItem(db(), request.ownedVendor.id, request.body, today);
        if (isSpecialToday(item, today)) tellFollowers(app, { kind: 'special', vendorId: item.vendorId, item: item.name });
        return reply.code(201).send(menuItem(item));
      },
    );

    // Decision 0028: Go live. Every step of the setup checklist done → published_at is set (once:
    // again is the same answer); else 409 setup_incomplete naming the steps left, nothing changed.
    // Issue 44: while the administrator approves new vendors, the vendor waits for approval instead.
    owner.post(
      '/api/vendors/:id/go-live',
      { schema: { params: IdParamsSchema, response: { 200: VendorSetupSchema, ...errors } } },
      async (request) => {
        const data = await findVendorDetailById(db(), request.ownedVendor.id);
        if (!data) throw notFound(t('vendor.error.notFound'));
        if (data.core.vendor.publishedAt === null) {
          const missing = missingSteps(setupInputsOf(data));
          if (missing.length > 0) {
            throw conflict(t('goLive.error.setupIncomplete'), { code: 'setup_incomplete', missing });
          }
          // Issue 44: while the administrator approves new vendors, Go live asks for it instead.
          if (await vendorApprovalIsOn(db())) {
            data.core.vendor = await requestApproval(db(), data.core.vendor.id, ctx.now());
            return setupOf(data);
          }
          data.core.vendor = await publishVendor(db(), data.core.vendor.id, ctx.now());
        }
        return setupOf(data);
      },
    );

    // Decision 0023: the whole order of one category's items (null: of no category) at once.
    owner.put(
      '/api/vendors/:id/menu/order',
      {
        schema: {
          params: IdParamsSchema,
          body: MenuItemOrderSchema,
          response: { 200: MenuItemListSchema, ...errors },
        },
      },
      async (request) => {
        const { categoryId, ids } = request.body;
        const items = await reorderMenuItems(db(), request.ownedVendor.id, categoryId, ids);
        return items.map(menuItem);
      },
    );
  });

  // ---------------------------------------------------------------- the owner's menu items

  await guarded(app, requireMenuItemOwner, async (owner) => {

    owner.patch(
      '/api/menu-items/:id',
      { schema: { params: IdParamsSchema, body: MenuItemUpdateSchema, response: { 200: MenuItemSchema, ...errors } } },
      async (request) => {
        requireUploadedImages(ctx.config, request.body);
        const now = ctx.now();
        const today = zonedDate(now, tz);
        const item = await updateMenuItem(db(), request.ownedMenuItem, request.body, now, today);
        if (isSpecialToday(item, today)) tellFollowers(app, { kind: 'special', vendorId: item.vendorId, item: item.name });
        return menuItem(item);
      },
    );

    owner.delete(
      '/api/menu-items/:id',
      { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await deleteMenuItem(db(), request.ownedMenuItem.id);
        return reply.code(204).send(null);
      },
    );
  });
};
