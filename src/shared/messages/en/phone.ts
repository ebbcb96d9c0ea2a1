/** Verified phone, linked accounts and reward codes: server-side texts (DESIGN §10.1). */
export const phone = {
  'phone.error.invalidPhone': 'Enter a 10-digit US phone number',
  'phone.error.invalidCode': 'That code is wrong or has expired',
  'phone.error.tooManyCodes': 'Too many codes were sent to this phone. Try again in 15 minutes',
  'phone.error.unverified': 'Confirm this phone with a texted code first',
  'phone.error.taken': 'This phone is linked to another account',
  'phone.error.notLinked': 'No phone is linked to this account',
  'phone.sms.code': 'Valley Eats: your code is {code}. It works for {minutes} minutes. Never share it.',
  'redemption.error.notFound': 'No reward at this vendor has this code',
  'redemption.validation.code': 'Enter the reward code as it was given (10 letters and numbers)',
  'redemption.error.used': 'This code has already been used',
  'redemption.tx.redeemed': 'Redeemed {reward}',
} as const;
