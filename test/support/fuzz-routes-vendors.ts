/**
 * The fuzz test's route table (test/support/fuzz-routes.ts), its first part: accounts, then the
 * vendor's own routes (the vendor, its hours, locations, menu and menu categories) and uploads.
 * For each route, a request that works, made from the fixtures when a run asks for it.
 */
import { randomBytes } from 'node:crypto';
import { issueResetToken } from '../../src/server/account-recovery/queries.js';
import { hashPassword } from '../../src/server/auth/password.js';
import { savePendingSignUp } from '../../src/server/auth/sign-up.js';
import { addMenuItem, adminLogin, signUp, TEST_ADMIN, uniqueEmail, vendorBody } from './factories.js';
import { type FuzzFixtures, fixtureRequests, menuBody } from './fuzz-fixtures.js';
import type { FuzzRoute } from './fuzz-variants.js';

/** The password signUp gives every account. */
const PASSWORD = 'desert-bloom-42';

export function accountRoutes(fx: FuzzFixtures): FuzzRoute[] {
  return [
    {
      method: 'POST',
      route: '/api/auth/signup',
      target: () => ({ url: '/api/auth/signup', body: { email: uniqueEmail('fuzz'), password: PASSWORD, firstName: 'Ana', lastName: 'Ríos' } }),
    },
    // The sign-up link (decision 0052): a pending sign-up of a fresh address each run, its token as
    // the e-mail would carry it.
    {
      method: 'POST',
      route: '/api/auth/signup/confirm',
      target: async () => {
        const passwordHash = await hashPassword(PASSWORD, 10);
        const pending = { email: uniqueEmail('fuzz-confirm'), firstName: 'Ana', lastName: null, passwordHash };
        return { url: '/api/auth/signup/confirm', body: { token: await savePendingSignUp(fx.t.database.db, pending, new Date()) } };
      },
    },
    { method: 'POST', route: '/api/auth/signin', target: () => ({ url: '/api/auth/signin', body: { email: fx.shop.email, password: PASSWORD } }) },
    // Forgot password (issue 24 item 8): a link for a fresh account each run (not the shop's, whose
    // sessions a reset would end); the token is issued as the e-mail would carry it.
    {
      method: 'POST',
      route: '/api/auth/forgot-password',
      target: async () => ({ url: '/api/auth/forgot-password', body: { email: (await signUp(fx.t.app)).user.email } }),
    },
    {
      method: 'POST',
      route: '/api/auth/reset-password',
      target: async () => {
        const { user } = await signUp(fx.t.app);
        return { url: '/api/auth/reset-password', body: { token: await issueResetToken(fx.t.database.db, user.id, new Date()), password: PASSWORD } };
      },
    },
    { method: 'POST', route: '/secret-admin-login', target: () => ({ url: '/secret-admin-login', body: { ...TEST_ADMIN } }) },
    // A successful logout ends the session it was given: each run logs in afresh.
    { method: 'POST', route: '/admin-logout', target: async () => ({ url: '/admin-logout', cookie: await adminLogin(fx.t.app) }) },
    { method: 'POST', route: '/api/logout', target: async () => ({ url: '/api/logout', cookie: (await signUp(fx.t.app)).cookie }) },
  ];
}

