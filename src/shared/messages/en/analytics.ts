/** Vendor analytics: server-side texts. */
export const analytics = {
  'analytics.validation.days': 'Period must be 7, 30 or 90 days',
} as const;
