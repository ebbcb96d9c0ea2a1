/**
 * The fuzz test's route table (test/support/fuzz-routes.ts), its second part: ordering at the
 * shop, loyalty, verified phones, what customers write (reviews, posts, chat, their profile), the
 * editor's rewards, and events and ads. For each route, a request that works, made from the
 * fixtures when a run asks for it.
 */
import { browserSubscription } from './push.js';
import { type Cookie, signUp, signUpVendor } from './factories.js';
import { eventBody, type FuzzFixtures, fixtureRequests, future, PHONE, rewardBody } from './fuzz-fixtures.js';
import { type FuzzRoute, smsTarget } from './fuzz-variants.js';
import { customerWhoOrdered, orderBody } from './ordering.js';
import { outboxIdle, requestCode, verifyPhone, withCookies } from './phone.js';

export function orderRoutes(fx: FuzzFixtures): FuzzRoute[] {
  const { call, createdId, shopOrder, completedOrder } = fixtureRequests(fx);

  /** A new US number per use (each phone may have 3 codes per 15 minutes). */
  let phoneSeq = 0;
  const freshPhone = () => `442555${String(1000 + phoneSeq++).padStart(4, '0')}`;
  /**
   * A customer who ordered at the shop, once the texts of that order have gone out: the outbox
   * marks them sent after the fact, which would otherwise count as a change the refused request made.
   */
  const reviewer = async () => {
    const customer = await customerWhoOrdered(fx.t.app, { cookie: fx.shop.cookie, vendor: { id: fx.shop.vendorId }, items: fx.shop.items }, freshPhone(), fx.twilio.fake);
    await outboxIdle(fx.t.database);
    return customer;
  };

  /** A new post by a new account: the id a like, share, report or hiding acts on. */
  async function freshPost(): Promise<number> {
    return createdId('POST', '/api/posts', (await signUp(fx.t.app)).cookie, { content: 'Tamales today', photos: [], type: 'tip' });
  }

  /** A new vendor and a customer who wrote to it: the vendor's URL of their conversation and the vendor's session. */
  async function freshChat(): Promise<{ url: string; cookie: Cookie }> {
    const shop = await signUpVendor(fx.t.app);
    const customer = await signUp(fx.t.app);
    await call('POST', `/api/vendors/${shop.vendor.id}/chat`, customer.cookie, { message: 'Hello!' });
    return { url: `/api/my-vendor/chats/${customer.user.id}`, cookie: shop.cookie };
  }

  return [
    // ---- ordering
    {
      method: 'POST',
      route: '/api/guest-preorders',
      target: () => ({
        url: '/api/guest-preorders',
        body: orderBody(fx.shop.vendorId, [{ item: fx.shop.items[0], quantity: 2 }], { phone: PHONE, email: 'lupe@example.com' }),
      }),
    },
    {
      method: 'PUT',
      route: '/api/guest-preorders/:id/status',
      target: async () => ({ url: `/api/guest-preorders/${(await shopOrder()).id}/status`, cookie: fx.shop.cookie, body: { status: 'confirmed' } }),
    },
    // An order taken at the window or by phone, entered at the desk (decision 0026).
    {
      method: 'POST',
      route: '/api/my-vendor/walk-up-orders',
      target: () => ({
        url: '/api/my-vendor/walk-up-orders',
        cookie: fx.shop.cookie,
        body: { items: [{ menuItemId: fx.shop.items[0].id, quantity: 2 }], firstName: 'Ana', source: 'phone', phone: '(760) 555-0166' },
      }),
    },
    // A ready order not picked up (DESIGN §10.5): a fresh ready order each run, of a fresh phone
    // (three strikes would stop PHONE's orders, which other routes' fixtures need).
    {
      method: 'POST',
      route: '/api/guest-preorders/:id/no-show',
      target: async () => {
        const body = orderBody(fx.shop.vendorId, [{ item: fx.shop.items[0], quantity: 1 }], { phone: freshPhone() });
        const order = (await call('POST', '/api/guest-preorders', undefined, body)).json() as { id: number };
        for (const status of ['confirmed', 'ready']) await call('PUT', `/api/guest-preorders/${order.id}/status`, fx.shop.cookie, { status });
        return { url: `/api/guest-preorders/${order.id}/no-show`, cookie: fx.shop.cookie };
      },
    },
    // The customer cancels a pending order by its token (issue 44): a fresh pending order each run.
    {
      method: 'POST',
      route: '/api/track/:token/cancel',
      target: async () => {
        const body = orderBody(fx.shop.vendorId, [{ item: fx.shop.items[0], quantity: 1 }], { phone: freshPhone() });
        const order = (await call('POST', '/api/guest-preorders', undefined, body)).json() as { trackingToken: string };
        return { url: `/api/track/${order.trackingToken}/cancel` };
      },
    },
    // "+5 / +10 / +15 min" on one open order, and the desk's heartbeat (decision 0027).
    {
      method: 'POST',
      route: '/api/guest-preorders/:id/delay',
      target: async () => ({ url: `/api/guest-preorders/${(await shopOrder()).id}/delay`, cookie: fx.shop.cookie, body: { minutes: 10 } }),
    },
    { method: 'POST', route: '/api/my-vendor/desk-heartbeat', target: () => ({ url: '/api/my-vendor/desk-heartbeat', cookie: fx.shop.cookie }) },
    // Twilio's inbound texts (DESIGN §10.5): a form signed with the account's token.
    {
      method: 'POST',
      route: '/api/sms/inbound',
      form: true,
      target: () => smsTarget({ From: '+14425550999', Body: 'HELP', MessageSid: 'SM0123', To: '+17605550000' }),
    },
    {
      method: 'POST',
      route: '/api/preorder-reviews',
      target: async () => ({
        url: '/api/preorder-reviews',
        body: {
          trackingToken: (await completedOrder()).trackingToken,
          rating: 5,
          serviceRating: 4,
          foodQualityRating: 5,
          valueRating: 4,
          timelinessRating: 3,
          wouldRecommend: true,
          comment: 'Best tacos in Indio.',
        },
      }),
    },
    {
      method: 'POST',
      route: '/api/track/:token/push',
      target: async () => ({ url: `/api/track/${(await shopOrder()).trackingToken}/push`, body: browserSubscription('https://push.example.com/send/abc') }),
    },
    {
      method: 'POST',
      route: '/api/my-vendor/push',
      // One of the shop's devices for the desk's alerts (the same device again each run: its keys refreshed).
      target: () => ({ url: '/api/my-vendor/push', cookie: fx.shop.cookie, body: browserSubscription('https://push.example.com/send/desk') }),
    },
    {
      method: 'DELETE',
      route: '/api/my-vendor/push',
      target: () => ({ url: '/api/my-vendor/push', cookie: fx.shop.cookie, body: { endpoint: 'https://push.example.com/send/desk' } }),
    },

    // ---- loyalty
    {
      method: 'POST',
      route: '/api/loyalty/redeem',
      target: () => ({ url: '/api/loyalty/redeem', cookie: fx.phone, body: { phone: PHONE, rewardId: fx.shop.rewardId } }),
    },
    {
      method: 'POST',
      route: '/api/vendors/:id/redemptions/check',
      target: async () => {
        await outboxIdle(fx.t.database);
        const redeemed = await call('POST', '/api/loyalty/redeem', fx.phone, { phone: PHONE, rewardId: fx.shop.rewardId });
        const code = (redeemed.json() as { redemptionCode: string }).redemptionCode;
        return { url: `/api/vendors/${fx.shop.vendorId}/redemptions/check`, cookie: fx.shop.cookie, body: { code } };
      },
    },
    {
      // A reward code at checkout (issue 23): what it takes off, for anyone holding it; nothing is spent.
      method: 'POST',
      route: '/api/vendors/:id/redemptions/preview',
      target: async () => {
        await outboxIdle(fx.t.database);
        const redeemed = await call('POST', '/api/loyalty/redeem', fx.phone, { phone: PHONE, rewardId: fx.shop.rewardId });
        const code = (redeemed.json() as { redemptionCode: string }).redemptionCode;
        return { url: `/api/vendors/${fx.shop.vendorId}/redemptions/preview`, body: { code } };
      },
    },

    // ---- verified phones and the account's linked phone (each run on a new number)
    {
      method: 'POST',
      route: '/api/phone/verify',
      target: async () => {
        await outboxIdle(fx.t.database);
        return { url: '/api/phone/verify', body: { phone: freshPhone() } };
      },
    },
    {
      method: 'POST',
      route: '/api/phone/verify/check',
      target: async () => {
        const phone = freshPhone();
        const code = await requestCode(fx.t.app, phone, fx.twilio.fake);
        await outboxIdle(fx.t.database);
        return { url: '/api/phone/verify/check', body: { phone, code } };
      },
      mayChange: { phone_codes: 'a wrong code counts a try against the phone’s open codes (5 spend them)' },
    },
    {
      method: 'POST',
      route: '/api/phone/signout',
      target: async () => {
        const cookie = await verifyPhone(fx.t.app, freshPhone(), fx.twilio.fake);
        await outboxIdle(fx.t.database);
        return { url: '/api/phone/signout', cookie };
      },
    },
    {
      method: 'POST',
      route: '/api/me/phone',
      target: async () => {
        const phone = freshPhone();
        const session = await verifyPhone(fx.t.app, phone, fx.twilio.fake);
        await outboxIdle(fx.t.database);
        return { url: '/api/me/phone', cookie: withCookies(fx.linker, session), body: { phone } };
      },
    },
    {
      method: 'DELETE',
      route: '/api/me/phone',
      target: async () => {
        await outboxIdle(fx.t.database);
        return { url: '/api/me/phone', cookie: fx.linker };
      },
    },
    // Reviews (test/api/reviews.test.ts): a fresh customer who ordered at the shop each run (only
    // they may review it); the shop replies once.
    {
      method: 'POST',
      route: '/api/vendors/:id/reviews',
      target: async () => ({
        url: `/api/vendors/${fx.shop.vendorId}/reviews`,
        cookie: (await reviewer()).cookie,
        body: { rating: 4, foodQualityRating: 5, serviceRating: 4, valueRating: 3, comment: 'Great birria.', photos: [fx.objectPath] },
      }),
    },
    {
      method: 'PATCH',
      route: '/api/reviews/:id',
      target: async () => {
        const cookie = (await reviewer()).cookie;
        const review = (await call('POST', `/api/vendors/${fx.shop.vendorId}/reviews`, cookie, { rating: 3 })).json() as { reviewId: number };
        return { url: `/api/reviews/${review.reviewId}`, cookie, body: { rating: 5, comment: 'Better the second time.', photos: [] } };
      },
    },
    {
      method: 'PUT',
      route: '/api/vendors/:id/reviews/:reviewId/reply',
      target: async () => {
        const cookie = (await reviewer()).cookie;
        const review = (await call('POST', `/api/vendors/${fx.shop.vendorId}/reviews`, cookie, { rating: 2 })).json() as { id: string };
        return { url: `/api/vendors/${fx.shop.vendorId}/reviews/${review.id}/reply`, cookie: fx.shop.cookie, body: { reply: 'Sorry, come back!' } };
      },
    },
    // The food feed (test/api/posts.test.ts): a fresh author each run (10 posts an hour per account).
    {
      method: 'POST',
      route: '/api/posts',
      target: async () => ({
        url: '/api/posts',
        cookie: (await signUp(fx.t.app)).cookie,
        body: { content: 'Birria at the corner', photos: [fx.objectPath], vendorId: fx.shop.vendorId, type: 'photo' },
      }),
    },
    ...(['PUT', 'DELETE'] as const).map((method) => ({
      method,
      route: '/api/posts/:id/like',
      target: async () => ({ url: `/api/posts/${await freshPost()}/like`, cookie: (await signUp(fx.t.app)).cookie }),
    })),
    { method: 'POST', route: '/api/posts/:id/share', target: async () => ({ url: `/api/posts/${await freshPost()}/share` }) },
    {
      method: 'POST',
      route: '/api/posts/:id/report',
      target: async () => ({ url: `/api/posts/${await freshPost()}/report`, cookie: (await signUp(fx.t.app)).cookie, body: { reason: 'Spam' } }),
    },
    {
      method: 'PUT',
      route: '/admin/api/posts/:id/hidden',
      target: async () => ({ url: `/admin/api/posts/${await freshPost()}/hidden`, cookie: fx.admin, body: { hidden: true } }),
    },
    // Chat (test/api/chat.test.ts): fresh accounts each run (30 messages a minute per account); the vendor answers a customer who wrote.
    {
      method: 'POST',
      route: '/api/vendors/:id/chat',
      target: async () => ({ url: `/api/vendors/${fx.shop.vendorId}/chat`, cookie: (await signUp(fx.t.app)).cookie, body: { message: 'Any horchata today?' } }),
    },
    {
      method: 'POST',
      route: '/api/my-vendor/chats/:userId',
      target: async () => ({ ...(await freshChat()), body: { message: 'Yes, all day!' } }),
    },
    {
      method: 'POST',
      route: '/api/my-vendor/chats/:userId/close',
      target: async () => {
        const chat = await freshChat();
        return { ...chat, url: `${chat.url}/close` };
      },
    },
    // Decision 0041: the caller's own profile (made on the first write); a favourite must be a live vendor.
    {
      method: 'PATCH',
      route: '/api/me/profile',
      target: () => ({
        url: '/api/me/profile',
        cookie: fx.linker,
        body: { bio: 'Tacos on Sundays', dietaryRestrictions: ['vegan'], preferredCuisines: ['Tacos'], favoriteVendors: [fx.shop.vendorId] },
      }),
    },
    {
      method: 'POST',
      route: '/api/vendors/:id/loyalty-rewards',
      target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/loyalty-rewards`, cookie: fx.editor.cookie, body: rewardBody() }),
    },
    {
      method: 'PATCH',
      route: '/api/loyalty-rewards/:id',
      target: () => ({
        url: `/api/loyalty-rewards/${fx.editor.rewardId}`,
        cookie: fx.editor.cookie,
        body: { name: 'Free horchata', pointsRequired: 7, discountType: 'percentage', discountValue: 50, validUntil: future(30) },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/loyalty-rewards/:id',
      target: async () => ({
        url: `/api/loyalty-rewards/${await createdId('POST', `/api/vendors/${fx.editor.vendorId}/loyalty-rewards`, fx.editor.cookie, rewardBody())}`,
        cookie: fx.editor.cookie,
      }),
    },

    // ---- events, promotions, ads
    {
      method: 'POST',
      route: '/api/events/:id/register',
      target: async () => ({
        url: `/api/events/${await createdId('POST', '/admin/api/events', fx.admin, eventBody())}/register`,
        cookie: fx.shop.cookie,
        body: { requestedLocation: 'North lot', specialMenu: 'Tacos only', specialPricing: null, notes: 'Needs power' },
      }),
    },
    { method: 'POST', route: '/api/ads/:id/click', target: () => ({ url: `/api/ads/${fx.adId}/click` }) },
  ];
}
