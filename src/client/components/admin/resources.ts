/**
 * The administrator's resources as configurations of useAdminResource: where each lives, how an
 * item is named, its message group and what else a write refreshes. The next resource
 * (attractions, weather rules, challenges, reports) starts here.
 */
import type { Advertisement, Promotion } from '@shared/schemas/admin.js';
import type { Attraction } from '@shared/schemas/attractions.js';
import type { AdminChallenge } from '@shared/schemas/challenges.js';
import type { Event } from '@shared/schemas/events.js';
import type { WeatherRecommendation } from '@shared/schemas/weather.js';
import { ADMIN_KEYS } from '@/lib/admin';
import { ATTRACTIONS_QUERY_KEY, CHALLENGES_KEY, PUBLIC_EVENTS_KEY, WEATHER_QUERY_KEY } from '@/lib/query-keys';
import type { AdminResourceConfig } from './use-admin-resource';

export const PROMOTIONS: AdminResourceConfig<Promotion> = {
  key: ADMIN_KEYS.promotions,
  messages: 'adminUi.promotions',
  deletable: true,
  name: (promotion) => promotion.title,
};

export const ADVERTISEMENTS: AdminResourceConfig<Advertisement> = {
  key: ADMIN_KEYS.advertisements,
  messages: 'adminUi.ads',
  deletable: true,
  name: (ad) => ad.title,
};

/** Events are closed for registration rather than deleted; the public events page shows them. */
export const EVENTS: AdminResourceConfig<Event> = {
  key: ADMIN_KEYS.events,
  messages: 'adminUi.events',
  name: (event) => event.name,
  toggleWords: {
    activate: 'adminUi.events.open',
    deactivate: 'adminUi.events.close',
    activateNamed: 'adminUi.events.openNamed',
    deactivateNamed: 'adminUi.events.closeNamed',
    activated: 'adminUi.events.opened',
    deactivated: 'adminUi.events.closed',
  },
  alsoInvalidate: {
    toggle: [PUBLIC_EVENTS_KEY],
    save: [ADMIN_KEYS.stats, PUBLIC_EVENTS_KEY],
    edit: [ADMIN_KEYS.registrations],
  },
};

/** The map home's weather suggestions; a change shows on the map home at its next read. */
export const WEATHER_RULES: AdminResourceConfig<WeatherRecommendation> = {
  key: ADMIN_KEYS.weather,
  messages: 'adminUi.weather',
  deletable: true,
  name: (rule) => rule.message,
  alsoInvalidate: { save: [WEATHER_QUERY_KEY], toggle: [WEATHER_QUERY_KEY] },
};

/** The valley's attractions: no switch (there or deleted); a change shows on the map layer. */
export const ATTRACTIONS: AdminResourceConfig<Attraction> = {
  key: ADMIN_KEYS.attractions,
  messages: 'adminUi.attractions',
  deletable: true,
  toggle: false,
  name: (attraction) => attraction.name,
  alsoInvalidate: { save: [ATTRACTIONS_QUERY_KEY] },
};

/** Challenges customers join (issue 19 item 3): switched on or off, deleted after a confirmation. */
export const CHALLENGES: AdminResourceConfig<AdminChallenge> = {
  key: ADMIN_KEYS.challenges,
  messages: 'adminUi.challenges',
  deletable: true,
  name: (challenge) => challenge.name,
  alsoInvalidate: { save: [CHALLENGES_KEY], toggle: [CHALLENGES_KEY] },
};
