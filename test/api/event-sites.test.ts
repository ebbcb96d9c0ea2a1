/**
 * Event sites (issue 18 item 6, DESIGN §10.3, decision 0038): the administrator who approves a
 * registration may place the vendor on the event's site (spot name, position inside the valley,
 * premium), move the spot or take it away; only an approved registration has a spot, one per
 * vendor per event. GET /api/events says who is where, premium spots first, then by name.
 * Bad input is 400 invalid_request (a place outside the valley) or 409 registration_not_approved,
 * and writes nothing. Both engines.
 */
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventVendorLocations } from '../../src/server/db/schema.js';
import { AdminEventRegistrationSchema, PublicEventSchema } from '../../src/shared/schemas/events.js';
import { setupAdmin } from '../support/admin.js';
import { setupTestApp } from '../support/app.js';
import { adminEnv, signUp, signUpVendor } from '../support/factories.js';

const t = setupTestApp({ env: adminEnv });
const { as, asAdmin } = setupAdmin(t);
const DAY = 24 * 60 * 60 * 1000;
const future = (days: number) => new Date(Date.now() + days * DAY).toISOString();

async function createEvent(name: string) {
  const res = await asAdmin('POST', '/admin/api/events', {
    name,
    type: 'night_market',
    startDate: future(5),
    endDate: future(6),
    venue: 'Riverside County Fairgrounds, Indio',
    specialLocations: ['Date Palm Row', 'Main Stage Plaza'],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
}

/** A live vendor registered for the event: {registrationId, vendorId, cookie}. */
async function registered(eventId: number, businessName: string) {
  const vendor = await signUpVendor(t.app, { businessName });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/register`,
    headers: { cookie: vendor.cookie },
    payload: { requestedLocation: 'Date Palm Row' },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { registrationId: res.json().id as number, vendorId: vendor.vendor.id, cookie: vendor.cookie };
}

async function approve(registrationId: number, extra: Record<string, unknown> = {}) {
  const res = await asAdmin('PATCH', `/admin/api/event-registrations/${registrationId}`, { status: 'approved', ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return AdminEventRegistrationSchema.parse(res.json());
}

const place = (registrationId: number, site: unknown) => asAdmin('PUT', `/admin/api/event-registrations/${registrationId}/site`, site);

async function whoIsWhere(eventId: number) {
  const res = await t.app.inject({ method: 'GET', url: '/api/events' });
  expect(res.statusCode).toBe(200);
  const event = res.json().map((e: unknown) => PublicEventSchema.parse(e)).find((e: { id: number }) => e.id === eventId);
  return event.sites as { vendorId: number; businessName: string; locationName: string; latitude: number; longitude: number; isPremium: boolean }[];
}

async function siteRows(vendorId: number) {
  const [row] = await t.database.db.select({ n: count() }).from(eventVendorLocations).where(eq(eventVendorLocations.vendorId, vendorId));
  return row.n;
}

const rowB4 = { locationName: 'Row B, spot 4', latitude: 33.7185, longitude: -116.2206, isPremium: false };

describe('event sites', () => {
  it('places an approved vendor, moves the spot on a second placing (one spot), and removes it idempotently', async () => {
    const event = await createEvent('Indio Night Market');
    const reg = await registered(event.id, 'Tacos El Sol');
    await approve(reg.registrationId);

    const placed = await place(reg.registrationId, rowB4);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(AdminEventRegistrationSchema.parse(placed.json())).toMatchObject({
      id: reg.registrationId,
      status: 'approved',
      site: rowB4,
    });
    // The same placing twice changes nothing; another moves the one spot.
    expect((await place(reg.registrationId, rowB4)).json().site).toEqual(rowB4);
    const moved = await place(reg.registrationId, { locationName: '  Main Stage, spot 1 ', latitude: 33.7191, longitude: -116.2199, isPremium: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().site).toEqual({ locationName: 'Main Stage, spot 1', latitude: 33.7191, longitude: -116.2199, isPremium: true });
    expect(await siteRows(reg.vendorId)).toBe(1);

    // The vendor sees the spot on their own registration, and customers on the events page.
    const mine = await t.app.inject({ method: 'GET', url: '/api/my-vendor/events', headers: { cookie: reg.cookie } });
    expect(mine.json()[0].site).toMatchObject({ locationName: 'Main Stage, spot 1', isPremium: true });
    expect(await whoIsWhere(event.id)).toEqual([
      { vendorId: reg.vendorId, businessName: 'Tacos El Sol', locationName: 'Main Stage, spot 1', latitude: 33.7191, longitude: -116.2199, isPremium: true },
    ]);
    const listed = (await asAdmin('GET', `/admin/api/event-registrations?eventId=${event.id}`)).json();
    expect(listed[0].site).toMatchObject({ locationName: 'Main Stage, spot 1' });

    // Removing: the spot is gone, and removing again is the same answer.
    for (let i = 0; i < 2; i++) {
      const removed = await asAdmin('DELETE', `/admin/api/event-registrations/${reg.registrationId}/site`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ id: reg.registrationId, status: 'approved', site: null });
    }
    expect(await siteRows(reg.vendorId)).toBe(0);
    expect(await whoIsWhere(event.id)).toEqual([]);
  });

  it('lets approving place the vendor at once; null takes the spot away; rejecting clears it', async () => {
    const event = await createEvent('Valley Street Food Weekend');
    const reg = await registered(event.id, 'Churros Palm Canyon');
    const approved = await approve(reg.registrationId, { approvedLocation: 'Dessert Alley', site: { ...rowB4, isPremium: true } });
    expect(approved).toMatchObject({ status: 'approved', approvedLocation: 'Dessert Alley', site: { ...rowB4, isPremium: true } });
    // A later decision without `site` keeps it; `site: null` removes it.
    expect((await approve(reg.registrationId, { isPaid: true })).site).toMatchObject({ locationName: 'Row B, spot 4' });
    expect((await approve(reg.registrationId, { site: null })).site).toBeNull();
    await approve(reg.registrationId, { site: rowB4 });
    expect(await siteRows(reg.vendorId)).toBe(1);

    // Rejecting (or sending back to pending) leaves no spot behind.
    const rejected = await asAdmin('PATCH', `/admin/api/event-registrations/${reg.registrationId}`, { status: 'rejected' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().site).toBeNull();
    expect(await siteRows(reg.vendorId)).toBe(0);
    expect(await whoIsWhere(event.id)).toEqual([]);
  });

  it('refuses a spot outside the valley and other bad input with 400 invalid_request, writing nothing', async () => {
    const event = await createEvent('Coachella Food Truck Rally');
    const reg = await registered(event.id, 'Mariscos El Güero');
    await approve(reg.registrationId, { site: rowB4 });
    for (const [bad, message] of [
      [{ ...rowB4, latitude: 34.0522, longitude: -118.2437 }, 'inside the Coachella Valley'], // Los Angeles
      [{ ...rowB4, longitude: -115.5 }, 'inside the Coachella Valley'],
      [{ ...rowB4, locationName: '  ' }, 'Name the spot'],
      [{ ...rowB4, locationName: 'x'.repeat(121) }, 'Name the spot'],
      [{ ...rowB4, latitude: undefined }, 'Place the location on the map'],
      [{ ...rowB4, isPremium: 'yes' }, 'Premium must be true or false'],
    ] as const) {
      const res = await place(reg.registrationId, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
      expect(res.json().message, JSON.stringify(bad)).toMatch(new RegExp(message, 'i'));
    }
    // Through the approval too: 400, and the registration is left as it was.
    const viaPatch = await asAdmin('PATCH', `/admin/api/event-registrations/${reg.registrationId}`, {
      status: 'approved',
      isPaid: true,
      site: { ...rowB4, latitude: 36.1699, longitude: -115.1398 }, // Las Vegas
    });
    expect(viaPatch.statusCode).toBe(400);
    expect(viaPatch.json()).toMatchObject({ code: 'invalid_request', message: expect.stringMatching(/inside the Coachella Valley/) });
    const after = (await asAdmin('GET', `/admin/api/event-registrations?eventId=${event.id}`)).json()[0];
    expect(after).toMatchObject({ isPaid: false, site: rowB4 });
    expect(await siteRows(reg.vendorId)).toBe(1);
  });

  it('gives a spot only to an approved registration (409 registration_not_approved) and 404 for an unknown one', async () => {
    const event = await createEvent('Palm Desert Food Truck Night');
    const pending = await registered(event.id, 'Pupusería La Ceiba');
    const res = await place(pending.registrationId, rowB4);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'registration_not_approved',
      message: 'Only an approved registration can be placed on the event site',
    });
    for (const status of ['pending', 'rejected']) {
      const patch = await asAdmin('PATCH', `/admin/api/event-registrations/${pending.registrationId}`, { status, isPaid: true, site: rowB4 });
      expect(patch.statusCode, patch.body).toBe(409);
      expect(patch.json().code).toBe('registration_not_approved');
    }
    const list = (await asAdmin('GET', `/admin/api/event-registrations?eventId=${event.id}`)).json();
    expect(list[0]).toMatchObject({ status: 'pending', isPaid: false, site: null });
    expect(await siteRows(pending.vendorId)).toBe(0);

    for (const method of ['PUT', 'DELETE'] as const) {
      const unknown = await asAdmin(method, '/admin/api/event-registrations/999999/site', method === 'PUT' ? rowB4 : undefined);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'not_found', message: 'Registration not found' });
    }
  });

  it('is the administrator’s alone: visitors, users and vendors (even the registered one) get 401, and nothing changes', async () => {
    const event = await createEvent('Rancho Mirage Night Bites');
    const reg = await registered(event.id, 'Dulce Desierto');
    await approve(reg.registrationId, { site: rowB4 });
    const user = await signUp(t.app);
    for (const cookie of [undefined, user.cookie, reg.cookie]) {
      for (const [method, payload] of [
        ['PUT', { ...rowB4, locationName: 'Hijacked' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await as(cookie, method, `/admin/api/event-registrations/${reg.registrationId}/site`, payload);
        expect(res.statusCode, `${method} as ${cookie ? 'signed in' : 'visitor'}`).toBe(401);
      }
    }
    expect((await whoIsWhere(event.id)).map((s) => s.locationName)).toEqual(['Row B, spot 4']);
  });

  it('lists who is where premium first, then by business name, only approved and visible vendors', async () => {
    const event = await createEvent('Cathedral City Taco Walk');
    const zeta = await registered(event.id, 'Zeta Tacos');
    const alpha = await registered(event.id, 'alpha Birria');
    const mango = await registered(event.id, 'Mango Raspados');
    const boba = await registered(event.id, 'Boba Oasis');
    const hidden = await registered(event.id, 'Hidden Truck');
    await approve(zeta.registrationId, { site: { ...rowB4, locationName: 'Row Z' } });
    await approve(alpha.registrationId, { site: { ...rowB4, locationName: 'Row A' } });
    await approve(mango.registrationId, { site: { ...rowB4, locationName: 'Gate 5', isPremium: true } });
    await approve(boba.registrationId, { site: { ...rowB4, locationName: 'Main Stage', isPremium: true } });
    await approve(hidden.registrationId, { site: { ...rowB4, locationName: 'Back lot' } });
    // A deactivated vendor is not shown to customers.
    expect((await asAdmin('PATCH', `/admin/api/vendors/${hidden.vendorId}`, { isActive: false })).statusCode).toBe(200);

    const sites = await whoIsWhere(event.id);
    expect(sites.map((s) => [s.businessName, s.locationName, s.isPremium])).toEqual([
      ['Boba Oasis', 'Main Stage', true],
      ['Mango Raspados', 'Gate 5', true],
      ['alpha Birria', 'Row A', false],
      ['Zeta Tacos', 'Row Z', false],
    ]);
    expect(sites[0]).toEqual({
      vendorId: boba.vendorId,
      businessName: 'Boba Oasis',
      locationName: 'Main Stage',
      latitude: 33.7185,
      longitude: -116.2206,
      isPremium: true,
    });
    // Other events are not mixed in.
    const other = await createEvent('Empty Fair');
    expect(await whoIsWhere(other.id)).toEqual([]);
  });
});
