/** Working without a connection (issue Reach): the banner and refused changes. */
export const offline = {
  'offline.banner.title': 'You are offline',
  'offline.banner.body': 'Showing what this device saved last time. Changes can be sent once you are back online.',
  'offline.refused.title': 'No connection',
  'offline.refused.body': 'You are offline, so nothing was sent. Try again when you are back online.',
  'offline.backOnline': 'You are back online',
} as const;
