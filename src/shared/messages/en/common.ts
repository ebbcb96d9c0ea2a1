/** Strings shared by every screen and by the server's error answers. */
export const common = {
  'app.name': 'Valley Eats',
  'app.tagline': 'Street food of the Coachella Valley',
  'common.loading': 'Loading…',
  'common.close': 'Close',
  'common.cancel': 'Cancel',
  'common.save': 'Save',
  'common.back': 'Back',
  'common.logout': 'Logout',
  'common.dismissNotification': 'Dismiss notification',
  'common.notifications': 'Notifications (F8)',

  'notFound.title': 'Page Not Found',
  'notFound.body': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Back to Valley Eats',

  'notice.unauthorized.title': 'Unauthorized',
  'notice.unauthorized.loggedOut': 'You are logged out. Logging in again...',
  'notice.error.title': 'Error',

  'errors.unauthorized': 'Unauthorized',
  'errors.forbidden': 'Forbidden',
  'errors.notFound': 'Not found',
  'errors.internal': 'Internal Server Error',
  'errors.bodyTooLarge': 'Request body is too large',
  'errors.jsonOnly': 'Requests that change data must be sent as JSON',
  'errors.invalidJson': 'The request body is not valid JSON',
  'errors.invalidText': 'Text must not contain NUL characters or broken Unicode',
  'errors.foreignOrigin': 'Forbidden: request from another site',
  'errors.tooManyRequests': 'Too many requests, try again later',
  'errors.invalidRequest': 'Invalid request',
  'errors.network': 'Network error: check your connection and try again',
} as const;
