/**
 * Events for vendors (SPEC §2 "Event management", §5, §7): the public list of upcoming events
 * (with who is where on each site), the vendor's own registrations and registering. The administrator's side is in admin/.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../shared/messages/index.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { EventRegisterSchema, EventRegistrationListSchema, EventRegistrationSchema, PublicEventListSchema } from '../../shared/schemas/events.js';
import { requireUser } from '../auth/session.js';
import { errorResponses, forbidden, notFound } from '../errors.js';
import { guarded } from '../guarded.js';
import { presentPublicEvent } from './present.js';
import {
  listEventSites,
  listUpcomingEvents,
  listVendorRegistrations,
  registerForEvent,
} from './queries.js';
import { findVendorIdOfUser } from '../policies.js';

const errors = errorResponses(400, 401, 403, 404, 409);

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the event routes' vendor guard: the caller's vendor id. */
    eventVendorId: number;
  }
}

export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  app.decorateRequest('eventVendorId', 0);

  // Upcoming events with who is where on their sites (DESIGN §10.3, decision 0038).
  app.get('/api/events', { schema: { response: { 200: PublicEventListSchema } } }, async () => {
    const upcoming = await listUpcomingEvents(db(), ctx.now());
    const sites = await listEventSites(db(), upcoming.map((e) => e.id));
    return upcoming.map((e) => presentPublicEvent(e, sites.get(e.id) ?? []));
  });

  // ---- signed-in vendors. The guards run before validation: a visitor learns nothing (401),
  // a user without a vendor profile is told why (403 on register, 404 on the own list).
  await guarded(app, requireUser, async (vendor) => {

    const vendorIdOr = (fail: () => Error) => async (request: FastifyRequest) => {
      const vendorId = await findVendorIdOfUser(db(), request.user.id);
      if (!vendorId) throw fail();
      request.eventVendorId = vendorId;
    };

    vendor.get(
      '/api/my-vendor/events',
      {
        preValidation: vendorIdOr(() => notFound(t('vendor.error.noProfile'))),
        schema: { response: { 200: EventRegistrationListSchema, ...errors } },
      },
      async (request) => listVendorRegistrations(db(), request.eventVendorId),
    );

    vendor.post(
      '/api/events/:id/register',
      {
        preValidation: vendorIdOr(() => forbidden(t('event.error.vendorsOnly'))),
        schema: { params: IdParamsSchema, body: EventRegisterSchema, response: { 201: EventRegistrationSchema, ...errors } },
      },
      async (request, reply) => {
        const registration = await registerForEvent(
          db(),
          request.params.id,
          request.eventVendorId,
          request.body,
          ctx.now(),
        );
        return reply.code(201).send(registration);
      },
    );
  });
};
