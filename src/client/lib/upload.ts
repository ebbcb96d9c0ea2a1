/**
 * Photo uploads from the browser (SPEC §5, §7, §8, §9): check the picked files, then for each one
 * ask for an upload URL, PUT the bytes there (with progress, retried on network and 5xx failures
 * after UPLOAD_RETRY_DELAYS_MS), and finalize. The answer is the objectPath to save into
 * profileImageUrl / menuImageUrls.
 */
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_RETRY_DELAYS_MS } from '@shared/constants.js';
import type { MessageKey, MessageParams } from '@shared/messages/index.js';
import {
  UPLOAD_IMAGE_EXTENSIONS,
  UPLOAD_IMAGE_TYPES,
  type UploadTicket,
  uploadMaxSizeLabel,
} from '@shared/schemas/uploads.js';
import { ApiError, api } from './api';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface UploadOptions {
  /** Called as the bytes go out (several times per second on a slow line). */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload; the promise then rejects with the signal's reason (an AbortError). */
  signal?: AbortSignal;
}

/**
 * Uploads one image and resolves to the URL it is served at. Failures follow SPEC §7's rule
 * (ApiError "<status>: <body>"); a network failure is a TypeError, as with fetch.
 */
export async function uploadImage(file: Blob, options: UploadOptions = {}): Promise<string> {
  const { signal } = options;
  const ticket = await api('POST /api/objects/upload', {}, { signal });
  const putError = await putWithRetries(ticket, file, options);
  try {
    const done = await api('POST /api/objects/finalize', { body: { objectPath: ticket.objectPath } }, { signal });
    return done.objectPath;
  } catch (err) {
    throw putError ?? err;
  }
}

/**
 * PUTs the file, retrying after each of UPLOAD_RETRY_DELAYS_MS on a network failure or a 5xx.
 * Resolves to undefined on success. When a retry is refused after a lost answer (a single-use
 * link already used by the attempt whose answer was lost), it resolves to that refusal and lets
 * finalize decide whether the file arrived.
 */
async function putWithRetries(ticket: UploadTicket, file: Blob, options: UploadOptions): Promise<Error | undefined> {
  let answerLost = false;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await putFile(ticket, file, options);
      return undefined;
    } catch (err) {
      if (options.signal?.aborted) throw err;
      const network = err instanceof TypeError;
      const retryable = network || (err instanceof ApiError && err.status >= 500);
      if (!retryable && answerLost && err instanceof ApiError && err.status === 403) return err;
      const delay = UPLOAD_RETRY_DELAYS_MS[attempt];
      if (!retryable || delay === undefined) throw err;
      answerLost ||= network;
      await sleep(delay, options.signal);
    }
  }
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was aborted', 'AbortError');
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One PUT through XMLHttpRequest, the one browser API that reports upload progress. */
function putFile(ticket: UploadTicket, file: Blob, { onProgress, signal }: UploadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = (fn: () => void) => {
      signal?.removeEventListener('abort', onAbort);
      fn();
    };
    xhr.open('PUT', ticket.uploadURL);
    for (const [name, value] of Object.entries(ticket.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : file.size });
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.({ loaded: file.size, total: file.size });
          resolve();
        } else {
          reject(new ApiError(xhr.status, xhr.statusText, (xhr.responseText ?? '').trim()));
        }
      });
    xhr.onerror = () => settle(() => reject(new TypeError('Network request failed')));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => settle(() => reject(signal ? abortReason(signal) : new DOMException('Aborted', 'AbortError')));
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(file);
  });
}

// ---------------------------------------------------------------- checking picked files

export interface FileLike {
  name: string;
  size: number;
  type: string;
  lastModified?: number;
}

export interface FileProblem<T extends FileLike = FileLike> {
  file: T;
  /** SPEC §8's upload messages; show with t(key, params). */
  key: MessageKey;
  params?: MessageParams;
}

const sameFile = (a: FileLike, b: FileLike) =>
  a.name === b.name && a.size === b.size && a.type === b.type && a.lastModified === b.lastModified;

/** JPEG, PNG, WebP or GIF by declared type, or by name when the browser declares none. */
export function isAcceptedImageFile(file: FileLike): boolean {
  const type = file.type.toLowerCase();
  if ((UPLOAD_IMAGE_TYPES as readonly string[]).includes(type)) return true;
  if (type !== '' && type !== 'application/octet-stream') return false;
  const name = file.name.toLowerCase();
  return UPLOAD_IMAGE_EXTENSIONS.some((ext) => name.endsWith(ext));
}

/**
 * Which of the `added` files may join `existing` (already picked) when at most `max` are allowed
 * (1 profile photo, 5 menu photos), and why each other one may not: duplicate, over the count,
 * not an allowed type, too large.
 */
export function validateImageFiles<T extends FileLike>(
  existing: readonly FileLike[],
  added: readonly T[],
  max: number,
): { accepted: T[]; problems: FileProblem<T>[] } {
  const accepted: T[] = [];
  const problems: FileProblem<T>[] = [];
  for (const file of added) {
    if (existing.some((f) => sameFile(f, file)) || accepted.some((f) => sameFile(f, file))) {
      problems.push({ file, key: 'uploads.error.duplicate', params: { name: file.name } });
    } else if (existing.length + accepted.length >= max) {
      problems.push({ file, key: 'uploads.error.tooManyFiles', params: { max } });
    } else if (!isAcceptedImageFile(file)) {
      problems.push({ file, key: 'uploads.error.fileType' });
    } else if (file.size > UPLOAD_MAX_FILE_BYTES) {
      problems.push({ file, key: 'uploads.error.fileTooLarge', params: { name: file.name, size: uploadMaxSizeLabel } });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}
