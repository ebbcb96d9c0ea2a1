/**
 * The S3-compatible image store (S3_BUCKET set; docs/decisions/0004-uploads.md). The browser PUTs
 * straight to a presigned URL for `incoming/<key>`, a prefix that is never served; finalize then
 * reads it, checks the bytes, writes the processed copy to `uploads/<key>` (the public objectPath)
 * and deletes the incoming object. Unprocessed bytes are therefore never at a public URL.
 */
import {
  DeleteObjectCommand,
  GetObjectCommand,
  type GetObjectCommandOutput,
  HeadObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UPLOAD_MAX_FILE_BYTES } from '../../shared/constants.js';
import { t } from '../../shared/messages/index.js';
import {
  type FinalizedUpload,
  UPLOAD_URL_TTL_MS,
  type UploadTicket,
  uploadMaxSizeLabel,
} from '../../shared/schemas/uploads.js';
import type { AppContext } from '../context.js';
import { badRequest, HttpError, notFound, tooLarge } from '../errors.js';
import { variantKey } from '../../shared/image-variants.js';
import { processImage } from './images.js';
import { claimUploadTicket, createUploadTicket, findUploadTicket, releaseUploadTicket } from './queries.js';
import {
  IMMUTABLE_CACHE,
  type ImageStore,
  newObjectKey,
  OBJECT_KEY_RE,
  S3_PUBLIC_PREFIX,
  s3PathStyle,
  s3PublicUrl,
  UPLOAD_PUT_HEADERS,
} from './store.js';

export const INCOMING_PREFIX = 'incoming/';
/** How long after its upload URL expires an upload may still be finalized (a slow PUT may end late). */
const FINALIZE_GRACE_MS = 60 * 60 * 1000;

export class S3Store implements ImageStore {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  private readonly ttlMs: number;

  constructor(
    private readonly ctx: AppContext,
    options: { ttlMs?: number } = {},
  ) {
    const { config } = ctx;
    if (!config.S3_BUCKET || !config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY) {
      throw new Error('S3Store needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    }
    this.bucket = config.S3_BUCKET;
    this.ttlMs = options.ttlMs ?? UPLOAD_URL_TTL_MS;
    this.client = new S3Client({
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: s3PathStyle(config),
      credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY },
      // Checksums only where S3 requires them: S3-compatible stores differ in their support, and a
      // checksum in a presigned URL would be the one of an empty body.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private publicUrlPrefix(): string {
    return s3PublicUrl(this.ctx.config, S3_PUBLIC_PREFIX);
  }

  async createUpload(userId: string): Promise<UploadTicket> {
    const objectKey = newObjectKey();
    const now = this.ctx.now();
    // The ticket (id = key) is what lets this user, and only this user, finalize the upload.
    await createUploadTicket(this.ctx.database.db, {
      id: objectKey,
      userId,
      objectKey,
      expiresAt: new Date(now.getTime() + this.ttlMs + FINALIZE_GRACE_MS),
    });
    const uploadURL = await getSignedUrl(
      this.client,
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: `${INCOMING_PREFIX}${objectKey}`,
        ContentType: UPLOAD_PUT_HEADERS['Content-Type'],
      }),
      { expiresIn: Math.floor(this.ttlMs / 1000), signableHeaders: new Set(['content-type']) },
    );
    return {
      uploadURL,
      objectPath: `${this.publicUrlPrefix()}${objectKey}`,
      headers: { ...UPLOAD_PUT_HEADERS },
    };
  }

  async finalize(userId: string, objectPath: string): Promise<FinalizedUpload> {
    const prefix = this.publicUrlPrefix();
    const objectKey = objectPath.startsWith(prefix) ? objectPath.slice(prefix.length) : '';
    if (!OBJECT_KEY_RE.test(objectKey)) throw notFound(t('uploads.error.unknownObject'));
    const db = this.ctx.database.db;
    const claimed = await claimUploadTicket(db, objectKey, this.ctx.now(), userId);
    if (!claimed) {
      // A repeated finalize (the first answer was lost) is a success, not an error.
      const ticket = await findUploadTicket(db, objectKey);
      if (ticket?.userId === userId && ticket.usedAt && (await this.exists(`${S3_PUBLIC_PREFIX}${objectKey}`))) {
        return { objectPath };
      }
      throw notFound(t('uploads.error.unknownObject'));
    }
    const incoming = `${INCOMING_PREFIX}${objectKey}`;
    try {
      const bytes = await this.readIncoming(incoming);
      if (!bytes) {
        // Nothing was PUT (yet): the ticket stays usable.
        await releaseUploadTicket(db, objectKey);
        throw notFound(t('uploads.error.unknownObject'));
      }
      let image: Awaited<ReturnType<typeof processImage>>;
      try {
        image = await processImage(bytes);
      } catch (err) {
        await this.delete(incoming);
        throw err;
      }
      // The copies first: once the key itself is there, every name a srcset uses is.
      for (const v of [...image.variants.map((c) => ({ name: variantKey(objectKey, c.width), data: c.data })), { name: objectKey, data: image.data }]) {
        await this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: `${S3_PUBLIC_PREFIX}${v.name}`,
            Body: v.data,
            ContentType: image.contentType,
            CacheControl: IMMUTABLE_CACHE,
          }),
        );
      }
      await this.delete(incoming);
      return { objectPath };
    } catch (err) {
      if (!(err instanceof HttpError)) await releaseUploadTicket(db, objectKey);
      throw err;
    }
  }

  /** The incoming object's bytes; null when there is none. Too large → deleted and 413. */
  private async readIncoming(key: string): Promise<Buffer | null> {
    let res: GetObjectCommandOutput;
    try {
      res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NotFound') return null;
      throw err;
    }
    const body = res.Body as (AsyncIterable<Uint8Array> & { destroy?: () => void }) | undefined;
    if (!body) return Buffer.alloc(0);
    if ((res.ContentLength ?? 0) > UPLOAD_MAX_FILE_BYTES) {
      body.destroy?.();
      await this.delete(key);
      throw tooLarge(t('uploads.error.tooLarge', { size: uploadMaxSizeLabel }));
    }
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of body) {
      total += chunk.length;
      if (total > UPLOAD_MAX_FILE_BYTES) {
        body.destroy?.();
        await this.delete(key);
        throw tooLarge(t('uploads.error.tooLarge', { size: uploadMaxSizeLabel }));
      }
      chunks.push(Buffer.from(chunk));
    }
    if (total === 0) {
      await this.delete(key);
      throw badRequest(t('uploads.error.fileType'));
    }
    return Buffer.concat(chunks);
  }

  private async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return true;
    } catch {
      return false;
    }
  }

  private async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
