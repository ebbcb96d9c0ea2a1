/**
 * Trust on the street, where the truck is (DESIGN §10.5, issue 25 item 1):
 * - POST /api/vendors/:id/check-in {locationId?} (owner): "We're here"; DELETE: "We've left".
 * - POST /api/vendors/:id/not-here (a verified phone: the phone session's or the signed-in
 *   account's linked one) → 202; three distinct phones' reports on one check-in within an hour
 *   clear it (never the vendor's own phone); the vendor is told in its inbox.
 * - POST /api/vendors/:id/cancel-today (owner): cancels today's open orders and texts the phone
 *   of each order its phone placed (opted in or not: it is about their order; never a number
 *   typed at the desk, never from a vendor that is not live: decision 0014), closes the vendor
 *   until 04:00, clears the check-in and tells followers.
 * - GET /api/my-vendor/inbox, POST /api/my-vendor/inbox/read: what the app told the vendor.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { overrideExpiry } from '../../shared/hours.js';
import { t } from '../../shared/messages/index.js';
import { OPEN_STATUSES } from '../../shared/preorder-status.js';
import { IdParamsSchema } from '../../shared/schemas/common.js';
import {
  CancelTodayResultSchema,
  CheckInBodySchema,
  CheckInResultSchema,
  InboxReadSchema,
  NotHereResultSchema,
  VendorInboxSchema,
} from '../../shared/schemas/here-now.js';
import { requireUser } from '../auth/session.js';
import { badRequest, conflict, errorResponses, forbidden, unauthorized } from '../errors.js';
import { tellFollowers } from '../follows/notify.js';
import { guarded } from '../guarded.js';
import { linkedPhone, sessionPhone } from '../phone/session.js';
import { findVendorIdOfUser, ownVendorId } from '../policies.js';
import { changePreorderStatus } from '../preorders/queries.js';
import { changeOrderStatus, type OwnNotice } from '../preorders/status-change.js';
import { isVendorsOwnPhone } from '../preorders/trust.js';
import { hit, refuse, routeLimit } from '../rate-limit.js';
import { requireVendorOwner } from '../vendors/guard.js';
import { setStatusOverride } from '../vendors/queries.js';
import {
  cancelledTodayText,
  checkIn,
  checkOut,
  markInboxRead,
  noteCancelledToday,
  notifyFollowersCancelled,
  openOrdersForToday,
  reportNotHere,
  vendorInbox,
} from './queries.js';
import { valuesOf } from './present.js';

const errors = errorResponses(400, 401, 403, 404, 409);
/** Reports one reporter may send in an hour, over every vendor (a real customer sends one or two). */
const REPORTS_PER_REPORTER_HOUR = 10;

