/** Reviews of a vendor (server: reviews/routes.ts). */
import { IdParamsSchema } from '../schemas/common.js';
import {
  OwnReviewResultSchema,
  OwnReviewSchema,
  ReviewCreateSchema,
  ReviewPageQuerySchema,
  ReviewPageSchema,
  ReviewReplyParamsSchema,
  ReviewUpdateSchema,
  VendorReplyBodySchema,
  VendorReplyResultSchema,
} from '../schemas/reviews.js';
import { endpoints } from './contract.js';

export const reviewEndpoints = endpoints({
  'GET /api/vendors/:id/reviews': { params: IdParamsSchema, querystring: ReviewPageQuerySchema, status: 200, response: ReviewPageSchema },
  'GET /api/vendors/:id/reviews/mine': { params: IdParamsSchema, status: 200, response: OwnReviewResultSchema },
  'POST /api/vendors/:id/reviews': { params: IdParamsSchema, body: ReviewCreateSchema, status: 201, response: OwnReviewSchema },
  'PATCH /api/reviews/:id': { params: IdParamsSchema, body: ReviewUpdateSchema, status: 200, response: OwnReviewSchema },
  'PUT /api/vendors/:id/reviews/:reviewId/reply': {
    params: ReviewReplyParamsSchema,
    body: VendorReplyBodySchema,
    status: 200,
    response: VendorReplyResultSchema,
  },
});
