/** A verified phone, Web Push subscriptions and uploads (server: phone/, messaging/ push, uploads/). */
import { SuccessSchema } from '../schemas/common.js';
import {
  LinkPhoneSchema,
  MyLoyaltySchema,
  PhoneCheckSchema,
  PhoneVerifyResultSchema,
  PhoneVerifySchema,
  VerifiedPhoneSchema,
} from '../schemas/phone.js';
import { PhoneOrderListSchema, TrackingTokenParamsSchema } from '../schemas/preorders.js';
import { PushPublicKeySchema, PushSubscriptionCreateSchema, PushSubscriptionSchema, VendorPushRemoveSchema } from '../schemas/push.js';
import { FinalizedUploadSchema, FinalizeUploadSchema, UploadTicketSchema } from '../schemas/uploads.js';
import { endpoints } from './contract.js';

export const phoneEndpoints = endpoints({
  'POST /api/phone/verify': { body: PhoneVerifySchema, status: 202, response: PhoneVerifyResultSchema },
  'POST /api/phone/verify/check': { body: PhoneCheckSchema, status: 200, response: VerifiedPhoneSchema },
  'GET /api/phone/me': { status: 200, response: VerifiedPhoneSchema },
  'GET /api/phone/loyalty': { status: 200, response: MyLoyaltySchema },
  'POST /api/phone/signout': { status: 200, response: SuccessSchema },

  // ---- the signed-in account's linked phone
  'POST /api/me/phone': { body: LinkPhoneSchema, status: 200, response: VerifiedPhoneSchema },
  'DELETE /api/me/phone': { status: 204 },
  'GET /api/me/orders': { status: 200, response: PhoneOrderListSchema },
  'GET /api/me/loyalty': { status: 200, response: MyLoyaltySchema },

  // ---- Web Push (server: messaging/routes.ts); 201 a new subscription, 200 one already kept
  'GET /api/push/public-key': { status: 200, response: PushPublicKeySchema },
  'POST /api/track/:token/push': {
    params: TrackingTokenParamsSchema,
    body: PushSubscriptionCreateSchema,
    status: 201,
    response: PushSubscriptionSchema,
  },
  'POST /api/my-vendor/push': { body: PushSubscriptionCreateSchema, status: 201, response: PushSubscriptionSchema },
  'DELETE /api/my-vendor/push': { body: VendorPushRemoveSchema, status: 204 },

  // ---- uploads (server: uploads/routes.ts)
  'POST /api/objects/upload': { status: 200, response: UploadTicketSchema },
  'POST /api/objects/finalize': { body: FinalizeUploadSchema, status: 200, response: FinalizedUploadSchema },
});
