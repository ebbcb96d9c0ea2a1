/**
 * Reviews by signed-in customers (DESIGN §10.4, issue 19 item 1): rating, sub-ratings, comment and
 * up to 4 of our own photos; one per user and vendor, edited by its author only; only from a
 * customer who ordered there (a verified purchase by the account's linked phone, issue 43 item 9); the public list combines them with rated preorders,
 * newest first, a page at a time; the vendor replies once, publicly. Bad input loses nothing.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NO_ORDER_LIMITS, setupTestApp } from '../support/app.js';
import { changedTables, dbFingerprint } from '../support/db-state.js';
import { type Cookie, signUp, signUpVendor } from '../support/factories.js';
import { createShop, customerWhoOrdered, orderBody, placeOrder } from '../support/ordering.js';
import { fakeTwilioForFile, linkPhone } from '../support/phone.js';
import { uploadTestPhoto } from '../support/uploads.js';

const env: Record<string, string | undefined> = { AUTH_RATE_LIMIT: '0', ...NO_ORDER_LIMITS };
const twilio = fakeTwilioForFile(env);
const t = setupTestApp({ env });

type Review = {
  id: string;
  rating: number;
  comment: string | null;
  authorName: string | null;
  photos: string[];
  isVerifiedPurchase: boolean;
  vendorReply: { text: string; repliedAt: string } | null;
  edited: boolean;
};

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, cookie?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

const uploadPhoto = (cookie: Cookie) => uploadTestPhoto(t.app, cookie);

let nextPhone = 300;
const newPhone = () => `760555${String(nextPhone++).padStart(4, '0')}`;
/** A signed-in customer who ordered at the shop (the only kind who may review it). */
const buyer = (shop: Awaited<ReturnType<typeof createShop>>, overrides: Parameters<typeof signUp>[1] = {}) =>
  customerWhoOrdered(t.app, shop, newPhone(), twilio.fake, overrides);

