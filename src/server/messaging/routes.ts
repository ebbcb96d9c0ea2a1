/**
 * Web Push routes (DESIGN §10.1): the VAPID public key a browser subscribes with, and a browser's
 * subscription to one order, authorised by the order's tracking token (192 random bits).
 * Registered by the preorder routes (the tracking area).
 */
import { isIP } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { t } from '../../shared/messages/index.js';
import { PushPublicKeySchema, PushSubscriptionCreateSchema, PushSubscriptionSchema } from '../../shared/schemas/push.js';
import { badRequest, conflict, errorResponses, notFound } from '../errors.js';
import { findOrderForPush, subscribeToOrder, vapidKeys } from './push.js';

const TokenParams = z.object({ token: z.string().min(8).max(200) });
const errors = errorResponses(400, 404, 409);

/**
 * Where the server may POST a push. Production: https only, and never an IP literal or localhost
 * (the address comes from the browser, so it must not aim the server at the internal network).
 * Elsewhere http to loopback works too (tests stand a push service up on 127.0.0.1).
 */
export function pushEndpointAllowed(endpoint: string, production: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'https:' && !isIP(host) && host !== 'localhost' && !host.endsWith('.localhost') && host.includes('.');
}

/** base64url (padding allowed) that decodes to exactly `bytes` bytes. */
function decodesTo(value: string, bytes: number, first?: number): boolean {
  const raw = Buffer.from(value.replace(/=+$/, ''), 'base64url');
  return raw.length === bytes && (first === undefined || raw[0] === first);
}

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = app.ctx;
  const production = ctx.config.NODE_ENV === 'production';
  const publicKey = vapidKeys(ctx.config).publicKey;

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
