/**
 * Follows and notifications (issue 18 item 2, DESIGN §10.3, decision 0040): following is
 * idempotent and needs a session; a followed vendor checking in, switching itself open or putting
 * a daily special on today's menu leaves each follower (and only followers) one notice per valley
 * day; the bell's list and read marks are one's own; a text goes out only with a verified phone on
 * the account and the opt-in, and never after STOP.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '../../src/shared/messages/index.js';
import { followerNoticesIdle } from '../../src/server/follows/notify.js';
import { setupTestApp } from '../support/app.js';
import { addMenuItem, type Cookie, signUp } from '../support/factories.js';
import { createShop } from '../support/ordering.js';
import { fakeTwilioForFile, linkPhone, outboxIdle } from '../support/phone.js';

// Tuesday 2026-11-24, 11:00 in the valley (19:00 UTC).
let clock = new Date('2026-11-24T19:00:00Z');
const env: Record<string, string | undefined> = { LOOKUP_RATE_LIMIT: '0', AUTH_RATE_LIMIT: '0', OUTBOX_POLL_MS: '100' };
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ env, now: () => clock });

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', url: string, cookie?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

interface Notice {
  id: number;
  type: string;
  vendorId: number | null;
  values: Record<string, string | number>;
  actionUrl: string | null;
  isRead: boolean;
}
async function bell(cookie: Cookie): Promise<{ unread: number; entries: Notice[]; nextCursor: number | null }> {
  await followerNoticesIdle(t.app);
  const res = await inject('GET', '/api/me/notifications', cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('follows', () => {
  it('follows idempotently, lists what is followed, 404 for an unknown vendor and 401 signed out', async () => {
    const shop = await createShop(t.app);
    const fan = await signUp(t.app);
    const url = `/api/vendors/${shop.vendor.id}/follow`;
    expect((await inject('PUT', url)).statusCode).toBe(401);
    expect((await inject('GET', '/api/me/follows')).statusCode).toBe(401);
    for (let i = 0; i < 2; i++) {
      const res = await inject('PUT', url, fan.cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ vendorId: shop.vendor.id, following: true });
    }
    const follows = await inject('GET', '/api/me/follows', fan.cookie);
    expect(follows.json()).toEqual([expect.objectContaining({ vendorId: shop.vendor.id, businessName: shop.vendor.businessName })]);
    const unknown = await inject('PUT', '/api/vendors/2147483647/follow', fan.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    // Unfollowing twice (and a vendor never followed) is fine.
    for (let i = 0; i < 2; i++) expect((await inject('DELETE', url, fan.cookie)).json()).toEqual({ vendorId: shop.vendor.id, following: false });
    expect((await inject('DELETE', '/api/vendors/2147483647/follow', fan.cookie)).statusCode).toBe(200);
    expect((await inject('GET', '/api/me/follows', fan.cookie)).json()).toEqual([]);
  });

  it('tells followers only, once a day, when the vendor opens or posts a special; reads are one’s own', async () => {
    clock = new Date('2026-11-24T19:00:00Z');
    const shop = await createShop(t.app);
    const fan = await signUp(t.app);
    const bystander = await signUp(t.app);
    expect((await inject('PUT', `/api/vendors/${shop.vendor.id}/follow`, fan.cookie)).statusCode).toBe(200);

    expect((await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {})).statusCode).toBe(200);
    let mine = await bell(fan.cookie);
    expect(mine.unread).toBe(1);
    expect(mine.entries).toEqual([
      expect.objectContaining({
        type: 'vendorOpen',
        vendorId: shop.vendor.id,
        values: expect.objectContaining({ vendor: shop.vendor.businessName }),
        actionUrl: `/v/${shop.vendor.id}`,
        isRead: false,
      }),
    ]);
    expect((await bell(bystander.cookie)).entries).toEqual([]);

    // Again the same day (a second check-in, or switching itself open): no second notice.
    await inject('DELETE', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie);
    expect((await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {})).statusCode).toBe(200);
    expect((await inject('PUT', `/api/vendors/${shop.vendor.id}/status`, shop.cookie, { override: 'open' })).statusCode).toBe(200);
    expect((await bell(fan.cookie)).entries).toHaveLength(1);

    // A daily special for today: one notice; a second special the same day: none more. A plain item: none.
    await addMenuItem(t.app, shop.cookie, shop.vendor.id, { name: 'Birria Ramen' });
    await addMenuItem(t.app, shop.cookie, shop.vendor.id, { name: 'Mole Fries', isDailySpecial: true });
    await addMenuItem(t.app, shop.cookie, shop.vendor.id, { name: 'Elote Bowl', isDailySpecial: true });
    mine = await bell(fan.cookie);
    expect(mine.entries.map((e) => e.type)).toEqual(['dailySpecial', 'vendorOpen']);
    expect(mine.entries[0].values.item).toBe('Mole Fries');
    expect(mine.unread).toBe(2);

    // The next valley day opens anew.
    clock = new Date('2026-11-25T19:00:00Z');
    expect((await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {})).statusCode).toBe(200);
    mine = await bell(fan.cookie);
    expect(mine.entries).toHaveLength(3);

    // Paging: newest first, with a cursor.
    const first = (await inject('GET', '/api/me/notifications?limit=2', fan.cookie)).json();
    expect(first.entries).toHaveLength(2);
    const rest = (await inject('GET', `/api/me/notifications?limit=2&before=${first.nextCursor}`, fan.cookie)).json();
    expect(rest.entries.map((e: Notice) => e.id)).toEqual([mine.entries[2].id]);
    expect(rest.nextCursor).toBeNull();

    // Another user can neither read nor mark them.
    const theirs = await inject('POST', '/api/me/notifications/read', bystander.cookie, { ids: [mine.entries[0].id] });
    expect(theirs.json()).toEqual({ unread: 0 });
    expect((await bell(fan.cookie)).unread).toBe(3);
    const one = await inject('POST', '/api/me/notifications/read', fan.cookie, { ids: [mine.entries[0].id] });
    expect(one.json()).toEqual({ unread: 2 });
    expect((await inject('POST', '/api/me/notifications/read', fan.cookie, {})).json()).toEqual({ unread: 0 });
    expect((await inject('POST', '/api/me/notifications/read')).statusCode).toBe(401);
    expect((await inject('GET', '/api/me/notifications')).statusCode).toBe(401);
  });

  it('texts only a follower with a verified phone who opted in, once a day, and not after STOP', async () => {
    clock = new Date('2026-11-24T19:00:00Z');
    const shop = await createShop(t.app);
    const texter = await signUp(t.app);
    const quiet = await signUp(t.app);
    const noPhone = await signUp(t.app);
    for (const fan of [texter, quiet, noPhone]) await inject('PUT', `/api/vendors/${shop.vendor.id}/follow`, fan.cookie);

    // Opting in needs a verified phone on the account.
    const refused = await inject('PATCH', '/api/me/notification-settings', noPhone.cookie, { textFollowedVendors: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('phone_unverified');
    const texterPhone = '7605559101';
    const quietPhone = '7605559102';
    await linkPhone(t.app, texter.cookie, texterPhone, twilio.fake);
    await linkPhone(t.app, quiet.cookie, quietPhone, twilio.fake);
    const on = await inject('PATCH', '/api/me/notification-settings', texter.cookie, { textFollowedVendors: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ textFollowedVendors: true, phone: texterPhone });
    expect((await inject('GET', '/api/me/notification-settings', quiet.cookie)).json()).toEqual({ textFollowedVendors: false, phone: quietPhone });

    await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {});
    await addMenuItem(t.app, shop.cookie, shop.vendor.id, { name: 'Mole Fries', isDailySpecial: true });
    await inject('PUT', `/api/vendors/${shop.vendor.id}/status`, shop.cookie, { override: 'open' });
    await followerNoticesIdle(t.app);
    await outboxIdle(t.database);
    const texts = followTexts(texterPhone);
    expect(texts).toHaveLength(2);
    expect(texts.some((b) => b.includes(shop.vendor.businessName) && b.includes('STOP'))).toBe(true);
    expect(texts.some((b) => b.includes('Mole Fries'))).toBe(true);
    expect(followTexts(quietPhone)).toEqual([]);
    // Every follower has both notices in the app.
    for (const fan of [texter, quiet, noPhone]) expect((await bell(fan.cookie)).unread).toBe(2);

    // STOP by text wins over the setting: the next day's opening is not texted.
    await t.database.db.execute(
      sql`insert into sms_consents (phone, opted_in, wording, source) values (${texterPhone}, false, 'STOP', 'sms')`,
    );
    clock = new Date('2026-11-25T19:00:00Z');
    await inject('POST', `/api/vendors/${shop.vendor.id}/check-in`, shop.cookie, {});
    await followerNoticesIdle(t.app);
    await outboxIdle(t.database);
    expect(followTexts(texterPhone)).toEqual(texts);
    expect((await bell(texter.cookie)).unread).toBe(3);
  });
});

/**
 * The texts to a phone other than its verification codes: a code text is told by the catalogue's
 * words before the code (not by six digits, which a test vendor's random name can hold).
 */
const codeTextStart = translate('en', 'phone.sms.code', { code: '\u0000', minutes: 10 }).split('\u0000')[0];
function followTexts(phone: string): string[] {
  return twilio.fake
    .textsTo(phone)
    .map((m) => m.body)
    .filter((b) => !b.startsWith(codeTextStart));
}
