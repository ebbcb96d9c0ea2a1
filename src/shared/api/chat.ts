/** Chat between a customer and a vendor (server: chat/). */
import {
  ChatClosedSchema,
  ChatInboxSchema,
  ChatMessageBodySchema,
  ChatMessageSchema,
  ChatPageQuerySchema,
  ChatSummarySchema,
  ChatThreadSchema,
  ChatUserParamsSchema,
  VendorChatThreadSchema,
} from '../schemas/chat.js';
import { IdParamsSchema } from '../schemas/common.js';
import { endpoints } from './contract.js';

export const chatEndpoints = endpoints({
  // ---- the customer's side
  'GET /api/vendors/:id/chat': { params: IdParamsSchema, querystring: ChatPageQuerySchema, status: 200, response: ChatThreadSchema },
  'GET /api/vendors/:id/chat/summary': { params: IdParamsSchema, status: 200, response: ChatSummarySchema },
  'POST /api/vendors/:id/chat': { params: IdParamsSchema, body: ChatMessageBodySchema, status: 201, response: ChatMessageSchema },

  // ---- the vendor's side
  'GET /api/my-vendor/chats': { status: 200, response: ChatInboxSchema },
  'GET /api/my-vendor/chats/:userId': {
    params: ChatUserParamsSchema,
    querystring: ChatPageQuerySchema,
    status: 200,
    response: VendorChatThreadSchema,
  },
  'POST /api/my-vendor/chats/:userId': { params: ChatUserParamsSchema, body: ChatMessageBodySchema, status: 201, response: ChatMessageSchema },
  'POST /api/my-vendor/chats/:userId/close': { params: ChatUserParamsSchema, status: 200, response: ChatClosedSchema },
});
