/** Landing page (SPEC §2 "Landing page"). */
export const landing = {
  'landing.documentTitle': 'Valley Eats · Street food of the Coachella Valley',
  'landing.secretHint': 'CEO Access',

  'landing.nav.label': 'Main',
  'landing.nav.findVendors': 'Find Vendors',
  'landing.nav.howItWorks': 'How It Works',
  'landing.nav.vendorSignIn': 'Vendor Sign In',
  'landing.nav.openMenu': 'Open menu',
  'landing.nav.closeMenu': 'Close menu',

  'landing.hero.eyebrow': 'Coachella Valley street food',
  'landing.hero.title': 'Find the best street food in the valley',
  'landing.hero.body':
    'From taco trucks in Indio to date-shake stands in Palm Desert: see who is open right now, browse menus and preorder for pickup.',
  'landing.hero.exploreMap': 'Explore Map',
  'landing.hero.joinVendor': 'Join as Vendor',
  'landing.hero.citiesLabel': 'Serving',
  'landing.hero.cities': 'Palm Springs · Cathedral City · Palm Desert · Indio · Coachella',
  'landing.hero.badgeOpen': 'Open now',
  'landing.hero.badgeOpenDetail': 'Live vendor status',
  'landing.hero.badgePoints': '1 point per $1',
  'landing.hero.badgePointsDetail': 'Loyalty rewards',

  'landing.cravings.title': 'Something for every craving',
  'landing.cravings.body':
    'Trucks, carts and pop-ups across the valley, sorted by what you feel like eating.',
  'landing.cuisine.tacos': 'Tacos',
  'landing.cuisine.tacos.body': 'Al pastor, carne asada and fish tacos straight off the plancha.',
  'landing.cuisine.bbq': 'BBQ',
  'landing.cuisine.bbq.body': 'Slow-smoked brisket, ribs and pulled pork by the pound.',
  'landing.cuisine.desserts': 'Desserts',
  'landing.cuisine.desserts.body': 'Date shakes, paletas and churros for a desert afternoon.',
  'landing.cuisine.burgers': 'Burgers',
  'landing.cuisine.burgers.body': 'Smash burgers and loaded fries, late into the night.',
  'landing.cuisine.mexican': 'Mexican',
  'landing.cuisine.mexican.body': 'Elotes, tamales and birria from family recipes.',
  'landing.perks.preorder': 'Preorder as a guest: a name and a phone number is all it takes.',
  'landing.perks.track': 'Track your order live and pick it up when it is ready.',
  'landing.perks.loyalty': 'Earn loyalty points with your favourite vendors.',

  'landing.steps.title': 'How It Works',
  'landing.steps.body': 'Three steps from craving to curbside.',
  'landing.steps.step': 'Step {n}',
  'landing.steps.find.title': 'Find Vendors',
  'landing.steps.find.body':
    'Open the valley map to see trucks and stands near you, with their open or closed status.',
  'landing.steps.browse.title': 'Browse Menus',
  'landing.steps.browse.body':
    'Check menus, prices, hours and ratings, then preorder for pickup. No account needed.',
  'landing.steps.support.title': 'Support Local',
  'landing.steps.support.body':
    'Every order goes straight to a local, often family-run business, and earns you points.',

  'landing.vendors.eyebrow': 'For vendors',
  'landing.vendors.title': 'Run a truck, cart or stand?',
  'landing.vendors.body':
    'Put your business on the valley map for free and let hungry customers come to you.',
  'landing.vendors.point.preorders': 'Take preorders and manage them as they come in',
  'landing.vendors.point.menu': 'Set your menu and business hours in minutes',
  'landing.vendors.point.analytics': 'See your best sellers and busiest hours',
  'landing.vendors.point.events': 'Sign up for festivals and night markets',

  'landing.cta.title': 'Hungry? The valley is cooking.',
  'landing.cta.body': 'See who is open near you and grab something good.',
  'landing.cta.start': 'Start Exploring',

  'landing.footer.about':
    'Valley Eats connects locals and visitors with the street-food vendors of the Coachella Valley.',
  'landing.footer.customers': 'For Customers',
  'landing.footer.customers.explore': 'Explore the Map',
  'landing.footer.customers.track': 'Track an Order',
  'landing.footer.customers.loyalty': 'Loyalty Points',
  'landing.footer.customers.events': 'Events',
  'landing.footer.customers.howItWorks': 'How It Works',
  'landing.footer.vendors': 'For Vendors',
  'landing.footer.vendors.join': 'List Your Business',
  'landing.footer.vendors.signIn': 'Vendor Sign In',
  'landing.footer.vendors.dashboard': 'Vendor Dashboard',
  'landing.footer.vendors.events': 'Events',
  'landing.footer.contact': 'Contact',
  'landing.footer.contact.owner': 'Valley Eats, owner-operated in Indio',
  'landing.footer.contact.email': 'hello@valleyeats.example',
  'landing.footer.contact.phone': '(760) 555-0100',
  'landing.footer.contact.address': 'Indio, CA 92201',
  'landing.footer.contact.hours': 'Mon–Sat, 9 am–6 pm',
  'landing.footer.copyright': '© {year} Valley Eats. Made in the Coachella Valley.',
} as const;
