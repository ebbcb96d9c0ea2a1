/**
 * The administrator ("CEO") API (SPEC §2 "Admin login and dashboard", §7; DESIGN §4, §5): platform
 * stats, every vendor with contact details and deactivation, promotions, advertisements, events
 * and event registrations. Everything lives under /admin/api, which the app-wide guard in app.ts
 * protects (401 without the admin session, 503 when the admin area is not configured).
 */
import { LoyaltyFlagListSchema } from '../../shared/schemas/loyalty.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import {
  AdminVendorListSchema,
  AdminVendorSchema,
  AdminVendorUpdateSchema,
  AdvertisementCreateSchema,
  AdvertisementListSchema,
  AdvertisementSchema,
  AdvertisementUpdateSchema,
  PlatformStatsSchema,
  PromotionCreateSchema,
  PromotionListSchema,
  PlatformSettingsSchema,
  PromotionSchema,
  PromotionUpdateSchema,
} from '../../shared/schemas/admin.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import {
  AdminEventRegistrationListSchema,
  AdminEventRegistrationSchema,
  EventCreateSchema,
  EventListSchema,
  EventRegistrationQuerySchema,
  EventRegistrationUpdateSchema,
  EventSchema,
  EventSitePlaceSchema,
  EventUpdateSchema,
} from '../../shared/schemas/events.js';
import { errorResponses, notFound } from '../errors.js';
import {
  createEvent,
  decideRegistration,
  listAllEvents,
  listAllRegistrations,
  placeOnSite,
  removeFromSite,
  updateEvent,
} from '../events/queries.js';
import { presentEvent } from '../events/present.js';
import {
  createAdvertisement,
  createPromotion,
  deleteAdvertisement,
  deletePromotion,
  listAdvertisements,
  listPromotions,
  updateAdvertisement,
  updatePromotion,
} from '../promotions/queries.js';
import { presentAdvertisement, presentPromotion } from '../promotions/present.js';
import { loyaltyFlags } from '../loyalty/queries.js';
import { readSettings, writeSettings } from './settings.js';
import { hoursEntry, ownVendor, vendorIsOpen } from '../vendors/present.js';
import {
  type AdminVendorRow,
  listAdminVendors,
  platformStats,
  publishVendorByHand,
  setVendorActive,
  vendorIdIs,
} from './queries.js';

