/**
 * A vendor's short link and QR code (issue 23 item 10): /v/:id leads to the preorder page; the QR
 * code holds that link on PUBLIC_URL (or the request's own address, kept out of shared caches).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/server/app.js';
import { qrSvg } from '../../src/server/vendors/share.js';
import { testConfig } from '../../src/server/config.js';
import { mailEnv } from '../support/fake-smtp-server.js';
import { setupTestApp, TEST_SESSION_SECRET } from '../support/app.js';
import { createVendor, signUp, signUpVendor } from '../support/factories.js';

const t = setupTestApp({ env: { AUTH_RATE_LIMIT: '0' } });
const others: App[] = [];
afterAll(async () => {
  for (const app of others) await app.close();
});

describe('a vendor’s short link and QR code', () => {
  it('sends /v/:id to the vendor’s preorder page, and refuses a malformed id', async () => {
    const { vendor } = await signUpVendor(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/v/${vendor.id}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/guest-preorder?vendor=${vendor.id}`);
    expect((await t.app.inject({ method: 'GET', url: '/v/not-a-number' })).statusCode).toBe(400);
  });

  it('draws the short link on PUBLIC_URL as an SVG QR code that shared caches may keep', async () => {
    const app = await buildApp(testConfig(await mailEnv({ SESSION_SECRET: TEST_SESSION_SECRET, AUTH_RATE_LIMIT: '0', PUBLIC_URL: 'https://valleyeats.example/' })), {
      database: t.database,
      clientDir: '/nonexistent-client-dir',
    });
    others.push(app);
    const { vendor } = await signUpVendor(t.app);
    const res = await app.inject({ method: 'GET', url: `/api/vendors/${vendor.id}/qr.svg`, headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    // The code holds exactly https://valleyeats.example/v/<id>, whatever Host the request named.
    expect(res.body).toBe(await qrSvg(`https://valleyeats.example/v/${vendor.id}`));
    expect(res.body).not.toBe(await qrSvg(`https://valleyeats.example/v/${vendor.id + 1}`));
  });

  it('without PUBLIC_URL uses the request’s address and keeps the picture private; 404 for no such vendor', async () => {
    const { vendor } = await signUpVendor(t.app);
    const res = await t.app.inject({ method: 'GET', url: `/api/vendors/${vendor.id}/qr.svg`, headers: { host: 'truck.local:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.body).toBe(await qrSvg(`http://truck.local:3000/v/${vendor.id}`));
    const missing = await t.app.inject({ method: 'GET', url: '/api/vendors/987654/qr.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Vendor not found' });
  });

  it('draws no code for a vendor that is not live yet, except for its owner (issue 43 item 9)', async () => {
    const { cookie } = await signUp(t.app);
    const vendor = await createVendor(t.app, cookie, {}, { live: false });
    const url = `/api/vendors/${vendor.id}/qr.svg`;
    const stranger = await t.app.inject({ method: 'GET', url });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Vendor not found' });
    const rival = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: rival.cookie } })).statusCode).toBe(404);
    const owner = await t.app.inject({ method: 'GET', url, headers: { cookie, host: 'truck.local:3000' } });
    expect(owner.statusCode).toBe(200);
    expect(owner.headers['cache-control']).toBe('private, max-age=3600');
    expect(owner.body).toBe(await qrSvg(`http://truck.local:3000/v/${vendor.id}`));
  });
});
