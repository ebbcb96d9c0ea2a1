/** Issue 16 item 5: an OpenID Connect sign-in never attaches itself to a password account. */
export const authHardening = {
  'auth.error.oidcAccountExists':
    'An account with this email already exists. Sign in with your email and password instead.',
} as const;
