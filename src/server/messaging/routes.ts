/**
 * Web Push routes (DESIGN §10.1): the VAPID public key a browser subscribes with, and a browser's
 * subscription to one order, authorised by the order's tracking token (192 random bits).
 * Registered by the preorder routes (the tracking area).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { PushPublicKeySchema, PushSubscriptionCreateSchema, PushSubscriptionSchema } from '../../shared/schemas/push.js';
import { badRequest, conflict, errorResponses, notFound } from '../errors.js';
import { findOrderForPush, subscribeToOrder, vapidKeys } from './push.js';
import { pushEndpointAllowed, pushHostProblem, systemResolveHost } from './push-endpoint.js';

const TokenParams = z.object({ token: z.string().min(8).max(200) });
const errors = errorResponses(400, 404, 409);

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

  app.post(
    '/api/track/:token/push',
    {
      schema: {
        params: TokenParams,
        body: PushSubscriptionCreateSchema,
        response: { 200: PushSubscriptionSchema, 201: PushSubscriptionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      if (!pushEndpointAllowed(endpoint, production)) {
        throw badRequest(t('messaging.push.validation.endpoint'), { code: 'invalid_push_endpoint' });
      }
      // Production: the host name must resolve to public addresses only (checked again on every
      // send's connection: push-endpoint.ts), or the browser could aim the server inward.
      if (production) {
        const problem = await pushHostProblem(new URL(endpoint).hostname, resolveHost);
        if (problem) {
          request.log.warn({ problem }, 'push subscription refused: endpoint host is not public');
          throw badRequest(t('messaging.push.validation.endpointNotPublic'), { code: 'push_endpoint_not_public' });
        }
      }
      if (!decodesTo(keys.p256dh, 65, 0x04) || !decodesTo(keys.auth, 16)) {
        throw badRequest(t('messaging.push.validation.keys'), { code: 'invalid_push_keys' });
      }
      const order = await findOrderForPush(ctx.database.db, request.params.token);
      if (!order) throw notFound(t('preorder.error.notFound'));
      if (order.status === 'completed' || order.status === 'cancelled') {
        throw conflict(t('messaging.push.error.finished'), { code: 'order_finished' });
      }
      const result = await subscribeToOrder(ctx.database.db, order.id, { endpoint, keys }, ctx.now());
      if (!result.ok) throw conflict(t('messaging.push.error.tooMany'), { code: 'too_many_subscriptions' });
      const s = result.subscription;
      return reply
        .code(result.created ? 201 : 200)
        .send({ id: s.id, endpoint: s.endpoint, createdAt: s.createdAt.toISOString() });
    },
  );
};