async function publicReviews(vendorId: number, cursor?: string) {
  const res = await inject('GET', `/api/vendors/${vendorId}/reviews${cursor ? `?cursor=${cursor}` : ''}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { reviews: Review[]; nextCursor: string | null };
}

async function detail(vendorId: number) {
  const res = await inject('GET', `/api/vendors/${vendorId}`);
  expect(res.statusCode).toBe(200);
  return res.json() as { rating: number; reviewCount: number; reviews: Review[] };
}

/** A completed preorder at the shop from `phone`, rated through its tracking token. */
async function completedOrder(shop: Awaited<ReturnType<typeof createShop>>, phone: string, rating?: number) {
  const placed = (await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone }))).json();
  for (const status of ['confirmed', 'ready', 'completed']) {
    expect((await inject('PUT', `/api/guest-preorders/${placed.id}/status`, shop.cookie, { status })).statusCode).toBe(200);
  }
  if (rating !== undefined) {
    const res = await inject('POST', '/api/preorder-reviews', undefined, { trackingToken: placed.trackingToken, rating, comment: 'Fast and hot' });
    expect(res.statusCode).toBe(201);
  }
}

describe('reviews by signed-in customers', () => {
  it('posts a review with photos and sub-ratings, shows it at once, and keeps one per customer and vendor', async () => {
    const shop = await createShop(t.app);
    const ana = await buyer(shop, { firstName: 'Ana' });
    const photos = [await uploadPhoto(ana.cookie), await uploadPhoto(ana.cookie)];
    const before = await detail(shop.vendor.id);
    expect(before.reviewCount).toBe(0);

    const res = await inject('POST', `/api/vendors/${shop.vendor.id}/reviews`, ana.cookie, {
      rating: 4,
      foodQualityRating: 5,
      serviceRating: 4,
      valueRating: 3,
      comment: '  Birria tacos with a rich consommé. <b>Go early.</b>  ',
      photos,
    });
    expect(res.statusCode).toBe(201);
    const mine = res.json();
    expect(mine).toMatchObject({ rating: 4, foodQualityRating: 5, serviceRating: 4, valueRating: 3, photos, isVerifiedPurchase: true });
    // Plain text kept as typed (trimmed); the page shows it as text.
    expect(mine.comment).toBe('Birria tacos with a rich consommé. <b>Go early.</b>');

    // The vendor's cached detail changes at once: rating, count and the latest reviews.
    const after = await detail(shop.vendor.id);
    expect(after).toMatchObject({ rating: 4, reviewCount: 1 });
    expect(after.reviews[0]).toMatchObject({ id: mine.id, authorName: 'Ana', photos, vendorReply: null, edited: false });
    expect((await publicReviews(shop.vendor.id)).reviews.map((r) => r.id)).toEqual([mine.id]);

    // A second review of the same vendor is refused; the first stays as it was.
    const fingerprint = await dbFingerprint(t.database);
    const state = await fingerprint.take();
    const again = await inject('POST', `/api/vendors/${shop.vendor.id}/reviews`, ana.cookie, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('review_exists');
    // (A refused write still counts against the account's hourly limit.)
    expect(changedTables(state, await fingerprint.take(), ['rate_limit_counters'])).toEqual([]);

    // Its author edits it; anyone else is told it does not exist.
    const other = await signUp(t.app);
    const stranger = await inject('PATCH', `/api/reviews/${mine.reviewId}`, other.cookie, { rating: 1 });
    expect(stranger.statusCode).toBe(404);
    const edited = await inject('PATCH', `/api/reviews/${mine.reviewId}`, ana.cookie, { rating: 5, photos: [photos[1]] });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 5, comment: mine.comment, photos: [photos[1]] });
    expect(await detail(shop.vendor.id)).toMatchObject({ rating: 5, reviewCount: 1 });
    const own = await inject('GET', `/api/vendors/${shop.vendor.id}/reviews/mine`, ana.cookie);
    expect(own.json().review).toMatchObject({ reviewId: mine.reviewId, rating: 5 });
    expect((await inject('GET', `/api/vendors/${shop.vendor.id}/reviews/mine`, other.cookie)).json()).toEqual({ review: null, canReview: false });
  });

  it('refuses bad input with a code and writes nothing', async () => {
    const shop = await createShop(t.app);
    const { cookie } = await buyer(shop);
    const photo = await uploadPhoto(cookie);
    const fingerprint = await dbFingerprint(t.database);
    const state = await fingerprint.take();
    const url = `/api/vendors/${shop.vendor.id}/reviews`;
    const cases: [string, Cookie | undefined, string, object, number, string][] = [
      ['signed out', undefined, url, { rating: 5 }, 401, 'unauthorized'],
      ['rating 6', cookie, url, { rating: 6 }, 400, 'invalid_request'],
      ['rating 0', cookie, url, { rating: 0 }, 400, 'invalid_request'],
      ['half a star', cookie, url, { rating: 3.5 }, 400, 'invalid_request'],
      ['no rating', cookie, url, { comment: 'Nice' }, 400, 'invalid_request'],
      ['sub-rating 9', cookie, url, { rating: 4, valueRating: 9 }, 400, 'invalid_request'],
      ['a 1,001-character comment', cookie, url, { rating: 4, comment: 'a'.repeat(1001) }, 400, 'invalid_request'],
      ['five photos', cookie, url, { rating: 4, photos: [photo, photo, photo, photo, photo] }, 400, 'invalid_request'],
      ['twenty photos', cookie, url, { rating: 4, photos: Array(20).fill(photo) }, 400, 'invalid_request'],
      ['a photo from elsewhere', cookie, url, { rating: 4, photos: ['https://tracker.example/pixel.png'] }, 400, 'invalid_image_url'],
      ['a vendor that does not exist', cookie, '/api/vendors/999999/reviews', { rating: 4 }, 404, 'not_found'],
    ];
    for (const [name, who, target, body, status, code] of cases) {
      const res = await inject('POST', target, who, body);
      expect(res.statusCode, name).toBe(status);
      expect(res.json().code, name).toBe(code);
      expect(typeof res.json().message, name).toBe('string');
    }
    // The owner cannot review their own business.
    const own = await inject('POST', url, shop.cookie, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().code).toBe('own_vendor');
    // A Spanish message for the same refusal.
    const es = await t.app.inject({ method: 'POST', url, headers: { cookie, 'accept-language': 'es-MX' }, payload: { rating: 4, photos: Array(5).fill(photo) } });
    expect(es.json().message).toBe('Agrega como máximo 4 fotos');
    expect(changedTables(state, await fingerprint.take())).toEqual([]);
    // An edit that changes nothing is refused too.
    const created = (await inject('POST', url, cookie, { rating: 4 })).json();
    const empty = await inject('PATCH', `/api/reviews/${created.reviewId}`, cookie, {});
    expect(empty.statusCode).toBe(400);
    expect((await inject('PATCH', '/api/reviews/999999', cookie, { rating: 2 })).statusCode).toBe(404);
    // Twenty writes an hour per account (the first one above counted): the 21st is refused.
    for (let i = 0; i < 19; i++) {
      expect((await inject('PATCH', `/api/reviews/${created.reviewId}`, cookie, { rating: 1 + (i % 5) })).statusCode).toBe(200);
    }
    const limited = await inject('PATCH', `/api/reviews/${created.reviewId}`, cookie, { rating: 5 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
  });

  it('takes reviews only from customers who ordered there: fresh accounts, phones without an order here and pending orders are refused', async () => {
    const shop = await createShop(t.app);
    const url = `/api/vendors/${shop.vendor.id}/reviews`;
    const buyerPhone = newPhone();
    const customer = await signUp(t.app, { firstName: 'Beto' });
    await linkPhone(t.app, customer.cookie, buyerPhone, twilio.fake);
    const fresh = await signUp(t.app); // no phone at all
    const browser = await signUp(t.app);
    await linkPhone(t.app, browser.cookie, newPhone(), twilio.fake); // a phone, but no order here
    const elsewhere = await createShop(t.app);
    await completedOrder(elsewhere, buyerPhone); // an order at another truck does not count here

    const fingerprint = await dbFingerprint(t.database);
    const state = await fingerprint.take();
    for (const [name, who] of [
      ['a fresh account', fresh],
      ['a phone with no order here', browser],
      ['an order at another vendor', customer],
    ] as const) {
      const res = await inject('POST', url, who.cookie, { rating: 1, comment: 'Worst truck ever' });
      expect(res.statusCode, name).toBe(403);
      expect(res.json().code, name).toBe('purchase_required');
      expect((await inject('GET', `${url}/mine`, who.cookie)).json()).toEqual({ review: null, canReview: false });
    }
    const es = await t.app.inject({ method: 'POST', url, headers: { cookie: fresh.cookie, 'accept-language': 'es' }, payload: { rating: 1 } });
    expect(es.json().message).toContain('Solo quienes pidieron aquí');
    expect(changedTables(state, await fingerprint.take())).toEqual([]);
    expect((await detail(shop.vendor.id)).reviewCount).toBe(0);

    // A pending order is not a purchase; a completed one is.
    const pending = await placeOrder(t.app, orderBody(shop.vendor.id, [{ item: shop.items[0], quantity: 1 }], { phone: buyerPhone }));
    expect(pending.statusCode).toBe(201);
    expect((await inject('POST', url, customer.cookie, { rating: 5 })).statusCode).toBe(403);
    for (const status of ['confirmed', 'ready', 'completed']) {
      expect((await inject('PUT', `/api/guest-preorders/${pending.json().id}/status`, shop.cookie, { status })).statusCode).toBe(200);
    }
    expect((await inject('GET', `${url}/mine`, customer.cookie)).json()).toEqual({ review: null, canReview: true });
    const bought = await inject('POST', url, customer.cookie, { rating: 5 });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json().isVerifiedPurchase).toBe(true);
    const list = (await publicReviews(shop.vendor.id)).reviews;
    expect(list.find((r) => r.id === bought.json().id)?.isVerifiedPurchase).toBe(true);
    // Nothing private leaves: no phone, no user id, no e-mail.
    const body = JSON.stringify(list);
    expect(body).not.toContain(buyerPhone.slice(3));
    expect(body).not.toContain(customer.user.id);
    expect(body).not.toContain(customer.user.email);
  });

  it('lets the vendor reply once, publicly, to a customer review or a rated preorder', async () => {
    const shop = await createShop(t.app);
    const rival = await signUpVendor(t.app);
    const { cookie } = await buyer(shop, { firstName: 'Cata' });
    const review = (await inject('POST', `/api/vendors/${shop.vendor.id}/reviews`, cookie, { rating: 2, comment: 'Cold fries' })).json();
    await completedOrder(shop, '(760) 555-0170', 5);
    const ordered = (await publicReviews(shop.vendor.id)).reviews.find((r) => r.id.startsWith('preorder-'));
    expect(ordered).toMatchObject({ isVerifiedPurchase: true, comment: 'Fast and hot' });

    const url = (id: string, vendorId = shop.vendor.id) => `/api/vendors/${vendorId}/reviews/${id}/reply`;
    expect((await inject('PUT', url(review.id), undefined, { reply: 'Hi' })).statusCode).toBe(401);
    expect((await inject('PUT', url(review.id), cookie, { reply: 'Hi' })).statusCode).toBe(403);
    expect((await inject('PUT', url(review.id), rival.cookie, { reply: 'Hi' })).statusCode).toBe(403);
    // Another vendor's review through one's own vendor: not found; an empty reply: 400.
    expect((await inject('PUT', url(review.id, rival.vendor.id), rival.cookie, { reply: 'Hi' })).statusCode).toBe(404);
    expect((await inject('PUT', url(review.id), shop.cookie, { reply: '   ' })).json().code).toBe('invalid_request');
    expect((await inject('PUT', url('review-abc'), shop.cookie, { reply: 'Hi' })).statusCode).toBe(400);

    const replied = await inject('PUT', url(review.id), shop.cookie, { reply: 'Sorry! Fries are on us next time.' });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().review.vendorReply.text).toBe('Sorry! Fries are on us next time.');
    const twice = await inject('PUT', url(review.id), shop.cookie, { reply: 'Changed my mind' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('reply_exists');
    expect((await inject('PUT', url(ordered?.id ?? ''), shop.cookie, { reply: 'Gracias, Lupe!' })).statusCode).toBe(200);

    const shown = (await detail(shop.vendor.id)).reviews;
    expect(shown.find((r) => r.id === review.id)?.vendorReply?.text).toBe('Sorry! Fries are on us next time.');
    expect(shown.find((r) => r.id === ordered?.id)?.vendorReply?.text).toBe('Gracias, Lupe!');
  });

  it('pages through both review tables newest first, each review once', async () => {
    const shop = await createShop(t.app);
    for (let i = 0; i < 8; i++) await completedOrder(shop, `(760) 555-02${String(i).padStart(2, '0')}`, 1 + (i % 5));
    const authors: Cookie[] = [];
    for (let i = 0; i < 15; i++) authors.push((await buyer(shop)).cookie);
    for (const [i, cookie] of authors.entries()) {
      expect((await inject('POST', `/api/vendors/${shop.vendor.id}/reviews`, cookie, { rating: 1 + (i % 5) })).statusCode).toBe(201);
    }
    const seen: Review[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const page = await publicReviews(shop.vendor.id, cursor);
      sizes.push(page.reviews.length);
      seen.push(...page.reviews);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([10, 10, 3]);
    expect(new Set(seen.map((r) => r.id)).size).toBe(23);
    expect(seen.filter((r) => r.id.startsWith('preorder-'))).toHaveLength(8);
    const times = seen.map((r) => (r as unknown as { createdAt: string }).createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect((await detail(shop.vendor.id)).reviewCount).toBe(23);

    const bad = await inject('GET', `/api/vendors/${shop.vendor.id}/reviews?cursor=not-a-cursor`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid_cursor');
    expect((await inject('GET', '/api/vendors/999999/reviews')).statusCode).toBe(404);
    // A vendor not live yet: its owner still sees its reviews on the dashboard; nobody else does.
    await t.database.db.execute(sql`update vendors set published_at = null where id = ${shop.vendor.id}`);
    expect((await inject('GET', `/api/vendors/${shop.vendor.id}/reviews`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/vendors/${shop.vendor.id}/reviews`, authors[0])).statusCode).toBe(404);
    expect((await inject('GET', `/api/vendors/${shop.vendor.id}/reviews`, shop.cookie)).json().reviews).toHaveLength(10);
  });
});
