/**
 * Accounts (DESIGN §3): /api/login, /api/logout, /api/auth/*, and the administrator's
 * /secret-admin-login, /admin-status, /admin-logout.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t, translate } from '../../shared/messages/index.js';
import { safeReturnTo } from '../../shared/return-to.js';
import {
  AdminLoginSchema,
  AdminStatusSchema,
  SIGN_UP_PROBLEMS,
  SignInSchema,
  SignUpAnswerSchema,
  SignUpConfirmSchema,
  type SignUpProblemCode,
  SignUpSchema,
  UserSchema,
} from '../../shared/schemas/auth.js';
import { SuccessSchema } from '../../shared/schemas/common.js';
import { mailLater } from '../account-recovery/email.js';
import { badRequest, errorResponses, HttpError, unauthorized, unavailable } from '../errors.js';
import { publicOrigin } from '../public-origin.js';
import { routeLimit } from '../rate-limit.js';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password.js';
import { findUserByEmail, publicUser, updatePasswordHash } from './queries.js';
import { completeSignUp, savePendingSignUp } from './sign-up.js';
import { userSessionId } from '../realtime/hub.js';
import { adminEnabled, endSession, startSession } from './session.js';

/**
 * Sign-in attempts at one account per hour from every address together: the ceiling on guessing
 * with many addresses (one address may try SIGNIN_ACCOUNT_LIMIT per 15 minutes, 40 an hour).
 * Reaching it takes at least three addresses guessing all hour and locks the owner's sign-in for
 * the rest of that hour: the price of the ceiling (decision 0014).
 */
export const SIGN_INS_PER_ACCOUNT_HOUR = 100;

/** Sign-up e-mails to one address per hour (like the reset e-mails). */
export const SIGN_UP_EMAILS_PER_ADDRESS_HOUR = 5;

