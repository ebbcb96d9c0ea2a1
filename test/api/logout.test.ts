/**
 * Logging out is a POST (issue 16 item 3). A GET of /api/logout — what an <img src="/api/logout">
 * on any page, or a vendor's photo URL, makes every visitor's browser send — signs nobody out; it
 * leads to the page that asks to confirm.
 */
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';

const t = setupTestApp();

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('logout', () => {
  it('GET /api/logout (an image, a link) leaves the session alone and leads to the confirmation page', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/logout',
      headers: { cookie, accept: 'image/avif,image/webp,*/*', 'sec-fetch-dest': 'image' },
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/logout');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('POST /api/logout ends the session and answers JSON', async () => {
    const { cookie } = await signUp(t.app);
    // Used first, so the signed-in session is warm in the server's memory too.
    expect((await me(cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(String(out.headers['set-cookie'])).toMatch(/ve_session=;/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('POST /api/logout from another site is refused and signs nobody out', async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('POST /api/logout without a session is a harmless success', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
  });
});
