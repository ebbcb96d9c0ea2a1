/**
 * Vendor locations and the week by place (issue 18 item 1, DESIGN §10.3): the owner keeps named
 * locations (one main), ties each shift to one, and customers see where the truck is now or next
 * today (`currentLocation` on the list and the detail), a check-in's place first; only the owner
 * writes; another vendor's location is refused and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import { type Cookie, signUp, signUpVendor } from '../support/factories.js';

// Tuesday 2026-11-24, 12:00 in the valley (20:00 UTC).
const TUESDAY_NOON = new Date('2026-11-24T20:00:00Z');
let clock = TUESDAY_NOON;
const t = setupTestApp({ now: () => clock });

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, cookie?: Cookie, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload === undefined ? {} : { payload }) });

const indio = { locationName: 'Indio Blvd', address: '82-500 Indio Blvd, Indio, CA', latitude: 33.7206, longitude: -116.2156 };
const market = { locationName: 'Palm Desert market', address: '73-500 El Paseo, Palm Desert, CA', latitude: 33.7222, longitude: -116.3745 };

async function listed(vendorId: number) {
  const entry = (await call('GET', '/api/vendors')).json().find((e: { vendor: { id: number } }) => e.vendor.id === vendorId);
  expect(entry).toBeDefined();
  return entry as { currentLocation: { id: number; locationName: string } | null };
}

describe('vendor locations', () => {
  it('the owner adds, edits and deletes locations; one is main; customers see the active ones', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const url = `/api/vendors/${vendor.id}/locations`;
    const a = await call('POST', url, cookie, { ...indio, isMainLocation: true });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json()).toMatchObject({ ...indio, isMainLocation: true, isActive: true });
    const b = await call('POST', url, cookie, { ...market, isMainLocation: true });
    expect(b.statusCode).toBe(201);
    // Marking the second main unmarks the first.
    const mine = (await call('GET', url, cookie)).json();
    expect(mine.map((l: { locationName: string; isMainLocation: boolean }) => [l.locationName, l.isMainLocation])).toEqual([
      ['Indio Blvd', false],
      ['Palm Desert market', true],
    ]);

    // Hidden from customers, still the owner's.
    const hidden = await call('PATCH', `/api/vendor-locations/${a.json().id}`, cookie, { isActive: false });
    expect(hidden.statusCode).toBe(200);
    expect((await call('GET', url)).json().map((l: { id: number }) => l.id)).toEqual([b.json().id]);
    expect((await call('GET', url, cookie)).json()).toHaveLength(2);
    expect((await call('GET', `/api/vendors/${vendor.id}`)).json().locations.map((l: { id: number }) => l.id)).toEqual([b.json().id]);

    expect((await call('DELETE', `/api/vendor-locations/${a.json().id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', url, cookie)).json()).toHaveLength(1);
  });

  it('refuses bad input with a code and lets only the owner write', async () => {
    const { cookie, vendor } = await signUpVendor(t.app);
    const other = await signUpVendor(t.app);
    const { cookie: plain } = await signUp(t.app);
    const url = `/api/vendors/${vendor.id}/locations`;
    const outside = await call('POST', url, cookie, { ...indio, latitude: 40.7 });
    expect(outside.statusCode).toBe(400);
    const unnamed = await call('POST', url, cookie, { ...indio, locationName: '  ' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toContain('Give the location a name');
    expect((await call('POST', url, undefined, indio)).statusCode).toBe(401);
    expect((await call('POST', url, other.cookie, indio)).statusCode).toBe(403);
    expect((await call('GET', url, cookie)).json()).toEqual([]);

    const created = (await call('POST', url, cookie, indio)).json();
    for (const [who, status] of [
      [undefined, 401],
      [plain, 403],
      [other.cookie, 403],
    ] as const) {
      expect((await call('PATCH', `/api/vendor-locations/${created.id}`, who, { locationName: 'Mine now' })).statusCode).toBe(status);
      expect((await call('DELETE', `/api/vendor-locations/${created.id}`, who)).statusCode).toBe(status);
    }
    expect((await call('PATCH', `/api/vendor-locations/${created.id}`, cookie, {})).statusCode).toBe(400);
    expect((await call('GET', url, cookie)).json()[0].locationName).toBe('Indio Blvd');
    expect((await call('DELETE', '/api/vendor-locations/999999', cookie)).statusCode).toBe(404);
  });

  it('ties shifts to places: the list and the detail say where the truck is now or next today, a check-in first', async () => {
    clock = TUESDAY_NOON;
    const { cookie, vendor } = await signUpVendor(t.app);
    const other = await signUpVendor(t.app);
    const a = (await call('POST', `/api/vendors/${vendor.id}/locations`, cookie, indio)).json();
    const b = (await call('POST', `/api/vendors/${vendor.id}/locations`, cookie, market)).json();
    const theirs = (await call('POST', `/api/vendors/${other.vendor.id}/locations`, other.cookie, indio)).json();
    // Tuesday: Indio Blvd 11:00–14:00, then the market 17:00–21:00. Other days: the listed address.
    const week = [
      {
        dayOfWeek: 2,
        isClosed: false,
        shifts: [
          { openTime: '11:00', closeTime: '14:00', locationId: a.id },
          { openTime: '17:00', closeTime: '21:00', locationId: b.id },
        ],
      },
      { dayOfWeek: 3, isClosed: false, shifts: [{ openTime: '11:00', closeTime: '21:00' }] },
    ];
    const refused = await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, [
      { ...week[0], shifts: [{ openTime: '11:00', closeTime: '14:00', locationId: theirs.id }] },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('invalid_location');
    expect((await call('GET', `/api/vendors/${vendor.id}`)).json().businessHours).toEqual([]);

    const saved = await call('PUT', `/api/vendors/${vendor.id}/hours`, cookie, week);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().map((h: { locationId: number | null }) => h.locationId)).toEqual([a.id, b.id, null]);

    const here = (await listed(vendor.id)).currentLocation;
    expect(here).toEqual({ id: a.id, locationName: indio.locationName, address: indio.address, latitude: indio.latitude, longitude: indio.longitude });
    // Between shifts: the market, next today.
    clock = new Date('2026-11-24T23:00:00Z'); // 15:00
    expect((await listed(vendor.id)).currentLocation?.locationName).toBe('Palm Desert market');
    expect((await call('GET', `/api/vendors/${vendor.id}`)).json().currentLocation?.id).toBe(b.id);
    // Wednesday: no place named, the listed address.
    clock = new Date('2026-11-25T20:00:00Z');
    expect((await listed(vendor.id)).currentLocation).toBeNull();

    // A check-in at a place wins over the schedule while it holds.
    clock = TUESDAY_NOON;
    expect((await call('POST', `/api/vendors/${vendor.id}/check-in`, cookie, { locationId: b.id })).statusCode).toBe(200);
    expect((await listed(vendor.id)).currentLocation?.locationName).toBe('Palm Desert market');
    const detail = (await call('GET', `/api/vendors/${vendor.id}`)).json();
    expect(detail.hereNow.locationName).toBe('Palm Desert market');
    expect(detail.currentLocation.id).toBe(b.id);

    // Deleting a place its hours name: those hours fall back to the listed address.
    await call('DELETE', `/api/vendors/${vendor.id}/check-in`, cookie);
    expect((await call('DELETE', `/api/vendor-locations/${a.id}`, cookie)).statusCode).toBe(204);
    const after = (await call('GET', `/api/vendors/${vendor.id}`)).json();
    expect(after.businessHours.map((h: { locationId: number | null }) => h.locationId)).toEqual([null, b.id, null]);
    expect(after.currentLocation).toBeNull();
  });
});
