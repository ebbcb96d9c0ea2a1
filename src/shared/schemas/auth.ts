/**
 * Accounts (DESIGN §3): one definition of each payload, used by the server to validate requests
 * and serialise responses, and by the client's forms through the zod resolver. Messages are
 * looked up when a rule fails, so they follow the current locale.
 */
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { type MessageKey, t } from '../messages/index.js';

const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;

/** E-mail addresses are trimmed and lower-cased, so "Ana@Example.com " and "ana@example.com" are one account. */
const email = z
  .string({ error: () => t('auth.validation.emailRequired') })
  .trim()
  .toLowerCase()
  .min(1, { error: () => t('auth.validation.emailRequired') })
  .max(EMAIL_MAX_LENGTH, { error: () => t('auth.validation.emailTooLong') })
  .pipe(z.email({ error: () => t('auth.validation.emailInvalid') }));

export const SignUpSchema = z.object({
  email,
  password: z
    .string({ error: () => t('auth.validation.passwordMin') })
    .min(PASSWORD_MIN_LENGTH, { error: () => t('auth.validation.passwordMin') })
    .max(PASSWORD_MAX_LENGTH, { error: () => t('auth.validation.passwordMax') }),
  firstName: z
    .string({ error: () => t('auth.validation.firstNameRequired') })
    .trim()
    .min(1, { error: () => t('auth.validation.firstNameRequired') })
    .max(NAME_MAX_LENGTH, { error: () => t('auth.validation.nameTooLong') }),
  lastName: z
    .string()
    .trim()
    .max(NAME_MAX_LENGTH, { error: () => t('auth.validation.nameTooLong') })
    .optional(),
  /** Where the e-mail's link leads after the account is made (a path of this site; safeReturnTo). */
  returnTo: z.string().max(2000).optional(),
});
export type SignUp = z.infer<typeof SignUpSchema>;

/** What sign-up answers for every address (issue 43 item 9): the same words, whether or not it has an account. */
export const SignUpAnswerSchema = z.object({ message: z.string() });
export type SignUpAnswer = z.infer<typeof SignUpAnswerSchema>;

/** The sign-up link's token: the base64url of 32 random bytes, from /confirm-sign-up?token=…. */
export const SignUpConfirmSchema = z.object({
  token: z.string({ error: () => t('signUpConfirm.error.invalidToken') }).max(200),
});

/** The stable codes of a refused sign-up link and the message the page shows for each. */
export const SIGN_UP_PROBLEMS = {
  invalid_token: 'signUpConfirm.error.invalidToken',
  token_expired: 'signUpConfirm.error.tokenExpired',
  account_exists: 'signUpConfirm.error.accountExists',
} as const satisfies Record<string, MessageKey>;
export type SignUpProblemCode = keyof typeof SIGN_UP_PROBLEMS;

/**
 * Why an identity-provider sign-in came back to the sign-in page (`/sign-in?error=…`): the
 * stable code and the message the page shows for it.
 */
export const SIGN_IN_PROBLEMS = {
  account_exists: 'auth.error.oidcAccountExists',
  oidc_failed: 'auth.error.oidcFailed',
} as const satisfies Record<string, MessageKey>;
export type SignInProblem = keyof typeof SIGN_IN_PROBLEMS;

export const SignInSchema = z.object({
  email,
  password: z
    .string({ error: () => t('auth.validation.passwordRequired') })
    .min(1, { error: () => t('auth.validation.passwordRequired') })
    .max(PASSWORD_MAX_LENGTH, { error: () => t('auth.validation.passwordMax') }),
});
export type SignIn = z.infer<typeof SignInSchema>;

/** SPEC §5: 'Username is required', 'Password is required'. */
export const AdminLoginSchema = z.object({
  username: z
    .string({ error: () => t('admin.validation.usernameRequired') })
    .trim()
    .min(1, { error: () => t('admin.validation.usernameRequired') }),
  password: z
    .string({ error: () => t('admin.validation.passwordRequired') })
    .min(1, { error: () => t('admin.validation.passwordRequired') }),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

/** What GET /api/auth/user and the sign-in/sign-up answers carry: never the password hash. */
export const UserSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type User = z.infer<typeof UserSchema>;

/** GET /admin-status */
export const AdminStatusSchema = z.object({ isAdmin: z.boolean() });
export type AdminStatus = z.infer<typeof AdminStatusSchema>;
