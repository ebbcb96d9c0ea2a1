/**
 * Challenges (DESIGN §10.4, issue 19 item 3): the administrator keeps them; customers join; the
 * completed orders of the account's verified phone move them on, live when the vendor completes an
 * order; a finished challenge awards its points to the profile once and the level follows; the
 * bell says so once. Bad input gets a code and writes nothing.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import { changedTables, dbFingerprint } from '../support/db-state.js';
import { addMenuItem, adminEnv, adminLogin, type Cookie, signUp, signUpVendor } from '../support/factories.js';
import { openAroundTheClockIn } from '../support/open-hours.js';
import { orderBody, placeOrder, type ShopItem } from '../support/ordering.js';
import { fakeTwilioForFile, linkPhone } from '../support/phone.js';

const env: Record<string, string | undefined> = {
  ...adminEnv,
  AUTH_RATE_LIMIT: '0',
  ...NO_ORDER_LIMITS,
};
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ env });

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, cookie?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

let admin: Cookie;
async function createChallenge(body: Record<string, unknown>) {
  admin ??= await adminLogin(t.app);
  const res = await inject('POST', '/admin/api/challenges', admin, {
    name: 'Taco Trail',
    description: 'Two different taco trucks this week.',
    type: 'distinct_vendors',
    target: 2,
    cuisine: 'Tacos',
    rewardPoints: 60,
    startDate: at(-1),
    endDate: at(6),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
}

async function shop(cuisine: string) {
  const { cookie, vendor } = await signUpVendor(t.app, { cuisine, paymentMethods: ['cash'] });
  await openAroundTheClockIn(t.app, cookie, vendor.id);
  const item = (await addMenuItem(t.app, cookie, vendor.id, { name: 'Plate', price: 9 })) as ShopItem;
  return { cookie, vendor, item };
}

/** An order from `phone`, taken to completed by the vendor (the status route, as the desk does). */
async function completedOrder(s: Awaited<ReturnType<typeof shop>>, phone: string) {
  const placed = (await placeOrder(t.app, orderBody(s.vendor.id, [{ item: s.item, quantity: 1 }], { phone }))).json();
  for (const status of ['confirmed', 'ready', 'completed']) {
    expect((await inject('PUT', `/api/guest-preorders/${placed.id}/status`, s.cookie, { status })).statusCode).toBe(200);
  }
}

