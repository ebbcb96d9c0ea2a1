/** Sign-in, sign-up and the 'Unauthorized' notices (SPEC §6, §8; DESIGN §3). */
export const auth = {
  'auth.signIn.documentTitle': 'Sign in',
  'auth.signIn.title': 'Welcome back',
  'auth.signIn.subtitle': 'Sign in to explore the map or manage your food business.',
  'auth.signIn.submit': 'Sign In',
  'auth.signIn.submitting': 'Signing in…',
  'auth.signIn.failed': 'Sign in failed',
  'auth.signIn.noAccount': 'New to Valley Eats?',
  'auth.signIn.toSignUp': 'Create an account',

  'auth.signUp.documentTitle': 'Create an account',
  'auth.signUp.title': 'Create your account',
  'auth.signUp.subtitle': 'Join Valley Eats to find vendors near you or list your own business.',
  'auth.signUp.submit': 'Create Account',
  'auth.signUp.submitting': 'Creating account…',
  'auth.signUp.failed': 'Could not create your account',
  'auth.signUp.haveAccount': 'Already have an account?',
  'auth.signUp.toSignIn': 'Sign in',

  'auth.field.email': 'Email',
  'auth.field.password': 'Password',
  'auth.field.passwordHint': 'At least 8 characters.',
  'auth.field.firstName': 'First name',
  'auth.field.lastName': 'Last name (optional)',
  'auth.backHome': 'Back to home',

  'auth.validation.emailRequired': 'Email is required',
  'auth.validation.emailInvalid': 'Enter a valid email address',
  'auth.validation.emailTooLong': 'Email must be at most 254 characters',
  'auth.validation.passwordRequired': 'Password is required',
  'auth.validation.passwordMin': 'Password must be at least 8 characters',
  'auth.validation.passwordMax': 'Password must be at most 128 characters',
  'auth.validation.firstNameRequired': 'First name is required',
  'auth.validation.nameTooLong': 'Name must be at most 100 characters',

  'auth.unauthorized.accessPage': 'You need to be logged in to access this page',
  'auth.unauthorized.registerVendor': 'You need to be logged in to register as a vendor',
} as const;
