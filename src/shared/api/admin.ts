/**
 * The administrator's area (server: admin/, and auth/ for signing in and out, posts/ for hiding a post;
 * the lists of weather rules, attractions and challenges are their areas' registerAdminCrud routes).
 */
import {
  AdminVendorListSchema,
  AdminVendorSchema,
  AdminVendorUpdateSchema,
  AdvertisementListSchema,
  PlatformSettingsSchema,
  PlatformStatsSchema,
  PromotionListSchema,
} from '../schemas/admin.js';
import { AttractionListSchema } from '../schemas/attractions.js';
import { AdminLoginSchema, AdminStatusSchema } from '../schemas/auth.js';
import { IdParamsSchema, SuccessSchema } from '../schemas/common.js';
import { AdminChallengeListSchema } from '../schemas/challenges.js';
import {
  AdminEventRegistrationListSchema,
  AdminEventRegistrationSchema,
  EventListSchema,
  EventRegistrationQuerySchema,
  EventRegistrationUpdateSchema,
  EventSitePlaceSchema,
} from '../schemas/events.js';
import { LoyaltyFlagListSchema } from '../schemas/loyalty.js';
import { PostHiddenBodySchema, ReportedPostListSchema } from '../schemas/posts.js';
import { WeatherRecommendationListSchema } from '../schemas/weather.js';
import { endpoints } from './contract.js';

export const adminEndpoints = endpoints({
  'POST /secret-admin-login': { body: AdminLoginSchema, status: 200, response: SuccessSchema },
  'GET /admin-status': { status: 200, response: AdminStatusSchema },
  'POST /admin-logout': { status: 200, response: SuccessSchema },
  // The dashboard's reads (lib/admin.ts ADMIN_KEYS).
  'GET /admin/api/platform-stats': { status: 200, response: PlatformStatsSchema },
  'GET /admin/api/loyalty-flags': { status: 200, response: LoyaltyFlagListSchema },
  'GET /admin/api/vendors': { status: 200, response: AdminVendorListSchema },
  'GET /admin/api/settings': { status: 200, response: PlatformSettingsSchema },
  'GET /admin/api/promotions': { status: 200, response: PromotionListSchema },
  'GET /admin/api/advertisements': { status: 200, response: AdvertisementListSchema },
  'GET /admin/api/events': { status: 200, response: EventListSchema },
  'GET /admin/api/event-registrations': {
    querystring: EventRegistrationQuerySchema,
    status: 200,
    response: AdminEventRegistrationListSchema,
  },
  'GET /admin/api/weather-recommendations': { status: 200, response: WeatherRecommendationListSchema },
  'GET /admin/api/attractions': { status: 200, response: AttractionListSchema },
  'GET /admin/api/challenges': { status: 200, response: AdminChallengeListSchema },
  'GET /admin/api/posts/reported': { status: 200, response: ReportedPostListSchema },
  'PATCH /admin/api/vendors/:id': { params: IdParamsSchema, body: AdminVendorUpdateSchema, status: 200, response: AdminVendorSchema },
  'POST /admin/api/vendors/:id/publish': { params: IdParamsSchema, status: 200, response: AdminVendorSchema },
  'PUT /admin/api/settings': { body: PlatformSettingsSchema, status: 200, response: PlatformSettingsSchema },
  'PATCH /admin/api/event-registrations/:id': {
    params: IdParamsSchema,
    body: EventRegistrationUpdateSchema,
    status: 200,
    response: AdminEventRegistrationSchema,
  },
  'PUT /admin/api/event-registrations/:id/site': {
    params: IdParamsSchema,
    body: EventSitePlaceSchema,
    status: 200,
    response: AdminEventRegistrationSchema,
  },
  'DELETE /admin/api/event-registrations/:id/site': { params: IdParamsSchema, status: 200, response: AdminEventRegistrationSchema },
  'PUT /admin/api/posts/:id/hidden': { params: IdParamsSchema, body: PostHiddenBodySchema, status: 200, response: PostHiddenBodySchema },
});