describe('challenges', () => {
  it('the administrator keeps challenges; bad ones are refused with nothing written', async () => {
    admin ??= await adminLogin(t.app);
    const made = await createChallenge({ name: 'Try 3 cuisines', type: 'distinct_cuisines', target: 3, cuisine: null });
    const fingerprint = await dbFingerprint(t.database);
    const state = await fingerprint.take();
    const good = { name: 'X', description: 'Y', type: 'orders', target: 3, rewardPoints: 10, startDate: at(0), endDate: at(2) };
    for (const [name, body] of [
      ['end before start', { ...good, endDate: at(-2) }],
      ['unknown type', { ...good, type: 'selfies' }],
      ['goal 0', { ...good, target: 0 }],
      ['goal 1,000', { ...good, target: 1000 }],
      ['negative points', { ...good, rewardPoints: -5 }],
      ['a cuisine we do not list', { ...good, cuisine: 'Martian' }],
      ['no name', { ...good, name: '  ' }],
    ] as const) {
      const res = await inject('POST', '/admin/api/challenges', admin, body);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().code, name).toBe('invalid_request');
    }
    // A PATCH whose end would fall before the stored start.
    const early = await inject('PATCH', `/admin/api/challenges/${made.id}`, admin, { endDate: at(-3) });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('The end must come after the start');
    expect(changedTables(state, await fingerprint.take())).toEqual([]);
    expect((await inject('POST', '/admin/api/challenges', await signUp(t.app).then((u) => u.cookie), good)).statusCode).toBe(401);

    const renamed = await inject('PATCH', `/admin/api/challenges/${made.id}`, admin, { name: 'Three cuisines' });
    expect(renamed.json()).toMatchObject({ name: 'Three cuisines', participants: 0, isActive: true });
    expect((await inject('DELETE', `/admin/api/challenges/${made.id}`, admin)).statusCode).toBe(204);
    expect((await inject('DELETE', `/admin/api/challenges/${made.id}`, admin)).statusCode).toBe(404);
  });

  it('lists open challenges, joins once, counts the linked phone’s completed orders live, awards the points once', async () => {
    const trail = await createChallenge({ name: `Taco Trail ${Date.now()}` });
    const ended = await createChallenge({ name: 'Last month', startDate: at(-40), endDate: at(-10) });
    const off = await createChallenge({ name: 'Not yet shown', isActive: false });
    const tacosA = await shop('Tacos');
    const tacosB = await shop('Taco Truck');
    const bbq = await shop('BBQ');

    const visitorList = (await inject('GET', '/api/challenges')).json() as { id: number; mine: unknown }[];
    const ids = visitorList.map((c) => c.id);
    expect(ids).toContain(trail.id);
    expect(ids).not.toContain(ended.id);
    expect(ids).not.toContain(off.id);
    expect(visitorList.find((c) => c.id === trail.id)?.mine).toBeNull();

    const ana = await signUp(t.app, { firstName: 'Ana' });
    expect((await inject('POST', `/api/challenges/${trail.id}/join`)).statusCode).toBe(401);
    expect((await inject('POST', `/api/challenges/${ended.id}/join`, ana.cookie)).statusCode).toBe(404);
    expect((await inject('POST', '/api/challenges/999999/join', ana.cookie)).statusCode).toBe(404);
    const joined = await inject('POST', `/api/challenges/${trail.id}/join`, ana.cookie);
    expect(joined.statusCode).toBe(200);
    expect(joined.json()).toMatchObject({ id: trail.id, participants: 1, mine: { progress: 0, isCompleted: false } });
    expect((await inject('POST', `/api/challenges/${trail.id}/join`, ana.cookie)).json().participants).toBe(1);

    // Without a linked phone nothing can count.
    const before = (await inject('GET', '/api/me/challenges', ana.cookie)).json();
    expect(before).toMatchObject({ points: 0, level: 1, pointsToNextLevel: 100, phoneLinked: false });

    await linkPhone(t.app, ana.cookie, '7605550191', twilio.fake);
    // A BBQ order does not count for a taco trail; a taco order does; the same truck twice counts once.
    await completedOrder(bbq, '(760) 555-0191');
    await completedOrder(tacosA, '(760) 555-0191');
    await completedOrder(tacosA, '(760) 555-0191');
    const half = (await inject('GET', '/api/me/challenges', ana.cookie)).json();
    expect(half.phoneLinked).toBe(true);
    expect(half.challenges[0].mine).toMatchObject({ progress: 1, isCompleted: false });

    // The second taco truck's order completes at its desk: the challenge finishes then (the bell
    // has the notice before Ana looks at her challenges), and the points arrive once.
    await completedOrder(tacosB, '(760) 555-0191');
    const bell = (await inject('GET', '/api/me/notifications', ana.cookie)).json() as { entries: { type: string; values: Record<string, unknown> }[] };
    const notice = bell.entries.filter((e) => e.type === 'challengeCompleted');
    expect(notice).toHaveLength(1);
    expect(notice[0].values).toMatchObject({ challenge: trail.name, points: 60 });
    const reads = await Promise.all(Array.from({ length: 5 }, () => inject('GET', '/api/me/challenges', ana.cookie)));
    for (const res of reads) expect(res.json()).toMatchObject({ points: 60, level: 1, pointsToNextLevel: 40 });
    const done = (await inject('GET', '/api/me/challenges', ana.cookie)).json();
    expect(done.challenges[0].mine).toMatchObject({ progress: 2, isCompleted: true });
    const rows = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from notifications where type = 'challengeCompleted' and user_id = ${ana.user.id}`,
    );
    expect(rows.rows[0].n).toBe(1);

    // Another challenge's 50 points take her to level 2.
    const orders = await createChallenge({ name: `Regular ${Date.now()}`, type: 'orders', target: 4, cuisine: null, rewardPoints: 50 });
    await inject('POST', `/api/challenges/${orders.id}/join`, ana.cookie);
    expect((await inject('GET', '/api/me/challenges', ana.cookie)).json()).toMatchObject({ points: 110, level: 2, pointsToNextLevel: 90 });
    // Her progress is hers: another customer sees none of it.
    const other = await signUp(t.app);
    const theirs = (await inject('GET', '/api/challenges', other.cookie)).json() as { id: number; mine: unknown; participants: number }[];
    expect(theirs.find((c) => c.id === trail.id)).toMatchObject({ mine: null, participants: 1 });
  });

  it('orders completed before the phone was linked count once it is; a rule the administrator eases can finish a challenge', async () => {
    const tacos = await shop('Tacos');
    const bbq = await shop('BBQ');
    const feast = await createChallenge({ name: `Feast ${Date.now()}`, type: 'orders', target: 3, cuisine: null, rewardPoints: 30 });
    const leo = await signUp(t.app, { firstName: 'Leo' });
    await inject('POST', `/api/challenges/${feast.id}/join`, leo.cookie);
    // Leo ordered as a guest first; reading his challenges does not move them (reads only read).
    await completedOrder(tacos, '(760) 555-0192');
    await completedOrder(bbq, '(760) 555-0192');
    const mineIn = async () =>
      ((await inject('GET', '/api/challenges', leo.cookie)).json() as { id: number; mine: { progress: number; isCompleted: boolean } }[]).find(
        (c) => c.id === feast.id,
      )?.mine;
    expect(await mineIn()).toMatchObject({ progress: 0, isCompleted: false });
    await linkPhone(t.app, leo.cookie, '7605550192', twilio.fake);
    expect(await mineIn()).toMatchObject({ progress: 2, isCompleted: false });
    // The administrator lowers the goal to 2: Leo has reached it, and his points arrive once.
    expect((await inject('PATCH', `/admin/api/challenges/${feast.id}`, admin, { target: 2 })).statusCode).toBe(200);
    expect(await mineIn()).toMatchObject({ progress: 2, isCompleted: true });
    expect((await inject('GET', '/api/me/challenges', leo.cookie)).json()).toMatchObject({ points: 30 });
    // Unlinking the phone leaves the finished challenge finished.
    expect((await inject('DELETE', '/api/me/phone', leo.cookie)).statusCode).toBe(204);
    expect(await mineIn()).toMatchObject({ progress: 2, isCompleted: true });
  });
});