function sameSecret(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb);
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { config } = ctx;
  // Computed now, so the first sign-in for an unknown e-mail costs no more than any other.
  void dummyHash(config.PASSWORD_HASH_COST);
  // Per address on each log-in route; on sign-in also per account *and* address, so a stranger's
  // wrong passwords from elsewhere do not lock the owner out, under a ceiling per account from
  // every address together, so spreading the guesses over many addresses does not help either
  // (decisions 0013 and 0014, issue 43 item 9). Narrowest first: a refused try spends only the
  // guesser's own quotas. The e-mail is normalised by SignInSchema.
  const minute = 60_000;
  const emailOf = (request: FastifyRequest) => (request.body as { email?: string }).email ?? '';
  const signInLimit = [
    routeLimit(app, { name: 'signin-ip', max: config.AUTH_RATE_LIMIT, windowMs: minute }),
    routeLimit(app, {
      name: 'signin-account-ip',
      max: config.SIGNIN_ACCOUNT_LIMIT,
      windowMs: 15 * minute,
      key: (request) => (emailOf(request) ? `${emailOf(request)}:${request.ip}` : ''),
    }),
    routeLimit(app, {
      name: 'signin-account',
      // Off with the per-account limit (SIGNIN_ACCOUNT_LIMIT=0).
      max: config.SIGNIN_ACCOUNT_LIMIT > 0 ? SIGN_INS_PER_ACCOUNT_HOUR : 0,
      windowMs: 60 * minute,
      key: emailOf,
      code: 'too_many_sign_ins',
      message: () => t('auth.error.tooManySignIns'),
    }),
  ];
  const signUpLimit = routeLimit(app, { name: 'signup-ip', max: config.AUTH_RATE_LIMIT, windowMs: minute });
  // Sign-up e-mails one address can be sent per hour (whoever asks; new or taken alike, so the
  // refusal tells nothing): no mailbox gets flooded. Off with the other auth limits.
  const signUpAddressLimit = routeLimit(app, {
    name: 'signup-address',
    max: config.AUTH_RATE_LIMIT > 0 ? SIGN_UP_EMAILS_PER_ADDRESS_HOUR : 0,
    windowMs: 60 * minute,
    key: emailOf,
    code: 'too_many_sign_ups',
    message: () => t('signUpConfirm.error.tooMany'),
  });
  const confirmLimit = routeLimit(app, { name: 'signup-confirm-ip', max: config.AUTH_RATE_LIMIT, windowMs: minute });
  const mail = mailLater(app, config);
  const adminLimit = routeLimit(app, { name: 'admin-login-ip', max: config.AUTH_RATE_LIMIT, windowMs: minute });
  const errors = errorResponses(400, 401, 409, 429);

  app.get(
    '/api/login',
    {
      schema: {
        // `screen=signup` opens the account form instead of the sign-in form ("Join as Vendor");
        // with OpenID Connect both go to the provider, which offers its own sign-up.
        querystring: z.object({ returnTo: z.string().optional(), screen: z.enum(['signin', 'signup']).optional() }),
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      if (app.oidc) return reply.redirect(await app.oidc.authorizationUrl(request, reply, returnTo), 302);
      const qs = returnTo === '/' ? '' : `?returnTo=${encodeURIComponent(returnTo)}`;
      const page = request.query.screen === 'signup' ? '/sign-up' : '/sign-in';
      return reply.redirect(`${page}${qs}`, 302);
    },
  );

  // Logging out is a POST (issue 16 item 3): a GET can be set off by any <img> or link on any
  // page. It ends the session and, at once, the vendor live streams opened with it.
  app.post(
    '/api/logout',
    { schema: { response: { 200: SuccessSchema } } },
    async (request, reply) => {
      const sid = userSessionId(request);
      await endSession(ctx, request, reply, 'user');
      if (sid) app.realtime.endSession(sid);
      return { success: true as const };
    },
  );

  // SPEC links GET /api/logout: it now only leads to the page that asks to confirm.
  app.get('/api/logout', async (_request, reply) => reply.redirect('/logout', 302));

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: UserSchema, ...errorResponses(401) } } },
    async (request) => {
      const user = await request.currentUser();
      if (!user) throw unauthorized();
      return publicUser(user);
    },
  );

  // Sign-up (issue 43 item 9; decision 0052): the same answer, after the same work, for every
  // address; the e-mail that depends on it is looked up and sent after the answer.
  app.post(
    '/api/auth/signup',
    {
      preHandler: [signUpLimit, signUpAddressLimit],
      schema: { body: SignUpSchema, response: { 202: SignUpAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const { email, password, firstName, lastName, returnTo } = request.body;
      const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
      const origin = publicOrigin(request, config.PUBLIC_URL);
      const { locale } = request;
      mail.later('sign-up e-mail', email, async (send) => {
        const found = await findUserByEmail(ctx.database.db, email);
        if (found) {
          await send({
            to: email,
            subject: translate(locale, 'signUpConfirm.email.takenSubject'),
            text: translate(locale, 'signUpConfirm.email.takenBody', {
              name: found.user.firstName || email,
              signIn: `${origin}/sign-in`,
              reset: `${origin}/forgot-password`,
            }),
          });
          return;
        }
        const token = await savePendingSignUp(
          ctx.database.db,
          { email, firstName, lastName: lastName || null, passwordHash },
          ctx.now(),
        );
        const next = safeReturnTo(returnTo);
        const link = `${origin}/confirm-sign-up?token=${token}${next === '/' ? '' : `&returnTo=${encodeURIComponent(next)}`}`;
        await send({
          to: email,
          subject: translate(locale, 'signUpConfirm.email.newSubject'),
          text: translate(locale, 'signUpConfirm.email.newBody', { name: firstName, link }),
        });
      });
      return reply.code(202).send({ message: t('signUpConfirm.sent') });
    },
  );

  // The e-mail's link: creates the account once and signs in.
  app.post(
    '/api/auth/signup/confirm',
    { preHandler: confirmLimit, schema: { body: SignUpConfirmSchema, response: { 201: UserSchema, ...errors } } },
    async (request, reply) => {
      const refuse = (code: SignUpProblemCode) => badRequest(t(SIGN_UP_PROBLEMS[code]), { code });
      const { token } = request.body;
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw refuse('invalid_token');
      const result = await completeSignUp(ctx.database.db, token, ctx.now());
      if (!result.ok) throw refuse(result.problem);
      await startSession(ctx, request, reply, { kind: 'user', userId: result.user.id });
      return reply.code(201).send(publicUser(result.user));
    },
  );

  app.post(
    '/api/auth/signin',
    { preHandler: signInLimit, schema: { body: SignInSchema, response: { 200: UserSchema, ...errors } } },
    async (request, reply) => {
      const { email, password } = request.body;
      const found = await findUserByEmail(ctx.database.db, email);
      // Same work whether or not the user exists, so timing does not reveal accounts.
      const ok = await verifyPassword(password, found?.passwordHash ?? (await dummyHash(config.PASSWORD_HASH_COST)));
      if (!found?.passwordHash || !ok) throw new HttpError(401, t('auth.error.invalidLogin'), { code: 'invalid_login' });
      // A hash made at an older cost is replaced now that the password is known (issue 16 item 8).
      if (needsRehash(found.passwordHash, config.PASSWORD_HASH_COST)) {
        const fresh = await hashPassword(password, config.PASSWORD_HASH_COST);
        await updatePasswordHash(ctx.database.db, found.user.id, found.passwordHash, fresh);
      }
      await startSession(ctx, request, reply, { kind: 'user', userId: found.user.id });
      return publicUser(found.user);
    },
  );

  // ---- administrator ("CEO")
  app.post(
    '/secret-admin-login',
    {
      preHandler: adminLimit,
      schema: {
        body: AdminLoginSchema,
        response: { 200: SuccessSchema, ...errors, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      if (!adminEnabled(ctx)) throw unavailable(t('auth.error.adminDisabled'));
      const { username, password } = request.body;
      const userOk = sameSecret(username, config.ADMIN_USERNAME!);
      const passOk = sameSecret(password, config.ADMIN_PASSWORD!);
      if (!userOk || !passOk) throw new HttpError(401, t('auth.error.invalidCredentials'), { code: 'invalid_credentials' });
      await startSession(ctx, request, reply, { kind: 'admin', username });
      return { success: true as const };
    },
  );

  app.get(
    '/admin-status',
    { schema: { response: { 200: AdminStatusSchema } } },
    async (request) => ({ isAdmin: await request.isAdmin() }),
  );

  app.post(
    '/admin-logout',
    { schema: { response: { 200: SuccessSchema } } },
    async (request, reply) => {
      await endSession(ctx, request, reply, 'admin');
      return { success: true as const };
    },
  );
};
