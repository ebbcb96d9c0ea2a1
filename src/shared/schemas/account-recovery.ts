/**
 * Forgot password and reset by e-mail (issue 24 item 8): the same e-mail and password rules as
 * sign-up (SignUpSchema's own fields), so the form, the request and the account agree.
 */
import { z } from 'zod';
import { type MessageKey, t } from '../messages/index.js';
import { SignUpSchema } from './auth.js';

export const ForgotPasswordSchema = SignUpSchema.pick({ email: true });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

/** The token is the base64url of 32 random bytes (43 characters); anything else is no token. */
export const ResetTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const ResetPasswordSchema = z.object({
  token: z.string({ error: () => t('accountRecovery.error.invalidToken') }).max(200),
  password: SignUpSchema.shape.password,
});
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

/** What both routes answer on success: a message to show (the same whether or not the address exists). */
export const AccountRecoveryAnswerSchema = z.object({ message: z.string() });
export type AccountRecoveryAnswer = z.infer<typeof AccountRecoveryAnswerSchema>;

/** The stable codes of a refused reset and the message the page shows for each. */
export const RESET_PROBLEMS = {
  invalid_token: 'accountRecovery.error.invalidToken',
  token_expired: 'accountRecovery.error.tokenExpired',
} as const satisfies Record<string, MessageKey>;
export type ResetProblemCode = keyof typeof RESET_PROBLEMS;
