/** Trust on the street (DESIGN §10.5): pickup codes, no-shows, text-message consent and the SMS keywords' answers. */
export const streetTrust = {
  'streetTrust.pickupCode.label': 'Pickup code',
  'streetTrust.pickupCode.hint': 'Say or show this code at the window.',
  'streetTrust.pickupCode.short': 'Code {code}',
  'streetTrust.noShow.action': 'Not picked up',
  'streetTrust.noShow.title': 'Mark {invoice} as not picked up?',
  'streetTrust.noShow.body': 'The order is cancelled and counts as a no-show for {phone}. Three no-shows in 30 days and that phone must confirm itself by text before its next order.',
  'streetTrust.noShow.confirm': 'Mark not picked up',
  'streetTrust.noShow.cancel': 'Keep it ready',
  'streetTrust.noShow.done': 'Marked as not picked up',
  'streetTrust.noShow.failed': 'Could not mark it as not picked up',
  'streetTrust.error.notReady': 'Only an order that is ready can be marked as not picked up',
  'streetTrust.error.verifyPhoneFirst':
    'This phone missed several pickups lately. Confirm it’s your phone by text, then place the order.',
  'streetTrust.checkout.verifyTitle': 'Confirm your phone to order',
  'streetTrust.checkout.verifyBody':
    '{phone} has had 3 orders not picked up in the last 30 days. Confirm it’s your phone with a texted code, then place your order again.',
  'streetTrust.checkout.verified': 'Phone confirmed. You can place your order now.',
  'streetTrust.consent.hint':
    'We text this number twice: when the vendor confirms (with the ready time) and when it’s ready to pick up. Order texts only, never marketing. Reply STOP to stop, HELP for help.',
  'streetTrust.sms.stopped': 'Valley Eats: you will get no more texts from us. Reply START to get order texts again.',
  'streetTrust.sms.started': 'Valley Eats: order texts are on again. Reply STOP to stop, HELP for help.',
  'streetTrust.sms.help':
    'Valley Eats order texts: at most two per order you ask for. Help: {support}. Reply STOP to stop. Msg & data rates may apply.',
  'streetTrust.error.badSignature': 'The request is not signed by the text-message provider',
} as const;
