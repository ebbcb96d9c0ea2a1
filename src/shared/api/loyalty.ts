/** Points, rewards and redemptions (server: loyalty/). */
import { IdParamsSchema } from '../schemas/common.js';
import {
  BalanceSchema,
  LoyaltyFlagListSchema,
  RedeemResultSchema,
  RedeemSchema,
  RedemptionPreviewResultSchema,
  RedemptionPreviewSchema,
  RewardCreateSchema,
  RewardListSchema,
  RewardUpdateSchema,
  TransactionListSchema,
  VendorQuerySchema,
  VendorRewardListSchema,
  VendorRewardSchema,
} from '../schemas/loyalty.js';
import { RedemptionCheckResultSchema, RedemptionCheckSchema } from '../schemas/phone.js';
import { PhoneLookupParamsSchema } from '../schemas/preorders.js';
import { endpoints } from './contract.js';

export const loyaltyEndpoints = endpoints({
  'GET /api/loyalty/rewards': { querystring: VendorQuerySchema, status: 200, response: RewardListSchema },
  'GET /api/loyalty/balance/:phone': { params: PhoneLookupParamsSchema, querystring: VendorQuerySchema, status: 200, response: BalanceSchema },
  'GET /api/loyalty/transactions/:phone': {
    params: PhoneLookupParamsSchema,
    querystring: VendorQuerySchema,
    status: 200,
    response: TransactionListSchema,
  },
  'POST /api/loyalty/redeem': { body: RedeemSchema, status: 200, response: RedeemResultSchema },
  'POST /api/vendors/:id/redemptions/preview': {
    params: IdParamsSchema,
    body: RedemptionPreviewSchema,
    status: 200,
    response: RedemptionPreviewResultSchema,
  },

  // ---- the vendor's own rewards and checks
  'GET /api/vendors/:id/loyalty-rewards': { params: IdParamsSchema, status: 200, response: VendorRewardListSchema },
  'POST /api/vendors/:id/loyalty-rewards': { params: IdParamsSchema, body: RewardCreateSchema, status: 201, response: VendorRewardSchema },
  'PATCH /api/loyalty-rewards/:id': { params: IdParamsSchema, body: RewardUpdateSchema, status: 200, response: VendorRewardSchema },
  'DELETE /api/loyalty-rewards/:id': { params: IdParamsSchema, status: 204 },
  'GET /api/vendors/:id/loyalty/flags': { params: IdParamsSchema, status: 200, response: LoyaltyFlagListSchema },
  'POST /api/vendors/:id/redemptions/check': {
    params: IdParamsSchema,
    body: RedemptionCheckSchema,
    status: 200,
    response: RedemptionCheckResultSchema,
  },
});
