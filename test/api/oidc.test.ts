/**
 * OpenID Connect sign-in against a real provider (oidc-provider) started inside the test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { cookiesFrom } from '../support/factories.js';

const PUBLIC_URL = 'http://localhost:3000';
let server: http.Server;
let issuer: string;
let t: TestApp;

/** Provider-side cookie jar for the browser that the test plays. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      this.cookies.set(pair.slice(0, i), pair.slice(i + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

beforeAll(async () => {
  server = http.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'valley-eats',
        client_secret: 'a-test-client-secret',
        redirect_uris: [`${PUBLIC_URL}/api/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, email: 'Lupe.Ortiz@Example.com', given_name: 'Lupe', family_name: 'Ortiz' };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      // The person signs in as "lupe" and consents to what the client asked for.
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: 'lupe', clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: 'lupe' }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    callback(req, res);
  });
  t = await createTestApp({
    env: {
      PUBLIC_URL,
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'valley-eats',
      OIDC_CLIENT_SECRET: 'a-test-client-secret',
    },
  });
}, 60_000);

afterAll(async () => {
  await t?.close();
  server?.close();
});

describe('OpenID Connect sign-in', () => {
  it('creates the user from the ID token on first sign-in and returns to the page', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=/vendor-dashboard' });
    expect(login.statusCode).toBe(302);
    const authUrl = String(login.headers.location);
    expect(authUrl.startsWith(issuer)).toBe(true);
    expect(authUrl).toContain('code_challenge_method=S256');
    const flowCookie = cookiesFrom(login);

    // Play the browser at the provider until it redirects back to us.
    const jar = new Jar();
    let next = authUrl;
    let callbackUrl: URL | undefined;
    for (let hops = 0; hops < 10 && !callbackUrl; hops++) {
      const res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
      jar.take(res);
      const location = res.headers.get('location');
      expect(location, `hop ${hops} answered ${res.status}`).toBeTruthy();
      const url = new URL(location!, next);
      if (url.origin === PUBLIC_URL) callbackUrl = url;
      else next = url.toString();
    }
    expect(callbackUrl?.pathname).toBe('/api/callback');

    const back = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl!.pathname}${callbackUrl!.search}`,
      headers: { cookie: flowCookie, host: 'localhost:3000' },
    });
    expect(back.statusCode, back.body).toBe(302);
    expect(back.headers.location).toBe('/vendor-dashboard');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookiesFrom(back) } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'lupe.ortiz@example.com', firstName: 'Lupe', lastName: 'Ortiz' });
  });

  it('refuses a callback without the flow cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/callback?code=x&state=y' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Sign-in with the identity provider failed. Please try again.');
  });
});
