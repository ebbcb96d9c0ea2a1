/** Order texts and Web Push (DESIGN §10.1): what the customer's phone shows, and the push route's errors. */
export const messaging = {
  'messaging.order.confirmed': '{vendor}: your order {invoice} is confirmed and should be ready around {time}.',
  'messaging.order.ready': '{vendor}: your order {invoice} is ready for pickup at {address}.',
  'messaging.order.track': 'Track it: {url}',
  'messaging.order.paid': 'Paid online.',
  'messaging.order.payAtPickup': 'Pay {amount} at pickup.',
  'messaging.push.confirmedTitle': 'Order confirmed',
  'messaging.push.readyTitle': 'Your order is ready',
  'messaging.push.validation.endpoint': 'The push subscription endpoint is not a valid address',
  'messaging.push.validation.endpointNotPublic': 'This browser’s push service cannot be used: its address is not a public one',
  'messaging.push.validation.keys': 'The push subscription keys are not valid',
  'messaging.push.error.tooMany': 'This order already has as many notification subscriptions as allowed',
  'messaging.push.error.tooManyDevices': 'This truck already has as many devices getting alerts as allowed. Turn alerts off on one first.',
  'messaging.push.error.finished': 'This order is finished; there is nothing more to notify',
} as const;
