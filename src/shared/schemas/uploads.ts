/**
 * Photo uploads (SPEC §5, §7; DESIGN §2): POST /api/objects/upload answers where to PUT the file
 * and where it will be served; POST /api/objects/finalize makes it servable.
 */
import { z } from 'zod';
import { UPLOAD_MAX_FILE_BYTES } from '../constants.js';

/** The image types we accept; the server decides by the file's bytes, the client by its type and name. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];
export const UPLOAD_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.gif'] as const;
/** Longest side of the stored, web-sized copy. */
export const UPLOAD_MAX_DIMENSION_PX = 1600;
/** How long an upload URL stays valid. */
export const UPLOAD_URL_TTL_MS = 15 * 60 * 1000;

/** "10 MB": the size limit as people read it. */
export const uploadMaxSizeLabel = `${Math.round(UPLOAD_MAX_FILE_BYTES / (1024 * 1024))} MB`;

export const UploadTicketSchema = z.object({
  /** Where to PUT the file's bytes (our own signed URL, or a presigned S3 URL). */
  uploadURL: z.string(),
  /** The URL the image is served at once finalized: what profileImageUrl / menuImageUrls keep. */
  objectPath: z.string(),
  /** Headers the PUT must carry (the presigned URL is signed for them). */
  headers: z.record(z.string(), z.string()),
});
export type UploadTicket = z.infer<typeof UploadTicketSchema>;

export const FinalizeUploadSchema = z.object({ objectPath: z.string().min(1).max(2048) });
export type FinalizeUpload = z.infer<typeof FinalizeUploadSchema>;

export const FinalizedUploadSchema = z.object({ objectPath: z.string() });
export type FinalizedUpload = z.infer<typeof FinalizedUploadSchema>;
