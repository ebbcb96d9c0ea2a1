/**
 * Business constants and limits (SPEC §9), shared by the client and the server so both sides
 * use the same numbers.
 */

// ---- notices (toasts)
/** At most this many notices are shown at a time. */
export const TOAST_LIMIT = 1;
/** How long a notice stays up by default. */
export const TOAST_DURATION_MS = 5000;
/** Swiping a notice this far to the right dismisses it. */
export const TOAST_SWIPE_PX = 50;
/** The keyboard shortcut that moves focus to the notices. */
export const TOAST_HOTKEY = ['F8'];

// ---- secret administrator entry and redirects
/** Clicks on the title or headline that open /secret-login… */
export const SECRET_CLICK_THRESHOLD = 5;
/** …when they all fall within this window, counted from the first click. */
export const SECRET_CLICK_RESET_MS = 3000;
/** Delay before sending a visitor to /api/login after the 'Unauthorized' notice. */
export const LOGIN_REDIRECT_MS = 500;
/** Delay before moving on to the dashboard or registration after a notice. */
export const DASHBOARD_REDIRECT_MS = 1000;

// ---- live streams (docs/decisions/0017-logout-and-live-streams.md)
/**
 * A session-bound stream's last event when the session it was opened with is over (a logout,
 * here or elsewhere; expiry): the page stops instead of asking again and being answered 401.
 */
export const SESSION_ENDED_EVENT = 'session-ended';

// ---- accounts (DESIGN §3)
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

// ---- map and lists
export const SKELETON_CARD_COUNT = 3;
/** Vendors without coordinates take these many fixed pin positions, in rotation. */
export const MAP_PIN_POSITION_COUNT = 5;
export const FILTER_CHIPS = ['All', 'Tacos', 'BBQ', 'Desserts', 'Burgers', 'Mexican'] as const;

// ---- analytics and loyalty
export const ANALYTICS_PERIODS_DAYS = [7, 30, 90] as const;
export const DEFAULT_ANALYTICS_PERIOD_DAYS = 30;
export const POPULAR_ITEMS_LIMIT = 5;
export const PEAK_HOURS_LIMIT = 6;
export const LOYALTY_HISTORY_LIMIT = 10;
export const LOYALTY_POINTS_PER_DOLLAR = 1;

// ---- data rules
export const PHONE_MIN_LENGTH = 10;
export const MONEY_DECIMALS = 2;
export const LATITUDE_DECIMALS = 8;

// ---- defaults of stored rows
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
export const DEFAULT_PREP_TIME_MINUTES = 15;
export const DEFAULT_SLOT_MAX_ORDERS = 10;
export const DEFAULT_SLOT_DURATION_MINUTES = 15;
export const DEFAULT_USER_LEVEL = 1;

// ---- uploads
export const UPLOAD_MAX_FILE_BYTES = 10_485_760;
export const UPLOAD_MULTIPART_THRESHOLD_BYTES = 100 * 1024 * 1024;
export const UPLOAD_PARALLEL = 6;
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000] as const;
export const PROFILE_PHOTO_MAX_FILES = 1;
export const MENU_PHOTOS_MAX_FILES = 5;

// ---- administrator form defaults
export const PROMOTION_DEFAULTS = { type: 'discount', discountValue: 0 } as const;
export const ADVERTISEMENT_DEFAULTS = {
  adType: 'banner',
  placement: 'homepage',
  paidAmount: 0,
  duration: 24,
} as const;

/** Where a vendor may pin itself: the Coachella Valley and a margin around it. */
export const VALLEY_BOUNDS = { minLat: 33.3, maxLat: 34.1, minLng: -116.7, maxLng: -115.8 } as const;

/** How a guest may pay at pickup (SPEC §3 `payment_methods`). */
export const PAYMENT_METHODS = ['zelle', 'applePay', 'cashApp', 'square', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const paymentMethodLabelKey = (m: PaymentMethod) => `payment.${m}` as const;

/** The valley's time zone (DESIGN §2): the server's VALLEY_TZ default and the zone the client shows times in. */
export const VALLEY_TIME_ZONE = 'America/Los_Angeles';

/** How far from a vendor an attraction counts as nearby (the vendor dialog, DESIGN §10.3), in miles. */
export const NEARBY_MILES = 1;

// ---- profiles and dietary tags (DESIGN §10.3, decision 0041)
/** The dietary tags a menu item may carry and a profile may ask for (fixed: the badges are translated). */
export const DIETARY_TAGS = ['vegetarian', 'vegan', 'gluten-free', 'halal'] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/** Issue 19 item 1: a review's photos and text, the vendor's reply, and a page of GET /api/vendors/:id/reviews. */
export const REVIEW_MAX_PHOTOS = 4;
export const REVIEW_COMMENT_MAX = 1000;
export const VENDOR_REPLY_MAX = 1000;
export const REVIEWS_PAGE_SIZE = 10;