export function vendorRoutes(fx: FuzzFixtures): FuzzRoute[] {
  const { call, createdId, uploadTicket } = fixtureRequests(fx);

  /** One category of the editor's vendor that the PATCH runs keep editing (made on first use). */
  let editorCategoryId: number | undefined;
  async function editorCategory(): Promise<number> {
    editorCategoryId ??= await createdId('POST', `/api/vendors/${fx.editor.vendorId}/menu-categories`, fx.editor.cookie, {
      name: 'Street corn',
    });
    return editorCategoryId;
  }

  return [
    // ---- vendors and menus (the editor's vendor, so the shop that takes orders stays intact)
    { method: 'POST', route: '/api/vendors', target: () => ({ url: '/api/vendors', cookie: fx.registrant, body: vendorBody() }) },
    {
      method: 'PATCH',
      route: '/api/vendors/:id',
      target: () => ({
        url: `/api/vendors/${fx.editor.vendorId}`,
        cookie: fx.editor.cookie,
        body: { businessName: 'Dune Dogs', description: 'Hot dogs.', phone: '760-555-0100', paymentMethods: ['cash'], latitude: 33.7, longitude: -116.2 },
      }),
    },
    {
      method: 'POST',
      route: '/api/vendors/:id/hours',
      target: () => ({
        url: `/api/vendors/${fx.editor.vendorId}/hours`,
        cookie: fx.editor.cookie,
        body: { dayOfWeek: 3, isClosed: false, openTime: '17:00', closeTime: '23:00' },
      }),
    },
    // The weekly editor (issue 24): the whole week, a split shift on Wednesday.
    {
      method: 'PUT',
      route: '/api/vendors/:id/hours',
      target: () => ({
        url: `/api/vendors/${fx.editor.vendorId}/hours`,
        cookie: fx.editor.cookie,
        body: [
          { dayOfWeek: 0, isClosed: true, shifts: [] },
          {
            dayOfWeek: 3,
            isClosed: false,
            shifts: [
              { openTime: '11:00', closeTime: '14:00' },
              { openTime: '17:00', closeTime: '01:00' },
            ],
          },
        ],
      }),
    },
    // A customer's view of a vendor's detail (issue 24): no body; counted or not, 204.
    { method: 'POST', route: '/api/vendors/:id/views', target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/views` }) },
    {
      method: 'PUT',
      route: '/api/vendors/:id/loyalty-program',
      target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/loyalty-program`, cookie: fx.editor.cookie, body: { enabled: true } }),
    },
    {
      method: 'PUT',
      route: '/api/vendors/:id/pickup-slots',
      target: () => ({
        url: `/api/vendors/${fx.editor.vendorId}/pickup-slots`,
        cookie: fx.editor.cookie,
        body: [
          { dayOfWeek: 5, startTime: '17:00', endTime: '21:00', slotDuration: 15, maxOrders: 10, isActive: true },
          { dayOfWeek: 6, startTime: '11:00', endTime: '14:00', slotDuration: 30, maxOrders: 4, isActive: true },
        ],
      }),
    },
    {
      method: 'PUT',
      route: '/api/vendors/:id/ordering',
      target: () => ({
        url: `/api/vendors/${fx.editor.vendorId}/ordering`,
        cookie: fx.editor.cookie,
        body: { pausedUntil: null, extraPrepMinutes: 10 },
      }),
    },
    {
      method: 'PUT',
      route: '/api/vendors/:id/status',
      target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/status`, cookie: fx.editor.cookie, body: { override: 'open' } }),
    },
    // Go live (decision 0028): no body; the editor's vendor is live already, so it answers it again.
    { method: 'POST', route: '/api/vendors/:id/go-live', target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/go-live`, cookie: fx.editor.cookie }) },
    // Here now, "not here" and "Cancel today" (DESIGN §10.5): on the editor's vendor, which takes no orders here.
    {
      method: 'POST',
      route: '/api/vendors/:id/check-in',
      target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/check-in`, cookie: fx.editor.cookie, body: { locationId: null } }),
    },
    {
      method: 'DELETE',
      route: '/api/vendors/:id/check-in',
      target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/check-in`, cookie: fx.editor.cookie }),
    },
    {
      method: 'POST',
      route: '/api/vendors/:id/not-here',
      target: async () => {
        // Cancel today or Mark as Closed (other routes' runs) refuse "We're here" for the day (issue 44).
        await call('PUT', `/api/vendors/${fx.editor.vendorId}/status`, fx.editor.cookie, { override: null });
        await call('POST', `/api/vendors/${fx.editor.vendorId}/check-in`, fx.editor.cookie, {});
        // A verified phone reports (decision 0029).
        return { url: `/api/vendors/${fx.editor.vendorId}/not-here`, cookie: fx.phone };
      },
    },
    {
      method: 'POST',
      route: '/api/vendors/:id/cancel-today',
      target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/cancel-today`, cookie: fx.editor.cookie }),
    },
    // Follows and the bell (decision 0040): a customer follows the shop (whose opening no later route announces).
    {
      method: 'PUT',
      route: '/api/vendors/:id/follow',
      target: () => ({ url: `/api/vendors/${fx.shop.vendorId}/follow`, cookie: fx.linker }),
    },
    {
      method: 'DELETE',
      route: '/api/vendors/:id/follow',
      target: () => ({ url: `/api/vendors/${fx.shop.vendorId}/follow`, cookie: fx.linker }),
    },
    { method: 'POST', route: '/api/me/notifications/read', target: () => ({ url: '/api/me/notifications/read', cookie: fx.linker, body: { ids: [1] } }) },
    {
      method: 'PATCH',
      route: '/api/me/notification-settings',
      target: () => ({ url: '/api/me/notification-settings', cookie: fx.linker, body: { textFollowedVendors: false } }),
    },
    // Vendor locations (DESIGN §10.3), on the editor's vendor.
    {
      method: 'POST',
      route: '/api/vendors/:id/locations',
      target: () => ({
        url: `/api/vendors/${fx.editor.vendorId}/locations`,
        cookie: fx.editor.cookie,
        body: { locationName: 'Indio Blvd', address: '82-500 Indio Blvd, Indio, CA', latitude: 33.72, longitude: -116.21 },
      }),
    },
    {
      method: 'PATCH',
      route: '/api/vendor-locations/:id',
      target: async () => {
        const place = { locationName: 'Market', address: '73-500 El Paseo, Palm Desert, CA', latitude: 33.72, longitude: -116.37 };
        const created = (await call('POST', `/api/vendors/${fx.editor.vendorId}/locations`, fx.editor.cookie, place)).json() as { id: number };
        return { url: `/api/vendor-locations/${created.id}`, cookie: fx.editor.cookie, body: { isMainLocation: true, isActive: false } };
      },
    },
    {
      method: 'DELETE',
      route: '/api/vendor-locations/:id',
      target: async () => {
        const place = { locationName: 'Gone', address: '1 Main St, Indio, CA', latitude: 33.72, longitude: -116.21 };
        const created = (await call('POST', `/api/vendors/${fx.editor.vendorId}/locations`, fx.editor.cookie, place)).json() as { id: number };
        return { url: `/api/vendor-locations/${created.id}`, cookie: fx.editor.cookie };
      },
    },
    {
      method: 'POST',
      route: '/api/my-vendor/inbox/read',
      target: () => ({ url: '/api/my-vendor/inbox/read', cookie: fx.editor.cookie, body: { upTo: 1 } }),
    },
    {
      method: 'POST',
      route: '/api/vendors/:id/menu',
      target: () => ({ url: `/api/vendors/${fx.editor.vendorId}/menu`, cookie: fx.editor.cookie, body: menuBody() }),
    },
    {
      method: 'PATCH',
      route: '/api/menu-items/:id',
      target: () => ({
        url: `/api/menu-items/${fx.editor.itemId}`,
        cookie: fx.editor.cookie,
        body: { price: 4, isSoldOut: false, inventoryCount: 12, name: 'Elote grande' },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/menu-items/:id',
      target: async () => ({
        url: `/api/menu-items/${(await addMenuItem(fx.t.app, fx.editor.cookie, fx.editor.vendorId)).id}`,
        cookie: fx.editor.cookie,
      }),
    },

    // ---- menu categories (DESIGN §10.2), on the editor's vendor
    {
      method: 'POST',
      route: '/api/vendors/:id/menu-categories',
      target: () => ({
        url: `/api/vendors/${fx.editor.vendorId}/menu-categories`,
        cookie: fx.editor.cookie,
        body: { name: `Specials ${randomBytes(3).toString('hex')}`, description: 'Only tonight.', sortOrder: 0, isActive: true },
      }),
    },
    {
      method: 'PATCH',
      route: '/api/menu-categories/:id',
      target: async () => ({
        url: `/api/menu-categories/${await editorCategory()}`,
        cookie: fx.editor.cookie,
        body: { name: 'Street corn', description: 'Elotes and esquites.', sortOrder: 1, isActive: true },
      }),
    },
    {
      method: 'DELETE',
      route: '/api/menu-categories/:id',
      target: async () => ({
        url: `/api/menu-categories/${await createdId('POST', `/api/vendors/${fx.editor.vendorId}/menu-categories`, fx.editor.cookie, {
          name: `Gone ${randomBytes(3).toString('hex')}`,
        })}`,
        cookie: fx.editor.cookie,
      }),
    },
    // The vendor's own menu order (decision 0023): exactly the editor's ids, read before each run.
    {
      method: 'PUT',
      route: '/api/vendors/:id/menu-categories/order',
      target: async () => {
        const res = await fx.t.app.inject({ method: 'GET', url: `/api/vendors/${fx.editor.vendorId}/menu-categories`, headers: { cookie: fx.editor.cookie } });
        const ids = (res.json() as { id: number }[]).map((c) => c.id).reverse();
        return { url: `/api/vendors/${fx.editor.vendorId}/menu-categories/order`, cookie: fx.editor.cookie, body: { ids } };
      },
    },
    {
      method: 'PUT',
      route: '/api/vendors/:id/menu/order',
      target: async () => {
        const res = await fx.t.app.inject({ method: 'GET', url: '/api/my-vendor', headers: { cookie: fx.editor.cookie } });
        const items = (res.json() as { menuItems: { id: number; categoryId: number | null }[] }).menuItems;
        const categoryId = items.find((i) => i.id === fx.editor.itemId)?.categoryId ?? null;
        const ids = items.filter((i) => i.categoryId === categoryId).map((i) => i.id).reverse();
        return { url: `/api/vendors/${fx.editor.vendorId}/menu/order`, cookie: fx.editor.cookie, body: { categoryId, ids } };
      },
    },

    // ---- uploads
    { method: 'POST', route: '/api/objects/upload', target: () => ({ url: '/api/objects/upload', cookie: fx.registrant }) },
    {
      method: 'POST',
      route: '/api/objects/finalize',
      target: () => ({ url: '/api/objects/finalize', cookie: fx.shop.cookie, body: { objectPath: fx.objectPath } }),
    },
    {
      method: 'PUT',
      route: '/api/uploads/:ticket',
      raw: true,
      // A fresh account's ticket each run: one account's upload quota (30 an hour, issue 43) is
      // not what this route's fuzzing is about, and the runs would reach it.
      target: async () => ({ url: (await uploadTicket((await signUp(fx.t.app)).cookie)).uploadURL, bytes: fx.png }),
      mayChange: { upload_tickets: 'a file that is not an image uses its single-use ticket up (uploads decision)' },
    },
  ];
}
