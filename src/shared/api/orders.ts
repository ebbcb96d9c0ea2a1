/** Placing, tracking and running orders, walk-up orders and order reviews (server: preorders/, payments/). */
import { IdParamsSchema } from '../schemas/common.js';
import { DeskChangesQuerySchema, DeskPreordersAnswerSchema } from '../schemas/desk-offline.js';
import { PrepayUpdateSchema, SquareConnectionSchema } from '../schemas/payments.js';
import {
  GuestPreorderCreateSchema,
  GuestPreorderSchema,
  PhoneLookupParamsSchema,
  PhoneOrderListSchema,
  PreorderReviewCreateSchema,
  PreorderReviewResultSchema,
  PreorderSummarySchema,
  StatusUpdateSchema,
  TrackedPreorderSchema,
  TrackingTokenParamsSchema,
  VendorOrderSchema,
} from '../schemas/preorders.js';
import { WalkUpOrderCreateSchema } from '../schemas/walk-up.js';
import { endpoints } from './contract.js';

export const orderEndpoints = endpoints({
  // 201 a new order; 200 (the same answer) when its Idempotency-Key was already used.
  'POST /api/guest-preorders': { body: GuestPreorderCreateSchema, status: 201, response: GuestPreorderSchema },
  'GET /api/track/:token': { params: TrackingTokenParamsSchema, status: 200, response: TrackedPreorderSchema },
  'POST /api/track/:token/cancel': { params: TrackingTokenParamsSchema, status: 200, response: TrackedPreorderSchema },
  'GET /api/orders/phone/:phone': { params: PhoneLookupParamsSchema, status: 200, response: PhoneOrderListSchema },
  'POST /api/preorder-reviews': { body: PreorderReviewCreateSchema, status: 201, response: PreorderReviewResultSchema },

  // ---- the vendor's desk
  'GET /api/my-vendor/preorders': { querystring: DeskChangesQuerySchema, status: 200, response: DeskPreordersAnswerSchema },
  'GET /api/my-vendor/preorders/summary': { status: 200, response: PreorderSummarySchema },
  'PUT /api/guest-preorders/:id/status': { params: IdParamsSchema, body: StatusUpdateSchema, status: 200, response: VendorOrderSchema },
  // 201 a new order; 200 (the same answer) when its Idempotency-Key was already used.
  'POST /api/my-vendor/walk-up-orders': { body: WalkUpOrderCreateSchema, status: 201, response: VendorOrderSchema },
  'POST /api/guest-preorders/:id/no-show': { params: IdParamsSchema, status: 200, response: VendorOrderSchema },
  'POST /api/guest-preorders/:id/paid': { params: IdParamsSchema, status: 200, response: VendorOrderSchema },
  'POST /api/guest-preorders/:id/refund': { params: IdParamsSchema, status: 200, response: VendorOrderSchema },

  // ---- the vendor's Square connection (server: payments/routes.ts)
  'GET /api/my-vendor/square': { status: 200, response: SquareConnectionSchema },
  'PUT /api/my-vendor/square/prepay': { body: PrepayUpdateSchema, status: 200, response: SquareConnectionSchema },
  'DELETE /api/my-vendor/square': { status: 200, response: SquareConnectionSchema },
});
