/** The administrator's area (server: admin/, and auth/ for signing in and out, posts/ for hiding a post). */
import { AdminVendorSchema, AdminVendorUpdateSchema, PlatformSettingsSchema } from '../schemas/admin.js';
import { AdminLoginSchema, AdminStatusSchema } from '../schemas/auth.js';
import { IdParamsSchema, SuccessSchema } from '../schemas/common.js';
import { AdminEventRegistrationSchema, EventRegistrationUpdateSchema, EventSitePlaceSchema } from '../schemas/events.js';
import { PostHiddenBodySchema } from '../schemas/posts.js';
import { endpoints } from './contract.js';

export const adminEndpoints = endpoints({
  'POST /secret-admin-login': { body: AdminLoginSchema, status: 200, response: SuccessSchema },
  'GET /admin-status': { status: 200, response: AdminStatusSchema },
  'POST /admin-logout': { status: 200, response: SuccessSchema },
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
