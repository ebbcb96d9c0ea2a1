/**
 * The /admin/api guard: every administrator route, with a request that would succeed for the
 * administrator, answers 401 to every other session and changes nothing; it answers before
 * validating anything and cannot be sidestepped by percent-encoding. The table is checked against
 * the routes the app registers, so a new admin route cannot miss it.
 */
import { describe, expect, it } from 'vitest';
import { setupAdmin } from '../support/admin.js';
import { setupTestApp } from '../support/app.js';
import { adminEnv, adminLogin, type Cookie, signUp, signUpVendor } from '../support/factories.js';
import { listRoutes, type Method, routeKey } from '../support/routes.js';

// Monday 2026-11-23, 11:00 in the valley: before the event and challenge dates in the table.
const NOW = new Date('2026-11-23T19:00:00.000Z');
const t = setupTestApp({ env: adminEnv, now: () => NOW });
const { as, asAdmin, promotionBody, adBody, createPromotion, createAd } = setupAdmin(t, { now: NOW });

describe('the /admin/api guard', () => {
  /** Every administrator route with a request that would succeed for the administrator. */
  async function routeTable() {
    const { vendor } = await signUpVendor(t.app);
    const promo = await createPromotion({ title: 'Guarded promotion' });
    const ad = await createAd({ title: 'Guarded ad' });
    const event = (await asAdmin('POST', '/admin/api/events', { name: 'Guarded', type: 'x', startDate: '2026-12-01', endDate: '2026-12-02' })).json();
    const { cookie } = await signUpVendor(t.app);
    const reg = (await as(cookie, 'POST', `/api/events/${event.id}/register`, { requestedLocation: 'A' })).json();
    const ruleBody = { weatherCondition: 'any', temperature: 100, recommendedCuisines: ['Desserts'], message: 'Guarded rule' };
    const rule = (await asAdmin('POST', '/admin/api/weather-recommendations', ruleBody)).json();
    const placeBody = { name: 'Guarded place', type: 'park', address: 'Indio, CA', latitude: 33.72, longitude: -116.21 };
    const place = (await asAdmin('POST', '/admin/api/attractions', placeBody)).json();
    const challengeBody = { name: 'Guarded trail', description: 'Three trucks.', type: 'orders', target: 3, rewardPoints: 10, startDate: '2026-12-01', endDate: '2026-12-20' };
    const challenge = (await asAdmin('POST', '/admin/api/challenges', challengeBody)).json();
    const { cookie: poster } = await signUp(t.app);
    const post = (await as(poster, 'POST', '/api/posts', { content: 'Guarded post', photos: [], type: 'tip' })).json();
    const table: { method: Method; url: string; payload?: unknown }[] = [
      { method: 'GET', url: '/admin/api/platform-stats' },
      { method: 'GET', url: '/admin/api/vendors' },
      { method: 'GET', url: '/admin/api/loyalty-flags' },
      { method: 'PATCH', url: `/admin/api/vendors/${vendor.id}`, payload: { isActive: false } },
      { method: 'POST', url: `/admin/api/vendors/${vendor.id}/publish` },
      // Issue 44 friction 6: the site's switches.
      { method: 'GET', url: '/admin/api/settings' },
      { method: 'PUT', url: '/admin/api/settings', payload: { vendorApproval: true } },
      { method: 'GET', url: '/admin/api/promotions' },
      { method: 'POST', url: '/admin/api/promotions', payload: promotionBody({ title: 'Sneaky' }) },
      { method: 'PATCH', url: `/admin/api/promotions/${promo.id}`, payload: { title: 'Hijacked' } },
      { method: 'DELETE', url: `/admin/api/promotions/${promo.id}` },
      { method: 'GET', url: '/admin/api/advertisements' },
      { method: 'POST', url: '/admin/api/advertisements', payload: adBody({ title: 'Sneaky' }) },
      { method: 'PATCH', url: `/admin/api/advertisements/${ad.id}`, payload: { title: 'Hijacked' } },
      { method: 'DELETE', url: `/admin/api/advertisements/${ad.id}` },
      { method: 'GET', url: '/admin/api/events' },
      { method: 'POST', url: '/admin/api/events', payload: { name: 'Sneaky', type: 'x', startDate: '2026-12-01', endDate: '2026-12-02' } },
      { method: 'PATCH', url: `/admin/api/events/${event.id}`, payload: { name: 'Hijacked' } },
      { method: 'GET', url: '/admin/api/event-registrations' },
      { method: 'PATCH', url: `/admin/api/event-registrations/${reg.id}`, payload: { status: 'approved' } },
      // After the approval above (the administrator's pass runs the table in order).
      {
        method: 'PUT',
        url: `/admin/api/event-registrations/${reg.id}/site`,
        payload: { locationName: 'Row B, spot 4', latitude: 33.7185, longitude: -116.2206, isPremium: false },
      },
      { method: 'DELETE', url: `/admin/api/event-registrations/${reg.id}/site` },
      { method: 'GET', url: '/admin/api/weather-recommendations' },
      { method: 'POST', url: '/admin/api/weather-recommendations', payload: { ...ruleBody, message: 'Sneaky' } },
      { method: 'PATCH', url: `/admin/api/weather-recommendations/${rule.id}`, payload: { message: 'Hijacked' } },
      { method: 'DELETE', url: `/admin/api/weather-recommendations/${rule.id}` },
      { method: 'GET', url: '/admin/api/attractions' },
      { method: 'POST', url: '/admin/api/attractions', payload: { ...placeBody, name: 'Sneaky' } },
      { method: 'PATCH', url: `/admin/api/attractions/${place.id}`, payload: { name: 'Hijacked' } },
      { method: 'DELETE', url: `/admin/api/attractions/${place.id}` },
      { method: 'GET', url: '/admin/api/challenges' },
      { method: 'POST', url: '/admin/api/challenges', payload: { ...challengeBody, name: 'Sneaky' } },
      { method: 'PATCH', url: `/admin/api/challenges/${challenge.id}`, payload: { name: 'Hijacked' } },
      { method: 'DELETE', url: `/admin/api/challenges/${challenge.id}` },
      { method: 'GET', url: '/admin/api/posts/reported' },
      { method: 'PUT', url: `/admin/api/posts/${post.id}/hidden`, payload: { hidden: true } },
    ];
    return { table, vendor, promo, ad, event, reg, rule, place, challenge, post, poster };
  }

  /** The admin routes the app actually has (so a new route cannot miss the table). */
  function registeredAdminRoutes(): string[] {
    return [...new Set(listRoutes(t.app).filter((r) => r.url.startsWith('/admin/api')).map(routeKey))].sort();
  }

  it('answers 401 on every route and method without the admin session, and changes nothing', async () => {
    const { table, vendor, promo, ad, event, reg, rule, place, challenge, post, poster } = await routeTable();
    const tableKeys = table.map((r) => `${r.method} ${r.url.replace(/\/\d+(?=\/[a-z-]+$|$)/, '/:id')}`).sort();
    expect(registeredAdminRoutes()).toEqual(tableKeys);

    const { cookie: userCookie } = await signUp(t.app);
    const { cookie: vendorCookie } = await signUpVendor(t.app);
    const loggedOut = await adminLogin(t.app);
    const out = await as(loggedOut, 'POST', '/admin-logout');
    expect(out.statusCode).toBe(200);

    const sessions: [string, Cookie | undefined][] = [
      ['no session', undefined],
      ['a signed-in user', userCookie],
      ['a vendor', vendorCookie],
      ['an admin who logged out', loggedOut],
      ['a forged admin cookie', 've_admin=forged'],
    ];
    for (const { method, url, payload } of table) {
      for (const [who, cookie] of sessions) {
        const res = await as(cookie, method, url, payload);
        expect(res.statusCode, `${method} ${url} as ${who}: ${res.body}`).toBe(401);
        expect(res.json()).toMatchObject({ message: 'Unauthorized' });
      }
    }

    const promos = (await asAdmin('GET', '/admin/api/promotions')).json();
    expect(promos.find((p: { id: number }) => p.id === promo.id).title).toBe('Guarded promotion');
    expect(promos.map((p: { title: string }) => p.title)).not.toContain('Sneaky');
    const adsNow = (await asAdmin('GET', '/admin/api/advertisements')).json();
    expect(adsNow.find((a: { id: number }) => a.id === ad.id).title).toBe('Guarded ad');
    const events = (await asAdmin('GET', '/admin/api/events')).json();
    expect(events.find((e: { id: number }) => e.id === event.id).name).toBe('Guarded');
    const regs = (await asAdmin('GET', '/admin/api/event-registrations')).json();
    expect(regs.find((r: { id: number }) => r.id === reg.id).status).toBe('pending');
    const vendors = (await asAdmin('GET', '/admin/api/vendors')).json();
    expect(vendors.find((v: { vendor: { id: number } }) => v.vendor.id === vendor.id).vendor.isActive).toBe(true);
    const rules = (await asAdmin('GET', '/admin/api/weather-recommendations')).json();
    expect(rules.find((r: { id: number }) => r.id === rule.id).message).toBe('Guarded rule');
    expect(rules.map((r: { message: string }) => r.message)).not.toContain('Sneaky');
    const places = (await asAdmin('GET', '/admin/api/attractions')).json();
    expect(places.find((a: { id: number }) => a.id === place.id).name).toBe('Guarded place');
    expect(places.map((a: { name: string }) => a.name)).not.toContain('Sneaky');
    const challengesNow = (await asAdmin('GET', '/admin/api/challenges')).json();
    expect(challengesNow.find((c: { id: number }) => c.id === challenge.id).name).toBe('Guarded trail');
    expect(challengesNow.map((c: { name: string }) => c.name)).not.toContain('Sneaky');
    expect((await as(poster, 'GET', '/api/posts')).json().posts.map((p: { id: number }) => p.id)).toContain(post.id);

    // And every entry of the table is a real, working route for the administrator.
    for (const { method, url, payload } of table) {
      const res = await asAdmin(method, url, payload);
      expect(res.statusCode, `${method} ${url} as admin: ${res.body}`).toBeLessThan(300);
    }
  });

  it('answers 401 before validating anything (bad ids, bad bodies)', async () => {
    const table: { method: Method; url: string; payload?: unknown }[] = [
      { method: 'PATCH', url: '/admin/api/vendors/abc', payload: {} },
      { method: 'PUT', url: '/admin/api/settings', payload: { vendorApproval: 'yes' } },
      { method: 'POST', url: '/admin/api/promotions', payload: {} },
      { method: 'PATCH', url: '/admin/api/promotions/0', payload: { title: '' } },
      { method: 'DELETE', url: '/admin/api/promotions/abc' },
      { method: 'POST', url: '/admin/api/advertisements', payload: {} },
      { method: 'PATCH', url: '/admin/api/advertisements/abc', payload: {} },
      { method: 'DELETE', url: '/admin/api/advertisements/-1' },
      { method: 'POST', url: '/admin/api/events', payload: {} },
      { method: 'PATCH', url: '/admin/api/events/abc', payload: {} },
      { method: 'GET', url: '/admin/api/event-registrations?status=nope' },
      { method: 'PATCH', url: '/admin/api/event-registrations/abc', payload: {} },
    ];
    for (const { method, url, payload } of table) {
      const res = await as(undefined, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(401);
    }
  });

  it('cannot be sidestepped by percent-encoding the path', async () => {
    for (const url of ['/%61dmin/api/platform-stats', '/admin/%61pi/vendors', '/%61dmin/%61pi/promotions']) {
      const res = await as(undefined, 'GET', url);
      expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(401);
    }
  });
});
