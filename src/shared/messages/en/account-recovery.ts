/** Forgot password and reset by e-mail (issue 24 item 8). */
export const accountRecovery = {
  'accountRecovery.signIn.forgot': 'Forgot password?',
  'accountRecovery.signIn.resetDone': 'Your password has been changed. Sign in with your new password.',

  'accountRecovery.forgot.documentTitle': 'Forgot password',
  'accountRecovery.forgot.title': 'Forgot your password?',
  'accountRecovery.forgot.subtitle': "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  'accountRecovery.forgot.submit': 'Send reset link',
  'accountRecovery.forgot.submitting': 'Sending…',
  'accountRecovery.forgot.failed': 'We could not send the link. Please try again.',
  'accountRecovery.forgot.sent':
    'If an account uses that address, we have sent it a link to choose a new password. The link works once, for one hour.',
  'accountRecovery.forgot.sentTitle': 'Check your e-mail',
  'accountRecovery.backToSignIn': 'Back to sign in',

  'accountRecovery.reset.documentTitle': 'Choose a new password',
  'accountRecovery.reset.title': 'Choose a new password',
  'accountRecovery.reset.subtitle': 'You will be signed out everywhere, then sign in with the new password.',
  'accountRecovery.reset.newPassword': 'New password',
  'accountRecovery.reset.submit': 'Change password',
  'accountRecovery.reset.submitting': 'Changing…',
  'accountRecovery.reset.failed': 'We could not change your password. Please try again.',
  'accountRecovery.reset.done': 'Your password has been changed.',
  'accountRecovery.reset.missingToken': 'This page needs the link from the e-mail. Ask for a new one.',
  'accountRecovery.reset.askAgain': 'Ask for a new link',

  'accountRecovery.error.invalidToken': 'This reset link is not valid or has already been used. Ask for a new one.',
  'accountRecovery.error.tokenExpired': 'This reset link has expired (links last one hour). Ask for a new one.',
  'accountRecovery.error.tooManyRequests': 'Too many reset requests for this address. Please wait a while and try again.',

  'accountRecovery.email.subject': 'Reset your Valley Eats password',
  'accountRecovery.email.body':
    'Hello {name},\n\nSomeone asked to reset the password of your Valley Eats account. To choose a new password, open this link (it works once, for one hour):\n\n{link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n\nValley Eats',
} as const;
