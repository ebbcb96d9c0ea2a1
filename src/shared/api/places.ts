/** A vendor's locations and pickup windows (server: locations/, pickup/). */
import { IdParamsSchema } from '../schemas/common.js';
import { LocationCreateSchema, LocationUpdateSchema, VendorLocationSchema } from '../schemas/locations.js';
import {
  OrderDelaySchema,
  PickupTimeListSchema,
  PickupTimesQuerySchema,
  PickupWindowListSchema,
  PickupWindowsPutSchema,
} from '../schemas/pickup.js';
import { VendorOrderSchema } from '../schemas/preorders.js';
import { endpoints } from './contract.js';

export const placeEndpoints = endpoints({
  // Locations (server: locations/routes.ts).
  'POST /api/vendors/:id/locations': { params: IdParamsSchema, body: LocationCreateSchema, status: 201, response: VendorLocationSchema },
  'PATCH /api/vendor-locations/:id': { params: IdParamsSchema, body: LocationUpdateSchema, status: 200, response: VendorLocationSchema },
  'DELETE /api/vendor-locations/:id': { params: IdParamsSchema, status: 204 },
  // Pickup windows, offered times and a late order (server: pickup/routes.ts).
  'GET /api/vendors/:id/pickup-slots': { params: IdParamsSchema, status: 200, response: PickupWindowListSchema },
  'PUT /api/vendors/:id/pickup-slots': { params: IdParamsSchema, body: PickupWindowsPutSchema, status: 200, response: PickupWindowListSchema },
  'GET /api/vendors/:id/pickup-times': {
    params: IdParamsSchema,
    querystring: PickupTimesQuerySchema,
    status: 200,
    response: PickupTimeListSchema,
  },
  'POST /api/guest-preorders/:id/delay': { params: IdParamsSchema, body: OrderDelaySchema, status: 200, response: VendorOrderSchema },
});
