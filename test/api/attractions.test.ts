/**
 * The valley's attractions (issue 18 item 5, DESIGN §10.3): anyone reads them (partners first),
 * the administrator keeps them; a place outside the valley, an unknown type or a website that is
 * not a link is refused with 400 invalid_request and a message, and nothing is kept. Both engines.
 */
import { describe, expect, it } from 'vitest';
import { setupAdmin } from '../support/admin.js';
import { setupTestApp } from '../support/app.js';
import { adminEnv } from '../support/factories.js';

const t = setupTestApp({ env: adminEnv });
const { asAdmin } = setupAdmin(t);
const path = '/admin/api/attractions';

const tramway = {
  name: 'Palm Springs Aerial Tramway',
  type: 'landmark',
  address: '1 Tram Way, Palm Springs, CA 92262',
  latitude: 33.8372,
  longitude: -116.6139,
  website: 'https://pstramway.com',
};

describe('attractions', () => {
  it('are kept by the administrator and read by anyone, partners first', async () => {
    const created = await asAdmin('POST', path, tramway);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(Number), ...tramway, phone: null, isPartner: false });
    const partner = await asAdmin('POST', path, {
      name: '  Shields Date Garden ',
      type: 'landmark',
      address: '80225 US-111, Indio, CA 92201',
      latitude: 33.709,
      longitude: -116.2727,
      website: '',
      phone: '(760) 347-0996',
      isPartner: true,
    });
    expect(partner.statusCode, partner.body).toBe(201);
    expect(partner.json()).toMatchObject({ name: 'Shields Date Garden', website: null, isPartner: true });

    const open = await t.app.inject({ method: 'GET', url: '/api/attractions' });
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=300');
    expect(open.json().map((a: { name: string }) => a.name)).toEqual(['Shields Date Garden', 'Palm Springs Aerial Tramway']);
  });

  it('refuse a place outside the valley and other bad input with 400 invalid_request, keeping nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/attractions' })).json().length;
    for (const [bad, message] of [
      [{ ...tramway, latitude: 34.05, longitude: -118.24 }, 'inside the Coachella Valley'],
      [{ ...tramway, type: 'casino' }, 'Choose a type'],
      [{ ...tramway, name: ' ' }, 'Give the attraction a name'],
      [{ ...tramway, website: 'javascript:alert(1)' }, 'starting with http:// or https://'],
      [{ ...tramway, latitude: undefined }, 'Place the location on the map'],
    ] as const) {
      const res = await asAdmin('POST', path, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
      expect(res.json().message, JSON.stringify(bad)).toMatch(new RegExp(message, 'i'));
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/attractions' })).json().length).toBe(before);
  });

  it('change only what is sent and are deleted; an unknown one is 404 not_found; visitors get 401', async () => {
    const { id } = (await asAdmin('POST', path, { ...tramway, name: 'Indian Canyons', type: 'nature' })).json();
    const patched = await asAdmin('PATCH', `${path}/${id}`, { isPartner: true });
    expect(patched.json()).toMatchObject({ id, name: 'Indian Canyons', type: 'nature', isPartner: true });
    expect((await asAdmin('PATCH', `${path}/${id}`, { latitude: 40 })).statusCode).toBe(400);
    expect((await asAdmin('PATCH', `${path}/${id}`, {})).statusCode).toBe(400);
    expect((await asAdmin('DELETE', `${path}/${id}`)).statusCode).toBe(204);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await asAdmin(method, `${path}/${id}`, method === 'PATCH' ? { isPartner: false } : undefined);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Attraction not found' });
    }
    const visitor = await t.app.inject({ method: 'POST', url: path, payload: tramway });
    expect(visitor.statusCode).toBe(401);
  });
});
