/**
 * Chat between a signed-in customer and a vendor (DESIGN §10.4, issue 19 item 4). Messages are
 * plain text (rendered as text, never HTML); the customer is shown by first name only.
 */
import { z } from 'zod';
import { IdSchema, msg } from './common.js';

export const CHAT_MESSAGE_MAX = 1000;
/** Messages one answer carries (the newest); older ones page with `before`. */
export const CHAT_PAGE_SIZE = 100;
/** How much of the last message the vendor's list of conversations shows. */
export const CHAT_PREVIEW_LENGTH = 120;

/** POST /api/vendors/:id/chat and POST /api/my-vendor/chats/:userId. */
export const ChatMessageBodySchema = z.object({
  message: z
    .string(msg('chat.validation.message'))
    .trim()
    .min(1, msg('chat.validation.message'))
    .max(CHAT_MESSAGE_MAX, msg('chat.validation.message')),
});
export type ChatMessageBody = z.input<typeof ChatMessageBodySchema>;

/** `?before=<message id>`: the page of older messages. */
export const ChatPageQuerySchema = z.object({ before: IdSchema.optional() });

export const ChatUserParamsSchema = z.object({ userId: z.uuid() });

export const ChatSenderSchema = z.enum(['customer', 'vendor']);
export type ChatSender = z.infer<typeof ChatSenderSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  sender: ChatSenderSchema,
  message: z.string(),
  createdAt: z.string(),
  /** When the other side read it (read receipts), or null. */
  readAt: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** One conversation's messages, oldest first. */
export const ChatThreadSchema = z.object({
  messages: z.array(ChatMessageSchema),
  /** Whether older messages exist (ask with `before` = the first message's id). */
  hasMore: z.boolean(),
  /** The vendor closed the conversation (the customer reopens it by writing). */
  closed: z.boolean(),
});
export type ChatThread = z.infer<typeof ChatThreadSchema>;

/** The vendor's view of one conversation: the customer's first name only. */
export const VendorChatThreadSchema = ChatThreadSchema.extend({ firstName: z.string().nullable() });
export type VendorChatThread = z.infer<typeof VendorChatThreadSchema>;

export const ChatConversationSchema = z.object({
  userId: z.uuid(),
  /** The customer's first name, or null. */
  firstName: z.string().nullable(),
  lastMessage: z.string(),
  lastSender: ChatSenderSchema,
  lastMessageAt: z.string(),
  /** The customer's messages the vendor has not read. */
  unread: z.number().int(),
  closed: z.boolean(),
});
export type ChatConversation = z.infer<typeof ChatConversationSchema>;

/** GET /api/my-vendor/chats: newest activity first. */
export const ChatInboxSchema = z.object({ unread: z.number().int(), conversations: z.array(ChatConversationSchema) });
export type ChatInbox = z.infer<typeof ChatInboxSchema>;

/** GET /api/vendors/:id/chat/summary: whether the caller owns the vendor (no button then), and the vendor's unread answers. */
export const ChatSummarySchema = z.object({ own: z.boolean(), unread: z.number().int() });
export type ChatSummary = z.infer<typeof ChatSummarySchema>;

export const ChatClosedSchema = z.object({ closed: z.boolean() });
