/**
 * Image URL fields (vendor profileImageUrl and menuImageUrls, menu item imageUrl) may only name
 * images this server stored (issue 16 item 3): anything else would be loaded by every visitor's
 * browser — `/api/logout` once signed them all out, an outside address would track them. Whether a
 * URL is ours depends on the configured store (S3's public address), so this is a check in the
 * route, not a pure rule in the shared schema.
 */
import { t } from '../../shared/messages/index.js';
import type { Config } from '../config.js';
import { badRequest } from '../errors.js';
import { isUploadedImageUrl } from './store.js';

export interface ImageUrlFields {
  profileImageUrl?: string | null;
  menuImageUrls?: readonly string[];
  imageUrl?: string | null;
}

/** Throws 400 `invalid_image_url` unless every image URL in the body names one of our uploads. */
export function requireUploadedImages(config: Config, body: ImageUrlFields): void {
  const urls = [body.profileImageUrl, body.imageUrl, ...(body.menuImageUrls ?? [])];
  for (const url of urls) {
    if (url == null) continue;
    if (!isUploadedImageUrl(config, url)) {
      throw badRequest(t('uploads.error.notOurImage'), { code: 'invalid_image_url' });
    }
  }
}
