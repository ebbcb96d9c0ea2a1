/**
 * Chat between a customer and a vendor (DESIGN §10.4, issue 19 item 4): a two-sided conversation
 * with read receipts and unread counts, closing and reopening, the rate limit, bad input writing
 * nothing, and nobody reading or writing a conversation that is not theirs.
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { chatMessages } from '../../src/server/db/schema.js';
import { CHAT_PER_MINUTE } from '../../src/server/chat/routes.js';
import { setupTestApp } from '../support/app.js';
import { changedTables, dbFingerprint } from '../support/db-state.js';
import { type Cookie, signUp, signUpVendor } from '../support/factories.js';

const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0' } });

type Message = { id: number; sender: 'customer' | 'vendor'; message: string; createdAt: string; readAt: string | null };
type Thread = { messages: Message[]; hasMore: boolean; closed: boolean; firstName?: string | null };
type Inbox = {
  unread: number;
  conversations: { userId: string; firstName: string | null; lastMessage: string; lastSender: string; unread: number; closed: boolean }[];
};

const inject = (method: 'GET' | 'POST', url: string, cookie?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

describe('chat', () => {
  it('a customer and a vendor talk: read receipts, unread counts, closing, live events, first names only', async () => {
    const shop = await signUpVendor(t.app, {}, { firstName: 'Beto' });
    const ana = await signUp(t.app, { firstName: 'Ana María', lastName: 'Secret-Surname' });
    const published = vi.spyOn(t.app.realtime, 'publishToUsers');
    const v = shop.vendor.id;

    // Nothing yet: an empty conversation, and the vendor cannot write first.
    expect((await inject('GET', `/api/vendors/${v}/chat`, ana.cookie)).json()).toEqual({ messages: [], hasMore: false, closed: false });
    const first = await inject('POST', `/api/my-vendor/chats/${ana.user.id}`, shop.cookie, { message: 'Hi!' });
    expect(first.statusCode).toBe(404);
    expect(first.json().code).toBe('conversation_not_found');

    // The customer writes (trimmed); the vendor's user stream hears 'chat'.
    const sent = await inject('POST', `/api/vendors/${v}/chat`, ana.cookie, { message: '  Do you have horchata today? <b>hi</b>  ' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ sender: 'customer', message: 'Do you have horchata today? <b>hi</b>', readAt: null });
    expect(published).toHaveBeenCalledWith([shop.user.id, ana.user.id], 'chat');
    await inject('POST', `/api/vendors/${v}/chat`, ana.cookie, { message: 'And tamales?' });

    // The vendor's list: first name only, last message, unread counts.
    const inbox = (await inject('GET', '/api/my-vendor/chats', shop.cookie)).json() as Inbox;
    expect(inbox.unread).toBe(2);
    expect(inbox.conversations).toEqual([
      expect.objectContaining({ userId: ana.user.id, firstName: 'Ana', lastMessage: 'And tamales?', lastSender: 'customer', unread: 2, closed: false }),
    ]);
    expect(JSON.stringify(inbox)).not.toMatch(/Secret|@example/);

    // The vendor reads: the customer's messages get readAt, the customer hears it.
    published.mockClear();
    const read = (await inject('GET', `/api/my-vendor/chats/${ana.user.id}`, shop.cookie)).json() as Thread;
    expect(read.firstName).toBe('Ana');
    expect(read.messages.map((m) => m.message)).toEqual(['Do you have horchata today? <b>hi</b>', 'And tamales?']);
    expect(published).toHaveBeenCalledWith([ana.user.id], 'chat');
    expect((await inject('GET', '/api/my-vendor/chats', shop.cookie)).json().unread).toBe(0);

    // The vendor answers; the customer sees it, and her own messages as read.
    const answer = await inject('POST', `/api/my-vendor/chats/${ana.user.id}`, shop.cookie, { message: 'Yes, both!' });
    expect(answer.statusCode).toBe(201);
    const mine = (await inject('GET', `/api/vendors/${v}/chat`, ana.cookie)).json() as Thread;
    expect(mine.messages.map((m) => [m.sender, m.message])).toEqual([
      ['customer', 'Do you have horchata today? <b>hi</b>'],
      ['customer', 'And tamales?'],
      ['vendor', 'Yes, both!'],
    ]);
    expect(mine.messages.every((m) => m.readAt !== null)).toBe(true); // the customer just read the answer
    const vendorView = (await inject('GET', `/api/my-vendor/chats/${ana.user.id}`, shop.cookie)).json() as Thread;
    expect(vendorView.messages.at(-1)?.readAt).not.toBeNull(); // "Read" under the vendor's answer

    // The summary the vendor dialog asks: the vendor's own account gets no button; the customer's unread answers.
    expect((await inject('GET', `/api/vendors/${v}/chat/summary`, shop.cookie)).json()).toEqual({ own: true, unread: 0 });
    await inject('POST', `/api/my-vendor/chats/${ana.user.id}`, shop.cookie, { message: 'Come by at noon' });
    expect((await inject('GET', `/api/vendors/${v}/chat/summary`, ana.cookie)).json()).toEqual({ own: false, unread: 1 });
    await inject('GET', `/api/vendors/${v}/chat`, ana.cookie);
    expect((await inject('GET', `/api/vendors/${v}/chat/summary`, ana.cookie)).json()).toEqual({ own: false, unread: 0 });

    // Closing: the vendor cannot write (409), the customer reopens by writing.
    expect((await inject('POST', `/api/my-vendor/chats/${ana.user.id}/close`, shop.cookie)).json()).toEqual({ closed: true });
    expect((await inject('GET', `/api/vendors/${v}/chat`, ana.cookie)).json().closed).toBe(true);
    const refused = await inject('POST', `/api/my-vendor/chats/${ana.user.id}`, shop.cookie, { message: 'One more thing' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conversation_closed');
    expect((await inject('POST', `/api/vendors/${v}/chat`, ana.cookie, { message: 'Sorry, one more question' })).statusCode).toBe(201);
    expect((await inject('GET', '/api/my-vendor/chats', shop.cookie)).json().conversations[0]).toMatchObject({ closed: false, unread: 1 });
    expect((await inject('POST', `/api/my-vendor/chats/${ana.user.id}`, shop.cookie, { message: 'Sure' })).statusCode).toBe(201);
    published.mockRestore();
  });

  it('nobody reads or writes a conversation that is not theirs; bad input writes nothing', async () => {
    const shop = await signUpVendor(t.app);
    const other = await signUpVendor(t.app);
    const ana = await signUp(t.app);
    const bea = await signUp(t.app);
    const v = shop.vendor.id;
    expect((await inject('POST', `/api/vendors/${v}/chat`, ana.cookie, { message: 'Private question' })).statusCode).toBe(201);

    // Another customer sees her own (empty) conversation, never Ana's.
    expect((await inject('GET', `/api/vendors/${v}/chat`, bea.cookie)).json().messages).toEqual([]);
    // Another vendor cannot read or answer Ana's conversation with this vendor, nor list it.
    expect((await inject('GET', `/api/my-vendor/chats/${ana.user.id}`, other.cookie)).statusCode).toBe(404);
    expect((await inject('POST', `/api/my-vendor/chats/${ana.user.id}`, other.cookie, { message: 'Hi' })).statusCode).toBe(404);
    expect((await inject('POST', `/api/my-vendor/chats/${ana.user.id}/close`, other.cookie)).statusCode).toBe(404);
    expect((await inject('GET', '/api/my-vendor/chats', other.cookie)).json()).toEqual({ unread: 0, conversations: [] });
    // A visitor is asked to sign in; a user without a vendor has no inbox.
    expect((await inject('GET', `/api/vendors/${v}/chat`)).statusCode).toBe(401);
    expect((await inject('GET', '/api/my-vendor/chats', ana.cookie)).statusCode).toBe(404);

    const fingerprint = await dbFingerprint(t.database);
    const before = await fingerprint.take();
    const tooLong = await inject('POST', `/api/vendors/${v}/chat`, bea.cookie, { message: 'x'.repeat(10_000) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('invalid_request');
    expect((await inject('POST', `/api/vendors/${v}/chat`, bea.cookie, { message: '   ' })).statusCode).toBe(400);
    const missing = await inject('POST', '/api/vendors/999999/chat', bea.cookie, { message: 'Hello?' });
    expect(missing.statusCode).toBe(404);
    expect((await inject('GET', '/api/vendors/999999/chat', bea.cookie)).statusCode).toBe(404);
    // The vendor's own account cannot message its own business.
    expect((await inject('POST', `/api/vendors/${v}/chat`, shop.cookie, { message: 'Talking to myself' })).statusCode).toBe(403);
    expect((await inject('POST', `/api/my-vendor/chats/${bea.user.id}`, shop.cookie, { message: 'Want tacos?' })).statusCode).toBe(404);
    expect(changedTables(before, await fingerprint.take())).toEqual([]);
  });

  it('the vendor’s open user stream hears a chat event when a customer writes', async () => {
    const shop = await signUpVendor(t.app);
    const ana = await signUp(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 10_000);
    try {
      const res = await fetch(`${base}/api/me/notifications/stream`, { headers: { cookie: shop.cookie }, signal: controller.signal });
      expect(res.status).toBe(200);
      const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
      expect((await inject('POST', `/api/vendors/${shop.vendor.id}/chat`, ana.cookie, { message: 'Open yet?' })).statusCode).toBe(201);
      let text = '';
      while (!text.includes('event: chat\ndata: {}')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += value;
      }
      expect(text).toContain('event: chat\ndata: {}');
      expect(text).not.toContain('Open yet?'); // nothing private travels on the stream
    } finally {
      clearTimeout(timer);
      controller.abort();
    }
  });

  it(`refuses a message past ${CHAT_PER_MINUTE} a minute with 429 rate_limited`, async () => {
    const shop = await signUpVendor(t.app);
    const ana = await signUp(t.app);
    for (let i = 0; i < CHAT_PER_MINUTE; i++) {
      expect((await inject('POST', `/api/vendors/${shop.vendor.id}/chat`, ana.cookie, { message: `Message ${i}` })).statusCode).toBe(201);
    }
    const refused = await inject('POST', `/api/vendors/${shop.vendor.id}/chat`, ana.cookie, { message: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.fromUserId, ana.user.id));
    expect(rows).toHaveLength(CHAT_PER_MINUTE);
    // Older messages page with ?before=<id>: those before it, oldest first.
    const all = ((await inject('GET', `/api/vendors/${shop.vendor.id}/chat`, ana.cookie)).json() as Thread).messages;
    const older = (await inject('GET', `/api/vendors/${shop.vendor.id}/chat?before=${all[10].id}`, ana.cookie)).json() as Thread;
    expect(older.messages.map((m) => m.message)).toEqual(all.slice(0, 10).map((m) => m.message));
    expect(older.hasMore).toBe(false);
  });
});
