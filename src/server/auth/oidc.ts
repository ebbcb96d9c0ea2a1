/**
 * Optional OpenID Connect sign-in (DESIGN §3), off unless OIDC_ISSUER, OIDC_CLIENT_ID and
 * OIDC_CLIENT_SECRET are set. Authorization code flow with PKCE and state, through openid-client.
 * The first sign-in creates the user from the ID token's names and, when the provider says it is
 * verified, its e-mail; see upsertOidcUser for when an existing account is linked.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as Client from 'openid-client';
import type { SignInProblem } from '../../shared/schemas/auth.js';
import { publicOrigin } from '../public-origin.js';
import { upsertOidcUser } from './queries.js';
import { startSession } from './session.js';

const FLOW_COOKIE = 've_oidc';

export interface OidcService {
  authorizationUrl(request: FastifyRequest, reply: FastifyReply, returnTo: string): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    oidc?: OidcService;
  }
}

export function installOidc(app: FastifyInstance): void {
  const { config } = app.ctx;
  if (!config.OIDC_ISSUER || !config.OIDC_CLIENT_ID || !config.OIDC_CLIENT_SECRET) return;
  const issuer = new URL(config.OIDC_ISSUER);
  // openid-client loads only on a server that signs in through OIDC (decision 0048, memory).
  const loading = import('openid-client');
  let discovered: Promise<Client.Configuration> | undefined;
  const configuration = async () => {
    const client = await loading;
    discovered ??= client
      .discovery(
        issuer,
        config.OIDC_CLIENT_ID!,
        config.OIDC_CLIENT_SECRET!,
        undefined,
        issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((err) => {
        discovered = undefined;
        throw err;
      });
    return discovered;
  };
  const cookieOptions = {
    path: '/api/callback',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.NODE_ENV === 'production',
    signed: true,
    maxAge: 600,
  };

  app.decorate('oidc', {
    async authorizationUrl(request, reply, returnTo) {
      const cfg = await configuration();
      const client = await loading;
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      reply.setCookie(FLOW_COOKIE, JSON.stringify({ verifier, state, nonce, returnTo }), cookieOptions);
      return client
        .buildAuthorizationUrl(cfg, {
          redirect_uri: `${publicOrigin(request, config.PUBLIC_URL)}/api/callback`,
          scope: 'openid email profile',
          code_challenge: await client.calculatePKCECodeChallenge(verifier),
          code_challenge_method: 'S256',
          state,
          nonce,
        })
        .toString();
    },
  } satisfies OidcService);

  /**
   * The callback is a page the browser navigates to: a failure sends the person back to the
   * sign-in page with the reason's stable code (the page says it in their language), never a
   * bare JSON answer.
   */
  const backToSignIn = (reply: FastifyReply, code: SignInProblem, returnTo = '/') => {
    const params = new URLSearchParams({ error: code });
    if (returnTo !== '/') params.set('returnTo', returnTo);
    return reply.redirect(`/sign-in?${params}`, 302);
  };

  app.get('/api/callback', async (request, reply) => {
    const raw = request.cookies[FLOW_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    reply.clearCookie(FLOW_COOKIE, { path: cookieOptions.path });
    if (!unsigned?.valid || !unsigned.value) return backToSignIn(reply, 'oidc_failed');
    const flow = JSON.parse(unsigned.value) as { verifier: string; state: string; nonce: string; returnTo: string };
    let claims: Client.IDToken | undefined;
    try {
      const cfg = await configuration();
      const client = await loading;
      const current = new URL(request.url, publicOrigin(request, config.PUBLIC_URL));
      const tokens = await client.authorizationCodeGrant(cfg, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
      });
      claims = tokens.claims();
    } catch (err) {
      request.log.warn({ err }, 'OpenID Connect callback failed');
    }
    if (!claims) return backToSignIn(reply, 'oidc_failed', flow.returnTo);
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
    const result = await upsertOidcUser(app.ctx.database.db, {
      issuer: claims.iss,
      subject: claims.sub,
      email: str(claims.email)?.toLowerCase() ?? null,
      // Only a literal true counts (a string "true" or a missing claim does not).
      emailVerified: claims.email_verified === true,
      firstName: str(claims.given_name) ?? str(claims.name),
      lastName: str(claims.family_name),
    });
    if ('conflict' in result) return backToSignIn(reply, 'account_exists', flow.returnTo);
    await startSession(app.ctx, request, reply, { kind: 'user', userId: result.user.id });
    return reply.redirect(flow.returnTo || '/', 302);
  });
}
