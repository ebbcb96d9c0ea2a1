/**
 * Issue 16 items 3 and 4: logging out by POST (with a confirmation page for GET /api/logout),
 * image URLs that must name our own uploads, and the cap on live-update streams.
 */
export const safety = {
  'logout.title': 'Log out',
  'logout.heading': 'Log out of Valley Eats?',
  'logout.body': 'You can sign in again at any time.',
  'logout.confirm': 'Log out',
  'logout.loggingOut': 'Logging out…',
  'logout.cancel': 'Stay signed in',
  'logout.signedOut': 'You are not signed in.',
  'logout.home': 'Go to the home page',
  'logout.failed': 'Could not log out. Please try again.',
  'uploads.error.notOurImage': 'Images must be uploaded through Valley Eats',
  'realtime.error.tooManyStreams': 'Too many live connections are open. Close a tab or try again later.',
  'realtime.error.tooManyOrderStreams':
    'This order is already followed live in {max} windows from your network. Close one of them to follow it here, or reload for the latest status.',
} as const;
