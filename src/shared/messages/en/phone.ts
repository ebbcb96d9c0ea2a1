/** Verified phone, linked accounts and reward codes: server-side texts (DESIGN §10.1). */
export const phone = {
  'phone.error.invalidPhone': 'Enter a 10-digit US phone number',
  'phone.error.invalidCode': 'That code is wrong or has expired',
  'phone.error.tooManyCodes': 'Too many codes were sent to this phone. Try again in 15 minutes',
  'phone.error.notServed': 'We can only text US and Canadian numbers (not toll-free, premium or Caribbean numbers)',
  'phone.error.tooManyCodeRequests': 'Too many codes were asked for from this connection. Try again in an hour',
  'phone.error.tooManyCodesToday': 'This phone has had all its codes for today. Use the last code we sent, or try again tomorrow',
  'phone.error.codesUnavailable': 'We can’t send codes right now. Try again later',
  'phone.error.tooManyGuesses': 'Too many tries at a code. Wait an hour, then try again',
  'phone.error.unverified': 'Confirm this phone with a texted code first',
  'phone.error.taken': 'This phone is linked to another account',
  'phone.error.notLinked': 'No phone is linked to this account',
  'phone.sms.code': 'Valley Eats: your code is {code}. It works for {minutes} minutes. Never share it.',
  'redemption.error.notFound': 'No reward at this vendor has this code',
  'redemption.validation.code': 'Enter the reward code as it was given (10 letters and numbers)',
  'redemption.error.used': 'This code has already been used',
  'redemption.tx.redeemed': 'Redeemed {reward}',
} as const;
