/**
 * Forgot password (issue 24 item 8; decision 0021): POST /api/auth/forgot-password sends a link
 * to /reset-password?token=… by e-mail and answers the same whether or not the address has an
 * account; POST /api/auth/reset-password uses the token once, within an hour, sets the new
 * password and ends every session of the account. Both are limited per address like the other
 * auth routes, and the request for a link also per e-mail address.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../shared/messages/index.js';
import {
  AccountRecoveryAnswerSchema,
  ForgotPasswordSchema,
  RESET_PROBLEMS,
  ResetPasswordSchema,
  ResetTokenSchema,
} from '../../shared/schemas/account-recovery.js';
import { badRequest, errorResponses } from '../errors.js';
import { publicOrigin } from '../public-origin.js';
import { routeLimit } from '../rate-limit.js';
import { hashPassword } from '../auth/password.js';
import { forgetSessions } from '../auth/session.js';
import { mailLater } from './email.js';
import { checkResetToken, findResettableUser, issueResetToken, resetPassword } from './queries.js';

const MINUTE = 60_000;
/** Reset e-mails one address can be sent per hour (whoever asks): no mailbox gets flooded. */
const EMAILS_PER_ADDRESS_PER_HOUR = 5;

export const accountRecoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const { config } = ctx;
  const db = () => ctx.database.db;
  // Sent after the answer (so its timing says nothing about the address).
  const mail = mailLater(app, config);

  const ipLimit = (name: string) => routeLimit(app, { name, max: config.AUTH_RATE_LIMIT, windowMs: MINUTE });
  const addressLimit = routeLimit(app, {
    name: 'reset-address',
    // Off with the other auth limits (AUTH_RATE_LIMIT=0: browser tests, benchmarks).
    max: config.AUTH_RATE_LIMIT > 0 ? EMAILS_PER_ADDRESS_PER_HOUR : 0,
    windowMs: 60 * MINUTE,
    key: (request) => (request.body as { email?: string }).email ?? '',
    code: 'too_many_reset_requests',
  });
  const errors = errorResponses(400, 429);

  app.post(
    '/api/auth/forgot-password',
    {
      preHandler: [ipLimit('forgot-password-ip'), addressLimit],
      schema: { body: ForgotPasswordSchema, response: { 202: AccountRecoveryAnswerSchema, ...errors } },
    },
    async (request, reply) => {
      const { email } = request.body;
      const user = await findResettableUser(db(), email);
      if (user?.email) {
        const token = await issueResetToken(db(), user.id, ctx.now());
        const link = `${publicOrigin(request, config.PUBLIC_URL)}/reset-password?token=${token}`;
        const message = {
          to: user.email,
          subject: t('accountRecovery.email.subject'),
          text: t('accountRecovery.email.body', { name: user.firstName || user.email, link }),
        };
        mail.later('password reset e-mail', message.to, (send) => send(message));
      }
      return reply.code(202).send({ message: t('accountRecovery.forgot.sent') });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      preHandler: ipLimit('reset-password-ip'),
      schema: { body: ResetPasswordSchema, response: { 200: AccountRecoveryAnswerSchema, ...errors } },
    },
    async (request) => {
      const { token, password } = request.body;
      const refuse = (code: keyof typeof RESET_PROBLEMS) => badRequest(t(RESET_PROBLEMS[code]), { code });
      if (!ResetTokenSchema.safeParse(token).success) throw refuse('invalid_token');
      // A cheap look first: a wrong or old link costs no password hashing.
      const early = await checkResetToken(db(), token, ctx.now());
      if (early) throw refuse(early);
      const passwordHash = await hashPassword(password, config.PASSWORD_HASH_COST);
      const result = await resetPassword(db(), { token, passwordHash, now: ctx.now() });
      if (!result.ok) throw refuse(result.problem);
      await forgetSessions(ctx, result.endedSessions);
      for (const sid of result.endedSessions) app.realtime.endSession(sid);
      request.log.info({ userId: result.userId, sessionsEnded: result.endedSessions.length }, 'password reset');
      return { message: t('accountRecovery.reset.done') };
    },
  );
};
