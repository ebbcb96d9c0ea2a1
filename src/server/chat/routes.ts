/**
 * Chat between a signed-in customer and a vendor (DESIGN §10.4, issue 19 item 4):
 *   GET  /api/vendors/:id/chat                 the caller's conversation with a listed vendor (marks the vendor's messages read)
 *   GET  /api/vendors/:id/chat/summary         whether the caller owns the vendor, and its answers the caller has not read
 *   POST /api/vendors/:id/chat {message}       → 201; opens, or reopens, the conversation; not to one's own vendor (403)
 *   GET  /api/my-vendor/chats                  the owner's conversations, newest activity first, unread counts
 *   GET  /api/my-vendor/chats/:userId          one conversation (marks the customer's messages read)
 *   POST /api/my-vendor/chats/:userId {message} → 201; only where the customer wrote first (404), not closed (409)
 *   POST /api/my-vendor/chats/:userId/close    the vendor closes the conversation
 * Both sides hear 'chat' on their user stream (GET /api/me/notifications/stream); nothing private
 * travels on it. Messages: 30 a minute and 300 a day per account, over every conversation.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../shared/messages/index.js';
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
} from '../../shared/schemas/chat.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import { requireUser } from '../auth/session.js';
import { conflict, errorResponses, forbidden, notFound } from '../errors.js';
import { guarded } from '../guarded.js';
import { findVendorIdOfUser, ownVendorId } from '../policies.js';
import { hit, refuse } from '../rate-limit.js';
import { findListedVendor } from '../reviews/queries.js';
import {
  type ChatMessageRow,
  conversationMessages,
  countUnread,
  customerFirstName,
  findConversation,
  markConversationRead,
  sendChatMessage,
  setConversationClosed,
  vendorConversations,
} from './queries.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Messages one account may send in a minute and in a day (a real conversation sends a few). */
export const CHAT_PER_MINUTE = 30;
export const CHAT_PER_DAY = 300;

