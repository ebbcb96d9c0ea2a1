/**
 * Chat (DESIGN §10.4, issue 19 item 4). A conversation is (vendor, customer): `chat_messages.from_user_id`
 * is always the customer, `sender` says who wrote; `chat_conversations` holds closed and the last activity.
 */
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { CHAT_PAGE_SIZE, CHAT_PREVIEW_LENGTH, type ChatSender } from '../../shared/schemas/chat.js';
import type { Db } from '../db/index.js';
import { chatConversations, chatMessages, users } from '../db/schema.js';

export interface ChatMessageRow {
  id: number;
  sender: ChatSender;
  message: string;
  createdAt: Date;
  readAt: Date | null;
}

const messageColumns = {
  id: chatMessages.id,
  sender: sql<ChatSender>`${chatMessages.sender}`,
  message: chatMessages.message,
  createdAt: chatMessages.createdAt,
  readAt: chatMessages.readAt,
};

/** The first word of the account's first name, or null (nothing else about the customer leaves). */
const firstNameOf = sql<string | null>`nullif(split_part(trim(coalesce(${users.firstName}, '')), ' ', 1), '')`;

export async function findConversation(db: Db, vendorId: number, userId: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.vendorId, vendorId), eq(chatConversations.userId, userId)))
    .limit(1);
  return row;
}

/** The conversation's newest page (before a message id, if given), oldest first. */
export async function conversationMessages(
  db: Db,
  vendorId: number,
  userId: string,
  before?: number,
): Promise<{ messages: ChatMessageRow[]; hasMore: boolean }> {
  const rows = await db
    .select(messageColumns)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.toVendorId, vendorId),
        eq(chatMessages.fromUserId, userId),
        before === undefined ? undefined : lt(chatMessages.id, before),
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(CHAT_PAGE_SIZE + 1);
  return { messages: rows.slice(0, CHAT_PAGE_SIZE).reverse(), hasMore: rows.length > CHAT_PAGE_SIZE };
}

/** The reader (`reader` side) has read the other side's messages: returns how many were unread. */
export async function markConversationRead(db: Db, vendorId: number, userId: string, reader: ChatSender, now: Date): Promise<number> {
  const rows = await db
    .update(chatMessages)
    .set({ isRead: true, readAt: now })
    .where(
      and(
        eq(chatMessages.toVendorId, vendorId),
        eq(chatMessages.fromUserId, userId),
        ne(chatMessages.sender, reader),
        isNull(chatMessages.readAt),
      ),
    )
    .returning({ id: chatMessages.id });
  return rows.length;
}

/**
 * Writes one message. The customer's opens the conversation (or reopens a closed one); the
 * vendor's needs an open conversation the customer started: 'no_conversation' or 'closed' otherwise.
 */
export async function sendChatMessage(
  db: Db,
  input: { vendorId: number; userId: string; sender: ChatSender; message: string },
  now: Date,
): Promise<ChatMessageRow | 'no_conversation' | 'closed'> {
  return db.transaction(async (tx) => {
    const where = and(eq(chatConversations.vendorId, input.vendorId), eq(chatConversations.userId, input.userId));
    if (input.sender === 'customer') {
      await tx
        .insert(chatConversations)
        .values({ vendorId: input.vendorId, userId: input.userId, lastMessageAt: now, createdAt: now })
        .onConflictDoUpdate({
          target: [chatConversations.vendorId, chatConversations.userId],
          set: { lastMessageAt: now, closedAt: null },
        });
    } else {
      const [open] = await tx
        .update(chatConversations)
        .set({ lastMessageAt: now })
        .where(and(where, isNull(chatConversations.closedAt)))
        .returning({ id: chatConversations.id });
      if (!open) {
        const [any] = await tx.select({ id: chatConversations.id }).from(chatConversations).where(where).limit(1);
        return any ? 'closed' : 'no_conversation';
      }
    }
    const [row] = await tx
      .insert(chatMessages)
      .values({
        fromUserId: input.userId,
        toVendorId: input.vendorId,
        message: input.message,
        sender: input.sender,
        messageType: 'text',
        createdAt: now,
      })
      .returning(messageColumns);
    return row;
  });
}

/** Closes (or reopens) the conversation; false when there is none. */
export async function setConversationClosed(db: Db, vendorId: number, userId: string, closed: boolean, now: Date): Promise<boolean> {
  const rows = await db
    .update(chatConversations)
    .set({ closedAt: closed ? now : null })
    .where(and(eq(chatConversations.vendorId, vendorId), eq(chatConversations.userId, userId)))
    .returning({ id: chatConversations.id });
  return rows.length > 0;
}

/** The customer's first name for the vendor's view. */
export async function customerFirstName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ firstName: firstNameOf }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.firstName ?? null;
}

/** Conversations the vendor's list shows at most. */
export const CHAT_INBOX_LIMIT = 100;

/** The vendor's conversations, newest activity first, each with its last message and unread count. */
export async function vendorConversations(db: Db, vendorId: number) {
  const same = sql`m.to_vendor_id = ${chatConversations.vendorId} and m.from_user_id = ${chatConversations.userId}`;
  const rows = await db
    .select({
      userId: chatConversations.userId,
      firstName: firstNameOf,
      closedAt: chatConversations.closedAt,
      lastMessageAt: chatConversations.lastMessageAt,
      lastMessage: sql<string | null>`(select left(m.message, ${sql.raw(String(CHAT_PREVIEW_LENGTH))}) from ${chatMessages} m where ${same} order by m.created_at desc, m.id desc limit 1)`,
      lastSender: sql<ChatSender | null>`(select m.sender from ${chatMessages} m where ${same} order by m.created_at desc, m.id desc limit 1)`,
      unread: sql<number>`(select count(*)::int from ${chatMessages} m where ${same} and m.sender = 'customer' and m.read_at is null)`,
    })
    .from(chatConversations)
    .innerJoin(users, eq(users.id, chatConversations.userId))
    .where(eq(chatConversations.vendorId, vendorId))
    .orderBy(desc(chatConversations.lastMessageAt), desc(chatConversations.id))
    .limit(CHAT_INBOX_LIMIT);
  return { unread: await countUnread(db, vendorId, 'customer'), conversations: rows };
}

/** Unread messages `sender` wrote to this vendor: in one customer's conversation, or in all of them. */
export async function countUnread(db: Db, vendorId: number, sender: ChatSender, userId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.toVendorId, vendorId),
        userId === undefined ? undefined : eq(chatMessages.fromUserId, userId),
        eq(chatMessages.sender, sender),
        isNull(chatMessages.readAt),
      ),
    );
  return row?.n ?? 0;
}
