/**
 * The fuzz test's route table (test/support/fuzz-routes.ts), its last part: the administrator's
 * routes and a customer joining a challenge. For each route, a request that works, made from the
 * fixtures when a run asks for it.
 */
import { signUp } from './factories.js';
import {
  adBody,
  attractionBody,
  challengeBody,
  eventBody,
  type FuzzFixtures,
  fixtureRequests,
  future,
  promotionBody,
  weatherRuleBody,
} from './fuzz-fixtures.js';
import type { FuzzRoute } from './fuzz-variants.js';

export function adminRoutes(fx: FuzzFixtures): FuzzRoute[] {
  const { call, createdId } = fixtureRequests(fx);
  return [
    // ---- the administrator
    {
      method: 'PATCH',
      route: '/admin/api/vendors/:id',
      target: () => ({ url: `/admin/api/vendors/${fx.bystanderVendorId}`, cookie: fx.admin, body: { isActive: true } }),
    },
    // Decision 0028: the administrator puts a vendor live by hand; no body.
    { method: 'POST', route: '/admin/api/vendors/:id/publish', target: () => ({ url: `/admin/api/vendors/${fx.bystanderVendorId}/publish`, cookie: fx.admin }) },
    // Issue 44 friction 6: the site's switches.
    { method: 'PUT', route: '/admin/api/settings', target: () => ({ url: '/admin/api/settings', cookie: fx.admin, body: { vendorApproval: false } }) },
    { method: 'POST', route: '/admin/api/promotions', target: () => ({ url: '/admin/api/promotions', cookie: fx.admin, body: promotionBody() }) },
    {
      method: 'PATCH',
      route: '/admin/api/promotions/:id',
      target: () => ({ url: `/admin/api/promotions/${fx.promotionId}`, cookie: fx.admin, body: { title: 'BOGO', type: 'bogo', endDate: future(20) } }),
    },
    {
      method: 'DELETE',
      route: '/admin/api/promotions/:id',
      target: async () => ({
        url: `/admin/api/promotions/${await createdId('POST', '/admin/api/promotions', fx.admin, promotionBody())}`,
        cookie: fx.admin,
      }),
    },
    { method: 'POST', route: '/admin/api/advertisements', target: () => ({ url: '/admin/api/advertisements', cookie: fx.admin, body: adBody() }) },
    {
      method: 'PATCH',
      route: '/admin/api/advertisements/:id',
      target: () => ({ url: `/admin/api/advertisements/${fx.adId}`, cookie: fx.admin, body: { title: 'Shakes', duration: 48, paidAmount: 75.5 } }),
    },
    {
      method: 'DELETE',
      route: '/admin/api/advertisements/:id',
      target: async () => ({
        url: `/admin/api/advertisements/${await createdId('POST', '/admin/api/advertisements', fx.admin, adBody())}`,
        cookie: fx.admin,
      }),
    },
    { method: 'POST', route: '/admin/api/events', target: () => ({ url: '/admin/api/events', cookie: fx.admin, body: eventBody() }) },
    {
      method: 'PATCH',
      route: '/admin/api/events/:id',
      target: () => ({ url: `/admin/api/events/${fx.eventId}`, cookie: fx.admin, body: { name: 'Indio Night Market II', venue: null, endDate: future(9) } }),
    },
    {
      method: 'PATCH',
      route: '/admin/api/event-registrations/:id',
      target: () => ({
        url: `/admin/api/event-registrations/${fx.registrationId}`,
        cookie: fx.admin,
        body: { status: 'approved', approvedLocation: 'North lot', registrationFee: 25, isPaid: false },
      }),
    },
    // DESIGN §10.3: an approved vendor's spot on the event's site (approved again first, so the
    // request that works is never a 409 whatever the PATCH runs above left).
    {
      method: 'PUT',
      route: '/admin/api/event-registrations/:id/site',
      target: async () => {
        await call('PATCH', `/admin/api/event-registrations/${fx.registrationId}`, fx.admin, { status: 'approved' });
        return {
          url: `/admin/api/event-registrations/${fx.registrationId}/site`,
          cookie: fx.admin,
          body: { locationName: 'Row B, spot 4', latitude: 33.7185, longitude: -116.2206, isPremium: true },
        };
      },
    },
    {
      method: 'DELETE',
      route: '/admin/api/event-registrations/:id/site',
      target: () => ({ url: `/admin/api/event-registrations/${fx.registrationId}/site`, cookie: fx.admin }),
    },
    // DESIGN §10.3: the weather rules and the attractions.
    {
      method: 'POST',
      route: '/admin/api/weather-recommendations',
      target: () => ({ url: '/admin/api/weather-recommendations', cookie: fx.admin, body: weatherRuleBody() }),
    },
    {
      method: 'PATCH',
      route: '/admin/api/weather-recommendations/:id',
      target: () => ({ url: `/admin/api/weather-recommendations/${fx.weatherRuleId}`, cookie: fx.admin, body: { temperature: 105, isActive: true } }),
    },
    {
      method: 'DELETE',
      route: '/admin/api/weather-recommendations/:id',
      target: async () => ({
        url: `/admin/api/weather-recommendations/${await createdId('POST', '/admin/api/weather-recommendations', fx.admin, weatherRuleBody())}`,
        cookie: fx.admin,
      }),
    },
    { method: 'POST', route: '/admin/api/attractions', target: () => ({ url: '/admin/api/attractions', cookie: fx.admin, body: attractionBody() }) },
    {
      method: 'PATCH',
      route: '/admin/api/attractions/:id',
      target: () => ({ url: `/admin/api/attractions/${fx.attractionId}`, cookie: fx.admin, body: { isPartner: true, website: 'https://elpaseo.com' } }),
    },
    {
      method: 'DELETE',
      route: '/admin/api/attractions/:id',
      target: async () => ({
        url: `/admin/api/attractions/${await createdId('POST', '/admin/api/attractions', fx.admin, attractionBody())}`,
        cookie: fx.admin,
      }),
    },
    // Challenges (test/api/challenges.test.ts): the administrator's, and a customer joining one.
    { method: 'POST', route: '/admin/api/challenges', target: () => ({ url: '/admin/api/challenges', cookie: fx.admin, body: challengeBody() }) },
    {
      method: 'PATCH',
      route: '/admin/api/challenges/:id',
      target: async () => ({
        url: `/admin/api/challenges/${await createdId('POST', '/admin/api/challenges', fx.admin, challengeBody())}`,
        cookie: fx.admin,
        body: { name: 'Try 3 cuisines', type: 'distinct_cuisines', target: 3, cuisine: null, endDate: future(30) },
      }),
    },
    {
      method: 'DELETE',
      route: '/admin/api/challenges/:id',
      target: async () => ({
        url: `/admin/api/challenges/${await createdId('POST', '/admin/api/challenges', fx.admin, challengeBody())}`,
        cookie: fx.admin,
      }),
    },
    {
      method: 'POST',
      route: '/api/challenges/:id/join',
      target: async () => ({
        url: `/api/challenges/${await createdId('POST', '/admin/api/challenges', fx.admin, challengeBody())}/join`,
        cookie: (await signUp(fx.t.app)).cookie,
      }),
    },
  ];
}
