/** The client shell: page titles, the signed-in top bar and pages that later work fills. */
export const shell = {
  'shell.documentTitle': '{page} · Valley Eats',
  'shell.skipToContent': 'Skip to main content',
  'shell.notification': 'Notification',
  'shell.home': 'Valley Eats home',

  'topBar.label': 'Shortcuts',
  'topBar.trackOrder': 'Track Order',
  'topBar.loyalty': 'Loyalty',
  'topBar.feed': 'Feed',
  'topBar.becomeVendor': 'Become a Vendor',
  'topBar.welcome': 'Welcome, {name}',
  'topBar.signIn': 'Sign in',
  'topBar.logout': 'Logout',

  'home.title': 'Street food near you',
  'home.mapComing': 'The vendor map is being set up. Check back soon.',

  'page.vendorDashboard.title': 'Vendor Dashboard',
  'page.vendorRegistration.title': 'Vendor Registration',
  'page.vendorPreorders.title': 'Preorder Management',
  'page.vendorAnalytics.title': 'Vendor Analytics',
  'page.eventManagement.title': 'Event Management',
  'page.guestPreorder.title': 'Place a Preorder',
  'page.orderTracking.title': 'Track Your Order',
  'page.loyaltyProgram.title': 'Loyalty Program',
} as const;
