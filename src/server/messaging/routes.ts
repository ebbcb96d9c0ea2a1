/**
 * Web Push routes (DESIGN §10.1): the VAPID public key a browser subscribes with, and a browser's
 * subscription to one order, authorised by the order's tracking token (192 random bits); a
 * vendor's device subscribing to the desk's alerts (POST, DELETE /api/my-vendor/push, the owner).
 * Registered by the preorder routes (the tracking area).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { TrackingTokenParamsSchema } from '../../shared/schemas/preorders.js';
import { type PushSubscriptionCreate, PushPublicKeySchema, PushSubscriptionCreateSchema, PushSubscriptionSchema, VendorPushRemoveSchema } from '../../shared/schemas/push.js';
import { requireUser } from '../auth/session.js';
import { guarded } from '../guarded.js';
import { ownVendorId } from '../policies.js';
import { badRequest, conflict, errorResponses, notFound } from '../errors.js';
import { findOrderForPush, subscribePush, unsubscribeVendorDevice, vapidKeys } from './push.js';
import { pushEndpointAllowed, pushHostProblem, systemResolveHost } from './push-endpoint.js';

const errors = errorResponses(400, 404, 409);
const ownerErrors = errorResponses(400, 401, 403, 404, 409);

/** base64url (padding allowed) that decodes to exactly `bytes` bytes. */
function decodesTo(value: string, bytes: number, first?: number): boolean {
  const raw = Buffer.from(value.replace(/=+$/, ''), 'base64url');
  return raw.length === bytes && (first === undefined || raw[0] === first);
}

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const production = ctx.config.NODE_ENV === 'production';
  const publicKey = vapidKeys(ctx.config).publicKey;
  const resolveHost = ctx.resolveHost ?? systemResolveHost;

  app.get('/api/push/public-key', { schema: { response: { 200: PushPublicKeySchema } } }, async () => ({ publicKey }));

  /**
   * A browser's subscription as we keep it: its endpoint a push service's (in production on a host
   * that resolves to public addresses only, checked again on every send's connection:
   * push-endpoint.ts, or the browser could aim the server inward) and its keys a browser's.
   */
  async function checkedSubscription(body: PushSubscriptionCreate, log: FastifyBaseLogger): Promise<PushSubscriptionCreate> {
    const { endpoint, keys } = body;
    if (!pushEndpointAllowed(endpoint, production)) {
      throw badRequest(t('messaging.push.validation.endpoint'), { code: 'invalid_push_endpoint' });
    }
    if (production) {
      const problem = await pushHostProblem(new URL(endpoint).hostname, resolveHost);
      if (problem) {
        log.warn({ problem }, 'push subscription refused: endpoint host is not public');
        throw badRequest(t('messaging.push.validation.endpointNotPublic'), { code: 'push_endpoint_not_public' });
      }
    }
    if (!decodesTo(keys.p256dh, 65, 0x04) || !decodesTo(keys.auth, 16)) {
      throw badRequest(t('messaging.push.validation.keys'), { code: 'invalid_push_keys' });
    }
    return body;
  }

  app.post(
    '/api/track/:token/push',
    {
      schema: {
        params: TrackingTokenParamsSchema,
        body: PushSubscriptionCreateSchema,
        response: { 200: PushSubscriptionSchema, 201: PushSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = await checkedSubscription(request.body, request.log);
      const order = await findOrderForPush(ctx.database.db, request.params.token);
      if (!order) throw notFound(t('preorder.error.notFound'));
      if (order.status === 'completed' || order.status === 'cancelled') {
        throw conflict(t('messaging.push.error.finished'), { code: 'order_finished' });
      }
      const result = await subscribePush(ctx.database.db, { preorderId: order.id }, { endpoint, keys }, ctx.now());
      if (!result.ok) throw conflict(t('messaging.push.error.tooMany'), { code: 'too_many_subscriptions' });
      const s = result.subscription;
      return reply
        .code(result.created ? 201 : 200)
        .send({ id: s.id, endpoint: s.endpoint, createdAt: s.createdAt.toISOString() });
    },
  );

  // Issue 41: the owner's devices get the desk's alerts (an order nobody answers).
  guarded(app, requireUser, async (owner) => {
    owner.post(
      '/api/my-vendor/push',
      { schema: { body: PushSubscriptionCreateSchema, response: { 200: PushSubscriptionSchema, 201: PushSubscriptionSchema, ...ownerErrors } } },
      async (request, reply) => {
        const vendorId = await ownVendorId(ctx.database.db, request.user.id);
        const result = await subscribePush(ctx.database.db, { vendorId }, await checkedSubscription(request.body, request.log), ctx.now());
        if (!result.ok) throw conflict(t('messaging.push.error.tooManyDevices'), { code: 'too_many_subscriptions' });
        const s = result.subscription;
        return reply.code(result.created ? 201 : 200).send({ id: s.id, endpoint: s.endpoint, createdAt: s.createdAt.toISOString() });
      },
    );
    owner.delete(
      '/api/my-vendor/push',
      { schema: { body: VendorPushRemoveSchema, response: { 204: z.null(), ...ownerErrors } } },
      async (request, reply) => {
        const vendorId = await ownVendorId(ctx.database.db, request.user.id);
        await unsubscribeVendorDevice(ctx.database.db, vendorId, request.body.endpoint);
        return reply.code(204).send(null);
      },
    );
  });
};
