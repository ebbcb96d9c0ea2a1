/**
 * Posts, events, follows and notifications, challenges, ads and promotions, the valley's weather and
 * attractions, and a vendor's analytics (server: posts/, events/, board/ live view, follows/,
 * challenges/, promotions/, weather/, attractions/, analytics/).
 */
import { AdQuerySchema, PublicAdvertisementListSchema, PublicPromotionListSchema } from '../schemas/admin.js';
import {
  DaysQuerySchema,
  FeedbackSchema,
  PeakHourListSchema,
  PerformanceSchema,
  PopularItemListSchema,
  ReviewStatsSchema,
} from '../schemas/analytics.js';
import { AttractionListSchema } from '../schemas/attractions.js';
import { EventLiveSchema } from '../schemas/board.js';
import { MyChallengesSchema, PublicChallengeListSchema, PublicChallengeSchema } from '../schemas/challenges.js';
import { IdParamsSchema } from '../schemas/common.js';
import { EventRegisterSchema, EventRegistrationListSchema, EventRegistrationSchema, PublicEventListSchema } from '../schemas/events.js';
import {
  FollowListSchema,
  FollowResultSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  NotificationListSchema,
  NotificationsQuerySchema,
  NotificationsReadResultSchema,
  NotificationsReadSchema,
} from '../schemas/follows.js';
import {
  PostCreateSchema,
  PostLikeResultSchema,
  PostPageQuerySchema,
  PostPageSchema,
  PostReportBodySchema,
  PostReportResultSchema,
  PostShareResultSchema,
  PublicPostSchema,
} from '../schemas/posts.js';
import { ValleyWeatherSchema } from '../schemas/weather.js';
import { endpoints } from './contract.js';

export const communityEndpoints = endpoints({
  // The food feed.
  'GET /api/posts': { querystring: PostPageQuerySchema, status: 200, response: PostPageSchema },
  'POST /api/posts': { body: PostCreateSchema, status: 201, response: PublicPostSchema },
  'PUT /api/posts/:id/like': { params: IdParamsSchema, status: 200, response: PostLikeResultSchema },
  'DELETE /api/posts/:id/like': { params: IdParamsSchema, status: 200, response: PostLikeResultSchema },
  'POST /api/posts/:id/share': { params: IdParamsSchema, status: 200, response: PostShareResultSchema },
  'POST /api/posts/:id/report': { params: IdParamsSchema, body: PostReportBodySchema, status: 200, response: PostReportResultSchema },
  // Events: the public list, an event's live view, the owner's registrations.
  'GET /api/events': { status: 200, response: PublicEventListSchema },
  'GET /api/events/:id/live': { params: IdParamsSchema, status: 200, response: EventLiveSchema },
  'GET /api/my-vendor/events': { status: 200, response: EventRegistrationListSchema },
  'POST /api/events/:id/register': { params: IdParamsSchema, body: EventRegisterSchema, status: 201, response: EventRegistrationSchema },
  // Follows and the bell.
  'GET /api/me/follows': { status: 200, response: FollowListSchema },
  'GET /api/me/notifications': { querystring: NotificationsQuerySchema, status: 200, response: NotificationListSchema },
  'PUT /api/vendors/:id/follow': { params: IdParamsSchema, status: 200, response: FollowResultSchema },
  'DELETE /api/vendors/:id/follow': { params: IdParamsSchema, status: 200, response: FollowResultSchema },
  'POST /api/me/notifications/read': { body: NotificationsReadSchema, status: 200, response: NotificationsReadResultSchema },
  'GET /api/me/notification-settings': { status: 200, response: NotificationSettingsSchema },
  'PATCH /api/me/notification-settings': { body: NotificationSettingsUpdateSchema, status: 200, response: NotificationSettingsSchema },
  // Challenges.
  'GET /api/challenges': { status: 200, response: PublicChallengeListSchema },
  'POST /api/challenges/:id/join': { params: IdParamsSchema, status: 200, response: PublicChallengeSchema },
  'GET /api/me/challenges': { status: 200, response: MyChallengesSchema },
  // Promotions, the valley's weather and attractions: the map home's public reads.
  'GET /api/promotions/active': { status: 200, response: PublicPromotionListSchema },
  'GET /api/weather': { status: 200, response: ValleyWeatherSchema },
  'GET /api/attractions': { status: 200, response: AttractionListSchema },
  // Ads: a click is a beacon with an empty answer.
  'GET /api/ads': { querystring: AdQuerySchema, status: 200, response: PublicAdvertisementListSchema },
  'POST /api/ads/:id/click': { params: IdParamsSchema, status: 204 },
  // A vendor's analytics (its owner only).
  'GET /api/vendors/:id/analytics/performance': {
    params: IdParamsSchema,
    querystring: DaysQuerySchema,
    status: 200,
    response: PerformanceSchema,
  },
  'GET /api/vendors/:id/analytics/popular-items': {
    params: IdParamsSchema,
    querystring: DaysQuerySchema,
    status: 200,
    response: PopularItemListSchema,
  },
  'GET /api/vendors/:id/analytics/peak-hours': {
    params: IdParamsSchema,
    querystring: DaysQuerySchema,
    status: 200,
    response: PeakHourListSchema,
  },
  'GET /api/vendors/:id/analytics/feedback': { params: IdParamsSchema, status: 200, response: FeedbackSchema },
  'GET /api/vendors/:id/preorder-review-stats': { params: IdParamsSchema, status: 200, response: ReviewStatsSchema },
});
