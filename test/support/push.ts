/**
 * What a browser's PushManager hands over (`subscription.toJSON()`): an endpoint and a P-256
 * public point with a 16-byte auth secret. For requests that only need a valid subscription; the
 * push test keeps its keys to decrypt what is sent (test/api/push.test.ts).
 */
import { createECDH, randomBytes } from 'node:crypto';

export function browserSubscription(endpoint = `https://push.example.com/send/${randomBytes(6).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}
