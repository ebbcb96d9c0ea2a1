/**
 * Follows and the signed-in customer's notices (DESIGN §10.3, issue 18 item 2, decision 0040):
 * - PUT/DELETE /api/vendors/:id/follow (signed in): follow or stop; both idempotent; an unknown
 *   or unlisted vendor 404.
 * - GET /api/me/follows: the vendors followed (for the hearts and the map's "Following" filter).
 * - GET /api/me/notifications?limit&before, POST /api/me/notifications/read {ids?}: the bell;
 *   GET /api/me/notifications/stream: "your list changed", live (Server-Sent Events).
 * - GET/PATCH /api/me/notification-settings {textFollowedVendors}: texts too (a verified phone
 *   on the account first: 409 phone_unverified).
 * The notices themselves are written by ./notify.ts when a vendor opens or posts a special.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../../shared/messages/index.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import {
  FollowListSchema,
  FollowResultSchema,
  NotificationListSchema,
  NotificationSettingsSchema,
  NotificationSettingsUpdateSchema,
  NotificationsQuerySchema,
  NotificationsReadResultSchema,
  NotificationsReadSchema,
} from '../../shared/schemas/follows.js';
import { requireUser } from '../auth/session.js';
import { conflict, errorResponses, notFound } from '../errors.js';
import { guarded } from '../guarded.js';
import { valuesOf } from '../here-now/present.js';
import { routeLimit } from '../rate-limit.js';
import { installFollowerNotices } from './notify.js';
import {
  follow,
  isFollowable,
  listFollows,
  markNotificationsRead,
  notificationSettings,
  setTextFollowedVendors,
  unfollow,
  userNotifications,
} from './queries.js';

const errors = errorResponses(400, 401, 404, 409, 429);
/** Follow changes one account may make in an hour (a person taps a few hearts). */
const FOLLOW_CHANGES_PER_HOUR = 120;
/** Text-setting changes one account may make in an hour. */
const SETTING_CHANGES_PER_HOUR = 30;

export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  installFollowerNotices(app);
  const hour = 60 * 60_000;
  const byUser = (request: { user?: { id: string } }) => request.user?.id ?? '';
  const followLimit = routeLimit(app, { name: 'follow-user', max: FOLLOW_CHANGES_PER_HOUR, windowMs: hour, key: byUser });
  const settingsLimit = routeLimit(app, { name: 'notify-settings-user', max: SETTING_CHANGES_PER_HOUR, windowMs: hour, key: byUser });

  await guarded(app, requireUser, async (user) => {

    const followRoute = { preHandler: followLimit, schema: { params: IdParamsSchema, response: { 200: FollowResultSchema, ...errors } } };
    user.put('/api/vendors/:id/follow', followRoute, async (request) => {
      const vendorId = request.params.id;
      if (!(await isFollowable(db(), vendorId))) throw notFound(t('follows.error.notFound'));
      await follow(db(), request.user.id, vendorId, ctx.now());
      return { vendorId, following: true };
    });

    // Stopping needs no listed vendor: one may unfollow a vendor that has since closed its page.
    user.delete('/api/vendors/:id/follow', followRoute, async (request) => {
      await unfollow(db(), request.user.id, request.params.id);
      return { vendorId: request.params.id, following: false };
    });

    user.get('/api/me/follows', { schema: { response: { 200: FollowListSchema, ...errors } } }, async (request) =>
      (await listFollows(db(), request.user.id)).map((f) => ({ ...f, followedAt: f.followedAt.toISOString() })),
    );

    user.get(
      '/api/me/notifications',
      { schema: { querystring: NotificationsQuerySchema, response: { 200: NotificationListSchema, ...errors } } },
      async (request) => {
        const { limit, before } = request.query;
        const page = await userNotifications(db(), request.user.id, limit, before);
        return {
          unread: page.unread,
          nextCursor: page.nextCursor,
          entries: page.entries.map((e) => {
            const values = valuesOf(e.metadata);
            const fromValues = typeof values.vendorId === 'number' ? values.vendorId : null;
            return {
              id: e.id,
              type: e.type,
              vendorId: e.vendorId ?? fromValues,
              title: e.title,
              message: e.message,
              values,
              actionUrl: e.actionUrl,
              isRead: e.isRead,
              createdAt: e.createdAt.toISOString(),
            };
          }),
        };
      },
    );

    user.post(
      '/api/me/notifications/read',
      { schema: { body: NotificationsReadSchema, response: { 200: NotificationsReadResultSchema, ...errors } } },
      async (request) => {
        const unread = await markNotificationsRead(db(), request.user.id, request.body.ids);
        await app.realtime.publishToUsers([request.user.id]).catch((err) => app.log.warn({ err }, 'follows: publish failed'));
        return { unread };
      },
    );

    // Capped per address and per user; ends with the session it was opened with.
    user.get('/api/me/notifications/stream', async (request, reply) => {
      app.realtime.openUserStream(request, reply, request.user.id);
      return reply;
    });

    user.get(
      '/api/me/notification-settings',
      { schema: { response: { 200: NotificationSettingsSchema, ...errors } } },
      async (request) => notificationSettings(db(), request.user.id),
    );

    user.patch(
      '/api/me/notification-settings',
      {
        preHandler: settingsLimit,
        schema: { body: NotificationSettingsUpdateSchema, response: { 200: NotificationSettingsSchema, ...errors } },
      },
      async (request) => {
        const current = await notificationSettings(db(), request.user.id);
        const on = request.body.textFollowedVendors;
        if (on && !current.phone) throw conflict(t('follows.error.phoneUnverified'), { code: 'phone_unverified' });
        await setTextFollowedVendors(db(), request.user.id, on, ctx.now());
        return { ...current, textFollowedVendors: on };
      },
    );
  });
};
