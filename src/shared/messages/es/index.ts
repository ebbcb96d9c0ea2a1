/**
 * The Spanish catalogue: the same files and keys as English (each file is typed by its English
 * twin, so a missing or extra key fails the type check in `npm test`).
 */
import { accountRecovery } from './account-recovery.js';
import { signUpConfirm } from './sign-up-confirm.js';
import { admin } from './admin.js';
import { adminApi } from './admin-api.js';
import { adminUi } from './admin-ui.js';
import { analytics } from './analytics.js';
import { analyticsUi } from './analytics-ui.js';
import { auth } from './auth.js';
import { authErrors } from './auth-errors.js';
import { common } from './common.js';
import { discoveryUi } from './discovery-ui.js';
import { events } from './events.js';
import { eventsUi } from './events-ui.js';
import { landing } from './landing.js';
import { language } from './language.js';
import { limits } from './limits.js';
import { loyalty } from './loyalty.js';
import { loyaltyUi } from './loyalty-ui.js';
import { messaging } from './messaging.js';
import { offline } from './offline.js';
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
import { shell } from './shell.js';
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

import type { Catalogue } from '../index.js';

export const es: Catalogue = {
  ...accountRecovery,
  ...signUpConfirm,
  ...common,
  ...language,
  ...offline,
  ...discoveryUi,
  ...shell,
  ...landing,
  ...auth,
  ...authErrors,
  ...admin,
  ...vendors,
  ...vendorUi,
  ...ordering,
  ...orderingUi,
  ...uploads,
  ...loyalty,
  ...loyaltyUi,
  ...messaging,
  ...analytics,
  ...analyticsUi,
  ...events,
  ...eventsUi,
  ...adminApi,
  ...adminUi,
  ...phone,
  ...phoneUi,
  ...pickup,
  ...pickupUi,
  ...menuCategoriesMessages,
  ...vendorRushUi,
  ...kitchenUi,
  ...safety,
  ...authHardening,
  ...limits,
  ...vendorFirstDay,
  ...menuOrder,
  ...goLive,
  ...streetTrust,
  ...pauseEnds,
  ...hereNow,
  ...locations,
  ...walkUp,
  ...payments,
  ...deskOffline,
  ...festival,
  ...operations,
  ...weather,
  ...attractions,
  ...profiles,
  ...follows,
  ...reviewsMessages,
  ...challengesMessages,
  ...postsMessages,
  ...chatMessages,
};
