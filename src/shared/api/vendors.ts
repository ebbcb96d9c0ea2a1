/** A vendor's profile, hours, ordering state, desk and Square connection (server: vendors/, payments/ square, here-now/). */
import { IdParamsSchema } from '../schemas/common.js';
import {
  CancelTodayResultSchema,
  CheckInBodySchema,
  CheckInResultSchema,
  InboxReadSchema,
  NotHereResultSchema,
  VendorInboxSchema,
} from '../schemas/here-now.js';
import { OrderingSettingsSchema, OrderingStateSchema } from '../schemas/pickup.js';
import {
  BusinessHoursListSchema,
  LowStockListSchema,
  LoyaltyProgramUpdateSchema,
  MyVendorSchema,
  OwnVendorSchema,
  StatusOverrideResultSchema,
  StatusOverrideUpdateSchema,
  VendorCreateSchema,
  VendorDetailSchema,
  VendorListSchema,
  VendorSetupSchema,
  VendorUpdateSchema,
  WeekHoursSchema,
} from '../schemas/vendors.js';
import { endpoints } from './contract.js';

export const vendorEndpoints = endpoints({
  // The public list and one vendor, the owner's own vendor and its items running low (server:
  // vendors/routes.ts, menu-categories/routes.ts).
  'GET /api/vendors': { status: 200, response: VendorListSchema },
  'GET /api/vendors/:id': { params: IdParamsSchema, status: 200, response: VendorDetailSchema },
  'GET /api/my-vendor': { status: 200, response: MyVendorSchema },
  'GET /api/vendors/:id/low-stock': { params: IdParamsSchema, status: 200, response: LowStockListSchema },
  // The profile (server: vendors/routes.ts).
  'POST /api/vendors': { body: VendorCreateSchema, status: 201, response: OwnVendorSchema },
  'PATCH /api/vendors/:id': { params: IdParamsSchema, body: VendorUpdateSchema, status: 200, response: OwnVendorSchema },
  'PUT /api/vendors/:id/hours': { params: IdParamsSchema, body: WeekHoursSchema, status: 200, response: BusinessHoursListSchema },
  'PUT /api/vendors/:id/loyalty-program': {
    params: IdParamsSchema,
    body: LoyaltyProgramUpdateSchema,
    status: 200,
    response: OwnVendorSchema,
  },
  'PUT /api/vendors/:id/status': {
    params: IdParamsSchema,
    body: StatusOverrideUpdateSchema,
    status: 200,
    response: StatusOverrideResultSchema,
  },
  'POST /api/vendors/:id/go-live': { params: IdParamsSchema, status: 200, response: VendorSetupSchema },
  'POST /api/vendors/:id/views': { params: IdParamsSchema, status: 204 },
  // Ordering: pause, busy minutes, the desk's heartbeat (server: pickup/routes.ts).
  'PUT /api/vendors/:id/ordering': { params: IdParamsSchema, body: OrderingSettingsSchema, status: 200, response: OrderingStateSchema },
  'POST /api/my-vendor/desk-heartbeat': { status: 200, response: OrderingStateSchema },
  // Here now, "not here", Cancel today and the vendor's inbox (server: here-now/routes.ts).
  'POST /api/vendors/:id/check-in': { params: IdParamsSchema, body: CheckInBodySchema, status: 200, response: CheckInResultSchema },
  'DELETE /api/vendors/:id/check-in': { params: IdParamsSchema, status: 200, response: CheckInResultSchema },
  'POST /api/vendors/:id/cancel-today': { params: IdParamsSchema, status: 200, response: CancelTodayResultSchema },
  'POST /api/vendors/:id/not-here': { params: IdParamsSchema, status: 202, response: NotHereResultSchema },
  'GET /api/my-vendor/inbox': { status: 200, response: VendorInboxSchema },
  'POST /api/my-vendor/inbox/read': { body: InboxReadSchema, status: 204 },
});
