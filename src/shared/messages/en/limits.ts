/** Issue 16 items 1, 2 and 11: order-abuse limits and free-text caps. */
export const limits = {
  'preorder.error.tooManyOpenOrders':
    'This phone number already has several open orders at this vendor. Please wait until one is ready or picked up.',
  'preorder.error.tooManyVendorOrders':
    'Too many orders to this vendor from this connection. Please wait a few minutes before ordering again.',
  'preorder.error.tooManyPhoneOrders': 'This phone number has placed too many orders this hour. Please try again later.',
  'preorder.validation.emailTooLong': 'An email address has at most 254 characters',
  'loyalty.validation.descriptionTooLong': 'The description can have at most 500 characters',
} as const;