export const hereNowRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const db = () => ctx.database.db;
  const hour = 60 * 60_000;

  // ---- the owner's controls
  await guarded(app, requireVendorOwner, async (owner) => {

    owner.post(
      '/api/vendors/:id/check-in',
      { schema: { params: IdParamsSchema, body: CheckInBodySchema, response: { 200: CheckInResultSchema, ...errors } } },
      async (request) => {
        const vendorId = request.ownedVendor.id;
        const result = await checkIn(db(), vendorId, request.body.locationId, ctx.now());
        if (result === 'invalid_location') throw badRequest(t('hereNow.error.invalidLocation'), { code: 'invalid_location' });
        // Issue 44: closed for the day (Cancel today, Mark as Closed): no "Here" mark, no followers told.
        if (result === 'closed_today') throw conflict(t('hereNow.error.closedToday'), { code: 'closed_today' });
        tellFollowers(app, { kind: 'open', vendorId });
        return { hereNow: { confirmedAt: result.confirmedAt.toISOString(), locationName: result.locationName } };
      },
    );

    owner.delete(
      '/api/vendors/:id/check-in',
      { schema: { params: IdParamsSchema, response: { 200: CheckInResultSchema, ...errors } } },
      async (request) => {
        await checkOut(db(), request.ownedVendor.id, ctx.now());
        return { hereNow: null };
      },
    );

    owner.post(
      '/api/vendors/:id/cancel-today',
      { schema: { params: IdParamsSchema, response: { 200: CancelTodayResultSchema, ...errors } } },
      async (request) => {
        const vendor = request.ownedVendor;
        const now = ctx.now();
        const until = overrideExpiry(now, ctx.config.VALLEY_TZ);
        // Closed first, so no new order arrives while today's are being cancelled.
        await setStatusOverride(db(), vendor.id, 'closed', until, now);
        await checkOut(db(), vendor.id, now);
        let cancelled = 0;
        let texts = 0;
        // Each order's customer gets this text; a paid order is refunded (DESIGN §11), as with any cancel.
        const notice: OwnNotice = (o) => ({
          body: cancelledTodayText(o, vendor.businessName),
          type: 'order_cancelled_today',
          title: `order_cancelled_today ${o.invoiceNumber}`,
        });
        for (const { id } of await openOrdersForToday(db(), vendor.id, until)) {
          // Its own rule (like a no-show): any open order, confirmed or ready too, is cancelled.
          const result = await changeOrderStatus(
            app,
            (onChanged, at) =>
              changePreorderStatus(db(), id, 'cancelled', {
                now: at,
                onlyFrom: { status: OPEN_STATUSES, error: () => conflict(t('hereNow.error.notCheckedIn')) },
                onChanged,
              }),
            { notice },
          ).catch(() => null); // completed or cancelled meanwhile: nothing to cancel
          if (!result?.changed) continue;
          cancelled += 1;
          texts += result.textsQueued;
        }
        const followers = await notifyFollowersCancelled(db(), vendor.id, vendor.businessName, now);
        await noteCancelledToday(db(), vendor.id, cancelled, now);
        return { cancelledOrders: cancelled, textsQueued: texts, followersNotified: followers };
      },
    );
  });

  // ---- customers: "not here"
  const notHereIpLimit = routeLimit(app, { name: 'not-here-ip', max: ctx.config.LOOKUP_RATE_LIMIT, windowMs: hour });
  app.post(
    '/api/vendors/:id/not-here',
    {
      preHandler: notHereIpLimit,
      schema: { params: IdParamsSchema, response: { 202: NotHereResultSchema, ...errorResponses(429), ...errors } },
    },
    async (request, reply) => {
      // A report counts for a verified phone (issue 43 item 4): accounts are free to make, phones
      // are not, and one phone is one reporter whichever account it is linked to at the time.
      const user = await request.currentUser();
      const phone = (await sessionPhone(request)) ?? (await linkedPhone(request));
      if (!phone) {
        if (user) throw forbidden(t('hereNow.error.verifyPhoneToReport'), { code: 'verify_phone_to_report' });
        throw unauthorized(t('hereNow.error.whoReports'), { code: 'sign_in_or_verify' });
      }
      const reporter = `phone:${phone}`;
      refuse(reply, await hit(ctx, `not-here:${reporter}`, REPORTS_PER_REPORTER_HOUR, hour));
      const vendorId = request.params.id;
      // The vendor never reports itself: not its owner's account, not its own or its owner's phone.
      if (user && (await findVendorIdOfUser(db(), user.id)) === vendorId) throw forbidden();
      if (await isVendorsOwnPhone(db(), vendorId, phone)) throw forbidden();
      const result = await reportNotHere(db(), vendorId, reporter, ctx.now(), ctx.config.VALLEY_TZ);
      if (result.kind === 'not_checked_in') {
        throw conflict(t('hereNow.error.notCheckedIn'), { code: 'not_checked_in' });
      }
      return reply.code(202).send({ cleared: result.kind === 'counted' && result.cleared });
    },
  );

  // ---- the vendor's inbox
  await guarded(app, requireUser, async (user) => {

    user.get('/api/my-vendor/inbox', { schema: { response: { 200: VendorInboxSchema, ...errors } } }, async (request) => {
      const inbox = await vendorInbox(db(), await ownVendorId(db(), request.user.id));
      return {
        unread: inbox.unread,
        entries: inbox.entries.map((e) => ({
          id: e.id,
          type: e.type,
          title: e.title,
          message: e.message,
          values: valuesOf(e.metadata),
          isRead: e.isRead,
          createdAt: e.createdAt.toISOString(),
        })),
      };
    });

    user.post(
      '/api/my-vendor/inbox/read',
      {
        schema: {
          body: InboxReadSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await markInboxRead(db(), await ownVendorId(db(), request.user.id), request.body.upTo);
        return reply.code(204).send(null);
      },
    );
  });
};
