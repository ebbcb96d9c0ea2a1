/**
 * Error factories (STYLE rule 3): throw these; the one error handler turns them into
 * `{message, code}`. `message` is translated for the reader; `code` is stable (DESIGN §10) and is
 * what clients decide by. Each factory has a default code for its status; pass a specific one
 * (`conflict(t(...), { code: 'slot_full' })`) where a client must tell cases apart.
 */
import { t } from '../shared/messages/index.js';
import { MessageSchema } from '../shared/schemas/common.js';

/** The code an error carries when nothing more specific was given. */
export const DEFAULT_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
  503: 'unavailable',
};

export function defaultErrorCode(status: number): string {
  return DEFAULT_ERROR_CODES[status] ?? (status >= 500 ? 'internal' : 'error');
}

export class HttpError extends Error {
  readonly code: string;
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    message: string,
    extra?: Record<string, unknown> & { code?: string },
  ) {
    super(message);
    this.name = 'HttpError';
    const { code, ...rest } = extra ?? {};
    this.code = typeof code === 'string' ? code : defaultErrorCode(statusCode);
    this.extra = Object.keys(rest).length > 0 ? rest : undefined;
  }
}

type Extra = Record<string, unknown> & { code?: string };

export const badRequest = (message: string, extra?: Extra) => new HttpError(400, message, extra);
export const unauthorized = (message = t('errors.unauthorized'), extra?: Extra) => new HttpError(401, message, extra);
export const forbidden = (message = t('errors.forbidden'), extra?: Extra) => new HttpError(403, message, extra);
export const notFound = (message = t('errors.notFound'), extra?: Extra) => new HttpError(404, message, extra);
export const conflict = (message: string, extra?: Extra) => new HttpError(409, message, extra);
export const tooLarge = (message = t('errors.bodyTooLarge'), extra?: Extra) => new HttpError(413, message, extra);
export const tooManyRequests = (message = t('errors.tooManyRequests'), extra?: Extra) =>
  new HttpError(429, message, extra);
export const unavailable = (message: string, extra?: Extra) => new HttpError(503, message, extra);

/**
 * The response schemas of the error statuses a route answers (STYLE rule 2): each the
 * `{message, code}` body the error handler sends. `errorResponses(400, 404)` gives
 * `{ 400: MessageSchema, 404: MessageSchema }`, to spread into a route's `response`.
 */
export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof MessageSchema> {
  return Object.fromEntries(statuses.map((status) => [status, MessageSchema])) as Record<S[number], typeof MessageSchema>;
}