function present(row: ChatMessageRow) {
  return {
    id: row.id,
    sender: row.sender,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  /** Tells these users' open pages that a conversation changed (after commit; a failure only logs). */
  const tell = (userIds: (string | null | undefined)[]) =>
    app.realtime
      .publishToUsers(
        userIds.filter((id): id is string => !!id),
        'chat',
      )
      .catch((err) => app.log.warn({ err }, 'chat: publish failed'));
  const limit = async (reply: Parameters<typeof refuse>[0], userId: string) => {
    refuse(reply, await hit(ctx, `chat-minute:${userId}`, CHAT_PER_MINUTE, MINUTE_MS));
    refuse(reply, await hit(ctx, `chat-day:${userId}`, CHAT_PER_DAY, DAY_MS));
  };

  /**
   * One page of a conversation for `reader`: the other side's messages are marked read first, and
   * the other side (`other`, a user id) is told so its "Read" appears.
   */
  const readConversation = async (
    conversation: { vendorId: number; userId: string; closedAt: Date | null },
    reader: 'customer' | 'vendor',
    other: string,
    before: number | undefined,
  ) => {
    const { vendorId, userId } = conversation;
    if ((await markConversationRead(db(), vendorId, userId, reader, ctx.now())) > 0) await tell([other]);
    const page = await conversationMessages(db(), vendorId, userId, before);
    return { messages: page.messages.map(present), hasMore: page.hasMore, closed: conversation.closedAt !== null };
  };

  await guarded(app, requireUser, async (user) => {

    const listedVendor = async (id: number) => {
      const vendor = await findListedVendor(db(), id);
      if (!vendor) throw notFound(t('chat.error.vendorNotFound'));
      return vendor;
    };

    // ---- the customer's side
    user.get(
      '/api/vendors/:id/chat',
      { schema: { params: IdParamsSchema, querystring: ChatPageQuerySchema, response: { 200: ChatThreadSchema, ...errors } } },
      async (request, reply) => {
        const vendor = await listedVendor(request.params.id);
        const me = request.user.id;
        const conversation = await findConversation(db(), vendor.id, me);
        reply.header('cache-control', 'private, no-store');
        if (!conversation) return { messages: [], hasMore: false, closed: false };
        return readConversation(conversation, 'customer', vendor.userId, request.query.before);
      },
    );

    user.get(
      '/api/vendors/:id/chat/summary',
      { schema: { params: IdParamsSchema, response: { 200: ChatSummarySchema, ...errors } } },
      async (request, reply) => {
        const vendor = await listedVendor(request.params.id);
        const me = request.user.id;
        reply.header('cache-control', 'private, no-store');
        if (vendor.userId === me) return { own: true, unread: 0 };
        return { own: false, unread: await countUnread(db(), vendor.id, 'vendor', me) };
      },
    );

    user.post(
      '/api/vendors/:id/chat',
      { schema: { params: IdParamsSchema, body: ChatMessageBodySchema, response: { 201: ChatMessageSchema, ...errors } } },
      async (request, reply) => {
        const vendor = await listedVendor(request.params.id);
        const me = request.user.id;
        if (vendor.userId === me || (await findVendorIdOfUser(db(), me)) === vendor.id) throw forbidden(t('chat.error.ownVendor'));
        await limit(reply, me);
        const row = await sendChatMessage(db(), { vendorId: vendor.id, userId: me, sender: 'customer', message: request.body.message }, ctx.now());
        if (typeof row === 'string') throw notFound(t('chat.error.vendorNotFound'));
        await tell([vendor.userId, me]);
        return reply.code(201).send(present(row));
      },
    );

    // ---- the vendor's side
    const ownVendor = (userId: string) => ownVendorId(db(), userId);
    const conversationOf = async (vendorId: number, userId: string) => {
      const conversation = await findConversation(db(), vendorId, userId);
      if (!conversation) throw notFound(t('chat.error.conversationNotFound'), { code: 'conversation_not_found' });
      return conversation;
    };

    user.get('/api/my-vendor/chats', { schema: { response: { 200: ChatInboxSchema, ...errors } } }, async (request, reply) => {
      const inbox = await vendorConversations(db(), await ownVendor(request.user.id));
      reply.header('cache-control', 'private, no-store');
      return {
        unread: inbox.unread,
        conversations: inbox.conversations.map((c) => ({
          userId: c.userId,
          firstName: c.firstName,
          lastMessage: c.lastMessage ?? '',
          lastSender: c.lastSender ?? 'customer',
          lastMessageAt: c.lastMessageAt.toISOString(),
          unread: c.unread,
          closed: c.closedAt !== null,
        })),
      };
    });

    user.get(
      '/api/my-vendor/chats/:userId',
      { schema: { params: ChatUserParamsSchema, querystring: ChatPageQuerySchema, response: { 200: VendorChatThreadSchema, ...errors } } },
      async (request, reply) => {
        const vendorId = await ownVendor(request.user.id);
        const { userId } = request.params;
        const conversation = await conversationOf(vendorId, userId);
        reply.header('cache-control', 'private, no-store');
        return {
          firstName: await customerFirstName(db(), userId),
          ...(await readConversation(conversation, 'vendor', userId, request.query.before)),
        };
      },
    );

    user.post(
      '/api/my-vendor/chats/:userId',
      { schema: { params: ChatUserParamsSchema, body: ChatMessageBodySchema, response: { 201: ChatMessageSchema, ...errors } } },
      async (request, reply) => {
        const vendorId = await ownVendor(request.user.id);
        const { userId } = request.params;
        await conversationOf(vendorId, userId);
        await limit(reply, request.user.id);
        const row = await sendChatMessage(db(), { vendorId, userId, sender: 'vendor', message: request.body.message }, ctx.now());
        if (row === 'no_conversation') throw notFound(t('chat.error.conversationNotFound'), { code: 'conversation_not_found' });
        if (row === 'closed') throw conflict(t('chat.error.closed'), { code: 'conversation_closed' });
        await tell([userId, request.user.id]);
        return reply.code(201).send(present(row));
      },
    );

    user.post(
      '/api/my-vendor/chats/:userId/close',
      { schema: { params: ChatUserParamsSchema, response: { 200: ChatClosedSchema, ...errors } } },
      async (request) => {
        const vendorId = await ownVendor(request.user.id);
        const { userId } = request.params;
        if (!(await setConversationClosed(db(), vendorId, userId, true, ctx.now()))) {
          throw notFound(t('chat.error.conversationNotFound'), { code: 'conversation_not_found' });
        }
        await tell([userId, request.user.id]);
        return { closed: true };
      },
    );
  });
};
