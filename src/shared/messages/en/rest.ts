/** Every English message outside the first screen's (core.ts). */
import { accountRecovery } from './account-recovery.js';
import { signUpConfirm } from './sign-up-confirm.js';
import { admin } from './admin.js';
import { adminApi } from './admin-api.js';
import { adminUi } from './admin-ui.js';
import { analytics } from './analytics.js';
import { analyticsUi } from './analytics-ui.js';
import { discoveryUi } from './discovery-ui.js';
import { events } from './events.js';
import { eventsUi } from './events-ui.js';
import { limits } from './limits.js';
import { loyalty } from './loyalty.js';
import { loyaltyUi } from './loyalty-ui.js';
import { messaging } from './messaging.js';
import { ordering } from './ordering.js';
import { orderingUi } from './ordering-ui.js';
import { phone } from './phone.js';
import { phoneUi } from './phone-ui.js';
import { pickup } from './pickup.js';
import { pickupUi } from './pickup-ui.js';
import { menuCategoriesMessages } from './menu-categories.js';
import { vendorRushUi } from './vendor-rush-ui.js';
import { kitchenUi } from './kitchen-ui.js';
import { safety } from './safety.js';
import { authHardening } from './auth-hardening.js';
import { uploads } from './uploads.js';
import { vendorUi } from './vendor-ui.js';
import { vendorFirstDay } from './vendor-first-day.js';
import { menuOrder } from './menu-order.js';
import { goLive } from './go-live.js';
import { streetTrust } from './street-trust.js';
import { pauseEnds } from './pause-ends.js';
import { hereNow } from './here-now.js';
import { locations } from './locations.js';
import { walkUp } from './walk-up.js';
import { payments } from './payments.js';
import { deskOffline } from './desk-offline.js';
import { festival } from './festival.js';
import { operations } from './operations.js';
import { weather } from './weather.js';
import { attractions } from './attractions.js';
import { profiles } from './profiles.js';
import { follows } from './follows.js';
import { reviewsMessages } from './reviews.js';
import { challengesMessages } from './challenges.js';
import { postsMessages } from './posts.js';
import { chatMessages } from './chat.js';
import { vendors } from './vendors.js';

/** Later parts win on a shared key, as in an object spread. */
type Merged<T extends readonly object[]> = T extends readonly [infer H, ...infer R extends readonly object[]] ? H & Merged<R> : unknown;

const parts = [
  accountRecovery,
  signUpConfirm,
  discoveryUi,
  admin,
  vendors,
  vendorUi,
  ordering,
  orderingUi,
  uploads,
  loyalty,
  loyaltyUi,
  messaging,
  analytics,
  analyticsUi,
  events,
  eventsUi,
  adminApi,
  adminUi,
  phone,
  phoneUi,
  pickup,
  pickupUi,
  menuCategoriesMessages,
  vendorRushUi,
  kitchenUi,
  safety,
  authHardening,
  limits,
  vendorFirstDay,
  menuOrder,
  goLive,
  streetTrust,
  pauseEnds,
  hereNow,
  locations,
  walkUp,
  payments,
  deskOffline,
  festival,
  operations,
  weather,
  attractions,
  profiles,
  follows,
  reviewsMessages,
  challengesMessages,
  postsMessages,
  chatMessages,
] as const;

/**
 * One object of every part. Object.assign, not a spread of the ~45 parts: the browser builds this
 * while a page's code loads, and the spread took four times as long (a long task on a phone).
 */
export const enRest = Object.assign({}, ...parts) as Merged<typeof parts>;
