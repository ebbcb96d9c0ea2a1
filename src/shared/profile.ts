/**
 * Profile limits and choices (DESIGN §10.3, decision 0041). Apart from constants.ts, which the
 * first route loads: only the profile page, its schema and the server read these.
 */

/**
 * The cuisines a profile may prefer: the map home's chips and the cuisines the catalogue already
 * names (`cuisine.*` in discovery-ui), one spelling each. A preference matches vendors as the
 * chips do ('Tacos' matches 'Taco Truck').
 */
export const PROFILE_CUISINES = [
  'Tacos',
  'BBQ',
  'Desserts',
  'Burgers',
  'Mexican',
  'Mexican Seafood',
  'Mediterranean',
  'Filipino',
  'Coffee',
  'Hawaiian',
  'Vegan',
  'Greek',
  'Salvadoran',
  'Seafood',
  'Ice Cream',
  'Thai',
  'Italian',
  'Pizza',
  'Korean',
  'Japanese',
  'Vietnamese',
  'Chinese',
  'Indian',
  'American',
  'Soul Food',
  'Juice',
  'Street Food',
  'Breakfast',
] as const;
export type ProfileCuisine = (typeof PROFILE_CUISINES)[number];
/** A profile's bio: plain text up to this many characters. */
export const PROFILE_BIO_MAX = 500;
/** A profile names at most this many favourite vendors. */
export const FAVORITE_VENDORS_MAX = 10;

/** Issue 19 item 1: a review's photos and text, the vendor's reply, and a page of GET /api/vendors/:id/reviews. */
export const REVIEW_MAX_PHOTOS = 4;
export const REVIEW_COMMENT_MAX = 1000;
export const VENDOR_REPLY_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;
