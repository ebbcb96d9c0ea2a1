import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../support/app.js';
import { signUp } from '../support/factories.js';

const clientDir = mkdtempSync(path.join(os.tmpdir(), 've-client-'));
writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Valley Eats</title><div id="root"></div>');
mkdirSync(path.join(clientDir, 'assets'));
writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), 'console.log(1)');

const t = setupTestApp({
  clientDir,
  extraRoutes: (app) => {
    app.post('/api/test-echo', async (request) => ({ got: request.body }));
  },
});

/** A POST to the echo route: JSON unless `headers` says otherwise. */
const echo = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/test-echo', headers: { 'content-type': 'application/json', ...headers }, payload });

describe('server shell', () => {
  it('answers the health check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ message: 'Not found' });
  });

  it('serves index.html for app routes, kept by no shared cache', async () => {
    for (const url of ['/', '/vendor-dashboard', '/some/unknown/page?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('writes who is signed in into the page: null for a visitor, the public user otherwise, safely escaped', async () => {
    const boot = (html: string) => {
      const m = html.match(/<script type="application\/json" id="ve-auth">(.*?)<\/script>/s);
      expect(m, html).not.toBeNull();
      return m![1];
    };
    const visitor = await t.app.inject({ method: 'GET', url: '/' });
    expect(JSON.parse(boot(visitor.body))).toBeNull();

    const { user, cookie } = await signUp(t.app, { firstName: '</script><script>alert(1)</script>', lastName: 'O\u2028Neil & Co' });
    const page = await t.app.inject({ method: 'GET', url: '/loyalty-program', headers: { cookie } });
    const raw = boot(page.body);
    expect(raw).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(raw)).toEqual({
      id: user.id,
      email: user.email,
      firstName: '</script><script>alert(1)</script>',
      lastName: 'O\u2028Neil & Co',
      profileImageUrl: null,
    });
    expect(page.body).not.toMatch(/password|hash/i);

    // A forged or stale cookie is a visitor, not an error.
    const forged = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: `${cookie.split('=')[0]}=s%3Aforged.sig` } });
    expect(forged.statusCode).toBe(200);
    expect(JSON.parse(boot(forged.body))).toBeNull();
  });

  it('serves hashed assets with a long-lived cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await echo(JSON.stringify({ blob: 'x'.repeat(1024 * 1024 + 10) }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Request body is too large');
  });

  it('accepts only JSON for writes', async () => {
    const res = await echo('hello', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Requests that change data must be sent as JSON');
  });

  it('refuses a write from a foreign Origin with 403', async () => {
    const res = await echo('{}', { origin: 'https://evil.example', host: 'localhost:3000' });
    expect(res.statusCode).toBe(403);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await echo('{"a":');
    expect(res.statusCode).toBe(400);
  });
});

describe('writes', () => {
  it('accepts a JSON write from the same origin', async () => {
    const res = await echo('{"a":1}', { origin: 'http://localhost:3000', host: 'localhost:3000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ got: { a: 1 } });
  });
});

describe('security headers', () => {
  it('sends a CSP without inline script, nosniff, frame denial and a referrer policy', async () => {
    for (const url of ['/api/health', '/', '/api/nope']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});
