/**
 * The default image store: processed images as files under DATA_DIR/uploads, named by their key.
 * Upload URLs point at our own PUT /api/uploads/:ticket, signed with an HMAC over the ticket and
 * its expiry, and each ticket is used once (upload_tickets).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { t } from '../../shared/messages/index.js';
import {
  type FinalizedUpload,
  UPLOAD_URL_TTL_MS,
  type UploadImageType,
  type UploadTicket,
} from '../../shared/schemas/uploads.js';
import type { AppContext } from '../context.js';
import { HttpError, notFound } from '../errors.js';
import { variantKey } from '../../shared/image-variants.js';
import { CONTENT_TYPES, processImage, SNIFF_BYTES, sniffImage } from './images.js';
import { claimUploadTicket, createUploadTicket, releaseUploadTicket } from './queries.js';
import { type ImageStore, LOCAL_PUBLIC_PREFIX, newObjectKey, OBJECT_KEY_RE, STORED_NAME_RE, UPLOAD_PUT_HEADERS } from './store.js';

/** Tickets: 192 random bits, base64url. */
export const TICKET_RE = /^[A-Za-z0-9_-]{32}$/;

export interface StoredImage {
  stream: Readable;
  contentType: UploadImageType;
  size: number;
}

export interface LocalStoreOptions {
  /** Defaults to DATA_DIR/uploads. */
  dir?: string;
  /** Defaults to UPLOAD_URL_TTL_MS. */
  ttlMs?: number;
}

export class LocalStore implements ImageStore {
  readonly kind = 'local' as const;
  readonly dir: string;
  private readonly ttlMs: number;
  private readonly key: Buffer;

  constructor(
    private readonly ctx: AppContext,
    options: LocalStoreOptions = {},
  ) {
    this.dir = options.dir ?? path.join(ctx.config.DATA_DIR, 'uploads');
    this.ttlMs = options.ttlMs ?? UPLOAD_URL_TTL_MS;
    // A key of its own, derived from SESSION_SECRET (main.ts always sets one; tests too).
    const secret = ctx.config.SESSION_SECRET ?? randomBytes(32).toString('hex');
    this.key = createHmac('sha256', secret).update('valley-eats/upload-url').digest();
  }

  async createUpload(userId: string): Promise<UploadTicket> {
    const ticket = randomBytes(24).toString('base64url');
    const objectKey = newObjectKey();
    const expiresAt = new Date(this.ctx.now().getTime() + this.ttlMs);
    await createUploadTicket(this.ctx.database.db, { id: ticket, userId, objectKey, expiresAt });
    const expires = expiresAt.getTime();
    const qs = new URLSearchParams({ expires: String(expires), signature: this.sign(ticket, expires) });
    return {
      uploadURL: `/api/uploads/${ticket}?${qs}`,
      objectPath: `${LOCAL_PUBLIC_PREFIX}${objectKey}`,
      headers: { ...UPLOAD_PUT_HEADERS },
    };
  }

  private sign(ticket: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${ticket}.${expires}`).digest('base64url');
  }

  /** Whether an upload URL is one we signed and has not expired (checked before reading the body). */
  verifyLink(ticket: unknown, expires: unknown, signature: unknown): boolean {
    if (typeof ticket !== 'string' || !TICKET_RE.test(ticket)) return false;
    if (typeof expires !== 'string' || !/^\d{1,15}$/.test(expires)) return false;
    if (typeof signature !== 'string' || signature.length > 100) return false;
    const expected = Buffer.from(this.sign(ticket, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    return Number(expires) > this.ctx.now().getTime();
  }

  /**
   * Takes the bytes PUT to a verified upload URL: uses the ticket up, checks and processes the
   * image, and stores the processed copy. A refused ticket → 403; not an image → 400.
   */
  async receive(ticket: string, body: Buffer): Promise<FinalizedUpload> {
    const db = this.ctx.database.db;
    const claimed = await claimUploadTicket(db, ticket, this.ctx.now());
    if (!claimed) throw new HttpError(403, t('uploads.error.linkInvalid'));
    try {
      const image = await processImage(body);
      // The copies first: once the key itself is there, every name a srcset uses is.
      for (const v of image.variants) await this.write(variantKey(claimed.objectKey, v.width), v.data);
      await this.write(claimed.objectKey, image.data);
      return { objectPath: `${LOCAL_PUBLIC_PREFIX}${claimed.objectKey}` };
    } catch (err) {
      // A bad file uses the ticket up; a failure of ours leaves it for the client's retry.
      if (!(err instanceof HttpError)) await releaseUploadTicket(db, ticket);
      throw err;
    }
  }

  private async write(objectKey: string, data: Buffer): Promise<void> {
    if (!STORED_NAME_RE.test(objectKey)) throw new Error(`bad object key ${objectKey}`);
    await mkdir(this.dir, { recursive: true });
    const file = path.join(this.dir, objectKey);
    const tmp = path.join(this.dir, `.${objectKey}.${randomBytes(6).toString('hex')}.tmp`);
    try {
      await writeFile(tmp, data, { flag: 'wx' });
      await rename(tmp, file);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  /**
   * The stored image for a key or one of its copies, or null. Only names matching STORED_NAME_RE
   * reach the disk. A copy of an image stored before copies existed is the image itself.
   */
  async open(objectKey: string): Promise<StoredImage | null> {
    if (!STORED_NAME_RE.test(objectKey)) return null;
    const found = await this.openFile(objectKey);
    if (found || OBJECT_KEY_RE.test(objectKey)) return found;
    return this.openFile(objectKey.slice(0, 32));
  }

  private async openFile(objectKey: string): Promise<StoredImage | null> {
    let handle: Awaited<ReturnType<typeof open>>;
    try {
      handle = await open(path.join(this.dir, objectKey), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    try {
      const info = await handle.stat();
      const head = Buffer.alloc(SNIFF_BYTES);
      await handle.read(head, 0, SNIFF_BYTES, 0);
      const format = sniffImage(head);
      if (!info.isFile() || !format) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream({ start: 0 }), contentType: CONTENT_TYPES[format], size: info.size };
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  /** Processing happened at PUT: this only confirms that the image is there. */
  async finalize(_userId: string, objectPath: string): Promise<FinalizedUpload> {
    const objectKey = objectPath.startsWith(LOCAL_PUBLIC_PREFIX) ? objectPath.slice(LOCAL_PUBLIC_PREFIX.length) : '';
    if (!OBJECT_KEY_RE.test(objectKey)) throw notFound(t('uploads.error.unknownObject'));
    const found = await stat(path.join(this.dir, objectKey)).catch(() => null);
    if (!found?.isFile()) throw notFound(t('uploads.error.unknownObject'));
    return { objectPath };
  }

  async close(): Promise<void> {}
}
