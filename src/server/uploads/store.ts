/**
 * Where uploaded images live (DESIGN §2): files under DATA_DIR/uploads by default, an
 * S3-compatible bucket when S3_BUCKET is set. Both hand out an upload URL per image and serve the
 * processed copy at `objectPath`, under a random key that is never reused.
 */
import { randomBytes } from 'node:crypto';
import type { FinalizedUpload, UploadTicket } from '../../shared/schemas/uploads.js';
import { IMAGE_VARIANT_WIDTHS } from '../../shared/image-variants.js';
import type { Config } from '../config.js';

export interface ImageStore {
  readonly kind: 'local' | 's3';
  /** A single-use place to PUT one image, valid for UPLOAD_URL_TTL_MS. */
  createUpload(userId: string): Promise<UploadTicket>;
  /** Called by the client after its PUT; the image is servable at objectPath once this answers. */
  finalize(userId: string, objectPath: string): Promise<FinalizedUpload>;
  close(): Promise<void>;
}

/** Object keys: 128 random bits in lower-case hex. Nothing else is ever looked up on disk or in S3. */
export const OBJECT_KEY_RE = /^[0-9a-f]{32}$/;
/** A stored file: a key, or one of its smaller copies (`<key>-w320`, src/shared/image-variants.ts). */
export const STORED_NAME_RE = new RegExp(`^[0-9a-f]{32}(?:-w(?:${IMAGE_VARIANT_WIDTHS.join('|')}))?$`);

export const newObjectKey = (): string => randomBytes(16).toString('hex');

/** Headers every upload PUT carries: unprocessed bytes are never served as anything but a download. */
export const UPLOAD_PUT_HEADERS = { 'Content-Type': 'application/octet-stream' } as const;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** Where processed images are served: `/uploads/<key>` locally, `uploads/<key>` in the bucket. */
export const LOCAL_PUBLIC_PREFIX = '/uploads/';
export const S3_PUBLIC_PREFIX = 'uploads/';

/** The public URL of an object: S3_PUBLIC_URL, else the endpoint (path- or host-style), else AWS. */
export function s3PublicUrl(config: Config, objectKey: string): string {
  if (config.S3_PUBLIC_URL) return `${config.S3_PUBLIC_URL.replace(/\/+$/, '')}/${objectKey}`;
  const bucket = config.S3_BUCKET ?? '';
  if (config.S3_ENDPOINT) {
    const endpoint = new URL(config.S3_ENDPOINT);
    const base = endpoint.href.replace(/\/+$/, '');
    if (s3PathStyle(config)) return `${base}/${bucket}/${objectKey}`;
    return `${endpoint.protocol}//${bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}/${objectKey}`;
  }
  return `https://${bucket}.s3.${config.S3_REGION}.amazonaws.com/${objectKey}`;
}

/** Path-style addressing: S3_FORCE_PATH_STYLE, by default on for a custom endpoint (MinIO and friends). */
export function s3PathStyle(config: Config): boolean {
  return config.S3_FORCE_PATH_STYLE ?? Boolean(config.S3_ENDPOINT);
}

/**
 * Whether a URL names an image uploaded through Valley Eats (what profileImageUrl and
 * menuImageUrls may hold): `/uploads/<key>`, or with S3 the bucket's public `uploads/<key>`.
 */
export function isUploadedImageUrl(config: Config, url: string): boolean {
  const keyAfter = (prefix: string) => url.startsWith(prefix) && OBJECT_KEY_RE.test(url.slice(prefix.length));
  if (keyAfter(LOCAL_PUBLIC_PREFIX)) return true;
  return Boolean(config.S3_BUCKET) && keyAfter(s3PublicUrl(config, S3_PUBLIC_PREFIX));
}
