/**
 * Smaller copies of every uploaded photo (issue 23: menu photos "lazy, sized, with srcset"): the
 * server stores `<key>-w320` and `<key>-w800` beside the web copy `<key>` (at most 1600 px), and
 * pages name all three in `srcset`, so a 72 px thumbnail on a phone downloads the 320 px copy.
 * No zod here: the map home's cards import it.
 */
export const IMAGE_VARIANT_WIDTHS = [320, 800] as const;
/** The width of the web copy itself (UPLOAD_MAX_DIMENSION_PX). */
const FULL_WIDTH = 1600;

/** The stored name of a copy: `<key>-w320`. */
export const variantKey = (key: string, width: number) => `${key}-w${width}`;

/** An uploaded image's URL ends in `uploads/<32 hex>` (locally or in the bucket). */
const UPLOADED = /\/uploads\/[0-9a-f]{32}$/;

/** `srcset` for an uploaded image's URL; undefined for any other image (a demo picture, say). */
export function srcSetOf(url: string | null | undefined): string | undefined {
  if (!url || !UPLOADED.test(url)) return undefined;
  return [...IMAGE_VARIANT_WIDTHS.map((w) => `${variantKey(url, w)} ${w}w`), `${url} ${FULL_WIDTH}w`].join(', ');
}
