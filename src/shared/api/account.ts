/** Signing in and up, account recovery and the customer's profile (server: auth/, account-recovery/, profiles/). */
import { AccountRecoveryAnswerSchema, ForgotPasswordSchema, ResetPasswordSchema } from '../schemas/account-recovery.js';
import { SignInSchema, SignUpAnswerSchema, SignUpConfirmSchema, SignUpSchema, UserSchema } from '../schemas/auth.js';
import { SuccessSchema } from '../schemas/common.js';
import { ProfileSchema, ProfileUpdateSchema } from '../schemas/profiles.js';
import { endpoints } from './contract.js';

export const accountEndpoints = endpoints({
  'POST /api/auth/signin': { body: SignInSchema, status: 200, response: UserSchema },
  'POST /api/auth/signup': { body: SignUpSchema, status: 202, response: SignUpAnswerSchema },
  'POST /api/auth/signup/confirm': { body: SignUpConfirmSchema, status: 201, response: UserSchema },
  'POST /api/logout': { status: 200, response: SuccessSchema },
  'POST /api/auth/forgot-password': { body: ForgotPasswordSchema, status: 202, response: AccountRecoveryAnswerSchema },
  'POST /api/auth/reset-password': { body: ResetPasswordSchema, status: 200, response: AccountRecoveryAnswerSchema },
  'GET /api/me/profile': { status: 200, response: ProfileSchema },
  'PATCH /api/me/profile': { body: ProfileUpdateSchema, status: 200, response: ProfileSchema },
});