const errors = errorResponses(400, 401, 404, 409, 503);

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const tz = ctx.config.VALLEY_TZ;
  /** The administrator's name, recorded on what they create (the guard guarantees one). */
  const adminName = () => ctx.config.ADMIN_USERNAME ?? 'admin';

  const presentVendor = (row: AdminVendorRow, now: Date) => ({
    vendor: ownVendor(row.vendor),
    user: { email: row.email, firstName: row.firstName, lastName: row.lastName },
    isOpen: vendorIsOpen(row.vendor, row.hours.map(hoursEntry), now, tz),
    rating: row.rating,
    reviewCount: row.reviewCount,
  });

  // ---------------------------------------------------------------- overview and vendors

  app.get(
    '/admin/api/platform-stats',
    { schema: { response: { 200: PlatformStatsSchema, ...errors } } },
    async () => platformStats(db()),
  );

  // Issue 25 item 7: phones earning points unusually often, at every vendor.
  app.get(
    '/admin/api/loyalty-flags',
    { schema: { response: { 200: LoyaltyFlagListSchema, ...errors } } },
    async () => loyaltyFlags(db(), { now: ctx.now(), tz }),
  );

  app.get(
    '/admin/api/vendors',
    { schema: { response: { 200: AdminVendorListSchema, ...errors } } },
    async () => {
      const now = ctx.now();
      return (await listAdminVendors(db())).map((row) => presentVendor(row, now));
    },
  );

  app.patch(
    '/admin/api/vendors/:id',
    { schema: { params: IdParamsSchema, body: AdminVendorUpdateSchema, response: { 200: AdminVendorSchema, ...errors } } },
    async (request) => {
      const id = request.params.id;
      if (!(await setVendorActive(db(), id, request.body.isActive, ctx.now()))) {
        throw notFound(t('vendor.error.notFound'));
      }
      const [row] = await listAdminVendors(db(), vendorIdIs(id));
      if (!row) throw notFound(t('vendor.error.notFound'));
      return presentVendor(row, ctx.now());
    },
  );

  // Issue 44 friction 6: the site's switches (new vendors wait for approval to go live).
  app.get('/admin/api/settings', { schema: { response: { 200: PlatformSettingsSchema, ...errors } } }, async () => readSettings(db()));
  app.put(
    '/admin/api/settings',
    { schema: { body: PlatformSettingsSchema, response: { 200: PlatformSettingsSchema, ...errors } } },
    async (request) => writeSettings(db(), request.body, ctx.now()),
  );

  // Decision 0028: the administrator puts a vendor live without its checklist (idempotent); with
  // approval on (issue 44), this is also the approval of a vendor waiting for it.
  app.post(
    '/admin/api/vendors/:id/publish',
    { schema: { params: IdParamsSchema, response: { 200: AdminVendorSchema, ...errors } } },
    async (request) => {
      const id = request.params.id;
      if (!(await publishVendorByHand(db(), id, ctx.now()))) throw notFound(t('vendor.error.notFound'));
      const [row] = await listAdminVendors(db(), vendorIdIs(id));
      if (!row) throw notFound(t('vendor.error.notFound'));
      return presentVendor(row, ctx.now());
    },
  );

  // ---------------------------------------------------------------- promotions


  app.get(
    '/admin/api/promotions',
    { schema: { response: { 200: PromotionListSchema, ...errors } } },
    async () => (await listPromotions(db())).map(presentPromotion),
  );

  app.post(
    '/admin/api/promotions',
    { schema: { body: PromotionCreateSchema, response: { 201: PromotionSchema, ...errors } } },
    async (request, reply) => {
      const row = await createPromotion(db(), request.body, adminName(), tz, ctx.now());
      return reply.code(201).send(presentPromotion(row));
    },
  );

  app.patch(
    '/admin/api/promotions/:id',
    { schema: { params: IdParamsSchema, body: PromotionUpdateSchema, response: { 200: PromotionSchema, ...errors } } },
    async (request) => {
      return presentPromotion(await updatePromotion(db(), request.params.id, request.body, tz, ctx.now()));
    },
  );

  app.delete(
    '/admin/api/promotions/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await deletePromotion(db(), request.params.id))) throw notFound(t('promotion.error.notFound'));
      return reply.code(204).send(null);
    },
  );

  // ---------------------------------------------------------------- advertisements

  app.get(
    '/admin/api/advertisements',
    { schema: { response: { 200: AdvertisementListSchema, ...errors } } },
    async () => (await listAdvertisements(db())).map(presentAdvertisement),
  );

  app.post(
    '/admin/api/advertisements',
    { schema: { body: AdvertisementCreateSchema, response: { 201: AdvertisementSchema, ...errors } } },
    async (request, reply) => {
      const row = await createAdvertisement(db(), request.body, ctx.now());
      return reply.code(201).send(presentAdvertisement(row));
    },
  );

  app.patch(
    '/admin/api/advertisements/:id',
    {
      schema: { params: IdParamsSchema, body: AdvertisementUpdateSchema, response: { 200: AdvertisementSchema, ...errors } },
    },
    async (request) =>
      presentAdvertisement(await updateAdvertisement(db(), request.params.id, request.body, ctx.now())),
  );

  app.delete(
    '/admin/api/advertisements/:id',
    { schema: { params: IdParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      if (!(await deleteAdvertisement(db(), request.params.id))) throw notFound(t('ad.error.notFound'));
      return reply.code(204).send(null);
    },
  );

  // ---------------------------------------------------------------- events

  app.get(
    '/admin/api/events',
    { schema: { response: { 200: EventListSchema, ...errors } } },
    async () => (await listAllEvents(db())).map(presentEvent),
  );

  app.post(
    '/admin/api/events',
    { schema: { body: EventCreateSchema, response: { 201: EventSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(presentEvent(await createEvent(db(), request.body, tz, ctx.now()))),
  );

  app.patch(
    '/admin/api/events/:id',
    { schema: { params: IdParamsSchema, body: EventUpdateSchema, response: { 200: EventSchema, ...errors } } },
    async (request) => presentEvent(await updateEvent(db(), request.params.id, request.body, tz, ctx.now())),
  );

  app.get(
    '/admin/api/event-registrations',
    {
      schema: {
        querystring: EventRegistrationQuerySchema,
        response: { 200: AdminEventRegistrationListSchema, ...errors },
      },
    },
    async (request) => listAllRegistrations(db(), request.query),
  );

  app.patch(
    '/admin/api/event-registrations/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: EventRegistrationUpdateSchema,
        response: { 200: AdminEventRegistrationSchema, ...errors },
      },
    },
    async (request) => decideRegistration(db(), request.params.id, request.body, ctx.now()),
  );

  // An approved vendor's spot on the event's site (DESIGN §10.3, decision 0038): placing again
  // moves it; removing is idempotent.
  app.put(
    '/admin/api/event-registrations/:id/site',
    {
      schema: {
        params: IdParamsSchema,
        body: EventSitePlaceSchema,
        response: { 200: AdminEventRegistrationSchema, ...errors },
      },
    },
    async (request) => placeOnSite(db(), request.params.id, request.body),
  );

  app.delete(
    '/admin/api/event-registrations/:id/site',
    { schema: { params: IdParamsSchema, response: { 200: AdminEventRegistrationSchema, ...errors } } },
    async (request) => removeFromSite(db(), request.params.id),
  );
};
