/**
 * What an uploaded file is, decided by its first bytes (never by its name or declared type), and
 * the web-sized copy we keep: every bit of metadata (EXIF with GPS, XMP, IPTC, ICC, comments)
 * removed, oriented upright, at most UPLOAD_MAX_DIMENSION_PX on its longest side, same format.
 */
import { t } from '../../shared/messages/index.js';
import { IMAGE_VARIANT_WIDTHS } from '../../shared/image-variants.js';
import { UPLOAD_MAX_DIMENSION_PX, type UploadImageType } from '../../shared/schemas/uploads.js';
import { badRequest, HttpError } from '../errors.js';

export type ImageFormat = 'jpeg' | 'png' | 'webp' | 'gif';

export const CONTENT_TYPES: Record<ImageFormat, UploadImageType> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** How many leading bytes sniffImage needs. */
export const SNIFF_BYTES = 12;

/** Refuse decompression bombs: a 10 MB file may not claim more pixels than this. */
const MAX_INPUT_PIXELS = 100_000_000;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format of these bytes, or null when they are not a JPEG, PNG, WebP or GIF. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

export interface ProcessedImage {
  data: Buffer;
  format: ImageFormat;
  contentType: UploadImageType;
  width: number;
  height: number;
  /** Smaller copies for `srcset` (issue 23), one per IMAGE_VARIANT_WIDTHS, stored beside it. */
  variants: { width: number; data: Buffer }[];
}

/**
 * Checks the bytes and writes the copy we store. Throws 400 'Only JPEG, PNG, WebP or GIF images
 * are allowed' for anything else, and 400 'The image could not be read' for a broken image.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const format = sniffImage(input);
  if (!format) throw badRequest(t('uploads.error.fileType'));
  // libvips loads with the first photo, not at start-up (decision 0048, memory).
  const { default: sharp } = await import('sharp');
  try {
    const animatable = format === 'gif' || format === 'webp';
    const options = { limitInputPixels: MAX_INPUT_PIXELS, animated: animatable };
    const meta = await sharp(input, options).metadata();
    if (meta.format !== format) throw badRequest(t('uploads.error.fileType'));
    const animated = (meta.pages ?? 1) > 1;
    // Orientation lives in the EXIF we strip, so it is applied to the pixels first.
    let pipeline = sharp(input, { ...options, autoOrient: !animated }).resize({
      width: UPLOAD_MAX_DIMENSION_PX,
      height: UPLOAD_MAX_DIMENSION_PX,
      fit: 'inside',
      withoutEnlargement: true,
    });
    // No withMetadata/keepMetadata: sharp writes none of the input's metadata.
    if (format === 'jpeg') pipeline = pipeline.jpeg({ quality: 82, progressive: true });
    else if (format === 'png') pipeline = pipeline.png();
    else if (format === 'webp') pipeline = pipeline.webp({ quality: 82 });
    else pipeline = pipeline.gif();
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    // Every width gets its copy, so a srcset never names a missing file: resized from the web
    // copy (already upright and without metadata); one no wider than it, or animated, is that copy.
    const variants = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => ({
        width,
        data:
          animated || info.width <= width
            ? data
            : await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).resize({ width, withoutEnlargement: true }).toBuffer(),
      })),
    );
    return {
      data,
      format,
      contentType: CONTENT_TYPES[format],
      width: info.width,
      height: animated ? (info.pageHeight ?? info.height) : info.height,
      variants,
    };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw badRequest(t('uploads.error.unreadable'));
  }
}
