/**
 * OpenID Connect sign-in against a real provider (oidc-provider) started inside the test.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';
import { cookiesFrom, signUp, uniqueEmail } from '../support/factories.js';

const PUBLIC_URL = 'http://localhost:3000';
let server: http.Server;
let issuer: string;
let t: TestApp;

/** The provider's people: who signs in next is `nextAccount`. */
type Claims = { email?: string; email_verified?: unknown; given_name?: string; family_name?: string };
const accounts = new Map<string, Claims>([
  ['lupe', { email: 'Lupe.Ortiz@Example.com', email_verified: true, given_name: 'Lupe', family_name: 'Ortiz' }],
]);
let nextAccount = 'lupe';

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
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    conformIdTokenClaims: false,
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, ...accounts.get(id) };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
  });
  const callback = provider.callback();
  server.on('request', async (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      // The person signs in as `nextAccount` and consents to what the client asked for.
      const details = await provider.interactionDetails(req, res);
      const grant = new provider.Grant({ accountId: nextAccount, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: nextAccount }, consent: { grantId } },
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
  it('sends "Join as Vendor" (screen=signup) to the provider too, keeping its returnTo', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/api/login?returnTo=%2Fvendor-registration&screen=signup' });
    expect(login.statusCode).toBe(302);
    expect(String(login.headers.location).startsWith(issuer)).toBe(true);
    expect(decodeURIComponent(cookiesFrom(login))).toContain('"returnTo":"/vendor-registration"');
  });

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

  it('sends a callback without the flow cookie back to the sign-in page with oidc_failed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/callback?code=x&state=y' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/sign-in?error=oidc_failed');
    expect(cookiesFrom(res)).not.toMatch(/ve_session=[^;]/);
  });
});

/** The whole round trip for one person at the provider; returns our callback's answer. */
async function signInAs(accountId: string, claims: Claims) {
  accounts.set(accountId, claims);
  nextAccount = accountId;
  const login = await t.app.inject({ method: 'GET', url: '/api/login' });
  const flowCookie = cookiesFrom(login);
  const jar = new Jar();
  let next = String(login.headers.location);
  let callbackUrl: URL | undefined;
  for (let hops = 0; hops < 10 && !callbackUrl; hops++) {
    const res = await fetch(next, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(res);
    const url = new URL(res.headers.get('location')!, next);
    if (url.origin === PUBLIC_URL) callbackUrl = url;
    else next = url.toString();
  }
  return t.app.inject({
    method: 'GET',
    url: `${callbackUrl!.pathname}${callbackUrl!.search}`,
    headers: { cookie: flowCookie, host: 'localhost:3000' },
  });
}

async function me(res: { headers: Record<string, unknown> }) {
  return t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookiesFrom(res) } });
}

async function counts() {
  const r = await t.database.db.execute<{ users: number; identities: number; sessions: number }>(
    sql`select (select count(*)::int from users) as users, (select count(*)::int from user_identities) as identities,
      (select count(*)::int from sessions) as sessions`,
  );
  return r.rows[0];
}

describe('linking by e-mail (issue 16 item 5)', () => {
  it('never attaches a login to a password account, even with a verified e-mail: back to sign-in with account_exists, nothing written', async () => {
    const { body, user } = await signUp(t.app);
    const before = await counts();
    const back = await signInAs('mallory-verified', { email: body.email.toUpperCase(), email_verified: true, given_name: 'M' });
    expect(back.statusCode, back.body).toBe(302);
    expect(back.headers.location).toBe('/sign-in?error=account_exists');
    expect(cookiesFrom(back)).not.toMatch(/ve_session=[^;]/);
    expect(await counts()).toEqual(before);
    // The password still signs in, to the same account, with no identity attached.
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: body.email, password: body.password } });
    expect(ok.json().id).toBe(user.id);
    const linked = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from user_identities where user_id = ${user.id}`,
    );
    expect(linked.rows[0].n).toBe(0);
  });

  it('never links an unverified e-mail: the identity gets its own account without an e-mail', async () => {
    const { body, user } = await signUp(t.app);
    for (const email_verified of [false, 'true', undefined]) {
      const back = await signInAs(`mallory-${String(email_verified)}`, { email: body.email, email_verified, given_name: 'Mal' });
      expect(back.statusCode, back.body).toBe(302);
      const who = await me(back);
      expect(who.statusCode).toBe(200);
      expect(who.json().id).not.toBe(user.id);
      expect(who.json()).toMatchObject({ email: null, firstName: 'Mal' });
    }
    // An unverified address is not stored, so it does not take the e-mail from its owner either.
    const free = uniqueEmail('unclaimed');
    const back = await signInAs('squatter', { email: free, email_verified: false, given_name: 'Sq' });
    expect((await me(back)).json().email).toBeNull();
    await signUp(t.app, { email: free });
  });

  it('links a verified e-mail to an account that has no password, and finds the identity again next time', async () => {
    const email = uniqueEmail('oidc-only');
    const first = await signInAs('ana-1', { email, email_verified: true, given_name: 'Ana' });
    const firstUser = (await me(first)).json();
    expect(firstUser.email).toBe(email);
    // Another identity whose provider vouches for the same address joins that account.
    const second = await signInAs('ana-2', { email, email_verified: true, given_name: 'Ana' });
    expect((await me(second)).json().id).toBe(firstUser.id);
    // The first identity signs in to the same account again, whatever its claims say now.
    const again = await signInAs('ana-1', { email: uniqueEmail('changed'), email_verified: false, given_name: 'Ana' });
    expect((await me(again)).json().id).toBe(firstUser.id);
  });
});
