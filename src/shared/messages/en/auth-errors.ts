/** What the server answers on failed sign-in, sign-up and admin login (DESIGN §3). */
export const authErrors = {
  'auth.error.invalidLogin': 'Invalid email or password',
  'auth.error.tooManySignIns': 'Too many sign-in attempts at this account in the last hour. Try again later, or reset your password.',
  'auth.error.invalidCredentials': 'Invalid credentials',
  'auth.error.adminDisabled': 'The admin area is not configured on this server',
  'auth.error.oidcFailed': 'Sign-in with the identity provider failed. Please try again.',
} as const;
