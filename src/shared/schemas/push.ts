/**
 * Web Push for an order (DESIGN §10.1): the browser's PushSubscription as `subscription.toJSON()`
 * gives it, and the server's VAPID public key.
 */
import { z } from 'zod';
import { msg } from './common.js';

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** GET /api/push/public-key */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });

/** POST /api/track/:token/push */
export const PushSubscriptionCreateSchema = z.object({
  endpoint: z.string(msg('messaging.push.validation.endpoint')).min(1, msg('messaging.push.validation.endpoint')).max(2000, msg('messaging.push.validation.endpoint')),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
      p256dh: z.string(msg('messaging.push.validation.keys')).max(200, msg('messaging.push.validation.keys')).regex(base64url, msg('messaging.push.validation.keys')),
      /** The 16-byte auth secret, base64url. */
      auth: z.string(msg('messaging.push.validation.keys')).max(100, msg('messaging.push.validation.keys')).regex(base64url, msg('messaging.push.validation.keys')),
    },
    msg('messaging.push.validation.keys'),
  ),
});
export type PushSubscriptionCreate = z.infer<typeof PushSubscriptionCreateSchema>;

export const PushSubscriptionSchema = z.object({ id: z.number().int(), endpoint: z.string(), createdAt: z.string() });

/** DELETE /api/my-vendor/push: the device that no longer wants the desk's alerts. */
export const VendorPushRemoveSchema = z.object({
  endpoint: z.string(msg('messaging.push.validation.endpoint')).min(1, msg('messaging.push.validation.endpoint')).max(2000, msg('messaging.push.validation.endpoint')),
});
