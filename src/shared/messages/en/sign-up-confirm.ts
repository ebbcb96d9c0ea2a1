/** Sign-up by e-mail link (issue 43 item 9; decision 0052): the same answer for every address. */
export const signUpConfirm = {
  'signUpConfirm.sentTitle': 'Check your e-mail',
  'signUpConfirm.sent':
    'We have sent a message to that address. Open the link in it to finish creating your account (it works once, for 24 hours). If the address already has an account, the message says how to sign in.',
  'signUpConfirm.sentTo': 'Sent to {email}',
  'signUpConfirm.wrongAddress': 'Use another address',

  'signUpConfirm.documentTitle': 'Finish creating your account',
  'signUpConfirm.title': 'Finish creating your account',
  'signUpConfirm.subtitle': 'Your e-mail address is confirmed. Create the account and sign in.',
  'signUpConfirm.submit': 'Create my account',
  'signUpConfirm.submitting': 'Creating…',
  'signUpConfirm.failed': 'We could not create your account. Please try again.',
  'signUpConfirm.missingToken': 'This page needs the link from the e-mail. Sign up again to get a new one.',
  'signUpConfirm.signUpAgain': 'Sign up again',

  'signUpConfirm.error.invalidToken': 'This sign-up link is not valid or has already been used. Sign in, or sign up again.',
  'signUpConfirm.error.tokenExpired': 'This sign-up link has expired (links last 24 hours). Sign up again to get a new one.',
  'signUpConfirm.error.accountExists': 'This address already has an account. Sign in, or reset your password.',
  'signUpConfirm.error.tooMany': 'Too many sign-ups for this address. Please wait a while and try again.',

  'signUpConfirm.email.newSubject': 'Finish creating your Valley Eats account',
  'signUpConfirm.email.newBody':
    'Hello {name},\n\nWelcome to Valley Eats! To finish creating your account, open this link (it works once, for 24 hours):\n\n{link}\n\nIf you did not sign up, ignore this e-mail: no account is made without the link.\n\nValley Eats',
  'signUpConfirm.email.takenSubject': 'Someone tried to sign up with your e-mail address',
  'signUpConfirm.email.takenBody':
    'Hello {name},\n\nSomeone (perhaps you) tried to create a Valley Eats account with this address, which already has one. No new account was made and your account is unchanged.\n\nTo sign in: {signIn}\nForgot your password? Choose a new one: {reset}\n\nIf it was not you, you can ignore this e-mail.\n\nValley Eats',
} as const;
