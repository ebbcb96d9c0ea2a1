/**
 * Secrets at rest (DESIGN §11: vendors' Square tokens): AES-256-GCM with the key in
 * SQUARE_TOKEN_KEY (32 bytes as hex). A sealed value is `v1.<iv>.<tag>.<ciphertext>` in base64url;
 * a value sealed under another key, or altered, does not open (GCM's tag).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function seal(keyHex: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
}

/** The plain text, or null when the value was sealed under another key or changed. */
export function open(keyHex: string, sealed: string): string | null {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(keyHex, 'hex'), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
