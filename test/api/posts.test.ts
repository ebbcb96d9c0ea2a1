/**
 * The food feed (DESIGN §10.4, issue 19 item 2): posts newest first a page at a time with an
 * opaque cursor, likes exact under concurrency (one per user), shares, one report per user, the
 * administrator hides a post from every listing; bad input is refused with a code and writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { socialPosts } from '../../src/server/db/schema.js';
import type { PublicPost, ReportedPost } from '../../src/shared/schemas/posts.js';
import { setupTestApp } from '../support/app.js';
import { changedTables, dbFingerprint } from '../support/db-state.js';
import { adminEnv, adminLogin, type Cookie, publishVendorByHand, signUp, signUpVendor } from '../support/factories.js';
import { uploadTestPhoto } from '../support/uploads.js';

const t = setupTestApp({ env: { ...adminEnv, AUTH_RATE_LIMIT: '0' } });

type Post = PublicPost;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });
const uploadPhoto = (cookie: Cookie) => uploadTestPhoto(t.app, cookie);

async function feed(query = '', cookie?: Cookie) {
  const res = await inject('GET', `/api/posts${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return res.json() as { posts: Post[]; nextCursor: string | null };
}

async function allPages(query: string, cookie?: Cookie): Promise<Post[]> {
  const out: Post[] = [];
  let cursor: string | null = null;
  do {
    const page = await feed(`${query}${cursor ? `${query ? '&' : '?'}cursor=${cursor}` : ''}`, cookie);
    expect(page.posts.length).toBeLessThanOrEqual(20);
    out.push(...page.posts);
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

async function post(cookie: Cookie, body: object) {
  return inject('POST', '/api/posts', cookie, body);
}

describe('the food feed', () => {
  it('posts with a photo and a vendor tag, lists newest first in pages without duplicates, and shows no private data', async () => {
    const { vendor, cookie: owner } = await signUpVendor(t.app, { businessName: 'Tacos Feed' });
    await publishVendorByHand(t.app, vendor.id);
    const ana = await signUp(t.app, { firstName: 'Ana', lastName: 'Secret' });
    const photo = await uploadPhoto(ana.cookie);
    const res = await post(ana.cookie, { content: '  Birria <b>tacos</b> at the corner  ', photos: [photo], vendorId: vendor.id, type: 'photo' });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Post;
    expect(created).toMatchObject({ content: 'Birria <b>tacos</b> at the corner', photos: [photo], type: 'photo', authorName: 'Ana', likes: 0, likedByMe: false, shares: 0 });
    expect(created.vendor).toEqual({ id: vendor.id, businessName: 'Tacos Feed' });
    const body = JSON.stringify(created);
    for (const secret of [ana.user.id, ana.user.email, 'Secret']) expect(body).not.toContain(secret);

    // 25 more at fixed times, some sharing a timestamp: the pages still come in order, none twice.
    const base = Date.parse('2026-01-01T12:00:00.000Z');
    await t.database.db.insert(socialPosts).values(
      Array.from({ length: 25 }, (_, i) => ({
        userId: ana.user.id,
        vendorId: i % 2 === 0 ? vendor.id : null,
        content: `Post ${i}`,
        photos: [],
        type: 'tip',
        createdAt: new Date(base + Math.floor(i / 3) * 1000),
      })),
    );
    const all = await allPages('');
    expect(all[0].id).toBe(created.id);
    const ids = all.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(26);
    for (let i = 1; i < all.length; i += 1) {
      const [a, b] = [all[i - 1], all[i]];
      expect(a.createdAt > b.createdAt || (a.createdAt === b.createdAt && a.id > b.id)).toBe(true);
    }
    const tagged = await allPages(`?vendorId=${vendor.id}`);
    expect(tagged.map((p) => p.id)).toEqual(all.filter((p) => p.vendor?.id === vendor.id).map((p) => p.id));
    expect(tagged).toHaveLength(14);

    // A forged cursor is refused, not a 500.
    for (const forged of ['nope', Buffer.from('2026-13-45T99:00:00.000000Z|1').toString('base64url'), Buffer.from("x'|1").toString('base64url')]) {
      const bad = await inject('GET', `/api/posts?cursor=${forged}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('invalid_cursor');
    }
    expect(owner).toBeTruthy();
  });

  it('counts 50 concurrent likes exactly, keeps one like per user, and unlikes idempotently', async () => {
    const author = await signUp(t.app, { firstName: 'Luz' });
    const created = (await post(author.cookie, { content: 'Horchata is back', photos: [], type: 'tip' })).json() as Post;
    const likers = await Promise.all(Array.from({ length: 50 }, () => signUp(t.app, { firstName: 'Fan' })));
    const like = (c: Cookie) => inject('PUT', `/api/posts/${created.id}/like`, c);
    const results = await Promise.all([...likers.map((l) => like(l.cookie)), ...Array.from({ length: 10 }, () => like(likers[0].cookie))]);
    for (const r of results) expect(r.statusCode).toBe(200);
    expect((await feed('', likers[0].cookie)).posts.find((p) => p.id === created.id)).toMatchObject({ likes: 50, likedByMe: true });
    expect((await feed('', author.cookie)).posts.find((p) => p.id === created.id)).toMatchObject({ likes: 50, likedByMe: false });

    const unlike = (c: Cookie) => inject('DELETE', `/api/posts/${created.id}/like`, c);
    const un = await Promise.all([...likers.slice(0, 20).map((l) => unlike(l.cookie)), unlike(likers[0].cookie), unlike(author.cookie)]);
    for (const r of un) expect(r.statusCode).toBe(200);
    expect((await unlike(likers[0].cookie)).json()).toEqual({ likes: 30, likedByMe: false });
    expect((await like(likers[0].cookie)).json()).toEqual({ likes: 31, likedByMe: true });
    expect((await like(likers[0].cookie)).json()).toEqual({ likes: 31, likedByMe: true });

    expect((await inject('PUT', '/api/posts/999999/like', author.cookie)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/posts/${created.id}/like`)).statusCode).toBe(401);
  });

  it('counts shares, takes one report per user, and the administrator hides a post from every listing', async () => {
    const { vendor } = await signUpVendor(t.app, { businessName: 'Hidden Tag' });
    await publishVendorByHand(t.app, vendor.id);
    const author = await signUp(t.app, { firstName: 'Beto' });
    const reporter = await signUp(t.app);
    const created = (await post(author.cookie, { content: 'Rude words', photos: [], type: 'check-in', vendorId: vendor.id })).json() as Post;

    expect((await inject('POST', `/api/posts/${created.id}/share`)).json()).toEqual({ shares: 1 });
    expect((await inject('POST', `/api/posts/${created.id}/share`)).json()).toEqual({ shares: 2 });

    expect((await inject('POST', `/api/posts/${created.id}/report`, undefined, {})).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1) {
      const r = await inject('POST', `/api/posts/${created.id}/report`, reporter.cookie, { reason: 'Insults' });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toEqual({ reported: true });
    }
    expect((await inject('POST', `/api/posts/${created.id}/report`, author.cookie, {})).statusCode).toBe(200);
    const admin = await adminLogin(t.app);
    const queue = (await inject('GET', '/admin/api/posts/reported', admin)).json() as ReportedPost[];
    const queued = queue.find((p) => p.id === created.id);
    // Judged with what was said and by whom (issue 44 item 5): each report's sender, time and
    // reason (null when none was given), newest first, and the author's e-mail.
    expect(queued).toMatchObject({ reportCount: 2, isHidden: false, authorName: 'Beto', authorEmail: author.user.email });
    expect(queued?.reports.map((r) => [r.reporterEmail, r.reason])).toEqual([
      [author.user.email, null],
      [reporter.user.email, 'Insults'],
    ]);
    expect(queued?.reports.every((r) => !Number.isNaN(Date.parse(r.createdAt)))).toBe(true);
    expect((await inject('GET', '/admin/api/posts/reported', reporter.cookie)).statusCode).toBeGreaterThanOrEqual(401);

    expect((await inject('PUT', `/admin/api/posts/${created.id}/hidden`, admin, { hidden: true })).json()).toEqual({ hidden: true });
    expect((await feed()).posts.map((p) => p.id)).not.toContain(created.id);
    expect((await feed(`?vendorId=${vendor.id}`)).posts.map((p) => p.id)).not.toContain(created.id);
    expect((await inject('PUT', `/api/posts/${created.id}/like`, reporter.cookie, {})).statusCode).toBe(404);
    expect((await inject('POST', `/api/posts/${created.id}/share`)).statusCode).toBe(404);
    expect((await inject('POST', `/api/posts/${created.id}/report`, reporter.cookie, {})).statusCode).toBe(404);
    const hidden = ((await inject('GET', '/admin/api/posts/reported', admin)).json() as { id: number; isHidden: boolean }[]).find((p) => p.id === created.id);
    expect(hidden?.isHidden).toBe(true);

    expect((await inject('PUT', `/admin/api/posts/${created.id}/hidden`, admin, { hidden: false })).statusCode).toBe(200);
    expect((await feed(`?vendorId=${vendor.id}`)).posts.map((p) => p.id)).toContain(created.id);
    expect((await inject('PUT', '/admin/api/posts/999999/hidden', admin, { hidden: true })).statusCode).toBe(404);
  });

  it('refuses bad input with a clear code and writes nothing', async () => {
    const user = await signUp(t.app);
    const photo = await uploadPhoto(user.cookie);
    const fingerprint = await dbFingerprint(t.database);
    const before = await fingerprint.take();
    const cases: [Cookie | undefined, object, number, string][] = [
      [undefined, { content: 'hi', photos: [], type: 'tip' }, 401, 'unauthorized'],
      [user.cookie, { content: 'x', photos: Array.from({ length: 20 }, () => photo), type: 'photo' }, 400, 'invalid_request'],
      [user.cookie, { content: 'x'.repeat(10_000), photos: [], type: 'tip' }, 400, 'invalid_request'],
      [user.cookie, { content: '   ', photos: [], type: 'tip' }, 400, 'invalid_request'],
      [user.cookie, { content: 'No photo', photos: [], type: 'photo' }, 400, 'invalid_request'],
      [user.cookie, { content: 'Odd type', photos: [], type: 'rant' }, 400, 'invalid_request'],
      [user.cookie, { content: 'Elsewhere', photos: ['https://evil.example/x.png'], type: 'photo' }, 400, 'invalid_image_url'],
      [user.cookie, { content: 'Ghost', photos: [], type: 'tip', vendorId: 999_999 }, 400, 'unknown_vendor'],
    ];
    for (const [cookie, body, status, code] of cases) {
      const res = await post(cookie as Cookie, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json().code).toBe(code);
      expect(res.json().message).toBeTruthy();
    }
    expect(changedTables(before, await fingerprint.take(), ['rate_limit_counters'])).toEqual([]);
  });

  it('limits posts per account', async () => {
    const user = await signUp(t.app);
    for (let i = 0; i < 10; i += 1) expect((await post(user.cookie, { content: `Tip ${i}`, photos: [], type: 'tip' })).statusCode).toBe(201);
    const res = await post(user.cookie, { content: 'One too many', photos: [], type: 'tip' });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
  });
});
